#pragma once

#include "ui/charts/ChartData.h"

#include <qcustomplot.h>

// A chart (QCustomPlot) of a ChartData: grouped bars, or curves or a heat map (PlotBuilder);
// axis titles, a legend, a title and a note, and the exact value of a bar, cell or curve point
// in a tooltip when the mouse rests on it.
class BarChart : public QCustomPlot
{
    Q_OBJECT

public:
    explicit BarChart(QWidget *parent = nullptr);

    void setChartData(const ChartData &data);
    const ChartData &chartData() const { return m_data; }
    // Every text of the chart at this point size (on screen).
    void setFontPointSize(double points);
    // Every text of the chart at this pixel size (exports, where a pixel is a point).
    void setFontPixelSize(int pixels);
    // The tooltip text for the bar under a point in widget coordinates; empty when none.
    QString toolTipAt(const QPointF &position) const;

protected:
    bool event(QEvent *event) override;

private:
    void rebuild();
    void clearContents();
    void addBars();
    void applyFont(const QFont &font);

    ChartData m_data;
    QVector<QCPBars *> m_bars;
    QVector<QCPAbstractItem *> m_items; // heat map value labels
    QCPColorScale *m_scale = nullptr; // heat map
    QCPBarsGroup *m_group = nullptr;
    QCPTextElement *m_title = nullptr;
    QCPTextElement *m_note = nullptr;
    QCPItemText *m_placeholder = nullptr;
    QSharedPointer<QCPAxisTickerText> m_ticker;
};
