#pragma once

#include "ui/common/SystemStyle.h"

#include <QColor>
#include <QString>
#include <QStringList>
#include <QVector>

// What a chart shows, independent of any widget. Charts are rebuilt from it on screen and for
// export. Bars: one group of bars per category, one bar per series in each group. Curves: one
// line per series through the points (xs, values), such as a precision-recall curve. Heat map:
// one row per series, one cell per category, the value written in each cell when it fits.
struct ChartSeries
{
    QString name; // the full name; the legend may elide it, tooltips and data exports keep it
    QColor color;
    QVector<double> values; // parallel to ChartData::categories (bars, heat map), or y (curves)
    QVector<double> xs; // curves only: x of each point
    // Bars only, optional: each value's interval (error bars), parallel to values; empty: none.
    QVector<double> lows;
    QVector<double> highs;
    // The rest of the system's SystemStyle (marker and line for curves, hatching for bars).
    SystemStyle::Marker marker = SystemStyle::Marker::Disc;
    Qt::PenStyle line = Qt::SolidLine;
    Qt::BrushStyle hatch = Qt::NoBrush;
    QString detail; // shown after the (possibly elided) name in the legend: "AUC 0.123"

    // A series named `name` in a system's style.
    static ChartSeries styled(const QString &name, const SystemStyle &style)
    {
        ChartSeries series;
        series.name = name;
        series.color = style.color;
        series.marker = style.marker;
        series.line = style.line;
        series.hatch = style.hatch;
        return series;
    }
    bool hasErrorBars() const
    {
        return !lows.isEmpty() && lows.size() == values.size() && highs.size() == values.size();
    }
    // What the legend shows when nothing is elided: "name (detail)".
    QString legendText() const
    {
        return detail.isEmpty() ? name : name + QStringLiteral(" (") + detail + QLatin1Char(')');
    }
};

struct ChartData
{
    enum class Kind { Bars, Curves, HeatMap };
    Kind kind = Kind::Bars;
    QString fileName; // stable base name for "export all": "prf1", "slot_errors", ...
    QString title;
    QString xLabel;
    QString yLabel;
    QString note; // under the chart: the tokenization used, ...
    QStringList categories;
    QVector<ChartSeries> series;
    double yMax = 1.0; // also the top of the heat map's colour scale
    double xMax = 1.0; // curves
    int decimals = 3; // of the values in tooltips, heat map cells and data exports
    int labelEvery = 1; // bars: only every n-th category is written under the axis (all in tooltips)
    // Where the numbers come from, for the caption snippet beside an export (ChartTex::caption):
    // the scorer, the facet and the gold file; empty when the chart's maker does not say.
    QString scorer;
    QString facet;
    QString gold;
};
