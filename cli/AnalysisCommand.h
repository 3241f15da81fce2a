#pragma once

#include "cli/CommandSupport.h"

#include <QStringList>
#include <QTextStream>

// `oie-score analysis`: the BenchIE paper's analyses (slot errors, error buckets, bucketized
// scores; docs/scoring/analysis.md 2) for a gold and systems:
//   oie-score analysis --gold GOLD [--facet F] [--by length|conj|case|PROPERTY:EDGES|FILE]...
//                      [--format json|csv] [--details] [--report FILE] [--diagnostics] NAME=SYSTEM_FILE ...
// Without --by, all three built-in dimensions. Exit status as for oie-score.
class AnalysisCommand
{
public:
    // arguments: everything after "analysis".
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err,
                   CommandSupport::Ending ending = CommandSupport::Ending::Return);
    static QString usage();
};
