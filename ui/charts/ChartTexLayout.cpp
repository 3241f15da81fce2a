#include "ui/charts/ChartTexLayout.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace ChartTexLayout {

int linesOf(double textWidth, double lineWidth)
{
    return std::max(1, int(std::ceil(textWidth / std::max(0.5, lineWidth))));
}

// A series' legend entry; shortened, its detail's last word alone ("AUC 0.422" -> "0.422").
QString legendEntry(const ChartSeries &series, bool shortEntry)
{
    if (!shortEntry || series.detail.isEmpty())
        return series.legendText();
    return series.name + QStringLiteral(" (") + series.detail.section(QLatin1Char(' '), -1) + QLatin1Char(')');
}

// The least room the axis box keeps for its data to be read: 1.5 cm (or a quarter of the
// figure's height) tall, 2.5 cm wide.
double minimumAxisHeight(double height)
{
    return std::max(1.5, height * 0.25);
}

TexLayout::TexLayout(const ChartData &data, const ChartExportOptions &options, double width, double height,
                     LegendStyle style)
    : legend(style)
{
    // The paper sets the text: 10 pt is assumed (most papers), or the export's size if larger.
    const TexMetrics metrics(std::max(10.0, options.fontPoints));
    const TexMetrics legendMetrics(std::max(10.0, options.fontPoints) * style.scale);
    const int systems = int(data.series.size());
    const bool heatMap = data.kind == ChartData::Kind::HeatMap;
    // Left: tick labels (numbers, or the systems of the heat map) and the y label's lines.
    double widestTick = metrics.width(QStringLiteral("0.00"));
    if (heatMap) {
        for (const ChartSeries &series : data.series)
            widestTick = std::max(widestTick, metrics.width(series.name));
    }
    const double right = heatMap ? 1.6 : 0.25; // the colour bar and its numbers
    // The legend under the x label, in as many columns as fit the figure's width.
    double widestEntry = 0;
    for (const ChartSeries &series : data.series) // + image and gap
        widestEntry = std::max(widestEntry, legendMetrics.width(legendEntry(series, style.shortEntries)) + 0.8);
    // A tenth of the width spare: the estimate of a character can fall short.
    columns = heatMap || systems == 0 ? 1 : std::clamp(int(width * 0.9 / std::max(0.1, widestEntry)), 1, systems);
    legendRows = heatMap || systems == 0 ? 0 : (systems + columns - 1) / columns;
    const double legendHeight = legendRows > 0 ? legendRows * legendMetrics.line * 1.4 + 0.35 : 0.0;
    title = options.title && style.title && !data.title.isEmpty();
    double widestCategory = 0;
    for (const QString &category : data.categories)
        widestCategory = std::max(widestCategory, metrics.width(category));
    double widestWord = 0;
    for (const QString &category : data.categories) {
        for (const QString &word : category.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            widestWord = std::max(widestWord, metrics.width(word));
    }
    // Twice: the y label's lines take width, the title's lines height.
    int yLabelLines = 1;
    double room = 0;
    for (int pass = 0; pass < 2; ++pass) {
        const double left = widestTick + yLabelLines * metrics.line + 0.35;
        room = width - left - right;
        axisWidth = std::max(2.0, room);
        const double group = data.categories.isEmpty() ? axisWidth : axisWidth / data.categories.size();
        turned = data.kind != ChartData::Kind::Curves && widestCategory > group * 0.85;
        // Wrapped on up to three lines rather than turned, when each word fits its group
        // (`Minimal concat`), as on screen.
        wrapWidth = 0;
        int wrapLines = 1;
        if (turned && data.labelEvery <= 1 && widestWord <= group * 0.85) {
            for (const QString &category : data.categories)
                wrapLines = std::max(wrapLines, linesOf(metrics.width(category), group * 0.85 - widestWord * 0.5));
            if (wrapLines <= 3) {
                turned = false;
                wrapWidth = group * 0.85;
            }
        }
        const double turn = kTurn * kPi / 180.0;
        const double tickHeight = turned ? widestCategory * std::sin(turn) + metrics.line * std::cos(turn)
                                         : (wrapWidth > 0 ? wrapLines : 1) * metrics.line;
        const double bottom = tickHeight + (data.xLabel.isEmpty() ? 0.0 : metrics.line) + 0.4;
        titleWidth = axisWidth + 2.0 * std::min(left, right);
        const double top = title ? linesOf(metrics.width(data.title), titleWidth) * metrics.line + 0.25 : 0.15;
        axisHeight = height - bottom - legendHeight - top;
        yLabelLines = linesOf(metrics.width(data.yLabel), std::max(1.5, axisHeight));
    }
    fits = axisHeight >= minimumAxisHeight(height) && room >= kMinimumAxisWidth
        && (legendRows == 0 || widestEntry <= width);
    axisHeight = std::max(1.5, axisHeight);
}

TexLayout TexLayout::fitted(const ChartData &data, const ChartExportOptions &options, double width, double height)
{
    for (const LegendStyle &style : kLegendStyles) {
        const TexLayout layout(data, options, width, height, style);
        if (layout.fits || &style == &kLegendStyles[std::size(kLegendStyles) - 1])
            return layout;
    }
    return TexLayout(data, options, width, height);
}

// The export's size in cm.
QSizeF sizeInCentimetres(const ChartExportOptions &options)
{
    const double factor = options.unit == ChartExportOptions::Unit::Inches ? 2.54 : 1.0;
    return QSizeF(options.width * factor, options.height * factor);
}

// The smallest height (by half centimetres, at the same width) at which the figure fits with
// a centimetre to spare (the estimate of the text's size can fall short): 0 when none up to 60 cm.
double heightThatFits(const ChartData &data, const ChartExportOptions &options, double width, double height)
{
    for (double candidate = std::ceil(height * 2.0) / 2.0; candidate <= 60.0; candidate += 0.5) {
        if (TexLayout::fitted(data, options, width, candidate).fits
            && TexLayout::fitted(data, options, width, candidate - 1.0).fits)
            return candidate;
    }
    return 0.0;
}

} // namespace ChartTexLayout
