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
    // False when the file cannot be read, or is no OIE2016 gold at all (empty, of another kind,
    // or a CaRB gold: looksLikeGold), with the message in *error.
    static bool readFile(const QString &path, Oie2016Corpus *gold, Diagnostics *diagnostics, QString *error);
    // Why a text is no OIE2016 gold (": empty file, ..." or ":1: this looks like ..."), to follow
    // its file name; empty when it looks like one.
    static QString kindError(const QByteArray &bytes);
    static Oie2016Corpus readBytes(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics);
    // Whether a text looks like an OIE2016 gold rather than a CaRB gold or system file, which
    // share its `sentence<TAB>...` shape: in most of the first 200 lines, the base verb (field 1)
    // is one word and one of the words of the predicate (field 2), and an argument follows.
    static bool looksLikeGold(const QByteArray &bytes);
};
