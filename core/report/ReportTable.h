#pragma once

#include "core/report/ScoreReport.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QVector>

// What the CaRB and ROBUST reports render alike: CaRB's 3-decimal figures, the rows of a
// table in every ScoreReport format but JSON, and JSON text.
namespace ReportTable {

// A value as CaRB prints it: rounded to 3 decimals the way numpy rounds.
QString fixed3(double value);
// Renders rows (a header first, then one row per system) as an aligned table (tableRows),
// CSV/TSV (exactRows, full precision) or a booktabs LaTeX tabular whose best value of the last
// column (or of `boldColumn`) is bold (a `nan` never); JSON gives an empty string (the reports
// build their own).
QString renderRows(ScoreReport::Format format, const QString &title, const QStringList &header,
                   const QVector<QStringList> &tableRows, const QVector<QStringList> &exactRows, int boldColumn = -1);
// A number for JSON, null where it is NaN (JSON has no NaN).
QJsonValue jsonNumber(double value);
// An object as indented JSON text.
QString jsonText(const QJsonObject &object);

} // namespace ReportTable
