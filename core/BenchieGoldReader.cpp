#include "BenchieGoldReader.h"

#include "BenchieGoldWriter.h"
#include "PyText.h"
#include "TextFileLines.h"

#include <algorithm>
#include <utility>

namespace {

const QString kSentIdTag = QStringLiteral("sent_id:");

// A non-sentence line of the file, in order; blank lines separate sentence blocks.
struct Item
{
    enum Kind { Blank, Header, TripleLine, Inert };
    Kind kind = Blank;
    int line = 0;
    QString raw;
    Triple triple;
};

const char *const kSlotNames[] = {"subject", "relation", "object"};

Item tripleItem(const QString &raw, QStringView trimmed, int line, DiagnosticSink &sink)
{
    Item item;
    item.line = line;
    item.raw = raw;
    const QStringList parts = PyText::splitAscii(trimmed, " --> ");
    if (parts.size() < 3) {
        item.kind = Item::Inert;
        item.triple = Triple::inertLine(trimmed.toString());
        sink.warn(line, QStringLiteral("triple line with %1 parts instead of 3: kept as an inert line that never "
                                       "matches (the official scorer crashes on it)")
                            .arg(parts.size()));
    } else {
        item.kind = Item::TripleLine;
        item.triple = Triple(parts.at(0), parts.at(1), parts.at(2));
        if (parts.size() > 3) {
            item.triple.setExtraParts(parts.mid(3));
            sink.warn(line, QStringLiteral("triple line with %1 parts: only the first three count "
                                           "(the official reader drops the rest)")
                                .arg(parts.size()));
        }
        for (int s = 0; s < 3; ++s) {
            for (const QString &problem : item.triple.slot(s).problems())
                sink.warn(line, QString::fromLatin1(kSlotNames[s]) + QStringLiteral(": ") + problem);
            if (PyText::trimmed(item.triple.slot(s).source()).isEmpty())
                sink.warn(line, QString::fromLatin1(kSlotNames[s]) + QStringLiteral(" is empty"));
        }
    }
    // Kept only when the line differs from what the triple writes anyway (surrounding
    // spaces): the line's buffer is then freed, and so is most of the file's text.
    // (Joining the parts split off the trimmed line gives the trimmed line back.)
    if (trimmed.size() != raw.size())
        item.triple.setRawLine(raw);
    item.triple.setSourceLine(line);
    if (PyText::containsAscii(trimmed, "sent_id:"))
        sink.warn(line, QStringLiteral("triple line also contains 'sent_id:'; read as a triple only"));
    return item;
}

void checkHeader(const Item &header, const Sentence &sentence, int ordinal, DiagnosticSink &sink)
{
    // The expected form: ID--> Cluster K:
    const QString text = PyText::trimmedString(header.raw);
    const QLatin1String marker("--> Cluster ");
    const qsizetype at = text.lastIndexOf(marker);
    const QStringView number = at < 0 ? QStringView() : QStringView(text).sliced(at + marker.size()).chopped(1);
    const bool wellFormed = at >= 0 && text.endsWith(QLatin1Char(':')) && text.size() > at + marker.size() + 1
        && std::all_of(number.begin(), number.end(), [](QChar c) { return c >= QLatin1Char('0') && c <= QLatin1Char('9'); });
    if (!wellFormed) {
        sink.warn(header.line, QStringLiteral("malformed cluster header '%1' (expected '%2--> Cluster %3:'); "
                                              "it still starts synset %3")
                                   .arg(text, sentence.id, QString::number(ordinal)));
        return;
    }
    const QString headerId = text.left(at).trimmed();
    if (headerId != sentence.id)
        sink.warn(header.line, QStringLiteral("cluster header names sentence '%1' but belongs to sentence '%2' "
                                              "(clusters are attached to sentences by position)")
                                   .arg(headerId, sentence.id));
    if (number.toInt() != ordinal)
        sink.warn(header.line, QStringLiteral("cluster header says Cluster %1 but it is synset %2 of sentence '%3'")
                                   .arg(number.toString(), QString::number(ordinal), sentence.id));
}

// Builds the synsets of one block the official way: a synset starts at the block's first
// line and at every later header line; a header heads its synset and is not a member.
void attachBlock(QVector<Item> &block, Sentence &sentence, DiagnosticSink &sink)
{
    if (block.isEmpty())
        return;
    if (block.size() == 1) {
        const Item &item = block.first();
        Synset synset;
        synset.scored = false;
        if (item.kind == Item::Header) {
            synset.headerLine = item.raw;
            synset.headerSourceLine = item.line;
        } else {
            synset.headerless = true;
            synset.triples.append(item.triple);
        }
        sentence.synsets.append(synset);
        sink.warn(item.line, QStringLiteral("a sentence block of a single line: the official scorer builds no "
                                            "synset from it, so it is kept but not scored"));
        return;
    }
    for (int i = 0; i < block.size(); ++i) {
        const Item &item = block.at(i);
        if (i == 0 || item.kind == Item::Header) {
            Synset synset;
            if (item.kind == Item::Header) {
                synset.headerLine = item.raw;
                synset.headerSourceLine = item.line;
                checkHeader(item, sentence, int(sentence.synsets.size()) + 1, sink);
                sentence.synsets.append(synset);
                continue;
            }
            sink.warn(item.line, QStringLiteral("sentence block does not start with a cluster header; its "
                                                "first lines form synset 1"));
            synset.headerless = true;
            sentence.synsets.append(synset);
        }
        sentence.synsets.last().triples.append(std::move(block[i].triple));
    }
}

} // namespace

bool BenchieGoldReader::readFile(const QString &path, Benchmark *benchmark, Diagnostics *diagnostics,
                                 QString *error)
{
    QByteArray bytes;
    if (!TextFileLines::readFile(path, &bytes, error))
        return false;
    *benchmark = readBytes(bytes, path, diagnostics);
    return true;
}

Benchmark BenchieGoldReader::readBytes(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics,
                                       bool forWriting)
{
    Benchmark benchmark;
    benchmark.fileName = fileName;
    DiagnosticSink sink(diagnostics, fileName);
    TextFileLines text = TextFileLines::decode(bytes, sink);
    if (text.lines.isEmpty())
        sink.warn(0, QStringLiteral("the file is empty: no sentences"));
    for (qsizetype i = text.lines.size() - 1; i >= 0 && text.lines.at(i).isEmpty(); --i)
        ++benchmark.layout.trailingBlankLines;

    // Blocks of non-sentence lines between blank lines are attached to sentences by position
    // (block n to the n-th sentence line), as soon as both exist: nothing waits in bulk.
    QVector<Sentence> &sentences = benchmark.sentences();
    QVector<QVector<Item>> pending; // closed blocks whose sentence has not been read yet
    QVector<Item> current;
    int blockCount = 0;
    bool anyItem = false;
    auto attachPending = [&]() {
        while (!pending.isEmpty() && blockCount - pending.size() < sentences.size()) {
            attachBlock(pending.first(), sentences[blockCount - int(pending.size())], sink);
            pending.removeFirst();
        }
    };
    auto closeBlock = [&]() {
        pending.append(std::move(current));
        current = QVector<Item>();
        ++blockCount;
        attachPending();
    };
    auto addItem = [&](Item &&item) {
        anyItem = true;
        if (item.kind == Item::Blank)
            closeBlock();
        else
            current.append(std::move(item));
    };

    QHash<QString, int> firstLineOfId;
    for (int i = 0; i < text.lines.size(); ++i) {
        const int lineNo = i + 1;
        // Taken out of the list: a line's text is freed as soon as nothing keeps it.
        const QString raw = std::exchange(text.lines[i], QString());
        const QStringView trimmed = PyText::trimmed(raw);
        if (PyText::containsAscii(trimmed, " --> ")) {
            addItem(tripleItem(raw, trimmed, lineNo, sink));
        } else if (PyText::containsAscii(trimmed, "sent_id:")) {
            const QString line = trimmed.toString();
            const QStringList fields = line.split(QLatin1Char('\t'));
            Sentence sentence;
            sentence.id = fields.first().split(kSentIdTag).value(1);
            sentence.rawLine = raw;
            sentence.sourceLine = lineNo;
            if (fields.size() < 2)
                sink.error(lineNo, QStringLiteral("sentence line without a tab between id and text "
                                                  "(the official scorer crashes on it)"));
            else
                sentence.text = fields.at(1);
            if (fields.size() > 2)
                sink.warn(lineNo, QStringLiteral("sentence line has %1 tab-separated fields; only the second "
                                                 "is the sentence")
                                      .arg(fields.size()));
            if (sentence.id.isEmpty())
                sink.warn(lineNo, QStringLiteral("empty sentence id"));
            if (firstLineOfId.contains(sentence.id))
                sink.error(lineNo, QStringLiteral("repeated sentence id '%1' (first at line %2); the official "
                                                  "scorer refuses such a file")
                                       .arg(sentence.id, QString::number(firstLineOfId.value(sentence.id))));
            else
                firstLineOfId.insert(sentence.id, lineNo);
            sentence.tokens = Sentence::tokenize(sentence.text);
            benchmark.appendSentence(sentence);
            attachPending();
        } else {
            Item item;
            item.line = lineNo;
            item.raw = raw;
            if (trimmed.isEmpty()) {
                item.kind = Item::Blank;
            } else if (PyText::containsAscii(trimmed, "Cluster")) {
                item.kind = Item::Header;
            } else {
                item.kind = Item::Inert;
                item.triple = Triple::inertLine(trimmed.toString());
                if (trimmed.size() != raw.size())
                    item.triple.setRawLine(raw);
                item.triple.setSourceLine(lineNo);
                sink.warn(lineNo, QStringLiteral("line is neither a sentence, a cluster header nor a triple: "
                                                 "kept as an inert member of its synset that never matches "
                                                 "(as the official scorer does)"));
            }
            addItem(std::move(item));
        }
    }
    if (anyItem) // the official reader closes the last block at its last line, even after a blank
        closeBlock();

    for (const QVector<Item> &block : std::as_const(pending)) {
        if (!block.isEmpty())
            sink.warn(block.first().line, QStringLiteral("lines after the last sentence's block belong to no "
                                                         "sentence and are not scored"));
    }
    for (int s = blockCount; s < sentences.size(); ++s) {
        sentences[s].inGold = false;
        sink.warn(sentences.at(s).sourceLine, QStringLiteral("sentence '%1' gets no block of clusters (blocks are "
                                                             "separated by blank lines): the official scorer leaves "
                                                             "it out of the gold and ignores its extractions")
                                                  .arg(sentences.at(s).id));
    }

    benchmark.layout.byteOrderMark = text.byteOrderMark;
    benchmark.layout.lineEnd = text.dominantLineEnd;
    benchmark.layout.finalNewline = text.finalNewline;
    if (!forWriting)
        return benchmark;
    const QByteArray serialized = BenchieGoldWriter::serialize(benchmark);
    if (serialized != bytes) {
        benchmark.layout.originalBytes = bytes;
        benchmark.layout.serializedAtRead = BenchieGoldWriter::fingerprint(serialized);
    }
    return benchmark;
}
