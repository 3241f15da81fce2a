#include "core/report/CarbReport.h"

#include "core/report/IntervalColumns.h"
#include "core/report/ReportTable.h"

#include <QJsonArray>

#include <cmath>

using ReportTable::fixed3;
using ReportTable::jsonNumber;
using ReportTable::jsonText;

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
    return IntervalColumns::renderRows(
        format, QStringLiteral("CaRB (binary lenient tuple match), gold ") + goldPath, header, table, exact,
        {{StatsMetric::Auc, 2}, {StatsMetric::Precision, 3}, {StatsMetric::Recall, 4}, {StatsMetric::F1, 5}}, intervals,
        intervalSettings);
}

QJsonObject CarbReport::toJson() const
{
    QJsonArray array;
    for (qsizetype i = 0; i < systems.size(); ++i) {
        const System &system = systems.at(i);
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
                                         {QStringLiteral("f1"), jsonNumber(point.f1)}});
            }
            object.insert(QStringLiteral("curve"), curve);
        }
        if (i < intervals.size())
            IntervalColumns::addJson(&object, intervals.at(i));
        array.append(object);
    }
    QJsonObject root{{QStringLiteral("gold"), goldPath},
                     {QStringLiteral("scorer"), QStringLiteral("carb")},
                     {QStringLiteral("system_format"), systemFormat},
                     {QStringLiteral("systems"), array},
                     {QStringLiteral("diagnostics"), ScoreReport::diagnosticsJson(diagnostics)}};
    if (!intervals.isEmpty())
        root.insert(QStringLiteral("ci"), IntervalColumns::settingsJson(intervalSettings));
    return root;
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
