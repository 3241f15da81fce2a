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

QCPScatterStyle scatterStyle(SystemStyle::Marker marker, const QColor &color, double size)
{
    using Shape = QCPScatterStyle::ScatterShape;
    static const Shape shapes[SystemStyle::kMarkerCount] = {
        QCPScatterStyle::ssDisc,     QCPScatterStyle::ssSquare, QCPScatterStyle::ssDiamond, QCPScatterStyle::ssTriangle,
        QCPScatterStyle::ssTriangleInverted, QCPScatterStyle::ssCircle, QCPScatterStyle::ssCross,
        QCPScatterStyle::ssPlus,     QCPScatterStyle::ssStar,   QCPScatterStyle::ssCrossSquare};
    const int index = qBound(0, int(marker), SystemStyle::kMarkerCount - 1);
    // The first five are filled, the others open (outline only).
    const QBrush fill = index < 5 ? QBrush(color) : QBrush(Qt::NoBrush);
    return QCPScatterStyle(shapes[index], QPen(color, 1.0), fill, size);
}

QVector<QCPAbstractPlottable *> addCurves(QCustomPlot *plot, const ChartData &data)
{
    QVector<QCPAbstractPlottable *> curves;
    for (const ChartSeries &series : data.series) {
        auto *curve = new QCPCurve(plot->xAxis, plot->yAxis);
        curve->setName(series.legendText());
        QPen pen(series.color, 1.5);
        pen.setStyle(series.line);
        curve->setPen(pen);
        // A marker on every point would hide the line of a curve with hundreds of them.
        curve->setScatterStyle(scatterStyle(series.marker, series.color, 5));
        curve->setScatterSkip(qMax(0, int(series.xs.size()) / 12));
        curve->setData(series.xs, series.values);
        curves.append(curve);
    }
    plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    plot->xAxis->setRange(0.0, data.xMax * 1.02);
    plot->xAxis->grid()->setVisible(true);
    plot->yAxis->setRange(0.0, data.yMax * 1.05);
    return curves;
}

void addHeatMap(QCustomPlot *plot, const ChartData &data, QVector<QCPAbstractItem *> *items, QCPColorScale **scale,
                QCPColorMap **colorMap, bool transposed)
{
    const int categories = int(data.categories.size());
    const int systems = int(data.series.size());
    // Systems down, categories across (a table); transposed, systems across.
    const int columns = transposed ? systems : categories;
    const int rows = transposed ? categories : systems;
    auto *map = new QCPColorMap(plot->xAxis, plot->yAxis);
    map->setName(data.title);
    map->removeFromLegend();
    if (colorMap)
        *colorMap = map;
    map->data()->setSize(qMax(1, columns), qMax(1, rows));
    map->data()->setRange(QCPRange(1, qMax(1, columns)), QCPRange(1, qMax(1, rows)));
    auto xTicks = QSharedPointer<QCPAxisTickerText>::create();
    auto yTicks = QSharedPointer<QCPAxisTickerText>::create();
    QFont font = plot->xAxis->tickLabelFont();
    for (int s = 0; s < systems; ++s) {
        for (int c = 0; c < categories; ++c) {
            const double value = data.series.at(s).values.value(c);
            // The first row on top, as in a table.
            const int x = transposed ? s + 1 : c + 1;
            const int y = transposed ? categories - c : systems - s;
            map->data()->setCell(x - 1, y - 1, value);
            auto *label = new QCPItemText(plot);
            label->position->setType(QCPItemPosition::ptPlotCoords);
            label->position->setCoords(x, y);
            label->setText(number(value, data.decimals));
            label->setFont(font);
            label->setClipToAxisRect(true);
            items->append(label);
        }
    }
    for (int s = 0; s < systems; ++s)
        (transposed ? xTicks : yTicks)->addTick(transposed ? s + 1 : systems - s, data.series.at(s).name);
    for (int c = 0; c < categories; ++c)
        (transposed ? yTicks : xTicks)->addTick(transposed ? categories - c : c + 1, data.categories.at(c));
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
    (*scale)->setBarWidth(qMax(6, QFontMetrics(font).height() * 2 / 3));
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

QString toolTipAt(QCustomPlot *plot, const ChartData &data, const QPointF &position, bool transposed)
{
    if (data.kind == ChartData::Kind::HeatMap) {
        if (!plot->axisRect()->rect().contains(position.toPoint()))
            return QString();
        const int x = qRound(plot->xAxis->pixelToCoord(position.x()));
        const int y = qRound(plot->yAxis->pixelToCoord(position.y()));
        const int column = transposed ? int(data.categories.size()) - y : x - 1; // category
        const int row = transposed ? x - 1 : int(data.series.size()) - y; // series
        if (column < 0 || column >= data.categories.size() || row < 0 || row >= data.series.size())
            return QString();
        //: Chart tooltip: "series, category: value"
        return tr("%1, %2: %3")
            .arg(data.series.at(row).name, data.categories.at(column),
                 number(data.series.at(row).values.value(column), data.decimals));
    }
    int series = -1;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        auto *curve = qobject_cast<QCPCurve *>(plot->plottable(i));
        if (!curve)
            continue;
        ++series; // the curves are the series, in order
        const int index = dataIndexAt(curve, position, plot->selectionTolerance());
        if (index < 0)
            continue;
        const auto point = curve->data()->at(index);
        //: Curve tooltip: "system: x label x, y label y"
        return tr("%1: %2 %3, %4 %5")
            .arg(data.series.value(series).legendText(), data.xLabel, number(point->key, data.decimals), data.yLabel,
                 number(point->value, data.decimals));
    }
    return QString();
}

} // namespace PlotBuilder
