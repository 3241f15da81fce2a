#include "core/benchie/BenchieGoldReader.h"

#include "core/base/PyText.h"
#include "core/base/TextFileLines.h"
#include "core/base/TwoThreads.h"
#include "core/benchie/BenchieGoldWriter.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace {

const QString kSentIdTag = QStringLiteral("sent_id:");

// The reader's diagnostics before they reach the file's DiagnosticSink. Lines are read in
// two passes (the triples on two threads), so messages are collected and handed over in the
// order a single pass makes them: by line, and on one line what reading the line says before
// what closing its block says.
struct Note
{
    enum Phase { LineRead, BlockClosed };
    int line = 0;
    Phase phase = LineRead;
    Diagnostic::Severity severity = Diagnostic::Severity::Warning;
    QString message;
};

//
// The sink lists the first `keep` notes of each severity by line and only counts the others,
// so no more are held: every few thousand notes, those past the first `keep` of their
// severity are counted and dropped (a gold of a million unclosed brackets is a million
// warnings, which held whole took 370 bytes each).
class Notes
{
public:
    explicit Notes(int keep)
        : m_keep(keep)
    { }
    Note::Phase phase = Note::LineRead;

    void warn(int line, const QString &message) { add({line, phase, Diagnostic::Severity::Warning, message}); }
    void error(int line, const QString &message) { add({line, phase, Diagnostic::Severity::Error, message}); }
    int keep() const { return m_keep; }
    // Takes the notes of another (the helper thread's), after these.
    void absorb(const Notes &other)
    {
        m_list += other.m_list;
        for (int s = 0; s < 3; ++s)
            m_unlisted[s] += other.m_unlisted[s];
        compactWhenLarge();
    }
    // Hands the notes to the sink, by line, and counts the ones dropped.
    void flush(DiagnosticSink &sink)
    {
        sortByLine();
        for (const Note &note : std::as_const(m_list))
            sink.add(note.line, note.severity, note.message);
        for (int s = 0; s < 3; ++s)
            sink.addUnlisted(Diagnostic::Severity(s), m_unlisted[s]);
    }

private:
    void add(Note note)
    {
        m_list.append(std::move(note));
        compactWhenLarge();
    }
    void sortByLine()
    {
        std::stable_sort(m_list.begin(), m_list.end(), [](const Note &a, const Note &b) {
            return a.line != b.line ? a.line < b.line : a.phase < b.phase;
        });
    }
    void compactWhenLarge()
    {
        if (m_list.size() < 8 * qsizetype(m_keep) + 1024)
            return;
        sortByLine(); // stable: notes of one line keep their order, as in the final sort
        QVector<Note> kept;
        int counts[3] = {0, 0, 0};
        for (Note &note : m_list) {
            const int s = int(note.severity);
            if (counts[s]++ < m_keep)
                kept.append(std::move(note));
            else
                ++m_unlisted[s];
        }
        m_list = std::move(kept);
    }

    int m_keep;
    QVector<Note> m_list;
    int m_unlisted[3] = {0, 0, 0}; // by severity: dropped here, counted by the sink
};

// A non-sentence line of the file, in order; blank lines separate sentence blocks.
struct Item
{
    enum Kind { Blank, Header, TripleLine, Inert };
    Kind kind = Blank;
    int line = 0;
    QStringView raw; // into the decoded text, which outlives the items
};

// A synset member still to be made: a triple line (parseTripleLine) or an inert line.
struct Member
{
    int line = 0;
    QStringView raw;
    bool tripleLine = false;
};

// The members of one synset still to be made: members[first, first + count) of the file.
struct SynsetJob
{
    int sentence = 0;
    int synset = 0;
    int first = 0;
    int count = 0;
};

// What the first pass leaves to the second: every synset's members, in file order.
struct MemberJobs
{
    QVector<Member> members;
    QVector<SynsetJob> synsets;
};

const char *const kSlotNames[] = {"subject", "relation", "object"};

Triple parseTripleLine(QStringView raw, int line, Notes &notes)
{
    const QStringView trimmed = PyText::trimmed(raw);
    Triple triple;
    const auto parts = PyText::splitViews(trimmed, " --> ");
    if (parts.size() < 3) {
        triple = Triple::inertLine(trimmed.toString());
        notes.warn(line, QStringLiteral("triple line with %1 parts instead of 3: kept as an inert line that never "
                                        "matches (the official scorer crashes on it)")
                             .arg(parts.size()));
    } else {
        triple = Triple(parts.at(0).toString(), parts.at(1).toString(), parts.at(2).toString());
        if (parts.size() > 3) {
            QStringList extra;
            for (qsizetype k = 3; k < parts.size(); ++k)
                extra.append(parts.at(k).toString());
            triple.setExtraParts(extra);
            notes.warn(line, QStringLiteral("triple line with %1 parts: only the first three count "
                                            "(the official reader drops the rest)")
                                 .arg(parts.size()));
        }
        for (int s = 0; s < 3; ++s) {
            for (const QString &problem : triple.slot(s).problems())
                notes.warn(line, QString::fromLatin1(kSlotNames[s]) + QStringLiteral(": ") + problem);
            if (PyText::trimmed(triple.slot(s).source()).isEmpty())
                notes.warn(line, QString::fromLatin1(kSlotNames[s]) + QStringLiteral(" is empty"));
        }
    }
    // Kept only when the line differs from what the triple writes anyway (surrounding
    // spaces): the line's buffer is then freed, and so is most of the file's text.
    // (Joining the parts split off the trimmed line gives the trimmed line back.)
    if (trimmed.size() != raw.size())
        triple.setRawLine(raw.toString());
    triple.setSourceLine(line);
    if (PyText::containsAscii(trimmed, "sent_id:"))
        notes.warn(line, QStringLiteral("triple line also contains 'sent_id:'; read as a triple only"));
    return triple;
}

// A line that is neither sentence, header nor triple: an inert member that never matches.
Triple inertMember(int line, QStringView raw)
{
    const QStringView trimmed = PyText::trimmed(raw);
    Triple triple = Triple::inertLine(trimmed.toString());
    if (trimmed.size() != raw.size())
        triple.setRawLine(raw.toString());
    triple.setSourceLine(line);
    return triple;
}

void checkHeader(const Item &header, const Sentence &sentence, int ordinal, Notes &notes)
{
    // The expected form: ID--> Cluster K:
    const QString text = PyText::trimmed(header.raw).toString();
    const QLatin1String marker("--> Cluster ");
    const qsizetype at = text.lastIndexOf(marker);
    const QStringView number = at < 0 ? QStringView() : QStringView(text).sliced(at + marker.size()).chopped(1);
    const bool wellFormed = at >= 0 && text.endsWith(QLatin1Char(':')) && text.size() > at + marker.size() + 1
        && std::all_of(number.begin(), number.end(), [](QChar c) { return c >= QLatin1Char('0') && c <= QLatin1Char('9'); });
    if (!wellFormed) {
        notes.warn(header.line, QStringLiteral("malformed cluster header '%1' (expected '%2--> Cluster %3:'); "
                                               "it still starts synset %3")
                                    .arg(text, sentence.id, QString::number(ordinal)));
        return;
    }
    const QString headerId = text.left(at).trimmed();
    if (headerId != sentence.id)
        notes.warn(header.line, QStringLiteral("cluster header names sentence '%1' but belongs to sentence '%2' "
                                               "(clusters are attached to sentences by position)")
                                    .arg(headerId, sentence.id));
    if (number.toInt() != ordinal)
        notes.warn(header.line, QStringLiteral("cluster header says Cluster %1 but it is synset %2 of sentence '%3'")
                                    .arg(number.toString(), QString::number(ordinal), sentence.id));
}

// Appends a synset to the sentence, with no members yet.
void appendSynset(const Synset &synset, int sentenceIndex, Sentence &sentence, MemberJobs &jobs)
{
    sentence.synsets.append(synset);
    jobs.synsets.append({sentenceIndex, int(sentence.synsets.size()) - 1, int(jobs.members.size()), 0});
}

// The member an item makes, for the last synset appended.
void appendMember(const Item &item, MemberJobs &jobs)
{
    jobs.members.append({item.line, item.raw, item.kind == Item::TripleLine});
    ++jobs.synsets.last().count;
}

// Builds the synsets of one block the official way: a synset starts at the block's first
// line and at every later header line; a header heads its synset and is not a member.
void attachBlock(const QVector<Item> &block, int sentenceIndex, Sentence &sentence, MemberJobs &jobs, Notes &notes)
{
    if (block.isEmpty())
        return;
    if (block.size() == 1) {
        const Item &item = block.first();
        Synset synset;
        synset.scored = false;
        if (item.kind == Item::Header) {
            synset.headerLine = item.raw.toString();
            synset.headerSourceLine = item.line;
            appendSynset(synset, sentenceIndex, sentence, jobs);
        } else {
            synset.headerless = true;
            appendSynset(synset, sentenceIndex, sentence, jobs);
            appendMember(item, jobs);
        }
        notes.warn(item.line, QStringLiteral("a sentence block of a single line: the official scorer builds no "
                                             "synset from it, so it is kept but not scored"));
        return;
    }
    for (int i = 0; i < block.size(); ++i) {
        const Item &item = block.at(i);
        if (i == 0 || item.kind == Item::Header) {
            Synset synset;
            if (item.kind == Item::Header) {
                synset.headerLine = item.raw.toString();
                synset.headerSourceLine = item.line;
                checkHeader(item, sentence, int(sentence.synsets.size()) + 1, notes);
                appendSynset(synset, sentenceIndex, sentence, jobs);
                continue;
            }
            notes.warn(item.line, QStringLiteral("sentence block does not start with a cluster header; its "
                                                 "first lines form synset 1"));
            synset.headerless = true;
            appendSynset(synset, sentenceIndex, sentence, jobs);
        }
        appendMember(item, jobs);
    }
}

// Makes every synset's members (parsing the triple lines, the bulk of the work), on two
// threads when there are many, each taking whole synsets; their notes are appended to `notes`
// (the caller sorts them by line).
// The first line (by number) whose triple has a slot over kMaxOptionalWordsPerSlot (line 0:
// none), with that slot's index and its optional words.
struct OptionalOver
{
    int line = 0;
    int slot = 0;
    int count = 0;

    void note(const Triple &triple, int tripleLine)
    {
        for (int s = 0; s < 3; ++s) {
            const int optional = triple.slot(s).optionalCount();
            if (optional > BenchieGoldReader::kMaxOptionalWordsPerSlot && (line == 0 || tripleLine < line))
                *this = {tripleLine, s, optional};
        }
    }
};

void makeMembers(QVector<Sentence> &sentences, const MemberJobs &jobs, Notes &notes, OptionalOver *over)
{
    std::vector<Synset *> synsets; // each thread fills its own synsets' vectors
    synsets.reserve(size_t(jobs.synsets.size()));
    for (const SynsetJob &job : jobs.synsets)
        synsets.push_back(&sentences[job.sentence].synsets[job.synset]);
    Notes helperNotes(notes.keep());
    Notes *const notesOf[2] = {&notes, &helperNotes};
    OptionalOver overOf[2];
    constexpr qsizetype kWorthAThread = 64; // synsets
    TwoThreads::forEach(
        jobs.synsets.size(),
        [&](qsizetype k, int thread) {
            const SynsetJob &job = jobs.synsets.at(k);
            QVector<Triple> &triples = synsets[size_t(k)]->triples;
            triples.reserve(job.count);
            for (int m = job.first; m < job.first + job.count; ++m) {
                const Member &member = jobs.members.at(m);
                triples.append(member.tripleLine ? parseTripleLine(member.raw, member.line, *notesOf[thread])
                                                 : inertMember(member.line, member.raw));
                overOf[thread].note(triples.last(), member.line);
            }
        },
        kWorthAThread);
    notes.absorb(helperNotes);
    for (const OptionalOver &found : overOf) {
        if (found.line > 0 && (over->line == 0 || found.line < over->line))
            *over = found;
    }
}

// A gold over a limit: an empty benchmark, the message in *limitError or the diagnostics.
// What a line of a gold is, by its trimmed text (the official reader's order of tests).
enum class LineKind { Triple, Sentence, Blank, Header, Inert };
LineKind kindOf(QStringView trimmed)
{
    if (PyText::containsAscii(trimmed, " --> "))
        return LineKind::Triple;
    if (PyText::containsAscii(trimmed, "sent_id:"))
        return LineKind::Sentence;
    if (trimmed.isEmpty())
        return LineKind::Blank;
    return PyText::containsAscii(trimmed, "Cluster") ? LineKind::Header : LineKind::Inert;
}

QString overLimit(int limit, const QString &what);

// Counts a block's triples and synsets against the limits, line by line.
class BlockLimits
{
public:
    // False when the line takes its block over a limit (then message() says which).
    bool add(LineKind kind, int line)
    {
        if (kind == LineKind::Blank) {
            m_triples = m_synsets = 0;
            m_first = 0;
            return true;
        }
        if (kind == LineKind::Sentence)
            return true;
        if (m_first == 0)
            m_first = line;
        if (kind == LineKind::Header)
            return ++m_synsets <= BenchieGoldReader::kMaxSynsetsPerSentence
                || over(BenchieGoldReader::kMaxSynsetsPerSentence, "synsets");
        return ++m_triples <= BenchieGoldReader::kMaxTriplesPerSentence
            || over(BenchieGoldReader::kMaxTriplesPerSentence, "triples");
    }
    const QString &message() const { return m_message; }

private:
    bool over(int limit, const char *what)
    {
        m_message = QStringLiteral("a sentence block (from line %1) with more than %2 %3: %4")
                        .arg(QString::number(m_first), QString::number(limit), QLatin1String(what),
                             overLimit(limit, QLatin1String(what) + QStringLiteral(" per sentence")));
        return false;
    }

    int m_first = 0; // the block's first line
    int m_triples = 0;
    int m_synsets = 0;
    QString m_message;
};

Benchmark refused(const QString &fileName, int line, const QString &message, DiagnosticSink &sink, QString *limitError)
{
    Benchmark benchmark;
    benchmark.fileName = fileName;
    if (limitError)
        *limitError = Diagnostic::location(fileName, line) + QLatin1Char(' ') + message;
    else
        sink.error(line, message);
    return benchmark;
}

QString overLimit(int limit, const QString &what)
{
    return QStringLiteral("over the gold limit of %1 %2 (the real golds stay far below it; a bigger "
                          "input would make scoring and lint slow)")
        .arg(QString::number(limit), what);
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

QString BenchieGoldReader::limitsInPieces(const QString &path)
{
    Diagnostics ignored; // the whole reading reports them
    DiagnosticSink sink(&ignored, path);
    BlockLimits limits;
    QString message;
    QString error;
    TextFileLines::readFileInPieces(
        path, sink,
        [&](const QByteArray &, const TextFileLines &piece, int lineOffset) {
            for (int i = 0; i < piece.lines.size(); ++i) {
                if (!limits.add(kindOf(PyText::trimmed(piece.lines.at(i))), lineOffset + i + 1)) {
                    message = Diagnostic::location(path, lineOffset + i + 1) + QLatin1Char(' ') + limits.message();
                    return false;
                }
            }
            return true;
        },
        &error);
    return message;
}

Benchmark BenchieGoldReader::readBytes(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics,
                                       bool forWriting, QString *limitError)
{
    Benchmark benchmark;
    benchmark.fileName = fileName;
    DiagnosticSink sink(diagnostics, fileName);
    TextFileLines text = TextFileLines::decode(bytes, sink);
    Notes notes(sink.limit());
    if (text.lines.isEmpty())
        notes.warn(0, QStringLiteral("the file is empty: no sentences"));
    for (qsizetype i = text.lines.size() - 1; i >= 0 && text.lines.at(i).isEmpty(); --i)
        ++benchmark.layout.trailingBlankLines;

    // First pass: the file's structure. Blocks of non-sentence lines between blank lines are
    // attached to sentences by position (block n to the n-th sentence line), as soon as both
    // exist: nothing waits in bulk. Members are listed, and made in the second pass.
    QVector<Sentence> &sentences = benchmark.sentences();
    QVector<QVector<Item>> pending; // closed blocks whose sentence has not been read yet
    QVector<Item> current;
    MemberJobs jobs;
    int blockCount = 0;
    bool anyItem = false;
    auto attachPending = [&]() {
        notes.phase = Note::BlockClosed;
        while (!pending.isEmpty() && blockCount - pending.size() < sentences.size()) {
            const int sentenceIndex = blockCount - int(pending.size());
            attachBlock(pending.first(), sentenceIndex, sentences[sentenceIndex], jobs, notes);
            pending.removeFirst();
        }
        notes.phase = Note::LineRead;
    };
    BlockLimits limits; // members and synsets of the current block
    auto closeBlock = [&]() {
        pending.append(std::move(current));
        current = QVector<Item>();
        ++blockCount;
        attachPending();
    };

    QHash<QString, int> firstLineOfId;
    bool reportedEarlyTriple = false;
    for (int i = 0; i < text.lines.size(); ++i) {
        const int lineNo = i + 1;
        const QStringView raw = text.lines.at(i);
        const QStringView trimmed = PyText::trimmed(raw);
        const LineKind kind = kindOf(trimmed);
        if (!limits.add(kind, lineNo))
            return refused(fileName, lineNo, limits.message(), sink, limitError);
        if (kind == LineKind::Triple) {
            anyItem = true;
            if (sentences.isEmpty() && !reportedEarlyTriple) {
                reportedEarlyTriple = true;
                notes.error(lineNo, QStringLiteral("a triple before any sentence line: the official reader gives "
                                                   "its block to the first sentence, as blocks go to sentences by "
                                                   "position (is the sentence line missing, or misplaced?)"));
            }
            current.append({Item::TripleLine, lineNo, raw});
        } else if (kind == LineKind::Sentence) {
            const QString line = trimmed.toString();
            const QStringList fields = line.split(QLatin1Char('\t'));
            Sentence sentence;
            sentence.id = fields.first().split(kSentIdTag).value(1);
            sentence.rawLine = raw.toString();
            sentence.sourceLine = lineNo;
            if (fields.size() < 2)
                notes.error(lineNo, QStringLiteral("sentence line without a tab between id and text "
                                                   "(the official scorer crashes on it)"));
            else
                sentence.text = fields.at(1);
            if (fields.size() > 2)
                notes.warn(lineNo, QStringLiteral("sentence line has %1 tab-separated fields; only the second "
                                                  "is the sentence")
                                       .arg(fields.size()));
            if (sentence.id.isEmpty())
                notes.warn(lineNo, QStringLiteral("empty sentence id"));
            if (firstLineOfId.contains(sentence.id))
                notes.error(lineNo, QStringLiteral("repeated sentence id '%1' (first at line %2); the official "
                                                   "scorer refuses such a file")
                                        .arg(sentence.id, QString::number(firstLineOfId.value(sentence.id))));
            else
                firstLineOfId.insert(sentence.id, lineNo);
            sentence.tokens = Sentence::tokenize(sentence.text);
            benchmark.appendSentence(sentence);
            attachPending();
        } else {
            anyItem = true;
            if (kind == LineKind::Blank) {
                closeBlock();
            } else if (kind == LineKind::Header) {
                current.append({Item::Header, lineNo, raw});
            } else {
                current.append({Item::Inert, lineNo, raw});
                notes.warn(lineNo, QStringLiteral("line is neither a sentence, a cluster header nor a triple: "
                                                  "kept as an inert member of its synset that never matches "
                                                  "(as the official scorer does)"));
            }
        }
    }
    if (anyItem) // the official reader closes the last block at its last line, even after a blank
        closeBlock();

    for (const QVector<Item> &block : std::as_const(pending)) {
        // Read for their diagnostics only: these lines belong to no sentence.
        for (const Item &item : block) {
            if (item.kind == Item::TripleLine)
                parseTripleLine(item.raw, item.line, notes);
        }
        notes.phase = Note::BlockClosed;
        if (!block.isEmpty())
            notes.warn(block.first().line, QStringLiteral("lines after the last sentence's block belong to no "
                                                          "sentence and are not scored"));
        notes.phase = Note::LineRead;
    }
    notes.phase = Note::BlockClosed;
    for (int s = blockCount; s < sentences.size(); ++s) {
        sentences[s].inGold = false;
        notes.warn(sentences.at(s).sourceLine, QStringLiteral("sentence '%1' gets no block of clusters (blocks are "
                                                              "separated by blank lines): the official scorer leaves "
                                                              "it out of the gold and ignores its extractions")
                                                   .arg(sentences.at(s).id));
    }

    // Second pass: the synsets' members.
    notes.phase = Note::LineRead;
    OptionalOver over;
    makeMembers(sentences, jobs, notes, &over);
    if (over.line > 0)
        return refused(fileName, over.line,
                       QStringLiteral("the %1 has %2 optional words: %3")
                           .arg(QLatin1String(kSlotNames[over.slot]), QString::number(over.count),
                                overLimit(kMaxOptionalWordsPerSlot, QStringLiteral("optional words per slot"))),
                       sink, limitError);
    notes.flush(sink);

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
