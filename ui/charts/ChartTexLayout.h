#pragma once

#include "ui/charts/ChartData.h"
#include "ui/charts/ChartExporter.h"

#include <QSizeF>
#include <QString>

// How a pgfplots figure (ChartTex) is laid out, in cm, from estimates of the text's size: the
// axis box, the legend's size and columns, and whether the figure fits its size at all.
namespace ChartTexLayout {

constexpr double kCentimetresPerPoint = 2.54 / 72.0;
constexpr double kPi = 3.14159265358979323846;

// Sizes in cm estimated from the font size: an average character of Computer Modern or Times
// is about 0.46 em (digits 0.5).
struct TexMetrics
{
    double character = 0;
    double line = 0;
    explicit TexMetrics(double fontPoints)
        : character(fontPoints * 0.46 * kCentimetresPerPoint),
          line(fontPoints * 1.3 * kCentimetresPerPoint)
    { }
    double width(const QString &text) const { return double(text.size()) * character; }
};

constexpr double kTurn = 35.0; // degrees, category labels wider than their group

int linesOf(double textWidth, double lineWidth);

// The legend's text: the document's size, then \footnotesize, then \scriptsize (never
// smaller), the entries shortened on the way ("clausie (0.422)" for "clausie (AUC 0.422)");
// last, without the title.
struct LegendStyle
{
    double scale = 1.0; // of the document's text size
    bool shortEntries = false;
    bool title = true; // the title, when asked for, gives way last (the caption has it)
    QString font() const
    {
        return scale >= 1.0 ? QString()
            : scale >= 0.8  ? QStringLiteral("\\footnotesize")
                            : QStringLiteral("\\scriptsize");
    }
};

constexpr LegendStyle kLegendStyles[] = {{1.0, false, true}, {0.8, false, true}, {0.8, true, true},
                                         {0.7, true, true},  {0.8, true, false}, {0.7, true, false}};

// A series' legend entry; shortened, its detail's last word alone ("AUC 0.422" -> "0.422").
QString legendEntry(const ChartSeries &series, bool shortEntry);

constexpr double kMinimumAxisWidth = 2.5;
double minimumAxisHeight(double height);

// Where the figure's parts go, in cm: the axis box is the figure less the room of its labels,
// title and legend, estimated from the font size. Long titles and y labels wrap (their lines
// counted), category labels wider than their group turn. `fits` is false when the axis box
// would be smaller than it needs to be read.
struct TexLayout
{
    double axisWidth = 0;
    double axisHeight = 0;
    double titleWidth = 0; // centred over the axis, as far out as the narrower margin
    bool turned = false;
    double wrapWidth = 0; // category labels wrapped in this width (cm), when not turned
    bool title = false;
    bool fits = true;
    int columns = 1;
    int legendRows = 0;
    LegendStyle legend;

    TexLayout(const ChartData &data, const ChartExportOptions &options, double width, double height,
              LegendStyle style = LegendStyle());
    // The first legend style that lets the figure fit, else the last (the smallest).
    static TexLayout fitted(const ChartData &data, const ChartExportOptions &options, double width, double height);
};

// The export's size in cm.
QSizeF sizeInCentimetres(const ChartExportOptions &options);
// The smallest height (by half centimetres, at the same width) at which the figure fits with
// a centimetre to spare (the estimate of the text's size can fall short): 0 when none up to 60 cm.
double heightThatFits(const ChartData &data, const ChartExportOptions &options, double width, double height);

} // namespace ChartTexLayout
