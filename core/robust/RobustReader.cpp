#include "core/robust/RobustReader.h"

#include "core/base/TextFileLines.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

// Tuples of one sentence; `where` names it in messages ("clique 3, paraphrase 2").
QVector<CarbTuple> readTuples(const QJsonValue &value, const QString &where, DiagnosticSink &sink)
{
    QVector<CarbTuple> tuples;
    if (!value.isArray()) {
        sink.error(0, where + QStringLiteral(": the tuples are not a list: sentence scored without tuples"));
        return tuples;
    }
    const QJsonArray array = value.toArray();
    for (qsizetype t = 0; t < array.size(); ++t) {
        const QJsonArray parts = array.at(t).toArray();
        bool strings = array.at(t).isArray() && !parts.isEmpty();
        for (const QJsonValue &part : parts)
            strings = strings && part.isString();
        if (!strings) {
            sink.error(0, QStringLiteral("%1, tuple %2: expected a list of strings [relation, arg1, ...]: tuple "
                                         "skipped")
                              .arg(where, QString::number(t + 1)));
            continue;
        }
        CarbTuple tuple;
        tuple.relation = parts.at(0).toString();
        for (qsizetype a = 1; a < parts.size(); ++a)
            tuple.arguments.append(parts.at(a).toString());
        tuples.append(tuple);
    }
    return tuples;
}

} // namespace

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
        const int line = int(bytes.left(parseError.offset).count('\n')) + 1;
        sink.error(line, QStringLiteral("not valid JSON: ") + parseError.errorString());
        return cliques;
    }
    if (!document.isArray()) {
        sink.error(0, QStringLiteral("expected a JSON list of cliques"));
        return cliques;
    }
    const QJsonArray array = document.array();
    for (qsizetype c = 0; c < array.size(); ++c) {
        const QString where = QStringLiteral("clique ") + QString::number(c + 1);
        const QJsonObject object = array.at(c).toObject();
        if (!object.value(QStringLiteral("ori_sent")).isString()) {
            sink.error(0, where + QStringLiteral(": no \"ori_sent\" string: clique skipped"));
            continue;
        }
        RobustClique clique;
        clique.sentences.append({object.value(QStringLiteral("ori_sent")).toString(),
                                 readTuples(object.value(QStringLiteral("ori_args")), where, sink)});
        const QJsonValue paraphrases = object.value(QStringLiteral("paraphrases"));
        if (!paraphrases.isArray() && !paraphrases.isUndefined())
            sink.error(0, where + QStringLiteral(": \"paraphrases\" is not a list: ignored"));
        const QJsonArray list = paraphrases.toArray();
        for (qsizetype p = 0; p < list.size(); ++p) {
            const QString paraphrase = where + QStringLiteral(", paraphrase ") + QString::number(p + 1);
            const QJsonObject item = list.at(p).toObject();
            if (!item.value(QStringLiteral("sent")).isString()) {
                sink.error(0, paraphrase + QStringLiteral(": no \"sent\" string: paraphrase skipped"));
                continue;
            }
            clique.sentences.append({item.value(QStringLiteral("sent")).toString(),
                                     readTuples(item.value(QStringLiteral("args")), paraphrase, sink)});
        }
        cliques.append(clique);
    }
    if (cliques.isEmpty())
        sink.warn(0, QStringLiteral("no cliques in this file"));
    return cliques;
}
