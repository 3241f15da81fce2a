#pragma once

#include <QCoreApplication>
#include <QModelIndexList>
#include <QString>

class QAbstractItemModel;
class QWidget;

// Renders a table model as CSV, TSV, Markdown or a booktabs LaTeX tabular, rows in the model's
// order (give it the view's sorting proxy for the order on screen), numbers (the raw values of
// Qt::UserRole) with a chosen number of decimals; in LaTeX and Markdown the best (largest)
// value of each score column in bold, LaTeX's special characters escaped, and optionally the
// tabular scaled to the column width (\resizebox, graphicx). Used for copying selections and
// for tables that have no ScoreReport rendering (the per-facet overview, CaRB); chooseTarget()
// is the file dialog of the workspaces' Export Table actions.
class TableExport
{
    Q_DECLARE_TR_FUNCTIONS(TableExport)

public:
    enum class Format { Csv, Tsv, Latex, Markdown };

    static QString render(const QAbstractItemModel &model, Format format, int decimals, bool fitWidth = false);
    // A LaTeX table's tabular scaled to the column width (\resizebox{\linewidth}{!}{...}, graphicx).
    static QString fittedToWidth(const QString &latex);
    // LaTeX's special characters of `text` escaped (text mode).
    static QString latexEscape(const QString &text);
    // The selected cells as TSV (with the header row), for the clipboard.
    static QString selectionAsTsv(const QAbstractItemModel &model, const QModelIndexList &selection, int decimals);
    // Writes text atomically; false with *error ("file: why").
    static bool writeFile(const QString &path, const QString &text, QString *error);

    // Where to export a table, and how: the file, its format, and for LaTeX whether the tabular
    // is scaled to the column width (fittedToWidth).
    struct Target
    {
        QString path; // empty: cancelled
        Format format = Format::Latex;
        bool fitted = false;
    };
    // Asks where to export a table (Dialogs::saveFileName from `directory`, a folder or a
    // suggested file) under the filters LaTeX, CSV and TSV, and with `allFormats` also LaTeX
    // scaled to the column width and Markdown. The file name's extension decides the format,
    // else the chosen filter does.
    static Target chooseTarget(QWidget *parent, const QString &caption, const QString &directory, bool allFormats);
};
