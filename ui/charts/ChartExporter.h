#pragma once

#include "ui/charts/ChartData.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

// The size, resolution and font of an exported chart.
struct ChartExportOptions
{
    enum class Unit { Centimetres, Inches };
    double width = 12.0;
    double height = 7.5;
    Unit unit = Unit::Centimetres;
    int dpi = 300; // PNG only
    double fontPoints = 9.0;

    // The size in PostScript points (1/72 inch), the layout unit of every export.
    double widthPoints() const;
    double heightPoints() const;
};

// Writes charts as vector PDF and SVG (text stays text) and as PNG at a chosen resolution.
// Every export draws a fresh chart from the ChartData at the chosen size, in points, so what
// is on screen never changes and the three formats look the same.
class ChartExporter
{
    Q_DECLARE_TR_FUNCTIONS(ChartExporter)

public:
    enum class Format { Pdf, Svg, Png };

    static QString suffix(Format format);
    static bool parseFormat(const QString &suffix, Format *format);
    // False with *error ("file: why") when the file cannot be written.
    static bool exportChart(const ChartData &data, Format format, const QString &path,
                            const ChartExportOptions &options, QString *error);
    // Writes every chart to directory/<fileName>.<suffix> for each format; the paths written
    // go to *written. Stops at the first failure.
    static bool exportAll(const QVector<ChartData> &charts, const QVector<Format> &formats, const QString &directory,
                          const ChartExportOptions &options, QStringList *written, QString *error);
};
