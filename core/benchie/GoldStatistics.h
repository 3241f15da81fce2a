#pragma once

#include "core/model/Benchmark.h"

// The gold statistics of the BenchIE papers (docs/scoring/benchie.md 1.6): synsets and unique extractions
// (all realizations of all triples of a synset, duplicates within the synset counted once,
// summed over synsets), plus the official scorer's averages.
//
// Counting unique extractions enumerates the realizations, but as keys (length and two
// 61-bit polynomial hashes, made from per-element hashes without building a string), so the
// cost is arithmetic, not memory. The budgets below are counted in the characters the
// realizations would take as strings, as when they were built. A synset whose triples
// have more than `budget` realizations in all, or whose realizations would take more than
// 16 M characters, is not enumerated, and its count is then the largest distinct count of one
// of its triples, a lower bound (uniqueIsLowerBound says so). A slot is enumerated over at
// most 16 of its optional elements and 4 M characters, and the whole gold's slots make at most
// 64 M characters of realizations (then each slot only its first ones, down to the one with
// every optional element kept); past that its count is a lower bound too. Memory and time stay
// bounded whatever the gold holds, and linear in its size.
struct GoldStatistics
{
    int sentences = 0;
    int synsets = 0;
    qint64 uniqueExtractions = 0;
    bool uniqueIsLowerBound = false;
    int lowerBoundSynsets = 0;
    double extractionsPerSentence = 0;
    double synsetsPerSentence = 0;
    double extractionsPerSynset = 0;
    // Mean length in words of all realizations (not deduplicated), computed in closed form.
    double averageExtractionLength = 0;

    static GoldStatistics compute(const Benchmark &benchmark, qint64 budget = 1000000);
};
