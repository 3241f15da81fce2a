#pragma once

#include "Diagnostic.h"

#include <QStringList>
#include <QTextStream>

// The `oie-score` command line, in the core so that tests run it in-process:
//   oie-score --gold GOLD [--scorer benchie] [--facet default|concat|minimal|entity]
//             [--format table|json|csv|tsv|latex] [--stats] [--diagnostics] [--details]
//             NAME=SYSTEM_FILE ...
// Exit status: 0 success, 1 unreadable or invalid input (file:line: message on stderr),
// 2 bad usage (with a usage line).
class ScoreCommand
{
public:
    // Return: run() returns its exit status (tests, in-process use). ExitProcess: once the
    // output is flushed the process ends at once with that status, without freeing the
    // loaded benchmark piece by piece (the system reclaims it; on a large gold that
    // teardown costs more than a tenth of the run).
    enum class Ending { Return, ExitProcess };

    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err,
                   Ending ending = Ending::Return);
    static QString usage();
    // Shared with the other scorers' commands: a usage error (message and usage on err,
    // returns 2), and the diagnostics on stderr (errors always, warnings with `all`).
    static int usageError(QTextStream &err, const QString &message);
    // Errors always, warnings and notes with `all`, else a count of the hidden warnings.
    static void printDiagnostics(const Diagnostics &diagnostics, bool all, QTextStream &err);
    // Shared ending of every subcommand: flushes `out`, prints the diagnostics on `err`
    // (errors always, warnings with `all`, else their count), returns or exits with 1 when
    // some diagnostic is an error, else 0.
    static int finish(const Diagnostics &diagnostics, bool all, QTextStream &out, QTextStream &err, Ending ending);
};
