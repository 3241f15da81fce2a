#include "core/review/JudgmentTsv.h"

#include "core/base/TextFileLines.h"

namespace {

const char *const kHeader = "sentence_id\tsubject\trelation\tobject\tverdict\tsynset\tsources\treviewer\ttime";
constexpr int kFields = 9;

QString field(QString text)
{
    text.replace(QLatin1Char('\t'), QLatin1Char(' '));
    text.replace(QLatin1Char('\r'), QLatin1Char(' '));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}

} // namespace

QByteArray JudgmentTsv::toBytes(const QVector<ReviewJudgment> &judgments)
{
    QString out = QString::fromLatin1(kHeader) + QLatin1Char('\n');
    for (const ReviewJudgment &judgment : judgments) {
        const QStringList fields{field(judgment.sentenceId),
                                 field(judgment.subject),
                                 field(judgment.relation),
                                 field(judgment.object),
                                 ReviewJudgment::verdictName(judgment.verdict),
                                 judgment.synset >= 0 ? QString::number(judgment.synset + 1) : QString(),
                                 field(judgment.sources.join(QStringLiteral("; "))),
                                 field(judgment.reviewer),
                                 judgment.time.toString(Qt::ISODate)};
        out += fields.join(QLatin1Char('\t')) + QLatin1Char('\n');
    }
    return out.toUtf8();
}

bool JudgmentTsv::writeFile(const QVector<ReviewJudgment> &judgments, const QString &path, QString *error)
{
    return TextFileLines::writeFileAtomically(toBytes(judgments), path, error);
}

QVector<ReviewJudgment> JudgmentTsv::fromBytes(const QByteArray &bytes, const QString &fileName,
                                               Diagnostics *diagnostics)
{
    QVector<ReviewJudgment> judgments;
    const QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        QString line = lines.at(i);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (line.trimmed().isEmpty() || (i == 0 && line.startsWith(QLatin1String("sentence_id\t"))))
            continue;
        const QStringList fields = line.split(QLatin1Char('\t'));
        const auto fail = [&](const QString &message) {
            diagnostics->append({fileName, i + 1, Diagnostic::Severity::Error, message});
        };
        if (fields.size() < 5) {
            fail(tr("a judgment needs at least 5 tab-separated fields (sentence_id, subject, relation, object, "
                    "verdict), found %1")
                     .arg(fields.size()));
            continue;
        }
        ReviewJudgment judgment;
        judgment.sentenceId = fields.at(0);
        judgment.subject = fields.at(1);
        judgment.relation = fields.at(2);
        judgment.object = fields.at(3);
        if (!ReviewJudgment::parseVerdict(fields.at(4), &judgment.verdict)) {
            fail(tr("unknown verdict '%1' (accept, reject or skip)").arg(fields.at(4)));
            continue;
        }
        if (fields.size() > 5 && !fields.at(5).trimmed().isEmpty()) {
            bool ok = false;
            judgment.synset = fields.at(5).trimmed().toInt(&ok) - 1;
            if (!ok || judgment.synset < 0) {
                fail(tr("synset '%1' is not a positive number").arg(fields.at(5)));
                continue;
            }
        }
        if (fields.size() > 6 && !fields.at(6).isEmpty())
            judgment.sources = fields.at(6).split(QStringLiteral("; "));
        judgment.reviewer = fields.value(7);
        judgment.time = QDateTime::fromString(fields.value(8), Qt::ISODate);
        if (fields.size() > kFields)
            fail(tr("%1 fields, the last %2 ignored").arg(fields.size()).arg(fields.size() - kFields));
        judgments.append(judgment);
    }
    return judgments;
}

bool JudgmentTsv::readFile(const QString &path, QVector<ReviewJudgment> *judgments, Diagnostics *diagnostics,
                           QString *error)
{
    QByteArray bytes;
    if (!TextFileLines::readFile(path, &bytes, error))
        return false;
    *judgments = fromBytes(bytes, path, diagnostics);
    return true;
}
