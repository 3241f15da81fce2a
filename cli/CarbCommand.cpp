#include "cli/CarbCommand.h"

#include "cli/CommandStart.h"
#include "cli/CompareCommand.h"
#include "cli/TabularOptions.h"
#include "core/base/TextFileLines.h"
#include "core/carb/CarbGoldReader.h"
#include "core/carb/CarbSystemReader.h"
#include "core/report/CarbReport.h"
#include "core/report/RobustReport.h"
#include "core/robust/RobustReader.h"
#include "core/stats/CarbOutcomes.h"

#include <cstdio>
#include <cstdlib>

namespace {

struct Options : TabularOptions
{
    QString scorer;
    QString systemFormat = QStringLiteral("tab");
    CarbSystemReader::Format format = CarbSystemReader::Format::Tabbed;
};

// Returns -1 when the arguments are fine, else the exit status after reporting.
int parseArguments(const QStringList &arguments, Options *options, StatsOptions *statistics, CommandOptions *common)
{
    common->unknownOption = [options](const QString &option) {
        return QStringLiteral("option '%1' is not available with --scorer %2")
            .arg(option, options->scorer.isEmpty() ? QStringLiteral("carb") : options->scorer);
    };
    const QStringList valued{QStringLiteral("--scorer"), QStringLiteral("--system-format")};
    const int status = options->parse(
        arguments, valued, statistics, common, [&](const QString &argument, const QString &value) {
            if (argument == QLatin1String("--scorer")) {
                options->scorer = value;
            } else if (argument == QLatin1String("--system-format")) {
                if (!CarbSystemReader::parseFormat(value, &options->format))
                    return common->usageError(QStringLiteral("unknown system format '%1' (expected %2)")
                                                  .arg(value, CarbSystemReader::formatNames().join(QLatin1Char('|'))));
                options->systemFormat = value;
            } else {
                return CommandOptions::NotTaken;
            }
            return CommandOptions::Taken;
        });
    if (status >= 0 || common->help)
        return status;
    const bool robust = options->scorer == QLatin1String("robust");
    if (robust
        && (options->systemFormat != QLatin1String("tab") || !options->sentences.isEmpty()
            || !options->curve.isEmpty()))
        return common->usageError(QStringLiteral("--system-format, --sentences and --curve are for --scorer carb"));
    if (robust) {
        const int refused = statistics->refuse(QStringLiteral("ROBUST scores cliques by their worst sentence and has "
                                                              "no per-sentence outcomes to resample"),
                                               *common);
        if (refused >= 0)
            return refused;
    }
    if (const int overInput = options->refuseCurveOverInput(*common); overInput >= 0)
        return overInput;
    if (options->format == CarbSystemReader::Format::Benchie && options->sentences.isEmpty())
        return common->usageError(
            QStringLiteral("--system-format benchie needs --sentences FILE (a BenchIE gold file or "
                           "one sentence per line) to give the sentence ids their text"));
    return robust ? -1 : statistics->check(true, *common);
}

int runCarb(const Options &options, const StatsOptions &statistics, QTextStream &out, QTextStream &err,
            CommandSupport::Ending ending)
{
    CarbReport report;
    report.goldPath = options.gold;
    report.systemFormat = options.systemFormat;
    report.withDetails = options.details;
    QString error;
    CarbCorpus gold;
    if (!CarbGoldReader::readFile(options.gold, &gold, &report.diagnostics, &error)) {
        err << error << '\n';
        return 1;
    }
    QHash<QString, QString> sentences;
    if (!options.readSentences(&sentences, &report.diagnostics, err))
        return 1;
    QVector<SentenceOutcomes> outcomes;
    for (const auto &[name, path] : options.systems) {
        CarbCorpus system;
        if (!CarbSystemReader::readFile(path, options.format, sentences, &system, &report.diagnostics, &error)) {
            err << error << '\n';
            return 1;
        }
        report.systems.append({name, path, CarbScorer::score(gold, system)});
        if (statistics.wanted())
            outcomes.append(CarbOutcomes::build(gold, system));
    }
    const int concluded = CompareCommand::conclude(
        statistics,
        CompareReport(options.gold, QStringLiteral("carb"),
                      QStringLiteral("CaRB (binary lenient tuple match; P, R, F1 at the best-F1 threshold)"),
                      CompareReport::systemsOf(report.systems), report.diagnostics),
        outcomes, options.output, options.diagnostics, &report.intervals, &report.intervalSettings, out, err, ending);
    if (concluded >= 0)
        return concluded;
    return options.finish(report.render(options.output), report.curveTsv(), report.diagnostics, out, err, ending);
}

int runRobust(const Options &options, QTextStream &out, QTextStream &err, CommandSupport::Ending ending)
{
    RobustReport report;
    report.goldPath = options.gold;
    report.withDetails = options.details;
    QString error;
    QVector<RobustClique> gold;
    if (!RobustReader::readFile(options.gold, &gold, &report.diagnostics, &error)) {
        err << error << '\n';
        return 1;
    }
    for (const auto &[name, path] : options.systems) {
        QVector<RobustClique> system;
        if (!RobustReader::readFile(path, &system, &report.diagnostics, &error)) {
            err << error << '\n';
            return 1;
        }
        report.systems.append({name, path, RobustScorer::score(gold, system, &report.diagnostics, options.gold, path)});
    }
    return options.finish(report.render(options.output), QByteArray(), report.diagnostics, out, err, ending);
}

} // namespace

QString CarbCommand::scorerOf(const QStringList &arguments)
{
    QString scorer;
    for (int i = 0; i < arguments.size(); ++i) {
        if (arguments.at(i) == QLatin1String("--scorer") && i + 1 < arguments.size())
            scorer = arguments.at(i + 1);
        else if (arguments.at(i).startsWith(QLatin1String("--scorer=")))
            scorer = arguments.at(i).mid(9);
    }
    return scorer;
}

int CarbCommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err, CommandSupport::Ending ending,
                     StatsOptions::Use use)
{
    Options options;
    CommandStart start(use, err);
    if (const int status = start.parse(parseArguments, arguments, &options, out, err, ending); status >= 0)
        return status;
    if (options.scorer == QLatin1String("robust"))
        return runRobust(options, out, err, ending);
    return runCarb(options, start.statistics, out, err, ending);
}
