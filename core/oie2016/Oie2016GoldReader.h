#pragma once

#include "core/base/Diagnostic.h"
#include "core/oie2016/Oie2016Corpus.h"

#include <QByteArray>
#include <QString>

// Reads an OIE2016 gold file (`*.oie`, docs/scoring/oie2016.md 1.1): each line
// `sentence<TAB>base verb<TAB>predicate<TAB>arg1<TAB>arg2...`; the predicate is field 2 (the
// bare QA-SRL verb of field 1 is not used), the arguments fields 3 on. A line the official
// reader would stop on is an error diagnostic and is skipped.
class Oie2016GoldReader
{
public:
    // False only when the file cannot be read.
    static bool readFile(const QString &path, Oie2016Corpus *gold, Diagnostics *diagnostics, QString *error);
    static Oie2016Corpus readBytes(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics);
    // Whether a text looks like an OIE2016 gold rather than a CaRB gold or system file, which
    // share its `sentence<TAB>...` shape: in most of the first 200 lines, the base verb (field 1)
    // is one word and one of the words of the predicate (field 2), and an argument follows.
    static bool looksLikeGold(const QByteArray &bytes);
};
