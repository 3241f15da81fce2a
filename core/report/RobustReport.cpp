#include "core/report/RobustReport.h"

#include "core/report/ReportTable.h"

#include <QJsonArray>

using ReportTable::fixed3;
using ReportTable::jsonText;
using ReportTable::renderRows;

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
