#pragma once

#include "core/base/Diagnostic.h"
#include "core/carb/CarbCorpus.h"

#include <QByteArray>
#include <QString>

// Reads a CaRB gold file, `SENTENCE<TAB>RELATION<TAB>ARG1<TAB>ARG2...`, as the official
// reader does (docs/scoring/carb.md 3, Reading): the line is stripped, split on tabs, each field
// trimmed; an argument containing "C: " is skipped. Lines the official reader would crash
// on (blank, or without a relation) are reported and skipped.
class CarbGoldReader
{
public:
    // False when the file cannot be read, or is no CaRB gold at all (empty, or of another
    // kind: kindError), with the message in *error.
    static bool readFile(const QString &path, CarbCorpus *gold, Diagnostics *diagnostics, QString *error);
    // Why a text is no CaRB gold (": empty file, ..." or ":1: this looks like ..., not a CaRB
    // gold"), to follow its file name; empty when it has a CaRB gold's shape (InputShape).
    static QString kindError(const QByteArray &bytes);
    static CarbCorpus readBytes(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics);
};
