#pragma once

#include "cli/CommandSupport.h"
#include "cli/StatsOptions.h"
#include "core/report/CompareReport.h"
#include "core/report/ScoreReport.h"
#include "core/stats/SentenceOutcomes.h"

#include <QStringList>
#include <QTextStream>
#include <QVector>

// `oie-score compare --gold GOLD [--scorer benchie|fl|carb|oie2016] [--test bootstrap|randomization]
// [--resamples N] [--seed S] [--holm] [--metric M[,M...]] [--format json|table] NAME=FILE ...`:
// a paired significance test between every pair of systems (docs/scoring/statistics.md 5).
// The scorer's command parses its own options and scores the systems as it always does
// (run with StatsOptions::Use::Compare), then hands the systems to conclude().
// Exit status as for every command: 0 success, 1 input errors, 2 usage errors.
namespace CompareCommand {

// `arguments` without the word `compare`.
int run(const QStringList &arguments, QTextStream &out, QTextStream &err, CommandSupport::Ending ending);
// What a scorer command does once its systems are scored (`outcomes` parallel to
// `comparison.systems`). In compare: runs the tests, prints the comparison and ends the run,
// returning its exit status. Otherwise -1, the command going on with its own report, into which
// --ci put each system's intervals (*intervals) and their settings (*settings).
int conclude(const StatsOptions &statistics, CompareReport comparison, const QVector<SentenceOutcomes> &outcomes,
             ScoreReport::Format format, bool allDiagnostics, QVector<SystemIntervals> *intervals,
             BootstrapSettings *settings, QTextStream &out, QTextStream &err, CommandSupport::Ending ending);

} // namespace CompareCommand
