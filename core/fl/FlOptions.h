#pragma once

#include <QString>

// What the BenchIE^FL matcher credits (docs/scoring/fl.md). Each heuristic can be switched off
// so that a user sees what it adds. `official` reproduces the official scorer's accidents
// (docs/scoring/fl.md 11: positional sentence ids, the chopped last character, the caps on
// pairs, counter-based optional tokens, raw-substring alternates, flags from different forms,
// the correction's tie rules and the result encoding); without it the matcher does the
// principled thing (README, "BenchIE^FL").
struct FlOptions
{
    bool noPunctuation = true; // exact match without punctuation (docs/scoring/fl.md 5), and its LoD
    bool alternativeFormulations = true; // "is" and conjunction pairs (6)
    bool levelOfDetail = true; // LoD (7)
    bool correction = true; // the resolution step (9): one extraction per cluster
    bool official = false;

    static FlOptions officialScorer()
    {
        FlOptions options;
        options.official = true;
        return options;
    }
    // "principled" or "official", plus the heuristics switched off ("no correction", ...).
    QString describe() const;

    bool operator==(const FlOptions &other) const
    {
        return noPunctuation == other.noPunctuation && alternativeFormulations == other.alternativeFormulations
            && levelOfDetail == other.levelOfDetail && correction == other.correction && official == other.official;
    }
    bool operator!=(const FlOptions &other) const { return !(*this == other); }
};
