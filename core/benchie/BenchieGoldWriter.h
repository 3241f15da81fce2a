#pragma once

#include "core/model/Benchmark.h"

#include <QByteArray>
#include <QString>

// Writes a benchmark in the BenchIE gold text format. Lines read from a file are written as
// they were read; edited ones in canonical form. A benchmark that was read and not changed
// is written back byte for byte.
class BenchieGoldWriter
{
public:
    // The file's bytes: the original bytes while the model is unchanged, else serialize().
    static QByteArray toBytes(const Benchmark &benchmark);
    // The model in BenchIE text: sentence line, cluster headers and triples, a blank line
    // between sentences, the source's line ends, BOM and final newline.
    static QByteArray serialize(const Benchmark &benchmark);
    // A fingerprint of serialized text: what SourceLayout keeps to tell an unchanged model.
    static QByteArray fingerprint(const QByteArray &bytes);
    // Saves atomically (QSaveFile); false with a message on failure.
    static bool writeFile(const Benchmark &benchmark, const QString &path, QString *error);
};
