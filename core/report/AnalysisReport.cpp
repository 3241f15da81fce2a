#include "core/report/AnalysisReport.h"

#include "core/report/ScoreReport.h"

#include <QJsonArray>

namespace {

const char *const kSlotKeys[3] = {"subject", "relation", "object"};

QString number(double value)
{
    return ScoreReport::formatNumber(value);
}

} // namespace

QJsonObject AnalysisReport::toJson() const
{
    QJsonArray systemArray;
    for (const SystemEntry &entry : systems) {
        const SystemAnalysis &a = entry.analysis;
        QJsonObject slotErrors;
        for (int p = 0; p < 3; ++p)
            slotErrors.insert(QLatin1String(kSlotKeys[p]), a.slotErrors[p]);
        QJsonObject shares;
        QJsonObject counts;
        for (const QString &code : ErrorAnalysis::bucketCodes()) {
            shares.insert(code, a.bucketShares.value(code));
            counts.insert(code, a.bucketCounts.value(code));
        }
        QJsonArray buckets;
        for (const BucketScore &b : entry.buckets) {
            buckets.append(QJsonObject{{QStringLiteral("dimension"), b.dimension},
                                       {QStringLiteral("label"), b.label},
                                       {QStringLiteral("sentences"), b.sentences},
                                       {QStringLiteral("tp"), b.counts.tp},
                                       {QStringLiteral("fp"), b.counts.fp},
                                       {QStringLiteral("fn"), b.counts.fn},
                                       {QStringLiteral("precision"), b.counts.precision()},
                                       {QStringLiteral("recall"), b.counts.recall()},
                                       {QStringLiteral("f1"), b.counts.f1()}});
        }
        QJsonObject system{{QStringLiteral("name"), a.name},
                           {QStringLiteral("incorrect"), a.incorrect},
                           {QStringLiteral("slot_errors"), slotErrors},
                           {QStringLiteral("error_buckets"), shares},
                           {QStringLiteral("error_bucket_counts"), counts},
                           {QStringLiteral("case_only"), a.caseOnly},
                           {QStringLiteral("buckets"), buckets}};
        if (withDetails)
            system.insert(QStringLiteral("extractions"), entry.extractions);
        systemArray.append(system);
    }
    return QJsonObject{{QStringLiteral("systems"), systemArray},
                       {QStringLiteral("tokenization"), tokenization},
                       {QStringLiteral("diagnostics"), ScoreReport::diagnosticsJson(diagnostics)}};
}

QStringList AnalysisReport::csvColumns()
{
    return {QStringLiteral("system"),    QStringLiteral("section"), QStringLiteral("dimension"),
            QStringLiteral("label"),     QStringLiteral("sentences"), QStringLiteral("tp"),
            QStringLiteral("fp"),        QStringLiteral("fn"),        QStringLiteral("precision"),
            QStringLiteral("recall"),    QStringLiteral("f1"),        QStringLiteral("count"),
            QStringLiteral("share")};
}

QString AnalysisReport::toCsv() const
{
    const QChar comma = QLatin1Char(',');
    QString out = csvColumns().join(comma) + QLatin1Char('\n');
    auto row = [&](const QStringList &cells) {
        QStringList escaped;
        for (const QString &cell : cells)
            escaped.append(ScoreReport::delimitedField(cell, comma));
        out += escaped.join(comma) + QLatin1Char('\n');
    };
    for (const SystemEntry &entry : systems) {
        for (const BucketScore &b : entry.buckets) {
            row({entry.analysis.name, QStringLiteral("bucket"), b.dimension, b.label, QString::number(b.sentences),
                 QString::number(b.counts.tp), QString::number(b.counts.fp), QString::number(b.counts.fn),
                 number(b.counts.precision()), number(b.counts.recall()), number(b.counts.f1()), QString(), QString()});
        }
    }
    for (const SystemEntry &entry : systems) {
        const SystemAnalysis &a = entry.analysis;
        for (int p = 0; p < 3; ++p) {
            row({a.name, QStringLiteral("slot_error"), QString(), QLatin1String(kSlotKeys[p]), QString(), QString(),
                 QString(), QString(), QString(), QString(), QString(), QString::number(a.slotErrorCounts[p]),
                 number(a.slotErrors[p])});
        }
        for (const QString &code : ErrorAnalysis::bucketCodes()) {
            row({a.name, QStringLiteral("error_bucket"), QString(), code, QString(), QString(), QString(), QString(),
                 QString(), QString(), QString(), QString::number(a.bucketCounts.value(code)),
                 number(a.bucketShares.value(code))});
        }
    }
    return out;
}
