#pragma once

#include "core/base/Diagnostic.h"
#include "core/model/Benchmark.h"
#include "core/model/SystemOutput.h"

#include <QCoreApplication>
#include <QString>

// Reads a file attached for review as a "reference": its triples become extractions of the
// gold's sentences, which the review queue then lists when they match no synset (rounds 2 and 3
// of the annotation protocol). The kind is told by content (InputShape):
// - a CaRB gold in CaRB's tab format (`sentence<TAB>relation<TAB>arg1<TAB>arg2...`): sentences
//   paired with the gold's by CaRB's sentence key; subject = arg1, object = the other arguments
//   joined by spaces; a sentence the gold lacks is a warning at its line;
// - a BenchIE-format system file (`sent_id<TAB>subject<TAB>relation<TAB>object`);
// - another gold (BenchIE gold or OIE Studio project): every triple of every synset, its optional
//   words kept (brackets removed), paired by sentence id.
class ReferenceReader
{
    Q_DECLARE_TR_FUNCTIONS(ReferenceReader)

public:
    // False with *error ("file:line: message") when the file cannot be read or is of no kind
    // above; problems in it are diagnostics.
    static bool read(const QString &path, const Benchmark &gold, SystemOutput *output, Diagnostics *diagnostics,
                     QString *error);
};
