#pragma once

#include "cli/CommandSupport.h"
#include "cli/StatsOptions.h"

#include <QStringList>
#include <QTextStream>

// `oie-score [--scorer benchie]`: BenchIE scoring of system files against a gold:
//   oie-score --gold GOLD [--scorer benchie] [--facet default|concat|minimal|minimal-concat|entity]
//             [--format table|json|csv|tsv|latex] [--stats] [--diagnostics] [--details]
//             [--ci LEVEL [--resamples N] [--seed S]] NAME=SYSTEM_FILE ...
// Dispatched from OieScore; with StatsOptions::Use::Compare, runs `oie-score compare` for BenchIE
// (CompareCommand). Exit status: 0 success, 1 unreadable or invalid input
// (file:line: message on stderr), 2 bad usage (with a usage line).
class ScoreCommand
{
public:
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err,
                   CommandSupport::Ending ending = CommandSupport::Ending::Return,
                   StatsOptions::Use use = StatsOptions::Use::Intervals);
};
