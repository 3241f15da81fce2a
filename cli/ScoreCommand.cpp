#include "cli/ScoreCommand.h"

#include "core/benchie/GoldStatistics.h"
#include "core/document/ScoringSession.h"
#include "core/report/ScoreReport.h"

namespace {

struct Options
{
    QString scorer = QStringLiteral("benchie");
    ScoreReport::Format format = ScoreReport::Format::Table;
    bool stats = false;
};

// Returns -1 when the arguments are fine, else the exit status after reporting.
int parseArguments(const QStringList &arguments, Options *options, CommandOptions *common)
{
    common->takesGold = true;
    common->takesFacet = true;
    common->formats = ScoreReport::formatNames();
    const QStringList valued{QStringLiteral("--scorer")};
    const int status = common->parse(arguments, valued, [&](const QString &argument, const QString &value) {
        if (argument == QLatin1String("--scorer")) {
            options->scorer = value;
        } else if (argument == QLatin1String("--stats")) {
            options->stats = true;
        } else {
            return CommandOptions::NotTaken;
        }
        return CommandOptions::Taken;
    });
    if (status >= 0)
        return status;
    if (common->help)
        return -1;
    if (options->scorer != QLatin1String("benchie"))
        return common->usageError(QStringLiteral("unknown scorer '%1' (expected benchie|carb|fl|robust)")
                                      .arg(options->scorer));
    if (!common->format.isEmpty())
        ScoreReport::parseFormat(common->format, &options->format);
    return common->requireGold();
}

} // namespace

int ScoreCommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err, CommandSupport::Ending ending)
{
    Options options;
    CommandOptions common(QStringLiteral("oie-score"), CommandSupport::usage(), err);
    const int status = parseArguments(arguments, &options, &common);
    if (status >= 0)
        return status;
    if (common.help)
        return CommandSupport::printUsage(CommandSupport::usage(), out, err, ending);

    ScoringSession session;
    if (!CommandSupport::loadSession(common.gold, common.facet, common.systems, &session, err))
        return 1;
    const Benchmark &gold = session.benchmark();

    ScoreReport report;
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
    const Diagnostics diagnostics = session.diagnostics();
    report.diagnostics = diagnostics;
    out << report.render(options.format);
    return CommandSupport::finish(diagnostics, common.diagnostics, out, err, ending);
}

