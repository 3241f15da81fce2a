#pragma once

#include "core/base/Diagnostic.h"
#include "core/model/SystemOutput.h"

#include <QByteArray>
#include <QString>

// Reads a system file the way the official BenchIE^FL scorer does (docs/scoring/fl.md 2.1): lines
// are not trimmed, fields 5+ are dropped, and the object loses its last character, which is
// the newline except on a last line without one or a line with more than 4 fields (each such
// chop is reported). Lines the official code would crash on are skipped with an error.
namespace FlSystemReader {
SystemOutput readOfficial(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics);
}
