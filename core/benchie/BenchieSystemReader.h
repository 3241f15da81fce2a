#pragma once

#include "core/base/Diagnostic.h"
#include "core/model/Benchmark.h"
#include "core/model/SystemOutput.h"

#include <QByteArray>
#include <QString>
#include <QVector>

#include <memory>

// Reads system extractions in the BenchIE tab format, one per line:
// SENT_ID<TAB>SUBJECT<TAB>RELATION<TAB>OBJECT. The line is trimmed before it is split
// (docs/scoring/benchie.md 1.4). Lines with fewer than four fields are errors and skipped; sentence ids
// absent from the gold and slots with surrounding spaces are reported; a line over the
// ExtractionLimits is an error and skipped.
class BenchieSystemReader
{
public:
    // gold may be null (no id check). False only when the file cannot be read.
    static bool readFile(const QString &path, const Benchmark *gold, SystemOutput *output, Diagnostics *diagnostics,
                         QString *error);
    static SystemOutput readBytes(const QByteArray &bytes, const QString &fileName, const Benchmark *gold,
                                  Diagnostics *diagnostics);

    // A file read in two steps, so that system files can be read while the gold is still
    // being read: the constructor reads and checks the lines, which needs no gold; finish()
    // then reports the sentence ids the gold lacks. Both steps together give exactly what
    // readFile gives.
    class Reading
    {
    public:
        Reading(const QString &path, const QString &name);
        ~Reading();
        Reading(const Reading &) = delete;
        Reading &operator=(const Reading &) = delete;

        // False (with *error) when the file could not be read.
        bool finish(const Benchmark *gold, SystemOutput *output, Diagnostics *diagnostics, QString *error);

    private:
        struct IdUse
        {
            QString id;
            int firstLine = 0;
            int lines = 0;
        };
        friend class BenchieSystemReader;

        bool m_read = false;
        QString m_error;
        SystemOutput m_output;
        Diagnostics m_diagnostics;
        std::unique_ptr<class DiagnosticSink> m_sink; // open until finish(): one sort, one cap
        QVector<IdUse> m_ids; // every sentence id, with its first line and line count
    };

private:
    class Parser;
    static void reportUnknownIds(const QVector<Reading::IdUse> &ids, const Benchmark &gold, DiagnosticSink &sink);
};
