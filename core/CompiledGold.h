#pragma once

#include "Benchmark.h"
#include "CompiledSlot.h"
#include "Facet.h"

#include <QVector>

// A gold triple ready for matching under one facet.
struct CompiledTriple
{
    CompiledSlot slotMatchers[3];

    // Slot-wise match: every candidate slot equals the slot of one realization.
    // trimRealization: compare with trimmed realization slots (the official correctness
    // test); false: untrimmed, as the official synset lookup does (SCORING.md 1.4).
    bool matchesSlots(const QStringView candidate[3], bool trimRealization) const;
    // Concat match: `joined` equals trim(Rs) + ' ' + trim(Rr) + ' ' + trim(Ro) for some realization.
    bool matchesJoined(QStringView joined) const;
};

struct CompiledSynset
{
    int synsetIndex = 0; // index in the sentence's synsets in the benchmark
    QVector<CompiledTriple> triples;
};

// The gold of a benchmark compiled once for one facet: per sentence, the scored synsets in
// file order with their matchable triples.
class CompiledGold
{
public:
    CompiledGold(const Benchmark &benchmark, Facet facet);

    Facet facet() const { return m_facet; }
    const QVector<CompiledSynset> &synsets(int sentenceIndex) const { return m_sentences.at(sentenceIndex); }
    // Recompiles one sentence after an edit (live rescoring).
    void recompileSentence(const Benchmark &benchmark, int sentenceIndex);

    static CompiledTriple compileTriple(const Triple &triple, Facet facet);

private:
    QVector<CompiledSynset> compileSentence(const Sentence &sentence) const;

    Facet m_facet;
    QVector<QVector<CompiledSynset>> m_sentences;
};
