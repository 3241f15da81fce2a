// Malformed inputs: every reader reports the documented diagnostic (severity and line) and
// never crashes, and the scorer copes with whatever the readers produced (docs/scoring/benchie.md 1.1-1.5).
#include "core/base/TextFileLines.h"
#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/BenchieGoldWriter.h"
#include "core/benchie/BenchieScorer.h"
#include "core/benchie/BenchieSystemReader.h"
#include "core/model/ExtractionLimits.h"
#include "tests/RunScore.h"
#include "tests/TestData.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Severity = Diagnostic::Severity;

// The most diagnostics of one severity that one DiagnosticSink lists for a file (plus a summary line).
constexpr int kSinkLimit = 200;

QString dump(const Diagnostics &diagnostics, int max = 40)
{
    QString text = QStringLiteral("%1 diagnostic(s):").arg(diagnostics.size());
    for (int i = 0; i < diagnostics.size() && i < max; ++i)
        text += QStringLiteral("\n  ") + diagnostics.at(i).toString();
    return text;
}

int countSeverity(const Diagnostics &diagnostics, Severity severity)
{
    int count = 0;
    for (const Diagnostic &d : diagnostics)
        count += d.severity == severity ? 1 : 0;
    return count;
}

// Diagnostics at `line` with `severity` whose message contains `needle` (case-insensitive).
int countMatching(const Diagnostics &diagnostics, int line, Severity severity, const QString &needle)
{
    int count = 0;
    for (const Diagnostic &d : diagnostics) {
        if (d.line == line && d.severity == severity && d.message.contains(needle, Qt::CaseInsensitive))
            ++count;
    }
    return count;
}

bool hasDiagnostic(const Diagnostics &diagnostics, int line, Severity severity, const QString &needle)
{
    return countMatching(diagnostics, line, severity, needle) > 0;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return file.readAll();
}

// A small hand-written gold: 2 sentences, 3 synsets.
//  1 sent_id:1<TAB>The cat sat on the mat and ate fish .
//  2 1--> Cluster 1:
//  3 [The] cat --> sat on --> [the] mat
//  4 [The] cat --> sat --> on [the] mat
//  5 1--> Cluster 2:
//  6 [The] cat --> ate --> fish
//  7
//  8 sent_id:2<TAB>A dog barked loudly .
//  9 2--> Cluster 1:
// 10 [A] dog --> barked --> loudly
QStringList smallGoldLines()
{
    return {
        QStringLiteral("sent_id:1\tThe cat sat on the mat and ate fish ."),
        QStringLiteral("1--> Cluster 1:"),
        QStringLiteral("[The] cat --> sat on --> [the] mat"),
        QStringLiteral("[The] cat --> sat --> on [the] mat"),
        QStringLiteral("1--> Cluster 2:"),
        QStringLiteral("[The] cat --> ate --> fish"),
        QString(),
        QStringLiteral("sent_id:2\tA dog barked loudly ."),
        QStringLiteral("2--> Cluster 1:"),
        QStringLiteral("[A] dog --> barked --> loudly"),
    };
}

QByteArray joinLines(const QStringList &lines)
{
    return lines.join(QLatin1Char('\n')).toUtf8() + '\n';
}

Benchmark smallGold()
{
    Diagnostics diagnostics;
    return BenchieGoldReader::readBytes(joinLines(smallGoldLines()), QStringLiteral("small_gold.txt"), &diagnostics);
}

QByteArray toCrlf(const QByteArray &lf)
{
    QByteArray out = lf;
    out.replace("\n", "\r\n");
    return out;
}

QByteArray randomBytes(int size, quint32 seed)
{
    QRandomGenerator random(seed);
    QByteArray bytes(size, Qt::Uninitialized);
    for (int i = 0; i < size; ++i)
        bytes[i] = char(random.bounded(256));
    // Make sure there are NUL bytes in the first lines whatever the seed.
    for (int i = 5; i < size; i += 997)
        bytes[i] = '\0';
    return bytes;
}

int lineCount(const QByteArray &bytes)
{
    Diagnostics ignored;
    return int(TextFileLines::decode(bytes, QStringLiteral("x"), &ignored).lines.size());
}

} // namespace

class TestMalformedInput : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void truncatedGoldMidLine();
    void truncatedGoldMidFile_data();
    void truncatedGoldMidFile();
    void truncatedGoldMidUtf8Character_data();
    void truncatedGoldMidUtf8Character();
    void truncatedSystemMidLine_data();
    void truncatedSystemMidLine();

    void binaryGarbageGold();
    void binaryGarbageSystem();

    void systemFieldCounts_data();
    void systemFieldCounts();

    void crlfGold();
    void crlfSystem();
    void loneCarriageReturns();
    void byteOrderMarkGold();
    void byteOrderMarkSystem();

    void invalidUtf8Gold_data();
    void invalidUtf8Gold();
    void invalidUtf8System();

    void emptyGold();
    void emptySystem();
    void emptyGoldFromFile();

    void goldLineWithTwoParts();
    void sentenceLineWithoutTab();
    void repeatedSentenceId();
    void unbalancedBrackets_data();
    void unbalancedBrackets();
    void clusterHeaderIdMismatch();
    void clusterHeaderNumberMismatch();
    void unknownSentenceIds();
    void paddedSlots();

    void fiftyMegabyteSystemFile();
    void fiftyMegabyteGarbageGold();

    void goldLimits_data();
    void goldLimits();
    void goldWithinLimits();
    void systemLimits();
    void manyBracketProblems();

private:
    QByteArray m_enGold;
    QByteArray m_clausie;
    Benchmark m_enBenchmark;
};

void TestMalformedInput::initTestCase()
{
    const QString gold = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    const QString clausie = TestData::benchie(QStringLiteral("systems/clausie_explicit.txt"));
    REQUIRE_DATA_FILE(gold);
    REQUIRE_DATA_FILE(clausie);
    m_enGold = readAll(gold);
    m_clausie = readAll(clausie);
    QVERIFY(!m_enGold.isEmpty());
    QVERIFY(!m_clausie.isEmpty());
    Diagnostics diagnostics;
    m_enBenchmark = BenchieGoldReader::readBytes(m_enGold, gold, &diagnostics);
    QCOMPARE(m_enBenchmark.sentences().size(), 300);
    QCOMPARE(m_enBenchmark.synsetCount(), 1350);

    // The baseline every CRLF/BOM variant is compared with (docs/scoring/benchie.md 1.5).
    Diagnostics systemDiagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(m_clausie, clausie, &m_enBenchmark, &systemDiagnostics);
    QCOMPARE(output.extractions.size(), 695);
    const SystemScore score = BenchieScorer(m_enBenchmark, Facet::Default).score(output);
    QCOMPARE(score.totals.tp, 345);
    QCOMPARE(score.totals.fp, 341);
    QCOMPARE(score.totals.fn, 1005);
}

// --- truncated files ---------------------------------------------------------------------------

void TestMalformedInput::truncatedGoldMidLine()
{
    // Cut inside the object of line 3: "He --> served as --> [the] [fi".
    const QByteArray marker = "He --> served as --> [the] [fi";
    const qsizetype at = m_enGold.indexOf(marker);
    QVERIFY(at > 0);
    const QByteArray cut = m_enGold.left(at + marker.size());
    QCOMPARE(lineCount(cut), 3);

    Diagnostics diagnostics;
    const Benchmark gold = BenchieGoldReader::readBytes(cut, QStringLiteral("cut.txt"), &diagnostics);
    QCOMPARE(gold.sentences().size(), 1);
    QCOMPARE(gold.sentences().at(0).synsets.size(), 1);
    QCOMPARE(gold.sentences().at(0).synsets.at(0).triples.size(), 1);
    QCOMPARE(gold.sentences().at(0).synsets.at(0).triples.at(0).object().source(), QStringLiteral("[the] [fi"));
    QCOMPARE(countSeverity(diagnostics, Severity::Error), 0);
    // "[fi" opens a group that never closes: a warning naming line 3 and the object slot.
    QVERIFY2(hasDiagnostic(diagnostics, 3, Severity::Warning, QStringLiteral("object: unbalanced brackets")),
             qPrintable(dump(diagnostics)));
    QVERIFY(!gold.layout.finalNewline);
    QCOMPARE(BenchieGoldWriter::toBytes(gold), cut);

    // Scored against ClausIE: only sentence 1 is in this gold; its 2 extractions do not match
    // the cut triple, the 693 others are ignored.
    Diagnostics systemDiagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(m_clausie, QStringLiteral("clausie"), &gold,
                                                               &systemDiagnostics);
    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QCOMPARE(score.extractions, 695);
    QCOMPARE(score.ignored, 693);
    QCOMPARE(score.totals.tp, 0);
    QCOMPARE(score.totals.fp, 2);
    QCOMPARE(score.totals.fn, 1);
    QCOMPARE(score.precision(), 0.0);
    QCOMPARE(score.recall(), 0.0);
}

void TestMalformedInput::truncatedGoldMidFile_data()
{
    QTest::addColumn<double>("fraction");
    QTest::newRow("10%") << 0.10;
    QTest::newRow("50%") << 0.50;
    QTest::newRow("99.9%") << 0.999;
}

void TestMalformedInput::truncatedGoldMidFile()
{
    QFETCH(double, fraction);
    qsizetype at = qsizetype(double(m_enGold.size()) * fraction);
    // Make sure the cut is in the middle of a line (not right after a newline).
    while (m_enGold.at(at - 1) == '\n' || m_enGold.at(at) == '\n')
        ++at;
    const QByteArray cut = m_enGold.left(at);
    const int sentencesInCut = int(cut.count("sent_id:"));

    Diagnostics diagnostics;
    const Benchmark gold = BenchieGoldReader::readBytes(cut, QStringLiteral("cut.txt"), &diagnostics);
    QCOMPARE(gold.sentences().size(), sentencesInCut);
    QCOMPARE(gold.layout.finalNewline, false);
    const int lines = lineCount(cut);
    for (const Diagnostic &d : diagnostics) {
        QVERIFY2(d.line >= 0 && d.line <= lines, qPrintable(d.toString()));
        QCOMPARE(d.file, QStringLiteral("cut.txt"));
    }
    QCOMPARE(BenchieGoldWriter::toBytes(gold), cut);

    Diagnostics systemDiagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(m_clausie, QStringLiteral("clausie"), &gold,
                                                               &systemDiagnostics);
    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QCOMPARE(score.extractions, 695);
    QCOMPARE(score.totals.correct + score.totals.fp + score.ignored, 695);
    int scoredSynsets = 0;
    for (const Sentence &sentence : gold.sentences()) {
        for (const Synset &synset : sentence.synsets)
            scoredSynsets += synset.scored ? 1 : 0;
    }
    QCOMPARE(score.totals.tp + score.totals.fn, scoredSynsets);
    QVERIFY(score.totals.tp <= 345);
}

void TestMalformedInput::truncatedGoldMidUtf8Character_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("keepBytesOfCharacter"); // bytes of the multi-byte character kept
    QTest::newRow("zh, 1 of 3 bytes") << QStringLiteral("benchie_gold_annotations_zh.txt") << 1;
    QTest::newRow("zh, 2 of 3 bytes") << QStringLiteral("benchie_gold_annotations_zh.txt") << 2;
    QTest::newRow("de, 1 of 2 bytes") << QStringLiteral("benchie_gold_annotations_de.txt") << 1;
}

void TestMalformedInput::truncatedGoldMidUtf8Character()
{
    QFETCH(QString, file);
    QFETCH(int, keepBytesOfCharacter);
    const QString path = TestData::benchie(file);
    REQUIRE_DATA_FILE(path);
    const QByteArray bytes = readAll(path);
    // The first lead byte of a multi-byte character after the middle of the file.
    qsizetype lead = bytes.size() / 2;
    while (lead < bytes.size() && (uchar(bytes.at(lead)) < 0xC0))
        ++lead;
    QVERIFY(lead < bytes.size());
    const int length = uchar(bytes.at(lead)) >= 0xE0 ? 3 : 2;
    QVERIFY(keepBytesOfCharacter < length);
    const QByteArray cut = bytes.left(lead + keepBytesOfCharacter);
    const int lastLine = int(cut.count('\n')) + 1;

    Diagnostics diagnostics;
    const Benchmark gold = BenchieGoldReader::readBytes(cut, QStringLiteral("cut.txt"), &diagnostics);
    QCOMPARE(gold.sentences().size(), int(cut.count("sent_id:")));
    // The last line ends in an incomplete UTF-8 sequence: decoded as U+FFFD and reported.
    QVERIFY2(hasDiagnostic(diagnostics, lastLine, Severity::Warning, QStringLiteral("invalid UTF-8")),
             qPrintable(dump(diagnostics)));
    Diagnostics decodeDiagnostics;
    const TextFileLines text = TextFileLines::decode(cut, QStringLiteral("cut.txt"), &decodeDiagnostics);
    QCOMPARE(text.lines.size(), lastLine);
    QVERIFY2(text.lines.last().endsWith(QChar(QChar::ReplacementCharacter)), qPrintable(text.lines.last().toString()));
    // Writing an unchanged model back gives the very bytes read, invalid tail included.
    QCOMPARE(BenchieGoldWriter::toBytes(gold), cut);

    // Scoring against it does not crash; the totals stay consistent.
    Diagnostics systemDiagnostics;
    const QString system = file.contains(QLatin1String("_zh")) ? QStringLiteral("systems/m2oie_zh_explicit.txt")
                                                               : QStringLiteral("systems/m2oie_de_explicit.txt");
    const SystemOutput output = BenchieSystemReader::readBytes(readAll(TestData::benchie(system)), system, &gold,
                                                               &systemDiagnostics);
    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QCOMPARE(score.totals.correct + score.totals.fp + score.ignored, score.extractions);
}

void TestMalformedInput::truncatedSystemMidLine_data()
{
    QTest::addColumn<int>("field"); // 0 sent_id .. 3 object: the field the cut falls in
    QTest::addColumn<int>("expectedExtractions");
    QTest::addColumn<int>("expectedErrorLine"); // 0: none
    // Line 100 of ClausIE; cutting inside field k leaves k+1 fields on the last line.
    QTest::newRow("in sent_id") << 0 << 99 << 100;
    QTest::newRow("in subject") << 1 << 99 << 100;
    QTest::newRow("in relation") << 2 << 99 << 100;
    QTest::newRow("in object") << 3 << 100 << 0;
}

void TestMalformedInput::truncatedSystemMidLine()
{
    QFETCH(int, field);
    QFETCH(int, expectedExtractions);
    QFETCH(int, expectedErrorLine);
    // Start of line 100.
    qsizetype start = 0;
    for (int line = 1; line < 100; ++line)
        start = m_clausie.indexOf('\n', start) + 1;
    const qsizetype end = m_clausie.indexOf('\n', start);
    const QByteArray line100 = m_clausie.mid(start, end - start);
    const QList<QByteArray> fields = line100.split('\t');
    QCOMPARE(fields.size(), 4);
    QVERIFY(fields.at(field).size() >= 2);
    qsizetype cutAt = start;
    for (int f = 0; f < field; ++f)
        cutAt += fields.at(f).size() + 1;
    cutAt += fields.at(field).size() / 2;
    const QByteArray cut = m_clausie.left(cutAt);

    Diagnostics diagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(cut, QStringLiteral("cut_clausie.txt"), &m_enBenchmark,
                                                               &diagnostics);
    QCOMPARE(output.extractions.size(), expectedExtractions);
    QCOMPARE(output.extractions.last().line, expectedExtractions);
    if (expectedErrorLine > 0) {
        QCOMPARE(countSeverity(diagnostics, Severity::Error), 1);
        QVERIFY2(hasDiagnostic(diagnostics, expectedErrorLine, Severity::Error,
                               QStringLiteral("found %1").arg(field + 1)),
                 qPrintable(dump(diagnostics)));
    } else {
        QCOMPARE(countSeverity(diagnostics, Severity::Error), 0);
        QCOMPARE(output.extractions.last().object,
                 QString::fromUtf8(fields.at(3).left(fields.at(3).size() / 2)).trimmed());
    }

    const SystemScore score = BenchieScorer(m_enBenchmark, Facet::Default).score(output);
    QCOMPARE(score.extractions, expectedExtractions);
    QCOMPARE(score.totals.correct + score.totals.fp, expectedExtractions);
    QCOMPARE(score.totals.tp + score.totals.fn, 1350);
}

// --- binary garbage ----------------------------------------------------------------------------

void TestMalformedInput::binaryGarbageGold()
{
    const QByteArray garbage = randomBytes(200 * 1024, 20240611);
    QVERIFY(garbage.contains('\0'));
    const int lines = lineCount(garbage);
    QVERIFY(lines > 100);

    Diagnostics diagnostics;
    const Benchmark gold = BenchieGoldReader::readBytes(garbage, QStringLiteral("garbage.txt"), &diagnostics);
    for (const Diagnostic &d : diagnostics) {
        QCOMPARE(d.file, QStringLiteral("garbage.txt"));
        QVERIFY2(d.line >= 0 && d.line <= lines, qPrintable(d.toString()));
    }
    // The first line holds a NUL byte (offset 5) and, almost surely, invalid UTF-8.
    QVERIFY2(hasDiagnostic(diagnostics, 1, Severity::Warning, QStringLiteral("NUL byte")), qPrintable(dump(diagnostics)));
    QVERIFY2(hasDiagnostic(diagnostics, 1, Severity::Warning, QStringLiteral("invalid UTF-8")),
             qPrintable(dump(diagnostics)));
    // Bounded: garbage cannot flood the output. A summary line says how many were left out.
    bool summary = false;
    for (const Diagnostic &d : diagnostics)
        summary = summary || (d.line == 0 && d.message.contains(QLatin1String("more problems not listed")));
    QVERIFY2(summary, qPrintable(dump(diagnostics)));
    // One DiagnosticSink per file lists at most 200 messages and a summary. The file is
    // decoded (TextFileLines::decode) and parsed (BenchieGoldReader) with a sink each, so
    // the cap per file is in fact 2 x (200 + 1).
    QVERIFY2(diagnostics.size() <= 3 * kSinkLimit + 1, qPrintable(QString::number(diagnostics.size())));
    QVERIFY2(diagnostics.size() <= 3 * kSinkLimit + 1, qPrintable(QString::number(diagnostics.size())));

    // Scoring a real system against whatever was read does not crash.
    Diagnostics systemDiagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(m_clausie, QStringLiteral("clausie"), &gold,
                                                               &systemDiagnostics);
    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QCOMPARE(score.totals.correct + score.totals.fp + score.ignored, 695);
    QCOMPARE(score.totals.tp, 0);

    // Writing it back reproduces the garbage byte for byte.
    QCOMPARE(BenchieGoldWriter::toBytes(gold), garbage);
}

void TestMalformedInput::binaryGarbageSystem()
{
    const QByteArray garbage = randomBytes(200 * 1024, 7);
    const int lines = lineCount(garbage);
    const Benchmark gold = smallGold();

    Diagnostics diagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(garbage, QStringLiteral("garbage.txt"), &gold,
                                                               &diagnostics);
    for (const Diagnostic &d : diagnostics)
        QVERIFY2(d.line >= 0 && d.line <= lines, qPrintable(d.toString()));
    QVERIFY(countSeverity(diagnostics, Severity::Error) > 0); // lines with < 4 fields
    QVERIFY(diagnostics.size() <= 3 * kSinkLimit + 1);
    for (const Extraction &x : output.extractions)
        QVERIFY(x.line >= 1 && x.line <= lines);

    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QCOMPARE(score.extractions, int(output.extractions.size()));
    QCOMPARE(score.ignored, int(output.extractions.size())); // random ids are never "1" or "2"
    QCOMPARE(score.totals.tp, 0);
    QCOMPARE(score.totals.fp, 0);
    QCOMPARE(score.totals.fn, 3);
}

// --- field counts ------------------------------------------------------------------------------

void TestMalformedInput::systemFieldCounts_data()
{
    QTest::addColumn<QString>("line2");
    QTest::addColumn<int>("severity");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("kept");
    QTest::addColumn<QString>("keptObject");
    QTest::addColumn<int>("expectedTp");
    QTest::addColumn<int>("expectedFp");

    // Line 1 (cat ate fish) and line 3 (dog barked loudly) are correct and cover 2 synsets.
    QTest::newRow("1 field") << QStringLiteral("1") << int(Severity::Error) << QStringLiteral("found 1") << false
                             << QString() << 2 << 0;
    QTest::newRow("2 fields") << QStringLiteral("1\tThe cat") << int(Severity::Error) << QStringLiteral("found 2")
                              << false << QString() << 2 << 0;
    QTest::newRow("3 fields") << QStringLiteral("1\tThe cat\tsat on") << int(Severity::Error)
                              << QStringLiteral("found 3") << false << QString() << 2 << 0;
    // The line is trimmed before it is split: a trailing empty object disappears.
    QTest::newRow("empty last field") << QStringLiteral("1\tThe cat\tsat on\t") << int(Severity::Error)
                                      << QStringLiteral("found 3") << false << QString() << 2 << 0;
    QTest::newRow("5 fields") << QStringLiteral("1\tThe cat\tsat\ton the mat\t0.95") << int(Severity::Warning)
                              << QStringLiteral("5 tab-separated fields") << true << QStringLiteral("on the mat") << 3
                              << 0;
    QTest::newRow("6 fields") << QStringLiteral("1\tcat\tsat on\tmat\tx\ty") << int(Severity::Warning)
                              << QStringLiteral("6 tab-separated fields") << true << QStringLiteral("mat") << 3 << 0;
    QTest::newRow("5 fields, wrong") << QStringLiteral("1\tcat\tsat\tmat\t0.5") << int(Severity::Warning)
                                     << QStringLiteral("5 tab-separated fields") << true << QStringLiteral("mat") << 2
                                     << 1;
}

void TestMalformedInput::systemFieldCounts()
{
    QFETCH(QString, line2);
    QFETCH(int, severity);
    QFETCH(QString, message);
    QFETCH(bool, kept);
    QFETCH(QString, keptObject);
    QFETCH(int, expectedTp);
    QFETCH(int, expectedFp);

    const QByteArray bytes = joinLines({QStringLiteral("1\tThe cat\tate\tfish"), line2,
                                        QStringLiteral("2\tdog\tbarked\tloudly")});
    const Benchmark gold = smallGold();
    Diagnostics diagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(bytes, QStringLiteral("sys.txt"), &gold, &diagnostics);

    QCOMPARE(diagnostics.size(), 1);
    const Diagnostic &d = diagnostics.first();
    QCOMPARE(d.file, QStringLiteral("sys.txt"));
    QCOMPARE(d.line, 2);
    QCOMPARE(int(d.severity), severity);
    QVERIFY2(d.message.contains(message), qPrintable(d.toString()));

    QCOMPARE(output.extractions.size(), kept ? 3 : 2);
    QCOMPARE(output.extractions.first().line, 1);
    QCOMPARE(output.extractions.last().line, 3);
    if (kept) {
        QCOMPARE(output.extractions.at(1).line, 2);
        QCOMPARE(output.extractions.at(1).object, keptObject);
    }
    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QCOMPARE(score.totals.tp, expectedTp);
    QCOMPARE(score.totals.fp, expectedFp);
    QCOMPARE(score.totals.fn, 3 - expectedTp);
}

// --- line ends and byte order marks ------------------------------------------------------------

void TestMalformedInput::crlfGold()
{
    const QByteArray crlf = toCrlf(m_enGold);
    QVERIFY(crlf.size() > m_enGold.size());
    Diagnostics lfDiagnostics;
    Diagnostics crlfDiagnostics;
    const Benchmark lfGold = BenchieGoldReader::readBytes(m_enGold, QStringLiteral("gold.txt"), &lfDiagnostics);
    const Benchmark crlfGold = BenchieGoldReader::readBytes(crlf, QStringLiteral("gold.txt"), &crlfDiagnostics);
    QCOMPARE(crlfGold.sentences().size(), 300);
    QCOMPARE(crlfGold.synsetCount(), 1350);
    QCOMPARE(crlfGold.layout.lineEnd, QByteArray("\r\n"));
    QCOMPARE(crlfDiagnostics.size(), lfDiagnostics.size());
    for (int i = 0; i < lfDiagnostics.size(); ++i) {
        QCOMPARE(crlfDiagnostics.at(i).line, lfDiagnostics.at(i).line);
        QCOMPARE(crlfDiagnostics.at(i).message, lfDiagnostics.at(i).message);
    }
    // No carriage return leaks into the model.
    for (const Sentence &sentence : crlfGold.sentences()) {
        QVERIFY(!sentence.text.contains(QLatin1Char('\r')));
        for (const Synset &synset : sentence.synsets) {
            for (const Triple &triple : synset.triples)
                QVERIFY(!triple.object().source().contains(QLatin1Char('\r')));
        }
    }

    Diagnostics systemDiagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(m_clausie, QStringLiteral("clausie"), &crlfGold,
                                                               &systemDiagnostics);
    const SystemScore score = BenchieScorer(crlfGold, Facet::Default).score(output);
    QCOMPARE(score.totals.tp, 345);
    QCOMPARE(score.totals.fp, 341);
    QCOMPARE(score.totals.fn, 1005);
    QCOMPARE(score.precision(), 345.0 / 686.0);

    QCOMPARE(BenchieGoldWriter::toBytes(crlfGold), crlf);
    // The model itself also serializes with the file's line end.
    QCOMPARE(BenchieGoldWriter::serialize(crlfGold), toCrlf(BenchieGoldWriter::serialize(lfGold)));
}

void TestMalformedInput::crlfSystem()
{
    Diagnostics diagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(toCrlf(m_clausie), QStringLiteral("clausie"),
                                                               &m_enBenchmark, &diagnostics);
    QCOMPARE(output.extractions.size(), 695);
    for (const Extraction &x : output.extractions)
        QVERIFY(!x.object.contains(QLatin1Char('\r')));
    QCOMPARE(countSeverity(diagnostics, Severity::Error), 0);
    const SystemScore score = BenchieScorer(m_enBenchmark, Facet::Default).score(output);
    QCOMPARE(score.totals.tp, 345);
    QCOMPARE(score.totals.fp, 341);
    QCOMPARE(score.totals.fn, 1005);
}

void TestMalformedInput::loneCarriageReturns()
{
    // Python's universal newlines also end a line at a lone "\r".
    QByteArray cr = m_enGold;
    cr.replace('\n', '\r');
    Diagnostics diagnostics;
    const Benchmark gold = BenchieGoldReader::readBytes(cr, QStringLiteral("gold.txt"), &diagnostics);
    QCOMPARE(gold.sentences().size(), 300);
    QCOMPARE(gold.synsetCount(), 1350);
    QCOMPARE(gold.layout.lineEnd, QByteArray("\r"));
    Diagnostics systemDiagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(m_clausie, QStringLiteral("clausie"), &gold,
                                                               &systemDiagnostics);
    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QCOMPARE(score.totals.tp, 345);
    QCOMPARE(score.totals.fp, 341);
    QCOMPARE(score.totals.fn, 1005);
    QCOMPARE(BenchieGoldWriter::toBytes(gold), cr);
}

void TestMalformedInput::byteOrderMarkGold()
{
    const QByteArray bom = QByteArray("\xEF\xBB\xBF") + m_enGold;
    Diagnostics lfDiagnostics;
    Diagnostics bomDiagnostics;
    BenchieGoldReader::readBytes(m_enGold, QStringLiteral("gold.txt"), &lfDiagnostics);
    const Benchmark gold = BenchieGoldReader::readBytes(bom, QStringLiteral("gold.txt"), &bomDiagnostics);
    QCOMPARE(gold.sentences().size(), 300);
    QCOMPARE(gold.sentences().first().id, QStringLiteral("1")); // no U+FEFF in the first id
    QVERIFY(gold.layout.byteOrderMark);
    QCOMPARE(bomDiagnostics.size(), lfDiagnostics.size());

    Diagnostics systemDiagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(m_clausie, QStringLiteral("clausie"), &gold,
                                                               &systemDiagnostics);
    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QCOMPARE(score.totals.tp, 345);
    QCOMPARE(score.totals.fp, 341);
    QCOMPARE(score.totals.fn, 1005);

    // The BOM is kept on write, for the unchanged model and for a re-serialized one.
    QCOMPARE(BenchieGoldWriter::toBytes(gold), bom);
    QVERIFY(BenchieGoldWriter::serialize(gold).startsWith("\xEF\xBB\xBF"));
}

void TestMalformedInput::byteOrderMarkSystem()
{
    const QByteArray bom = QByteArray("\xEF\xBB\xBF") + m_clausie;
    Diagnostics diagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(bom, QStringLiteral("clausie"), &m_enBenchmark,
                                                               &diagnostics);
    QCOMPARE(output.extractions.size(), 695);
    QCOMPARE(output.extractions.first().sentenceId, QStringLiteral("1"));
    for (const Diagnostic &d : diagnostics)
        QVERIFY2(!d.message.contains(QLatin1String("not in the gold")), qPrintable(d.toString()));
    const SystemScore score = BenchieScorer(m_enBenchmark, Facet::Default).score(output);
    QCOMPARE(score.totals.tp, 345);
    QCOMPARE(score.totals.fp, 341);
    QCOMPARE(score.totals.fn, 1005);
}

// --- invalid UTF-8 -----------------------------------------------------------------------------

void TestMalformedInput::invalidUtf8Gold_data()
{
    QTest::addColumn<QByteArray>("bad");
    QTest::newRow("0xFF") << QByteArray("\xFF");
    QTest::newRow("lone continuation byte") << QByteArray("\x80");
    QTest::newRow("overlong slash") << QByteArray("\xC0\xAF");
    QTest::newRow("UTF-16 surrogate") << QByteArray("\xED\xA0\x80");
    QTest::newRow("lead byte then ASCII") << QByteArray("\xE4z");
    // An incomplete sequence right before the line end (as in a file cut and then appended to).
    QTest::newRow("incomplete sequence at line end") << QByteArray("\xE4\xB8");
}

void TestMalformedInput::invalidUtf8Gold()
{
    QFETCH(QByteArray, bad);
    // Line 6 becomes "[The] cat --> ate --> fish<bad>".
    QStringList lines = smallGoldLines();
    QByteArray bytes;
    for (int i = 0; i < lines.size(); ++i) {
        bytes += lines.at(i).toUtf8();
        if (i == 5)
            bytes += bad;
        bytes += '\n';
    }
    Diagnostics diagnostics;
    const Benchmark gold = BenchieGoldReader::readBytes(bytes, QStringLiteral("bad.txt"), &diagnostics);
    QCOMPARE(gold.sentences().size(), 2);
    QCOMPARE(gold.synsetCount(), 3);
    QVERIFY2(hasDiagnostic(diagnostics, 6, Severity::Warning, QStringLiteral("invalid UTF-8")),
             qPrintable(dump(diagnostics)));
    QCOMPARE(countSeverity(diagnostics, Severity::Error), 0);
    const QString object = gold.sentences().at(0).synsets.at(1).triples.at(0).object().source();
    QVERIFY2(object.startsWith(QLatin1String("fish")) && object.contains(QChar(QChar::ReplacementCharacter)),
             qPrintable(object));
    // Lines after the bad one are unaffected.
    QCOMPARE(gold.sentences().at(1).id, QStringLiteral("2"));
    QCOMPARE(gold.sentences().at(1).synsets.at(0).triples.at(0).object().source(), QStringLiteral("loudly"));
    QCOMPARE(BenchieGoldWriter::toBytes(gold), bytes);

    // "fish" no longer matches (the slot holds U+FFFD); nothing crashes.
    const SystemOutput output = BenchieSystemReader::readBytes(
        joinLines({QStringLiteral("1\tcat\tate\tfish"), QStringLiteral("2\tdog\tbarked\tloudly")}),
        QStringLiteral("sys.txt"), &gold, &diagnostics);
    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QVERIFY2(score.totals.tp == 1 && score.totals.fp == 1 && score.totals.fn == 2,
             qPrintable(QStringLiteral("tp %1 fp %2 fn %3, expected 1 1 2")
                            .arg(score.totals.tp)
                            .arg(score.totals.fp)
                            .arg(score.totals.fn)));
}

void TestMalformedInput::invalidUtf8System()
{
    const QByteArray bytes = QByteArray("1\tcat\tate\tfish\n") + QByteArray("1\tThe c\xFF" "at\tsat on\tmat\n")
        + QByteArray("2\tdog\tbarked\tloud\xE4\n") + QByteArray("2\tdog\tbarked\tloudly\n");
    const Benchmark gold = smallGold();
    Diagnostics diagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(bytes, QStringLiteral("sys.txt"), &gold, &diagnostics);
    QCOMPARE(output.extractions.size(), 4);
    QVERIFY2(hasDiagnostic(diagnostics, 2, Severity::Warning, QStringLiteral("invalid UTF-8")),
             qPrintable(dump(diagnostics)));
    QVERIFY2(hasDiagnostic(diagnostics, 3, Severity::Warning, QStringLiteral("invalid UTF-8")),
             qPrintable(dump(diagnostics)));
    QVERIFY2(output.extractions.at(2).object.startsWith(QStringLiteral("loud\uFFFD")),
             qPrintable(output.extractions.at(2).object));
    QCOMPARE(countMatching(diagnostics, 1, Severity::Warning, QStringLiteral("UTF-8")), 0);
    QCOMPARE(countMatching(diagnostics, 4, Severity::Warning, QStringLiteral("UTF-8")), 0);
    QCOMPARE(output.extractions.at(1).subject, QStringLiteral("The c\uFFFDat"));
    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QCOMPARE(score.totals.tp, 2);
    QCOMPARE(score.totals.fp, 2);
    QCOMPARE(score.totals.fn, 1);
}

// --- empty files -------------------------------------------------------------------------------

void TestMalformedInput::emptyGold()
{
    Diagnostics diagnostics;
    const Benchmark gold = BenchieGoldReader::readBytes(QByteArray(), QStringLiteral("empty.txt"), &diagnostics);
    QCOMPARE(gold.sentences().size(), 0);
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.first().severity, Severity::Warning);
    QCOMPARE(diagnostics.first().line, 0);
    QCOMPARE(diagnostics.first().file, QStringLiteral("empty.txt"));
    QVERIFY2(diagnostics.first().message.contains(QLatin1String("empty")), qPrintable(diagnostics.first().toString()));
    QCOMPARE(BenchieGoldWriter::toBytes(gold), QByteArray());

    Diagnostics systemDiagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(m_clausie, QStringLiteral("clausie"), &gold,
                                                               &systemDiagnostics);
    QCOMPARE(output.extractions.size(), 695);
    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QCOMPARE(score.ignored, 695);
    QCOMPARE(score.totals.tp, 0);
    QCOMPARE(score.totals.fp, 0);
    QCOMPARE(score.totals.fn, 0);
    QCOMPARE(score.precision(), 0.0);
    QCOMPARE(score.recall(), 0.0);
    QCOMPARE(score.f1(), 0.0);
}

void TestMalformedInput::emptySystem()
{
    const Benchmark gold = smallGold();
    Diagnostics diagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(QByteArray(), QStringLiteral("empty.txt"), &gold,
                                                               &diagnostics);
    QCOMPARE(output.extractions.size(), 0);
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.first().severity, Severity::Warning);
    QCOMPARE(diagnostics.first().line, 0);
    QVERIFY2(diagnostics.first().message.contains(QLatin1String("empty")), qPrintable(diagnostics.first().toString()));

    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QCOMPARE(score.extractions, 0);
    QCOMPARE(score.totals.tp, 0);
    QCOMPARE(score.totals.fp, 0);
    QCOMPARE(score.totals.fn, 3);
    QCOMPARE(score.precision(), 0.0);
    QCOMPARE(score.recall(), 0.0);
    QCOMPARE(score.f1(), 0.0);
}

void TestMalformedInput::emptyGoldFromFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString goldPath = dir.filePath(QStringLiteral("empty_gold.txt"));
    const QString systemPath = dir.filePath(QStringLiteral("empty_system.txt"));
    QVERIFY(writeFile(goldPath, QByteArray()));
    QVERIFY(writeFile(systemPath, QByteArray()));

    Benchmark gold;
    Diagnostics diagnostics;
    QString error;
    QVERIFY2(BenchieGoldReader::readFile(goldPath, &gold, &diagnostics, &error), qPrintable(error));
    QCOMPARE(gold.sentences().size(), 0);
    QVERIFY(hasDiagnostic(diagnostics, 0, Severity::Warning, QStringLiteral("empty")));
    QCOMPARE(diagnostics.first().file, goldPath);

    SystemOutput output;
    output.name = QStringLiteral("none");
    Diagnostics systemDiagnostics;
    QVERIFY2(BenchieSystemReader::readFile(systemPath, &gold, &output, &systemDiagnostics, &error), qPrintable(error));
    QCOMPARE(output.name, QStringLiteral("none"));
    QCOMPARE(output.extractions.size(), 0);
    QVERIFY(hasDiagnostic(systemDiagnostics, 0, Severity::Warning, QStringLiteral("empty")));

    // A file that cannot be read is reported, not crashed on.
    QVERIFY(!BenchieGoldReader::readFile(dir.filePath(QStringLiteral("missing.txt")), &gold, &diagnostics, &error));
    QVERIFY2(error.contains(QLatin1String("missing.txt")), qPrintable(error));
}

// --- malformed gold lines ----------------------------------------------------------------------

void TestMalformedInput::goldLineWithTwoParts()
{
    QStringList lines = smallGoldLines();
    lines[3] = QStringLiteral("[The] cat --> sat on the mat"); // line 4
    Diagnostics diagnostics;
    const Benchmark gold = BenchieGoldReader::readBytes(joinLines(lines), QStringLiteral("gold.txt"), &diagnostics);
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.first().line, 4);
    QCOMPARE(diagnostics.first().severity, Severity::Warning);
    QVERIFY2(diagnostics.first().message.contains(QLatin1String("2 parts")), qPrintable(diagnostics.first().toString()));
    // Kept as an inert member of synset 1 that never matches.
    const Synset &synset = gold.sentences().at(0).synsets.at(0);
    QCOMPARE(synset.triples.size(), 2);
    QVERIFY(synset.triples.at(1).isInert());
    QCOMPARE(gold.synsetCount(), 3);
    QCOMPARE(BenchieGoldWriter::toBytes(gold), joinLines(lines));

    Diagnostics systemDiagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(
        joinLines({QStringLiteral("1\tThe cat\tsat\ton the mat"), QStringLiteral("1\tcat\tsat on\tthe mat"),
                   QStringLiteral("1\tThe cat\t\tsat on the mat")}),
        QStringLiteral("sys.txt"), &gold, &systemDiagnostics);
    QCOMPARE(output.extractions.size(), 3);
    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QCOMPARE(score.totals.tp, 1);
    QCOMPARE(score.totals.fp, 2);
    QCOMPARE(score.totals.fn, 2);
    QCOMPARE(score.results.at(1).creditedSynset, 0);
}

void TestMalformedInput::sentenceLineWithoutTab()
{
    QStringList lines = smallGoldLines();
    lines[7] = QStringLiteral("sent_id:2 A dog barked loudly ."); // line 8, a space instead of the tab
    Diagnostics diagnostics;
    const Benchmark gold = BenchieGoldReader::readBytes(joinLines(lines), QStringLiteral("gold.txt"), &diagnostics);
    QCOMPARE(countSeverity(diagnostics, Severity::Error), 1);
    QVERIFY2(hasDiagnostic(diagnostics, 8, Severity::Error, QStringLiteral("without a tab")),
             qPrintable(dump(diagnostics)));
    QCOMPARE(gold.sentences().size(), 2);
    QVERIFY(gold.sentences().at(1).text.isEmpty());

    Diagnostics systemDiagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(joinLines({QStringLiteral("1\tcat\tate\tfish")}),
                                                               QStringLiteral("sys.txt"), &gold, &systemDiagnostics);
    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QCOMPARE(score.totals.tp, 1);
    QCOMPARE(score.totals.fn, 2);
}

void TestMalformedInput::repeatedSentenceId()
{
    QStringList lines = smallGoldLines();
    lines[7] = QStringLiteral("sent_id:1\tA dog barked loudly ."); // line 8 repeats id 1 (line 1)
    Diagnostics diagnostics;
    const Benchmark gold = BenchieGoldReader::readBytes(joinLines(lines), QStringLiteral("gold.txt"), &diagnostics);
    QCOMPARE(countSeverity(diagnostics, Severity::Error), 1);
    QVERIFY2(hasDiagnostic(diagnostics, 8, Severity::Error, QStringLiteral("repeated sentence id '1'")),
             qPrintable(dump(diagnostics)));
    QVERIFY2(hasDiagnostic(diagnostics, 8, Severity::Error, QStringLiteral("line 1")), qPrintable(dump(diagnostics)));
    QCOMPARE(gold.sentences().size(), 2);
    QCOMPARE(gold.indexOf(QStringLiteral("1")), 0);

    // Extractions of id 1 go to the first sentence; the second one's synset stays uncovered.
    Diagnostics systemDiagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(
        joinLines({QStringLiteral("1\tcat\tate\tfish"), QStringLiteral("1\tdog\tbarked\tloudly")}),
        QStringLiteral("sys.txt"), &gold, &systemDiagnostics);
    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QCOMPARE(score.totals.tp, 1);
    QCOMPARE(score.totals.fp, 1);
    QCOMPARE(score.totals.fn, 2);
}

void TestMalformedInput::unbalancedBrackets_data()
{
    QTest::addColumn<QString>("object");
    QTest::addColumn<QString>("problem");
    QTest::addColumn<QString>("matches");
    QTest::addColumn<QString>("doesNotMatch");
    // docs/scoring/benchie.md 1.2: an opener whose group never closes is dropped, and so is a ']' outside a group.
    QTest::newRow("group never closes") << QStringLiteral("[the mat") << QStringLiteral("never closes")
                                        << QStringLiteral("mat") << QStringLiteral("the mat");
    QTest::newRow("lone ] word") << QStringLiteral("on [the] ] mat") << QStringLiteral("']' closes no group")
                                 << QStringLiteral("on mat") << QStringLiteral("on the ] mat");
    QTest::newRow("lone ] at end") << QStringLiteral("the mat ]") << QStringLiteral("']' closes no group")
                                   << QStringLiteral("the mat") << QStringLiteral("the mat ]");
    QTest::newRow("word ending in ]") << QStringLiteral("the mat]") << QStringLiteral("closes no group")
                                      << QStringLiteral("the") << QStringLiteral("the mat");
    // A closing word that also opens is read a second time as an optional word of its own.
    QTest::newRow("closes and opens") << QStringLiteral("[of [the] mat") << QStringLiteral("closes a group and opens")
                                      << QStringLiteral("of the the mat") << QStringLiteral("of mat");
}

void TestMalformedInput::unbalancedBrackets()
{
    QFETCH(QString, object);
    QFETCH(QString, problem);
    QFETCH(QString, matches);
    QFETCH(QString, doesNotMatch);
    QStringList lines = smallGoldLines();
    lines[5] = QStringLiteral("[The] cat --> ate --> ") + object; // line 6
    Diagnostics diagnostics;
    const Benchmark gold = BenchieGoldReader::readBytes(joinLines(lines), QStringLiteral("gold.txt"), &diagnostics);
    QCOMPARE(countSeverity(diagnostics, Severity::Error), 0);
    QVERIFY2(hasDiagnostic(diagnostics, 6, Severity::Warning, QStringLiteral("object: unbalanced brackets")),
             qPrintable(dump(diagnostics)));
    QVERIFY2(hasDiagnostic(diagnostics, 6, Severity::Warning, problem), qPrintable(dump(diagnostics)));
    for (const Diagnostic &d : diagnostics)
        QCOMPARE(d.line, 6);

    Diagnostics systemDiagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(
        joinLines({QStringLiteral("1\tcat\tate\t") + matches, QStringLiteral("1\tcat\tate\t") + doesNotMatch}),
        QStringLiteral("sys.txt"), &gold, &systemDiagnostics);
    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QCOMPARE(score.results.at(0).verdict, ExtractionVerdict::Correct);
    QCOMPARE(score.results.at(0).creditedSynset, 1);
    QCOMPARE(score.results.at(1).verdict, ExtractionVerdict::Incorrect);
    QCOMPARE(score.totals.tp, 1);
    QCOMPARE(score.totals.fp, 1);
}

void TestMalformedInput::clusterHeaderIdMismatch()
{
    QStringList lines = smallGoldLines();
    lines[4] = QStringLiteral("7--> Cluster 2:"); // line 5, under sent_id:1
    Diagnostics diagnostics;
    const Benchmark gold = BenchieGoldReader::readBytes(joinLines(lines), QStringLiteral("gold.txt"), &diagnostics);
    QCOMPARE(diagnostics.size(), 1);
    const Diagnostic &d = diagnostics.first();
    QCOMPARE(d.line, 5);
    QCOMPARE(d.severity, Severity::Warning);
    QVERIFY2(d.message.contains(QLatin1String("'7'")) && d.message.contains(QLatin1String("'1'")),
             qPrintable(d.toString()));
    // Attached by position: still synset 2 of sentence 1.
    QCOMPARE(gold.sentences().at(0).synsets.size(), 2);
    QCOMPARE(gold.sentences().at(1).synsets.size(), 1);
}

void TestMalformedInput::clusterHeaderNumberMismatch()
{
    QStringList lines = smallGoldLines();
    lines[4] = QStringLiteral("1--> Cluster 5:"); // line 5 is synset 2
    Diagnostics diagnostics;
    const Benchmark gold = BenchieGoldReader::readBytes(joinLines(lines), QStringLiteral("gold.txt"), &diagnostics);
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.first().line, 5);
    QCOMPARE(diagnostics.first().severity, Severity::Warning);
    QVERIFY2(diagnostics.first().message.contains(QLatin1String("Cluster 5")), qPrintable(diagnostics.first().toString()));
    QCOMPARE(gold.synsetCount(), 3);
}

void TestMalformedInput::unknownSentenceIds()
{
    const QByteArray bytes = joinLines({
        QStringLiteral("1\tcat\tate\tfish"), // 1
        QStringLiteral("99\tx\ty\tz"), // 2
        QStringLiteral("99\tcat\tate\tfish"), // 3
        QStringLiteral("abc\tx\ty\tz"), // 4
        QStringLiteral("2\tdog\tbarked\tquietly"), // 5, incorrect
        QStringLiteral("99\tx\ty\tz"), // 6
        QStringLiteral("sent_id:1\tx\ty\tz"), // 7
    });
    const Benchmark gold = smallGold();
    Diagnostics diagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(bytes, QStringLiteral("sys.txt"), &gold, &diagnostics);
    QCOMPARE(output.extractions.size(), 7);
    QCOMPARE(diagnostics.size(), 3); // one per unknown id, at its first line
    QVERIFY2(hasDiagnostic(diagnostics, 2, Severity::Warning, QStringLiteral("'99'")), qPrintable(dump(diagnostics)));
    QVERIFY2(hasDiagnostic(diagnostics, 2, Severity::Warning, QStringLiteral("3 extraction(s)")),
             qPrintable(dump(diagnostics)));
    QVERIFY2(hasDiagnostic(diagnostics, 4, Severity::Warning, QStringLiteral("'abc'")), qPrintable(dump(diagnostics)));
    QVERIFY2(hasDiagnostic(diagnostics, 7, Severity::Warning, QStringLiteral("'sent_id:1'")),
             qPrintable(dump(diagnostics)));

    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QCOMPARE(score.ignored, 5);
    QCOMPARE(score.totals.tp, 1);
    QCOMPARE(score.totals.fp, 1); // only line 5; lines of unknown ids are not false positives
    QCOMPARE(score.totals.fn, 2);
    QCOMPARE(score.results.at(1).verdict, ExtractionVerdict::Ignored);
    QCOMPARE(score.results.at(2).verdict, ExtractionVerdict::Ignored);
    QCOMPARE(score.results.at(2).sentenceIndex, -1);

    // An id that looks like a QString::arg placeholder is quoted as written.
    Diagnostics percent;
    BenchieSystemReader::readBytes(joinLines({QStringLiteral("%1x\tx\ty\tz"), QStringLiteral("%1x\tx\ty\tz")}),
                                   QStringLiteral("sys.txt"), &gold, &percent);
    QCOMPARE(percent.size(), 1);
    QVERIFY2(percent.first().message.contains(QLatin1String("'%1x'"))
                 && percent.first().message.contains(QLatin1String("2 extraction(s)")),
             qPrintable(percent.first().toString()));

    // Without a gold there is no id check.
    Diagnostics noGold;
    BenchieSystemReader::readBytes(bytes, QStringLiteral("sys.txt"), nullptr, &noGold);
    QCOMPARE(noGold.size(), 0);
}

void TestMalformedInput::paddedSlots()
{
    const QByteArray bytes = joinLines({
        QStringLiteral("1\t The cat\tsat on \tmat"), // 1: padded subject and relation
        QStringLiteral("  2\tdog\tbarked\tloudly  "), // 2: the line is trimmed, its slots are not padded
        QStringLiteral("2\tdog\tbarked\tloudly\t"), // 3: a trailing tab goes with the line trim
    });
    const Benchmark gold = smallGold();
    Diagnostics diagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(bytes, QStringLiteral("sys.txt"), &gold, &diagnostics);
    QCOMPARE(output.extractions.size(), 3);
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.first().line, 1);
    QCOMPARE(diagnostics.first().severity, Severity::Warning);
    QVERIFY2(diagnostics.first().message.contains(QLatin1String("surrounding spaces in subject, relation")),
             qPrintable(diagnostics.first().toString()));
    QCOMPARE(output.extractions.at(0).subject, QStringLiteral(" The cat")); // kept as written
    QCOMPARE(output.extractions.at(1).sentenceId, QStringLiteral("2"));
    QCOMPARE(output.extractions.at(1).object, QStringLiteral("loudly"));

    // Correct after trimming; the untrimmed synset lookup finds nothing, so (like the official
    // scorer) it is credited to the last synset of sentence 1, with a diagnostic.
    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    QCOMPARE(score.results.at(0).verdict, ExtractionVerdict::Correct);
    QCOMPARE(score.results.at(0).matchingSynsets.toVector(), QVector<int>{0});
    QCOMPARE(score.results.at(0).creditedSynset, 1);
    QVERIFY(score.results.at(0).lastSynsetQuirk);
    QVERIFY2(hasDiagnostic(score.diagnostics, 1, Severity::Warning, QStringLiteral("last synset")),
             qPrintable(dump(score.diagnostics)));
    QCOMPARE(score.totals.tp, 2);
    QCOMPARE(score.totals.fp, 0);
    QCOMPARE(score.totals.fn, 1);
}

// --- 50 MB files -------------------------------------------------------------------------------

void TestMalformedInput::fiftyMegabyteSystemFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QByteArray copy = m_clausie;
    if (!copy.endsWith('\n'))
        copy += '\n';
    const qsizetype target = 50 * 1024 * 1024;
    const int copies = int((target + copy.size() - 1) / copy.size());
    const QString path = dir.filePath(QStringLiteral("big_system.txt"));
    {
        // Copies after the first under sentence ids of their own (`ID~2`, ...), which the gold
        // lacks: a sentence's extractions stay within the reader's limit of
        // ExtractionLimits::kMaxPerSentence.
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write(copy) == copy.size());
        for (int i = 1; i < copies; ++i) {
            const QByteArray renamed = TestData::withIdSuffix(copy, '~' + QByteArray::number(i + 1));
            QVERIFY(file.write(renamed) == renamed.size());
        }
    }
    QVERIFY(QFileInfo(path).size() >= target);

    QElapsedTimer timer;
    timer.start();
    SystemOutput output;
    output.name = QStringLiteral("big");
    Diagnostics diagnostics;
    QString error;
    QVERIFY2(BenchieSystemReader::readFile(path, &m_enBenchmark, &output, &diagnostics, &error), qPrintable(error));
    const qint64 readMs = timer.restart();
    const SystemScore score = BenchieScorer(m_enBenchmark, Facet::Default).score(output);
    const qint64 scoreMs = timer.elapsed();
    qInfo("50 MB system file (%d copies of ClausIE, %lld bytes): read %lld ms, score %lld ms", copies,
          QFileInfo(path).size(), readMs, scoreMs);

    QCOMPARE(output.extractions.size(), qsizetype(copies) * 695);
    QCOMPARE(output.extractions.last().line, copies * 695);
    QCOMPARE(countSeverity(diagnostics, Severity::Error), 0);
    QVERIFY(diagnostics.size() <= 3 * kSinkLimit + 1);
    QCOMPARE(score.extractions, copies * 695);
    QCOMPARE(score.ignored, (copies - 1) * 695); // the copies' sentences are not in the gold
    QCOMPARE(score.totals.tp, 345);
    QCOMPARE(score.totals.fp, 341);
    QCOMPARE(score.totals.fn, 1005);
    QCOMPARE(score.totals.correct, 354);
    // About 3 s in a RelWithDebInfo build; the bound only catches a pathological slowdown.
    QVERIFY2(readMs + scoreMs < TestData::timeLimitMs(120000), "reading and scoring 50 MB took more than 120 s");
}

void TestMalformedInput::fiftyMegabyteGarbageGold()
{
    // Gold-like garbage: sentence blocks whose lines are all subtly wrong (repeated ids,
    // headers naming other sentences, triples with 1-5 parts, unbalanced brackets, stray
    // words, invalid UTF-8, NUL bytes), about as long as real gold lines.
    QRandomGenerator random(424242);
    const char *const words[] = {"the", "cat", "[sat", "on]", "]", "[the]", "mat", "Cluster", "\xC3\xA4", "\xFF",
                                 "x", "[", "dog", "Prime", "Minister", "[of Australia]", "\xE4\xB8", "a\0b"};
    const int wordCount = int(sizeof(words) / sizeof(words[0]));
    auto randomText = [&](int minWords, int maxWords) {
        QByteArray text;
        for (int w = int(random.bounded(minWords, maxWords + 1)); w > 0; --w) {
            const char *word = words[random.bounded(wordCount)];
            text += word[0] == 'a' && word[1] == '\0' ? QByteArray("a\0b", 3) : QByteArray(word);
            if (w > 1)
                text += ' ';
        }
        return text;
    };
    const qsizetype target = 50 * 1024 * 1024;
    QByteArray bytes;
    bytes.reserve(target + 4096);
    int lines = 0;
    auto endLine = [&]() {
        bytes += random.bounded(10) == 0 ? "\r\n" : "\n";
        ++lines;
    };
    while (bytes.size() < target) {
        const QByteArray id = QByteArray::number(random.bounded(5000));
        if (random.bounded(20) == 0)
            bytes += "sent_id:" + id + ' ' + randomText(5, 15); // no tab
        else
            bytes += "sent_id:" + id + '\t' + randomText(5, 15);
        endLine();
        for (int k = int(random.bounded(1, 6)); k > 0; --k) {
            bytes += QByteArray::number(random.bounded(5000)) + "--> Cluster " + QByteArray::number(random.bounded(9))
                + ':';
            endLine();
            for (int t = int(random.bounded(1, 4)); t > 0; --t) {
                const int parts = int(random.bounded(1, 6));
                for (int p = 0; p < parts; ++p) {
                    if (p > 0)
                        bytes += " --> ";
                    bytes += randomText(1, 5);
                }
                endLine();
            }
        }
        if (random.bounded(10) != 0) {
            bytes += random.bounded(5) == 0 ? "   " : "";
            endLine(); // the blank line that ends a block, mostly
        }
    }
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("big_gold.txt"));
    QVERIFY(writeFile(path, bytes));
    bytes.clear();

    QElapsedTimer timer;
    timer.start();
    Benchmark gold;
    Diagnostics diagnostics;
    QString error;
    QVERIFY2(BenchieGoldReader::readFile(path, &gold, &diagnostics, &error), qPrintable(error));
    const qint64 readMs = timer.restart();
    Diagnostics systemDiagnostics;
    const SystemOutput output = BenchieSystemReader::readBytes(m_clausie, QStringLiteral("clausie"), &gold,
                                                               &systemDiagnostics);
    const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
    const qint64 scoreMs = timer.elapsed();
    qInfo("50 MB garbage gold (%d lines, %d sentences, %d diagnostics): read %lld ms, score ClausIE %lld ms", lines,
          int(gold.sentences().size()), int(diagnostics.size()), readMs, scoreMs);

    QVERIFY(gold.sentences().size() > 1000);
    QVERIFY(countSeverity(diagnostics, Severity::Error) > 0); // repeated ids
    for (const Diagnostic &d : diagnostics) {
        QCOMPARE(d.file, path);
        QVERIFY2(d.line >= 0 && d.line <= lines, qPrintable(d.toString()));
    }
    QVERIFY2(diagnostics.size() <= 3 * kSinkLimit + 1, qPrintable(QString::number(diagnostics.size())));
    QVERIFY2(diagnostics.size() <= 3 * kSinkLimit + 1, qPrintable(QString::number(diagnostics.size())));
    QCOMPARE(score.totals.correct + score.totals.fp + score.ignored, 695);
    // About 10 s in a RelWithDebInfo build; the bound only catches a pathological slowdown.
    QVERIFY2(readMs + scoreMs < TestData::timeLimitMs(120000), "reading and scoring a 50 MB gold took more than 120 s");
}

// --- limits (issue 31, docs/performance.md "Pathological inputs") -----------------------------

namespace {

// A gold of one sentence: `synsets` synsets of `triples` triples each, "s --> r --> oK".
QByteArray synsetGold(int synsets, int triples)
{
    QByteArray bytes = "sent_id:1\ts r o\n";
    int k = 0;
    for (int s = 1; s <= synsets; ++s) {
        bytes += "1--> Cluster " + QByteArray::number(s) + ":\n";
        for (int t = 0; t < triples; ++t)
            bytes += "s --> r --> o" + QByteArray::number(++k) + '\n';
    }
    return bytes;
}

// A gold of one triple whose object is `words` optional words "[w1] [w2] ...".
QByteArray optionalSlotGold(int words)
{
    QByteArray bytes = "sent_id:1\tx y\n1--> Cluster 1:\nx --> y -->";
    for (int w = 1; w <= words; ++w)
        bytes += " [w" + QByteArray::number(w) + ']';
    return bytes + '\n';
}

// Every command that reads a BenchIE gold, on `gold` (and the one-extraction system `system`).
QVector<QStringList> goldCommands(const QString &gold, const QString &system)
{
    const QString named = QStringLiteral("s=") + system;
    return {
        {QStringLiteral("--gold"), gold, named},
        {QStringLiteral("--facet"), QStringLiteral("concat"), QStringLiteral("--gold"), gold, named},
        {QStringLiteral("--scorer"), QStringLiteral("fl"), QStringLiteral("--gold"), gold, named},
        {QStringLiteral("--scorer"), QStringLiteral("fl"), QStringLiteral("--fl-official"), QStringLiteral("--gold"),
         gold, named},
        {QStringLiteral("analysis"), QStringLiteral("--gold"), gold, named},
        {QStringLiteral("agreement"), gold, gold},
        {QStringLiteral("lint"), gold},
    };
}

} // namespace

void TestMalformedInput::goldLimits_data()
{
    QTest::addColumn<QByteArray>("gold");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("limit");
    const int optional = BenchieGoldReader::kMaxOptionalWordsPerSlot;
    const int triples = BenchieGoldReader::kMaxTriplesPerSentence;
    const int synsets = BenchieGoldReader::kMaxSynsetsPerSentence;
    QTest::newRow("optional words per slot")
        << optionalSlotGold(optional + 1) << 3
        << QStringLiteral("the object has %1 optional words: over the gold limit of %2 optional words per slot")
               .arg(optional + 1)
               .arg(optional);
    // Line 1 the sentence, line 2 the header, the (limit + 1)-th triple on line limit + 3.
    QTest::newRow("triples per sentence")
        << synsetGold(1, triples + 1) << triples + 3
        << QStringLiteral("a sentence block (from line 2) with more than %1 triples: over the gold limit of %1 "
                          "triples per sentence")
               .arg(triples);
    // Headers only: the (limit + 1)-th header on line limit + 2.
    QTest::newRow("synsets per sentence")
        << synsetGold(synsets + 1, 0) << synsets + 2
        << QStringLiteral("a sentence block (from line 2) with more than %1 synsets: over the gold limit of %1 "
                          "synsets per sentence")
               .arg(synsets);
}

// A gold over a limit is refused by every command that reads it: exit 1, "file:line: ..." naming
// the limit, no scores; in-process, an empty benchmark and the same message.
void TestMalformedInput::goldLimits()
{
    QFETCH(QByteArray, gold);
    QFETCH(int, line);
    QFETCH(QString, limit);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString goldPath = dir.filePath(QStringLiteral("gold.txt"));
    const QString systemPath = dir.filePath(QStringLiteral("system.txt"));
    QVERIFY(writeFile(goldPath, gold));
    QVERIFY(writeFile(systemPath, "1\ts\tr\to1\n"));
    const QString expected = QStringLiteral("%1:%2: %3").arg(goldPath).arg(line).arg(limit);

    QString limitError;
    Diagnostics diagnostics;
    const Benchmark benchmark = BenchieGoldReader::readBytes(gold, goldPath, &diagnostics, false, &limitError);
    QVERIFY2(limitError.startsWith(expected), qPrintable(limitError));
    QVERIFY(benchmark.sentences().isEmpty());
    Diagnostics noted;
    BenchieGoldReader::readBytes(gold, goldPath, &noted, false); // no *limitError: an error diagnostic
    QVERIFY2(hasDiagnostic(noted, line, Severity::Error, limit), qPrintable(dump(noted)));

    for (const QStringList &arguments : goldCommands(goldPath, systemPath)) {
        const ScoreRun run = runScore(arguments);
        QVERIFY2(run.status == 1, qPrintable(arguments.join(QLatin1Char(' ')) + QLatin1Char('\n') + describeRun(run)));
        QVERIFY2(run.err.startsWith(expected),
                 qPrintable(arguments.join(QLatin1Char(' ')) + QLatin1Char('\n') + describeRun(run)));
        QVERIFY2(run.out.isEmpty(), qPrintable(describeRun(run)));
    }
}

// At the limits, a gold is read and scored.
void TestMalformedInput::goldWithinLimits()
{
    const QByteArray golds[] = {optionalSlotGold(BenchieGoldReader::kMaxOptionalWordsPerSlot),
                                synsetGold(1, BenchieGoldReader::kMaxTriplesPerSentence),
                                synsetGold(BenchieGoldReader::kMaxSynsetsPerSentence, 1)};
    for (const QByteArray &gold : golds) {
        QString limitError;
        Diagnostics diagnostics;
        const Benchmark benchmark
            = BenchieGoldReader::readBytes(gold, QStringLiteral("g"), &diagnostics, false, &limitError);
        QVERIFY2(limitError.isEmpty(), qPrintable(limitError));
        QCOMPARE(benchmark.sentences().size(), 1);
        QCOMPARE(countSeverity(diagnostics, Severity::Error), 0);
    }
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString goldPath = dir.filePath(QStringLiteral("gold.txt"));
    const QString systemPath = dir.filePath(QStringLiteral("system.txt"));
    QVERIFY(writeFile(goldPath, synsetGold(1, BenchieGoldReader::kMaxTriplesPerSentence)));
    QVERIFY(writeFile(systemPath, "1\ts\tr\to1\n"));
    const ScoreRun run = runScore({QStringLiteral("--gold"), goldPath, QStringLiteral("s=") + systemPath});
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
}

// A system file's lines over its limits (words in a slot, extractions for a sentence) are errors
// at their line and skipped, by the BenchIE reader and by BenchIE^FL's official one: exit 1, the
// lines within the limits scored.
void TestMalformedInput::systemLimits()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString goldPath = dir.filePath(QStringLiteral("gold.txt"));
    QVERIFY(writeFile(goldPath, "sent_id:1\ts r o1\n1--> Cluster 1:\ns --> r --> o1\n"));
    const int words = ExtractionLimits::kMaxWordsPerSlot;
    const int extractions = ExtractionLimits::kMaxPerSentence;
    QByteArray longSlot = "1\ts\tr\to1\n1\ts\tr\t";
    for (int w = 0; w <= words; ++w)
        longSlot += (w ? " w" : "w") + QByteArray::number(w);
    longSlot += '\n';
    QByteArray many;
    for (int e = 0; e <= extractions; ++e)
        many += "1\ts\tr\to" + QByteArray::number(e + 1) + '\n';
    const struct
    {
        QByteArray system;
        int line;
        QString message;
    } cases[] = {
        {longSlot, 2,
         QStringLiteral("the object has %1 words: over the limit of %2 words per extraction slot")
             .arg(words + 1)
             .arg(words)},
        {many, extractions + 1,
         QStringLiteral("sentence 1 has more than %1 extractions: over the limit of %1 extractions per sentence")
             .arg(extractions)},
    };
    for (const auto &c : cases) {
        const QString systemPath = dir.filePath(QStringLiteral("system.txt"));
        QVERIFY(writeFile(systemPath, c.system));
        const QString expected = QStringLiteral("%1:%2: error: %3").arg(systemPath).arg(c.line).arg(c.message);
        for (const bool official : {false, true}) {
            QStringList arguments{QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--gold"),
                                  goldPath, QStringLiteral("s=") + systemPath};
            if (official)
                arguments
                    = QStringList{QStringLiteral("--scorer"), QStringLiteral("fl"), QStringLiteral("--fl-official")}
                    + arguments;
            const ScoreRun run = runScore(arguments);
            QVERIFY2(run.status == 1, qPrintable(describeRun(run)));
            QVERIFY2(run.err.contains(expected), qPrintable(describeRun(run)));
            // The lines within the limits are scored: the gold's one triple is found.
            QVERIFY2(run.out.contains(QStringLiteral("\"tp\": 1")), qPrintable(describeRun(run)));
        }
    }
}

// Unbalanced brackets on thousands of lines, and thousands in one slot: the first 200 warnings by
// line are listed and the rest counted, as for any file, without holding a message for each.
void TestMalformedInput::manyBracketProblems()
{
    const int lines = 3000; // more than the reader holds before it drops the unlisted ones
    QByteArray gold = "sent_id:1\ta b c\n1--> Cluster 1:\n";
    for (int k = 0; k < lines; ++k)
        gold += "a --> b --> [a\n";
    Diagnostics diagnostics;
    const Benchmark benchmark = BenchieGoldReader::readBytes(gold, QStringLiteral("g"), &diagnostics, false);
    QCOMPARE(benchmark.synsetCount(), 1);
    QCOMPARE(countMatching(diagnostics, 3, Severity::Warning, QStringLiteral("never closes")), 1);
    QCOMPARE(countMatching(diagnostics, 2 + kSinkLimit, Severity::Warning, QStringLiteral("never closes")), 1);
    QCOMPARE(countMatching(diagnostics, 3 + kSinkLimit, Severity::Warning, QStringLiteral("never closes")), 0);
    QVERIFY2(hasDiagnostic(diagnostics, 0, Severity::Warning,
                           QStringLiteral("%1 more problems not listed").arg(lines - kSinkLimit)),
             qPrintable(dump(diagnostics)));

    // One slot of 5,000 unclosed brackets: 20 described, then one count.
    QByteArray slot = "sent_id:1\ta b c\n1--> Cluster 1:\na --> b -->";
    for (int k = 0; k < 5000; ++k)
        slot += " [a";
    Diagnostics slotDiagnostics;
    BenchieGoldReader::readBytes(slot + '\n', QStringLiteral("g"), &slotDiagnostics, false);
    QCOMPARE(countMatching(slotDiagnostics, 3, Severity::Warning, QStringLiteral("never closes")),
             Slot::kListedProblems);
    QVERIFY2(
        hasDiagnostic(slotDiagnostics, 3, Severity::Warning,
                      QStringLiteral("%1 more unbalanced brackets in this slot").arg(5000 - Slot::kListedProblems)),
        qPrintable(dump(slotDiagnostics)));
}

QTEST_GUILESS_MAIN(TestMalformedInput)
#include "test_malformed_input.moc"
