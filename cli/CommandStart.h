#pragma once

#include "cli/CommandOptions.h"
#include "cli/CommandSupport.h"
#include "cli/StatsOptions.h"

#include <QStringList>
#include <QTextStream>

// What every scoring command starts with: its statistics options (--ci, or compare's tests) and
// the common options, filled by the command's own parseArguments(arguments, options,
// statistics, common).
struct CommandStart
{
    CommandStart(StatsOptions::Use use, QTextStream &err)
        : statistics(use),
          common(statistics.command(), CommandSupport::usage(), err)
    { }

    // -1 to go on, else the exit status: a usage error reported, or 0 after --help printed the usage.
    template <typename Options, typename Parse>
    int parse(Parse parseArguments, const QStringList &arguments, Options *options, QTextStream &out, QTextStream &err,
              CommandSupport::Ending ending)
    {
        const int status = parseArguments(arguments, options, &statistics, &common);
        if (status >= 0)
            return status;
        if (common.help)
            return CommandSupport::printUsage(CommandSupport::usage(), out, err, ending);
        return -1;
    }

    StatsOptions statistics;
    CommandOptions common;
};
