#include "core/report/CarbReport.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace {

QString fixed3(double value)
{
    return QString::number(CarbResult::round3(value), 'f', 3);
}

QJsonValue number(double value)
{
    return std::isnan(value) ? QJsonValue() : QJsonValue(value);
}

// Renders rows (a header first, then one row per system) in a delimited, table or LaTeX form;
// the numeric columns of `bold` mark the best value of the last column.
QString renderRows(ScoreReport::Format format, const QString &title, const QStringList &header,
                   const QVector<QStringList> &tableRows, const QVector<QStringList> &exactRows)
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
        QString best;
        for (const QStringList &row : tableRows)
            best = std::max(best, row.last());
        QString out = QStringLiteral("% ") + title + QStringLiteral("; requires \\usepackage{booktabs}\n");
        out += QStringLiteral("\\begin{tabular}{l") + QString(header.size() - 1, QLatin1Char('r'))
            + QStringLiteral("}\n\\toprule\n") + header.join(QStringLiteral(" & ")) + QStringLiteral(" \\\\\n\\midrule\n");
        for (QStringList row : tableRows) {
            row[0] = ScoreReport::latexEscape(row.at(0));
            if (tableRows.size() > 1 && row.last() == best)
                row.last() = QStringLiteral("\\textbf{") + row.last() + QLatin1Char('}');
            out += row.join(QStringLiteral(" & ")) + QStringLiteral(" \\\\\n");
        }
        return out + QStringLiteral("\\bottomrule\n\\end{tabular}\n");
    }
    case ScoreReport::Format::Json:
        break;
    }
    return QString();
}

QString jsonText(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
}

} // namespace

QString CarbReport::render(ScoreReport::Format format) const
{
    if (format == ScoreReport::Format::Json)
        return jsonText(toJson());
    const QStringList header{QStringLiteral("System"), QStringLiteral("Threshold"), QStringLiteral("AUC"),
                             QStringLiteral("P"), QStringLiteral("R"), QStringLiteral("F1")};
    QVector<QStringList> table;
    QVector<QStringList> exact;
    for (const System &system : systems) {
        const CarbResult &r = system.result;
        const QString threshold = r.hasOptimum ? ScoreReport::formatNumber(r.threshold) : QStringLiteral("-");
        table.append({system.name, threshold, fixed3(r.auc), fixed3(r.precision), fixed3(r.recall), fixed3(r.f1)});
        exact.append({system.name, threshold, ScoreReport::formatNumber(r.auc), ScoreReport::formatNumber(r.precision),
                      ScoreReport::formatNumber(r.recall), ScoreReport::formatNumber(r.f1)});
    }
    return renderRows(format, QStringLiteral("CaRB (binary lenient tuple match), gold ") + goldPath, header, table,
                      exact);
}

QJsonObject CarbReport::toJson() const
{
    QJsonArray array;
    for (const System &system : systems) {
        const CarbResult &r = system.result;
        QJsonObject object{
            {QStringLiteral("name"), system.name},
            {QStringLiteral("file"), system.path},
            {QStringLiteral("auc"), r.auc},
            {QStringLiteral("precision"), r.precision},
            {QStringLiteral("recall"), r.recall},
            {QStringLiteral("f1"), r.f1},
            {QStringLiteral("threshold"), r.hasOptimum ? QJsonValue(r.threshold) : QJsonValue()},
            {QStringLiteral("rounded"),
             QJsonObject{{QStringLiteral("auc"), CarbResult::round3(r.auc)},
                         {QStringLiteral("precision"), CarbResult::round3(r.precision)},
                         {QStringLiteral("recall"), CarbResult::round3(r.recall)},
                         {QStringLiteral("f1"), CarbResult::round3(r.f1)}}},
            {QStringLiteral("gold_sentences"), r.goldSentences},
            {QStringLiteral("gold_tuples"), r.goldTuples},
            {QStringLiteral("extractions_in_gold_sentences"), r.systemTuples},
            {QStringLiteral("sentences_outside_gold"), r.systemSentencesWithoutGold},
        };
        if (withDetails) {
            QJsonArray curve;
            for (const CarbPoint &point : r.curve) {
                curve.append(QJsonObject{{QStringLiteral("threshold"), point.threshold},
                                         {QStringLiteral("precision"), point.precision},
                                         {QStringLiteral("recall"), point.recall},
                                         {QStringLiteral("f1"), number(point.f1)}});
            }
            object.insert(QStringLiteral("curve"), curve);
        }
        array.append(object);
    }
    return QJsonObject{{QStringLiteral("gold"), goldPath},
                       {QStringLiteral("scorer"), QStringLiteral("carb")},
                       {QStringLiteral("system_format"), systemFormat},
                       {QStringLiteral("systems"), array},
                       {QStringLiteral("diagnostics"), ScoreReport::diagnosticsJson(diagnostics)}};
}

QByteArray CarbReport::curveTsv() const
{
    QString out = QStringLiteral("system\tthreshold\tprecision\trecall\tf1\n");
    for (const System &system : systems) {
        const QString name = ScoreReport::delimitedField(system.name, QLatin1Char('\t'));
        for (const CarbPoint &point : system.result.curve) {
            out += name + QLatin1Char('\t') + ScoreReport::formatNumber(point.threshold) + QLatin1Char('\t')
                + ScoreReport::formatNumber(point.precision) + QLatin1Char('\t')
                + ScoreReport::formatNumber(point.recall) + QLatin1Char('\t')
                + (std::isnan(point.f1) ? QStringLiteral("nan") : ScoreReport::formatNumber(point.f1))
                + QLatin1Char('\n');
        }
    }
    return out.toUtf8();
}

QString RobustReport::render(ScoreReport::Format format) const
{
    if (format == ScoreReport::Format::Json)
        return jsonText(toJson());
    const QStringList header{QStringLiteral("System"), QStringLiteral("Cliques"), QStringLiteral("CaRB P"),
                             QStringLiteral("CaRB R"), QStringLiteral("CaRB F1"), QStringLiteral("Mean F1 var."),
                             QStringLiteral("Robust P"), QStringLiteral("Robust R"), QStringLiteral("Robust F1")};
    QVector<QStringList> table;
    QVector<QStringList> exact;
    for (const System &system : systems) {
        const RobustResult &r = system.result;
        const QString cliques = QString::number(r.cliques.size());
        table.append({system.name, cliques, fixed3(r.carbPrecision), fixed3(r.carbRecall), fixed3(r.carbF1),
                      QString::number(r.variance.mean, 'f', 4), fixed3(r.precision), fixed3(r.recall), fixed3(r.f1)});
        QStringList row{system.name, cliques};
        for (double value : {r.carbPrecision, r.carbRecall, r.carbF1, r.variance.mean, r.precision, r.recall, r.f1})
            row.append(ScoreReport::formatNumber(value));
        exact.append(row);
    }
    return renderRows(format, QStringLiteral("ROBUST (CaRB per sentence, worst sentence per clique), gold ") + goldPath,
                      header, table, exact);
}

QJsonObject RobustReport::toJson() const
{
    QJsonArray array;
    for (const System &system : systems) {
        const RobustResult &r = system.result;
        QJsonObject object{
            {QStringLiteral("name"), system.name},
            {QStringLiteral("file"), system.path},
            {QStringLiteral("cliques"), int(r.cliques.size())},
            {QStringLiteral("precision"), r.precision},
            {QStringLiteral("recall"), r.recall},
            {QStringLiteral("f1"), r.f1},
            {QStringLiteral("carb_original"),
             QJsonObject{{QStringLiteral("precision"), r.carbPrecision},
                         {QStringLiteral("recall"), r.carbRecall},
                         {QStringLiteral("f1"), r.carbF1}}},
            {QStringLiteral("f1_variance"),
             QJsonObject{{QStringLiteral("min"), r.variance.minimum},
                         {QStringLiteral("median"), r.variance.median},
                         {QStringLiteral("mean"), r.variance.mean},
                         {QStringLiteral("max"), r.variance.maximum}}},
        };
        if (withDetails) {
            QJsonArray cliques;
            for (const RobustCliqueScore &clique : r.cliques) {
                QJsonArray sentences;
                for (const RobustSentenceScore &s : clique.sentences) {
                    sentences.append(QJsonObject{{QStringLiteral("sentence"), s.text},
                                                 {QStringLiteral("precision"), s.precision},
                                                 {QStringLiteral("recall"), s.recall},
                                                 {QStringLiteral("f1"), s.f1}});
                }
                cliques.append(QJsonObject{{QStringLiteral("sentences"), sentences},
                                           {QStringLiteral("worst"), clique.worst},
                                           {QStringLiteral("f1_variance"), clique.f1Variance},
                                           {QStringLiteral("system_clique_found"), clique.systemFound}});
            }
            object.insert(QStringLiteral("clique_scores"), cliques);
        }
        array.append(object);
    }
    return QJsonObject{{QStringLiteral("gold"), goldPath},
                       {QStringLiteral("scorer"), QStringLiteral("robust")},
                       {QStringLiteral("systems"), array},
                       {QStringLiteral("diagnostics"), ScoreReport::diagnosticsJson(diagnostics)}};
}
