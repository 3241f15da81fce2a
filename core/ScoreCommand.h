#pragma once

#include "CommandOptions.h"
#include "Diagnostic.h"
#include "Facet.h"

#include <QList>
#include <QStringList>
#include <QTextStream>

#include <utility>

class ScoringSession;

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
    // Errors always, warnings and notes with `all`, else a count of the hidden warnings.
    static void printDiagnostics(const Diagnostics &diagnostics, bool all, QTextStream &err);

    // Shared by the subcommands (AnalysisCommand):
    using SystemArguments = CommandOptions::SystemArguments; // name, path
    static QString unknownFacet(const QString &value); // the usage message
    // Opens the gold under the facet and adds the systems; false after writing why to err.
    // Scores never need POS tags: only the analyses (conj/case buckets) ask for them.
    static bool loadSession(const QString &gold, Facet facet, const SystemArguments &systems,
                            ScoringSession *session, QTextStream &err, bool tagPartsOfSpeech = false);
    // Prints the diagnostics (printDiagnostics) and returns the exit status, 1 when one is an
    // error; with ExitProcess the process ends with it once everything is flushed.
    static int finish(const Diagnostics &diagnostics, bool all, QTextStream &err, Ending ending);
    // The same, flushing `out` first.
    static int finish(const Diagnostics &diagnostics, bool all, QTextStream &out, QTextStream &err, Ending ending);
};
