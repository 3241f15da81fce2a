#include "ui/charts/ChartExporter.h"

#include "ui/charts/BarChart.h"
#include "ui/charts/ChartTex.h"

#include <QDir>
#include <QFileInfo>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSvgGenerator>

#include <algorithm>

namespace {

constexpr double kPointsPerInch = 72.0;
constexpr double kCentimetresPerInch = 2.54;

double toPoints(double value, ChartExportOptions::Unit unit)
{
    const double inches = unit == ChartExportOptions::Unit::Inches ? value : value / kCentimetresPerInch;
    return inches * kPointsPerInch;
}

// Vector output: one layout unit is one point, cosmetic pens are scaled like the rest.
bool renderVector(BarChart *chart, QPaintDevice *device, int width, int height)
{
    QCPPainter painter(device);
    if (!painter.isActive())
        return false;
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    painter.setMode(QCPPainter::pmNonCosmetic);
    chart->toPainter(&painter, width, height);
    return painter.end();
}

} // namespace

double ChartExportOptions::widthPoints() const
{
    return toPoints(width, unit);
}

double ChartExportOptions::heightPoints() const
{
    return toPoints(height, unit);
}

QString ChartExporter::suffix(Format format)
{
    switch (format) {
    case Format::Pdf:
        return QStringLiteral("pdf");
    case Format::Svg:
        return QStringLiteral("svg");
    case Format::Png:
        return QStringLiteral("png");
    case Format::Tex:
        return QStringLiteral("tex");
    }
    return QString();
}

QString ChartExporter::fileFilter()
{
    return tr("PDF (*.pdf);;SVG (*.svg);;PNG (*.png);;LaTeX pgfplots/TikZ (*.tex)");
}

bool ChartExporter::parseFormat(const QString &suffix, Format *format)
{
    for (const Format candidate : {Format::Pdf, Format::Svg, Format::Png, Format::Tex}) {
        if (suffix.compare(ChartExporter::suffix(candidate), Qt::CaseInsensitive) == 0) {
            *format = candidate;
            return true;
        }
    }
    return false;
}

namespace {

// "PATH: why the LaTeX figure does not fit, and the size that works", or empty when it fits.
QString refusedAt(const QString &path, const ChartData &data, const ChartExportOptions &options)
{
    const QString refusal = ChartTex::refusal(data, options);
    return refusal.isEmpty() ? QString() : ChartExporter::tr("%1: %2").arg(path, refusal);
}

// A chart laid out for an export at the options' size, fonts in points; returns the size.
QSize prepare(BarChart *chart, const ChartData &data, const ChartExportOptions &options)
{
    const int width = qMax(36, qRound(options.widthPoints()));
    int height = qMax(36, qRound(options.heightPoints()));
    chart->setAttribute(Qt::WA_DontShowOnScreen);
    chart->setLayoutHeld(true);
    chart->resize(width, height);
    chart->setChartData(data);
    // Pixel sizes, because one layout unit is one point in every format.
    chart->setFontPixelSize(qMax(4, qRound(options.fontPoints)));
    chart->setTitleShown(options.title);
    chart->setLayoutHeld(false);
    chart->fitTo(QSize(width, height));
    return QSize(width, height);
}

} // namespace

QSize ChartExporter::figureSize(const ChartData &data, const ChartExportOptions &options)
{
    BarChart chart;
    return prepare(&chart, data, options);
}

bool ChartExporter::render(const ChartData &data, const ChartExportOptions &options, QPaintDevice *device)
{
    BarChart chart;
    const QSize size = prepare(&chart, data, options);
    return renderVector(&chart, device, size.width(), size.height());
}

QPixmap ChartExporter::pixmap(const ChartData &data, const ChartExportOptions &options, double dpi)
{
    BarChart chart;
    const QSize size = prepare(&chart, data, options);
    return chart.toPixmap(size.width(), size.height(), qMax(0.1, dpi) / kPointsPerInch);
}

bool ChartExporter::exportChart(const ChartData &data, Format format, const QString &path,
                                const ChartExportOptions &options, QString *error)
{
    if (format == Format::Tex) // no drawing: the figure is LaTeX
        return writeTex(data, path, options, error);
    BarChart chart;
    const QSize size = prepare(&chart, data, options);
    return write(&chart, size, data, format, path, options, error);
}

// A chart laid out once (prepare) is written in every format asked for.
bool ChartExporter::write(BarChart *laidOut, const QSize &size, const ChartData &data, Format format,
                          const QString &path, const ChartExportOptions &options, QString *error)
{
    BarChart &chart = *laidOut;
    const int width = size.width();
    const int height = size.height();

    bool ok = false;
    // Rendered into a temporary file that replaces the target only when complete.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("%1: %2").arg(path, file.errorString());
        return false;
    }
    switch (format) {
    case Format::Pdf: {
        QPdfWriter writer(&file);
        writer.setResolution(int(kPointsPerInch));
        writer.setPageSize(QPageSize(QSizeF(width, height), QPageSize::Point, QString(), QPageSize::ExactMatch));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setCreator(QStringLiteral("OIE Studio"));
        writer.setTitle(data.title);
        ok = renderVector(&chart, &writer, width, height);
        break;
    }
    case Format::Svg: {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setResolution(int(kPointsPerInch));
        generator.setSize(QSize(width, height));
        generator.setViewBox(QRect(0, 0, width, height));
        generator.setTitle(data.title);
        ok = renderVector(&chart, &generator, width, height);
        break;
    }
    case Format::Tex:
        break;
    case Format::Png: {
        const QPixmap pixmap = chart.toPixmap(width, height, qMax(1, options.dpi) / kPointsPerInch);
        // Opaque (the chart's white background): written as RGB, without an alpha channel.
        QImage image = pixmap.toImage().convertToFormat(QImage::Format_RGB32);
        const int dotsPerMetre = qRound(qMax(1, options.dpi) / 0.0254);
        image.setDotsPerMeterX(dotsPerMetre);
        image.setDotsPerMeterY(dotsPerMetre);
        // Quality 70 is zlib level 2: flat chart colours compress nearly as well as at the
        // default level, in a fraction of the time (PNG encoding was half of an export).
        ok = image.save(&file, "PNG", 70);
        break;
    }
    }
    if (!ok) {
        file.cancelWriting();
        *error = tr("%1: the chart could not be drawn").arg(path);
        return false;
    }
    if (!file.commit()) {
        *error = tr("%1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool ChartExporter::exportAll(const QVector<ChartData> &charts, const QVector<Format> &formats,
                              const QString &directory, const ChartExportOptions &options, QStringList *written,
                              QString *error)
{
    if (!QDir().mkpath(directory)) {
        *error = tr("%1: cannot create the folder").arg(directory);
        return false;
    }
    const QDir dir(directory);
    QStringList refused; // LaTeX figures that do not fit: said at the end, the others written
    const bool drawn = std::any_of(formats.cbegin(), formats.cend(), [](Format f) { return f != Format::Tex; });
    for (const ChartData &chart : charts) {
        BarChart laidOut; // laid out once for every drawn format; the LaTeX figure needs no drawing
        const QSize size = drawn ? prepare(&laidOut, chart, options) : QSize();
        for (const Format format : formats) {
            const QString path = dir.filePath(chart.fileName + QLatin1Char('.') + suffix(format));
            const bool ok = format == Format::Tex ? writeText(path, ChartTex::figure(chart, options), error)
                                                  : write(&laidOut, size, chart, format, path, options, error);
            if (!ok)
                return false;
            written->append(path);
            const QString refusal = format == Format::Tex ? refusedAt(path, chart, options) : QString();
            if (!refusal.isEmpty())
                refused.append(refusal);
        }
        const QString csv = dir.filePath(chart.fileName + QStringLiteral(".csv"));
        if (!writeText(csv, dataCsv(chart), error))
            return false;
        written->append(csv);
        const QString figure = csv; // the caption's name is the figure's base name
        if (!exportCaption(chart, figure, error))
            return false;
        written->append(ChartTex::captionPath(figure));
    }
    *error = refused.join(QLatin1Char('\n'));
    return refused.isEmpty();
}

bool ChartExporter::writeTex(const ChartData &data, const QString &path, const ChartExportOptions &options,
                             QString *error)
{
    if (!writeText(path, ChartTex::figure(data, options), error))
        return false;
    const QString refusal = refusedAt(path, data, options);
    if (!refusal.isEmpty())
        *error = refusal;
    return refusal.isEmpty();
}

bool ChartExporter::exportCaption(const ChartData &data, const QString &figurePath, QString *error)
{
    return writeText(ChartTex::captionPath(figurePath), ChartTex::caption(data), error);
}

bool ChartExporter::writeText(const QString &path, const QString &text, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        *error = tr("%1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

namespace {

QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')))
        return text;
    return QLatin1Char('"') + QString(text).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

} // namespace

QString ChartExporter::dataCsv(const ChartData &data)
{
    const auto number = [](double value) { return QString::number(value, 'g', 17); };
    QString out;
    if (data.kind == ChartData::Kind::Curves) {
        out += QStringLiteral("series,detail,") + csvField(data.xLabel) + QLatin1Char(',') + csvField(data.yLabel)
            + QLatin1Char('\n');
        for (const ChartSeries &series : data.series) {
            for (int i = 0; i < series.xs.size() && i < series.values.size(); ++i) {
                out += csvField(series.name) + QLatin1Char(',') + csvField(series.detail) + QLatin1Char(',')
                    + number(series.xs.at(i)) + QLatin1Char(',') + number(series.values.at(i)) + QLatin1Char('\n');
            }
        }
        return out;
    }
    // Bars with error bars: each category's low and high after its value.
    const bool intervals = std::any_of(data.series.begin(), data.series.end(),
                                       [](const ChartSeries &series) { return series.hasErrorBars(); });
    QStringList header{QStringLiteral("series")};
    for (const QString &category : data.categories) {
        header.append(csvField(category));
        if (intervals)
            header << csvField(category + QStringLiteral(" low")) << csvField(category + QStringLiteral(" high"));
    }
    out += header.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const ChartSeries &series : data.series) {
        QStringList row{csvField(series.name)};
        for (int c = 0; c < data.categories.size(); ++c) {
            row.append(number(series.values.value(c)));
            if (intervals)
                row << (series.hasErrorBars() ? number(series.lows.at(c)) : QString())
                    << (series.hasErrorBars() ? number(series.highs.at(c)) : QString());
        }
        out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

bool ChartExporter::parseSize(const QString &text, ChartExportOptions *options, QString *error)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)(?:\\s*[xX]\\s*([0-9]+(?:\\.[0-9]+)?))?\\s*(cm|in)?\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    const double width = match.captured(1).toDouble();
    const double height = match.captured(2).isEmpty() ? width * 3.0 / 4.0 : match.captured(2).toDouble();
    if (!match.hasMatch() || width <= 0.0 || height <= 0.0 || width > 100.0 || height > 100.0) {
        //: %1 is what was given to --size
        *error = tr("'%1' is not a size: give WIDTHxHEIGHT in cm or in, such as 8.5x6cm or 3.3x2.5in").arg(text);
        return false;
    }
    options->width = width;
    options->height = height;
    options->unit = match.captured(3) == QLatin1String("in") ? ChartExportOptions::Unit::Inches
                                                             : ChartExportOptions::Unit::Centimetres;
    return true;
}
