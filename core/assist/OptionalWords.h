#pragma once

#include "core/model/Sentence.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QVector>

#include <optional>

class Benchmark;

// The words an annotator brackets alone nearly everywhere (`[also]`, `[``]`, `[another]`),
// learned from the gold being built, for the chips to put in optional as they do articles
// (TripleDraft::setOptionalWords). A word is learned once it stands alone in brackets in
// triples of at least kFromSentences sentences and in at least kShare of the triple slots that
// hold it (plain, alone in brackets or inside a longer optional group), compared lower case.
class OptionalWords
{
public:
    OptionalWords() = delete;

    struct Count
    {
        int alone = 0; // slots holding the word as an optional group of its own, `[also]`
        int other = 0; // slots holding it plain or inside a longer optional group
        int sentences = 0; // sentences with the word alone in brackets
    };
    using Counts = QHash<QString, Count>;

    static constexpr int kFromSentences = 3;
    static constexpr double kShare = 0.8;

    // Each distinct triple line of each synset counted once.
    static Counts count(const Sentence &sentence);
    // `sign` -1 takes `counts` out of the sum again.
    static void add(Counts *sum, const Counts &counts, int sign = 1);
    static QSet<QString> learned(const Counts &counts);
};

// The counts of a gold being built, kept per sentence (as VariantHabitCache) and summed: after
// an edit only the edited sentence is counted again and its counts replaced in the sum.
class OptionalWordCache
{
public:
    void clear();
    void invalidate(int sentence);
    QSet<QString> words(const Benchmark &gold);

private:
    QVector<std::optional<OptionalWords::Counts>> m_bySentence;
    OptionalWords::Counts m_sum; // of the sentences counted
};
