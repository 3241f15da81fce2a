#include "ui/charts/PlotBuilder.h"

#include <QCoreApplication>
#include <QLocale>

#include <qcustomplot.h>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("PlotBuilder", text);
}

QString number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

} // namespace

namespace PlotBuilder {

void addCurves(QCustomPlot *plot, const ChartData &data)
{
    for (const ChartSeries &series : data.series) {
        auto *curve = new QCPCurve(plot->xAxis, plot->yAxis);
        curve->setName(series.name);
        curve->setPen(QPen(series.color, 2));
        // A dot per point while they can be told apart; a curve of thousands of rows (OIE2016)
        // is drawn as a line only.
        if (series.xs.size() <= 200)
            curve->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
        curve->setData(series.xs, series.values);
    }
    plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    plot->xAxis->setRange(0.0, data.xMax * 1.02);
    plot->xAxis->grid()->setVisible(true);
    plot->yAxis->setRange(0.0, data.yMax * 1.05);
}

void addHeatMap(QCustomPlot *plot, const ChartData &data, QVector<QCPAbstractItem *> *items, QCPColorScale **scale)
{
    const int columns = int(data.categories.size());
    const int rows = int(data.series.size());
    auto *map = new QCPColorMap(plot->xAxis, plot->yAxis);
    map->setName(data.title);
    map->data()->setSize(qMax(1, columns), qMax(1, rows));
    map->data()->setRange(QCPRange(1, qMax(1, columns)), QCPRange(1, qMax(1, rows)));
    auto xTicks = QSharedPointer<QCPAxisTickerText>::create();
    auto yTicks = QSharedPointer<QCPAxisTickerText>::create();
    for (int c = 0; c < columns; ++c)
        xTicks->addTick(c + 1, data.categories.at(c));
    QFont font = plot->xAxis->tickLabelFont();
    for (int r = 0; r < rows; ++r) {
        // The first series on top, as in a table.
        const int y = rows - r;
        yTicks->addTick(y, data.series.at(r).name);
        for (int c = 0; c < columns; ++c) {
            const double value = data.series.at(r).values.value(c);
            map->data()->setCell(c, y - 1, value);
            auto *label = new QCPItemText(plot);
            label->position->setType(QCPItemPosition::ptPlotCoords);
            label->position->setCoords(c + 1, y);
            label->setText(number(value, data.decimals));
            label->setFont(font);
            // Dark cells get light text.
            label->setColor(value > 0.55 * data.yMax ? Qt::white : Qt::black);
            label->setClipToAxisRect(true);
            items->append(label);
        }
    }
    QCPColorGradient gradient;
    gradient.setColorStopAt(0.0, QColor(0xf7, 0xfb, 0xff));
    gradient.setColorStopAt(0.5, QColor(0x6b, 0xae, 0xd6));
    gradient.setColorStopAt(1.0, QColor(0x08, 0x30, 0x6b));
    map->setGradient(gradient);
    map->setDataRange(QCPRange(0.0, data.yMax > 0 ? data.yMax : 1.0));
    map->setInterpolate(false);
    *scale = new QCPColorScale(plot);
    (*scale)->setType(QCPAxis::atRight);
    (*scale)->setGradient(gradient);
    (*scale)->setDataRange(map->dataRange());
    (*scale)->setBarWidth(10);
    map->setColorScale(*scale);
    plot->plotLayout()->addElement(1, 1, *scale);
    auto *group = new QCPMarginGroup(plot);
    plot->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    (*scale)->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    plot->xAxis->setTicker(xTicks);
    plot->yAxis->setTicker(yTicks);
    plot->xAxis->grid()->setVisible(false);
    plot->yAxis->grid()->setVisible(false);
    plot->xAxis->setRange(0.5, columns + 0.5);
    plot->yAxis->setRange(0.5, rows + 0.5);
}

int dataIndexAt(QCPAbstractPlottable *plottable, const QPointF &position, double tolerance)
{
    QVariant details;
    const double distance = plottable->selectTest(position, false, &details);
    if (distance < 0 || distance >= tolerance)
        return -1;
    const QCPDataSelection selection = details.value<QCPDataSelection>();
    if (selection.isEmpty())
        return -1;
    const int index = selection.dataRange().begin();
    const QCPPlottableInterface1D *data = plottable->interface1D();
    return data && index >= 0 && index < data->dataCount() ? index : -1;
}

QString toolTipAt(QCustomPlot *plot, const ChartData &data, const QPointF &position)
{
    if (data.kind == ChartData::Kind::HeatMap) {
        if (!plot->axisRect()->rect().contains(position.toPoint()))
            return QString();
        const int column = qRound(plot->xAxis->pixelToCoord(position.x())) - 1;
        const int row = int(data.series.size()) - qRound(plot->yAxis->pixelToCoord(position.y()));
        if (column < 0 || column >= data.categories.size() || row < 0 || row >= data.series.size())
            return QString();
        //: Chart tooltip: "series, category: value"
        return tr("%1, %2: %3")
            .arg(data.series.at(row).name, data.categories.at(column),
                 number(data.series.at(row).values.value(column), data.decimals));
    }
    for (int i = 0; i < plot->plottableCount(); ++i) {
        auto *curve = qobject_cast<QCPCurve *>(plot->plottable(i));
        if (!curve)
            continue;
        const int index = dataIndexAt(curve, position, plot->selectionTolerance());
        if (index < 0)
            continue;
        const auto point = curve->data()->at(index);
        //: Curve tooltip: "system: x label x, y label y"
        return tr("%1: %2 %3, %4 %5")
            .arg(curve->name(), data.xLabel, number(point->key, data.decimals), data.yLabel,
                 number(point->value, data.decimals));
    }
    return QString();
}

} // namespace PlotBuilder
