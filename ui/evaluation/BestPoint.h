#pragma once

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

    // The raw value of a column counted from Auc (invalid outside them).
    QVariant value(int column) const
    {
        const QVariant values[] = {auc, precision, recall, f1, threshold};
        return column >= Auc && column <= Threshold ? values[column] : QVariant();
    }
};
