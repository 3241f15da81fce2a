#pragma once

#include "cli/CommandSupport.h"

#include <QStringList>
#include <QTextStream>

// The `oie-score` command line, in a library so that tests run it in-process: picks the
// subcommand (`agreement`, `analysis`, `compare`, `--scorer fl|carb|robust`, else BenchIE scoring) and
// hands it the arguments. See CommandSupport::usage() for the whole syntax.
// Exit status: 0 success, 1 unreadable or invalid input (file:line: message on stderr),
// 2 bad usage (with a usage line).
class OieScore
{
public:
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err,
                   CommandSupport::Ending ending = CommandSupport::Ending::Return);
};
