#pragma once

#include "ui/charts/ChartData.h"

#include <qcustomplot.h>

// A chart (QCustomPlot) of a ChartData: grouped bars (hatched per SystemStyle), or curves or a
// heat map (PlotBuilder); axis titles, a legend, a title and a note, and the exact value of a
// bar, cell or curve point in a tooltip when the mouse rests on it.
//
// The layout is fitted to the chart's size (fitTo, BarChartLayout.cpp) so that no text is
// clipped or overlaps another: the legend goes where it costs the plot least (inside an empty
// corner, beside, or below in as many columns as fit), a point smaller at a time when it must
// (never under 6), long names are elided so that they stay apart (the full text stays in the
// ChartData and the tooltips), the note and then the title give way only when nothing else
// fits, titles and notes wrap, category labels wrap or turn, axis titles wrap or elide, value
// ticks fall on round steps, and heat-map numbers show only when they fit their cells.
class BarChart : public QCustomPlot
{
    Q_OBJECT

public:
    enum class LegendPlacement { None, Below, Right, Inside };

    explicit BarChart(QWidget *parent = nullptr);

    void setChartData(const ChartData &data);
    const ChartData &chartData() const { return m_data; }
    // Every text of the chart at this point size (on screen).
    void setFontPointSize(double points);
    // Every text of the chart at this pixel size (exports, where a pixel is a point).
    void setFontPixelSize(int pixels);
    // Titles are optional: papers put them in captions.
    void setTitleShown(bool shown);
    // Lays the chart out for a drawing of this size (layout units); the widget does it on
    // every resize, exports before drawing.
    void fitTo(const QSize &size);
    // While held, changes (data, font, title) do not lay the chart out again: an export sets
    // everything, then calls fitTo() once.
    void setLayoutHeld(bool held) { m_layoutHeld = held; }
    LegendPlacement legendPlacement() const { return m_placement; }
    // The tooltip text for the bar under a point in widget coordinates; empty when none.
    QString toolTipAt(const QPointF &position) const;

protected:
    bool event(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild();
    void clearContents();
    void addBars();
    // The intervals of a series with error bars, drawn over its bars (not in the legend).
    void addErrorBars(QCPBars *bars, const ChartSeries &series);
    void applyFont(const QFont &font);
    // BarChartLayout.cpp
    void placeLegend(LegendPlacement placement, Qt::Alignment corner);
    bool fitLegend(const QSize &size);
    void styleLegend(const QFont &font);
    bool cornerIsEmpty(const QRect &box) const;
    void fitAxisLabels();
    void wrapTitleAndNote();
    static void spaceTicks(QCPAxis *axis, int length, double gap);
    // BarChartHeatMap.cpp
    void fitHeatMap(const QSize &size);
    // The x axis labels: every `every`-th category, wrapped, rotated or elided to fit.
    void fitCategoryLabels(const QSize &size, const QStringList &all, int every = 1);
    enum class HeatMapFit { Down, Across, Neither };
    HeatMapFit heatMapFitFor(const QSize &size) const;
    void applyFontToItems();

    ChartData m_data;
    QFont m_font;
    bool m_titleShown = true;
    bool m_layoutHeld = false;
    bool m_transposed = false; // heat map: systems across, categories down
    LegendPlacement m_placement = LegendPlacement::Below;
    QVector<QCPAbstractPlottable *> m_plottables; // one per series, in order (bars or curves)
    QVector<QCPAbstractItem *> m_items; // heat map value labels
    QCPColorScale *m_scale = nullptr; // heat map
    QCPColorMap *m_map = nullptr; // heat map
    QCPBarsGroup *m_group = nullptr;
    QCPTextElement *m_title = nullptr;
    QCPTextElement *m_note = nullptr;
    QCPItemText *m_placeholder = nullptr;
    QSharedPointer<QCPAxisTickerText> m_ticker;
};
