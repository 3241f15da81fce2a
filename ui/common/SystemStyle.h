#pragma once

#include <QColor>
#include <QVector>

// How one system is drawn everywhere (systems panel, tables, charts, legends, exports): a colour
// and, so that systems stay apart in grey print and beyond the palette, a marker (curves), a
// line style (curves) and a hatching (bars). SystemAppearance hands them out; charts only
// read them.
struct SystemStyle
{
    // Marker shapes, drawn by PlotBuilder (QCPScatterStyle).
    enum class Marker { Disc, Square, Diamond, Triangle, TriangleDown, Circle, Cross, Plus, Star, CrossSquare };
    static constexpr int kMarkerCount = 10;

    QColor color;
    Marker marker = Marker::Disc;
    Qt::PenStyle line = Qt::SolidLine;
    Qt::BrushStyle hatch = Qt::NoBrush; // drawn over the bar's colour; NoBrush = plain

    // The style of the index-th system (0-based) with the palette's colour: colours cycle over
    // the palette (14), markers over 10 shapes, line styles over 4, hatchings over 5, so that
    // colour + marker and colour + hatching differ for the first 70 systems (lcm(14, 10),
    // lcm(14, 5)), and the first five systems' bars differ in hatching alone (grey print).
    static SystemStyle forIndex(int index);
    // A colour-blind-safe qualitative palette: Okabe & Ito (2008) "Color Universal Design"
    // (black replaced by grey, which reads on dark palettes too), then the six colours of
    // Paul Tol's "muted" scheme (2021) that are farthest from them.
    static QVector<QColor> palette();
    // The colour of a hatching's lines over a bar of `color`: dark on light colours, light on
    // dark ones, so that they show in grey too (the charts and the pgfplots export alike).
    static QColor hatchColor(const QColor &color);
};
