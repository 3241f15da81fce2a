#include "ui/charts/ChartTex.h"

#include "core/report/ScoreReport.h"
#include "ui/charts/ChartExporter.h"
#include "ui/charts/ChartTexLayout.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSizeF>

#include <algorithm>
#include <cmath>

using namespace ChartTexLayout;

namespace {

constexpr double kGroupWidth = 0.8; // of a category, as the bar chart on screen (BarChart)
// A curve's point closer than this share of both axes to the last point kept is left out of
// the figure (TeX's memory; the CSV beside it keeps every point).
constexpr double kCurveResolution = 0.002;

QString escaped(const QString &text)
{
    return ScoreReport::latexEscape(text);
}

// A number as pgfplots reads it (C locale, six significant digits: finer than print).
QString number(double value)
{
    return QString::number(std::isfinite(value) ? value : 0.0, 'g', 6);
}

QString centimetres(double value)
{
    return QString::number(value, 'f', 2) + QStringLiteral("cm");
}

QString hex(const QColor &color)
{
    return color.name(QColor::HexRgb).mid(1).toUpper();
}

QString lineStyle(Qt::PenStyle line)
{
    switch (line) {
    case Qt::DashLine:
        return QStringLiteral("dashed");
    case Qt::DotLine:
        return QStringLiteral("dotted");
    case Qt::DashDotLine:
    case Qt::DashDotDotLine:
        return QStringLiteral("dashdotted");
    default:
        return QStringLiteral("solid");
    }
}

// The pgfplots mark of a SystemStyle marker, as PlotBuilder draws it: the first five filled,
// the others open.
QString markOf(SystemStyle::Marker marker)
{
    switch (marker) {
    case SystemStyle::Marker::Disc:
        return QStringLiteral("mark=*");
    case SystemStyle::Marker::Square:
        return QStringLiteral("mark=square*");
    case SystemStyle::Marker::Diamond:
        return QStringLiteral("mark=diamond*");
    case SystemStyle::Marker::Triangle:
        return QStringLiteral("mark=triangle*");
    case SystemStyle::Marker::TriangleDown:
        return QStringLiteral("mark=triangle*, mark options={solid, rotate=180}");
    case SystemStyle::Marker::Circle:
        return QStringLiteral("mark=o");
    case SystemStyle::Marker::Cross:
        return QStringLiteral("mark=x");
    case SystemStyle::Marker::Plus:
        return QStringLiteral("mark=+");
    case SystemStyle::Marker::Star:
        return QStringLiteral("mark=asterisk");
    case SystemStyle::Marker::CrossSquare:
        return QStringLiteral("mark=oie crossed square");
    }
    return QStringLiteral("mark=*");
}

// TikZ's patterns for Qt's hatchings (HatchedBars draws the same over the bar's colour).
QString patternOf(Qt::BrushStyle hatch)
{
    switch (hatch) {
    case Qt::BDiagPattern:
        return QStringLiteral("north east lines");
    case Qt::FDiagPattern:
        return QStringLiteral("north west lines");
    case Qt::DiagCrossPattern:
        return QStringLiteral("crosshatch");
    case Qt::HorPattern:
        return QStringLiteral("horizontal lines");
    case Qt::VerPattern:
        return QStringLiteral("vertical lines");
    case Qt::CrossPattern:
        return QStringLiteral("grid");
    case Qt::NoBrush:
        break;
    default:
        return QStringLiteral("dots");
    }
    return QString();
}

// {{first},{second},...}: each label braced, so that commas in it stay text.
QString bracedList(const QStringList &labels)
{
    QStringList braced;
    for (const QString &label : labels)
        braced.append(QLatin1Char('{') + escaped(label) + QLatin1Char('}'));
    return QLatin1Char('{') + braced.join(QLatin1Char(',')) + QLatin1Char('}');
}

QString ticks(int count)
{
    QStringList values;
    for (int i = 1; i <= count; ++i)
        values.append(QString::number(i));
    return QLatin1Char('{') + values.join(QLatin1Char(',')) + QLatin1Char('}');
}

// The points of a curve as drawn: every point that moves the line by a visible amount.
QVector<QPointF> curvePoints(const ChartSeries &series, double xRange, double yRange)
{
    QVector<QPointF> points;
    const int count = int(std::min(series.xs.size(), series.values.size()));
    for (int i = 0; i < count; ++i) {
        const QPointF point(series.xs.at(i), series.values.at(i));
        const bool last = i + 1 == count;
        if (!points.isEmpty() && !last && std::abs(point.x() - points.constLast().x()) < kCurveResolution * xRange
            && std::abs(point.y() - points.constLast().y()) < kCurveResolution * yRange)
            continue;
        points.append(point);
    }
    return points;
}

} // namespace

// In place of a figure that does not fit: a framed box of the requested size that says why
// and which size works, and the same as a warning in the LaTeX log.
QString ChartTex::refusedFigure(const ChartData &data, const ChartExportOptions &options)
{
    const QSizeF size = sizeInCentimetres(options);
    const double works = heightThatFits(data, options, size.width(), size.height());
    const QString asked = centimetres(size.width()) + QStringLiteral(" x ") + centimetres(size.height());
    const QString advice = works > 0.0
        ? QStringLiteral("export it at %1 x %2").arg(centimetres(size.width()), centimetres(works))
        : QStringLiteral("export it wider");
    const QString why = QStringLiteral("OIE Studio figure %1 not made: its text does not fit %2 at the document's "
                                       "text size; %3")
                            .arg(data.fileName, asked, advice);
    QString out;
    out += QStringLiteral("% %1\n").arg(QString(data.title).replace(QLatin1Char('\n'), QLatin1Char(' ')));
    out += QStringLiteral("% OIE Studio figure (pgfplots), %1: REFUSED.\n% %2.\n").arg(asked, why);
    out += QStringLiteral("\\GenericWarning{}{%1}\n").arg(why);
    out += QStringLiteral("\\fbox{\\parbox[c][\\dimexpr %1-2\\fboxsep-2\\fboxrule\\relax][c]"
                          "{\\dimexpr %2-2\\fboxsep-2\\fboxrule\\relax}{\\centering\\small %3.}}\n")
               .arg(centimetres(size.height()), centimetres(size.width()), escaped(why));
    return out;
}

QString ChartTex::preamble()
{
    return QStringLiteral("\\usepackage{pgfplots}\n\\usetikzlibrary{patterns}\n");
}

QString ChartTex::label(const ChartData &data)
{
    static const QRegularExpression other(QStringLiteral("[^A-Za-z0-9_.:-]"));
    return QStringLiteral("fig:") + QString(data.fileName).replace(other, QStringLiteral("-"));
}

QString ChartTex::captionPath(const QString &figurePath)
{
    const QFileInfo info(figurePath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".caption.tex"));
}

QString ChartTex::figure(const ChartData &data, const ChartExportOptions &options)
{
    const QSizeF size = sizeInCentimetres(options);
    const double width = size.width();
    const double height = size.height();
    const TexLayout layout = TexLayout::fitted(data, options, width, height);
    if (!layout.fits)
        return refusedFigure(data, options);
    const int systems = int(data.series.size());
    const int categories = int(data.categories.size());
    const bool bars = data.kind == ChartData::Kind::Bars;
    const bool curves = data.kind == ChartData::Kind::Curves;
    const bool heatMap = data.kind == ChartData::Kind::HeatMap;

    const double axisWidth = layout.axisWidth;
    const double axisHeight = layout.axisHeight;
    const bool turned = layout.turned;
    const double group = categories > 0 ? axisWidth / categories : axisWidth;
    const int columns = layout.columns;
    const int legendRows = layout.legendRows;
    const bool title = layout.title;

    QString out;
    const QString comment = QString(data.title).replace(QLatin1Char('\n'), QLatin1Char(' '));
    out += QStringLiteral("% %1\n").arg(comment);
    out += QStringLiteral("% OIE Studio figure (pgfplots), %1 x %2: \\input it inside a figure environment.\n"
                          "% Preamble: \\usepackage{pgfplots} and \\usetikzlibrary{patterns}. The text is set\n"
                          "% in the document's fonts (the figure is shrunk to the size above if its text makes it\n"
                          "% larger); the data as CSV is in %3.csv beside this file.\n")
               .arg(centimetres(width), centimetres(height), data.fileName);
    bool crossedSquare = false;
    for (const ChartSeries &series : data.series)
        crossedSquare = crossedSquare || (curves && series.marker == SystemStyle::Marker::CrossSquare);
    if (crossedSquare) {
        // A square with a cross, as QCustomPlot's ssCrossSquare (pgfplots has none).
        out += QStringLiteral("\\pgfdeclareplotmark{oie crossed square}{%\n"
                              "  \\pgfpathrectangle{\\pgfqpoint{-\\pgfplotmarksize}{-\\pgfplotmarksize}}"
                              "{\\pgfqpoint{2\\pgfplotmarksize}{2\\pgfplotmarksize}}%\n"
                              "  \\pgfpathmoveto{\\pgfqpoint{-\\pgfplotmarksize}{-\\pgfplotmarksize}}"
                              "\\pgfpathlineto{\\pgfqpoint{\\pgfplotmarksize}{\\pgfplotmarksize}}%\n"
                              "  \\pgfpathmoveto{\\pgfqpoint{-\\pgfplotmarksize}{\\pgfplotmarksize}}"
                              "\\pgfpathlineto{\\pgfqpoint{\\pgfplotmarksize}{-\\pgfplotmarksize}}%\n"
                              "  \\pgfusepathqstroke}\n");
    }
    // The picture is boxed and measured: text wider or taller than the layout foresaw (a long
    // legend, wrapped labels) shrinks the whole figure to the requested size, never past it.
    out += QStringLiteral("\\begingroup\n\\setbox0=\\hbox{%\n\\begin{tikzpicture}\n");
    for (int s = 0; s < systems && !heatMap; ++s) {
        const ChartSeries &series = data.series.at(s);
        out += QStringLiteral("\\definecolor{oieS%1}{HTML}{%2}% %3\n")
                   .arg(QString::number(s + 1), hex(series.color),
                        QString(series.name).replace(QLatin1Char('\n'), QLatin1Char(' ')));
        if (bars) {
            out += QStringLiteral("\\definecolor{oieB%1}{HTML}{%2}\n")
                       .arg(QString::number(s + 1), hex(series.color.darker(160)));
            if (series.hatch != Qt::NoBrush)
                out += QStringLiteral("\\definecolor{oieH%1}{HTML}{%2}\n")
                           .arg(QString::number(s + 1), hex(SystemStyle::hatchColor(series.color)));
        }
    }

    QStringList axis{QStringLiteral("scale only axis"), QStringLiteral("width=") + centimetres(axisWidth),
                     QStringLiteral("height=") + centimetres(axisHeight), QStringLiteral("tick pos=left")};
    // A title or y label longer than its room wraps.
    if (title) {
        axis << QStringLiteral("title={%1}").arg(escaped(data.title))
             << QStringLiteral("title style={align=center, text width=%1}").arg(centimetres(layout.titleWidth));
    }
    if (!data.xLabel.isEmpty()) {
        // The legend hangs under it, wherever the tick labels put it.
        axis << QStringLiteral("xlabel={%1}").arg(escaped(data.xLabel))
             << QStringLiteral("xlabel style={name=oie x label}");
    }
    if (!data.yLabel.isEmpty()) {
        axis << QStringLiteral("ylabel={%1}").arg(escaped(data.yLabel))
             << QStringLiteral("ylabel style={align=center, text width=%1}").arg(centimetres(axisHeight));
    }
    if (bars || heatMap) {
        QStringList shown;
        const int every = std::max(1, data.labelEvery);
        for (int c = 0; c < categories; ++c)
            shown.append(heatMap || c % every == 0 ? data.categories.at(c) : QString());
        axis << QStringLiteral("xmin=0.5") << QStringLiteral("xmax=%1").arg(number(std::max(1, categories) + 0.5))
             << QStringLiteral("xtick=") + ticks(categories) << QStringLiteral("xticklabels=") + bracedList(shown)
             << QStringLiteral("enlargelimits=false");
        if (turned)
            axis.append(QStringLiteral("xticklabel style={rotate=%1, anchor=north east}").arg(number(kTurn)));
        else if (layout.wrapWidth > 0)
            axis.append(
                QStringLiteral("xticklabel style={align=center, text width=%1}").arg(centimetres(layout.wrapWidth)));
    }
    if (bars) {
        // Bar widths in cm: pgfplots takes a bare number as points before compat=1.7.
        const double barWidth = group * kGroupWidth / std::max(1, systems);
        axis << QStringLiteral("ybar=0pt") << QStringLiteral("bar width=") + centimetres(barWidth)
             << QStringLiteral("ymin=0") << QStringLiteral("ymax=") + number(data.yMax * 1.05)
             << QStringLiteral("ymajorgrids");
    } else if (curves) {
        axis << QStringLiteral("xmin=0") << QStringLiteral("xmax=") + number(data.xMax * 1.02)
             << QStringLiteral("ymin=0") << QStringLiteral("ymax=") + number(data.yMax * 1.05)
             << QStringLiteral("xmajorgrids") << QStringLiteral("ymajorgrids");
    } else {
        QStringList names;
        for (int s = systems - 1; s >= 0; --s) // the first system on top, as in a table
            names.append(data.series.at(s).name);
        axis << QStringLiteral("ymin=0.5") << QStringLiteral("ymax=%1").arg(number(std::max(1, systems) + 0.5))
             << QStringLiteral("ytick=") + ticks(systems) << QStringLiteral("yticklabels=") + bracedList(names)
             << QStringLiteral("colormap={oieheat}{rgb255=(247,251,255) rgb255=(107,174,214) rgb255=(8,48,107)}")
             // Beside the axis box, not beside the title (pgfplots' default when the title is wider).
             << QStringLiteral("colorbar")
             << QStringLiteral("colorbar style={at={(parent axis.north east)}, anchor=north west, xshift=0.3cm}")
             << QStringLiteral("point meta min=0")
             << QStringLiteral("point meta max=") + number(data.yMax > 0 ? data.yMax : 1.0);
    }
    if (legendRows > 0) {
        const QString at = data.xLabel.isEmpty() ? QStringLiteral("(0.5,-0.2)") : QStringLiteral("(oie x label.south)");
        axis << QStringLiteral("legend cell align=left")
             << QStringLiteral("legend style={at={%1}, anchor=north, yshift=-0.15cm, legend columns=%2, "
                               "/tikz/every even column/.append style={column sep=0.5em}%3}")
                    .arg(at, QString::number(columns),
                         layout.legend.font().isEmpty() ? QString() : QStringLiteral(", font=") + layout.legend.font());
    }
    out += QStringLiteral("\\begin{axis}[\n  ") + axis.join(QStringLiteral(",\n  ")) + QStringLiteral("]\n");

    if (heatMap) {
        out += QStringLiteral("\\addplot[matrix plot*, mesh/cols=%1, point meta=explicit] coordinates {\n")
                   .arg(QString::number(std::max(1, categories)));
        for (int s = systems - 1; s >= 0; --s) {
            const ChartSeries &series = data.series.at(s);
            out += QStringLiteral(" ");
            for (int c = 0; c < categories; ++c) {
                out += QStringLiteral(" (%1,%2) [%3]")
                           .arg(QString::number(c + 1), QString::number(systems - s), number(series.values.value(c)));
            }
            out += QLatin1Char('\n');
        }
        out += QStringLiteral("};\n");
    }
    for (int s = 0; s < systems && !heatMap; ++s) {
        const ChartSeries &series = data.series.at(s);
        const QString n = QString::number(s + 1);
        QString style;
        QVector<QPointF> points;
        if (bars) {
            style = QStringLiteral("draw=oieB%1, fill=oieS%1").arg(n);
            const QString pattern = patternOf(series.hatch);
            if (!pattern.isEmpty())
                style += QStringLiteral(", postaction={pattern=%1, pattern color=oieH%2}").arg(pattern, n);
            for (int c = 0; c < categories; ++c)
                points.append(QPointF(c + 1, series.values.value(c)));
            if (series.hasErrorBars())
                style += QStringLiteral(", error bars/.cd, y dir=both, y explicit, error bar style={black, line "
                                        "width=0.5pt}, error mark options={rotate=90, black, mark size=2pt}");
        } else {
            points = curvePoints(series, data.xMax, data.yMax);
            QString mark = markOf(series.marker);
            if (!mark.contains(QLatin1String("mark options")))
                mark += QStringLiteral(", mark options={solid}");
            // A marker every twelfth of the points, as on screen (PlotBuilder::addCurves).
            style = QStringLiteral("color=oieS%1, line width=1pt, %2, %3, mark repeat=%4")
                        .arg(n, lineStyle(series.line), mark, QString::number(int(points.size()) / 12 + 1));
        }
        out += QStringLiteral("\\addplot[%1] coordinates {").arg(style);
        for (int i = 0; i < points.size(); ++i) {
            out += (i % 8 == 0 ? QStringLiteral("\n  ") : QStringLiteral(" "))
                + QStringLiteral("(%1,%2)").arg(number(points.at(i).x()), number(points.at(i).y()));
            if (bars && series.hasErrorBars()) // the interval: += above the value, -= below it
                out += QStringLiteral(" += (0,%1) -= (0,%2)")
                           .arg(number(std::max(0.0, series.highs.value(i) - points.at(i).y())),
                                number(std::max(0.0, points.at(i).y() - series.lows.value(i))));
        }
        out += QStringLiteral("\n};\n\\addlegendentry{%1}\n")
                   .arg(escaped(legendEntry(series, layout.legend.shortEntries)));
    }
    out += QStringLiteral("\\end{axis}\n\\end{tikzpicture}%\n}%\n");
    // Shrinking is said in the LaTeX log with the figure's natural size, the size to export it
    // at for text of the document's size.
    out += QStringLiteral("\\dimen0=\\ht0 \\advance\\dimen0 by \\dp0\n"
                          "\\ifdim\\wd0>%1\\relax\\def\\oieShrunk{}\\else\\ifdim\\dimen0>%2\\relax"
                          "\\def\\oieShrunk{}\\fi\\fi\n"
                          "\\ifdefined\\oieShrunk\\edef\\oieWidth{\\the\\wd0}\\edef\\oieHeight{\\the\\dimen0}"
                          "\\GenericWarning{}{OIE Studio figure %3: shrunk to %1 x %2; its text needs \\oieWidth"
                          "\\space x \\oieHeight: export it at that size for text of the document's size}\\fi\n"
                          "\\ifdim\\wd0>%1\\relax\\setbox0=\\hbox{\\resizebox{%1}{!}{\\box0}}\\fi\n"
                          "\\dimen0=\\ht0 \\advance\\dimen0 by \\dp0\n"
                          "\\ifdim\\dimen0>%2\\relax\\setbox0=\\hbox{\\resizebox*{!}{%2}{\\box0}}\\fi\n"
                          "\\box0\n\\endgroup\n")
               .arg(centimetres(width), centimetres(height), data.fileName);
    return out;
}

QString ChartTex::refusal(const ChartData &data, const ChartExportOptions &options)
{
    const QSizeF size = sizeInCentimetres(options);
    if (TexLayout::fitted(data, options, size.width(), size.height()).fits)
        return QString();
    const double height = heightThatFits(data, options, size.width(), size.height());
    const QString asked = QStringLiteral("%1 x %2 cm")
                              .arg(QString::number(size.width(), 'f', 2), QString::number(size.height(), 'f', 2));
    if (height <= 0.0)
        //: A LaTeX figure not made: %1 the size asked ("8.50 x 6.00 cm")
        return tr("its text does not fit %1 at the document's text size, nor any taller size at this width; "
                  "export it wider")
            .arg(asked);
    //: A LaTeX figure not made: %1 the size asked, %2 the size that works, %3 as --size takes it
    return tr("its text does not fit %1 at the document's text size (the legend already in \\scriptsize, without the "
              "title); "
              "export it at %2 (--size %3)")
        .arg(asked,
             QStringLiteral("%1 x %2 cm").arg(QString::number(size.width(), 'f', 2), QString::number(height, 'f', 2)),
             QStringLiteral("%1x%2cm").arg(QString::number(size.width(), 'g', 4), QString::number(height, 'g', 4)));
}

QString ChartTex::caption(const ChartData &data)
{
    const int systems = int(data.series.size());
    //: Caption of an exported chart: how many systems it shows
    const QString count = systems == 1 ? tr("one system") : tr("%1 systems").arg(systems);
    QStringList sentences;
    if (!data.title.isEmpty())
        sentences.append(escaped(data.title) + QLatin1Char('.'));
    switch (data.kind) {
    case ChartData::Kind::Bars:
        //: Caption of an exported bar chart: %1 the y axis, %2 the x axis, %3 its categories, %4 "8 systems"
        sentences.append(tr("Bars: %1 for each %2 (%3), one bar per system, %4 in all.")
                             .arg(escaped(data.yLabel), escaped(data.xLabel),
                                  escaped(data.categories.join(QStringLiteral(", "))), count));
        break;
    case ChartData::Kind::Curves: {
        //: Caption of an exported curve chart: %1 the y axis, %2 the x axis, %3 "8 systems"
        sentences.append(tr("Curves: %1 against %2, one curve per system, %3 in all.")
                             .arg(escaped(data.yLabel), escaped(data.xLabel), count));
        bool auc = false;
        for (const ChartSeries &series : data.series)
            auc = auc || series.legendText().contains(QLatin1String("AUC"));
        if (auc)
            sentences.append(tr("The legend gives each system's area under the curve (AUC)."));
        break;
    }
    case ChartData::Kind::HeatMap:
        //: Caption of an exported heat map: %1 "8 systems", %2 the x axis
        sentences.append(
            tr("One row per system (%1 in all), one column per %2; a cell's colour gives its value (scale on "
               "the right).")
                .arg(count, escaped(data.xLabel)));
        break;
    }
    QStringList source;
    if (!data.scorer.isEmpty())
        source.append(tr("scorer %1").arg(escaped(data.scorer)));
    if (!data.facet.isEmpty())
        source.append(tr("facet %1").arg(escaped(data.facet)));
    if (!data.gold.isEmpty())
        source.append(tr("gold %1").arg(escaped(QFileInfo(data.gold).fileName())));
    if (!source.isEmpty())
        //: Caption: where the numbers come from, e.g. "scorer BenchIE, facet default, gold gold.txt"
        sentences.append(tr("Computed by OIE Studio (%1).").arg(source.join(QStringLiteral(", "))));
    if (!data.note.isEmpty())
        sentences.append(escaped(data.note) + QLatin1Char('.'));
    QString text = sentences.join(QLatin1Char(' '));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return QStringLiteral("% Caption of %1 (OIE Studio): \\input it after the figure.\n\\caption{%2}\n\\label{%3}\n")
        .arg(data.fileName, text, label(data));
}
