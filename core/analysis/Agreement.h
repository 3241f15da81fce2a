#pragma once

#include "core/base/Diagnostic.h"
#include "core/model/Benchmark.h"
#include "core/model/Facet.h"

#include <QString>
#include <QVector>

#include <memory>

// A synset that one annotator has and the other does not cover (to adjudicate).
struct UncoveredSynset
{
    QString sentenceId;
    int synsetIndex = 0; // in its sentence, 0-based
    QString header; // the header line as read, or "Cluster k"
    bool inA = true; // true: a synset of A that B does not cover; false: of B not covered by A
    // The disagreement is only on optional tokens: a triple of the synset and a triple of the
    // other side differ, slot by slot, only by words one of them has and the other left out
    // (each slot's words, brackets removed, are a subsequence of the other's), so marking those
    // words optional would have made them agree (docs/scoring/agreement.md 5).
    bool optionalOnly = false;
};

struct SentenceAgreement
{
    QString sentenceId;
    int synsetsA = 0, synsetsB = 0;
    int coveredA = 0; // synsets of A covered by B
    int coveredB = 0; // synsets of B covered by A
    int optionalOnly = 0; // uncovered synsets (of both sides) that differ only on optional tokens

    // As the totals, on this sentence; 0 when the side has no synset (as `oie-score agreement`).
    double recallAOnB() const { return synsetsB == 0 ? 0.0 : double(coveredB) / synsetsB; }
    double recallBOnA() const { return synsetsA == 0 ? 0.0 : double(coveredA) / synsetsA; }
    double agreement() const { return (recallAOnB() + recallBOnA()) / 2.0; }
    int uncovered() const { return synsetsA - coveredA + synsetsB - coveredB; }
};

// Inter-annotator agreement (docs/scoring/agreement.md 5): A covers a synset of B when some realization of
// one of A's triples equals some realization of one of the synset's triples; A's recall on B
// is the share of B's synsets A covers; the agreement is the mean of both recalls. Sentences
// are paired by id; those in one file only are reported and left out.
struct AgreementResult
{
    int synsetsA = 0, synsetsB = 0, coveredA = 0, coveredB = 0;
    QVector<SentenceAgreement> sentences;
    QVector<UncoveredSynset> uncovered;
    Diagnostics diagnostics;
    bool bounded = false; // some slot had more realizations than the budget: those beyond it were not tried

    double recallAOnB() const { return synsetsB == 0 ? 0.0 : double(coveredB) / synsetsB; }
    double recallBOnA() const { return synsetsA == 0 ? 0.0 : double(coveredA) / synsetsA; }
    double agreement() const { return (recallAOnB() + recallBOnA()) / 2.0; }
    // How many uncovered synsets disagree only on optional tokens, and their share of all.
    int optionalOnlyCount() const;
    double optionalOnlyShare() const
    {
        return uncovered.isEmpty() ? 0.0 : double(optionalOnlyCount()) / double(uncovered.size());
    }
};

// The coverage rule above on one sentence as two golds have it: which scored synsets of each
// (indices in the sentence, file order) a synset of the other covers.
struct SentenceCoverage
{
    QVector<int> synsetsA, synsetsB; // the scored synsets
    QVector<char> coveredA, coveredB; // parallel: 1 when covered by the other side
    bool bounded = false; // some slot had more realizations than the budget (a lower bound)
    // Only from linkSentence: which pairs of those synsets share a realization, row-major
    // ([k * synsetsB.size() + l] for the k-th scored synset of A and the l-th of B).
    QVector<char> links;
};

class SlotIntersections;

// What linkSentence learns about pairs of slots (whether they share a realization) and the
// slots it compiled, kept from one call to the next: aligning a sentence again after an edit
// (the merge view does it after every decision) then tries only the slots that are new.
class AgreementCache
{
public:
    explicit AgreementCache(int budget = 4096);
    ~AgreementCache();
    AgreementCache(const AgreementCache &) = delete;
    AgreementCache &operator=(const AgreementCache &) = delete;

    SlotIntersections &intersections() { return *m_intersections; } // opaque outside Agreement.cpp

private:
    std::unique_ptr<SlotIntersections> m_intersections;
};

namespace Agreement {
// The coverage of one sentence pair (a and b may be versions of the same sentence or not).
SentenceCoverage coverSentence(const Sentence &a, const Sentence &b, int budget = 4096);
// Two slots share a realization when some realization of the one with fewer optional elements
// (at most `budget` of them enumerated) is a realization of the other (CompiledSlot, no enumeration).
// The same rule pair by pair: coverSentence plus, in links, every pair of synsets that cover
// each other (the merge view aligns two annotators' synsets by fact with it).
SentenceCoverage linkSentence(const Sentence &a, const Sentence &b, int budget = 4096);
SentenceCoverage linkSentence(const Sentence &a, const Sentence &b, AgreementCache &cache);
AgreementResult compute(const Benchmark &a, const Benchmark &b, int budget = 4096);
// The gold as a facet sees it, for the agreement under that facet: the default facet as is, the
// minimal one with every optional element dropped from every slot (Slot::minimalText), the entity
// one with only entity-clean triples (Benchmark::entityGold). False for the concat facets: the
// coverage rule compares slot by slot.
bool facetGold(const Benchmark &gold, Facet facet, Benchmark *result);
}
