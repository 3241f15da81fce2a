#include "ui/evaluation/TableExport.h"

#include <algorithm>

#include <QAbstractItemModel>
#include <QSaveFile>

namespace {

QString cellText(const QAbstractItemModel &model, int row, int column, int decimals)
{
    const QVariant raw = model.data(model.index(row, column), Qt::UserRole);
    if (raw.typeId() == QMetaType::Double)
        return QString::number(raw.toDouble(), 'f', decimals);
    if (raw.isValid())
        return raw.toString();
    return model.data(model.index(row, column), Qt::DisplayRole).toString();
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

QString latexEscape(const QString &text)
{
    QString out;
    for (const QChar c : text) {
        if (QStringLiteral("&%$#_{}").contains(c))
            out += QLatin1Char('\\');
        out += c;
    }
    return out;
}

QString delimited(const QAbstractItemModel &model, const QVector<int> &rows, const QVector<int> &columns,
                  QChar separator, int decimals)
{
    QStringList header;
    for (const int column : columns)
        header.append(delimitedField(headerText(model, column), separator));
    QString out = header.join(separator) + QLatin1Char('\n');
    for (const int row : rows) {
        QStringList cells;
        for (const int column : columns)
            cells.append(delimitedField(cellText(model, row, column, decimals), separator));
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

QString TableExport::render(const QAbstractItemModel &model, Format format, int decimals)
{
    const QVector<int> rows = range(model.rowCount());
    const QVector<int> columns = range(model.columnCount());
    if (format == Format::Csv)
        return delimited(model, rows, columns, QLatin1Char(','), decimals);
    if (format == Format::Tsv)
        return delimited(model, rows, columns, QLatin1Char('\t'), decimals);
    QString out = QStringLiteral("% requires \\usepackage{booktabs}\n\\begin{tabular}{l");
    out += QString(qMax(0, int(columns.size()) - 1), QLatin1Char('r'));
    out += QStringLiteral("}\n\\toprule\n");
    QStringList header;
    for (const int column : columns)
        header.append(latexEscape(headerText(model, column)));
    out += header.join(QStringLiteral(" & ")) + QStringLiteral(" \\\\\n\\midrule\n");
    for (const int row : rows) {
        QStringList cells;
        for (const int column : columns)
            cells.append(latexEscape(cellText(model, row, column, decimals)));
        out += cells.join(QStringLiteral(" & ")) + QStringLiteral(" \\\\\n");
    }
    out += QStringLiteral("\\bottomrule\n\\end{tabular}\n");
    return out;
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
