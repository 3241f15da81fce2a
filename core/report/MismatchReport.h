#pragma once

#include "core/analysis/ErrorAnalysis.h"
#include "core/model/Benchmark.h"
#include "core/model/SystemOutput.h"
#include "core/model/SystemScore.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QVector>

// The whole per-extraction report of the mismatch browser: for every extraction of every
// system, its sentence, slots, verdict, credited synset, closest gold triple(s), slot
// patterns and the one-line explanation. Synsets and triples are numbered from 1, as in the
// gold file. Renders as JSON (an array of objects, every closest triple listed) and as TSV
// (a header row, one line per extraction; the `closest` cell lists the first five closest
// triples and says how many more there are: when no slot agrees, every triple of the
// sentence is "closest").
class MismatchReport
{
public:
    enum class Format { Tsv, Json };

    explicit MismatchReport(const Benchmark &gold);

    // analysis.extractions must be parallel to output.extractions (ErrorAnalysis::analyze).
    void addSystem(const SystemOutput &output, const SystemScore &score, const SystemAnalysis &analysis);

    int rowCount() const { return int(m_rows.size()); }
    QJsonArray toJson() const;
    QString toTsv() const;
    QString render(Format format) const;
    // Writes the report atomically; the format follows the file name (.json, else TSV).
    bool writeFile(const QString &path, QString *error) const;

    static QStringList tsvColumns();
    static constexpr int kTsvClosestLimit = 5;

private:
    struct Row
    {
        QString system;
        Extraction extraction;
        ExtractionResult result;
        ExtractionDiagnosis diagnosis;
    };

    QJsonObject rowJson(const Row &row) const;
    const Triple &goldTriple(const Row &row, const ClosestTriple &closest) const;

    const Benchmark &m_gold;
    QVector<Row> m_rows;
};
