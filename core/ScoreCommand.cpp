#include "ScoreCommand.h"

#include "GoldStatistics.h"
#include "ScoreReport.h"
#include "ScoringSession.h"

#include <QFileInfo>

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
    bool diagnostics = false;
    bool details = false;
    bool help = false;
    QList<std::pair<QString, QString>> systems; // name, path
};

int usageError(QTextStream &err, const QString &message)
{
    err << "oie-score: " << message << '\n' << ScoreCommand::usage();
    err.flush();
    return 2;
}

// Returns -1 when the arguments are fine, else the exit status after reporting.
int parseArguments(const QStringList &arguments, Options *options, QTextStream &err)
{
    // Subcommands of later versions: say so instead of reading them as system files.
    if (!arguments.isEmpty() && !arguments.first().startsWith(QLatin1Char('-')) && !arguments.first().contains(QLatin1Char('='))
        && (arguments.first() == QLatin1String("agreement") || arguments.first() == QLatin1String("analysis")))
        return usageError(err, QStringLiteral("subcommand '%1' is not available in this version").arg(arguments.first()));
    const QStringList valued{QStringLiteral("--gold"), QStringLiteral("--facet"), QStringLiteral("--format"),
                             QStringLiteral("--scorer")};
    for (int i = 0; i < arguments.size(); ++i) {
        QString argument = arguments.at(i);
        QString value;
        bool hasValue = false;
        if (argument.startsWith(QLatin1String("--")) && argument.contains(QLatin1Char('='))) {
            value = argument.mid(argument.indexOf(QLatin1Char('=')) + 1);
            argument = argument.left(argument.indexOf(QLatin1Char('=')));
            hasValue = true;
        }
        if (valued.contains(argument) && !hasValue) {
            if (i + 1 >= arguments.size())
                return usageError(err, argument + QStringLiteral(" needs a value"));
            value = arguments.at(++i);
        }
        if (argument == QLatin1String("--gold")) {
            options->gold = value;
        } else if (argument == QLatin1String("--facet")) {
            if (!Facets::parse(value, &options->facet))
                return usageError(err, QStringLiteral("unknown facet '%1' (expected %2)")
                                           .arg(value, Facets::names().join(QLatin1Char('|'))));
        } else if (argument == QLatin1String("--format")) {
            if (!ScoreReport::parseFormat(value, &options->format))
                return usageError(err, QStringLiteral("unknown format '%1' (expected table|json|csv|tsv|latex)").arg(value));
        } else if (argument == QLatin1String("--scorer")) {
            options->scorer = value;
        } else if (argument == QLatin1String("--stats")) {
            options->stats = true;
        } else if (argument == QLatin1String("--diagnostics")) {
            options->diagnostics = true;
        } else if (argument == QLatin1String("--details")) {
            options->details = true;
        } else if (argument == QLatin1String("--help") || argument == QLatin1String("-h")) {
            options->help = true;
        } else if (argument.startsWith(QLatin1Char('-')) && argument.size() > 1) {
            return usageError(err, QStringLiteral("unknown option '%1'").arg(argument));
        } else {
            const int eq = int(argument.indexOf(QLatin1Char('=')));
            QString name = eq > 0 ? argument.left(eq) : QFileInfo(argument).completeBaseName();
            const QString path = eq > 0 ? argument.mid(eq + 1) : argument;
            if (path.isEmpty())
                return usageError(err, QStringLiteral("system '%1' has no file").arg(argument));
            for (const auto &system : std::as_const(options->systems)) {
                if (system.first == name)
                    return usageError(err, QStringLiteral("two systems named '%1'").arg(name));
            }
            options->systems.append({name, path});
        }
    }
    if (options->help)
        return -1;
    if (options->scorer != QLatin1String("benchie"))
        return usageError(err, QStringLiteral("scorer '%1' is not available in this version (available: benchie)")
                                   .arg(options->scorer));
    if (options->gold.isEmpty())
        return usageError(err, QStringLiteral("--gold is required"));
    return -1;
}

void printDiagnostics(const Diagnostics &diagnostics, bool all, QTextStream &err)
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

} // namespace

QString ScoreCommand::usage()
{
    return QStringLiteral(
        "usage: oie-score --gold GOLD [--scorer benchie] [--facet default|concat|minimal|minimal-concat|entity]\n"
        "                 [--format table|json|csv|tsv|latex] [--stats] [--diagnostics] [--details]\n"
        "                 NAME=SYSTEM_FILE ...\n");
}

int ScoreCommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err, Ending ending)
{
    Options options;
    const int status = parseArguments(arguments, &options, err);
    if (status >= 0)
        return status;
    if (options.help) {
        out << usage();
        return 0;
    }

    ScoringSession session;
    QString error;
    session.setFacet(options.facet);
    ImportOptions importOptions;
    importOptions.tagPartsOfSpeech = false; // scores never need tags
    if (!session.openGold(options.gold, &error, importOptions)) {
        err << error << '\n';
        return 1;
    }
    const Benchmark &gold = session.benchmark();
    if (options.facet == Facet::Entity && !gold.hasEntityMarks()) {
        err << options.gold << ":0: the entity facet needs gold triples flagged entity-clean, and this gold has "
                               "none (mark them in OIE Studio and score the project file or its entity export)\n";
        return 1;
    }
    for (const auto &[name, path] : options.systems) {
        if (!session.addSystem(name, path, &error)) {
            err << error << '\n';
            return 1;
        }
    }

    ScoreReport report;
    report.goldPath = options.gold;
    report.facet = options.facet;
    report.withDetails = options.details;
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
    printDiagnostics(diagnostics, options.diagnostics, err);
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
