// Reading large files piece by piece (issue "Robustness, proven", memory): a file read in
// pieces gives the same lines and the same messages, at the same line numbers, as the whole
// file decoded at once, whatever the piece size; the BenchIE system reader, which reads its
// files in pieces, gives what it gives on the whole bytes.
#include "core/base/TextFileLines.h"
#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/BenchieSystemReader.h"
#include "tests/TestData.h"

#include <QTemporaryDir>
#include <QTest>

namespace {

// Every line of a file read in pieces of `pieceBytes`, and its messages.
QStringList linesInPieces(const QString &path, qsizetype pieceBytes, Diagnostics *diagnostics, int *pieces)
{
    QStringList lines;
    DiagnosticSink sink(diagnostics, path);
    QString error;
    *pieces = 0;
    const bool read = TextFileLines::readFileInPieces(
        path, sink,
        [&](const QByteArray &, const TextFileLines &piece, int lineOffset) {
            if (lineOffset != lines.size())
                lines << QStringLiteral("<wrong offset %1>").arg(lineOffset);
            for (QStringView line : piece.lines)
                lines << line.toString();
            ++*pieces;
            return true;
        },
        &error, pieceBytes);
    if (!read)
        lines << QStringLiteral("<error %1>").arg(error);
    return lines;
}

QString describe(const Diagnostics &diagnostics)
{
    QStringList all;
    for (const Diagnostic &d : diagnostics)
        all << d.toString();
    return all.join(QLatin1Char('\n'));
}

bool sameExtractions(const ExtractionList &a, const ExtractionList &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const Extraction x = a.at(i);
        const Extraction y = b.at(i);
        if (x.sentenceId != y.sentenceId || x.subject != y.subject || x.relation != y.relation || x.object != y.object
            || x.line != y.line)
            return false;
    }
    return true;
}

} // namespace

class TestPiecewiseReading : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void piecesGiveTheWholeFile_data();
    void piecesGiveTheWholeFile();
    void systemFileReadInPiecesEqualsItsBytes();

private:
    QTemporaryDir m_dir;
};

void TestPiecewiseReading::piecesGiveTheWholeFile_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("no final newline") << QByteArray("a\tb\nc\td");
    QTest::newRow("byte order mark, CRLF") << QByteArray("\xEF\xBB\xBF"
                                                         "a\r\nb\r\n\r\nc\r\n");
    QTest::newRow("lone CR") << QByteArray("a\rb\rc\nd\re\n");
    QTest::newRow("a mark after the start is a character") << QByteArray("a\n\xEF\xBB\xBF"
                                                                         "b\n");
    QTest::newRow("invalid UTF-8 and NUL")
        << QByteArray("ok\nbad \xC3\x28 here\nnul \0 here\n\xE2\x82\n", 30) + QByteArray("é\n");
    QByteArray long_line(5000, 'x');
    QTest::newRow("a line longer than a piece") << QByteArray("short\n" + long_line + "\nend\n");
}

// Every piece size from 1 byte up gives the lines and messages of the whole decode.
void TestPiecewiseReading::piecesGiveTheWholeFile()
{
    QFETCH(QByteArray, bytes);
    const QString path = m_dir.filePath(QStringLiteral("piece.txt"));
    QVERIFY(writeFile(path, bytes));
    Diagnostics wholeDiagnostics;
    const TextFileLines whole = TextFileLines::decode(bytes, path, &wholeDiagnostics);
    QStringList wholeLines;
    for (QStringView line : whole.lines)
        wholeLines << line.toString();
    for (const qsizetype pieceBytes :
         {qsizetype(1), qsizetype(2), qsizetype(3), qsizetype(7), qsizetype(64), qsizetype(1) << 20}) {
        Diagnostics diagnostics;
        int pieces = 0;
        QCOMPARE(linesInPieces(path, pieceBytes, &diagnostics, &pieces), wholeLines);
        QCOMPARE(describe(diagnostics), describe(wholeDiagnostics));
        QVERIFY(pieces >= 1);
    }
}

// The English systems, concatenated until the file is larger than two 8 MB pieces, read by
// readFile (in pieces) and by readBytes (whole): the same extractions and messages.
void TestPiecewiseReading::systemFileReadInPiecesEqualsItsBytes()
{
    const QString goldPath = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    REQUIRE_DATA_FILE(goldPath);
    QByteArray one;
    for (const char *system : {"clausie", "minie", "stanford", "openie6", "roi_t", "roi_n", "naive_oie", "m2oie_en"}) {
        const QString path = TestData::benchie(QStringLiteral("systems/%1_explicit.txt").arg(QLatin1String(system)));
        REQUIRE_DATA_FILE(path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        one += file.readAll();
    }
    one += "bad line without tabs\n 1\t padded \tslot\t x \n";
    // Copies under sentence ids of their own after the first (`1~2`, ...): no sentence passes
    // the readers' limit of extractions per sentence.
    QByteArray bytes;
    for (int copy = 1; bytes.size() < (17 << 20); ++copy)
        bytes += copy == 1 ? one : TestData::withIdSuffix(one, '~' + QByteArray::number(copy));
    bytes += "last\tline\twithout\tnewline";
    const QString path = m_dir.filePath(QStringLiteral("large_system.txt"));
    QVERIFY(writeFile(path, bytes));
    Benchmark gold;
    Diagnostics goldDiagnostics;
    QString error;
    QVERIFY2(BenchieGoldReader::readFile(goldPath, &gold, &goldDiagnostics, &error), qPrintable(error));

    SystemOutput pieces;
    Diagnostics pieceDiagnostics;
    QVERIFY2(BenchieSystemReader::readFile(path, &gold, &pieces, &pieceDiagnostics, &error), qPrintable(error));
    Diagnostics wholeDiagnostics;
    const SystemOutput whole = BenchieSystemReader::readBytes(bytes, path, &gold, &wholeDiagnostics);
    QVERIFY(whole.extractions.size() > 200000);
    QVERIFY(sameExtractions(pieces.extractions, whole.extractions));
    QCOMPARE(describe(pieceDiagnostics), describe(wholeDiagnostics));
    // Repeated texts share one string: the subjects of the first two copies of line 1.
    const qsizetype perCopy = whole.extractions.size() / (bytes.count('\n') / one.count('\n'));
    QCOMPARE(pieces.extractions.at(perCopy).line, pieces.extractions.at(0).line + int(one.count('\n')));
    QCOMPARE(pieces.extractions.at(perCopy).subject, pieces.extractions.at(0).subject);
    QVERIFY(pieces.extractions.at(perCopy).subject.constData() == pieces.extractions.at(0).subject.constData());
}

QTEST_GUILESS_MAIN(TestPiecewiseReading)
#include "test_piecewise_reading.moc"
