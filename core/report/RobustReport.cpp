#include "core/report/RobustReport.h"

#include "core/report/ReportTable.h"

#include <QJsonArray>

using ReportTable::fixed3;
using ReportTable::jsonNumber;
using ReportTable::jsonText;
using ReportTable::renderRows;

namespace {

// AUC, P, R and F1 under their JSON names.
QJsonObject figures(double auc, double precision, double recall, double f1)
{
    return QJsonObject{{QStringLiteral("auc"), jsonNumber(auc)},
                       {QStringLiteral("precision"), jsonNumber(precision)},
                       {QStringLiteral("recall"), jsonNumber(recall)},
                       {QStringLiteral("f1"), jsonNumber(f1)}};
}

// What was left out (docs/scoring/robust.md 4: the official walks the system file).
QJsonObject notScoredJson(const RobustCoverage &coverage)
{
    return QJsonObject{{QStringLiteral("gold_cliques"), coverage.goldCliquesNotScored},
                       {QStringLiteral("gold_paraphrases"), coverage.goldParaphrasesNotScored},
                       {QStringLiteral("system_cliques"), coverage.systemCliquesWithoutGold},
                       {QStringLiteral("system_sentences"), coverage.systemSentencesWithoutGold}};
}

QJsonArray cliquesJson(const QVector<RobustCliqueScore> &cliques)
{
    QJsonArray array;
    for (const RobustCliqueScore &clique : cliques) {
        QJsonArray sentences;
        for (const RobustSentenceScore &s : clique.sentences) {
            QJsonObject sentence = figures(s.auc, s.precision, s.recall, s.f1);
            sentence.insert(QStringLiteral("sentence"), s.text);
            sentence.insert(QStringLiteral("line"), s.line);
            sentences.append(sentence);
        }
        array.append(QJsonObject{{QStringLiteral("sentences"), sentences},
                                 {QStringLiteral("worst"), clique.worst},
                                 {QStringLiteral("f1_variance"), jsonNumber(clique.f1Variance)},
                                 {QStringLiteral("line"), clique.line}});
    }
    return array;
}

} // namespace

QString RobustReport::render(ScoreReport::Format format) const
{
    if (format == ScoreReport::Format::Json)
        return jsonText(toJson());
    const QStringList header{QStringLiteral("System"),       QStringLiteral("Cliques"),    QStringLiteral("CaRB AUC"),
                             QStringLiteral("CaRB P"),       QStringLiteral("CaRB R"),     QStringLiteral("CaRB F1"),
                             QStringLiteral("Mean F1 var."), QStringLiteral("Robust AUC"), QStringLiteral("Robust P"),
                             QStringLiteral("Robust R"),     QStringLiteral("Robust F1")};
    QVector<QStringList> table;
    QVector<QStringList> exact;
    for (const System &system : systems) {
        const RobustResult &r = system.result;
        const QString cliques = QString::number(r.cliques.size());
        table.append({system.name, cliques, fixed3(r.carbAuc), fixed3(r.carbPrecision), fixed3(r.carbRecall),
                      fixed3(r.carbF1), QString::number(r.variance.mean, 'f', 4), fixed3(r.auc), fixed3(r.precision),
                      fixed3(r.recall), fixed3(r.f1)});
        QStringList row{system.name, cliques};
        for (double value :
             {r.carbAuc, r.carbPrecision, r.carbRecall, r.carbF1, r.variance.mean, r.auc, r.precision, r.recall, r.f1})
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
        QJsonObject object = figures(r.auc, r.precision, r.recall, r.f1);
        object.insert(QStringLiteral("name"), system.name);
        object.insert(QStringLiteral("file"), system.path);
        object.insert(QStringLiteral("cliques"), int(r.cliques.size()));
        object.insert(QStringLiteral("carb_original"), figures(r.carbAuc, r.carbPrecision, r.carbRecall, r.carbF1));
        object.insert(QStringLiteral("not_scored"), notScoredJson(r.coverage));
        object.insert(QStringLiteral("paired_by_key"), r.coverage.pairedByKey);
        object.insert(QStringLiteral("f1_variance"),
                      QJsonObject{{QStringLiteral("min"), jsonNumber(r.variance.minimum)},
                                  {QStringLiteral("median"), jsonNumber(r.variance.median)},
                                  {QStringLiteral("mean"), jsonNumber(r.variance.mean)},
                                  {QStringLiteral("max"), jsonNumber(r.variance.maximum)}});
        if (withDetails)
            object.insert(QStringLiteral("clique_scores"), cliquesJson(r.cliques));
        array.append(object);
    }
    return QJsonObject{{QStringLiteral("gold"), goldPath},
                       {QStringLiteral("scorer"), QStringLiteral("robust")},
                       {QStringLiteral("systems"), array},
                       {QStringLiteral("diagnostics"), ScoreReport::diagnosticsJson(diagnostics)}};
}
