#include "ui/charts/BarChart.h"

#include "ui/charts/HatchedBars.h"
#include "ui/charts/PlotBuilder.h"

#include <QHelpEvent>
#include <QLocale>
#include <QToolTip>

#include <algorithm>

namespace {

constexpr double kGroupWidth = 0.8; // of one category (key unit)

} // namespace

BarChart::BarChart(QWidget *parent)
    : QCustomPlot(parent)
{
    setMinimumHeight(160);
    m_group = new QCPBarsGroup(this);
    m_group->setSpacingType(QCPBarsGroup::stPlotCoords);
    m_group->setSpacing(0.0);
    m_ticker = QSharedPointer<QCPAxisTickerText>::create();
    xAxis->setTicker(m_ticker);
    xAxis->setSubTicks(false);
    xAxis->setTickLength(0, 4);
    xAxis->grid()->setVisible(false);
    yAxis->setPadding(4);
    axisRect()->setMinimumSize(20, 20); // not QCustomPlot's 50 x 50: a small figure needs the room

    plotLayout()->setRowSpacing(2);
    plotLayout()->setColumnSpacing(4);
    plotLayout()->insertRow(0);
    m_title = new QCPTextElement(this, QString());
    m_title->setMargins(QMargins(2, 2, 2, 0));
    plotLayout()->addElement(0, 0, m_title);
    // The legend's home is below the axis rect; fitTo() moves it where it fits best.
    axisRect()->insetLayout()->take(legend);
    plotLayout()->addElement(2, 0, legend);
    plotLayout()->setRowStretchFactor(0, 0.001);
    plotLayout()->setRowStretchFactor(2, 0.001);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setBorderPen(Qt::NoPen);
    legend->setBrush(Qt::NoBrush);
    legend->setRowSpacing(0);
    plotLayout()->addElement(3, 0, m_note = new QCPTextElement(this, QString()));
    m_note->setTextColor(QColor(0x55, 0x55, 0x55));
    m_note->setMargins(QMargins(2, 0, 2, 2));
    plotLayout()->setRowStretchFactor(3, 0.001);

    m_placeholder = new QCPItemText(this);
    // Centred in the whole widget and never clipped to the (small, empty) axis rect.
    m_placeholder->position->setType(QCPItemPosition::ptViewportRatio);
    m_placeholder->position->setCoords(0.5, 0.5);
    m_placeholder->setClipToAxisRect(false);
    m_placeholder->setPositionAlignment(Qt::AlignCenter);
    m_placeholder->setText(tr("Add a system output to see this chart"));
    m_placeholder->setColor(Qt::gray);
    m_font = font();
    rebuild();
}

void BarChart::setChartData(const ChartData &data)
{
    m_data = data;
    rebuild();
}

void BarChart::setTitleShown(bool shown)
{
    m_titleShown = shown;
    if (m_layoutHeld)
        return;
    fitTo(viewport().size());
    replot();
}

void BarChart::clearContents()
{
    placeLegend(LegendPlacement::Below, Qt::Alignment());
    clearPlottables();
    m_plottables.clear();
    m_map = nullptr;
    for (QCPAbstractItem *item : std::as_const(m_items))
        removeItem(item);
    m_items.clear();
    if (m_scale) {
        axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, nullptr);
        plotLayout()->remove(m_scale);
        plotLayout()->simplify();
        m_scale = nullptr;
    }
    m_ticker->clear();
    xAxis->setTicker(m_ticker);
    xAxis->setTickLabelRotation(0);
    xAxis->grid()->setVisible(false);
    yAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    yAxis->grid()->setVisible(true);
    yAxis->setTickLabelFont(m_font);
    yAxis2->setVisible(false); // a heat map's names right of the map
    axisRect()->setMinimumMargins(QMargins());
}

void BarChart::rebuild()
{
    clearContents();
    const int seriesCount = int(m_data.series.size());
    if (m_data.kind == ChartData::Kind::Curves)
        m_plottables = PlotBuilder::addCurves(this, m_data);
    else if (m_data.kind == ChartData::Kind::HeatMap && seriesCount > 0)
        PlotBuilder::addHeatMap(this, m_data, &m_items, &m_scale, &m_map, m_transposed);
    else
        addBars();
    const bool empty = seriesCount == 0 || (m_data.kind != ChartData::Kind::Curves && m_data.categories.isEmpty());
    m_placeholder->setVisible(empty);
    applyFontToItems(); // the new plottables' legend items and labels
    if (m_layoutHeld)
        return;
    fitTo(viewport().size());
    replot();
}

void BarChart::addBars()
{
    const int seriesCount = int(m_data.series.size());
    const double width = seriesCount > 0 ? kGroupWidth / seriesCount : kGroupWidth;
    for (const ChartSeries &series : std::as_const(m_data.series)) {
        auto *bars = new HatchedBars(xAxis, yAxis, series.color, series.hatch);
        bars->setName(series.legendText());
        bars->setWidth(width);
        bars->setBarsGroup(m_group);
        QVector<double> keys;
        QVector<double> values;
        for (int c = 0; c < m_data.categories.size(); ++c) {
            keys.append(c + 1);
            values.append(series.values.value(c));
        }
        bars->setData(keys, values, true);
        m_plottables.append(bars);
        if (series.hasErrorBars())
            addErrorBars(bars, series);
    }
    const int every = std::max(1, m_data.labelEvery);
    for (int c = 0; c < m_data.categories.size(); ++c)
        m_ticker->addTick(c + 1, c % every == 0 ? m_data.categories.at(c) : QString());
    const double groups = double(m_data.categories.size());
    xAxis->setRange(0.5, qMax(1.0, groups) + 0.5);
    yAxis->setRange(0.0, m_data.yMax * 1.05);
}

void BarChart::addErrorBars(QCPBars *bars, const ChartSeries &series)
{
    auto *errors = new QCPErrorBars(xAxis, yAxis);
    errors->removeFromLegend();
    errors->setDataPlottable(bars);
    QVector<double> below;
    QVector<double> above;
    for (int c = 0; c < m_data.categories.size(); ++c) {
        const double value = series.values.value(c);
        below.append(std::max(0.0, value - series.lows.value(c, value)));
        above.append(std::max(0.0, series.highs.value(c, value) - value));
    }
    errors->setData(below, above);
    errors->setPen(QPen(palette().color(QPalette::WindowText), 1));
    errors->setWhiskerWidth(6);
    errors->setSelectable(QCP::stNone);
}

void BarChart::setFontPointSize(double points)
{
    QFont font = this->font();
    font.setPointSizeF(points);
    applyFont(font);
}

void BarChart::setFontPixelSize(int pixels)
{
    QFont font = this->font();
    font.setPixelSize(pixels);
    applyFont(font);
}

void BarChart::applyFont(const QFont &font)
{
    m_font = font;
    applyFontToItems();
    if (m_layoutHeld)
        return;
    fitTo(viewport().size());
    replot();
}

// The title a little larger and bold, the note a little smaller, everything else at the size.
void BarChart::applyFontToItems()
{
    const QFont font = m_font;
    const auto scaled = [&font](double factor) {
        QFont result = font;
        if (font.pixelSize() > 0)
            result.setPixelSize(qMax(1, qRound(font.pixelSize() * factor)));
        else
            result.setPointSizeF(font.pointSizeF() * factor);
        return result;
    };
    for (QCPAxis *axis : {xAxis, yAxis}) {
        axis->setTickLabelFont(font);
        axis->setLabelFont(font);
    }
    styleLegend(font);
    QFont bold = scaled(1.1);
    bold.setBold(true);
    m_title->setFont(bold);
    m_note->setFont(scaled(0.9));
    m_placeholder->setFont(font);
    for (QCPAbstractItem *item : std::as_const(m_items)) {
        if (auto *text = qobject_cast<QCPItemText *>(item))
            text->setFont(font);
    }
    if (m_scale)
        m_scale->axis()->setTickLabelFont(font);
    // Paddings and tick lengths follow the font, so that a small export is not all legend.
    const int height = QFontMetrics(font).height();
    for (QCPAxis *axis : {xAxis, yAxis}) {
        axis->setTickLabelPadding(qMax(2, height / 4));
        axis->setLabelPadding(qMax(2, height / 4));
        axis->setTickLength(0, qMax(2, height / 3));
        axis->setSubTickLength(0, qMax(1, height / 6));
    }
}

QString BarChart::toolTipAt(const QPointF &position) const
{
    if (m_data.kind != ChartData::Kind::Bars)
        return PlotBuilder::toolTipAt(const_cast<BarChart *>(this), m_data, position,
                                      m_transposed); // QCustomPlot has no const lookups
    for (int s = 0; s < m_plottables.size(); ++s) {
        const int index = PlotBuilder::dataIndexAt(m_plottables.at(s), position, selectionTolerance());
        if (index < 0)
            continue;
        const int category = int(m_plottables.at(s)->interface1D()->dataMainKey(index)) - 1;
        //: Chart tooltip: "series, category: value"
        return tr("%1, %2: %3")
            .arg(m_data.series.value(s).legendText(), m_data.categories.value(category),
                 QLocale().toString(m_data.series.value(s).values.value(category), 'f', m_data.decimals));
    }
    return QString();
}

bool BarChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QCustomPlot::event(event);
}

void BarChart::resizeEvent(QResizeEvent *event)
{
    fitTo(event->size());
    QCustomPlot::resizeEvent(event);
}
