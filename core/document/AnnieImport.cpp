#include "core/document/AnnieImport.h"

#include "core/base/TextFileLines.h"
#include "core/text/PtbTokenizer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace {

struct AnnieWord
{
    QString text;
    bool optional = false;
};

// One slot's source in BenchIE notation: consecutive optional words as one bracketed group.
QString slotSource(const QVector<AnnieWord> &words)
{
    QStringList parts;
    for (int i = 0; i < words.size(); ++i) {
        QString text = words.at(i).text;
        if (words.at(i).optional && (i == 0 || !words.at(i - 1).optional))
            text.prepend(QLatin1Char('['));
        if (words.at(i).optional && (i + 1 == words.size() || !words.at(i + 1).optional))
            text.append(QLatin1Char(']'));
        parts.append(text);
    }
    return parts.join(QLatin1Char(' '));
}

QString universalTag(const QString &label)
{
    static const QSet<QString> upos{
        QStringLiteral("ADJ"),  QStringLiteral("ADP"),   QStringLiteral("ADV"),  QStringLiteral("AUX"),
        QStringLiteral("CCONJ"), QStringLiteral("DET"),  QStringLiteral("INTJ"), QStringLiteral("NOUN"),
        QStringLiteral("NUM"),  QStringLiteral("PART"),  QStringLiteral("PRON"), QStringLiteral("PROPN"),
        QStringLiteral("PUNCT"), QStringLiteral("SCONJ"), QStringLiteral("SYM"), QStringLiteral("VERB"),
        QStringLiteral("X"),    QStringLiteral("SPACE")};
    static const QSet<QString> numeric{QStringLiteral("DATE"),     QStringLiteral("TIME"),    QStringLiteral("PERCENT"),
                                       QStringLiteral("MONEY"),    QStringLiteral("QUANTITY"), QStringLiteral("ORDINAL"),
                                       QStringLiteral("CARDINAL")};
    if (label.isEmpty() || upos.contains(label))
        return label;
    return numeric.contains(label) ? QStringLiteral("NUM") : QStringLiteral("PROPN");
}

Sentence makeSentence(const QString &id, const QStringList &tokens)
{
    Sentence sentence;
    sentence.id = id;
    sentence.tokens = tokens;
    sentence.text = tokens.join(QLatin1Char(' '));
    sentence.inGold = true;
    return sentence;
}

QVector<AnnieWord> jsonWords(const QJsonArray &array)
{
    QVector<AnnieWord> words;
    for (const QJsonValue &value : array) {
        const QJsonObject word = value.toObject();
        const QString text = word.value(QLatin1String("text")).toString().trimmed();
        if (!text.isEmpty())
            words.append({text, word.value(QLatin1String("optional")).toBool()});
    }
    return words;
}

// `word(12)` or `[word(12)]`, as AnnIE writes each word of a slot.
QVector<AnnieWord> exportWords(const QString &field)
{
    static const QRegularExpression word(QStringLiteral("(\\[)?(\\S+?)\\((\\d+)\\)(\\])?"));
    QVector<AnnieWord> words;
    QRegularExpressionMatchIterator it = word.globalMatch(field);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        words.append({match.captured(2), !match.captured(1).isEmpty()});
    }
    return words;
}

} // namespace

bool AnnieImport::looksLikeProgress(const QByteArray &bytes)
{
    const QByteArray head = bytes.left(4096).trimmed();
    return head.startsWith('{') && bytes.contains("\"textFile\"") && bytes.contains("\"clusters\"");
}

bool AnnieImport::looksLikeExport(const QByteArray &bytes)
{
    static const QRegularExpression cluster(QStringLiteral("(^|\\n)\\d+\\tCluster \\d+: "));
    return cluster.match(QString::fromUtf8(bytes.left(64 * 1024))).hasMatch();
}

bool AnnieImport::readProgress(const QByteArray &bytes, const QString &fileName, Benchmark *out,
                               Diagnostics *diagnostics, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()
        || !document.object().value(QLatin1String("textFile")).isObject()) {
        const int line = parseError.error != QJsonParseError::NoError
            ? int(bytes.left(parseError.offset).count('\n')) + 1
            : 1;
        *error = Diagnostic::location(fileName, line) + QLatin1Char(' ')
            + tr("not an AnnIE progress file (a JSON object with \"textFile\" and \"clusters\")");
        return false;
    }
    DiagnosticSink sink(diagnostics, fileName);
    const QJsonObject root = document.object();
    Benchmark benchmark;
    QMap<int, int> sentenceOf; // AnnIE sentence number -> index in the benchmark
    for (const QJsonValue &value : root.value(QLatin1String("textFile")).toObject().value(QLatin1String("sentences")).toArray()) {
        const QJsonObject jsonSentence = value.toObject();
        const int number = jsonSentence.value(QLatin1String("index")).toInt(-1);
        const QString text = jsonSentence.value(QLatin1String("text")).toString();
        const QJsonArray jsonWordArray = jsonSentence.value(QLatin1String("words")).toArray();
        QStringList tokens;
        QStringList tags;
        QStringList entities;
        for (const QJsonValue &wordValue : jsonWordArray) {
            const QJsonObject word = wordValue.toObject();
            const QString label = word.value(QLatin1String("posLabel")).toString();
            tokens.append(word.value(QLatin1String("text")).toString());
            tags.append(universalTag(label));
            entities.append(tags.constLast() == label ? QString() : label); // an entity type, not a UPOS
        }
        if (tokens.isEmpty())
            tokens = PtbTokenizer::tokenize(text);
        if (tokens.isEmpty() || number < 0)
            continue; // an empty line of the text
        Sentence sentence = makeSentence(QString::number(number + 1), tokens);
        if (!tags.isEmpty() && std::any_of(tags.cbegin(), tags.cend(), [](const QString &t) { return !t.isEmpty(); })) {
            sentence.universalTags = tags;
            sentence.tagSource = QStringLiteral("annie");
        }
        if (std::any_of(entities.cbegin(), entities.cend(), [](const QString &e) { return !e.isEmpty(); }))
            sentence.entityLabels = entities;
        sentenceOf.insert(number, int(benchmark.sentences().size()));
        benchmark.appendSentence(sentence);
    }
    const QJsonArray clusters = root.value(QLatin1String("clusters")).toArray();
    for (int c = 0; c < clusters.size(); ++c) {
        const QJsonObject cluster = clusters.at(c).toObject();
        const int number = cluster.value(QLatin1String("sentenceNumber")).toInt(-1);
        if (!sentenceOf.contains(number)) {
            sink.warn(0, tr("cluster %1 names sentence %2, which the file does not have: left out").arg(c + 1).arg(number + 1));
            continue;
        }
        Synset synset;
        for (const QJsonValue &tripleValue : cluster.value(QLatin1String("triples")).toArray()) {
            const QJsonObject triple = tripleValue.toObject();
            const QVector<AnnieWord> parts[] = {jsonWords(triple.value(QLatin1String("subjects")).toArray()),
                                                jsonWords(triple.value(QLatin1String("predicates")).toArray()),
                                                jsonWords(triple.value(QLatin1String("objects")).toArray())};
            if (parts[0].isEmpty() || parts[1].isEmpty() || parts[2].isEmpty()) {
                sink.warn(0, tr("sentence %1, cluster %2: a triple with an empty slot is left out")
                                    .arg(number + 1)
                                    .arg(cluster.value(QLatin1String("clusterNumber")).toInt()));
                continue;
            }
            synset.triples.append(Triple(slotSource(parts[0]), slotSource(parts[1]), slotSource(parts[2])));
        }
        if (!synset.triples.isEmpty())
            benchmark.sentences()[sentenceOf.value(number)].synsets.append(synset);
    }
    benchmark.fileName = fileName;
    benchmark.rebuildIndex();
    *out = std::move(benchmark);
    return true;
}

bool AnnieImport::readExport(const QByteArray &bytes, const QString &fileName, Benchmark *out, Diagnostics *diagnostics,
                             QString *error)
{
    if (!looksLikeExport(bytes)) {
        *error = Diagnostic::location(fileName, 1) + QLatin1Char(' ')
            + tr("not an AnnIE annotation export (no line \"N<TAB>Cluster K: ...\")");
        return false;
    }
    DiagnosticSink sink(diagnostics, fileName);
    const TextFileLines lines = TextFileLines::decode(bytes, sink);
    static const QRegularExpression header(QStringLiteral("^(\\d+)\\tCluster (\\d+): (.*)$"));
    Benchmark benchmark;
    QMap<int, int> sentenceOf; // AnnIE sentence number -> index in the benchmark
    QString pendingText; // the sentence line before a cluster header
    int current = -1; // the benchmark sentence whose cluster is being read
    for (int i = 0; i < lines.lines.size(); ++i) {
        const QString line = lines.lines.at(i).toString();
        const int lineNumber = i + 1;
        if (line.trimmed().isEmpty())
            continue;
        const QRegularExpressionMatch match = header.match(line);
        QString tripleText;
        if (match.hasMatch()) {
            const int number = match.captured(1).toInt();
            if (!sentenceOf.contains(number)) {
                if (pendingText.isEmpty()) {
                    sink.warn(lineNumber, tr("cluster of sentence %1 without its sentence line before it: left out").arg(number));
                    current = -1;
                    continue;
                }
                sentenceOf.insert(number, int(benchmark.sentences().size()));
                benchmark.appendSentence(makeSentence(QString::number(number), PtbTokenizer::tokenize(pendingText)));
            }
            current = sentenceOf.value(number);
            benchmark.sentences()[current].synsets.append(Synset());
            pendingText.clear();
            tripleText = match.captured(3);
        } else if (line.contains(QLatin1Char('\t')) && current >= 0 && pendingText.isEmpty()
                   && line.contains(QLatin1Char('('))) {
            tripleText = line; // a further triple of the same cluster
        } else {
            pendingText = line.trimmed(); // a sentence line; its cluster header follows
            current = -1;
            continue;
        }
        // words<TAB>subject<TAB>relation     object
        const QStringList fields = tripleText.split(QLatin1Char('\t'));
        if (fields.size() < 3) {
            sink.warn(lineNumber, tr("a triple needs its words, subject, relation and object: left out"));
            continue;
        }
        QString relationAndObject = fields.mid(2).join(QLatin1Char('\t'));
        static const QRegularExpression objectGap(QStringLiteral("\\s{3,}|\\t"));
        const QRegularExpressionMatch gap = objectGap.match(relationAndObject.trimmed());
        relationAndObject = relationAndObject.trimmed();
        const QString relation = gap.hasMatch() ? relationAndObject.left(gap.capturedStart()) : relationAndObject;
        const QString object = gap.hasMatch() ? relationAndObject.mid(gap.capturedEnd()) : QString();
        const QVector<AnnieWord> parts[] = {exportWords(fields.at(1)), exportWords(relation), exportWords(object)};
        if (parts[0].isEmpty() || parts[1].isEmpty() || parts[2].isEmpty()) {
            sink.warn(lineNumber, tr("a triple with an empty slot is left out"));
            continue;
        }
        Triple triple(slotSource(parts[0]), slotSource(parts[1]), slotSource(parts[2]));
        triple.setSourceLine(lineNumber);
        benchmark.sentences()[current].synsets.last().triples.append(triple);
    }
    for (Sentence &sentence : benchmark.sentences()) {
        sentence.synsets.erase(std::remove_if(sentence.synsets.begin(), sentence.synsets.end(),
                                              [](const Synset &s) { return s.triples.isEmpty(); }),
                               sentence.synsets.end());
    }
    benchmark.fileName = fileName;
    benchmark.rebuildIndex();
    *out = std::move(benchmark);
    return true;
}
