// Wrong-kind files and message locations (issue "Robustness, proven"): every real file of the
// shared data is recognised for what it is, and a file given in the wrong place is refused at
// line 1 with what it looks like, instead of being scored as if it were right.
#include "core/base/InputShape.h"
#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/BenchieSystemReader.h"
#include "core/carb/CarbGoldReader.h"
#include "core/document/DocumentImport.h"
#include "core/document/ProjectFile.h"
#include "core/oie2016/Oie2016GoldReader.h"
#include "tests/RunScore.h"
#include "tests/TestData.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool hasError(const Diagnostics &diagnostics, int line, const QString &part)
{
    for (const Diagnostic &d : diagnostics) {
        if (d.severity == Diagnostic::Severity::Error && d.line == line && d.message.contains(part))
            return true;
    }
    return false;
}

} // namespace

class TestInputKind : public QObject
{
    Q_OBJECT

private slots:
    void realFilesAreRecognised_data();
    void realFilesAreRecognised();
    void systemFileAsGoldIsRefused();
    void carbGoldAsGoldIsRefused();
    void goldAsSystemIsRefused();
    void wrongKindCarbAndOie2016GoldsAreRefused();
    void tripleBeforeAnySentenceIsAnError();
    void realSystemFilesHaveNoKindError();
    void projectErrorsStartWithTheirLocation();
    void commandLineMessagesStartWithTheFile();
};

void TestInputKind::realFilesAreRecognised_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("kind");
    const auto add = [](const QString &relative, InputShape::Kind kind) {
        QTest::newRow(qPrintable(relative)) << TestData::path(relative) << int(kind);
    };
    for (const char *lang : {"en", "de", "zh"})
        add(QStringLiteral("benchie/benchie_gold_annotations_%1.txt").arg(QLatin1String(lang)),
            InputShape::BenchieGold);
    add(QStringLiteral("benchie_fl/benchie_fl_gold_300.txt"), InputShape::BenchieGold);
    const QDir benchieSystems(TestData::benchie(QStringLiteral("systems")));
    for (const QString &name : benchieSystems.entryList(QDir::Files))
        add(QStringLiteral("benchie/systems/") + name, InputShape::BenchieSystem);
    const QDir flSystems(TestData::path(QStringLiteral("benchie_fl/systems")));
    for (const QString &name : flSystems.entryList(QDir::Files))
        add(QStringLiteral("benchie_fl/systems/") + name, InputShape::BenchieSystem);
    add(QStringLiteral("benchie/carb_explicit.txt"), InputShape::SentenceTab); // CaRB's gold, tab format
    for (const char *split : {"dev", "test"})
        add(QStringLiteral("carb/gold/%1.tsv").arg(QLatin1String(split)), InputShape::SentenceTab);
    for (const char *split : {"all", "dev", "test"})
        add(QStringLiteral("oie2016/gold/%1.oie").arg(QLatin1String(split)), InputShape::SentenceTab);
    for (const char *system : {"openie4", "openie5", "clausie"})
        add(QStringLiteral("carb/systems/%1_output.txt").arg(QLatin1String(system)), InputShape::NativeSystem);
    add(QStringLiteral("carb/systems/props_output.txt"), InputShape::SentenceTab);
    for (const char *system : {"ollie", "clausie", "openie4", "reverb", "stanford"})
        add(QStringLiteral("oie2016/systems/%1_output.txt").arg(QLatin1String(system)), InputShape::NativeSystem);
    for (const char *file : {"gold.json", "gold_structural.json", "sys_openie4.json"})
        add(QStringLiteral("robust/") + QLatin1String(file), InputShape::Json);
    for (const char *lang : {"en", "de", "zh"})
        add(QStringLiteral("benchie/sentences/sample300_%1.txt").arg(QLatin1String(lang)), InputShape::Unknown);
}

void TestInputKind::realFilesAreRecognised()
{
    QFETCH(QString, file);
    QFETCH(int, kind);
    REQUIRE_DATA_FILE(file);
    QCOMPARE(int(InputShape::guess(readAll(file))), kind);
}

void TestInputKind::systemFileAsGoldIsRefused()
{
    const QString system = TestData::benchie(QStringLiteral("systems/clausie_explicit.txt"));
    REQUIRE_DATA_FILE(system);
    Benchmark benchmark;
    Diagnostics diagnostics;
    QString error;
    QVERIFY(!DocumentImport::open(system, &benchmark, &diagnostics, &error));
    QCOMPARE(error,
             system
                 + QStringLiteral(":1: this looks like a BenchIE system file "
                                  "(sent_id<TAB>subject<TAB>relation<TAB>object), not a BenchIE gold or a "
                                  "text to annotate; give it as NAME=FILE"));
}

void TestInputKind::carbGoldAsGoldIsRefused()
{
    const QString carb = TestData::path(QStringLiteral("carb/gold/test.tsv"));
    REQUIRE_DATA_FILE(carb);
    Benchmark benchmark;
    Diagnostics diagnostics;
    QString error;
    QVERIFY(!DocumentImport::open(carb, &benchmark, &diagnostics, &error));
    QVERIFY2(error.startsWith(carb + QStringLiteral(":1: this looks like a CaRB or OIE2016 tab file")),
             qPrintable(error));
    QVERIFY2(error.endsWith(QStringLiteral("--scorer carb or --scorer oie2016")), qPrintable(error));
}

// Issue 31 §2: an empty file, a BenchIE system file or gold, plain text, or (for OIE2016) a
// CaRB gold given as the CaRB or OIE2016 gold: refused at its place, exit 1, no score table.
void TestInputKind::wrongKindCarbAndOie2016GoldsAreRefused()
{
    QTemporaryDir dir;
    const QString empty = dir.filePath(QStringLiteral("empty.tsv"));
    const QString text = dir.filePath(QStringLiteral("text.tsv"));
    QVERIFY(writeFile(empty, "\n") && writeFile(text, "garbage\nmore garbage\n"));
    // The CaRB gold's first line in UTF-16 (with its byte-order mark).
    const QString utf16 = dir.filePath(QStringLiteral("utf16.tsv"));
    const QString carbLine = QStringLiteral("A cat sat .\tsat\tA cat\n");
    QByteArray utf16Bytes("\xff\xfe");
    utf16Bytes.append(reinterpret_cast<const char *>(carbLine.utf16()), carbLine.size() * 2);
    QVERIFY(writeFile(utf16, utf16Bytes));
    const QString system = TestData::benchie(QStringLiteral("systems/clausie_explicit.txt"));
    const QString gold = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    const QString carbGold = TestData::path(QStringLiteral("carb/gold/test.tsv"));
    const QString openie4 = TestData::path(QStringLiteral("carb/systems/openie4_output.txt"));
    REQUIRE_DATA_FILE(carbGold);
    struct Case
    {
        QString scorer;
        QString gold;
        QString expected; // the start of the message, after the file name
    };
    const QVector<Case> cases = {
        {QStringLiteral("carb"), empty, QStringLiteral(": empty file, not a CaRB gold")},
        {QStringLiteral("carb"), text, QStringLiteral(":1: this looks like text without tabs, not a CaRB gold")},
        {QStringLiteral("oie2016"), text, QStringLiteral(":1: this looks like text without tabs, not an OIE2016 gold")},
        {QStringLiteral("carb"), system, QStringLiteral(":1: this looks like a BenchIE system file")},
        {QStringLiteral("carb"), gold, QStringLiteral(":1: this looks like a BenchIE gold file")},
        {QStringLiteral("oie2016"), empty, QStringLiteral(": empty file, not an OIE2016 gold")},
        {QStringLiteral("carb"), utf16, QStringLiteral(":1: this looks like UTF-16 text, not a CaRB gold")},
        {QStringLiteral("oie2016"), utf16, QStringLiteral(":1: this looks like UTF-16 text, not an OIE2016 gold")},
        {QStringLiteral("oie2016"), system, QStringLiteral(":1: this looks like a BenchIE system file")},
        {QStringLiteral("oie2016"), carbGold,
         QStringLiteral(":1: this looks like a CaRB or OIE2016 tab file (sentence<TAB>relation or "
                        "predicate<TAB>arguments...), not an OIE2016 gold")},
    };
    for (const Case &c : cases) {
        const ScoreRun run = runScore({QStringLiteral("--scorer"), c.scorer, QStringLiteral("--gold"), c.gold,
                                       QStringLiteral("--system-format"), QStringLiteral("openie4"),
                                       QStringLiteral("openie4=") + openie4});
        QVERIFY2(run.status == 1, qPrintable(c.gold + QLatin1Char('\n') + describeRun(run)));
        QVERIFY2(run.err.startsWith(c.gold + c.expected), qPrintable(describeRun(run)));
        QVERIFY2(run.out.isEmpty(), qPrintable(describeRun(run))); // no score table
    }
    // A system file of another kind, or text that gives no extraction, in a native format.
    const QString carbGoldPath = carbGold;
    const QVector<Case> systems = {
        {QStringLiteral("carb"), text,
         QStringLiteral(":1: no extraction could be read from this text: it is not a "
                        "system output in the clausie format")},
        {QStringLiteral("oie2016"), text,
         QStringLiteral(":1: no extraction could be read from this text: it is not a "
                        "system output in the clausie format")},
        {QStringLiteral("carb"), system, QStringLiteral(":1: this looks like a BenchIE system file")},
        {QStringLiteral("oie2016"), gold, QStringLiteral(":1: this looks like a BenchIE gold file")},
    };
    for (const Case &c : systems) {
        const QString scorerGold = c.scorer == QLatin1String("carb")
            ? carbGoldPath
            : TestData::path(QStringLiteral("oie2016/gold/test.oie"));
        const ScoreRun run
            = runScore({QStringLiteral("--scorer"), c.scorer, QStringLiteral("--gold"), scorerGold,
                        QStringLiteral("--system-format"), QStringLiteral("clausie"), QStringLiteral("s=") + c.gold});
        QVERIFY2(run.status == 1, qPrintable(c.gold + QLatin1Char('\n') + describeRun(run)));
        QVERIFY2(run.err.startsWith(c.gold + c.expected), qPrintable(describeRun(run)));
        QVERIFY2(run.out.isEmpty(), qPrintable(describeRun(run)));
    }
    const ScoreRun props
        = runScore({QStringLiteral("--scorer"), QStringLiteral("carb"), QStringLiteral("--gold"), carbGoldPath,
                    QStringLiteral("--system-format"), QStringLiteral("props"), QStringLiteral("s=") + system});
    QVERIFY2(props.status == 1
                 && props.err.startsWith(system + QStringLiteral(":1: this looks like a BenchIE system file")),
             qPrintable(describeRun(props)));

    // A BenchIE gold in UTF-16 says so.
    const ScoreRun wide = runScore({QStringLiteral("--gold"), utf16, QStringLiteral("a=") + system});
    QVERIFY2(wide.status == 1
                 && wide.err.startsWith(utf16 + QStringLiteral(":1: this looks like UTF-16 text, not a BenchIE gold")),
             qPrintable(describeRun(wide)));

    // One stream given twice (the gold and a system both on /dev/stdin, a pipe here): refused
    // before anything is read, exit 2.
    const ScoreRun twice
        = runScore({QStringLiteral("--gold"), QStringLiteral("/dev/stdin"), QStringLiteral("a=/dev/stdin")});
    QVERIFY2(twice.status == 2 && twice.err.contains(QLatin1String("/dev/stdin and /dev/stdin are one stream")),
             qPrintable(describeRun(twice)));

    // A file that never ends and has no line end (/dev/zero): stopped at 16 MB with its
    // place, exit 1, memory bounded (no std::bad_alloc).
    if (QFileInfo::exists(QStringLiteral("/dev/zero"))) {
        for (const QStringList &arguments :
             {QStringList{QStringLiteral("--gold"), QStringLiteral("/dev/zero"), QStringLiteral("a=") + system},
              QStringList{QStringLiteral("--scorer"), QStringLiteral("carb"), QStringLiteral("--gold"),
                          QStringLiteral("/dev/zero"), QStringLiteral("a=") + openie4}}) {
            const ScoreRun zero = runScore(arguments);
            QVERIFY2(zero.status == 1 && zero.err.startsWith(QStringLiteral("/dev/zero:1: a line longer than 16 MB")),
                     qPrintable(describeRun(zero)));
        }
    }

    // The real golds are read as before.
    CarbCorpus carb;
    Diagnostics diagnostics;
    QString error;
    QVERIFY2(CarbGoldReader::readFile(carbGold, &carb, &diagnostics, &error), qPrintable(error));
    Oie2016Corpus oie;
    QVERIFY2(Oie2016GoldReader::readFile(TestData::path(QStringLiteral("oie2016/gold/test.oie")), &oie, &diagnostics,
                                         &error),
             qPrintable(error));
}

void TestInputKind::goldAsSystemIsRefused()
{
    const QString gold = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    REQUIRE_DATA_FILE(gold);
    SystemOutput output;
    Diagnostics diagnostics;
    QString error;
    QVERIFY(BenchieSystemReader::readFile(gold, nullptr, &output, &diagnostics, &error));
    QVERIFY(output.extractions.isEmpty());
    QCOMPARE(diagnostics.size(), 1); // one message, not one per line
    QVERIFY(hasError(diagnostics, 1, QStringLiteral("this looks like a BenchIE gold file")));
    QVERIFY(diagnostics.first().message.endsWith(QStringLiteral("not a BenchIE system file "
                                                                "(sent_id<TAB>subject<TAB>relation<TAB>object); "
                                                                "give it as --gold")));
}

void TestInputKind::tripleBeforeAnySentenceIsAnError()
{
    Diagnostics diagnostics;
    const Benchmark benchmark = BenchieGoldReader::readBytes("1--> Cluster 1:\nA --> b --> c\n\nsent_id:1\tA b c\n",
                                                             QStringLiteral("g.txt"), &diagnostics);
    QCOMPARE(benchmark.sentences().size(), 1);
    // Read as the official reader reads it (the block goes to the first sentence), and said.
    QCOMPARE(benchmark.sentences().first().synsets.size(), 1);
    QVERIFY(hasError(diagnostics, 2, QStringLiteral("before any sentence line")));
    QVERIFY(!hasError(diagnostics, 1, QStringLiteral("before any sentence line"))); // one message, at the first triple
}

void TestInputKind::realSystemFilesHaveNoKindError()
{
    const QDir systems(TestData::benchie(QStringLiteral("systems")));
    QVERIFY(!systems.entryList(QDir::Files).isEmpty());
    for (const QString &name : systems.entryList(QDir::Files)) {
        SystemOutput output;
        Diagnostics diagnostics;
        QString error;
        QVERIFY(BenchieSystemReader::readFile(systems.filePath(name), nullptr, &output, &diagnostics, &error));
        QVERIFY2(!hasError(diagnostics, 1, QStringLiteral("this looks like")), qPrintable(name));
        QVERIFY(!output.extractions.isEmpty());
    }
}

void TestInputKind::projectErrorsStartWithTheirLocation()
{
    ProjectFile project;
    QString error;
    QVERIFY(!ProjectFile::fromBytes("{\n  \"format\": \"oie-studio-project\",\n  \"version\": 99\n}\n",
                                    QStringLiteral("p.oieproj"), &project, &error));
    QCOMPARE(error,
             QStringLiteral("p.oieproj:3:14: written by a newer OIE Studio (schema version 99, this one "
                            "reads up to 1)"));
    QVERIFY(!ProjectFile::fromBytes("{\n  \"format\": \"oie-studio-project\",\n  \"version\": 1,\n  x\n}\n",
                                    QStringLiteral("p.oieproj"), &project, &error));
    QVERIFY2(error.startsWith(QStringLiteral("p.oieproj:4:4: not a valid project file: ")), qPrintable(error));
    QVERIFY(!ProjectFile::fromBytes("{\n  \"format\": \"oie-studio-project\"\n}\n", QStringLiteral("p.oieproj"),
                                    &project, &error));
    QCOMPARE(error, QStringLiteral("p.oieproj: project file has no valid version field"));
}

void TestInputKind::commandLineMessagesStartWithTheFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString project = dir.filePath(QStringLiteral("p.oieproj"));
    QVERIFY(writeFile(project, "{\n  \"format\": \"oie-studio-project\",\n  \"version\": 99\n}\n"));
    const QString system = TestData::benchie(QStringLiteral("systems/minie_explicit.txt"));
    REQUIRE_DATA_FILE(system);
    ScoreRun run = runScore({QStringLiteral("--gold"), project, QStringLiteral("s=") + system});
    QCOMPARE(run.status, 1);
    QVERIFY2(run.err.startsWith(project + QStringLiteral(":3:14: written by a newer OIE Studio")),
             qPrintable(describeRun(run)));

    // A system file given as the gold: refused, exit 1, nothing scored.
    run = runScore({QStringLiteral("--gold"), system, QStringLiteral("s=") + system});
    QCOMPARE(run.status, 1);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith(system + QStringLiteral(":1: this looks like a BenchIE system file")),
             qPrintable(describeRun(run)));

    const QString missing = dir.filePath(QStringLiteral("missing.txt"));
    run = runScore({QStringLiteral("--gold"), missing, QStringLiteral("s=") + system});
    QCOMPARE(run.status, 1);
    QVERIFY2(run.err.startsWith(missing + QStringLiteral(": cannot open: ")), qPrintable(describeRun(run)));
}

QTEST_GUILESS_MAIN(TestInputKind)
#include "test_input_kind.moc"
