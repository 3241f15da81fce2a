#include "core/stats/StatsMetric.h"

namespace {

const StatsMetric kAll[] = {StatsMetric::Precision, StatsMetric::Recall, StatsMetric::F1, StatsMetric::Auc};

} // namespace

double MetricValues::value(StatsMetric metric) const
{
    switch (metric) {
    case StatsMetric::Precision:
        return precision;
    case StatsMetric::Recall:
        return recall;
    case StatsMetric::F1:
        return f1;
    case StatsMetric::Auc:
        return auc;
    }
    return 0;
}

namespace StatsMetrics {

QString name(StatsMetric metric)
{
    switch (metric) {
    case StatsMetric::Precision:
        return QStringLiteral("precision");
    case StatsMetric::Recall:
        return QStringLiteral("recall");
    case StatsMetric::F1:
        return QStringLiteral("f1");
    case StatsMetric::Auc:
        return QStringLiteral("auc");
    }
    return QString();
}

bool parse(const QString &text, StatsMetric *metric)
{
    for (const StatsMetric candidate : kAll) {
        if (text == name(candidate)) {
            *metric = candidate;
            return true;
        }
    }
    return false;
}

QStringList names()
{
    QStringList list;
    for (const StatsMetric metric : kAll)
        list.append(name(metric));
    return list;
}

QVector<StatsMetric> of(bool withAuc)
{
    QVector<StatsMetric> metrics;
    if (withAuc)
        metrics.append(StatsMetric::Auc);
    metrics += {StatsMetric::Precision, StatsMetric::Recall, StatsMetric::F1};
    return metrics;
}

} // namespace StatsMetrics
