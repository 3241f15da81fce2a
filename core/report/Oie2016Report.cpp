#include "core/report/Oie2016Report.h"

#include "core/carb/CarbScorer.h"
#include "core/report/IntervalColumns.h"
#include "core/report/ReportTable.h"

#include <QJsonArray>

using ReportTable::fixed3;
using ReportTable::jsonText;

namespace {

QString thresholdText(const Oie2016Result &r)
{
    return r.hasThreshold ? ScoreReport::formatNumber(r.threshold) : QStringLiteral("-");
}

double rowF1(const Oie2016CurveRow &row)
{
    const double sum = row.precision + row.recall;
    return sum == 0 ? 0.0 : 2.0 * row.precision * row.recall / sum;
}

QJsonArray curveJson(const Oie2016Curve &curve)
{
    QJsonArray rows;
    for (const Oie2016CurveRow &row : curve.rows) {
        rows.append(
            QJsonObject{{QStringLiteral("precision"), row.precision},
                        {QStringLiteral("recall"), row.recall},
                        {QStringLiteral("threshold"), row.hasThreshold ? QJsonValue(row.threshold) : QJsonValue()}});
    }
    return rows;
}

QJsonArray goldJson(const QVector<Oie2016GoldMatch> &matches)
{
    QJsonArray array;
    for (const Oie2016GoldMatch &match : matches) {
        const bool matched = match.systemLine > 0;
        array.append(
            QJsonObject{{QStringLiteral("line"), match.goldLine},
                        {QStringLiteral("matched"), matched},
                        {QStringLiteral("by_line"), matched ? QJsonValue(match.systemLine) : QJsonValue()},
                        {QStringLiteral("confidence"), matched ? QJsonValue(match.confidence) : QJsonValue()}});
    }
    return array;
}

} // namespace

QString Oie2016Report::render(ScoreReport::Format format) const
{
    if (format == ScoreReport::Format::Json)
        return jsonText(toJson());
    const QString modeName = Oie2016Options::modeName(mode);
    const bool delimited = format == ScoreReport::Format::Csv || format == ScoreReport::Format::Tsv;
    const QStringList header = delimited
        ? QStringList{QStringLiteral("system"),      QStringLiteral("format"), QStringLiteral("mode"),
                      QStringLiteral("extractions"), QStringLiteral("gold"),   QStringLiteral("matched"),
                      QStringLiteral("threshold"),   QStringLiteral("auc"),    QStringLiteral("precision"),
                      QStringLiteral("recall"),      QStringLiteral("f1")}
        : QStringList{QStringLiteral("System"),  QStringLiteral("Format"),    QStringLiteral("Extr."),
                      QStringLiteral("Matched"), QStringLiteral("Threshold"), QStringLiteral("AUC"),
                      QStringLiteral("P"),       QStringLiteral("R"),         QStringLiteral("F1")};
    QVector<QStringList> table;
    QVector<QStringList> exact;
    for (const System &system : systems) {
        const Oie2016Result &r = system.result;
        const QString extractions = QString::number(r.systemExtractions);
        const QString matched = QString::number(r.matched);
        table.append({system.name, system.format, extractions, matched, thresholdText(r), fixed3(r.auc()),
                      fixed3(r.precision), fixed3(r.recall), fixed3(r.f1)});
        exact.append({system.name, system.format, modeName, extractions, QString::number(r.goldExtractions), matched,
                      r.hasThreshold ? ScoreReport::formatNumber(r.threshold) : QString(),
                      ScoreReport::formatNumber(r.auc()), ScoreReport::formatNumber(r.precision),
                      ScoreReport::formatNumber(r.recall), ScoreReport::formatNumber(r.f1)});
    }
    const QString title = QStringLiteral("OIE2016 (%1), gold %2: %3 extractions in %4 sentences")
                              .arg(Oie2016Options::describe(mode), goldPath, QString::number(goldExtractions),
                                   QString::number(goldSentences));
    return IntervalColumns::renderRows(
        format, title, header, table, exact,
        {{StatsMetric::Auc, 5}, {StatsMetric::Precision, 6}, {StatsMetric::Recall, 7}, {StatsMetric::F1, 8}}, intervals,
        intervalSettings);
}

QJsonObject Oie2016Report::toJson() const
{
    QJsonArray array;
    for (qsizetype i = 0; i < systems.size(); ++i) {
        const System &system = systems.at(i);
        const Oie2016Result &r = system.result;
        QJsonObject object{
            {QStringLiteral("name"), system.name},
            {QStringLiteral("file"), system.path},
            {QStringLiteral("format"), system.format},
            {QStringLiteral("auc"), r.auc()},
            {QStringLiteral("f1"), r.f1},
            {QStringLiteral("precision"), r.precision},
            {QStringLiteral("recall"), r.recall},
            {QStringLiteral("threshold"), r.hasThreshold ? QJsonValue(r.threshold) : QJsonValue()},
            {QStringLiteral("gold"), r.goldExtractions},
            {QStringLiteral("matched"), double(r.matched)},
            {QStringLiteral("extractions"), r.systemExtractions},
            {QStringLiteral("rounded"),
             QJsonObject{{QStringLiteral("auc"), CarbResult::round3(r.auc())},
                         {QStringLiteral("precision"), CarbResult::round3(r.precision)},
                         {QStringLiteral("recall"), CarbResult::round3(r.recall)},
                         {QStringLiteral("f1"), CarbResult::round3(r.f1)}}},
            {QStringLiteral("gold_counted"), double(r.goldCounted)},
            {QStringLiteral("recall_multiplier"), r.recallMultiplier},
            {QStringLiteral("sentences"), r.systemSentences},
            {QStringLiteral("extractions_in_gold_sentences"), r.systemExtractionsInGoldSentences},
            {QStringLiteral("points"),
             QJsonObject{{QStringLiteral("positive"), r.positives}, {QStringLiteral("negative"), r.negatives}}},
            {QStringLiteral("curve_rows"), int(r.curve.rows.size())},
        };
        if (withDetails) {
            object.insert(QStringLiteral("curve"), curveJson(r.curve));
            object.insert(QStringLiteral("gold_extractions"), goldJson(r.goldMatches));
        }
        if (i < intervals.size())
            IntervalColumns::addJson(&object, intervals.at(i));
        array.append(object);
    }
    QJsonObject root{{QStringLiteral("gold"), goldPath},
                     {QStringLiteral("gold_extractions"), goldExtractions},
                     {QStringLiteral("gold_sentences"), goldSentences},
                     {QStringLiteral("scorer"), QStringLiteral("oie2016")},
                     {QStringLiteral("mode"), Oie2016Options::modeName(mode)},
                     {QStringLiteral("curve_convention"),
                      curve == Oie2016Options::Curve::Legacy ? QStringLiteral("legacy (scikit-learn <= 1.0)")
                                                             : QStringLiteral("all thresholds (scikit-learn >= 1.1)")},
                     {QStringLiteral("systems"), array},
                     {QStringLiteral("diagnostics"), ScoreReport::diagnosticsJson(diagnostics)}};
    if (!intervals.isEmpty())
        root.insert(QStringLiteral("ci"), IntervalColumns::settingsJson(intervalSettings));
    return root;
}

QByteArray Oie2016Report::curveTsv() const
{
    QString out = QStringLiteral("system\tthreshold\tprecision\trecall\tf1\n");
    for (const System &system : systems) {
        const QString name = ScoreReport::delimitedField(system.name, QLatin1Char('\t'));
        for (const Oie2016CurveRow &row : system.result.curve.rows) {
            out += name + QLatin1Char('\t') + (row.hasThreshold ? ScoreReport::formatNumber(row.threshold) : QString())
                + QLatin1Char('\t') + ScoreReport::formatNumber(row.precision) + QLatin1Char('\t')
                + ScoreReport::formatNumber(row.recall) + QLatin1Char('\t') + ScoreReport::formatNumber(rowF1(row))
                + QLatin1Char('\n');
        }
    }
    return out.toUtf8();
}
