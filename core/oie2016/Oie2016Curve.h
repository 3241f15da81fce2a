#pragma once

#include "core/oie2016/Oie2016Options.h"

#include <QVector>

// One scored point of the official loop: a prediction credited to a gold extraction
// (positive) or left unmatched (negative), at the prediction's confidence.
struct Oie2016ScoredPoint
{
    bool positive = false;
    double confidence = 0;
};

// One row of the written curve (docs/scoring/oie2016.md 6, step 7): recall already multiplied by the
// recall multiplier. The appended (P 1, R 0) row has no threshold.
struct Oie2016CurveRow
{
    double precision = 1;
    double recall = 0;
    bool hasThreshold = false;
    double threshold = 0; // predictions with confidence >= threshold are kept
};

// The precision-recall curve the official code writes, its AUC and its best-F1 row
// (docs/scoring/oie2016.md 6, 7).
struct Oie2016Curve
{
    QVector<Oie2016CurveRow> rows;
    double auc = 0;
    bool hasBest = false; // false without rows
    int bestRow = -1;
    double f1 = 0;

    // `multiplier` is (T - U) / T of docs/scoring/oie2016.md 5. Without a positive point the
    // official curve is NaN; here its recalls are 0 (and so AUC and F1).
    static Oie2016Curve build(QVector<Oie2016ScoredPoint> points, double multiplier, Oie2016Options::Curve convention);
};
