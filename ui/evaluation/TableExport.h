#pragma once

#include <QCoreApplication>
#include <QModelIndexList>
#include <QString>

class QAbstractItemModel;

// Renders a table model as CSV, TSV or a booktabs LaTeX tabular, numbers (the raw values of
// Qt::UserRole) with a chosen number of decimals. Used for copying selections and for
// tables that have no ScoreReport rendering (the per-facet overview).
class TableExport
{
    Q_DECLARE_TR_FUNCTIONS(TableExport)

public:
    enum class Format { Csv, Tsv, Latex };

    static QString render(const QAbstractItemModel &model, Format format, int decimals);
    // The selected cells as TSV (with the header row), for the clipboard.
    static QString selectionAsTsv(const QAbstractItemModel &model, const QModelIndexList &selection, int decimals);
    // Writes text atomically; false with *error ("file: why").
    static bool writeFile(const QString &path, const QString &text, QString *error);
};
