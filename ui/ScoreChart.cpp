#include "ScoreChart.h"

#include <QLocale>

namespace {

constexpr double kBarWidth = 0.25; // in key units: one system takes 1
constexpr double kBarSpacing = 0.02;
constexpr int kMaxLabelledSystems = 8; // more, and the value labels would crowd the bars

} // namespace

ScoreChart::ScoreChart(QWidget *parent)
    : QCustomPlot(parent)
{
    setMinimumHeight(160);
    m_group = new QCPBarsGroup(this);
    m_group->setSpacingType(QCPBarsGroup::stPlotCoords);
    m_group->setSpacing(kBarSpacing);
    m_precision = addBars(tr("Precision"), QColor(0x4c, 0x78, 0xa8));
    m_recall = addBars(tr("Recall"), QColor(0xf5, 0x85, 0x18));
    m_f1 = addBars(tr("F1"), QColor(0x54, 0xa2, 0x4b));

    m_ticker = QSharedPointer<QCPAxisTickerText>::create();
    xAxis->setTicker(m_ticker);
    xAxis->setSubTicks(false);
    xAxis->setTickLength(0, 4);
    xAxis->grid()->setVisible(false);
    yAxis->setRange(0.0, 1.15);
    yAxis->setLabel(tr("Score"));
    yAxis->setPadding(4);

    // One row of legend in the top right corner, above the 1.0 line so that no bar reaches it.
    legend->setVisible(true);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setBorderPen(Qt::NoPen);
    legend->setBrush(Qt::NoBrush);
    axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);

    m_placeholder = new QCPItemText(this);
    m_placeholder->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_placeholder->position->setCoords(0.5, 0.5);
    m_placeholder->setPositionAlignment(Qt::AlignCenter);
    m_placeholder->setText(tr("Add a system output to see its scores"));
    m_placeholder->setColor(Qt::gray);

    setScores({});
}

void ScoreChart::updateLabels(const QVector<SystemScore> &scores)
{
    for (QCPItemText *label : std::as_const(m_labels))
        removeItem(label);
    m_labels.clear();
    if (scores.size() > kMaxLabelledSystems)
        return;
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 0.8);
    const QCPBars *const series[] = {m_precision, m_recall, m_f1};
    for (int b = 0; b < 3; ++b) {
        // The group centres its three bars on the key, kBarWidth + kBarSpacing apart.
        const double offset = (b - 1) * (kBarWidth + kBarSpacing);
        for (int i = 0; i < scores.size(); ++i) {
            const double value = series[b]->data()->at(i)->value;
            const double x = i + 1 + offset;
            auto *label = new QCPItemText(this);
            label->setClipToAxisRect(true);
            label->position->setCoords(x, value);
            label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
            label->setPadding(QMargins(0, 0, 0, 2));
            label->setFont(font);
            label->setText(QLocale().toString(value, 'f', 3));
            m_labels.append(label);
        }
    }
}

QCPBars *ScoreChart::addBars(const QString &name, const QColor &color)
{
    auto *bars = new QCPBars(xAxis, yAxis);
    bars->setName(name);
    bars->setWidth(kBarWidth);
    bars->setPen(QPen(color.darker(130)));
    bars->setBrush(color);
    bars->setBarsGroup(m_group);
    return bars;
}

void ScoreChart::setScores(const QVector<SystemScore> &scores)
{
    QVector<double> keys;
    QVector<double> precision;
    QVector<double> recall;
    QVector<double> f1;
    m_ticker->clear();
    for (int i = 0; i < scores.size(); ++i) {
        const double key = i + 1;
        keys.append(key);
        precision.append(scores.at(i).precision());
        recall.append(scores.at(i).recall());
        f1.append(scores.at(i).f1());
        m_ticker->addTick(key, scores.at(i).name);
    }
    m_precision->setData(keys, precision, true);
    m_recall->setData(keys, recall, true);
    m_f1->setData(keys, f1, true);
    // At least three groups wide, so that one or two systems do not get huge bars.
    const double groups = double(scores.size());
    const double span = qMax(3.0, groups);
    const double centre = (groups + 1.0) / 2.0;
    xAxis->setRange(centre - span / 2.0, centre + span / 2.0);
    updateLabels(scores);
    legend->setVisible(!scores.isEmpty());
    m_placeholder->setVisible(scores.isEmpty());
    replot();
}
