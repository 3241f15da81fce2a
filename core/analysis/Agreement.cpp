#include "core/analysis/Agreement.h"

#include "core/benchie/CompiledSlot.h"
#include "core/fl/FlForms.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <memory>

class SlotIntersections
{
public:
    explicit SlotIntersections(int budget)
        : m_budget(budget)
    {
    }

    bool intersect(const Slot &a, const Slot &b)
    {
        if (a.source() == b.source())
            return true;
        const bool aSmaller = a.optionalCount() <= b.optionalCount();
        const Slot &small = aSmaller ? a : b;
        const Slot &large = aSmaller ? b : a;
        const std::pair<QString, QString> key(small.source(), large.source());
        auto it = m_memo.constFind(key);
        if (it != m_memo.constEnd())
            return it.value();
        const CompiledSlot &compiled = compiledOf(large);
        bool capped = false;
        bool found = false;
        for (const QString &candidate : FlForms::realizations(small.source(), m_budget, &capped)) {
            if (compiled.matches(candidate, true)) {
                found = true;
                break;
            }
        }
        m_bounded = m_bounded || (capped && !found);
        m_memo.insert(key, found);
        return found;
    }
    bool bounded() const { return m_bounded; }

private:
    const CompiledSlot &compiledOf(const Slot &slot)
    {
        auto &entry = m_compiled[slot.source()];
        if (!entry)
            entry = std::make_shared<CompiledSlot>(slot);
        return *entry;
    }

    int m_budget;
    bool m_bounded = false;
    QHash<std::pair<QString, QString>, bool> m_memo;
    QHash<QString, std::shared_ptr<CompiledSlot>> m_compiled;
};

namespace {

// The matchable triples of a sentence, with the synset (scored ones only, by position) of each.
// Every realization of a well-formed slot starts with its first element when that one is
// fixed, and ends with its last: two such slots whose fixed first (or last) words differ share
// no realization. Each triple keeps the hashes of those words (0: optional, empty or a slot
// with malformed brackets), so most pairs of triples are told apart by six integers.
using EdgeWords = std::array<size_t, 6>;

EdgeWords edgeWordsOf(const Triple &triple)
{
    EdgeWords edges{};
    for (int s = 0; s < 3; ++s) {
        const Slot &slot = triple.slot(s);
        if (slot.hasProblems() || slot.elements().isEmpty())
            continue;
        const SlotElement &first = slot.elements().first(), &last = slot.elements().last();
        if (!first.optional && first.length > 0)
            edges[size_t(2 * s)] = qHash(slot.elementText(first), 1) | 1;
        if (!last.optional && last.length > 0)
            edges[size_t(2 * s + 1)] = qHash(slot.elementText(last), 1) | 1;
    }
    return edges;
}

bool edgesDiffer(const EdgeWords &a, const EdgeWords &b)
{
    for (size_t k = 0; k < a.size(); ++k)
        if (a[k] && b[k] && a[k] != b[k])
            return true;
    return false;
}

struct Members
{
    QVector<const Triple *> triples;
    QVector<EdgeWords> edges; // parallel to triples
    QVector<int> synsetOf;
    QVector<int> synsets; // indices of scored synsets
};

Members membersOf(const Sentence &sentence)
{
    Members members;
    for (int s = 0; s < sentence.synsets.size(); ++s) {
        const Synset &synset = sentence.synsets.at(s);
        if (!synset.scored)
            continue;
        members.synsets.append(s);
        for (const Triple &triple : synset.triples) {
            if (triple.isInert())
                continue;
            members.triples.append(&triple);
            members.edges.append(edgeWordsOf(triple));
            members.synsetOf.append(int(members.synsets.size() - 1));
        }
    }
    return members;
}

QString headerOf(const Synset &synset, int index)
{
    return synset.headerLine.isEmpty() ? QStringLiteral("Cluster %1").arg(index + 1) : synset.headerLine.trimmed();
}

// A slot's words as written, brackets removed (every optional word kept).
QStringList allWords(const Slot &slot)
{
    return Slot::realizedText(slot.source()).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// The words of `longer` left over when `shorter` is matched as a subsequence of it (greedily,
// left to right); false when it is not a subsequence.
bool leftOver(const QStringList &shorter, const QStringList &longer, QStringList *extra)
{
    qsizetype at = 0;
    for (const QString &word : longer) {
        if (at < shorter.size() && shorter.at(at) == word)
            ++at;
        else
            extra->append(word);
    }
    return at == shorter.size();
}

// Two triples that differ, slot by slot, only by words one has and the other left out: each
// slot's words are a subsequence of the other's, and no extra word stands in another slot of
// the other triple (that would be a moved slot boundary, a different statement).
bool differOnlyByLeftOutWords(const Triple &a, const Triple &b)
{
    QStringList words[2][3];
    for (int s = 0; s < 3; ++s) {
        words[0][s] = allWords(a.slot(s));
        words[1][s] = allWords(b.slot(s));
        if (words[0][s].isEmpty() || words[1][s].isEmpty())
            return false;
    }
    for (int s = 0; s < 3; ++s) {
        const int longer = words[0][s].size() >= words[1][s].size() ? 0 : 1;
        QStringList extra;
        if (!leftOver(words[1 - longer][s], words[longer][s], &extra))
            return false;
        for (int other = 0; other < 3; ++other) {
            if (other == s)
                continue;
            for (const QString &word : std::as_const(extra)) {
                if (words[1 - longer][other].contains(word))
                    return false;
            }
        }
    }
    return true;
}

bool optionalOnly(const Synset &synset, const Sentence &other)
{
    for (const Triple &t : synset.triples) {
        for (const Synset &o : other.synsets) {
            if (!o.scored)
                continue;
            for (const Triple &u : o.triples) {
                if (differOnlyByLeftOutWords(t, u))
                    return true;
            }
        }
    }
    return false;
}

// docs/scoring/agreement.md 5 on one sentence pair: a synset is covered when one of its triples
// shares a realization, slot by slot, with a triple of the other side.
// With `links`, every pair of synsets is tried and the linked ones are noted (row-major).
SentenceCoverage coverPair(const Sentence &a, const Sentence &b, SlotIntersections &intersections,
                           QVector<char> *links = nullptr)
{
    const Members ma = membersOf(a), mb = membersOf(b);
    SentenceCoverage coverage;
    coverage.synsetsA = ma.synsets;
    coverage.synsetsB = mb.synsets;
    coverage.coveredA.fill(0, ma.synsets.size());
    coverage.coveredB.fill(0, mb.synsets.size());
    QVector<char> &coveredA = coverage.coveredA, &coveredB = coverage.coveredB;
    const qsizetype width = mb.synsets.size();
    if (links)
        links->fill(0, ma.synsets.size() * width);
    for (int i = 0; i < ma.triples.size(); ++i) {
        for (int j = 0; j < mb.triples.size(); ++j) {
            if (links ? (*links)[ma.synsetOf[i] * width + mb.synsetOf[j]]
                      : (coveredA[ma.synsetOf[i]] && coveredB[mb.synsetOf[j]]))
                continue; // nothing new to learn from this pair
            if (edgesDiffer(ma.edges[i], mb.edges[j]))
                continue;
            bool all = true;
            for (int s = 0; s < 3 && all; ++s)
                all = intersections.intersect(ma.triples[i]->slot(s), mb.triples[j]->slot(s));
            if (all) {
                coveredA[ma.synsetOf[i]] = 1;
                coveredB[mb.synsetOf[j]] = 1;
                if (links)
                    (*links)[ma.synsetOf[i] * width + mb.synsetOf[j]] = 1;
            }
        }
    }
    return coverage;
}

} // namespace

AgreementCache::AgreementCache(int budget)
    : m_intersections(std::make_unique<SlotIntersections>(budget))
{
}

AgreementCache::~AgreementCache() = default;

int AgreementResult::optionalOnlyCount() const
{
    return int(std::count_if(uncovered.begin(), uncovered.end(), [](const UncoveredSynset &u) { return u.optionalOnly; }));
}

namespace Agreement {

SentenceCoverage coverSentence(const Sentence &a, const Sentence &b, int budget)
{
    SlotIntersections intersections(budget);
    SentenceCoverage coverage = coverPair(a, b, intersections);
    coverage.bounded = intersections.bounded();
    return coverage;
}

SentenceCoverage linkSentence(const Sentence &a, const Sentence &b, int budget)
{
    AgreementCache cache(budget);
    return linkSentence(a, b, cache);
}

SentenceCoverage linkSentence(const Sentence &a, const Sentence &b, AgreementCache &cache)
{
    QVector<char> links;
    SentenceCoverage coverage = coverPair(a, b, cache.intersections(), &links);
    coverage.links = links;
    coverage.bounded = cache.intersections().bounded();
    return coverage;
}

AgreementResult compute(const Benchmark &a, const Benchmark &b, int budget)
{
    AgreementResult result;
    SlotIntersections intersections(budget);
    for (const Sentence &sa : a.sentences()) {
        const int bi = b.indexOf(sa.id);
        if (bi < 0) {
            result.diagnostics.append({a.fileName, sa.sourceLine, Diagnostic::Severity::Warning,
                                       QStringLiteral("sentence '%1' is only in this file: left out").arg(sa.id)});
            continue;
        }
        const Sentence &sb = b.sentences().at(bi);
        const SentenceCoverage coverage = coverPair(sa, sb, intersections);
        const QVector<int> &synsetsA = coverage.synsetsA, &synsetsB = coverage.synsetsB;
        const QVector<char> &coveredA = coverage.coveredA, &coveredB = coverage.coveredB;
        SentenceAgreement sentence{sa.id, int(synsetsA.size()), int(synsetsB.size()), 0, 0, 0};
        for (int k = 0; k < synsetsA.size(); ++k) {
            sentence.coveredA += coveredA[k];
            if (!coveredA[k]) {
                const Synset &synset = sa.synsets.at(synsetsA[k]);
                result.uncovered.append(
                    {sa.id, synsetsA[k], headerOf(synset, synsetsA[k]), true, optionalOnly(synset, sb)});
                sentence.optionalOnly += result.uncovered.last().optionalOnly;
            }
        }
        for (int k = 0; k < synsetsB.size(); ++k) {
            sentence.coveredB += coveredB[k];
            if (!coveredB[k]) {
                const Synset &synset = sb.synsets.at(synsetsB[k]);
                result.uncovered.append(
                    {sb.id, synsetsB[k], headerOf(synset, synsetsB[k]), false, optionalOnly(synset, sa)});
                sentence.optionalOnly += result.uncovered.last().optionalOnly;
            }
        }
        result.synsetsA += sentence.synsetsA;
        result.synsetsB += sentence.synsetsB;
        result.coveredA += sentence.coveredA;
        result.coveredB += sentence.coveredB;
        result.sentences.append(sentence);
    }
    for (const Sentence &sb : b.sentences()) {
        if (a.indexOf(sb.id) < 0)
            result.diagnostics.append({b.fileName, sb.sourceLine, Diagnostic::Severity::Warning,
                                       QStringLiteral("sentence '%1' is only in this file: left out").arg(sb.id)});
    }
    result.bounded = intersections.bounded();
    if (result.bounded)
        result.diagnostics.append({a.fileName, 0, Diagnostic::Severity::Info,
                                   QStringLiteral("some slots have more than %1 realizations: only the first were "
                                                  "tried, so coverage is a lower bound")
                                       .arg(budget)});
    return result;
}

bool facetGold(const Benchmark &gold, Facet facet, Benchmark *result)
{
    switch (facet) {
    case Facet::Default:
        *result = gold;
        return true;
    case Facet::Entity:
        *result = gold.entityGold();
        return true;
    case Facet::Minimal: {
        *result = gold;
        for (Sentence &sentence : result->sentences()) {
            for (Synset &synset : sentence.synsets) {
                for (Triple &triple : synset.triples) {
                    if (triple.isInert())
                        continue;
                    for (int slot = 0; slot < 3; ++slot)
                        triple.setSlot(slot, Slot::minimalText(triple.slot(slot).source()));
                }
            }
        }
        return true;
    }
    case Facet::Concat:
    case Facet::MinimalConcat:
        break;
    }
    return false;
}

} // namespace Agreement
