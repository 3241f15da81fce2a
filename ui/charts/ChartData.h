#pragma once

#include <QColor>
#include <QString>
#include <QStringList>
#include <QVector>

// What a grouped bar chart shows, independent of any widget: one group of bars per category,
// one bar per series in each group. Charts are rebuilt from it on screen and for export.
struct ChartSeries
{
    QString name;
    QColor color;
    QVector<double> values; // parallel to ChartData::categories
};

struct ChartData
{
    QString fileName; // stable base name for "export all": "prf1", "slot_errors", ...
    QString title;
    QString xLabel;
    QString yLabel;
    QString note; // under the chart: the tokenization used, ...
    QStringList categories;
    QVector<ChartSeries> series;
    double yMax = 1.0;
    int decimals = 3; // of the values in tooltips
};
