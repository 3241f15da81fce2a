#include "cli/AnalysisCommand.h"

#include "core/analysis/ErrorAnalysis.h"
#include "core/analysis/SentenceBuckets.h"
#include "core/document/ScoringSession.h"
#include "core/report/AnalysisReport.h"
#include "core/report/MismatchReport.h"

#include <QFileInfo>
#include <QJsonDocument>

#include <utility>

namespace {

struct Options
{
    bool csv = false;
    QStringList by;
    QString reportPath; // the per-extraction report (MismatchReport), TSV or .json
};

// Returns -1 when the arguments are fine, else the exit status after reporting.
int parseArguments(const QStringList &arguments, Options *options, CommandOptions *common)
{
    common->takesGold = true;
    common->takesFacet = true;
    common->formats = QStringList{QStringLiteral("json"), QStringLiteral("csv")};
    const QStringList valued{QStringLiteral("--by"), QStringLiteral("--report")};
    const QVector<CommandOptions::Kept> kept{{QStringLiteral("--by"), nullptr, &options->by},
                                             {QStringLiteral("--report"), &options->reportPath}};
    const int status = common->parse(arguments, valued, [&](const QString &argument, const QString &value) {
        return CommandOptions::keep(kept, argument, value);
    });
    if (status >= 0)
        return status;
    if (common->help)
        return -1;
    options->csv = common->format == QLatin1String("csv");
    if (const int missing = common->requireGold(); missing >= 0)
        return missing;
    if (common->details && options->csv)
        return common->usageError(QStringLiteral("--details needs --format json"));
    if (!options->reportPath.isEmpty()) // --by values that are files are inputs too
        return common->refuseOutputOverInput(QStringLiteral("--report"), options->reportPath,
                                             common->inputFiles() << options->by);
    return -1;
}

// One --by value: a built-in dimension, an existing bucket file, or PROPERTY:EDGES.
// Returns -1 when added, else the exit status after reporting.
int addDimension(const QString &by, SentenceBuckets *buckets, Diagnostics *diagnostics, const CommandOptions &common,
                 QTextStream &err)
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
                return common.usageError(QStringLiteral("--by %1: bin edges must be integers").arg(by));
        }
        QString error;
        if (!buckets->addBins(by.left(colon), by.left(colon), edges, {}, &error))
            return common.usageError(QStringLiteral("--by %1: %2").arg(by, error));
        return -1;
    }
    return common.usageError(QStringLiteral("--by '%1' is neither length|conj|case, PROPERTY:EDGES (%2) nor a file")
                                 .arg(by, SentenceBuckets::propertyNames().join(QLatin1Char('|'))));
}

} // namespace

QString AnalysisCommand::usage()
{
    return QStringLiteral(
        "usage: oie-score analysis --gold GOLD [--facet default|concat|minimal|minimal-concat|entity]\n"
        "                 [--by length|conj|case|PROPERTY:EDGES|BUCKET_TSV]... [--format json|csv]\n"
        "                 [--details] [--report REPORT.tsv|REPORT.json] [--diagnostics] NAME=SYSTEM_FILE ...\n");
}

int AnalysisCommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err,
                         CommandSupport::Ending ending)
{
    Options options;
    CommandOptions common(QStringLiteral("oie-score analysis"), usage(), err);
    const int status = parseArguments(arguments, &options, &common);
    if (status >= 0)
        return status;
    if (common.help)
        return CommandSupport::printUsage(usage(), out, err, ending);

    ScoringSession session;
    if (!CommandSupport::loadSession(common.gold, common.facet, common.systems, &session, err, true))
        return 1;
    const Benchmark &gold = session.benchmark();

    Diagnostics diagnostics = session.diagnostics();
    SentenceBuckets buckets(gold);
    if (options.by.isEmpty())
        options.by = SentenceBuckets::builtInNames();
    for (const QString &by : std::as_const(options.by)) {
        const int byStatus = addDimension(by, &buckets, &diagnostics, common, err);
        if (byStatus >= 0)
            return byStatus;
    }
    for (const BucketDimension &dimension : buckets.dimensions()) {
        diagnostics.append({common.gold, 0, Diagnostic::Severity::Info,
                            QStringLiteral("buckets '%1': %2").arg(dimension.name, dimension.source)});
    }

    const ErrorAnalysis analysis(gold, session.scorer()->compiledGold());
    AnalysisReport report;
    report.tokenization = buckets.tokenization();
    report.withDetails = common.details;
    MismatchReport allMismatches(gold);
    for (int i = 0; i < session.systems().size(); ++i) {
        const SystemOutput &output = session.systems().at(i);
        const SystemScore &score = session.scores().at(i);
        const bool explain = common.details || !options.reportPath.isEmpty();
        AnalysisReport::SystemEntry entry;
        entry.analysis = analysis.analyze(
            output, score, explain ? ErrorAnalysis::Explanations::Include : ErrorAnalysis::Explanations::Omit);
        entry.buckets = buckets.score(score);
        if (common.details) {
            MismatchReport mismatches(gold);
            mismatches.addSystem(output, score, entry.analysis);
            entry.extractions = mismatches.toJson();
        }
        if (!options.reportPath.isEmpty())
            allMismatches.addSystem(output, score, entry.analysis);
        report.systems.append(std::move(entry));
    }
    QString writeError;
    if (!options.reportPath.isEmpty() && !allMismatches.writeFile(options.reportPath, &writeError)) {
        err << writeError << '\n';
        return 1;
    }
    report.diagnostics = diagnostics;
    if (options.csv)
        out << report.toCsv();
    else
        out << QString::fromUtf8(QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented));
    return CommandSupport::finish(diagnostics, common.diagnostics, out, err, ending);
}
