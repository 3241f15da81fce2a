// BarChart's layout: fitted to the size it is drawn at so that no text is clipped or overlaps
// (docs: README "Figures for papers"). Every size is measured with the fonts' metrics.

#include "ui/charts/BarChart.h"
#include "ui/charts/ChartText.h"

#include <QtMath>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace {

constexpr double kGroupWidth = 0.8; // as in BarChart.cpp

int maxWidth(const QFontMetrics &metrics, const QStringList &texts)
{
    int width = 0;
    for (const QString &text : texts)
        width = qMax(width, ChartText::width(metrics, text));
    return width;
}

// The category labels written under the axis: every `every`-th one.
QStringList shownCategories(const QStringList &all, int every)
{
    QStringList shown;
    for (qsizetype c = 0; c < all.size(); c += std::max(1, every))
        shown.append(all.at(c));
    return shown;
}

// The room of a category label along an axis this wide: its group less half a character.
int categoryRoom(const QFontMetrics &metrics, int axisWidth, qsizetype count, int every)
{
    const double spacing = double(axisWidth) / qMax<qsizetype>(1, count) * std::max(1, every);
    return int(spacing) - qMax(2, metrics.averageCharWidth() / 2);
}

// The labels level in `room`: as they are, or wrapped at spaces (between CJK characters) only,
// never inside a word, on at most three lines; empty when some label does not fit so.
QStringList levelCategories(const QFontMetrics &metrics, const QStringList &labels, int room)
{
    if (maxWidth(metrics, labels) <= room)
        return labels;
    QStringList wrapped;
    for (const QString &label : labels) {
        const QString lines = ChartText::wrap(metrics, label, room, 3);
        const bool whole = QString(lines).replace(QLatin1Char('\n'), QLatin1Char(' ')) == label
            || (ChartText::hasCjk(label) && QString(lines).remove(QLatin1Char('\n')) == label);
        if (!whole || ChartText::width(metrics, lines) > room)
            return QStringList();
        wrapped.append(lines);
    }
    return wrapped;
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
    if (m_data.kind == ChartData::Kind::HeatMap && m_map
        && (heatMapFitFor(size) == HeatMapFit::Across) != m_transposed) {
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

    if (m_data.kind == ChartData::Kind::HeatMap || m_data.series.isEmpty()) {
        placeLegend(LegendPlacement::None, Qt::Alignment());
    } else if (!fitLegend(size)) {
        // Too small for everything: the note, then the title give way to the legend (papers
        // put both in the caption).
        for (QCPTextElement *element : {m_note, m_title}) {
            if (element->visible()) {
                element->setVisible(false);
                if (fitLegend(size))
                    break;
            }
        }
    }
    wrapTitleAndNote();
    if (m_data.kind == ChartData::Kind::HeatMap)
        fitHeatMap(size);
    if (m_data.kind == ChartData::Kind::Bars)
        fitCategoryLabels(size, m_data.categories, m_data.labelEvery);
    fitAxisLabels();
    updateLayout();
    // Value ticks at least 1.8 lines apart, on the axis rect as it is finally laid out.
    const double line = 1.8 * metrics.height();
    if (m_data.kind != ChartData::Kind::HeatMap)
        spaceTicks(yAxis, axisRect()->height(), line);
    if (m_data.kind == ChartData::Kind::Curves)
        spaceTicks(xAxis, axisRect()->width(), 2.0 * metrics.horizontalAdvance(QStringLiteral("0.00")));
    if (m_scale)
        spaceTicks(m_scale->axis(), axisRect()->height(), line);
    wrapTitleAndNote();
}

// The title and the note span the first column only (a legend beside or a colour scale takes
// the second): wrapped to the width they are given (the title on 3 lines when the plot keeps
// room, else 2; the note on 3).
void BarChart::wrapTitleAndNote()
{
    updateLayout();
    if (m_title->visible()) {
        // On three lines rather than elided, while the plot keeps three lines of its own (a
        // heat map's rows need them more: two).
        const QFontMetrics metrics(m_title->font());
        const int width = m_title->outerRect().width() - 6;
        m_title->setText(ChartText::wrap(metrics, m_data.title, width, 3));
        updateLayout();
        if (m_title->text().count(QLatin1Char('\n')) == 2
            && (m_data.kind == ChartData::Kind::HeatMap || axisRect()->height() < 3 * QFontMetrics(m_font).height()))
            m_title->setText(ChartText::wrap(metrics, m_data.title, width, 2));
    }
    if (m_note->visible())
        m_note->setText(ChartText::wrap(QFontMetrics(m_note->font()), m_data.note, m_note->outerRect().width() - 6, 3));
    updateLayout();
}

// Ticks at a round step (1, 2, 2.5 or 5 times a power of ten) at least `gap` apart, at most
// about six.
void BarChart::spaceTicks(QCPAxis *axis, int length, double gap)
{
    const double range = axis->range().size();
    if (range <= 0.0 || length <= 0)
        return;
    // The smallest step that keeps the gap, and no more than about six ticks.
    const double least = qMax(range * gap / length, range / 6.0);
    const double power = qPow(10.0, qFloor(std::log10(least)));
    double step = 10.0 * power;
    for (const double factor : {1.0, 2.0, 2.5, 5.0}) {
        if (factor * power >= least) {
            step = factor * power;
            break;
        }
    }
    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(step);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssNone);
    axis->setTicker(ticker);
}

namespace {

// The legend's font at a compactness level: a pixel (or point) smaller per level, never under
// 6 (nor above the chart's own size).
QFont legendFont(const QFont &font, int level)
{
    return ChartText::smaller(font, level);
}

} // namespace

// The legend's font, icons and gaps; compact (a smaller font than the chart's) also draws
// shorter line samples and narrower gaps between columns.
void BarChart::styleLegend(const QFont &font)
{
    legend->setFont(font);
    for (int i = 0; i < legend->itemCount(); ++i) {
        if (QCPAbstractLegendItem *item = legend->item(i))
            item->setFont(font);
    }
    const int height = QFontMetrics(font).height();
    const bool compact = QFontMetrics(font).height() < QFontMetrics(m_font).height();
    const bool curves = m_data.kind == ChartData::Kind::Curves;
    // Texts are drawn top-aligned in the icon's height.
    legend->setIconSize(curves ? qRound(height * (compact ? 1.25 : 2.0)) : height + 1, height + 1);
    legend->setIconTextPadding(qMax(2, height / 3));
    legend->setColumnSpacing(qMax(4, compact ? height / 2 : height));
    // QCustomPlot clips each item to its rectangle moved up by one unit (QCPLayer::draw): the
    // bottom margin gives that unit back and holds the ink that reaches below the text's line
    // (an underscore at 8 px: 0.4 px lower), else "m2oie_en" reads "m2oie en" at a screen's dpi.
    const QFontMetricsF exact(font);
    const double ink = exact.ascent() + exact.tightBoundingRect(QStringLiteral("_gjpqy|")).bottom();
    const int below = qMax(0, qCeil(ink - (height + 1))) + 1;
    for (int i = 0; i < legend->itemCount(); ++i) {
        if (QCPAbstractLegendItem *item = legend->item(i))
            item->setMargins(QMargins(0, 0, 0, below));
    }
}

// Tries the legend below in 1..n columns, beside in one column and inside each corner, each
// laid out for real, first at the chart's font and then a point smaller at a time (never
// under 6), and keeps the one that leaves the plot the most room without squeezing the legend
// (its items keep their minimum size), without eliding names more than needed and with every
// name told apart from the others (ChartText::elideDistinct). Only when no placement fits with
// the details ("AUC 0.422") does the legend show the names alone (the CSV keeps them). False
// when nothing fits: the least bad placement is kept.
bool BarChart::fitLegend(const QSize &size)
{
    const int n = int(m_data.series.size());
    QStringList names;
    bool hasDetails = false;
    for (const ChartSeries &series : std::as_const(m_data.series)) {
        names.append(series.name);
        hasDetails = hasDetails || !series.detail.isEmpty();
    }
    const int minimumPlot = 3 * QFontMetrics(m_font).height();
    const QMargins margins(2, 1, 2, 1);
    struct Candidate
    {
        LegendPlacement placement;
        Qt::Alignment corner;
        int columns;
        int textWidth;
        int level;
        bool details;
        int textMax; // the widest text unelided
        int suffixWidth; // the widest detail
    };
    const auto suffix = [](const ChartSeries &series, bool details) -> QString {
        return !details || series.detail.isEmpty() ? QString()
                                                   : QStringLiteral(" (") + series.detail + QLatin1Char(')');
    };
    // The legend's texts for a candidate, or none when they cannot be told apart.
    const auto texts = [&](const Candidate &candidate, const QFontMetrics &metrics) {
        int suffixWidth = 0;
        for (const ChartSeries &series : std::as_const(m_data.series))
            suffixWidth = qMax(suffixWidth, ChartText::width(metrics, suffix(series, candidate.details)));
        const QStringList labels = ChartText::elideDistinct(metrics, names, candidate.textWidth - suffixWidth);
        if (!ChartText::distinct(labels, names))
            return QStringList();
        QStringList result;
        for (int s = 0; s < n; ++s)
            result.append(labels.at(s) + suffix(m_data.series.at(s), candidate.details));
        return result;
    };
    const auto apply = [&](const Candidate &candidate) {
        styleLegend(legendFont(m_font, candidate.level));
        placeLegend(candidate.placement, candidate.corner);
        legend->setWrap(candidate.columns);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true); // rearranges the items
        if (candidate.placement == LegendPlacement::Inside) {
            axisRect()->insetLayout()->setMargins(QMargins(3, 3, 3, 3));
            legend->setMargins(QMargins(3, 2, 3, 2));
        } else {
            legend->setMargins(margins);
        }
        const QStringList labels = texts(candidate, QFontMetrics(legend->font()));
        for (int s = 0; s < n && s < m_plottables.size(); ++s)
            m_plottables.at(s)->setName(labels.value(s));
        wrapTitleAndNote();
        wrapTitleAndNote(); // the first column's width follows the texts' new widths
        return !labels.isEmpty();
    };
    // The candidates of one font level, with or without the details.
    const auto candidatesAt = [&](int level, bool details) {
        QVector<Candidate> candidates;
        styleLegend(legendFont(m_font, level));
        const QFontMetrics metrics(legend->font());
        const QSize icon = legend->iconSize();
        const int pad = legend->iconTextPadding();
        const int spacing = legend->columnSpacing();
        // The names are elided to one width, that of the text less the widest detail.
        int nameMax = 0;
        int suffixMax = 0;
        for (const ChartSeries &series : std::as_const(m_data.series)) {
            nameMax = qMax(nameMax, ChartText::width(metrics, series.name));
            suffixMax = qMax(suffixMax, ChartText::width(metrics, suffix(series, details)));
        }
        const int textMax = nameMax + suffixMax;
        const int textMin = qMin(textMax, metrics.averageCharWidth() * 5 + suffixMax);
        for (int k = 1; k <= n; ++k) {
            const int column = (size.width() - margins.left() - margins.right() - 4 - (k - 1) * spacing) / k;
            const int text = qMin(textMax, column - icon.width() - pad - 2);
            if (text < textMin)
                break;
            candidates.append({LegendPlacement::Below, Qt::Alignment(), k, text, level, details, textMax, suffixMax});
            if (text == textMax && (n + k - 1) / k == 1)
                break; // one row: more columns change nothing
        }
        const int beside
            = qMin(textMax, int(0.45 * size.width()) - icon.width() - pad - margins.left() - margins.right());
        if (beside >= textMin)
            candidates.append({LegendPlacement::Right, Qt::Alignment(), 1, beside, level, details, textMax, suffixMax});
        const int inside = qMin(textMax, int(0.5 * size.width()));
        if (inside >= textMin) {
            for (const Qt::Alignment corner : {Qt::AlignTop | Qt::AlignRight, Qt::AlignBottom | Qt::AlignRight,
                                               Qt::AlignTop | Qt::AlignLeft, Qt::AlignBottom | Qt::AlignLeft})
                candidates.append({LegendPlacement::Inside, corner, 1, inside, level, details, textMax, suffixMax});
        }
        return candidates;
    };
    const auto shortOf = [](QCPLayoutElement *element) {
        if (!element->visible())
            return 0;
        const QSize need = element->minimumOuterSizeHint();
        const QRect given = element->outerRect();
        return qMax(0, need.width() - given.width()) + qMax(0, need.height() - given.height());
    };
    const QFontMetrics categoryMetrics(m_font);
    const QStringList categories = shownCategories(m_data.categories, m_data.labelEvery);
    const auto levelAt = [&](int axisWidth) {
        return !levelCategories(categoryMetrics, categories,
                                categoryRoom(categoryMetrics, axisWidth, m_data.categories.size(), m_data.labelEvery))
                    .isEmpty();
    };
    std::optional<Candidate> best;
    double bestScore = -1.0;
    std::optional<Candidate> leastShort; // when nothing fits: the candidate short of the fewest pixels
    int leastDeficit = std::numeric_limits<int>::max();
    for (const bool details : {true, false}) {
        if (!details && (!hasDetails || best))
            break;
        for (int level = 0; level <= 2; ++level) {
            if (level > 0 && legendFont(m_font, level) == legendFont(m_font, level - 1))
                break;
            for (const Candidate &candidate : candidatesAt(level, details)) {
                if (!apply(candidate))
                    continue; // names that cannot be told apart
                const QRect plot = axisRect()->rect();
                const QRect given = legend->outerRect();
                const int deficit = shortOf(legend) + shortOf(m_title) + shortOf(m_note)
                    + qMax(0, minimumPlot - plot.height()) + qMax(0, 2 * minimumPlot - plot.width());
                if (candidate.placement == LegendPlacement::Inside
                    && (!plot.contains(given) || !cornerIsEmpty(given.adjusted(-2, -2, 2, 2))))
                    continue;
                if (deficit > 0) {
                    if (deficit < leastDeficit) {
                        leastDeficit = deficit;
                        leastShort = candidate;
                    }
                    continue;
                }
                // Elided names cost more than plot room (a name elided at all loses 40%, cut to
                // half its length 85%), a smaller font a little.
                const double fraction = qMin(1.0,
                                             double(candidate.textWidth - candidate.suffixWidth)
                                                 / qMax(1, candidate.textMax - candidate.suffixWidth));
                const double shown = candidate.textWidth >= candidate.textMax ? 1.0 : 0.6 * fraction * fraction;
                // A plot flatter than 3:1 reads badly.
                const double aspect = qMin(1.0, 3.0 * plot.height() / qMax(1, plot.width()));
                // Category labels that must turn (cut to a third of the height) read worse than
                // labels wrapped level: "Minimal concat" on two lines under a wider plot.
                const double labels = m_data.kind != ChartData::Kind::Bars || levelAt(plot.width()) ? 1.0 : 0.5;
                const double score
                    = double(plot.width()) * plot.height() * shown * aspect * labels * (1.0 - 0.1 * level);
                if (score > bestScore) {
                    bestScore = score;
                    best = candidate;
                }
            }
            if (best && best->textWidth >= best->textMax)
                break; // a smaller font would only cost legibility
        }
    }
    if (best) {
        apply(*best);
        return true;
    }
    if (leastShort)
        apply(*leastShort);
    else
        apply(Candidate{LegendPlacement::Below, Qt::Alignment(), qMax(1, qMin(n, 4)),
                        size.width() / qMax(1, qMin(n, 4)) - 20, 2, false, size.width(), 0});
    return false;
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
            const QRectF bar(
                QPointF(xAxis->coordToPixel(left), yAxis->coordToPixel(m_data.series.at(s).values.value(c))),
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
void BarChart::fitCategoryLabels(const QSize &size, const QStringList &all, int every)
{
    const int count = int(all.size());
    if (count == 0)
        return;
    // Only every n-th category is written (300 sentences: every 20th id); the rest stay blank.
    every = std::max(1, every);
    const QStringList categories = shownCategories(all, every);
    const QFontMetrics metrics(m_font);
    const double spacing = double(axisRect()->width()) / count * every;
    const int room = categoryRoom(metrics, axisRect()->width(), count, every); // half a character apart
    QStringList labels = levelCategories(metrics, categories, room);
    double angle = 0.0;
    if (labels.isEmpty()) {
        angle = spacing >= metrics.height() * 1.5 + 2 ? -45.0 : -90.0;
        labels = ChartText::elideDistinct(metrics, categories, int(size.height() / 3.0));
    }
    const QSharedPointer<QCPAxisTickerText> ticker = qSharedPointerCast<QCPAxisTickerText>(xAxis->ticker());
    if (!ticker)
        return;
    ticker->clear();
    for (int c = 0; c < count; ++c)
        ticker->addTick(c + 1, c % every == 0 ? labels.at(c / every) : QString());
    xAxis->setTickLabelRotation(angle);
    if (angle < 0.0 && angle > -90.0) {
        updateLayout();
        // The first label ends at its tick and reaches left by cos(45) of its width.
        const double radians = qDegreesToRadians(-angle);
        const double reach
            = qCos(radians) * ChartText::width(metrics, labels.first()) + qSin(radians) * metrics.height() / 2.0;
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
    xAxis->setLabel(
        ChartText::wrap(metrics, swapped ? m_data.yLabel : m_data.xLabel, axisRect()->width() - 4, 2, false));
    yAxis->setLabel(
        ChartText::wrap(metrics, swapped ? m_data.xLabel : m_data.yLabel, axisRect()->height() - 4, 3, false));
}
