#pragma once

#include "core/report/ScoreReport.h"
#include "core/stats/Bootstrap.h"
#include "core/stats/StatsMetric.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>
#include <utility>

// The confidence intervals of `--ci` (docs/scoring/statistics.md 4) as every score report shows
// them: in a table beside the value, `0.3389 [0.31, 0.37]`; in JSON, `precision_ci: [low,
// high]` per system and the settings under `ci`; in CSV and TSV, two columns per metric
// (`precision_ci_low`, `precision_ci_high`, full precision); in LaTeX, a column per metric.
namespace IntervalColumns {

// Where a metric's value is in a report's rows.
using MetricColumn = std::pair<StatsMetric, int>;

// value followed by " [low, high]", the bounds with `decimals` decimals.
QString cell(const QString &value, const MetricInterval &interval, int decimals = 2);
// "[low, high]" with `decimals` decimals.
QString bounds(const MetricInterval &interval, int decimals = 2);
// precision_ci, recall_ci, f1_ci (and auc_ci) into a system's JSON object.
void addJson(QJsonObject *system, const SystemIntervals &intervals);
// {"level", "resamples", "seed", "unit": "sentence", "interval": "percentile", "quantile": "linear"}
QJsonObject settingsJson(const BootstrapSettings &settings);
// The line under a table or in a LaTeX comment that says what the brackets are.
QString note(const BootstrapSettings &settings);
// The CSV/TSV column names of the metrics, in their order: METRIC_ci_low, METRIC_ci_high.
QStringList delimitedHeader(const QVector<StatsMetric> &metrics);
// Their values, as `number` writes them.
QStringList delimitedValues(const QVector<StatsMetric> &metrics, const SystemIntervals &intervals,
                            const std::function<QString(double)> &number);
// Adds the intervals to rows that ReportTable::renderRows renders (one interval per row after
// the header): table rows get the bracket after each metric's value, CSV/TSV rows two columns
// per metric, LaTeX rows a column per metric (the header row of each is extended too).
void addToRows(ScoreReport::Format format, const QVector<MetricColumn> &columns,
               const QVector<SystemIntervals> &intervals, QStringList *header, QVector<QStringList> *tableRows,
               QVector<QStringList> *exactRows);

// ReportTable::renderRows with the intervals added (addToRows) when there are any: the note
// under a table, above a LaTeX tabular, whose bold column stays the last metric's. Without
// intervals, exactly ReportTable::renderRows.
QString renderRows(ScoreReport::Format format, const QString &title, QStringList header, QVector<QStringList> tableRows,
                   QVector<QStringList> exactRows, const QVector<MetricColumn> &columns,
                   const QVector<SystemIntervals> &intervals, const BootstrapSettings &settings);

} // namespace IntervalColumns
