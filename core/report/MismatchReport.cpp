#include "core/report/MismatchReport.h"

#include "core/base/TextFileLines.h"
#include "core/report/ScoreReport.h"

#include <QJsonDocument>

namespace {

QString joinedNumbersFromOne(const QVector<int> &indices)
{
    QStringList parts;
    for (int index : indices)
        parts.append(QString::number(index + 1));
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

void MismatchReport::addSystem(const SystemOutput &output, const SystemScore &score, const SystemAnalysis &analysis)
{
    m_rows.reserve(m_rows.size() + output.extractions.size());
    for (int e = 0; e < output.extractions.size() && e < score.results.size(); ++e)
        m_rows.append({output.name, output.extractions.at(e), score.results.at(e), analysis.extractions.value(e)});
}

const Triple &MismatchReport::goldTriple(const Row &row, const ClosestTriple &closest) const
{
    return m_gold.sentences().at(row.result.sentenceIndex).synsets.at(closest.synset).triples.at(closest.triple);
}

QJsonObject MismatchReport::rowJson(const Row &row) const
{
    const Extraction &x = row.extraction;
    QJsonArray closest;
    for (const ClosestTriple &c : row.diagnosis.closest) {
        const Triple &triple = goldTriple(row, c);
        closest.append(QJsonObject{{QStringLiteral("synset"), c.synset + 1},
                                   {QStringLiteral("triple"), c.triple + 1},
                                   {QStringLiteral("pattern"), c.pattern.code()},
                                   {QStringLiteral("subject"), triple.subject().source()},
                                   {QStringLiteral("relation"), triple.relation().source()},
                                   {QStringLiteral("object"), triple.object().source()}});
    }
    QJsonArray patterns;
    for (const SlotPattern &pattern : row.diagnosis.patterns)
        patterns.append(pattern.code());
    return QJsonObject{
        {QStringLiteral("system"), row.system},
        {QStringLiteral("sent_id"), x.sentenceId},
        {QStringLiteral("line"), x.line},
        {QStringLiteral("subject"), x.subject},
        {QStringLiteral("relation"), x.relation},
        {QStringLiteral("object"), x.object},
        {QStringLiteral("verdict"), ExtractionResult::verdictName(row.result.verdict)},
        {QStringLiteral("synset"), row.result.creditedSynset >= 0 ? QJsonValue(row.result.creditedSynset + 1) : QJsonValue()},
        {QStringLiteral("matching_synsets"), ScoreReport::numbersFromOne(row.result.matchingSynsets.toVector())},
        {QStringLiteral("closest"), closest},
        {QStringLiteral("patterns"), patterns},
        {QStringLiteral("explanation"), row.diagnosis.explanation},
    };
}

QJsonArray MismatchReport::toJson() const
{
    QJsonArray array;
    for (const Row &row : m_rows)
        array.append(rowJson(row));
    return array;
}

QString MismatchReport::toTsv() const
{
    const QChar tab = QLatin1Char('\t');
    QString out = tsvColumns().join(tab) + QLatin1Char('\n');
    for (const Row &row : m_rows) {
        const Extraction &x = row.extraction;
        QStringList closest;
        const int shown = std::min(int(row.diagnosis.closest.size()), kTsvClosestLimit);
        for (int i = 0; i < shown; ++i) {
            const ClosestTriple &c = row.diagnosis.closest.at(i);
            const Triple &triple = goldTriple(row, c);
            closest.append(QString::number(c.synset + 1) + QLatin1Char('.') + QString::number(c.triple + 1)
                           + QLatin1Char(' ') + triple.subject().source() + QStringLiteral(" --> ")
                           + triple.relation().source() + QStringLiteral(" --> ") + triple.object().source());
        }
        if (row.diagnosis.closest.size() > shown)
            closest.append(QStringLiteral("(+%1 more)").arg(row.diagnosis.closest.size() - shown));
        QStringList patterns;
        for (const SlotPattern &pattern : row.diagnosis.patterns)
            patterns.append(pattern.code());
        const QString cells[] = {
            row.system,
            x.sentenceId,
            QString::number(x.line),
            x.subject,
            x.relation,
            x.object,
            ExtractionResult::verdictName(row.result.verdict),
            row.result.creditedSynset >= 0 ? QString::number(row.result.creditedSynset + 1) : QString(),
            joinedNumbersFromOne(row.result.matchingSynsets.toVector()),
            closest.join(QStringLiteral(" | ")),
            patterns.join(QLatin1Char(',')),
            row.diagnosis.explanation,
        };
        bool first = true;
        for (const QString &cell : cells) {
            if (!first)
                out += tab;
            out += ScoreReport::delimitedField(cell, tab);
            first = false;
        }
        out += QLatin1Char('\n');
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
