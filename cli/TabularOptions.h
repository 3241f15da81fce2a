#pragma once

#include "cli/CommandOptions.h"
#include "cli/CommandSupport.h"
#include "cli/StatsOptions.h"
#include "core/base/Diagnostic.h"
#include "core/report/ScoreReport.h"

#include <QHash>
#include <QString>
#include <QTextStream>

// The options CaRB and OIE2016 share, the scorers of tab-separated tuples with a
// precision-recall curve: the gold, the systems, the raw sentence file (--sentences), the curve
// file (--curve) and the report's format, details and diagnostics.
struct TabularOptions
{
    QString gold;
    QString sentences;
    QString curve;
    ScoreReport::Format output = ScoreReport::Format::Table;
    bool details = false;
    bool diagnostics = false;
    CommandOptions::SystemArguments systems;

    // Parses a scorer's arguments: the statistics options first, then the scorer's own (`own`,
    // with the valued ones in `valued`), then --sentences and --curve; once parsed, copies the
    // gold, the systems, the format, --details and --diagnostics, and requires the gold.
    // -1 when the run goes on (or --help was asked: common->help), else the exit status.
    int parse(const QStringList &arguments, const QStringList &valued, StatsOptions *statistics, CommandOptions *common,
              const CommandOptions::OwnOption &own);
    // The raw sentences of --sentences (none without it), by line number or id, as
    // CarbSystemReader::readSentences reads them; false after printing why to err.
    bool readSentences(QHash<QString, QString> *texts, Diagnostics *diagnostics, QTextStream &err) const;
    // -1 unless --curve names one of the run's inputs (then the exit status, after the message).
    int refuseCurveOverInput(const CommandOptions &common) const;
    // Writes the curve when --curve asked for it, prints the report and ends as
    // CommandSupport::finish does.
    int finish(const QString &rendered, const QByteArray &curveTsv, const Diagnostics &diagnostics, QTextStream &out,
               QTextStream &err, CommandSupport::Ending ending) const;
};
