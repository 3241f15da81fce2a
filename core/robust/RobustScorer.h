#pragma once

#include "core/robust/RobustReader.h"

#include <QString>
#include <QVector>

// CaRB's F1-optimal point for one sentence scored alone, rounded to 3 decimals.
struct RobustSentenceScore
{
    QString text;
    double precision = 0;
    double recall = 0;
    double f1 = 0;
};

struct RobustCliqueScore
{
    QVector<RobustSentenceScore> sentences; // the original first
    int worst = 0; // index of the sentence with the lowest F1 (the first on ties)
    double f1Variance = 0; // population variance of the sentences' F1
    bool systemFound = true; // false when the system has no clique with this original sentence
};

// Summary of the per-clique F1 variances.
struct VarianceSummary
{
    double minimum = 0;
    double median = 0;
    double mean = 0;
    double maximum = 0;
};

struct RobustResult
{
    QVector<RobustCliqueScore> cliques;
    double precision = 0; // robust: means over cliques of the worst sentence's P and R
    double recall = 0;
    double f1 = 0; // from the two means, not a mean of F1s
    double carbPrecision = 0; // the same on the original sentences only
    double carbRecall = 0;
    double carbF1 = 0;
    VarianceSummary variance;
};

// ROBUST (docs/scoring/robust.md 4): each sentence of a clique is scored alone with CaRB; the clique's
// score is that of its sentence with the lowest F1. System cliques are paired with gold ones
// by the CaRB key of the original sentence, their sentences by their own keys.
class RobustScorer
{
public:
    static RobustResult score(const QVector<RobustClique> &gold, const QVector<RobustClique> &system);
    // CaRB on one sentence: P, R, F1 at the F1-optimal point rounded to 3 decimals (all 0
    // when no point has an F1, as the official code returns).
    static RobustSentenceScore scoreSentence(const RobustSentence &gold, const RobustSentence *system);
};
