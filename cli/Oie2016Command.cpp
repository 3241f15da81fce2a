#include "cli/Oie2016Command.h"

#include "cli/CommandStart.h"
#include "cli/CompareCommand.h"
#include "cli/TabularOptions.h"
#include "core/base/TextFileLines.h"
#include "core/carb/CarbSystemReader.h"
#include "core/oie2016/Oie2016GoldReader.h"
#include "core/oie2016/Oie2016Lemmatizer.h"
#include "core/oie2016/Oie2016Scorer.h"
#include "core/oie2016/Oie2016SystemReader.h"
#include "core/report/Oie2016Report.h"
#include "core/stats/Oie2016Outcomes.h"

#include <memory>
#include <utility>

namespace {

using SystemFormat = Oie2016SystemReader::Format;

struct Options : TabularOptions
{
    Oie2016Options::Mode mode = Oie2016Options::Mode::Current;
    QVector<SystemFormat> formats; // parallel to systems
};

// Returns -1 when the arguments are fine, else the exit status after reporting.
int parseArguments(const QStringList &arguments, Options *options, StatsOptions *statistics, CommandOptions *common)
{
    common->unknownOption = [](const QString &option) {
        return QStringLiteral("option '%1' is not available with --scorer oie2016").arg(option);
    };
    // Each --system-format holds for the systems named after it: (first system, format).
    QVector<std::pair<qsizetype, SystemFormat>> formatFrom;
    const QStringList valued{QStringLiteral("--scorer"), QStringLiteral("--system-format"),
                             QStringLiteral("--oie2016-mode")};
    const int status
        = options->parse(arguments, valued, statistics, common, [&](const QString &argument, const QString &value) {
              if (argument == QLatin1String("--scorer"))
                  return CommandOptions::Taken; // the dispatcher chose oie2016
              if (argument == QLatin1String("--system-format")) {
                  SystemFormat format = SystemFormat::Ollie;
                  if (!Oie2016SystemReader::parseFormat(value, &format))
                      return common->usageError(
                          QStringLiteral("unknown system format '%1' (expected %2)")
                              .arg(value, Oie2016SystemReader::formatNames().join(QLatin1Char('|'))));
                  formatFrom.append({common->systems.size(), format});
              } else if (argument == QLatin1String("--oie2016-mode")) {
                  if (!Oie2016Options::parseMode(value, &options->mode))
                      return common->usageError(QStringLiteral("unknown OIE2016 mode '%1' (expected %2)")
                                                    .arg(value, Oie2016Options::modeNames().join(QLatin1Char('|'))));
              } else {
                  return CommandOptions::NotTaken;
              }
              return CommandOptions::Taken;
          });
    if (status >= 0 || common->help)
        return status;
    bool reverb = false;
    for (qsizetype i = 0; i < options->systems.size(); ++i) {
        const SystemFormat *format = nullptr;
        for (const auto &[first, value] : std::as_const(formatFrom)) {
            if (first <= i)
                format = &value;
        }
        if (!format)
            return common->usageError(
                QStringLiteral("system '%1' has no format: put --system-format %2 before it")
                    .arg(options->systems.at(i).first, Oie2016SystemReader::formatNames().join(QLatin1Char('|'))));
        options->formats.append(*format);
        reverb = reverb || *format == SystemFormat::ReVerb;
    }
    if (const int overInput = options->refuseCurveOverInput(*common); overInput >= 0)
        return overInput;
    if (reverb && options->sentences.isEmpty())
        return common->usageError(QStringLiteral("--system-format reverb needs --sentences FILE, the raw sentence file "
                                                 "whose line numbers ReVerb's sentence numbers are read as (the "
                                                 "benchmark's raw_sentences/all.txt)"));
    return statistics->check(true, *common);
}

int runScoring(const Options &options, const StatsOptions &statistics, QTextStream &out, QTextStream &err,
               CommandSupport::Ending ending)
{
    QString error;
    // The current matcher lemmatises with WordNet: no data, no score (never a silent fallback).
    std::shared_ptr<const Oie2016Lemmatizer> lemmatizer;
    if (options.mode == Oie2016Options::Mode::Current) {
        lemmatizer = Oie2016Lemmatizer::load(Oie2016Lemmatizer::defaultDirectory(), &error);
        if (!lemmatizer) {
            err << "oie-score: " << error << '\n';
            return 1;
        }
    }
    Oie2016Report report;
    report.goldPath = options.gold;
    report.mode = options.mode;
    report.withDetails = options.details;
    Oie2016Corpus gold;
    if (!Oie2016GoldReader::readFile(options.gold, &gold, &report.diagnostics, &error)) {
        err << error << '\n';
        return 1;
    }
    QHash<QString, QString> sentences;
    if (!options.readSentences(&sentences, &report.diagnostics, err))
        return 1;
    Oie2016Options scoring;
    scoring.mode = options.mode;
    Oie2016Scorer scorer(gold, scoring, lemmatizer.get(), &report.diagnostics);
    QVector<SentenceOutcomes> outcomes;
    for (qsizetype i = 0; i < options.systems.size(); ++i) {
        const auto &[name, path] = options.systems.at(i);
        const SystemFormat format = options.formats.at(i);
        Oie2016Corpus system;
        if (!Oie2016SystemReader::readFile(path, format, sentences, &system, &report.diagnostics, &error)) {
            err << error << '\n';
            return 1;
        }
        Oie2016Result result = scorer.score(system, &report.diagnostics);
        if (statistics.wanted()) {
            outcomes.append(SentenceOutcomes());
            if (!Oie2016Outcomes::build(gold, system, scoring, result, &outcomes.last(), &error)) {
                err << error << '\n';
                return 1;
            }
        }
        report.systems.append({name, path, Oie2016SystemReader::formatName(format), std::move(result)});
    }
    const int concluded = CompareCommand::conclude(
        statistics,
        CompareReport(options.gold, QStringLiteral("oie2016"),
                      QStringLiteral("OIE2016 (%1; P, R, F1 at the best-F1 threshold)")
                          .arg(Oie2016Options::describe(options.mode)),
                      CompareReport::systemsOf(report.systems), report.diagnostics),
        outcomes, options.output, options.diagnostics, &report.intervals, &report.intervalSettings, out, err, ending);
    if (concluded >= 0)
        return concluded;
    report.goldExtractions = gold.extractionCount();
    report.goldSentences = scorer.goldSentences();
    return options.finish(report.render(options.output), report.curveTsv(), report.diagnostics, out, err, ending);
}

} // namespace

int Oie2016Command::run(const QStringList &arguments, QTextStream &out, QTextStream &err, CommandSupport::Ending ending,
                        StatsOptions::Use use)
{
    Options options;
    CommandStart start(use, err);
    if (const int status = start.parse(parseArguments, arguments, &options, out, err, ending); status >= 0)
        return status;
    return runScoring(options, start.statistics, out, err, ending);
}
