#pragma once

#include "ui/charts/ChartData.h"

#include <QPointF>
#include <QString>
#include <QVector>

class QCPAbstractItem;
class QCPAbstractPlottable;
class QCPColorMap;
class QCPColorScale;
class QCPScatterStyle;
class QCustomPlot;

// Builds the plottables of the chart kinds other than bars on a QCustomPlot: curves (one
// QCPCurve per series, in its colour, marker and line style) and the heat map (a QCPColorMap
// with the value written in every cell and a colour scale). BarChart calls these; what they
// create belongs to the plot.
namespace PlotBuilder {

// Returns the curves, one per series, in order.
QVector<QCPAbstractPlottable *> addCurves(QCustomPlot *plot, const ChartData &data);
// The marker of a SystemStyle, `size` across.
QCPScatterStyle scatterStyle(SystemStyle::Marker marker, const QColor &color, double size);
// Returns the value labels, the colour scale and the colour map it added, for removal on the
// next rebuild. Transposed: the series across (x), the categories down.
void addHeatMap(QCustomPlot *plot, const ChartData &data, QVector<QCPAbstractItem *> *items,
                QCPColorScale **scale, QCPColorMap **map = nullptr, bool transposed = false);
// The index of the data point of `plottable` under `position` (within the plot's selection
// tolerance), or -1.
int dataIndexAt(QCPAbstractPlottable *plottable, const QPointF &position, double tolerance);
// The tooltip of a heat map cell or a curve point under a position; empty when none.
QString toolTipAt(QCustomPlot *plot, const ChartData &data, const QPointF &position, bool transposed = false);

} // namespace PlotBuilder
