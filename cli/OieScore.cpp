#include "cli/OieScore.h"

#include "cli/AgreementCommand.h"
#include "cli/AnalysisCommand.h"
#include "cli/CarbCommand.h"
#include "cli/CompareCommand.h"
#include "cli/FlCommand.h"
#include "cli/KappaCommand.h"
#include "cli/LintCommand.h"
#include "cli/Oie2016Command.h"
#include "cli/ScoreCommand.h"

int OieScore::run(const QStringList &arguments, QTextStream &out, QTextStream &err, CommandSupport::Ending ending)
{
    if (!arguments.isEmpty() && arguments.first() == QLatin1String("agreement"))
        return AgreementCommand::run(arguments.mid(1), out, err, ending);
    if (!arguments.isEmpty() && arguments.first() == QLatin1String("kappa"))
        return KappaCommand::run(arguments.mid(1), out, err, ending);
    if (!arguments.isEmpty() && arguments.first() == QLatin1String("lint"))
        return LintCommand::run(arguments.mid(1), out, err, ending);
    if (!arguments.isEmpty() && arguments.first() == QLatin1String("compare"))
        return CompareCommand::run(arguments.mid(1), out, err, ending);
    if (FlCommand::wanted(arguments))
        return FlCommand::run(arguments, out, err, ending);
    if (!arguments.isEmpty() && arguments.first() == QLatin1String("analysis"))
        return AnalysisCommand::run(arguments.mid(1), out, err, ending);
    const QString scorer = CarbCommand::scorerOf(arguments);
    if (scorer == QLatin1String("oie2016"))
        return Oie2016Command::run(arguments, out, err, ending);
    if (scorer == QLatin1String("carb") || scorer == QLatin1String("robust"))
        return CarbCommand::run(arguments, out, err, ending);
    return ScoreCommand::run(arguments, out, err, ending);
}
