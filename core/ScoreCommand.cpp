#include "ScoreCommand.h"

#include "AgreementCommand.h"
#include "AnalysisCommand.h"
#include "CarbCommand.h"
#include "FlCommand.h"
#include "DocumentImport.h"
#include "GoldStatistics.h"
#include "ScoreReport.h"
#include "ScoringSession.h"

#include <cstdio>
#include <cstdlib>

#include <utility>

namespace {

struct Options
{
    QString gold;
    QString scorer = QStringLiteral("benchie");
    Facet facet = Facet::Default;
    ScoreReport::Format format = ScoreReport::Format::Table;
    bool stats = false;
};

// Returns -1 when the arguments are fine, else the exit status after reporting.
int parseArguments(const QStringList &arguments, Options *options, CommandOptions *common)
{
    const QStringList valued{QStringLiteral("--gold"), QStringLiteral("--facet"), QStringLiteral("--format"),
                             QStringLiteral("--scorer")};
    const int status = common->parse(arguments, valued, [&](const QString &argument, const QString &value) {
        if (argument == QLatin1String("--gold")) {
            options->gold = value;
        } else if (argument == QLatin1String("--facet")) {
            if (!Facets::parse(value, &options->facet))
                return common->usageError(ScoreCommand::unknownFacet(value));
        } else if (argument == QLatin1String("--format")) {
            if (!ScoreReport::parseFormat(value, &options->format))
                return common->usageError(QStringLiteral("unknown format '%1' (expected table|json|csv|tsv|latex)").arg(value));
        } else if (argument == QLatin1String("--scorer")) {
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
    if (options->gold.isEmpty())
        return common->usageError(QStringLiteral("--gold is required"));
    return -1;
}

} // namespace

void ScoreCommand::printDiagnostics(const Diagnostics &diagnostics, bool all, QTextStream &err)
{
    int hidden = 0;
    for (const Diagnostic &d : diagnostics) {
        if (all || d.severity == Diagnostic::Severity::Error)
            err << d.toString() << '\n';
        else if (d.severity == Diagnostic::Severity::Warning)
            ++hidden;
    }
    if (hidden > 0)
        err << "oie-score: " << hidden << " warning(s); --diagnostics lists them\n";
}

QString ScoreCommand::usage()
{
    return QStringLiteral(
        "usage: oie-score --gold GOLD [--scorer benchie] [--facet default|concat|minimal|minimal-concat|entity]\n"
        "                 [--format table|json|csv|tsv|latex] [--stats] [--diagnostics] [--details]\n"
        "                 NAME=SYSTEM_FILE ...\n"
        "       oie-score --scorer carb --gold GOLD [--system-format tab|benchie|openie4|openie5|clausie|props]\n"
        "                 [--sentences FILE] [--curve FILE] [--format table|json|csv|tsv|latex] [--details]\n"
        "                 [--diagnostics] NAME=SYSTEM_FILE ...\n"
        "       oie-score --scorer robust --gold GOLD.json [--format F] [--details] [--diagnostics] NAME=SYSTEM.json ...\n"
        "       oie-score --scorer fl --gold GOLD [--fl-official] [--fl-no-punct] [--fl-no-af] [--fl-no-lod]\n"
        "                 [--fl-no-correction] [--format table|json|csv|tsv|latex] [--diagnostics] [--details]\n"
        "                 NAME=SYSTEM_FILE ...\n"
        "       oie-score agreement A_GOLD B_GOLD [--format json|table] [--diagnostics]\n"
        "       oie-score analysis --gold GOLD [--facet F] [--by length|conj|case|FILE] [--format json|csv] NAME=FILE ...\n");
}

int ScoreCommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err, Ending ending)
{
    if (!arguments.isEmpty() && arguments.first() == QLatin1String("agreement"))
        return AgreementCommand::run(arguments.mid(1), out, err, ending);
    if (FlCommand::wanted(arguments))
        return FlCommand::run(arguments, out, err, ending);
    if (!arguments.isEmpty() && arguments.first() == QLatin1String("analysis"))
        return AnalysisCommand::run(arguments.mid(1), out, err, ending);
    const QString scorer = CarbCommand::scorerOf(arguments);
    if (scorer == QLatin1String("carb") || scorer == QLatin1String("robust"))
        return CarbCommand::run(arguments, out, err, ending);
    Options options;
    CommandOptions common(QStringLiteral("oie-score"), usage(), err);
    const int status = parseArguments(arguments, &options, &common);
    if (status >= 0)
        return status;
    if (common.help) {
        out << usage();
        return 0;
    }

    ScoringSession session;
    if (!loadSession(options.gold, options.facet, common.systems, &session, err))
        return 1;
    const Benchmark &gold = session.benchmark();

    ScoreReport report;
    report.goldPath = options.gold;
    report.facet = options.facet;
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
    out.flush();
    return finish(diagnostics, common.diagnostics, err, ending);
}

QString ScoreCommand::unknownFacet(const QString &value)
{
    return QStringLiteral("unknown facet '%1' (expected %2)").arg(value, Facets::names().join(QLatin1Char('|')));
}

bool ScoreCommand::loadSession(const QString &gold, Facet facet, const SystemArguments &systems,
                               ScoringSession *session, QTextStream &err, bool tagPartsOfSpeech)
{
    ImportOptions importOptions;
    importOptions.tagPartsOfSpeech = tagPartsOfSpeech;
    importOptions.forWriting = false; // the command line never writes the gold back
    QString error;
    session->setFacet(facet);
    QVector<ScoringSession::SystemFile> systemFiles;
    for (const auto &[name, path] : systems)
        systemFiles.append({name, path});
    if (!session->open(gold, systemFiles, &error, importOptions)) {
        err << error << '\n';
        return false;
    }
    if (facet == Facet::Entity && !session->benchmark().hasEntityMarks()) {
        err << gold << ":0: the entity facet needs gold triples flagged entity-clean, and this gold has "
                       "none (mark them in OIE Studio and score the project file or its entity export)\n";
        return false;
    }
    return true;
}

int ScoreCommand::finish(const Diagnostics &diagnostics, bool all, QTextStream &out, QTextStream &err, Ending ending)
{
    out.flush();
    return finish(diagnostics, all, err, ending);
}

int ScoreCommand::finish(const Diagnostics &diagnostics, bool all, QTextStream &err, Ending ending)
{
    printDiagnostics(diagnostics, all, err);
    err.flush();
    int exitStatus = 0;
    for (const Diagnostic &d : diagnostics) {
        if (d.severity == Diagnostic::Severity::Error)
            exitStatus = 1;
    }
    if (ending == Ending::ExitProcess) {
        std::fflush(nullptr);
        std::_Exit(exitStatus);
    }
    return exitStatus;
}
