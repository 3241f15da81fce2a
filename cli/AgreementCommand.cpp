#include "cli/AgreementCommand.h"

#include "core/analysis/Agreement.h"
#include "core/document/ScoringSession.h"
#include "core/report/ScoreReport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace AgreementCommand {

namespace {

QJsonObject toJson(const AgreementResult &r, Facet facet, const QString &pathA, const QString &pathB)
{
    QJsonArray sentences;
    for (const SentenceAgreement &s : r.sentences) {
        QJsonArray uncovered;
        for (const UncoveredSynset &u : r.uncovered) {
            if (u.sentenceId != s.sentenceId)
                continue;
            uncovered.append(QJsonObject{{QStringLiteral("side"), u.inA ? QStringLiteral("a") : QStringLiteral("b")},
                                         {QStringLiteral("synset"), u.synsetIndex + 1},
                                         {QStringLiteral("header"), u.header},
                                         {QStringLiteral("optional_only"), u.optionalOnly}});
        }
        const int scored = s.synsetsA + s.synsetsB;
        sentences.append(QJsonObject{{QStringLiteral("sent_id"), s.sentenceId},
                                     {QStringLiteral("recall_a_on_b"), s.synsetsB == 0 ? 0.0 : double(s.coveredB) / s.synsetsB},
                                     {QStringLiteral("recall_b_on_a"), s.synsetsA == 0 ? 0.0 : double(s.coveredA) / s.synsetsA},
                                     {QStringLiteral("covered_share"), scored == 0 ? 0.0 : double(s.coveredA + s.coveredB) / scored},
                                     {QStringLiteral("synsets_a"), s.synsetsA},
                                     {QStringLiteral("synsets_b"), s.synsetsB},
                                     {QStringLiteral("a_covered_by_b"), s.coveredA},
                                     {QStringLiteral("b_covered_by_a"), s.coveredB},
                                     {QStringLiteral("uncovered_optional_only"), s.optionalOnly},
                                     {QStringLiteral("uncovered"), uncovered}});
    }
    return QJsonObject{
        {QStringLiteral("facet"), Facets::name(facet)},
        {QStringLiteral("a"), pathA},
        {QStringLiteral("b"), pathB},
        {QStringLiteral("recall_a_on_b"), r.recallAOnB()},
        {QStringLiteral("recall_b_on_a"), r.recallBOnA()},
        {QStringLiteral("agreement"), r.agreement()},
        {QStringLiteral("totals"),
         QJsonObject{{QStringLiteral("sentences"), int(r.sentences.size())},
                     {QStringLiteral("synsets_a"), r.synsetsA},
                     {QStringLiteral("synsets_b"), r.synsetsB},
                     {QStringLiteral("a_covered_by_b"), r.coveredA},
                     {QStringLiteral("b_covered_by_a"), r.coveredB},
                     {QStringLiteral("uncovered_a"), r.synsetsA - r.coveredA},
                     {QStringLiteral("uncovered_b"), r.synsetsB - r.coveredB},
                     {QStringLiteral("uncovered_optional_only"), r.optionalOnlyCount()},
                     {QStringLiteral("optional_only_share"), r.optionalOnlyShare()},
                     {QStringLiteral("lower_bound"), r.bounded}}},
        {QStringLiteral("sentences"), sentences},
        {QStringLiteral("diagnostics"), ScoreReport::diagnosticsJson(r.diagnostics)},
    };
}

QString toTable(const AgreementResult &r, Facet facet, const QString &pathA, const QString &pathB)
{
    QString out = QStringLiteral("Agreement of A = %1 and B = %2 (%3 sentences)%4\n")
                      .arg(pathA, pathB, QString::number(r.sentences.size()),
                           facet == Facet::Default ? QString() : QStringLiteral(", facet ") + Facets::name(facet));
    out += QStringLiteral("recall of A on B  %1  (%2 of %3 synsets of B covered)\n")
               .arg(QString::number(r.recallAOnB(), 'f', 4), QString::number(r.coveredB), QString::number(r.synsetsB));
    out += QStringLiteral("recall of B on A  %1  (%2 of %3 synsets of A covered)\n")
               .arg(QString::number(r.recallBOnA(), 'f', 4), QString::number(r.coveredA), QString::number(r.synsetsA));
    out += QStringLiteral("agreement         %1\n").arg(QString::number(r.agreement(), 'f', 4));
    if (!r.uncovered.isEmpty())
        out += QStringLiteral("only on optional tokens: %1 of the %2 uncovered synsets (%3%)\n")
                   .arg(QString::number(r.optionalOnlyCount()), QString::number(r.uncovered.size()),
                        QString::number(100.0 * r.optionalOnlyShare(), 'f', 1));
    if (!r.uncovered.isEmpty())
        out += QStringLiteral("\nCovered by one side only (sentence, side, synset):\n");
    for (const UncoveredSynset &u : r.uncovered) {
        out += QStringLiteral("%1\t%2 only\t%3%4\n")
                   .arg(u.sentenceId, u.inA ? QStringLiteral("A") : QStringLiteral("B"), u.header,
                        u.optionalOnly ? QStringLiteral("\t(optional tokens only)") : QString());
    }
    return out;
}

} // namespace

int run(const QStringList &arguments, QTextStream &out, QTextStream &err, CommandSupport::Ending ending)
{
    CommandOptions command(QStringLiteral("oie-score agreement"), CommandSupport::usage(), err);
    QStringList files;
    bool json = false;
    Facet facet = Facet::Default;
    const int status = command.parseFilePair(
        arguments, {QStringLiteral("--facet")},
        [&command, &facet](const QString &, const QString &value) {
            Benchmark empty, probe;
            if (!Facets::parse(value, &facet) || !Agreement::facetGold(empty, facet, &probe))
                return command.usageError(QStringLiteral("the agreement has the facets default, minimal and "
                                                         "entity, not '%1'")
                                              .arg(value));
            return int(CommandOptions::Taken);
        },
        &files, &json);
    if (status >= 0)
        return status;
    const bool all = command.diagnostics;
    if (files.size() != 2)
        return command.usageError(QStringLiteral("needs two gold files, A and B"));
    Benchmark golds[2];
    Diagnostics diagnostics;
    ImportOptions import;
    import.goldOnly = true; // an empty file or a text is not a gold to agree with
    for (int k = 0; k < 2; ++k) {
        QString error;
        if (!ScoringSession::readGold(files.at(k), &golds[k], &diagnostics, &error, import)) {
            err << error << '\n';
            return 1;
        }
    }
    if (facet != Facet::Default) {
        for (Benchmark &gold : golds)
            Agreement::facetGold(Benchmark(gold), facet, &gold);
    }
    const AgreementResult result = Agreement::compute(golds[0], golds[1]);
    diagnostics += result.diagnostics;
    if (json)
        out << QString::fromUtf8(QJsonDocument(toJson(result, facet, files.at(0), files.at(1))).toJson(QJsonDocument::Indented));
    else
        out << toTable(result, facet, files.at(0), files.at(1));
    return CommandSupport::finish(diagnostics, all, out, err, ending);
}

} // namespace AgreementCommand
