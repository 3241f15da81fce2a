#include "core/assist/VerbForms.h"

#include "core/base/WordNetFiles.h"

#include <QMutex>

namespace {

// WordNet's verb detachment rules (morphy), in its order.
const std::pair<QLatin1String, QLatin1String> kVerbRules[] = {
    {QLatin1String("s"), QLatin1String("")},    {QLatin1String("ies"), QLatin1String("y")},
    {QLatin1String("es"), QLatin1String("e")},  {QLatin1String("es"), QLatin1String("")},
    {QLatin1String("ed"), QLatin1String("e")},  {QLatin1String("ed"), QLatin1String("")},
    {QLatin1String("ing"), QLatin1String("e")}, {QLatin1String("ing"), QLatin1String("")},
};

bool looksLikeParticiple(const QString &form)
{
    return form.endsWith(QLatin1Char('n')) || form.endsWith(QLatin1String("ne"));
}

} // namespace

QString VerbForms::defaultDirectory()
{
    return WordNetFiles::defaultDirectory();
}

std::shared_ptr<const VerbForms> VerbForms::load(const QString &directory, QString *error)
{
    QStringList texts;
    if (!WordNetFiles::read(directory, {QStringLiteral("index.verb"), QStringLiteral("verb.exc")}, &texts, error))
        return nullptr;
    auto forms = std::make_shared<VerbForms>();
    const QStringList index = texts.at(0).split(QLatin1Char('\n'));
    const QStringList exceptions = texts.at(1).split(QLatin1Char('\n'));
    // index.verb: the lemma is a line's first word; lines that start with a space are the licence.
    for (const QString &line : std::as_const(index)) {
        if (line.isEmpty() || line.at(0) == QLatin1Char(' '))
            continue;
        forms->m_verbs.insert(line.section(QLatin1Char(' '), 0, 0));
    }
    // verb.exc: `form lemma [lemma ...]`.
    for (const QString &line : std::as_const(exceptions)) {
        const QStringList terms = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (terms.size() < 2)
            continue;
        const QStringList lemmas = terms.mid(1);
        forms->m_exceptions.insert(terms.first(), lemmas);
        for (const QString &lemma : lemmas)
            forms->m_formsOf[lemma].append(terms.first());
    }
    if (forms->m_verbs.isEmpty() || forms->m_exceptions.isEmpty()) {
        *error = QStringLiteral("WordNet verb data in %1 is not usable (reinstall the Debian package wordnet-base)")
                     .arg(directory);
        return nullptr;
    }
    return forms;
}

namespace {
QMutex s_mutex;
bool s_tried = false;
std::shared_ptr<const VerbForms> s_shared;
QString s_error;
} // namespace

std::shared_ptr<const VerbForms> VerbForms::shared()
{
    const QMutexLocker locker(&s_mutex);
    if (!s_tried) {
        s_tried = true;
        s_shared = load(defaultDirectory(), &s_error);
    }
    return s_shared;
}

QString VerbForms::sharedError()
{
    shared();
    const QMutexLocker locker(&s_mutex);
    return s_error;
}

QStringList VerbForms::lemmas(const QString &form) const
{
    const auto exception = m_exceptions.constFind(form);
    if (exception != m_exceptions.constEnd())
        return exception.value();
    QStringList out;
    if (m_verbs.contains(form))
        out.append(form);
    for (const auto &[suffix, replacement] : kVerbRules) {
        if (!form.endsWith(suffix))
            continue;
        const QString lemma = form.left(form.size() - suffix.size()) + replacement;
        if (m_verbs.contains(lemma) && !out.contains(lemma))
            out.append(lemma);
    }
    return out;
}

VerbForms::Past VerbForms::past(const QString &participleForm) const
{
    const QString participle = participleForm.toLower();
    Past result;
    QStringList lemmaList;
    const auto exception = m_exceptions.constFind(participle);
    if (exception != m_exceptions.constEnd()) {
        lemmaList = exception.value();
    } else {
        const QStringList found = lemmas(participle);
        if (!found.isEmpty() && participle.endsWith(QLatin1String("ed"))) {
            result.status = Past::Status::Known; // a regular verb: the past is the participle
            result.form = participleForm;
            result.lemma = found.first();
            return result;
        }
        if (!m_verbs.contains(participle))
            return result; // Unknown: not a participle WordNet can read
        lemmaList = QStringList{participle}; // hit, come, run: the participle is the lemma
    }
    result.lemma = lemmaList.first();
    QStringList candidates;
    for (const QString &lemma : std::as_const(lemmaList)) {
        for (const QString &other : m_formsOf.value(lemma)) {
            const bool third = other.endsWith(QLatin1Char('s')) && other != QLatin1String("was");
            if (other == participle || other.endsWith(QLatin1String("ing")) || third || looksLikeParticiple(other)
                || candidates.contains(other))
                continue;
            candidates.append(other);
        }
    }
    result.candidates = candidates;
    if (candidates.size() == 1) {
        result.status = Past::Status::Known;
        result.form = candidates.first();
    } else if (candidates.size() > 1) {
        result.status = Past::Status::Ambiguous;
        result.form = candidates.first();
    } else if (!looksLikeParticiple(participle)) {
        result.status = Past::Status::Known; // found, built, made: the past is the participle
        result.form = participleForm;
    } else {
        // shown, proven: the data lists no past (it is regular); proposed, never taken silently.
        const QString &lemma = result.lemma;
        result.form = lemma + (lemma.endsWith(QLatin1Char('e')) ? QStringLiteral("d") : QStringLiteral("ed"));
    }
    return result;
}
