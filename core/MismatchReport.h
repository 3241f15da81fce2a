#pragma once

#include "Benchmark.h"
#include "ErrorAnalysis.h"
#include "SystemOutput.h"
#include "SystemScore.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QVector>

// The whole per-extraction report of the mismatch browser: for every extraction of every
// system, its sentence, slots, verdict, credited synset, closest gold triple(s), slot
// patterns and the one-line explanation. Synsets and triples are numbered from 1, as in the
// gold file. Renders as JSON (an array of objects) and TSV (a header row, one line each).
class MismatchReport
{
public:
    enum class Format { Tsv, Json };

    explicit MismatchReport(const Benchmark &gold);

    // analysis.extractions must be parallel to output.extractions (ErrorAnalysis::analyze).
    void addSystem(const SystemOutput &output, const SystemScore &score, const SystemAnalysis &analysis);

    const QVector<QJsonObject> &rows() const { return m_rows; }
    QJsonArray toJson() const;
    QString toTsv() const;
    QString render(Format format) const;
    // Writes the report atomically; the format follows the file name (.json, else TSV).
    bool writeFile(const QString &path, QString *error) const;

    static QStringList tsvColumns();

private:
    QJsonArray closestJson(int sentenceIndex, const ExtractionDiagnosis &diagnosis) const;

    const Benchmark &m_gold;
    QVector<QJsonObject> m_rows;
};
