#include "ui/charts/BarChart.h"

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

    plotLayout()->insertRow(0);
    m_title = new QCPTextElement(this, QString());
    plotLayout()->addElement(0, 0, m_title);
    // The legend below the axis rect, in rows of four, so that it never covers a bar.
    axisRect()->insetLayout()->take(legend);
    plotLayout()->addElement(2, 0, legend);
    plotLayout()->setRowStretchFactor(0, 0.001);
    plotLayout()->setRowStretchFactor(2, 0.001);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setBorderPen(Qt::NoPen);
    legend->setBrush(Qt::NoBrush);
    legend->setMargins(QMargins(4, 0, 4, 2));
    plotLayout()->addElement(3, 0, m_note = new QCPTextElement(this, QString()));
    m_note->setTextColor(QColor(0x55, 0x55, 0x55));
    plotLayout()->setRowStretchFactor(3, 0.001);

    m_placeholder = new QCPItemText(this);
    // Centred in the whole widget and never clipped to the (small, empty) axis rect.
    m_placeholder->position->setType(QCPItemPosition::ptViewportRatio);
    m_placeholder->position->setCoords(0.5, 0.5);
    m_placeholder->setClipToAxisRect(false);
    m_placeholder->setPositionAlignment(Qt::AlignCenter);
    m_placeholder->setText(tr("Add a system output to see this chart"));
    m_placeholder->setColor(Qt::gray);
    rebuild();
}

void BarChart::setChartData(const ChartData &data)
{
    m_data = data;
    rebuild();
}

void BarChart::clearContents()
{
    clearPlottables();
    m_bars.clear();
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
    xAxis->grid()->setVisible(false);
    yAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    yAxis->grid()->setVisible(true);
}

void BarChart::rebuild()
{
    clearContents();
    const int seriesCount = int(m_data.series.size());
    if (m_data.kind == ChartData::Kind::Curves)
        PlotBuilder::addCurves(this, m_data);
    else if (m_data.kind == ChartData::Kind::HeatMap && seriesCount > 0)
        PlotBuilder::addHeatMap(this, m_data, &m_items, &m_scale);
    else
        addBars();
    xAxis->setLabel(m_data.xLabel);
    yAxis->setLabel(m_data.yLabel);
    m_title->setText(m_data.title);
    m_title->setVisible(!m_data.title.isEmpty());
    m_note->setText(m_data.note);
    m_note->setVisible(!m_data.note.isEmpty());
    legend->setVisible(seriesCount > 0 && m_data.kind != ChartData::Kind::HeatMap);
    legend->setWrap(m_data.kind == ChartData::Kind::Curves ? 3 : 4);
    const bool empty = seriesCount == 0 || (m_data.kind != ChartData::Kind::Curves && m_data.categories.isEmpty());
    m_placeholder->setVisible(empty);
    replot();
}

void BarChart::addBars()
{
    const int seriesCount = int(m_data.series.size());
    const double width = seriesCount > 0 ? kGroupWidth / seriesCount : kGroupWidth;
    for (const ChartSeries &series : std::as_const(m_data.series)) {
        auto *bars = new QCPBars(xAxis, yAxis);
        bars->setName(series.name);
        bars->setWidth(width);
        bars->setPen(QPen(series.color.darker(140), 0));
        bars->setBrush(series.color);
        bars->setBarsGroup(m_group);
        QVector<double> keys;
        QVector<double> values;
        for (int c = 0; c < m_data.categories.size(); ++c) {
            keys.append(c + 1);
            values.append(series.values.value(c));
        }
        bars->setData(keys, values, true);
        m_bars.append(bars);
    }
    const int every = std::max(1, m_data.labelEvery);
    for (int c = 0; c < m_data.categories.size(); ++c)
        m_ticker->addTick(c + 1, c % every == 0 ? m_data.categories.at(c) : QString());
    const double groups = double(m_data.categories.size());
    xAxis->setRange(0.5, qMax(1.0, groups) + 0.5);
    yAxis->setRange(0.0, m_data.yMax * 1.05);
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

// The title a little larger and bold, the note a little smaller, everything else at the size.
void BarChart::applyFont(const QFont &font)
{
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
    legend->setFont(font);
    for (int i = 0; i < legend->itemCount(); ++i) {
        if (auto *item = legend->item(i))
            item->setFont(font);
    }
    QFont bold = scaled(1.15);
    bold.setBold(true);
    m_title->setFont(bold);
    m_note->setFont(scaled(0.85));
    m_placeholder->setFont(font);
    for (QCPAbstractItem *item : std::as_const(m_items)) {
        if (auto *text = qobject_cast<QCPItemText *>(item))
            text->setFont(font);
    }
    if (m_scale)
        m_scale->axis()->setTickLabelFont(font);
    replot();
}

QString BarChart::toolTipAt(const QPointF &position) const
{
    if (m_data.kind != ChartData::Kind::Bars)
        return PlotBuilder::toolTipAt(const_cast<BarChart *>(this), m_data, position); // QCustomPlot has no const lookups
    for (QCPBars *bars : m_bars) {
        const int index = PlotBuilder::dataIndexAt(bars, position, selectionTolerance());
        if (index < 0)
            continue;
        const auto it = bars->data()->at(index);
        const int category = int(it->key) - 1;
        //: Chart tooltip: "series, category: value"
        return tr("%1, %2: %3")
            .arg(bars->name(), m_data.categories.value(category),
                 QLocale().toString(it->value, 'f', m_data.decimals));
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
