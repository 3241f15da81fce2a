#pragma once

#include "core/base/Diagnostic.h"
#include "core/fl/FlForms.h"
#include "core/fl/FlKeySet.h"
#include "core/fl/FlOptions.h"
#include "core/model/Benchmark.h"

#include <QHash>
#include <QSet>
#include <QStringList>
#include <QVector>

#include <array>
#include <utility>

// A distinct gold slot text with the keys that exact and level-of-detail tests compare
// (docs/scoring/fl.md 5, 7); its words are split only when a LoD test needs them (rarely).
struct FlSlotText
{
    QString text;
    QString squashed; // spaces deleted, lowercased
    QString squashedNoPunct;
    QString noPunctSlot; // FlText::noPunctSlot, for exact matching without punctuation
};

// One gold cluster (synset) prepared for BenchIE^FL matching: the keys of its forms for
// exact matching, and its distinct slot texts for level-of-detail tests.
struct FlCluster
{
    int synsetIndex = 0; // in the benchmark sentence's synsets
    int formCount = 0;
    QVector<FlSlotText> subjects, relations, objects; // distinct slot texts (forms of 3+ slots)
    QVector<std::array<int, 3>> forms; // distinct (subject, relation, object) indices
};

// A conjunction element for the principled alternates: a slot text that differs between
// two clusters sharing the other two slots (group = which shared pair, cluster = whose).
struct FlConjunctElement
{
    QString text;
    QString padded; // " text ": word-aligned containment is a substring test on padded normalized text
    int group = 0;
    int cluster = 0;
};

struct FlSentenceGold
{
    QVector<FlCluster> clusters;
    int recallWeight = 0; // clusters counted in the recall denominator
    // Per cluster (index in `clusters`): its forms' keys, slots joined with
    // FlText::keySeparator(), and the same with punctuation deleted and each slot stripped.
    FlKeySet exactKeys, noPunctKeys;
    QSet<QString> flat, flatNoPunct; // every form of every cluster, squashed (LoD's F)
    QVector<std::pair<QString, QString>> isPairs;
    QVector<std::pair<QString, QString>> isPairsPadded; // principled mode: " x ", " y "

    QVector<std::pair<QString, QString>> xyPairs; // official mode: first 1,001, distinct kept
    QVector<FlConjunctElement> conjunctElements; // principled mode
};

// The gold of a benchmark compiled for BenchIE^FL, one entry per benchmark sentence.
class FlGold
{
public:
    FlGold(const Benchmark &benchmark, const FlOptions &options, Diagnostics *diagnostics);

    const FlSentenceGold &sentence(int index) const { return m_sentences.at(index); }
    int sentenceCount() const { return int(m_sentences.size()); }
    int recallDenominator() const { return m_recallDenominator; }

    // Compiles one sentence's clusters (triples as slot strings per cluster).
    static FlSentenceGold compile(const Sentence &sentence, const FlOptions &options, QStringList *problems);

private:
    QVector<FlSentenceGold> m_sentences;
    int m_recallDenominator = 0;
};
