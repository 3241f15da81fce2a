#include "cli/ScoreCommand.h"

#include "cli/CommandStart.h"
#include "cli/CompareCommand.h"
#include "core/benchie/GoldStatistics.h"
#include "core/document/ScoringSession.h"
#include "core/report/ScoreReport.h"
#include "core/stats/SentenceOutcomes.h"

namespace {

struct Options
{
    QString scorer = QStringLiteral("benchie");
    ScoreReport::Format format = ScoreReport::Format::Table;
    bool stats = false;
};

// Returns -1 when the arguments are fine, else the exit status after reporting.
int parseArguments(const QStringList &arguments, Options *options, StatsOptions *statistics, CommandOptions *common)
{
    common->takesGold = true;
    common->takesFacet = true;
    common->formats = statistics->formats();
    const QStringList valued = QStringList{QStringLiteral("--scorer")} + statistics->valued();
    const QVector<CommandOptions::Kept> kept{{QStringLiteral("--scorer"), &options->scorer},
                                             {QStringLiteral("--stats"), nullptr, nullptr, &options->stats}};
    const int status = common->parse(arguments, valued, [&](const QString &argument, const QString &value) {
        if (const int taken = statistics->take(argument, value, *common); taken != CommandOptions::NotTaken)
            return taken;
        return CommandOptions::keep(kept, argument, value);
    });
    if (status >= 0)
        return status;
    if (common->help)
        return -1;
    if (options->scorer != QLatin1String("benchie"))
        return common->usageError(
            QStringLiteral("unknown scorer '%1' (expected benchie|carb|fl|robust)").arg(options->scorer));
    if (!common->format.isEmpty())
        ScoreReport::parseFormat(common->format, &options->format);
    if (const int missing = common->requireGold(); missing >= 0)
        return missing;
    return statistics->check(false, *common);
}

} // namespace

int ScoreCommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err, CommandSupport::Ending ending,
                      StatsOptions::Use use)
{
    Options options;
    CommandStart start(use, err);
    if (const int status = start.parse(parseArguments, arguments, &options, out, err, ending); status >= 0)
        return status;
    const StatsOptions &statistics = start.statistics;
    const CommandOptions &common = start.common;

    ScoringSession session;
    if (!CommandSupport::loadSession(common.gold, common.facet, common.systems, &session, err))
        return 1;
    const Benchmark &gold = session.benchmark();
    const Diagnostics diagnostics = session.diagnostics();
    ScoreReport report;
    const int concluded = CompareCommand::conclude(
        statistics,
        CompareReport(common.gold, QStringLiteral("benchie"),
                      QStringLiteral("BenchIE, facet ") + Facets::name(common.facet),
                      CompareReport::systemsOf(session.scores()), diagnostics),
        statistics.wanted() ? SentenceOutcomes::fromScores(session.scores()) : QVector<SentenceOutcomes>(),
        options.format, common.diagnostics, &report.intervals, &report.intervalSettings, out, err, ending);
    if (concluded >= 0)
        return concluded;
    report.goldPath = common.gold;
    report.facet = common.facet;
    report.withDetails = common.details;
    report.scores = session.scores();
    for (const SystemOutput &output : session.systems())
        report.outputs.append(&output);
    if (options.stats) {
        report.withStats = true;
        report.stats = GoldStatistics::compute(gold);
    }
    report.diagnostics = diagnostics;
    out << report.render(options.format);
    return CommandSupport::finish(diagnostics, common.diagnostics, out, err, ending);
}
