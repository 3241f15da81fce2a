#include "core/report/ReportTable.h"

#include "core/carb/CarbScorer.h"

#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace ReportTable {

QString fixed3(double value)
{
    return QString::number(CarbResult::round3(value), 'f', 3);
}

QString renderRows(ScoreReport::Format format, const QString &title, const QStringList &header,
                   const QVector<QStringList> &tableRows, const QVector<QStringList> &exactRows, int boldColumn)
{
    switch (format) {
    case ScoreReport::Format::Table:
        return title + QLatin1Char('\n') + ScoreReport::alignedTable(QVector<QStringList>{header} + tableRows);
    case ScoreReport::Format::Csv:
    case ScoreReport::Format::Tsv: {
        const QChar separator = format == ScoreReport::Format::Csv ? QLatin1Char(',') : QLatin1Char('\t');
        QString out;
        for (const QStringList &row : QVector<QStringList>{header} + exactRows) {
            QStringList fields;
            for (const QString &field : row)
                fields.append(ScoreReport::delimitedField(field, separator));
            out += fields.join(separator) + QLatin1Char('\n');
        }
        return out;
    }
    case ScoreReport::Format::Latex: {
        const qsizetype bold = boldColumn < 0 ? header.size() - 1 : boldColumn;
        QString best;
        for (const QStringList &row : tableRows) {
            if (row.at(bold) != QLatin1String("nan"))
                best = std::max(best, row.at(bold));
        }
        QString out = QStringLiteral("% ") + title + QStringLiteral("; requires \\usepackage{booktabs}\n");
        out += QStringLiteral("\\begin{tabular}{l") + QString(header.size() - 1, QLatin1Char('r'))
            + QStringLiteral("}\n\\toprule\n") + header.join(QStringLiteral(" & ")) + QStringLiteral(" \\\\\n\\midrule\n");
        for (QStringList row : tableRows) {
            row[0] = ScoreReport::latexEscape(row.at(0));
            if (tableRows.size() > 1 && !best.isEmpty() && row.at(bold) == best)
                row[bold] = QStringLiteral("\\textbf{") + row.at(bold) + QLatin1Char('}');
            out += row.join(QStringLiteral(" & ")) + QStringLiteral(" \\\\\n");
        }
        return out + QStringLiteral("\\bottomrule\n\\end{tabular}\n");
    }
    case ScoreReport::Format::Json:
        break;
    }
    return QString();
}

QJsonValue jsonNumber(double value)
{
    return std::isnan(value) ? QJsonValue() : QJsonValue(value);
}

QString jsonText(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
}

} // namespace ReportTable
