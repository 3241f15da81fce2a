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
    // A gold over one of the limits below is refused: the benchmark comes back empty and the
    // message ("file:line: ... over the gold limit of 5000 triples per sentence") goes to
    // *limitError when given, else to the diagnostics as an error.
    static Benchmark readBytes(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics,
                               bool forWriting = true, QString *limitError = nullptr);

    // Limits of a gold (issue 31, docs/performance.md "Pathological inputs"): far above the real
    // golds of ../shared/data (at most 10 optional words in a slot, 272 triples and 26 synsets in
    // a sentence), they bound what the scorers, the analyses and lint spend on one sentence,
    // which grows with its triples times a system's extractions, and on one slot, which grows
    // with its optional words times an extraction's words (BenchIE^FL, official mode).
    static constexpr int kMaxOptionalWordsPerSlot = 1000;
    static constexpr int kMaxTriplesPerSentence = 5000;
    static constexpr int kMaxSynsetsPerSentence = 5000;
    // The limits of triples and synsets per sentence checked piece by piece, without holding the
    // file: the message readBytes would give ("file:line: ..."), or an empty string. For a large
    // gold, so that refusing it costs neither a full reading nor its size in memory.
    static QString limitsInPieces(const QString &path);
};
