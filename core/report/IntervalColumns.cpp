#include "core/report/IntervalColumns.h"

#include "core/report/ReportTable.h"

#include <QJsonArray>

namespace IntervalColumns {

QString bounds(const MetricInterval &interval, int decimals)
{
    return QStringLiteral("[%1, %2]")
        .arg(QString::number(interval.low, 'f', decimals), QString::number(interval.high, 'f', decimals));
}

QString cell(const QString &value, const MetricInterval &interval, int decimals)
{
    return value + QLatin1Char(' ') + bounds(interval, decimals);
}

void addJson(QJsonObject *system, const SystemIntervals &intervals)
{
    for (const StatsMetric metric : StatsMetrics::of(intervals.hasAuc)) {
        const MetricInterval &interval = intervals.of(metric);
        system->insert(StatsMetrics::name(metric) + QStringLiteral("_ci"), QJsonArray{interval.low, interval.high});
    }
}

QJsonObject settingsJson(const BootstrapSettings &settings)
{
    return QJsonObject{{QStringLiteral("level"), settings.level},
                       {QStringLiteral("resamples"), settings.resamples},
                       {QStringLiteral("seed"), double(settings.seed)},
                       {QStringLiteral("unit"), QStringLiteral("sentence")},
                       {QStringLiteral("interval"), QStringLiteral("percentile")},
                       {QStringLiteral("quantile"), QStringLiteral("linear")}};
}

QString note(const BootstrapSettings &settings)
{
    return QStringLiteral(
               "[low, high]: %1% percentile bootstrap interval over the gold sentences, %2 resamples, seed %3")
        .arg(QString::number(settings.level * 100, 'g', 6), QString::number(settings.resamples),
             QString::number(settings.seed));
}

QStringList delimitedHeader(const QVector<StatsMetric> &metrics)
{
    QStringList header;
    for (const StatsMetric metric : metrics)
        header << StatsMetrics::name(metric) + QStringLiteral("_ci_low")
               << StatsMetrics::name(metric) + QStringLiteral("_ci_high");
    return header;
}

QStringList delimitedValues(const QVector<StatsMetric> &metrics, const SystemIntervals &intervals,
                            const std::function<QString(double)> &number)
{
    QStringList values;
    for (const StatsMetric metric : metrics)
        values << number(intervals.of(metric).low) << number(intervals.of(metric).high);
    return values;
}

void addToRows(ScoreReport::Format format, const QVector<MetricColumn> &columns,
               const QVector<SystemIntervals> &intervals, QStringList *header, QVector<QStringList> *tableRows,
               QVector<QStringList> *exactRows)
{
    QVector<StatsMetric> metrics;
    for (const MetricColumn &column : columns)
        metrics.append(column.first);
    for (qsizetype i = 0; i < intervals.size(); ++i) {
        const SystemIntervals &system = intervals.at(i);
        switch (format) {
        case ScoreReport::Format::Table:
            for (const auto &[metric, column] : columns)
                (*tableRows)[i][column] = cell(tableRows->at(i).at(column), system.of(metric));
            break;
        case ScoreReport::Format::Csv:
        case ScoreReport::Format::Tsv:
            (*exactRows)[i] += delimitedValues(metrics, system, &ScoreReport::formatNumber);
            break;
        case ScoreReport::Format::Latex:
            for (const StatsMetric metric : std::as_const(metrics))
                (*tableRows)[i].append(bounds(system.of(metric)));
            break;
        case ScoreReport::Format::Json:
            break;
        }
    }
    if (format == ScoreReport::Format::Csv || format == ScoreReport::Format::Tsv) {
        *header += delimitedHeader(metrics);
    } else if (format == ScoreReport::Format::Latex) {
        for (const auto &[metric, column] : columns)
            header->append(header->at(column) + QStringLiteral(" CI"));
    }
}

QString renderRows(ScoreReport::Format format, const QString &title, QStringList header, QVector<QStringList> tableRows,
                   QVector<QStringList> exactRows, const QVector<MetricColumn> &columns,
                   const QVector<SystemIntervals> &intervals, const BootstrapSettings &settings)
{
    if (intervals.isEmpty())
        return ReportTable::renderRows(format, title, header, tableRows, exactRows);
    const int boldColumn = columns.isEmpty() ? -1 : columns.last().second;
    addToRows(format, columns, intervals, &header, &tableRows, &exactRows);
    const QString rendered = ReportTable::renderRows(format, title, header, tableRows, exactRows, boldColumn);
    if (format == ScoreReport::Format::Table)
        return rendered + note(settings) + QLatin1Char('\n');
    if (format == ScoreReport::Format::Latex)
        return QStringLiteral("% ") + note(settings) + QLatin1Char('\n') + rendered;
    return rendered;
}

} // namespace IntervalColumns
