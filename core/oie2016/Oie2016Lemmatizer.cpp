#include "core/oie2016/Oie2016Lemmatizer.h"

#include "core/base/PyText.h"
#include "core/base/WordNetFiles.h"

namespace {

// morphy's noun rules, in its order (docs/scoring/oie2016.md 3).
const std::pair<QLatin1String, QLatin1String> nounRules[] = {
    {QLatin1String("s"), QLatin1String("")},      {QLatin1String("ses"), QLatin1String("s")},
    {QLatin1String("ves"), QLatin1String("f")},   {QLatin1String("xes"), QLatin1String("x")},
    {QLatin1String("zes"), QLatin1String("z")},   {QLatin1String("ches"), QLatin1String("ch")},
    {QLatin1String("shes"), QLatin1String("sh")}, {QLatin1String("men"), QLatin1String("man")},
    {QLatin1String("ies"), QLatin1String("y")},
};

// Every rule on every form, in the order morphy collects them. A form met twice adds only
// what its first occurrence added, so the repeats are dropped: the candidates found, and their
// order, stay the same, and a long run of suffixes cannot make the list grow without bound.
QStringList applyRules(const QStringList &forms)
{
    QStringList out;
    QSet<QString> seen;
    for (const QString &form : forms) {
        for (const auto &[suffix, replacement] : nounRules) {
            if (!form.endsWith(suffix))
                continue;
            QString result = form.left(form.size() - suffix.size()) + replacement;
            if (!seen.contains(result)) {
                seen.insert(result);
                out.append(std::move(result));
            }
        }
    }
    return out;
}

// Python's str.split(): the runs of non-whitespace.
QVector<QStringView> words(QStringView line)
{
    QVector<QStringView> out;
    qsizetype at = 0;
    while (at < line.size()) {
        while (at < line.size() && PyText::isSpace(line.at(at)))
            ++at;
        const qsizetype begin = at;
        while (at < line.size() && !PyText::isSpace(line.at(at)))
            ++at;
        if (at > begin)
            out.append(line.sliced(begin, at - begin));
    }
    return out;
}

} // namespace

QString Oie2016Lemmatizer::defaultDirectory()
{
    return WordNetFiles::defaultDirectory();
}

std::shared_ptr<const Oie2016Lemmatizer> Oie2016Lemmatizer::load(const QString &directory, QString *error)
{
    QStringList texts;
    if (!WordNetFiles::read(directory, {QStringLiteral("index.noun"), QStringLiteral("noun.exc")}, &texts, error))
        return nullptr;
    auto lemmatizer = std::make_shared<Oie2016Lemmatizer>();
    lemmatizer->m_indexText = texts.at(0);
    const QString exceptionText = texts.at(1);
    // index.noun: the lemma is a line's first word; lines that start with a space are the licence.
    const QStringView index(lemmatizer->m_indexText);
    lemmatizer->m_nouns.reserve(120000);
    for (const QStringView line : PyText::splitViews(index, QLatin1Char('\n'))) {
        if (line.isEmpty() || line.at(0) == QLatin1Char(' '))
            continue;
        qsizetype end = 0;
        while (end < line.size() && !PyText::isSpace(line.at(end)))
            ++end;
        lemmatizer->m_nouns.insert(line.first(end));
    }
    // noun.exc: `form base1 [base2 ...]`; a later line for the same form replaces an earlier one.
    for (const QStringView line : PyText::splitViews(exceptionText, QLatin1Char('\n'))) {
        const QVector<QStringView> terms = words(line);
        if (terms.isEmpty())
            continue;
        QStringList bases;
        for (qsizetype t = 1; t < terms.size(); ++t)
            bases.append(terms.at(t).toString());
        lemmatizer->m_exceptions.insert(terms.at(0).toString(), bases);
    }
    if (lemmatizer->m_nouns.isEmpty()) {
        *error = QStringLiteral("WordNet data in %1 is not usable: index.noun lists no noun (reinstall the Debian "
                                "package wordnet-base)")
                     .arg(directory);
        return nullptr;
    }
    return lemmatizer;
}

QStringList Oie2016Lemmatizer::nouns(const QStringList &forms) const
{
    QStringList out;
    for (const QString &form : forms) {
        if (isNoun(form) && !out.contains(form))
            out.append(form);
    }
    return out;
}

QString Oie2016Lemmatizer::lemma(const QString &word) const
{
    QStringList candidates;
    const auto exception = m_exceptions.constFind(word);
    if (exception != m_exceptions.constEnd()) {
        // An exception entry ends the search, even when none of its forms is a noun.
        candidates = nouns(QStringList{word} + exception.value());
    } else {
        QStringList forms = applyRules({word});
        candidates = nouns(QStringList{word} + forms);
        while (candidates.isEmpty() && !forms.isEmpty()) {
            forms = applyRules(forms);
            candidates = nouns(forms);
        }
    }
    if (candidates.isEmpty())
        return word;
    const QString *shortest = &candidates.first();
    for (const QString &candidate : std::as_const(candidates)) {
        if (candidate.size() < shortest->size())
            shortest = &candidate;
    }
    return *shortest;
}
