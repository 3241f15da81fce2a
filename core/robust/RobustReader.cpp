#include "core/robust/RobustReader.h"

#include "core/base/JsonLines.h"
#include "core/base/TextFileLines.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

// Tuples of one sentence at JSON pointer `pointer`; `where` names the sentence in messages
// ("clique 3, paraphrase 2").
QVector<CarbTuple> readTuples(const QJsonValue &value, const QString &pointer, const QString &where,
                              const JsonLines &lines, DiagnosticSink &sink)
{
    QVector<CarbTuple> tuples;
    if (!value.isArray()) {
        sink.error(lines.line(pointer),
                   where + QStringLiteral(": the tuples are not a list: sentence scored without tuples"));
        return tuples;
    }
    const QJsonArray array = value.toArray();
    for (qsizetype t = 0; t < array.size(); ++t) {
        const QJsonArray parts = array.at(t).toArray();
        bool strings = array.at(t).isArray() && !parts.isEmpty();
        for (const QJsonValue &part : parts)
            strings = strings && part.isString();
        const int line = lines.line(pointer + QLatin1Char('/') + QString::number(t));
        if (!strings) {
            sink.error(line,
                       QStringLiteral("%1, tuple %2: expected a list of strings [relation, arg1, ...]: tuple "
                                      "skipped")
                           .arg(where, QString::number(t + 1)));
            continue;
        }
        CarbTuple tuple;
        tuple.relation = parts.at(0).toString();
        for (qsizetype a = 1; a < parts.size(); ++a)
            tuple.arguments.append(parts.at(a).toString());
        tuple.line = line;
        tuples.append(tuple);
    }
    return tuples;
}

// What the official reader, a Python dict keyed by exact text, folds together or keeps apart
// (docs/scoring/robust.md 4): each item whose text repeats an earlier one's is reported with
// `sameText`, each whose CaRB key does though its text differs with `sameKey`; in both, %1 is the
// item's name, %2 the earlier one's, %3 the earlier one's line.
struct Named
{
    QString text;
    int line;
    QString name;
};

void warnRepeats(const QVector<Named> &items, const QString &sameText, const QString &sameKey, DiagnosticSink &sink)
{
    QHash<QString, int> byText;
    QHash<QString, int> byKey;
    for (int i = 0; i < items.size(); ++i) {
        const Named &item = items.at(i);
        int earlier = byText.value(item.text, -1);
        const QString *message = &sameText;
        if (earlier < 0) {
            byText.insert(item.text, i);
            const QString key = CarbCorpus::sentenceKey(item.text);
            earlier = byKey.value(key, -1);
            message = &sameKey;
            if (earlier < 0)
                byKey.insert(key, i);
        }
        if (earlier >= 0)
            sink.warn(item.line,
                      message->arg(item.name, items.at(earlier).name, QString::number(items.at(earlier).line)));
    }
}

void warnRepeatedSentences(const RobustClique &clique, const QString &where, DiagnosticSink &sink)
{
    QVector<Named> items;
    for (const RobustSentence &sentence : clique.sentences)
        items.append({sentence.text, sentence.line, sentence.name()});
    warnRepeats(items,
                where
                    + QStringLiteral(", %1 is the same sentence as %2 (line %3): the official scorer scores it once, "
                                     "in the place of %2, with the tuples of %1"),
                where
                    + QStringLiteral(", %1 has the same CaRB key as %2 (line %3; spaces and punctuation aside) but "
                                     "not the same text: the official scorer, which looks sentences up by their "
                                     "exact text, scores them as two sentences"),
                sink);
}

void warnRepeatedCliques(const QVector<RobustClique> &cliques, DiagnosticSink &sink)
{
    QVector<Named> items;
    for (const RobustClique &clique : cliques)
        items.append(
            {clique.sentences.first().text, clique.line, QStringLiteral("clique ") + QString::number(clique.number)});
    warnRepeats(items,
                QStringLiteral("%1 has the same original sentence as %2 (line %3): the official scorer keeps only the "
                               "later clique, in the place of %2"),
                QStringLiteral("the original of %1 has the same CaRB key as that of %2 (line %3; spaces and "
                               "punctuation aside) but not the same text: the official scorer, which looks cliques "
                               "up by their exact original, keeps them apart"),
                sink);
}

} // namespace

QString RobustSentence::name() const
{
    return paraphrase == 0 ? QStringLiteral("the original")
                           : QStringLiteral("paraphrase ") + QString::number(paraphrase);
}

bool RobustReader::readFile(const QString &path, QVector<RobustClique> *cliques, Diagnostics *diagnostics,
                            QString *error)
{
    QByteArray bytes;
    if (!TextFileLines::readFile(path, &bytes, error))
        return false;
    *cliques = readBytes(bytes, path, diagnostics);
    return true;
}

QVector<RobustClique> RobustReader::readBytes(const QByteArray &bytes, const QString &fileName,
                                              Diagnostics *diagnostics)
{
    QVector<RobustClique> cliques;
    DiagnosticSink sink(diagnostics, fileName);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = bytes.left(parseError.offset);
        const int line = int(before.count('\n')) + 1;
        const int column = int(QString::fromUtf8(before.mid(before.lastIndexOf('\n') + 1)).size()) + 1;
        sink.errorAt(line, column, QStringLiteral("not valid JSON: ") + parseError.errorString());
        return cliques;
    }
    if (!document.isArray()) {
        sink.error(1, QStringLiteral("expected a JSON list of cliques"));
        return cliques;
    }
    const JsonLines lines(bytes);
    const QJsonArray array = document.array();
    for (qsizetype c = 0; c < array.size(); ++c) {
        const QString where = QStringLiteral("clique ") + QString::number(c + 1);
        const QString pointer = QLatin1Char('/') + QString::number(c);
        const QJsonObject object = array.at(c).toObject();
        RobustClique clique;
        clique.line = lines.line(pointer);
        clique.number = int(c + 1);
        if (!object.value(QStringLiteral("ori_sent")).isString()) {
            sink.error(clique.line, where + QStringLiteral(": no \"ori_sent\" string: clique skipped"));
            continue;
        }
        clique.sentences.append({object.value(QStringLiteral("ori_sent")).toString(),
                                 readTuples(object.value(QStringLiteral("ori_args")),
                                            pointer + QStringLiteral("/ori_args"), where, lines, sink),
                                 lines.line(pointer + QStringLiteral("/ori_sent"))});
        const QJsonValue paraphrases = object.value(QStringLiteral("paraphrases"));
        if (!paraphrases.isArray() && !paraphrases.isUndefined())
            sink.error(lines.line(pointer + QStringLiteral("/paraphrases")),
                       where + QStringLiteral(": \"paraphrases\" is not a list: ignored"));
        const QJsonArray list = paraphrases.toArray();
        for (qsizetype p = 0; p < list.size(); ++p) {
            const QString paraphrase = where + QStringLiteral(", paraphrase ") + QString::number(p + 1);
            const QString itemPointer = pointer + QStringLiteral("/paraphrases/") + QString::number(p);
            const QJsonObject item = list.at(p).toObject();
            if (!item.value(QStringLiteral("sent")).isString()) {
                sink.error(lines.line(itemPointer),
                           paraphrase + QStringLiteral(": no \"sent\" string: paraphrase skipped"));
                continue;
            }
            clique.sentences.append({item.value(QStringLiteral("sent")).toString(),
                                     readTuples(item.value(QStringLiteral("args")),
                                                itemPointer + QStringLiteral("/args"), paraphrase, lines, sink),
                                     lines.line(itemPointer + QStringLiteral("/sent"))});
            clique.sentences.last().paraphrase = int(p + 1);
        }
        warnRepeatedSentences(clique, where, sink);
        cliques.append(clique);
    }
    warnRepeatedCliques(cliques, sink);
    if (cliques.isEmpty())
        sink.warn(1, QStringLiteral("no cliques in this file"));
    return cliques;
}
