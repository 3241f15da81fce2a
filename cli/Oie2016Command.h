#pragma once

#include "cli/CommandSupport.h"
#include "cli/StatsOptions.h"

#include <QStringList>
#include <QTextStream>

// `oie-score --scorer oie2016 ...`, dispatched from OieScore (see CommandSupport::usage()):
//   --scorer oie2016 --gold GOLD.oie [--system-format ollie|reverb|stanford|openie4|clausie|props]
//                    [--oie2016-mode current|2016] [--sentences FILE] [--curve FILE] [--format F]
//                    [--details] [--diagnostics] NAME=FILE ...
// Each --system-format applies to the NAME=FILE arguments after it, so systems of several
// formats score in one run. --sentences is the raw sentence file ReVerb's sentence numbers
// point into (docs/scoring/oie2016.md 1.6). The current mode reads WordNet (wordnet-base).
// --ci LEVEL [--resamples N] [--seed S] adds confidence intervals; with StatsOptions::Use::Compare
// it runs `oie-score compare --scorer oie2016`.
// Exit status as for every command: 0 success, 1 input errors, 2 usage errors.
class Oie2016Command
{
public:
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err,
                   CommandSupport::Ending ending = CommandSupport::Ending::Return,
                   StatsOptions::Use use = StatsOptions::Use::Intervals);
};
