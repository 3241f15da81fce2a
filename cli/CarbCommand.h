#pragma once

#include "cli/CommandSupport.h"
#include "cli/StatsOptions.h"

#include <QStringList>
#include <QTextStream>

// `oie-score --scorer carb|robust ...`, dispatched from OieScore (see CommandSupport::usage()):
//   --scorer carb --gold GOLD [--system-format tab|benchie|openie4|openie5|clausie|props]
//                 [--sentences FILE] [--curve FILE] [--format F] [--details] [--diagnostics]
//                 NAME=SYSTEM_FILE ...
//   --scorer robust --gold GOLD.json [--format F] [--details] [--diagnostics] NAME=SYSTEM.json ...
// CaRB takes --ci LEVEL [--resamples N] [--seed S] and runs `oie-score compare --scorer carb`
// (StatsOptions::Use::Compare); ROBUST has neither.
// Exit status as for every command: 0 success, 1 input errors, 2 usage errors.
class CarbCommand
{
public:
    // The scorer named by --scorer in the arguments, or an empty string.
    static QString scorerOf(const QStringList &arguments);
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err,
                   CommandSupport::Ending ending = CommandSupport::Ending::Return,
                   StatsOptions::Use use = StatsOptions::Use::Intervals);
};
