#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

// The figures the statistics are about: precision, recall, F1 and, for the scorers that draw a
// precision-recall curve (CaRB, OIE2016), the area under it.
enum class StatsMetric : quint8 { Precision, Recall, F1, Auc };

// One system's figures on one (resampled) corpus.
struct MetricValues
{
    double precision = 0;
    double recall = 0;
    double f1 = 0;
    double auc = 0; // 0 where the scorer has no curve

    double value(StatsMetric metric) const;
};

namespace StatsMetrics {

// "precision", "recall", "f1", "auc": the JSON keys and the names --metric takes.
QString name(StatsMetric metric);
bool parse(const QString &name, StatsMetric *metric);
QStringList names();
// The metrics of a scorer: AUC first where it has a curve, then precision, recall, F1.
QVector<StatsMetric> of(bool withAuc);

} // namespace StatsMetrics
