#pragma once

#include "core/base/Diagnostic.h"
#include "core/fl/FlForms.h"
#include "core/fl/FlKeySet.h"
#include "core/fl/FlOptions.h"
#include "core/fl/FlPattern.h"
#include "core/model/Benchmark.h"

#include <QHash>
#include <QSet>
#include <QStringList>
#include <QVector>

#include <array>
#include <initializer_list>
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
    // Triples with too many forms to list (FlGold.cpp), matched through their words instead;
    // in official mode, their forms are listed for the xy pairs alone, within a budget of their
    // own, when they may pair (forms and formCount do not hold them).
    QVector<FlPattern> patterns;
    bool noPunctPatterns = true; // official: false when the cluster's first 5,000 forms stand for it
    // Official, no punctuation, a cluster of more than 100,000 forms that has patterns: each
    // triple, and how many of the cluster's first 5,000 forms are its first ones.
    QVector<std::pair<FlPattern, qsizetype>> firstForms;
};

// A conjunction element for the principled alternates: a slot text that differs between
// two clusters sharing the other two slots (group = which shared pair, cluster = whose).
struct FlConjunctElement
{
    QString text;
    int group = 0;
    int cluster = 0;
};

// The principled conjunction elements of a triple matched through its words (FlPattern), and
// of the triples it shares a subject and relation (side 0: its objects are elements) or an
// object and relation (side 1: its subjects) with: a form of one of its element slot that an
// argument holds is an element there when a partner (another cluster's triple) has one there
// too. Pairs of listed triples are FlConjunctElement's.
struct FlConjunctTriple
{
    FlPattern pattern;
    std::array<QVector<int>, 2> partners; // indices in FlSentenceGold::conjunctTriples
};

// A squashed form in LoD's F (docs/scoring/fl.md 7): the hash of its text and the form it
// comes from (an index over the forms of all clusters of the sentence, FlSentenceGold::formOffsets),
// whose slot texts give the text again when a hash matches.
struct FlFlatEntry
{
    quint32 hash = 0;
    quint32 form = 0;
    bool operator<(const FlFlatEntry &other) const
    {
        return hash != other.hash ? hash < other.hash : form < other.form;
    }
};

struct FlSentenceGold
{
    QVector<FlCluster> clusters;
    int recallWeight = 0; // clusters counted in the recall denominator
    // Per cluster (index in `clusters`): its forms' keys, slots joined with
    // FlText::keySeparator(), and the same with punctuation deleted and each slot stripped.
    FlKeySet exactKeys, noPunctKeys;
    // LoD's F: every form of every cluster, squashed (spaces deleted, lowercased), and the same
    // without punctuation; test with flatContains. Held as 8-byte entries sorted by hash, not as
    // strings: the forms' squashed texts are their slot texts' (FlSlotText) joined.
    QVector<FlFlatEntry> flat, flatNoPunct;
    QVector<int> formOffsets; // per cluster: the index of its first form over all clusters
    QSet<QString> flatWhole, flatNoPunctWhole; // forms of other than three slots, squashed whole
    QVector<std::pair<QString, QString>> isPairs;
    // "is" triples with too many pairs to list: their subject and object, each as a one-slot pattern.
    QVector<std::pair<FlPattern, FlPattern>> isPatterns;

    QVector<std::pair<QString, QString>> xyPairs; // official mode: first 1,001, distinct kept
    QVector<FlConjunctElement> conjunctElements; // principled mode
    QVector<FlConjunctTriple> conjunctTriples; // principled mode, with triples matched through their words

    // Whether `squashed` is in F (noPunct: in F without punctuation), exactly as a set of the
    // squashed strings would say; the clusters' patterns included.
    bool flatContains(const QString &squashed, bool noPunct) const;
    // The hash of the flat entries: of the parts' characters as if joined.
    static quint32 flatHash(std::initializer_list<QStringView> parts);
};

// What the forms of a gold may still take: forms (and official "is" pairs) and their characters,
// each form counted at its triple's length. Each sentence gets the least of this and its own
// budget (FlGold.cpp), and what it used is taken off.
struct FlBudget
{
    qsizetype forms = 0;
    qsizetype characters = 0;
    qsizetype pairForms = 0; // of big triples (FlPattern), listed only for conjunction pairs
};

// The gold of a benchmark compiled for BenchIE^FL, one entry per benchmark sentence.
class FlGold
{
public:
    FlGold(const Benchmark &benchmark, const FlOptions &options, Diagnostics *diagnostics);

    const FlSentenceGold &sentence(int index) const { return m_sentences.at(index); }
    int sentenceCount() const { return int(m_sentences.size()); }
    int recallDenominator() const { return m_recallDenominator; }

    // A triple with more optional words than this (8 forms) is matched through its words
    // (FlPattern) rather than through a list of its forms. A 1 MB gold made only of triples at
    // the limit takes 0.94 s and 88 MB; at 4 (16 forms a triple) it took 2.4 s and 133 MB; at 2,
    // matching the English gold's systems takes half as long again (README, BenchIE^FL).
    static constexpr int kListedOptionals = 3;

    // Compiles one sentence's clusters (triples as slot strings per cluster), within `budget`
    // when given (else the sentence's own), and takes what it used off it. `listedOptionals`
    // is for tests, which compare both ways of matching on the same gold.
    static FlSentenceGold compile(const Sentence &sentence, const FlOptions &options, QStringList *problems,
                                  FlBudget *budget = nullptr, int listedOptionals = kListedOptionals);

private:
    QVector<FlSentenceGold> m_sentences;
    int m_recallDenominator = 0;
};
