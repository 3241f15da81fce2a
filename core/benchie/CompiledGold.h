#pragma once

#include "core/benchie/CompiledSlot.h"
#include "core/model/Benchmark.h"
#include "core/model/Facet.h"

#include <QHash>
#include <QVector>

#include <vector>

// A gold triple ready for matching: its three slotTable, by index into the sentence's table of
// distinct compiled slotTable (a sentence repeats the same subject in many triples).
struct CompiledTriple
{
    int slotIds[3] = {0, 0, 0};
    int tripleIndex = 0; // index in the synset's triples in the benchmark
};

struct CompiledSynset
{
    int synsetIndex = 0; // index in the sentence's synsets in the benchmark
    QVector<CompiledTriple> triples;
};

struct CompiledSentence
{
    QVector<CompiledSynset> synsets;
    std::vector<CompiledSlot> slotTable; // distinct slot strings, compiled once

    const CompiledSlot &slot(const CompiledTriple &triple, int position) const
    {
        return slotTable[size_t(triple.slotIds[position])];
    }
    // Concat match: `joined` equals trim(Rs) + ' ' + trim(Rr) + ' ' + trim(Ro) for some realization.
    bool matchesJoined(const CompiledTriple &triple, QStringView joined) const;
    // Slot-wise match with untrimmed realizations (the official synset lookup, docs/scoring/benchie.md 1.4),
    // for a triple already known to match the trimmed candidate slots `trimmed`.
    bool matchesUntrimmed(const CompiledTriple &triple, const QStringView candidate[3],
                          const QStringView trimmed[3]) const;
};

namespace TripleMatch {
// Concat match of three compiled slotTable against a joined candidate.
bool joined(const CompiledSlot &subject, const CompiledSlot &relation, const CompiledSlot &object,
            QStringView joined);
} // namespace TripleMatch

// The gold of a benchmark compiled once for one facet: per sentence, the scored synsets in
// file order with their matchable triples.
class CompiledGold
{
public:
    CompiledGold(const Benchmark &benchmark, Facet facet);

    Facet facet() const { return m_facet; }
    const CompiledSentence &sentence(int sentenceIndex) const { return m_sentences.at(sentenceIndex); }
    const QVector<CompiledSynset> &synsets(int sentenceIndex) const { return m_sentences.at(sentenceIndex).synsets; }
    // Recompiles one sentence after an edit (live rescoring).
    void recompileSentence(const Benchmark &benchmark, int sentenceIndex);

    // The slot text this facet matches against (the minimal facet drops bracketed spans).
    static QString facetSlotText(const Slot &slot, Facet facet);
    // The sentence compiled as this facet does with every slot in lower case (QString::toLower):
    // match lower-cased candidates against it to find extractions that differ from a gold
    // triple only in letter case (the scorers compare case; the analyses say so).
    CompiledSentence caseFolded(const Sentence &sentence) const;

private:
    enum class Case { Kept, Folded };
    CompiledSentence compileSentence(const Sentence &sentence, Case letterCase = Case::Kept) const;

    Facet m_facet;
    QVector<CompiledSentence> m_sentences;
};

// Memoizes trimmed slot tests within one sentence: extractions repeat their slots, and the
// sentence's triples share theirs, so each distinct (candidate, gold slot) pair is run once.
// A candidate string is looked up once per extraction (row()), then tested by index.
class SlotMatchMemo
{
public:
    explicit SlotMatchMemo(const CompiledSentence &sentence);
    // The memo row of a trimmed candidate slot; the view must outlive the memo.
    int row(QStringView trimmedCandidate);
    bool matches(int row, int slotId);
    bool matchesSlots(const CompiledTriple &triple, const int rows[3]);

private:
    const CompiledSentence &m_sentence;
    const size_t m_slotCount;
    QHash<QStringView, int> m_rowOf;
    std::vector<QStringView> m_candidates; // per row
    std::vector<signed char> m_results; // row-major, per gold slot: -1 unknown, 0, 1
};
