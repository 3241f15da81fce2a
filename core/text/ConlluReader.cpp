#include "core/text/ConlluReader.h"

#include <QRegularExpression>
#include <QVector>

#include "core/base/TextFileLines.h"

namespace {

// One syntactic word or multiword token line of a sentence.
struct WordLine
{
    int first = 0; // word ids: first..last (equal for a plain word)
    int last = 0;
    QString form;
    QString upos;
    QString xpos;
    int head = 0;
    QString relation;
    QString entity; // MISC NER= or NE=, without its B-/I- prefix; empty for O
    int line = 0;
};

// The entity type in a MISC column: `NER=B-PER` -> PER, `NE=LOC` -> LOC, `NER=O` -> empty.
QString entityOf(const QString &misc)
{
    for (const QString &item : misc.split(QLatin1Char('|'))) {
        QString value;
        if (item.startsWith(QLatin1String("NER=")))
            value = item.mid(4);
        else if (item.startsWith(QLatin1String("NE=")))
            value = item.mid(3);
        else
            continue;
        if (value.startsWith(QLatin1String("B-")) || value.startsWith(QLatin1String("I-"))
            || value.startsWith(QLatin1String("E-")) || value.startsWith(QLatin1String("S-")))
            value = value.mid(2);
        return value == QLatin1String("O") || value == QLatin1String("_") ? QString() : value;
    }
    return QString();
}

QString column(const QString &value)
{
    return value == QLatin1String("_") ? QString() : value;
}

struct SentenceBuilder
{
    QString id;
    QVector<WordLine> words; // syntactic words, in order
    QVector<WordLine> ranges; // multiword tokens
    int firstLine = 0;

    bool isEmpty() const { return words.isEmpty(); }

    Sentence build(DiagnosticSink &sink) const
    {
        Sentence sentence;
        sentence.id = id;
        sentence.sourceLine = firstLine;
        sentence.tagSource = QStringLiteral("conllu");
        QVector<int> tokenOfWord(words.size() + 1, 0); // word id → token index (1-based)
        QVector<QVector<const WordLine *>> partsOfToken;
        int rangeIndex = 0;
        for (int w = 0; w < words.size(); ++w) {
            const WordLine &word = words.at(w);
            while (rangeIndex < ranges.size() && ranges.at(rangeIndex).last < word.first)
                ++rangeIndex;
            const bool inRange = rangeIndex < ranges.size() && ranges.at(rangeIndex).first <= word.first;
            if (inRange && ranges.at(rangeIndex).first < word.first && !partsOfToken.isEmpty()) {
                partsOfToken.last().append(&word);
            } else {
                sentence.tokens.append(inRange ? ranges.at(rangeIndex).form : word.form);
                partsOfToken.append({&word});
            }
            if (word.first >= 1 && word.first <= words.size())
                tokenOfWord[word.first] = int(sentence.tokens.size());
        }
        bool anyEntity = false;
        bool anyUpos = false;
        bool anyXpos = false;
        bool anyParse = false;
        for (int t = 0; t < partsOfToken.size(); ++t) {
            const QVector<const WordLine *> &parts = partsOfToken.at(t);
            QStringList upos;
            QStringList xpos;
            const WordLine *headWord = nullptr; // the first part whose head is outside the token
            for (const WordLine *part : parts) {
                upos.append(part->upos);
                xpos.append(part->xpos);
                anyUpos = anyUpos || !part->upos.isEmpty();
                anyXpos = anyXpos || !part->xpos.isEmpty();
                if (!headWord && (part->head < parts.first()->first || part->head > parts.last()->first))
                    headWord = part;
            }
            if (!headWord)
                headWord = parts.first();
            int head = 0;
            if (headWord->head > words.size())
                sink.error(headWord->line, ConlluReader::tr("head %1 is past the last word of the sentence (%2); read as the root")
                                               .arg(headWord->head)
                                               .arg(words.size()));
            else if (headWord->head >= 1)
                head = tokenOfWord.at(headWord->head);
            if (head == t + 1 && parts.size() == 1) {
                sink.warn(headWord->line, ConlluReader::tr("word %1 is its own head; read as the root").arg(headWord->first));
                head = 0;
            } else if (head == t + 1) {
                head = 0;
            }
            anyParse = anyParse || !headWord->relation.isEmpty() || head != 0;
            sentence.universalTags.append(upos.join(QLatin1Char('+')));
            sentence.posTags.append(xpos.join(QLatin1Char('+')));
            QString entity; // a multiword token: the first part's
            for (const WordLine *part : parts) {
                if (entity.isEmpty())
                    entity = part->entity;
            }
            anyEntity = anyEntity || !entity.isEmpty();
            sentence.entityLabels.append(entity);
            sentence.heads.append(head);
            sentence.relations.append(headWord->relation);
        }
        if (!anyEntity)
            sentence.entityLabels.clear();
        if (!anyUpos)
            sentence.universalTags.clear();
        if (!anyXpos)
            sentence.posTags.clear();
        if (!anyParse) {
            sentence.heads.clear();
            sentence.relations.clear();
        }
        sentence.text = sentence.tokens.join(QLatin1Char(' '));
        return sentence;
    }
};

} // namespace

bool ConlluReader::looksLikeConllu(const QString &text)
{
    static const QRegularExpression wordLine(QStringLiteral("^\\d+(?:[-.]\\d+)?\\t"));
    static const QRegularExpression conlluComment(QStringLiteral("^#\\s*(?:sent_id|text)\\s*="));
    int checked = 0;
    int wordLines = 0;
    bool comments = false;
    for (QStringView line : QStringView(text).split(QLatin1Char('\n'))) {
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (line.startsWith(QLatin1Char('#'))) {
            comments = comments || conlluComment.match(line.toString()).hasMatch();
            continue;
        }
        if (line.trimmed().isEmpty())
            continue;
        if (line.count(QLatin1Char('\t')) == 9 && wordLine.match(line.toString()).hasMatch())
            ++wordLines;
        else if (checked == 0)
            return false; // the first line of a CoNLL-U file is a word line
        if (++checked == 20)
            break;
    }
    // Malformed lines must not turn a CoNLL-U file into text: most lines (or, with the usual
    // comments, any) being word lines is enough.
    return wordLines > 0 && (comments || wordLines * 3 >= checked * 2);
}

bool ConlluReader::read(const QString &path, Benchmark *benchmark, Diagnostics *diagnostics, QString *error)
{
    QByteArray bytes;
    if (!TextFileLines::readFile(path, &bytes, error))
        return false;
    readBytes(bytes, path, benchmark, diagnostics);
    return true;
}

void ConlluReader::readBytes(const QByteArray &bytes, const QString &fileName, Benchmark *benchmark, Diagnostics *diagnostics)
{
    DiagnosticSink sink(diagnostics, fileName);
    const TextFileLines lines = TextFileLines::decode(bytes, sink);
    parse(lines.joinedLines(), fileName, benchmark, diagnostics);
    benchmark->fileName = fileName;
}

void ConlluReader::parse(const QString &text, const QString &fileName, Benchmark *benchmark, Diagnostics *diagnostics)
{
    DiagnosticSink sink(diagnostics, fileName);
    static const QRegularExpression wordId(QStringLiteral("^(\\d+)(?:-(\\d+))?$"));
    static const QRegularExpression emptyNodeId(QStringLiteral("^\\d+\\.\\d+$"));
    SentenceBuilder current;
    int position = 0;
    const auto finish = [&]() {
        if (!current.isEmpty()) {
            ++position;
            if (current.id.isEmpty())
                current.id = QString::number(position);
            benchmark->appendSentence(current.build(sink));
        }
        current = SentenceBuilder();
    };
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const int lineNumber = i + 1;
        QString line = lines.at(i);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (line.trimmed().isEmpty()) {
            finish();
            continue;
        }
        if (current.firstLine == 0)
            current.firstLine = lineNumber;
        if (line.startsWith(QLatin1Char('#'))) {
            static const QRegularExpression sentId(QStringLiteral("^#\\s*sent_id\\s*=\\s*(.*?)\\s*$"));
            const QRegularExpressionMatch match = sentId.match(line);
            if (match.hasMatch())
                current.id = match.captured(1);
            continue;
        }
        const QStringList columns = line.split(QLatin1Char('\t'));
        if (columns.size() != 10) {
            sink.error(lineNumber, tr("expected 10 tab-separated columns, found %1; line skipped").arg(columns.size()));
            continue;
        }
        if (emptyNodeId.match(columns.at(0)).hasMatch())
            continue;
        const QRegularExpressionMatch id = wordId.match(columns.at(0));
        if (!id.hasMatch()) {
            sink.errorAt(lineNumber, 1, tr("bad word id \"%1\"; line skipped").arg(columns.at(0)));
            continue;
        }
        WordLine word;
        word.first = id.captured(1).toInt();
        word.last = id.captured(2).isEmpty() ? word.first : id.captured(2).toInt();
        word.form = columns.at(1);
        word.line = lineNumber;
        if (!id.captured(2).isEmpty()) {
            if (word.last < word.first) {
                sink.errorAt(lineNumber, 1, tr("bad multiword token range \"%1\"; line skipped").arg(columns.at(0)));
                continue;
            }
            current.ranges.append(word);
            continue;
        }
        const int expected = int(current.words.size()) + 1;
        if (word.first != expected) {
            sink.errorAt(lineNumber, 1, tr("word id %1 out of sequence (expected %2); line skipped").arg(word.first).arg(expected));
            continue;
        }
        word.upos = column(columns.at(3));
        word.xpos = column(columns.at(4));
        word.relation = column(columns.at(7));
        word.entity = entityOf(columns.at(9));
        const QString head = columns.at(6);
        bool headOk = false;
        word.head = head.toInt(&headOk);
        if (head != QLatin1String("_") && (!headOk || word.head < 0)) {
            // The head is the 7th column: its character column follows the six before it.
            int headColumn = 1;
            for (int c = 0; c < 6; ++c)
                headColumn += int(columns.at(c).size()) + 1;
            sink.errorAt(lineNumber, headColumn, tr("bad head \"%1\" (a word id or 0 was expected); read as the root").arg(head));
            word.head = 0;
        }
        current.words.append(word);
    }
    finish();
}
