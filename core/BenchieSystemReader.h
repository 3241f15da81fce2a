#pragma once

#include "Benchmark.h"
#include "Diagnostic.h"
#include "SystemOutput.h"

#include <QByteArray>
#include <QString>

// Reads system extractions in the BenchIE tab format, one per line:
// SENT_ID<TAB>SUBJECT<TAB>RELATION<TAB>OBJECT. The line is trimmed before it is split
// (SCORING.md 1.4). Lines with fewer than four fields are errors and skipped; sentence ids
// absent from the gold and slots with surrounding spaces are reported.
class BenchieSystemReader
{
public:
    // gold may be null (no id check). False only when the file cannot be read.
    static bool readFile(const QString &path, const Benchmark *gold, SystemOutput *output,
                         Diagnostics *diagnostics, QString *error);
    static SystemOutput readBytes(const QByteArray &bytes, const QString &fileName, const Benchmark *gold,
                                  Diagnostics *diagnostics);
};
