#pragma once

#include "cli/CommandSupport.h"
#include "cli/StatsOptions.h"

#include <QStringList>
#include <QTextStream>

// `oie-score --scorer fl ...`: BenchIE^FL scoring (docs/scoring/fl.md) of system files against a
// gold, principled by default, `--fl-official` for the official scorer's numbers, and
// `--fl-no-punct|--fl-no-af|--fl-no-lod|--fl-no-correction` to switch heuristics off; `--ci` in
// the principled mode, and `oie-score compare --scorer fl` (StatsOptions::Use::Compare).
namespace FlCommand {
// True when the arguments ask for the fl scorer (--scorer fl or --scorer=fl).
bool wanted(const QStringList &arguments);
int run(const QStringList &arguments, QTextStream &out, QTextStream &err, CommandSupport::Ending ending,
        StatsOptions::Use use = StatsOptions::Use::Intervals);
} // namespace FlCommand
