#pragma once

#include "core/carb/CarbCorpus.h"

#include <QVector>

// One point of the precision-recall curve: extractions with confidence >= threshold count.
struct CarbPoint
{
    double threshold = 0;
    double precision = 1;
    double recall = 0;
    double f1 = 0; // NaN where precision + recall is 0 (the official code gets NaN there too)
};

struct CarbResult
{
    double auc = 0;
    // The F1-optimal point (lowest threshold on ties); all 0 when no point has an F1.
    bool hasOptimum = false;
    double precision = 0;
    double recall = 0;
    double f1 = 0;
    double threshold = 0;
    QVector<CarbPoint> curve; // ascending thresholds
    int goldTuples = 0;
    int goldSentences = 0;
    int systemTuples = 0; // in sentences that have gold
    int systemSentencesWithoutGold = 0;

    // CaRB prints its figures with numpy.round(x, 3): round half to even on x * 1000.
    static double round3(double value);
};

// The CaRB scorer (docs/scoring/carb.md 3, Aggregating). The match of every gold tuple with every
// extraction of its sentence is computed once; each sentence is then swept over its own
// confidence levels, from the highest down, keeping the best recall per gold tuple and
// redoing the greedy one-to-one precision matching over a list of pairs sorted once.
class CarbScorer
{
public:
    static CarbResult score(const CarbCorpus &gold, const CarbCorpus &system);
};
