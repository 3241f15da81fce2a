#include "ui/common/TableExport.h"

#include "core/report/ScoreReport.h"
#include "ui/common/Dialogs.h"
#include "ui/common/RowTableModel.h"

#include <QAbstractItemModel>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

namespace {

// The interval of a cell (kIntervalRole), when the model shows one: {low, high}.
bool intervalOf(const QAbstractItemModel &model, int row, int column, double *low, double *high)
{
    const QVariantList interval = model.data(model.index(row, column), kIntervalRole).toList();
    if (interval.size() != 2)
        return false;
    *low = interval.at(0).toDouble();
    *high = interval.at(1).toDouble();
    return true;
}

// A cell's figure with its interval, "0.339 [0.305, 0.374]", for LaTeX and Markdown.
QString cellWithInterval(const QAbstractItemModel &model, int row, int column, int decimals);

QString cellText(const QAbstractItemModel &model, int row, int column, int decimals)
{
    const QVariant raw = model.data(model.index(row, column), Qt::UserRole);
    if (raw.typeId() == QMetaType::Double)
        return QString::number(raw.toDouble(), 'f', decimals);
    if (raw.isValid())
        return raw.toString();
    return model.data(model.index(row, column), Qt::DisplayRole).toString();
}

QString cellWithInterval(const QAbstractItemModel &model, int row, int column, int decimals)
{
    double low = 0;
    double high = 0;
    const QString text = cellText(model, row, column, decimals);
    if (!intervalOf(model, row, column, &low, &high))
        return text;
    return QStringLiteral("%1 [%2, %3]")
        .arg(text, QString::number(low, 'f', decimals), QString::number(high, 'f', decimals));
}

QString headerText(const QAbstractItemModel &model, int column)
{
    return model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
}

QString delimitedField(const QString &text, QChar separator)
{
    if (!text.contains(separator) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')))
        return text;
    if (separator == QLatin1Char('\t')) {
        QString flat = text;
        return flat.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
    }
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString delimited(const QAbstractItemModel &model, const QVector<int> &rows, const QVector<int> &columns,
                  QChar separator, int decimals)
{
    // A column with intervals gets two more: its low and its high bound.
    QVector<bool> withInterval;
    double low = 0;
    double high = 0;
    QStringList header;
    for (const int column : columns) {
        bool any = false;
        for (const int row : rows)
            any = any || intervalOf(model, row, column, &low, &high);
        withInterval.append(any);
        header.append(delimitedField(headerText(model, column), separator));
        if (any)
            header << delimitedField(headerText(model, column) + QStringLiteral(" low"), separator)
                   << delimitedField(headerText(model, column) + QStringLiteral(" high"), separator);
    }
    QString out = header.join(separator) + QLatin1Char('\n');
    for (const int row : rows) {
        QStringList cells;
        for (int c = 0; c < columns.size(); ++c) {
            cells.append(delimitedField(cellText(model, row, columns.at(c), decimals), separator));
            if (!withInterval.at(c))
                continue;
            const bool has = intervalOf(model, row, columns.at(c), &low, &high);
            cells << (has ? QString::number(low, 'f', decimals) : QString())
                  << (has ? QString::number(high, 'f', decimals) : QString());
        }
        out += cells.join(separator) + QLatin1Char('\n');
    }
    return out;
}

QVector<int> range(int count)
{
    QVector<int> values(count);
    for (int i = 0; i < count; ++i)
        values[i] = i;
    return values;
}

} // namespace

QString TableExport::latexEscape(const QString &text)
{
    return ScoreReport::latexEscape(text); // one escaping for every LaTeX the studio writes
}

namespace {

// The rows holding the largest value of each column of doubles (scores), -1 elsewhere.
QVector<QVector<int>> bestRows(const QAbstractItemModel &model, const QVector<int> &rows, const QVector<int> &columns,
                               int decimals)
{
    QVector<QVector<int>> best(columns.size());
    if (rows.size() < 2)
        return best;
    for (int c = 0; c < columns.size(); ++c) {
        double top = -1.0;
        for (const int row : rows) {
            const QVariant raw = model.data(model.index(row, columns.at(c)), Qt::UserRole);
            if (raw.typeId() != QMetaType::Double) {
                top = -1.0;
                break;
            }
            // Compared as shown: values equal at the shown decimals are equally best.
            top = qMax(top, QString::number(raw.toDouble(), 'f', decimals).toDouble());
        }
        if (top < 0.0)
            continue;
        for (const int row : rows) {
            const double shown
                = QString::number(model.data(model.index(row, columns.at(c)), Qt::UserRole).toDouble(), 'f', decimals)
                      .toDouble();
            if (shown == top)
                best[c].append(row);
        }
    }
    return best;
}

} // namespace

QString TableExport::render(const QAbstractItemModel &model, Format format, int decimals, bool fitWidth)
{
    const QVector<int> rows = range(model.rowCount());
    const QVector<int> columns = range(model.columnCount());
    if (format == Format::Csv)
        return delimited(model, rows, columns, QLatin1Char(','), decimals);
    if (format == Format::Tsv)
        return delimited(model, rows, columns, QLatin1Char('\t'), decimals);
    const QVector<QVector<int>> best = bestRows(model, rows, columns, decimals);
    if (format == Format::Markdown) {
        QStringList header;
        QStringList rule;
        for (const int column : columns) {
            QString text = headerText(model, column);
            header.append(text.replace(QLatin1Char('|'), QStringLiteral("\\|")));
            rule.append(column == 0 ? QStringLiteral(":---") : QStringLiteral("---:"));
        }
        QString out = QStringLiteral("| ") + header.join(QStringLiteral(" | ")) + QStringLiteral(" |\n| ")
            + rule.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
        for (const int row : rows) {
            QStringList cells;
            for (int c = 0; c < columns.size(); ++c) {
                QString text = cellWithInterval(model, row, columns.at(c), decimals)
                                   .replace(QLatin1Char('|'), QStringLiteral("\\|"));
                cells.append(best.at(c).contains(row) ? QStringLiteral("**") + text + QStringLiteral("**") : text);
            }
            out += QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
        }
        return out;
    }
    QString out = QStringLiteral("% requires \\usepackage{booktabs}\n");
    out += QStringLiteral("\\begin{tabular}{l");
    out += QString(qMax(0, int(columns.size()) - 1), QLatin1Char('r'));
    out += QStringLiteral("}\n\\toprule\n");
    QStringList header;
    for (const int column : columns)
        header.append(latexEscape(headerText(model, column)));
    out += header.join(QStringLiteral(" & ")) + QStringLiteral(" \\\\\n\\midrule\n");
    for (const int row : rows) {
        QStringList cells;
        for (int c = 0; c < columns.size(); ++c) {
            const QString text = latexEscape(cellWithInterval(model, row, columns.at(c), decimals));
            cells.append(best.at(c).contains(row) ? QStringLiteral("\\textbf{") + text + QLatin1Char('}') : text);
        }
        out += cells.join(QStringLiteral(" & ")) + QStringLiteral(" \\\\\n");
    }
    out += QStringLiteral("\\bottomrule\n\\end{tabular}\n");
    return fitWidth ? fittedToWidth(out) : out;
}

QString TableExport::fittedToWidth(const QString &latex)
{
    const QString begin = QStringLiteral("\\begin{tabular}");
    const QString end = QStringLiteral("\\end{tabular}");
    const qsizetype from = latex.indexOf(begin);
    const qsizetype to = latex.lastIndexOf(end);
    if (from < 0 || to < from)
        return latex;
    const qsizetype after = to + end.size();
    return latex.left(from)
        + QStringLiteral("% \\resizebox requires \\usepackage{graphicx}\n\\resizebox{\\linewidth}{!}{%\n")
        + latex.mid(from, after - from) + QLatin1Char('}') + latex.mid(after);
}

QString TableExport::selectionAsTsv(const QAbstractItemModel &model, const QModelIndexList &selection, int decimals)
{
    QVector<int> rows;
    QVector<int> columns;
    for (const QModelIndex &index : selection) {
        if (!rows.contains(index.row()))
            rows.append(index.row());
        if (!columns.contains(index.column()))
            columns.append(index.column());
    }
    std::sort(rows.begin(), rows.end());
    std::sort(columns.begin(), columns.end());
    return delimited(model, rows, columns, QLatin1Char('\t'), decimals);
}

bool TableExport::writeFile(const QString &path, const QString &text, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        *error = tr("%1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

TableExport::Target TableExport::chooseTarget(QWidget *parent, const QString &caption, const QString &directory,
                                              bool allFormats)
{
    const QString latex = tr("LaTeX booktabs (*.tex)");
    const QString fitted = tr("LaTeX booktabs, scaled to the column width (*.tex)");
    const QString csv = tr("CSV (*.csv)");
    const QString tsv = tr("TSV (*.tsv)");
    const QString markdown = tr("Markdown (*.md)");
    const QStringList filters
        = allFormats ? QStringList{latex, fitted, csv, tsv, markdown} : QStringList{latex, csv, tsv};
    QString filter;
    Target target;
    target.path = Dialogs::saveFileName(parent, caption, directory, filters.join(QStringLiteral(";;")), &filter);
    // A name's own extension wins over the chosen filter.
    const QString suffix = QFileInfo(target.path).suffix().toLower();
    if (suffix == QLatin1String("csv"))
        target.format = Format::Csv;
    else if (suffix == QLatin1String("tsv"))
        target.format = Format::Tsv;
    else if (suffix == QLatin1String("md") && allFormats)
        target.format = Format::Markdown;
    else if (suffix != QLatin1String("tex"))
        target.format = filter == csv ? Format::Csv
            : filter == tsv           ? Format::Tsv
            : filter == markdown      ? Format::Markdown
                                      : Format::Latex;
    target.fitted = target.format == Format::Latex && filter == fitted;
    return target;
}
