#pragma once

#include "ui/charts/ChartData.h"

#include <QPointF>
#include <QString>
#include <QVector>

class QCPAbstractItem;
class QCPAbstractPlottable;
class QCPColorScale;
class QCustomPlot;

// Builds the plottables of the chart kinds other than bars on a QCustomPlot: curves (one
// QCPCurve per series, in its colour) and the heat map (a QCPColorMap with the value written in
// every cell and a colour scale). BarChart calls these; what they create belongs to the plot.
namespace PlotBuilder {

void addCurves(QCustomPlot *plot, const ChartData &data);
// Returns the value labels and the colour scale it added, for removal on the next rebuild.
void addHeatMap(QCustomPlot *plot, const ChartData &data, QVector<QCPAbstractItem *> *items,
                QCPColorScale **scale);
// The index of the data point of `plottable` under `position` (within the plot's selection
// tolerance), or -1.
int dataIndexAt(QCPAbstractPlottable *plottable, const QPointF &position, double tolerance);
// The tooltip of a heat map cell or a curve point under a position; empty when none.
QString toolTipAt(QCustomPlot *plot, const ChartData &data, const QPointF &position);

} // namespace PlotBuilder
