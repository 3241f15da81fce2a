#include "cli/FlCommand.h"

#include "cli/CompareCommand.h"
#include "core/base/TextFileLines.h"
#include "core/benchie/BenchieSystemReader.h"
#include "core/document/ScoringSession.h"
#include "core/fl/FlScorer.h"
#include "core/fl/FlSystemReader.h"
#include "core/report/ScoreReport.h"
#include "core/stats/SentenceOutcomes.h"

#include <utility>

namespace FlCommand {

namespace {

struct Arguments
{
    FlOptions options;
    ScoreReport::Format format = ScoreReport::Format::Table;
};

// -1 when fine, else the exit status after reporting.
int parse(const QStringList &arguments, Arguments *parsed, StatsOptions *statistics, CommandOptions *common)
{
    const QList<std::pair<QString, bool FlOptions::*>> switches{
        {QStringLiteral("--fl-no-punct"), &FlOptions::noPunctuation},
        {QStringLiteral("--fl-no-af"), &FlOptions::alternativeFormulations},
        {QStringLiteral("--fl-no-lod"), &FlOptions::levelOfDetail},
        {QStringLiteral("--fl-no-correction"), &FlOptions::correction},
    };
    const QStringList valued = QStringList{QStringLiteral("--scorer")} + statistics->valued();
    common->acceptsHelp = false;
    common->takesGold = true;
    common->formats = statistics->formats();
    common->unknownOption = [](const QString &option) {
        return QStringLiteral("unknown option '%1' for --scorer fl").arg(option);
    };
    const int status = common->parse(arguments, valued, [&](const QString &argument, const QString &value) {
        if (const int taken = statistics->take(argument, value, *common); taken != CommandOptions::NotTaken)
            return taken;
        bool isSwitch = false;
        for (const auto &[name, member] : switches) {
            if (argument == name) {
                parsed->options.*member = false;
                isSwitch = true;
            }
        }
        if (isSwitch || argument == QLatin1String("--scorer")) {
            return CommandOptions::Taken;
        } else if (argument == QLatin1String("--fl-official")) {
            parsed->options.official = true;
        } else {
            return CommandOptions::NotTaken;
        }
        return CommandOptions::Taken;
    });
    if (status >= 0)
        return status;
    if (!common->format.isEmpty())
        ScoreReport::parseFormat(common->format, &parsed->format);
    if (const int missing = common->requireGold(); missing >= 0)
        return missing;
    // docs/scoring/fl.md 10: the official counting groups extractions by their text across sentences.
    if (parsed->options.official) {
        const int refused = statistics->refuse(
            QStringLiteral("--fl-official counts extractions by their text across sentences (docs/scoring/fl.md 10), "
                           "so its figures are no sum over sentences; leave it out for per-sentence statistics"),
            *common);
        if (refused >= 0)
            return refused;
    }
    return statistics->check(false, *common);
}

} // namespace

bool wanted(const QStringList &arguments)
{
    for (int i = 0; i < arguments.size(); ++i) {
        if (arguments.at(i) == QLatin1String("--scorer=fl")
            || (arguments.at(i) == QLatin1String("--scorer") && arguments.value(i + 1) == QLatin1String("fl")))
            return true;
    }
    return false;
}

int run(const QStringList &arguments, QTextStream &out, QTextStream &err, CommandSupport::Ending ending,
        StatsOptions::Use use)
{
    Arguments parsed;
    StatsOptions statistics(use);
    CommandOptions common(statistics.command(), CommandSupport::usage(), err);
    const int status = parse(arguments, &parsed, &statistics, &common);
    if (status >= 0)
        return status;
    Benchmark gold;
    Diagnostics diagnostics;
    QString error;
    ImportOptions import;
    import.goldOnly = true; // never a score against an empty file or a text
    if (!ScoringSession::readGold(common.gold, &gold, &diagnostics, &error, import)) {
        err << error << '\n';
        return 1;
    }
    const FlScorer scorer(gold, parsed.options);
    diagnostics += scorer.goldDiagnostics();
    QVector<SystemOutput> outputs;
    ScoreReport report;
    for (const auto &[name, path] : std::as_const(common.systems)) {
        QByteArray bytes;
        if (!TextFileLines::readFile(path, &bytes, &error)) {
            err << error << '\n';
            return 1;
        }
        SystemOutput output = parsed.options.official
            ? FlSystemReader::readOfficial(bytes, path, &diagnostics)
            : BenchieSystemReader::readBytes(bytes, path, &gold, &diagnostics);
        output.name = name;
        output.path = path;
        outputs.append(output);
        report.scores.append(scorer.score(outputs.last()));
        // unknown ids are already reported by the principled reader
        if (parsed.options.official)
            diagnostics += report.scores.last().diagnostics;
    }
    const int concluded = CompareCommand::conclude(
        statistics,
        CompareReport(common.gold, QStringLiteral("fl"),
                      QStringLiteral("BenchIE^FL (%1)").arg(parsed.options.describe()),
                      CompareReport::systemsOf(report.scores), diagnostics),
        statistics.wanted() ? SentenceOutcomes::fromScores(report.scores) : QVector<SentenceOutcomes>(), parsed.format,
        common.diagnostics, &report.intervals, &report.intervalSettings, out, err, ending);
    if (concluded >= 0)
        return concluded;
    report.goldPath = common.gold;
    report.scorer = QStringLiteral("fl");
    report.mode = parsed.options.describe();
    report.withDetails = common.details;
    for (const SystemOutput &output : std::as_const(outputs))
        report.outputs.append(&output);
    report.diagnostics = diagnostics;
    out << report.render(parsed.format);
    return CommandSupport::finish(diagnostics, common.diagnostics, out, err, ending);
}

} // namespace FlCommand
