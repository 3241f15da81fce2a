#pragma once

#include "core/base/Diagnostic.h"
#include "core/model/Benchmark.h"

#include <QByteArray>
#include <QString>

// Reads a BenchIE gold file exactly as the official reader does (docs/scoring/benchie.md 1.1-1.2):
// synsets are attached to sentences by block position, stray lines are kept as inert
// members, malformed brackets are read the official way. Every oddity becomes a warning.
class BenchieGoldReader
{
public:
    // False only when the file cannot be read at all (message in *error).
    static bool readFile(const QString &path, Benchmark *benchmark, Diagnostics *diagnostics, QString *error);
    // forWriting: also check that writing the model back gives these bytes, and keep what makes
    // an irregular file write back unchanged (SourceLayout). A read-only scorer skips that.
    static Benchmark readBytes(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics,
                               bool forWriting = true);
};
