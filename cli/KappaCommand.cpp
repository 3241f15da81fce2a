#include "cli/KappaCommand.h"

#include "cli/CommandOptions.h"
#include "core/review/JudgmentTsv.h"
#include "core/review/ReviewKappa.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <cmath>

namespace KappaCommand {

namespace {

QJsonObject judgmentJson(const ReviewJudgment &judgment)
{
    return QJsonObject{
        {QStringLiteral("verdict"), ReviewJudgment::verdictName(judgment.verdict)},
        {QStringLiteral("synset"), judgment.synset >= 0 ? QJsonValue(judgment.synset + 1) : QJsonValue()},
        {QStringLiteral("reviewer"), judgment.reviewer}};
}

QJsonObject toJson(const KappaResult &r, const QString &pathA, const QString &pathB)
{
    QJsonArray disagreements;
    for (const JudgmentDisagreement &d : r.disagreements)
        disagreements.append(QJsonObject{{QStringLiteral("sent_id"), d.a.sentenceId},
                                         {QStringLiteral("subject"), d.a.subject},
                                         {QStringLiteral("relation"), d.a.relation},
                                         {QStringLiteral("object"), d.a.object},
                                         {QStringLiteral("a"), judgmentJson(d.a)},
                                         {QStringLiteral("b"), judgmentJson(d.b)}});
    return QJsonObject{{QStringLiteral("a"), pathA},
                       {QStringLiteral("b"), pathB},
                       {QStringLiteral("kappa"), std::isnan(r.kappa) ? QJsonValue() : QJsonValue(r.kappa)},
                       {QStringLiteral("observed"), r.observed},
                       {QStringLiteral("expected"), r.expected},
                       {QStringLiteral("pairs"), r.pairs},
                       {QStringLiteral("agreements"), r.agreements},
                       {QStringLiteral("accept_a"), r.acceptA},
                       {QStringLiteral("accept_b"), r.acceptB},
                       {QStringLiteral("skipped"), r.skipped},
                       {QStringLiteral("only_a"), r.onlyA},
                       {QStringLiteral("only_b"), r.onlyB},
                       {QStringLiteral("disagreements"), disagreements}};
}

QString toTable(const KappaResult &r, const QString &pathA, const QString &pathB)
{
    QString out = QStringLiteral("Judgments of A = %1 and B = %2\n").arg(pathA, pathB);
    out += QStringLiteral("Cohen's kappa  %1  over %2 extractions both judged (observed %3, expected %4)\n")
               .arg(std::isnan(r.kappa) ? QStringLiteral("nan") : QString::number(r.kappa, 'f', 4),
                    QString::number(r.pairs), QString::number(r.observed, 'f', 4), QString::number(r.expected, 'f', 4));
    out += QStringLiteral("left out: %1 skipped by one of them, %2 judged by A only, %3 by B only\n")
               .arg(QString::number(r.skipped), QString::number(r.onlyA), QString::number(r.onlyB));
    if (!r.disagreements.isEmpty())
        out += QStringLiteral("\nDisagreements (sentence, subject, relation, object, A, B):\n");
    for (const JudgmentDisagreement &d : r.disagreements)
        out += QStringList{d.a.sentenceId,
                           d.a.subject,
                           d.a.relation,
                           d.a.object,
                           ReviewJudgment::verdictName(d.a.verdict),
                           ReviewJudgment::verdictName(d.b.verdict)}
                   .join(QLatin1Char('\t'))
            + QLatin1Char('\n');
    return out;
}

} // namespace

int run(const QStringList &arguments, QTextStream &out, QTextStream &err, CommandSupport::Ending ending)
{
    CommandOptions command(QStringLiteral("oie-score kappa"), CommandSupport::usage(), err);
    QStringList files;
    bool json = false;
    const int status = command.parseFilePair(arguments, {}, {}, &files, &json);
    if (status >= 0)
        return status;
    const bool all = command.diagnostics;
    if (files.size() != 2)
        return command.usageError(QStringLiteral("needs two judgment files, A and B"));
    QVector<ReviewJudgment> judgments[2];
    Diagnostics diagnostics;
    for (int k = 0; k < 2; ++k) {
        QString error;
        if (!JudgmentTsv::readFile(files.at(k), &judgments[k], &diagnostics, &error)) {
            err << error << '\n';
            return 1;
        }
    }
    const KappaResult result = ReviewKappa::compute(judgments[0], judgments[1]);
    if (json)
        out << QString::fromUtf8(
            QJsonDocument(toJson(result, files.at(0), files.at(1))).toJson(QJsonDocument::Indented));
    else
        out << toTable(result, files.at(0), files.at(1));
    return CommandSupport::finish(diagnostics, all, out, err, ending);
}

} // namespace KappaCommand
