#pragma once

#include "ui/charts/ChartData.h"

#include <QCoreApplication>
#include <QPixmap>
#include <QSize>
#include <QString>
#include <QVector>

class BarChart;
class QPaintDevice;

// The size, resolution and font of an exported chart.
struct ChartExportOptions
{
    enum class Unit { Centimetres, Inches };
    double width = 8.5; // one column, 4:3
    double height = 6.375;
    Unit unit = Unit::Centimetres;
    int dpi = 300; // PNG only
    double fontPoints = 9.0;
    bool title = true; // papers put titles in captions

    // Paper sizes (width in cm): ACL/EMNLP single column, one column of most two-column
    // layouts, the full text width of a two-column layout (16-17.5 cm).
    static constexpr double kAclColumn = 7.7;
    static constexpr double kOneColumn = 8.5;
    static constexpr double kTwoColumns = 17.0;

    // The size in PostScript points (1/72 inch), the layout unit of every export.
    double widthPoints() const;
    double heightPoints() const;
};

// Writes charts as vector PDF and SVG (text stays text), as PNG at a chosen resolution and as a
// pgfplots/TikZ figure for LaTeX (ChartTex). Every export draws a fresh chart from the
// ChartData at the chosen size, in points, so what is on screen never changes and the formats
// look the same. Beside every exported figure goes its caption snippet (NAME.caption.tex).
class ChartExporter
{
    Q_DECLARE_TR_FUNCTIONS(ChartExporter)

public:
    enum class Format { Pdf, Svg, Png, Tex };

    static QString suffix(Format format);
    // The save dialog's filter of every format ("PDF (*.pdf);;...;;LaTeX pgfplots/TikZ (*.tex)").
    static QString fileFilter();
    static bool parseFormat(const QString &suffix, Format *format);
    // False with *error ("file: why") when the file cannot be written, or when a LaTeX figure
    // does not fit its size (ChartTex::refusal: the file then says so and which size works).
    static bool exportChart(const ChartData &data, Format format, const QString &path,
                            const ChartExportOptions &options, QString *error);
    // The size in points a chart is exported at: the options' size, for every kind of chart.
    static QSize figureSize(const ChartData &data, const ChartExportOptions &options);
    // Draws the chart as the vector exports do, on any paint device whose unit is a point
    // (tests measure the layout through it). False when the device cannot be painted on.
    static bool render(const ChartData &data, const ChartExportOptions &options, QPaintDevice *device);
    // The chart drawn at `dpi` dots per inch (PNG exports; the dialog's true-size preview at
    // the screen's physical resolution).
    static QPixmap pixmap(const ChartData &data, const ChartExportOptions &options, double dpi);
    // The chart's numbers as CSV, full names and full precision: for bars and heat maps one
    // row per series and one column per category; for curves one row per point
    // (series, detail, x, y).
    static QString dataCsv(const ChartData &data);
    // Parses a size such as "8.5x6cm", "3.3x2.5in" or "8.5cm" (height by 4:3) into *options;
    // false with *error when it is not one.
    static bool parseSize(const QString &text, ChartExportOptions *options, QString *error);
    // Writes the caption snippet of a figure written at figurePath beside it (ChartTex::captionPath).
    static bool exportCaption(const ChartData &data, const QString &figurePath, QString *error);
    // Writes text atomically (QSaveFile); false with *error ("file: why").
    static bool writeText(const QString &path, const QString &text, QString *error);
    // Writes every chart to directory/<fileName>.<suffix> for each format, its data beside it
    // as <fileName>.csv and its caption as <fileName>.caption.tex; the paths written go to
    // *written. Stops at the first file that cannot be written; LaTeX figures that do not fit
    // their size are written as their refusal, the others too, and false comes back at the end
    // with every refusal in *error, one a line.
    static bool exportAll(const QVector<ChartData> &charts, const QVector<Format> &formats, const QString &directory,
                          const ChartExportOptions &options, QStringList *written, QString *error);

private:
    static bool writeTex(const ChartData &data, const QString &path, const ChartExportOptions &options, QString *error);
    static bool write(BarChart *laidOut, const QSize &size, const ChartData &data, Format format, const QString &path,
                      const ChartExportOptions &options, QString *error);
};
