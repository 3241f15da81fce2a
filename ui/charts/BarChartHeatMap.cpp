// BarChart's heat map layout (docs/user-guide/figures.md "How a chart is laid out"): the map
// keeps the size it is drawn at, whatever the number of systems.

#include "ui/charts/BarChart.h"
#include "ui/charts/ChartText.h"

// Row names elided to a third of the width, one a row. When the rows are lower than a line or
// the columns narrower than one, the map makes room, keeping its size: every other name right
// of the map (each side elided to a quarter, then a sixth of the width), the names a pixel smaller (never
// under 6), and last the note, then the title give way (papers put both in the caption); each
// tried laid out for real, the first that fits kept. The numbers show only when every one
// fits its cell, in black or white, whichever reads on the cell's colour.
void BarChart::fitHeatMap(const QSize &size)
{
    if (!m_map)
        return;
    const int systems = int(m_data.series.size());
    const int categories = int(m_data.categories.size());
    QStringList names;
    for (const ChartSeries &series : std::as_const(m_data.series))
        names.append(series.name);
    const QStringList &rowLabels = m_transposed ? m_data.categories : names;
    const int columns = m_transposed ? systems : categories;
    const bool noteShown = m_note->visible();
    const bool titleShown = m_title->visible();
    // Names a third of the width wide on one side, or a quarter, then a sixth on both.
    const auto layOut = [&](int hide, int smaller, int split) {
        const bool alternate = split > 0;
        m_note->setVisible(noteShown && hide < 1);
        m_title->setVisible(titleShown && hide < 2);
        for (QCPTextElement *element : {m_note, m_title}) {
            if (!element->visible())
                element->setText(QString()); // takes no room
        }
        const QFont rowFont = ChartText::smaller(m_font, smaller);
        const QFontMetrics rowMetrics(rowFont);
        const QStringList rows
            = ChartText::elideDistinct(rowMetrics, rowLabels, size.width() / (split == 0 ? 3 : split == 1 ? 4 : 6));
        auto left = QSharedPointer<QCPAxisTickerText>::create();
        auto right = QSharedPointer<QCPAxisTickerText>::create();
        for (int r = 0; r < rows.size(); ++r)
            (alternate && r % 2 == 1 ? right : left)->addTick(rows.size() - r, rows.at(r));
        yAxis->setTicker(left);
        yAxis->setTickLabelFont(rowFont);
        yAxis2->setVisible(alternate);
        if (alternate) {
            yAxis2->setTicker(right);
            yAxis2->setTickLabelFont(rowFont);
            yAxis2->setTickLabels(true);
            yAxis2->setSubTicks(false);
            yAxis2->setRange(yAxis->range());
            yAxis2->setTickLength(yAxis->tickLengthIn(), yAxis->tickLengthOut());
            yAxis2->setPadding(yAxis->padding());
        }
        xAxis->setTicker(QSharedPointer<QCPAxisTickerText>::create());
        updateLayout();
        fitCategoryLabels(size, m_transposed ? names : m_data.categories, m_transposed ? 1 : m_data.labelEvery);
        fitAxisLabels();
        wrapTitleAndNote();
        // As finally laid out: each side's names a line apart and told apart, each column a
        // line wide (its label may turn).
        const double row = double(axisRect()->height()) / qMax<qsizetype>(1, rows.size());
        const double column = double(axisRect()->width()) / qMax(1, columns);
        return (m_transposed || row * (alternate ? 2 : 1) >= rowMetrics.height())
            && column >= QFontMetrics(m_font).height() && ChartText::distinct(rows, rowLabels);
    };
    bool fitted = false;
    for (int hide = 0; hide <= 2 && !fitted; ++hide) {
        for (int smaller = 0; smaller <= 2 && !fitted; ++smaller) {
            if (smaller > 0 && ChartText::smaller(m_font, smaller) == ChartText::smaller(m_font, smaller - 1))
                break;
            for (int split = 0; split <= 2; ++split) {
                if ((fitted = layOut(hide, smaller, split)) || m_transposed)
                    break;
            }
        }
    }
    const QFontMetrics metrics(m_font);
    const double cellWidth = double(axisRect()->width()) / qMax(1, m_transposed ? systems : categories);
    const double cellHeight = double(axisRect()->height()) / qMax(1, m_transposed ? categories : systems);
    bool fits = true;
    for (QCPAbstractItem *item : std::as_const(m_items)) {
        if (auto *text = qobject_cast<QCPItemText *>(item)) {
            if (ChartText::width(metrics, text->text()) + 4 > cellWidth || metrics.height() + 1 > cellHeight)
                fits = false;
        }
    }
    for (QCPAbstractItem *item : std::as_const(m_items)) {
        auto *text = qobject_cast<QCPItemText *>(item);
        if (!text)
            continue;
        text->setVisible(fits);
        const double value = m_map->data()->data(text->position->coords().x(), text->position->coords().y());
        const QColor cell = QColor::fromRgb(m_map->gradient().color(value, m_map->dataRange()));
        text->setColor(ChartText::readableOn(cell));
    }
}

// Where a heat map's systems fit one line each, estimated: down (a table), across (turned), or
// neither (then down, fitHeatMap making room).
BarChart::HeatMapFit BarChart::heatMapFitFor(const QSize &size) const
{
    const QFontMetrics metrics(m_font);
    const int line = metrics.height() + 1;
    // Down: the height less the x labels, the axis title, the ticks, a margin.
    int available = size.height() - 5 * metrics.height() - 16;
    if (m_titleShown && !m_data.title.isEmpty())
        available -= 2 * QFontMetrics(m_title->font()).lineSpacing();
    if (!m_data.note.isEmpty())
        available -= 2 * QFontMetrics(m_note->font()).lineSpacing();
    const int systems = int(m_data.series.size());
    const int categories = int(m_data.categories.size());
    if (systems * line <= available)
        return HeatMapFit::Down;
    // Across: the width less the category names, the colour scale and its labels; the height
    // less the system names turned under the map (elided to a third of the height).
    const int across = size.width() - size.width() / 3 - 5 * metrics.height();
    int longest = 0;
    for (const ChartSeries &series : m_data.series)
        longest = qMax(longest, ChartText::width(metrics, series.name));
    const int down = available + 2 * metrics.height() - qMin(longest, size.height() / 3);
    if (categories * line <= down && systems * line <= across)
        return HeatMapFit::Across;
    return HeatMapFit::Neither;
}
