#pragma once

#include "cli/CommandOptions.h"
#include "core/base/Diagnostic.h"
#include "core/model/Facet.h"

#include <QString>
#include <QTextStream>

class ScoringSession;

// What the `oie-score` subcommands share once their options are parsed: the usage text,
// loading a gold with its systems, printing the diagnostics and ending the run with the right
// exit status (0 success, 1 an error diagnostic, 2 bad usage is CommandOptions' part).
class CommandSupport
{
public:
    // Return: a command's run() returns its exit status (tests, in-process use). ExitProcess:
    // once the output is flushed the process ends at once with that status, without freeing
    // the loaded benchmark piece by piece (the system reclaims it; on a large gold that
    // teardown costs more than a tenth of the run). Sanitizer builds (OIE_SANITIZER_BUILD)
    // return instead, so that main returns and LeakSanitizer checks the whole run.
    enum class Ending { Return, ExitProcess };

    // The whole `oie-score` usage, every subcommand.
    static QString usage();
    // Errors always, warnings and notes with `all`, else a count of the hidden warnings.
    static void printDiagnostics(const Diagnostics &diagnostics, bool all, QTextStream &err);
    // Opens the gold under the facet and adds the systems; false after writing why to err.
    // Scores never need POS tags: only the analyses (conj/case buckets) ask for them.
    static bool loadSession(const QString &gold, Facet facet, const CommandOptions::SystemArguments &systems,
                            ScoringSession *session, QTextStream &err, bool tagPartsOfSpeech = false);
    // Flushes `out`, prints the diagnostics (printDiagnostics) and returns the exit status: 1
    // when one is an error or when `out` could not be written (said on err); with ExitProcess
    // the process ends with it once everything is flushed.
    static int finish(const Diagnostics &diagnostics, bool all, QTextStream &out, QTextStream &err, Ending ending);
    // --help: the usage on `out`, ended like a run (a failed write is exit 1).
    static int printUsage(const QString &usage, QTextStream &out, QTextStream &err, Ending ending);
};
