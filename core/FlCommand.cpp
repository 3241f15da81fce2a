#include "FlCommand.h"

#include "BenchieSystemReader.h"
#include "FlScorer.h"
#include "FlSystemReader.h"
#include "ScoreReport.h"
#include "ScoringSession.h"
#include "TextFileLines.h"

#include <QFileInfo>

#include <utility>

namespace FlCommand {

namespace {

struct Arguments
{
    QString gold;
    FlOptions options;
    ScoreReport::Format format = ScoreReport::Format::Table;
    bool details = false;
    bool diagnostics = false;
    QList<std::pair<QString, QString>> systems;
};

int usageError(QTextStream &err, const QString &message)
{
    err << "oie-score: " << message << '\n' << ScoreCommand::usage();
    err.flush();
    return 2;
}

// -1 when fine, else the exit status after reporting.
int parse(const QStringList &arguments, Arguments *parsed, QTextStream &err)
{
    const QList<std::pair<QString, bool FlOptions::*>> switches{
        {QStringLiteral("--fl-no-punct"), &FlOptions::noPunctuation},
        {QStringLiteral("--fl-no-af"), &FlOptions::alternativeFormulations},
        {QStringLiteral("--fl-no-lod"), &FlOptions::levelOfDetail},
        {QStringLiteral("--fl-no-correction"), &FlOptions::correction},
    };
    for (int i = 0; i < arguments.size(); ++i) {
        QString argument = arguments.at(i);
        QString value;
        const bool valued = argument == QLatin1String("--gold") || argument == QLatin1String("--format")
            || argument == QLatin1String("--scorer");
        if (argument.startsWith(QLatin1String("--")) && argument.contains(QLatin1Char('='))) {
            value = argument.mid(argument.indexOf(QLatin1Char('=')) + 1);
            argument = argument.left(argument.indexOf(QLatin1Char('=')));
        } else if (valued) {
            if (i + 1 >= arguments.size())
                return usageError(err, argument + QStringLiteral(" needs a value"));
            value = arguments.at(++i);
        }
        bool isSwitch = false;
        for (const auto &[name, member] : switches) {
            if (argument == name) {
                parsed->options.*member = false;
                isSwitch = true;
            }
        }
        if (isSwitch || argument == QLatin1String("--scorer")) {
            continue;
        } else if (argument == QLatin1String("--gold")) {
            parsed->gold = value;
        } else if (argument == QLatin1String("--format")) {
            if (!ScoreReport::parseFormat(value, &parsed->format))
                return usageError(err, QStringLiteral("unknown format '%1' (expected table|json|csv|tsv|latex)").arg(value));
        } else if (argument == QLatin1String("--fl-official")) {
            parsed->options.official = true;
        } else if (argument == QLatin1String("--details")) {
            parsed->details = true;
        } else if (argument == QLatin1String("--diagnostics")) {
            parsed->diagnostics = true;
        } else if (argument.startsWith(QLatin1Char('-')) && argument.size() > 1) {
            return usageError(err, QStringLiteral("unknown option '%1' for --scorer fl").arg(argument));
        } else {
            const int eq = int(argument.indexOf(QLatin1Char('=')));
            const QString name = eq > 0 ? argument.left(eq) : QFileInfo(argument).completeBaseName();
            const QString path = eq > 0 ? argument.mid(eq + 1) : argument;
            if (path.isEmpty())
                return usageError(err, QStringLiteral("system '%1' has no file").arg(argument));
            for (const auto &system : std::as_const(parsed->systems)) {
                if (system.first == name)
                    return usageError(err, QStringLiteral("two systems named '%1'").arg(name));
            }
            parsed->systems.append({name, path});
        }
    }
    if (parsed->gold.isEmpty())
        return usageError(err, QStringLiteral("--gold is required"));
    return -1;
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

int run(const QStringList &arguments, QTextStream &out, QTextStream &err, ScoreCommand::Ending ending)
{
    Arguments parsed;
    const int status = parse(arguments, &parsed, err);
    if (status >= 0)
        return status;
    Benchmark gold;
    Diagnostics diagnostics;
    QString error;
    if (!ScoringSession::readGold(parsed.gold, &gold, &diagnostics, &error)) {
        err << error << '\n';
        return 1;
    }
    const FlScorer scorer(gold, parsed.options);
    diagnostics += scorer.goldDiagnostics();
    QVector<SystemOutput> outputs;
    ScoreReport report;
    for (const auto &[name, path] : std::as_const(parsed.systems)) {
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
    report.goldPath = parsed.gold;
    report.scorer = QStringLiteral("fl");
    report.mode = parsed.options.describe();
    report.withDetails = parsed.details;
    for (const SystemOutput &output : std::as_const(outputs))
        report.outputs.append(&output);
    report.diagnostics = diagnostics;
    out << report.render(parsed.format);
    return ScoreCommand::finish(diagnostics, parsed.diagnostics, out, err, ending);
}

} // namespace FlCommand
