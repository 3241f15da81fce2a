#include "MismatchReport.h"

#include "ScoreReport.h"
#include "TextFileLines.h"

#include <QJsonDocument>

namespace {

QJsonArray numbersFromOne(const QVector<int> &indices)
{
    QJsonArray array;
    for (int index : indices)
        array.append(index + 1);
    return array;
}

QString joinedNumbers(const QJsonArray &array)
{
    QStringList parts;
    for (const QJsonValue &value : array)
        parts.append(QString::number(value.toInt()));
    return parts.join(QLatin1Char(','));
}

} // namespace

MismatchReport::MismatchReport(const Benchmark &gold)
    : m_gold(gold)
{
}

QStringList MismatchReport::tsvColumns()
{
    return {QStringLiteral("system"),   QStringLiteral("sent_id"),          QStringLiteral("line"),
            QStringLiteral("subject"),  QStringLiteral("relation"),         QStringLiteral("object"),
            QStringLiteral("verdict"),  QStringLiteral("synset"),           QStringLiteral("matching_synsets"),
            QStringLiteral("closest"),  QStringLiteral("patterns"),         QStringLiteral("explanation")};
}

QJsonArray MismatchReport::closestJson(int sentenceIndex, const ExtractionDiagnosis &diagnosis) const
{
    QJsonArray closest;
    const Sentence &sentence = m_gold.sentences().at(sentenceIndex);
    for (const ClosestTriple &c : diagnosis.closest) {
        const Triple &triple = sentence.synsets.at(c.synset).triples.at(c.triple);
        closest.append(QJsonObject{{QStringLiteral("synset"), c.synset + 1},
                                   {QStringLiteral("triple"), c.triple + 1},
                                   {QStringLiteral("pattern"), c.pattern.code()},
                                   {QStringLiteral("subject"), triple.subject().source()},
                                   {QStringLiteral("relation"), triple.relation().source()},
                                   {QStringLiteral("object"), triple.object().source()}});
    }
    return closest;
}

void MismatchReport::addSystem(const SystemOutput &output, const SystemScore &score, const SystemAnalysis &analysis)
{
    for (int e = 0; e < output.extractions.size() && e < score.results.size(); ++e) {
        const Extraction &x = output.extractions.at(e);
        const ExtractionResult &result = score.results.at(e);
        QJsonObject row{
            {QStringLiteral("system"), output.name},
            {QStringLiteral("sent_id"), x.sentenceId},
            {QStringLiteral("line"), x.line},
            {QStringLiteral("subject"), x.subject},
            {QStringLiteral("relation"), x.relation},
            {QStringLiteral("object"), x.object},
            {QStringLiteral("verdict"), ExtractionResult::verdictName(result.verdict)},
            {QStringLiteral("synset"), result.creditedSynset >= 0 ? QJsonValue(result.creditedSynset + 1) : QJsonValue()},
            {QStringLiteral("matching_synsets"), numbersFromOne(result.matchingSynsets)},
        };
        const ExtractionDiagnosis diagnosis = analysis.extractions.value(e);
        QJsonArray patterns;
        for (const SlotPattern &pattern : diagnosis.patterns)
            patterns.append(pattern.code());
        row.insert(QStringLiteral("closest"), diagnosis.isEmpty() ? QJsonArray() : closestJson(result.sentenceIndex, diagnosis));
        row.insert(QStringLiteral("patterns"), patterns);
        row.insert(QStringLiteral("explanation"), diagnosis.explanation);
        m_rows.append(row);
    }
}

QJsonArray MismatchReport::toJson() const
{
    QJsonArray array;
    for (const QJsonObject &row : m_rows)
        array.append(row);
    return array;
}

QString MismatchReport::toTsv() const
{
    QString out = tsvColumns().join(QLatin1Char('\t')) + QLatin1Char('\n');
    for (const QJsonObject &row : m_rows) {
        QStringList closest;
        for (const QJsonValue &value : row.value(QStringLiteral("closest")).toArray()) {
            const QJsonObject c = value.toObject();
            closest.append(QString::number(c.value(QStringLiteral("synset")).toInt()) + QLatin1Char('.')
                           + QString::number(c.value(QStringLiteral("triple")).toInt()) + QLatin1Char(' ')
                           + c.value(QStringLiteral("subject")).toString() + QStringLiteral(" --> ")
                           + c.value(QStringLiteral("relation")).toString() + QStringLiteral(" --> ")
                           + c.value(QStringLiteral("object")).toString());
        }
        QStringList patterns;
        for (const QJsonValue &value : row.value(QStringLiteral("patterns")).toArray())
            patterns.append(value.toString());
        const QJsonValue synset = row.value(QStringLiteral("synset"));
        const QStringList cells{
            row.value(QStringLiteral("system")).toString(),
            row.value(QStringLiteral("sent_id")).toString(),
            QString::number(row.value(QStringLiteral("line")).toInt()),
            row.value(QStringLiteral("subject")).toString(),
            row.value(QStringLiteral("relation")).toString(),
            row.value(QStringLiteral("object")).toString(),
            row.value(QStringLiteral("verdict")).toString(),
            synset.isNull() ? QString() : QString::number(synset.toInt()),
            joinedNumbers(row.value(QStringLiteral("matching_synsets")).toArray()),
            closest.join(QStringLiteral(" | ")),
            patterns.join(QLatin1Char(',')),
            row.value(QStringLiteral("explanation")).toString(),
        };
        QStringList clean;
        for (const QString &cell : cells)
            clean.append(ScoreReport::delimitedField(cell, QLatin1Char('\t')));
        out += clean.join(QLatin1Char('\t')) + QLatin1Char('\n');
    }
    return out;
}

QString MismatchReport::render(Format format) const
{
    if (format == Format::Json)
        return QString::fromUtf8(QJsonDocument(toJson()).toJson(QJsonDocument::Indented));
    return toTsv();
}

bool MismatchReport::writeFile(const QString &path, QString *error) const
{
    const Format format = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? Format::Json : Format::Tsv;
    return TextFileLines::writeFileAtomically(render(format).toUtf8(), path, error);
}
