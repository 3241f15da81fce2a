#pragma once

#include "ui/charts/ChartData.h"

#include <QCoreApplication>
#include <QString>

struct ChartExportOptions;

// A chart as LaTeX, for a paper to \input: a pgfplots/TikZ figure (bars, curves, or the heat
// map as a matrix plot) with the data inline, and the caption snippet written beside every
// exported figure. Both are made from the ChartData alone: no widget is drawn.
//
// The figure sets no font: its text is the paper's. Its size is the export's width and height
// (the axis box is that size less the room its labels and legend take, estimated from the font
// size in points). Each system keeps its SystemStyle: its colour (\definecolor), its marker and
// line style (curves), its hatching (bars, TikZ's patterns library).
class ChartTex
{
    Q_DECLARE_TR_FUNCTIONS(ChartTex)

public:
    // What the figures need in the paper's preamble.
    static QString preamble();
    // The tikzpicture of the chart at the options' size (its title drawn when options.title).
    static QString figure(const ChartData &data, const ChartExportOptions &options);
    // Empty when the figure fits the options' size with text of the document's size (10 pt
    // assumed), the legend in \footnotesize or \scriptsize at worst and its entries shortened;
    // else why not and the size (at the same width) that works. figure() then writes a framed
    // box that says the same instead of a figure shrunk to an unreadable size.
    static QString refusal(const ChartData &data, const ChartExportOptions &options);
    // A ready \caption{...} and \label{fig:NAME}: the title, what the bars, curves or cells
    // mean, how many systems, the scorer, facet and gold the numbers come from, the chart's note.
    static QString caption(const ChartData &data);
    // Where the caption of a figure goes: "dir/prf1.pdf" -> "dir/prf1.caption.tex".
    static QString captionPath(const QString &figurePath);
    // A LaTeX label of the chart's file name ("fig:prf1"), characters outside [A-Za-z0-9_.:-] as '-'.
    static QString label(const ChartData &data);

private:
    static QString refusedFigure(const ChartData &data, const ChartExportOptions &options);
};
