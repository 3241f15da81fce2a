#pragma once

#include <QColor>
#include <QString>
#include <QStringList>
#include <QVector>

// What a chart shows, independent of any widget. Charts are rebuilt from it on screen and for
// export. Bars: one group of bars per category, one bar per series in each group. Curves: one
// line per series through the points (xs, values), such as a precision-recall curve. Heat map:
// one row per series, one cell per category, the value written in each cell.
struct ChartSeries
{
    QString name;
    QColor color;
    QVector<double> values; // parallel to ChartData::categories (bars, heat map), or y (curves)
    QVector<double> xs; // curves only: x of each point
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
    int decimals = 3; // of the values in tooltips
    int labelEvery = 1; // bars: only every n-th category is written under the axis (all in tooltips)
};
