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
    // False only when the file cannot be read (message in *error).
    static bool readFile(const QString &path, CarbCorpus *gold, Diagnostics *diagnostics, QString *error);
    static CarbCorpus readBytes(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics);
};
