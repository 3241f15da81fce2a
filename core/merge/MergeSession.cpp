#include "core/merge/MergeSession.h"

#include "core/analysis/Agreement.h"
#include "core/base/TextFileLines.h"
#include "core/document/DocumentImport.h"

#include <QFileInfo>

#include <algorithm>

namespace {

QString tsvField(QString text)
{
    text.replace(QLatin1Char('\t'), QLatin1Char(' '));
    text.replace(QLatin1Char('\n'), QStringLiteral(" | "));
    text.replace(QChar(0x1e), QStringLiteral(" || "));
    text.replace(QChar(0x1d), QStringLiteral(" ## "));
    return text;
}

// Where a synset of B that A lacks goes: right after A's synsets of the item of its nearest
// preceding synset of B that A has too; first when there is none.
int insertionPoint(const QVector<MergeItem> &items, int synsetB)
{
    int best = -1, at = 0;
    for (const MergeItem &other : items) {
        if (other.synsetsA.isEmpty())
            continue;
        for (int j : other.synsetsB) {
            if (j < synsetB && j > best) {
                best = j;
                at = other.synsetsA.last() + 1;
            }
        }
    }
    return at;
}

// The sentence with every header that names its own place ("7--> Cluster 2:" on the second
// synset of sentence 7) dropped: the writer writes the right one wherever the synset goes.
Sentence withPlaceFreeHeaders(const Sentence &sentence)
{
    Sentence copy = sentence;
    for (int k = 0; k < copy.synsets.size(); ++k) {
        Synset &synset = copy.synsets[k];
        if (synset.headerLine
            == sentence.id + QStringLiteral("--> Cluster ") + QString::number(k + 1) + QLatin1Char(':'))
            synset.headerLine = QString();
    }
    return copy;
}

} // namespace

MergeSession::MergeSession(QObject *parent)
    : QObject(parent),
      m_cache(std::make_unique<AgreementCache>())
{ }

MergeSession::~MergeSession() = default;

bool MergeSession::open(const QString &path, const Benchmark &current, QString *error)
{
    Benchmark other;
    Diagnostics diagnostics;
    ImportOptions options;
    options.tagPartsOfSpeech = false;
    DocumentKind kind = DocumentKind::BenchieGold;
    if (!DocumentImport::open(path, &other, &diagnostics, error, options, &kind))
        return false;
    if (kind != DocumentKind::BenchieGold && kind != DocumentKind::Project) {
        *error = Diagnostic::location(path) + QLatin1Char(' ')
            + tr("not a BenchIE gold or an OIE Studio project: nothing to merge");
        return false;
    }
    setOther(other, current, QFileInfo(path).completeBaseName());
    m_diagnostics = diagnostics + m_diagnostics;
    return true;
}

void MergeSession::setOther(const Benchmark &other, const Benchmark &current, const QString &label)
{
    m_other = other;
    m_label = label;
    m_diagnostics.clear();
    m_decisions.clear();
    m_pending = Pending();
    m_cache = std::make_unique<AgreementCache>(); // a new B: nothing learnt yet
    // Triples keep who wrote them: B's unsigned ones are B's annotator's.
    for (Sentence &sentence : m_other.sentences())
        for (Synset &synset : sentence.synsets)
            for (Triple &triple : synset.triples)
                if (triple.author().isEmpty() && !triple.isInert())
                    triple.setAuthor(label);
    m_pair.fill(-1, current.sentences().size());
    QVector<char> used(m_other.sentences().size(), 0);
    for (int i = 0; i < current.sentences().size(); ++i) {
        const Sentence &a = current.sentences().at(i);
        const int j = m_other.indexOf(a.id);
        if (j < 0) {
            m_diagnostics.append({current.fileName, a.sourceLine, Diagnostic::Severity::Warning,
                                  tr("sentence '%1' is not in %2: left as it is").arg(a.id, m_other.fileName)});
            continue;
        }
        used[j] = 1;
        const Sentence &b = m_other.sentences().at(j);
        if (a.text.simplified() != b.text.simplified()) {
            m_diagnostics.append({m_other.fileName, b.sourceLine, Diagnostic::Severity::Error,
                                  tr("sentence '%1' has another text than in %2 (line %3): not paired, not merged")
                                      .arg(a.id, current.fileName, QString::number(a.sourceLine))});
            continue;
        }
        m_pair[i] = j;
    }
    for (int j = 0; j < m_other.sentences().size(); ++j) {
        if (!used[j]) {
            const Sentence &b = m_other.sentences().at(j);
            m_diagnostics.append({m_other.fileName, b.sourceLine, Diagnostic::Severity::Warning,
                                  tr("sentence '%1' is not in the open gold: left out").arg(b.id)});
        }
    }
    refreshAll(current);
}

const Sentence *MergeSession::otherSentence(int sentence) const
{
    if (sentence < 0 || sentence >= m_pair.size() || m_pair.at(sentence) < 0)
        return nullptr;
    return &m_other.sentences().at(m_pair.at(sentence));
}

void MergeSession::refreshAll(const Benchmark &current)
{
    m_items.resize(current.sentences().size());
    for (int i = 0; i < current.sentences().size(); ++i)
        refresh(i, current.sentences().at(i));
}

void MergeSession::refresh(int sentence, const Sentence &current)
{
    if (sentence < 0 || sentence >= m_items.size())
        return;
    const Sentence *other = otherSentence(sentence);
    if (other && m_pending.sentence == sentence && m_pending.synsets.size() == current.synsets.size()
        && m_pending.synsets.constData() == current.synsets.constData()) {
        m_items[sentence] = m_pending.items;
        return;
    }
    m_items[sentence] = other ? MergeAlignment::align(current, *other, m_cache.get()) : QVector<MergeItem>();
}

const QVector<MergeItem> &MergeSession::items(int sentence) const
{
    static const QVector<MergeItem> none;
    return sentence >= 0 && sentence < m_items.size() ? m_items.at(sentence) : none;
}

bool MergeSession::isResolved(int sentence, const MergeItem &item) const
{
    for (const MergeDecision &decision : m_decisions) {
        if (decision.sentence == sentence && decision.after == item.signature)
            return true;
    }
    return false;
}

bool MergeSession::needsDecision(int sentence, const MergeItem &item) const
{
    return item.category != MergeCategory::Identical && !isResolved(sentence, item);
}

int MergeSession::unresolvedCount() const
{
    int count = 0;
    for (int i = 0; i < m_items.size(); ++i)
        for (const MergeItem &item : m_items.at(i))
            count += needsDecision(i, item) ? 1 : 0;
    return count;
}

QVector<int> MergeSession::categoryCounts() const
{
    QVector<int> counts(int(MergeCategory::Split) + 1, 0);
    for (const QVector<MergeItem> &items : m_items)
        for (const MergeItem &item : items)
            ++counts[int(item.category)];
    return counts;
}

bool MergeSession::decide(int sentence, const Sentence &current, const MergeItem &item, MergeAction action,
                          const Synset &edited, Sentence *after, MergeDecision *decision) const
{
    const Sentence *other = otherSentence(sentence);
    if (!other)
        return false;
    const bool hasA = !item.synsetsA.isEmpty(), hasB = !item.synsetsB.isEmpty();
    if ((action == MergeAction::Edit && edited.triples.isEmpty()))
        return false;
    // Headers that named their synset's place (in A or in B) are written anew for the new place;
    // those that did not are the annotator's and stay as they are.
    *after = withPlaceFreeHeaders(current);
    QVector<Synset> &synsets = after->synsets;
    const Sentence otherFree = withPlaceFreeHeaders(*other);
    QVector<Synset> fromB;
    for (int j : item.synsetsB)
        fromB.append(otherFree.synsets.at(j));
    // Where the result goes: in place of A's synsets, else where B's synset belongs.
    const int at = hasA ? item.synsetsA.first() : insertionPoint(items(sentence), item.synsetsB.first());
    QVector<Synset> placed; // what replaces A's synsets at `at`
    switch (action) {
    case MergeAction::TakeA:
        for (int k : item.synsetsA)
            placed.append(after->synsets.at(k));
        break;
    case MergeAction::TakeB:
        placed = fromB;
        break;
    case MergeAction::Union: {
        Synset merged = hasA ? after->synsets.at(item.synsetsA.first()) : fromB.first();
        merged.triples.clear();
        for (int k : item.synsetsA)
            merged.triples += current.synsets.at(k).triples;
        for (const Synset &synset : std::as_const(fromB))
            for (const Triple &triple : synset.triples)
                if (!merged.triples.contains(triple))
                    merged.triples.append(triple);
        placed.append(merged);
        break;
    }
    case MergeAction::KeepBoth:
        for (int k : item.synsetsA)
            placed.append(after->synsets.at(k));
        placed += fromB;
        break;
    case MergeAction::Drop:
        break;
    case MergeAction::Edit:
        placed.append(edited);
        break;
    }
    // The result takes A's places one by one (A's layout kept when both sides have several
    // synsets); what is left over goes after the last of them, or at `at`.
    const QVector<int> &places = item.synsetsA;
    const qsizetype shared = std::min(places.size(), placed.size());
    for (qsizetype k = 0; k < shared; ++k)
        synsets[places.at(k)] = placed.at(k);
    for (qsizetype k = places.size() - 1; k >= shared; --k)
        synsets.removeAt(places.at(k));
    const int rest = shared > 0 ? places.at(shared - 1) + 1 : at;
    for (qsizetype k = shared; k < placed.size(); ++k)
        synsets.insert(rest + (k - shared), placed.at(k));
    // The item that holds the result afterwards: by B's synset, else by the placed synset.
    QString afterSignature;
    const QVector<MergeItem> afterItems = MergeAlignment::align(*after, *other, m_cache.get());
    for (const MergeItem &candidate : afterItems) {
        const bool holds = hasB ? candidate.synsetsB.contains(item.synsetsB.first())
                                : (!placed.isEmpty() && candidate.synsetsA.contains(shared > 0 ? places.first() : at));
        if (holds) {
            afterSignature = candidate.signature;
            break;
        }
    }
    m_pending = {sentence, after->synsets, afterItems};
    *decision = MergeDecision();
    decision->sentenceId = current.id;
    decision->sentence = sentence;
    decision->category = item.category;
    decision->action = action;
    decision->before = item.signature;
    decision->after = afterSignature;
    decision->when = QDateTime::currentDateTimeUtc();
    return true;
}

void MergeSession::addDecision(const MergeDecision &decision)
{
    m_decisions.append(decision);
    emit decisionsChanged(decision.sentence);
}

void MergeSession::removeDecision(const MergeDecision &decision)
{
    for (qsizetype k = m_decisions.size() - 1; k >= 0; --k) {
        const MergeDecision &d = m_decisions.at(k);
        if (d.sentence == decision.sentence && d.before == decision.before && d.after == decision.after
            && d.when == decision.when) {
            m_decisions.removeAt(k);
            break;
        }
    }
    emit decisionsChanged(decision.sentence);
}

QByteArray MergeSession::logTsv() const
{
    QString out = QStringLiteral("sentence_id\tcategory\taction\tauthor\ttime\tnote\tbefore\tafter\n");
    for (const MergeDecision &d : m_decisions) {
        const QStringList fields{d.sentenceId,
                                 MergeAlignment::categoryName(d.category),
                                 MergeDecision::actionName(d.action),
                                 d.author,
                                 d.when.toString(Qt::ISODate),
                                 d.note,
                                 d.before,
                                 d.after};
        QStringList cleaned;
        for (const QString &field : fields)
            cleaned.append(tsvField(field));
        out += cleaned.join(QLatin1Char('\t')) + QLatin1Char('\n');
    }
    return out.toUtf8();
}

bool MergeSession::writeLog(const QString &path, QString *error) const
{
    return TextFileLines::writeFileAtomically(logTsv(), path, error);
}
