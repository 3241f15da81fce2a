#pragma once

#include "core/benchie/CompiledGold.h"
#include "core/model/Benchmark.h"
#include "core/model/SystemOutput.h"
#include "core/model/SystemScore.h"

// The BenchIE scorer (docs/scoring/benchie.md 1.4-1.5), official quirks included:
// - an extraction is correct when its trimmed slots equal the trimmed slots of some
//   realization of some gold triple of its sentence (under concat, the joined strings);
// - it is credited to the first synset in file order found by a second, *untrimmed*
//   comparison, and to the last synset of the sentence when that finds nothing (each such
//   case is reported as a diagnostic);
// - TP counts covered synsets, FP incorrect extractions, FN uncovered synsets.
class BenchieScorer
{
public:
    BenchieScorer(const Benchmark &benchmark, Facet facet);

    SystemScore score(const SystemOutput &output) const;
    // Scores several systems at once, the same as score() on each: sentence by sentence, on
    // two threads, so that a sentence's compiled gold and its memo of slot tests serve every
    // system while they are in cache (systems often share slot strings).
    QVector<SystemScore> scoreAll(const QVector<SystemOutput> &outputs) const;
    // Rescores one sentence of an existing score after the gold of that sentence changed
    // (call recompileSentence first); totals and diagnostics are derived again.
    void rescoreSentence(const SystemOutput &output, int sentenceIndex, SystemScore *score) const;
    void recompileSentence(int sentenceIndex);

    Facet facet() const { return m_gold.facet(); }
    const CompiledGold &compiledGold() const { return m_gold; }

private:
    void summarize(const SystemOutput &output, SystemScore *score) const;
    // The extractions of each sentence in the gold, by index (empty for the others).
    QVector<QVector<int>> extractionsBySentence(const SystemOutput &output, SystemScore *score) const;
    ScoreCounts scoreSentence(const SystemOutput &output, int sentenceIndex, const QVector<int> &extractionIndices,
                              SlotMatchMemo &memo, SystemScore *score) const;
    // Judges extraction e of `extractions` (its held slot texts, never copied).
    void judge(const ExtractionList &extractions, int e, int sentenceIndex, SlotMatchMemo &memo,
               ExtractionResult *result) const;

    const Benchmark &m_benchmark;
    CompiledGold m_gold;
};
