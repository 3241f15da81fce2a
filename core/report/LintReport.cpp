#include "core/report/LintReport.h"

#include "core/report/ScoreReport.h"

#include <QJsonArray>
#include <QStringList>

QJsonObject LintReport::toJson() const
{
    QJsonArray checks;
    for (const LintCheckResult &check : result.checks) {
        QJsonArray findings;
        for (const LintFinding &finding : check.findings) {
            findings.append(QJsonObject{{QStringLiteral("sent_id"), finding.sentenceId},
                                        {QStringLiteral("synsets"), ScoreReport::numbersFromOne(finding.synsets)},
                                        {QStringLiteral("triples"), QJsonArray::fromStringList(finding.tripleTexts)},
                                        {QStringLiteral("message"), finding.message}});
        }
        QJsonObject object{{QStringLiteral("id"), LintChecks::id(check.check)},
                           {QStringLiteral("title"), LintChecks::title(check.check)},
                           {QStringLiteral("sentences"), check.sentenceCount()},
                           {QStringLiteral("findings"), findings}};
        if (check.skipped)
            object.insert(QStringLiteral("skipped"), true);
        if (!check.note.isEmpty())
            object.insert(QStringLiteral("note"), check.note);
        checks.append(object);
    }
    QJsonObject json{{QStringLiteral("gold"), result.gold}, {QStringLiteral("checks"), checks}};
    if (!result.against.isEmpty())
        json.insert(QStringLiteral("against"), result.against);
    return json;
}

QString LintReport::toTable() const
{
    QString out = result.against.isEmpty() ? QStringLiteral("Lint of %1\n").arg(result.gold)
                                           : QStringLiteral("Lint of %1 against %2\n").arg(result.gold, result.against);
    QVector<QStringList> rows{{QStringLiteral("check"), QStringLiteral("sentences"), QStringLiteral("findings")}};
    for (const LintCheckResult &check : result.checks) {
        if (check.skipped)
            rows.append({LintChecks::id(check.check), QStringLiteral("skipped"), QStringLiteral("-")});
        else
            rows.append({LintChecks::id(check.check), QString::number(check.sentenceCount()),
                         QString::number(check.findings.size())});
    }
    out += ScoreReport::alignedTable(rows);
    for (const LintCheckResult &check : result.checks) {
        if (!check.note.isEmpty())
            out += QStringLiteral("%1: %2\n").arg(LintChecks::id(check.check), check.note);
    }
    for (const LintCheckResult &check : result.checks) {
        if (check.findings.isEmpty())
            continue;
        out += QStringLiteral("\n%1: %2 (%3 findings in %4 sentences)\n")
                   .arg(LintChecks::id(check.check), LintChecks::title(check.check),
                        QString::number(check.findings.size()), QString::number(check.sentenceCount()));
        for (const LintFinding &finding : check.findings) {
            QStringList synsets;
            for (const int synset : finding.synsets)
                synsets.append(QString::number(synset + 1));
            out += QStringLiteral("  sentence %1, %2 %3: %4\n")
                       .arg(finding.sentenceId,
                            finding.synsets.size() == 1 ? QStringLiteral("synset") : QStringLiteral("synsets"),
                            synsets.join(QStringLiteral(", ")), finding.message);
            // A triple longer than a screen is cut: the table is read by a person (JSON gives it whole).
            constexpr qsizetype kShown = 300;
            for (const QString &triple : finding.tripleTexts) {
                out += QStringLiteral("      ") + triple.left(kShown);
                if (triple.size() > kShown)
                    out += QStringLiteral(" ... (%1 characters; --format json gives it whole)").arg(triple.size());
                out += QLatin1Char('\n');
            }
        }
    }
    return out;
}
