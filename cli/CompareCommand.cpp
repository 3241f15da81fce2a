#include "cli/CompareCommand.h"

#include "cli/CarbCommand.h"
#include "cli/FlCommand.h"
#include "cli/Oie2016Command.h"
#include "cli/ScoreCommand.h"

namespace CompareCommand {

int run(const QStringList &arguments, QTextStream &out, QTextStream &err, CommandSupport::Ending ending)
{
    const StatsOptions::Use use = StatsOptions::Use::Compare;
    const QString scorer = CarbCommand::scorerOf(arguments);
    if (scorer.isEmpty() || scorer == QLatin1String("benchie"))
        return ScoreCommand::run(arguments, out, err, ending, use);
    if (scorer == QLatin1String("fl"))
        return FlCommand::run(arguments, out, err, ending, use);
    if (scorer == QLatin1String("carb"))
        return CarbCommand::run(arguments, out, err, ending, use);
    if (scorer == QLatin1String("oie2016"))
        return Oie2016Command::run(arguments, out, err, ending, use);
    const CommandOptions common(StatsOptions(use).command(), CommandSupport::usage(), err);
    if (scorer == QLatin1String("robust"))
        return common.usageError(QStringLiteral("--scorer robust scores cliques by their worst sentence and has no "
                                                "per-sentence outcomes to compare (expected benchie|fl|carb|oie2016)"));
    return common.usageError(QStringLiteral("unknown scorer '%1' (expected benchie|fl|carb|oie2016)").arg(scorer));
}

int conclude(const StatsOptions &statistics, CompareReport comparison, const QVector<SentenceOutcomes> &outcomes,
             ScoreReport::Format format, bool allDiagnostics, QVector<SystemIntervals> *intervals,
             BootstrapSettings *settings, QTextStream &out, QTextStream &err, CommandSupport::Ending ending)
{
    if (!statistics.comparing()) {
        if (statistics.intervals()) {
            *intervals = Bootstrap::intervals(outcomes, statistics.bootstrap());
            *settings = statistics.bootstrap();
        }
        return -1;
    }
    comparison.settings = statistics.paired();
    comparison.sentences = outcomes.isEmpty() ? 0 : outcomes.first().sentenceCount();
    comparison.withAuc = !outcomes.isEmpty() && outcomes.first().hasAuc();
    comparison.comparisons = PairedTests::run(outcomes, comparison.settings);
    out << comparison.render(format);
    return CommandSupport::finish(comparison.diagnostics, allDiagnostics, out, err, ending);
}

} // namespace CompareCommand
