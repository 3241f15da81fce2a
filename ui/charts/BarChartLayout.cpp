// BarChart's layout: fitted to the size it is drawn at so that no text is clipped or overlaps
// (docs: README "Figures for papers"). Every size is measured with the fonts' metrics.

#include "ui/charts/BarChart.h"

#include "ui/charts/ChartText.h"

#include <QtMath>

#include <algorithm>
#include <limits>

namespace {

constexpr double kGroupWidth = 0.8; // as in BarChart.cpp

int maxWidth(const QFontMetrics &metrics, const QStringList &texts)
{
    int width = 0;
    for (const QString &text : texts)
        width = qMax(width, ChartText::width(metrics, text));
    return width;
}

} // namespace

void BarChart::placeLegend(LegendPlacement placement, Qt::Alignment corner)
{
    if (QCPLayout *home = legend->layout())
        home->take(legend);
    m_placement = placement;
    legend->setVisible(placement != LegendPlacement::None);
    legend->setBrush(Qt::NoBrush);
    switch (placement) {
    case LegendPlacement::None: // hidden in the axis rect, where it takes no room
        axisRect()->insetLayout()->addElement(legend, Qt::AlignTop | Qt::AlignRight);
        break;
    case LegendPlacement::Below:
        plotLayout()->addElement(2, 0, legend);
        plotLayout()->simplify(); // no empty column where a legend beside was
        break;
    case LegendPlacement::Right:
        plotLayout()->addElement(1, 1, legend);
        plotLayout()->setColumnStretchFactor(1, 0.001);
        break;
    case LegendPlacement::Inside:
        axisRect()->insetLayout()->addElement(legend, corner);
        legend->setBrush(QColor(255, 255, 255, 230));
        break;
    }
}

void BarChart::fitTo(const QSize &size)
{
    if (size.width() < 10 || size.height() < 10)
        return;
    setViewport(QRect(QPoint(0, 0), size));
    if (m_data.kind == ChartData::Kind::HeatMap && m_map && (heatMapFitFor(size) == HeatMapFit::Across) != m_transposed) {
        m_transposed = !m_transposed;
        rebuild(); // lays the new map out at the viewport's size
        return;
    }
    const QFontMetrics titleMetrics(m_title->font());
    const QFontMetrics noteMetrics(m_note->font());
    // While the legend's place is chosen, the title and note are wrapped to 60% of the width
    // (so that they do not widen the first column); then again to the column they get.
    const int width = int(size.width() * 0.6);
    const QString title = m_titleShown ? ChartText::wrap(titleMetrics, m_data.title, width, 2) : QString();
    m_title->setText(title);
    m_title->setVisible(!title.isEmpty());
    const QString note = ChartText::wrap(noteMetrics, m_data.note, width, 2);
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
    xAxis->setLabel(m_data.xLabel);
    yAxis->setLabel(m_data.yLabel);
    xAxis->setTickLabelRotation(0);
    axisRect()->setMinimumMargins(QMargins());
    // Room for the half of the top y label and the last x label that stand out of the axis rect.
    const QFontMetrics metrics(m_font);
    int right = 2;
    if (m_data.kind == ChartData::Kind::Curves)
        right = metrics.horizontalAdvance(QLocale().toString(m_data.xMax, 'f', 1)) / 2 + 2;
    axisRect()->setMinimumMargins(QMargins(0, metrics.height() / 2 + 1, right, 0));

    if (m_data.kind == ChartData::Kind::HeatMap || m_data.series.isEmpty())
        placeLegend(LegendPlacement::None, Qt::Alignment());
    else
        fitLegend(size);
    updateLayout();
    // The title and the note span the first column only (a legend beside or a colour scale
    // takes the second): wrap them again to what is left.
    if (m_title->visible())
        m_title->setText(ChartText::wrap(titleMetrics, m_data.title, m_title->outerRect().width() - 6, 2));
    if (m_note->visible())
        m_note->setText(ChartText::wrap(noteMetrics, m_data.note, m_note->outerRect().width() - 6, 2));
    updateLayout();
    // Value ticks at least two lines apart.
    const auto spaceTicks = [&metrics](QCPAxis *axis, int length) {
        axis->ticker()->setTickCount(qBound(2, int(length / (2.2 * metrics.height())), 6));
    };
    if (m_data.kind != ChartData::Kind::HeatMap)
        spaceTicks(yAxis, axisRect()->height());
    if (m_data.kind == ChartData::Kind::Curves)
        spaceTicks(xAxis, axisRect()->width() / 2);
    if (m_scale)
        spaceTicks(m_scale->axis(), axisRect()->height());
    if (m_data.kind == ChartData::Kind::HeatMap)
        fitHeatMap(size);
    if (m_data.kind == ChartData::Kind::Bars)
        fitCategoryLabels(size, m_data.categories);
    fitAxisLabels();
    updateLayout();
}

// Tries the legend below in 1..n columns, beside in one column and inside each corner, each
// laid out for real, and keeps the one that leaves the plot the most room without squeezing
// the legend (its items keep their minimum size) and without eliding names more than needed.
void BarChart::fitLegend(const QSize &size)
{
    const QFontMetrics metrics(m_font);
    const int n = int(m_data.series.size());
    const QSize icon = legend->iconSize();
    const int pad = legend->iconTextPadding();
    const int spacing = legend->columnSpacing();
    const QMargins margins = legend->margins();
    for (int i = 0; i < legend->itemCount(); ++i) {
        if (QCPAbstractLegendItem *item = legend->item(i))
            item->setMargins(QMargins(0, 0, 0, 0));
    }
    QStringList full;
    for (const ChartSeries &series : std::as_const(m_data.series))
        full.append(series.legendText());
    const int textMax = maxWidth(metrics, full);
    const bool details = !m_data.series.first().detail.isEmpty();
    const int textMin = qMin(textMax, metrics.averageCharWidth() * 5 +
                                          (details ? ChartText::width(metrics, QStringLiteral(" (AUC 0.000)")) : 0));
    const int minimumPlot = 3 * metrics.height();
    struct Candidate
    {
        LegendPlacement placement;
        Qt::Alignment corner;
        int columns;
        int textWidth;
    };
    QVector<Candidate> candidates;
    for (int k = 1; k <= n; ++k) {
        const int column = (size.width() - margins.left() - margins.right() - 4 - (k - 1) * spacing) / k;
        const int text = qMin(textMax, column - icon.width() - pad - 2);
        if (text < textMin)
            break;
        candidates.append({LegendPlacement::Below, Qt::Alignment(), k, text});
        if (text == textMax && (n + k - 1) / k == 1)
            break; // one row: more columns change nothing
    }
    const int beside = qMin(textMax, int(0.35 * size.width()) - icon.width() - pad - margins.left() - margins.right());
    if (beside >= textMin)
        candidates.append({LegendPlacement::Right, Qt::Alignment(), 1, beside});
    const int inside = qMin(textMax, int(0.5 * size.width()));
    if (inside >= textMin) {
        for (const Qt::Alignment corner : {Qt::AlignTop | Qt::AlignRight, Qt::AlignBottom | Qt::AlignRight,
                                           Qt::AlignTop | Qt::AlignLeft, Qt::AlignBottom | Qt::AlignLeft})
            candidates.append({LegendPlacement::Inside, corner, 1, inside});
    }
    const auto apply = [&](const Candidate &candidate) {
        placeLegend(candidate.placement, candidate.corner);
        legend->setWrap(candidate.columns);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true); // rearranges the items
        if (candidate.placement == LegendPlacement::Inside) {
            axisRect()->insetLayout()->setMargins(QMargins(3, 3, 3, 3));
            legend->setMargins(QMargins(3, 2, 3, 2));
        } else {
            legend->setMargins(margins);
        }
        for (int s = 0; s < n && s < m_plottables.size(); ++s) {
            const ChartSeries &series = m_data.series.at(s);
            const QString suffix = series.detail.isEmpty() ? QString() : QStringLiteral(" (") + series.detail + QLatin1Char(')');
            const int nameWidth = candidate.textWidth - ChartText::width(metrics, suffix);
            m_plottables.at(s)->setName(ChartText::elide(metrics, series.name, nameWidth) + suffix);
        }
        updateLayout();
    };
    int best = -1;
    double bestScore = -1.0;
    int leastShort = -1; // when nothing fits: the candidate short of the fewest pixels
    int leastDeficit = std::numeric_limits<int>::max();
    for (int c = 0; c < candidates.size(); ++c) {
        const Candidate &candidate = candidates.at(c);
        apply(candidate);
        const QRect plot = axisRect()->rect();
        const QSize need = legend->minimumOuterSizeHint();
        const QRect given = legend->outerRect();
        const int deficit = qMax(0, need.width() - given.width()) + qMax(0, need.height() - given.height()) +
            qMax(0, minimumPlot - plot.height()) + qMax(0, 2 * minimumPlot - plot.width());
        if (candidate.placement == LegendPlacement::Inside &&
            (!plot.contains(given) || !cornerIsEmpty(given.adjusted(-2, -2, 2, 2))))
            continue;
        if (deficit > 0) {
            if (deficit < leastDeficit) {
                leastDeficit = deficit;
                leastShort = c;
            }
            continue;
        }
        const double elision = candidate.textWidth >= textMax ? 1.0 : 0.6 + 0.3 * double(candidate.textWidth) / textMax;
        const double score = double(plot.width()) * plot.height() * elision;
        if (score > bestScore) {
            bestScore = score;
            best = c;
        }
    }
    if (best < 0)
        best = leastShort;
    apply(best >= 0 ? candidates.at(best)
                    : Candidate{LegendPlacement::Below, Qt::Alignment(), qMax(1, qMin(n, 4)), textMin});
}

// True when no curve point or segment and no bar falls in `box` (pixels, axis rect laid out).
bool BarChart::cornerIsEmpty(const QRect &box) const
{
    const QRectF area(box);
    if (m_data.kind == ChartData::Kind::Curves) {
        for (const ChartSeries &series : m_data.series) {
            QPointF previous;
            for (int i = 0; i < series.xs.size() && i < series.values.size(); ++i) {
                const QPointF point(xAxis->coordToPixel(series.xs.at(i)), yAxis->coordToPixel(series.values.at(i)));
                if (area.contains(point))
                    return false;
                if (i > 0) {
                    const QLineF segment(previous, point);
                    const int steps = qMax(1, int(segment.length() / 2.0));
                    for (int k = 1; k < steps; ++k) {
                        if (area.contains(segment.pointAt(double(k) / steps)))
                            return false;
                    }
                }
                previous = point;
            }
        }
        return true;
    }
    const int n = int(m_data.series.size());
    for (int s = 0; s < n; ++s) {
        for (int c = 0; c < m_data.categories.size(); ++c) {
            const double left = c + 1 - kGroupWidth / 2 + s * kGroupWidth / n;
            const QRectF bar(QPointF(xAxis->coordToPixel(left), yAxis->coordToPixel(m_data.series.at(s).values.value(c))),
                             QPointF(xAxis->coordToPixel(left + kGroupWidth / n), yAxis->coordToPixel(0.0)));
            if (bar.normalized().intersects(area))
                return false;
        }
    }
    return true;
}

// Category labels that collide are wrapped; when wrapping is not enough they turn by 45 or 90
// degrees (elided to a third of the height), and the axis rect moves right so that the first
// one stays in the figure.
void BarChart::fitCategoryLabels(const QSize &size, const QStringList &categories)
{
    const int count = int(categories.size());
    if (count == 0)
        return;
    const QFontMetrics metrics(m_font);
    const double spacing = double(axisRect()->width()) / count;
    const int room = int(spacing) - metrics.averageCharWidth();
    QStringList labels = categories;
    double angle = 0.0;
    if (maxWidth(metrics, labels) > room) {
        // Wrapped at spaces (or between CJK characters) only, never inside a word.
        QStringList wrapped;
        bool whole = true;
        for (const QString &label : categories) {
            const QString lines = ChartText::wrap(metrics, label, room, 3);
            wrapped.append(lines);
            whole = whole && (QString(lines).replace(QLatin1Char('\n'), QLatin1Char(' ')) == label ||
                              (ChartText::hasCjk(label) && QString(lines).remove(QLatin1Char('\n')) == label));
        }
        if (whole && maxWidth(metrics, wrapped) <= room) {
            labels = wrapped;
        } else {
            angle = spacing >= metrics.height() * 1.5 + 2 ? -45.0 : -90.0;
            const int longest = int(size.height() / 3.0);
            for (QString &label : labels)
                label = ChartText::elide(metrics, label, longest);
        }
    }
    const QSharedPointer<QCPAxisTickerText> ticker = qSharedPointerCast<QCPAxisTickerText>(xAxis->ticker());
    if (!ticker)
        return;
    ticker->clear();
    for (int c = 0; c < count; ++c)
        ticker->addTick(c + 1, labels.at(c));
    xAxis->setTickLabelRotation(angle);
    if (angle < 0.0 && angle > -90.0) {
        updateLayout();
        // The first label ends at its tick and reaches left by cos(45) of its width.
        const double radians = qDegreesToRadians(-angle);
        const double reach = qCos(radians) * ChartText::width(metrics, labels.first()) +
            qSin(radians) * metrics.height() / 2.0;
        const double firstTick = xAxis->coordToPixel(1.0);
        const int overflow = qCeil(reach - firstTick) + 2;
        if (overflow > 0) {
            QMargins minimum = axisRect()->minimumMargins();
            minimum.setLeft(axisRect()->margins().left() + overflow);
            axisRect()->setMinimumMargins(minimum);
        }
    }
}

// Axis titles longer than their axis wrap onto two lines, then elide.
void BarChart::fitAxisLabels()
{
    updateLayout();
    const QFontMetrics metrics(m_font);
    const bool swapped = m_data.kind == ChartData::Kind::HeatMap && m_transposed;
    // Never inside a word: a word longer than its axis stands out a little past its ends.
    xAxis->setLabel(ChartText::wrap(metrics, swapped ? m_data.yLabel : m_data.xLabel, axisRect()->width() - 4, 2, false));
    yAxis->setLabel(ChartText::wrap(metrics, swapped ? m_data.xLabel : m_data.yLabel, axisRect()->height() - 4, 3, false));
}

// Heat map: system names elided to a third of the width; the numbers only when every one fits
// its cell, in black or white, whichever reads on the cell's colour.
void BarChart::fitHeatMap(const QSize &size)
{
    if (!m_map)
        return;
    const QFontMetrics metrics(m_font);
    const int systems = int(m_data.series.size());
    const int categories = int(m_data.categories.size());
    QStringList names;
    for (const ChartSeries &series : std::as_const(m_data.series))
        names.append(series.name);
    auto down = QSharedPointer<QCPAxisTickerText>::create();
    const QStringList &rowLabels = m_transposed ? m_data.categories : names;
    for (int r = 0; r < rowLabels.size(); ++r)
        down->addTick(rowLabels.size() - r, ChartText::elide(metrics, rowLabels.at(r), size.width() / 3));
    yAxis->setTicker(down);
    xAxis->setTicker(QSharedPointer<QCPAxisTickerText>::create());
    updateLayout();
    fitCategoryLabels(size, m_transposed ? names : m_data.categories);
    updateLayout();
    updateLayout();
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

// Where a heat map's systems fit one line each: down (a table), across (turned), or neither.
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
    // Across: the width less the category names, the colour scale and its labels.
    const int across = size.width() - size.width() / 3 - 5 * metrics.height();
    if (categories * line <= available && systems * line <= across)
        return HeatMapFit::Across;
    return HeatMapFit::Neither;
}

int BarChart::heightNeeded(const QSize &size) const
{
    if (m_data.kind != ChartData::Kind::HeatMap || heatMapFitFor(size) != HeatMapFit::Neither)
        return size.height();
    // Neither way: the map grows taller until the systems fit down, one line each.
    int height = size.height();
    while (heatMapFitFor(QSize(size.width(), height)) == HeatMapFit::Neither && height < 20 * size.height())
        height += 4;
    return height;
}
