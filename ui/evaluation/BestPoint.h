#pragma once

#include "core/stats/StatsMetric.h"

#include <QVariant>

// The figures the tables of the curve scorers (CaRB, OIE2016) end with, in this column order:
// the area under the precision-recall curve, then P, R and F1 at the curve's best-F1 point and
// that point's confidence threshold (invalid where the point has none).
struct BestPoint
{
    enum Column { Auc, Precision, Recall, F1, Threshold };

    double auc = 0;
    double precision = 0;
    double recall = 0;
    double f1 = 0;
    QVariant threshold;

    // The statistic of a column counted from Auc (docs/scoring/statistics.md); false for the
    // threshold, which has no interval.
    static bool metricOf(int column, StatsMetric *metric)
    {
        const StatsMetric metrics[] = {StatsMetric::Auc, StatsMetric::Precision, StatsMetric::Recall, StatsMetric::F1};
        if (column < Auc || column > F1)
            return false;
        *metric = metrics[column];
        return true;
    }
    // The raw value of a column counted from Auc (invalid outside them).
    QVariant value(int column) const
    {
        const QVariant values[] = {auc, precision, recall, f1, threshold};
        return column >= Auc && column <= Threshold ? values[column] : QVariant();
    }
};
