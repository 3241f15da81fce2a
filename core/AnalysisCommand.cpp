#include "AnalysisCommand.h"

#include "AnalysisReport.h"
#include "ErrorAnalysis.h"
#include "MismatchReport.h"
#include "ScoringSession.h"
#include "SentenceBuckets.h"

#include <QFileInfo>
#include <QJsonDocument>

#include <cstdio>
#include <cstdlib>

#include <utility>

namespace {

struct Options
{
    QString gold;
    Facet facet = Facet::Default;
    bool csv = false;
    bool details = false;
    bool diagnostics = false;
    bool help = false;
    QStringList by;
    QList<std::pair<QString, QString>> systems; // name, path
};

int usageError(QTextStream &err, const QString &message)
{
    err << "oie-score analysis: " << message << '\n' << AnalysisCommand::usage();
    err.flush();
    return 2;
}

// Returns -1 when the arguments are fine, else the exit status after reporting.
int parseArguments(const QStringList &arguments, Options *options, QTextStream &err)
{
    const QStringList valued{QStringLiteral("--gold"), QStringLiteral("--facet"), QStringLiteral("--format"),
                             QStringLiteral("--by")};
    for (int i = 0; i < arguments.size(); ++i) {
        QString argument = arguments.at(i);
        QString value;
        if (argument.startsWith(QLatin1String("--")) && argument.contains(QLatin1Char('='))) {
            value = argument.mid(argument.indexOf(QLatin1Char('=')) + 1);
            argument = argument.left(argument.indexOf(QLatin1Char('=')));
        } else if (valued.contains(argument)) {
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
            if (value != QLatin1String("json") && value != QLatin1String("csv"))
                return usageError(err, QStringLiteral("unknown format '%1' (expected json|csv)").arg(value));
            options->csv = value == QLatin1String("csv");
        } else if (argument == QLatin1String("--by")) {
            options->by.append(value);
        } else if (argument == QLatin1String("--details")) {
            options->details = true;
        } else if (argument == QLatin1String("--diagnostics")) {
            options->diagnostics = true;
        } else if (argument == QLatin1String("--help") || argument == QLatin1String("-h")) {
            options->help = true;
        } else if (argument.startsWith(QLatin1Char('-')) && argument.size() > 1) {
            return usageError(err, QStringLiteral("unknown option '%1'").arg(argument));
        } else {
            const int eq = int(argument.indexOf(QLatin1Char('=')));
            const QString name = eq > 0 ? argument.left(eq) : QFileInfo(argument).completeBaseName();
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
    if (options->gold.isEmpty())
        return usageError(err, QStringLiteral("--gold is required"));
    if (options->details && options->csv)
        return usageError(err, QStringLiteral("--details needs --format json"));
    return -1;
}

// One --by value: a built-in dimension, an existing bucket file, or PROPERTY:EDGES.
// Returns -1 when added, else the exit status after reporting.
int addDimension(const QString &by, SentenceBuckets *buckets, Diagnostics *diagnostics, QTextStream &err)
{
    if (SentenceBuckets::builtInNames().contains(by)) {
        buckets->addBuiltIn(by);
        return -1;
    }
    if (QFileInfo(by).isFile()) {
        QString error;
        if (!buckets->addTsvFile(by, diagnostics, &error)) {
            err << by << ":0: " << error << '\n';
            return 1;
        }
        return -1;
    }
    const int colon = int(by.indexOf(QLatin1Char(':')));
    if (colon > 0) {
        QVector<int> edges;
        const QStringList parts = by.mid(colon + 1).split(QLatin1Char(','));
        for (const QString &part : parts) {
            bool ok = false;
            edges.append(part.trimmed().toInt(&ok));
            if (!ok)
                return usageError(err, QStringLiteral("--by %1: bin edges must be integers").arg(by));
        }
        QString error;
        if (!buckets->addBins(by.left(colon), by.left(colon), edges, {}, &error))
            return usageError(err, QStringLiteral("--by %1: %2").arg(by, error));
        return -1;
    }
    return usageError(err, QStringLiteral("--by '%1' is neither length|conj|case, PROPERTY:EDGES (%2) nor a file")
                               .arg(by, SentenceBuckets::propertyNames().join(QLatin1Char('|'))));
}

} // namespace

QString AnalysisCommand::usage()
{
    return QStringLiteral(
        "usage: oie-score analysis --gold GOLD [--facet default|concat|minimal|minimal-concat|entity]\n"
        "                 [--by length|conj|case|PROPERTY:EDGES|BUCKET_TSV]... [--format json|csv]\n"
        "                 [--details] [--diagnostics] NAME=SYSTEM_FILE ...\n");
}

int AnalysisCommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err,
                         ScoreCommand::Ending ending)
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
    if (!session.openGold(options.gold, &error)) {
        err << error << '\n';
        return 1;
    }
    const Benchmark &gold = session.benchmark();
    for (const auto &[name, path] : options.systems) {
        if (!session.addSystem(name, path, &error)) {
            err << error << '\n';
            return 1;
        }
    }

    Diagnostics diagnostics = session.diagnostics();
    SentenceBuckets buckets(gold);
    if (options.by.isEmpty())
        options.by = SentenceBuckets::builtInNames();
    for (const QString &by : std::as_const(options.by)) {
        const int byStatus = addDimension(by, &buckets, &diagnostics, err);
        if (byStatus >= 0)
            return byStatus;
    }
    for (const BucketDimension &dimension : buckets.dimensions()) {
        diagnostics.append({options.gold, 0, Diagnostic::Severity::Info,
                            QStringLiteral("buckets '%1': %2").arg(dimension.name, dimension.source)});
    }

    const ErrorAnalysis analysis(gold, options.facet);
    AnalysisReport report;
    report.tokenization = buckets.tokenization();
    report.withDetails = options.details;
    for (int i = 0; i < session.systems().size(); ++i) {
        const SystemOutput &output = session.systems().at(i);
        const SystemScore &score = session.scores().at(i);
        AnalysisReport::SystemEntry entry;
        entry.analysis = analysis.analyze(output, score);
        entry.buckets = buckets.score(score);
        if (options.details) {
            MismatchReport mismatches(gold);
            mismatches.addSystem(output, score, entry.analysis);
            entry.extractions = mismatches.toJson();
        }
        report.systems.append(std::move(entry));
    }
    report.diagnostics = diagnostics;
    if (options.csv)
        out << report.toCsv();
    else
        out << QString::fromUtf8(QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented));
    return ScoreCommand::finish(diagnostics, options.diagnostics, out, err, ending);
}
