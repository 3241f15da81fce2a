// Gold file reading and writing: the five real gold files round-trip byte for byte, edits
// are written in canonical form, the entity gold is exported, the project file round-trips.
#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/BenchieGoldWriter.h"
#include "core/benchie/BenchieScorer.h"
#include "core/document/ProjectFile.h"
#include "tests/TestData.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

Benchmark readGold(const QByteArray &bytes, Diagnostics *diagnostics = nullptr)
{
    Diagnostics ignored;
    return BenchieGoldReader::readBytes(bytes, QStringLiteral("gold.txt"), diagnostics ? diagnostics : &ignored);
}

const QByteArray kSmallGold = QByteArrayLiteral(
    "sent_id:1\tHe served as the first Prime Minister of Australia .\n"
    "1--> Cluster 1:\n"
    "He --> served as --> [the] [first] Prime Minister [of Australia]\n"
    "He --> served --> as [the] [first] Prime Minister [of Australia]\n"
    "1--> Cluster 2:\n"
    "He --> served as [the] [first] Prime Minister of --> Australia\n"
    "\n"
    "sent_id:2\tGraner left him there .\n"
    "2--> Cluster 1:\n"
    "Graner --> left --> him\n");

} // namespace

class TestGoldIo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTripRealFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("sentences");
        QTest::addColumn<int>("synsets");
        QTest::newRow("en") << TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt")) << 300 << 1350;
        QTest::newRow("de") << TestData::benchie(QStringLiteral("benchie_gold_annotations_de.txt")) << 300 << 1086;
        QTest::newRow("zh") << TestData::benchie(QStringLiteral("benchie_gold_annotations_zh.txt")) << 300 << 994;
        QTest::newRow("fl300") << TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_300.txt")) << 300 << -1;
        QTest::newRow("fl50") << TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_50.txt")) << 50 << -1;
    }

    void roundTripRealFiles()
    {
        QFETCH(QString, path);
        QFETCH(int, sentences);
        QFETCH(int, synsets);
        REQUIRE_DATA_FILE(path);
        const QByteArray original = readAll(path);
        QVERIFY(!original.isEmpty());
        Diagnostics diagnostics;
        Benchmark benchmark;
        QString error;
        QVERIFY(BenchieGoldReader::readFile(path, &benchmark, &diagnostics, &error));
        QCOMPARE(int(benchmark.sentences().size()), sentences);
        if (synsets >= 0)
            QCOMPARE(benchmark.synsetCount(), synsets);
        // Serialized from the model (raw lines, layout), not from the bytes kept aside.
        QCOMPARE(BenchieGoldWriter::serialize(benchmark), original);
        QCOMPARE(BenchieGoldWriter::toBytes(benchmark), original);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("copy.txt"));
        QVERIFY2(BenchieGoldWriter::writeFile(benchmark, out, &error), qPrintable(error));
        QCOMPARE(readAll(out), original);
        // Through the project file too.
        ProjectFile project;
        project.benchmark = benchmark;
        ProjectFile reread;
        QVERIFY2(ProjectFile::fromBytes(project.toBytes(), QStringLiteral("p.json"), &reread, &error), qPrintable(error));
        QCOMPARE(BenchieGoldWriter::serialize(reread.benchmark), original);
    }

    // A file whose blocks do not line up with its sentences still round-trips unchanged.
    void roundTripIrregularFile()
    {
        const QByteArray irregular = QByteArrayLiteral("\xEF\xBB\xBF" "sent_id:1\tA b .\r\n1--> Cluster 1:\r\nA --> b --> c\r\n"
                                                       "\r\n\r\nsent_id:2\tC d .\r\nstray line\r\n");
        const Benchmark benchmark = readGold(irregular);
        QCOMPARE(BenchieGoldWriter::toBytes(benchmark), irregular);
    }

    void readsStructure()
    {
        Diagnostics diagnostics;
        const Benchmark benchmark = readGold(kSmallGold, &diagnostics);
        QCOMPARE(benchmark.sentences().size(), 2);
        const Sentence &first = benchmark.sentences().at(0);
        QCOMPARE(first.id, QStringLiteral("1"));
        QCOMPARE(first.tokens.size(), 10);
        QCOMPARE(first.synsets.size(), 2);
        const Slot &object = first.synsets.at(0).triples.at(0).object();
        QCOMPARE(object.source(), QStringLiteral("[the] [first] Prime Minister [of Australia]"));
        QCOMPARE(object.elements().size(), 5);
        QCOMPARE(object.optionalCount(), 3);
        QCOMPARE(object.elementText(4).toString(), QStringLiteral("[of Australia]"));
        QVERIFY(diagnostics.isEmpty());
    }

    void editedTriplesAreWrittenCanonically()
    {
        Benchmark benchmark = readGold(kSmallGold);
        Triple &triple = benchmark.sentences()[1].synsets[0].triples[0];
        triple.setSlot(2, QStringLiteral("him [there]"));
        Synset added;
        added.triples.append(Triple(QStringLiteral("Graner"), QStringLiteral("left"), QStringLiteral("him there")));
        benchmark.sentences()[1].synsets.append(added);
        const QByteArray expected = QByteArray(kSmallGold).replace("Graner --> left --> him\n", "")
            + "Graner --> left --> him [there]\n2--> Cluster 2:\nGraner --> left --> him there\n";
        QCOMPARE(BenchieGoldWriter::toBytes(benchmark), expected);
    }

    void entityGoldExport()
    {
        Benchmark benchmark = readGold(kSmallGold);
        benchmark.sentences()[0].synsets[1].triples[0].setEntityClean(true);
        benchmark.sentences()[1].synsets[0].triples[0].setEntityClean(true);
        const Benchmark entity = benchmark.entityGold();
        QCOMPARE(entity.synsetCount(), 2);
        const QByteArray expected = QByteArrayLiteral(
            "sent_id:1\tHe served as the first Prime Minister of Australia .\n"
            "1--> Cluster 1:\n"
            "He --> served as [the] [first] Prime Minister of --> Australia\n"
            "\n"
            "sent_id:2\tGraner left him there .\n"
            "2--> Cluster 1:\n"
            "Graner --> left --> him\n");
        QCOMPARE(BenchieGoldWriter::toBytes(entity), expected);
        // Scoring the entity facet equals scoring the exported entity gold.
        SystemOutput output;
        output.extractions = {{QStringLiteral("1"), QStringLiteral("He"), QStringLiteral("served as"),
                               QStringLiteral("Prime Minister"), 1},
                              {QStringLiteral("1"), QStringLiteral("He"), QStringLiteral("served as first Prime Minister of"),
                               QStringLiteral("Australia"), 2},
                              {QStringLiteral("2"), QStringLiteral("Graner"), QStringLiteral("left"), QStringLiteral("him"), 3}};
        const SystemScore viaFacet = BenchieScorer(benchmark, Facet::Entity).score(output);
        const Benchmark exported = readGold(expected);
        const SystemScore viaFile = BenchieScorer(exported, Facet::Default).score(output);
        QCOMPARE(viaFacet.totals.tp, 2);
        QCOMPARE(viaFacet.totals.fp, 1);
        QCOMPARE(viaFacet.totals.fn, 0);
        QCOMPARE(viaFile.totals.tp, viaFacet.totals.tp);
        QCOMPARE(viaFile.totals.fp, viaFacet.totals.fp);
        QCOMPARE(viaFile.totals.fn, viaFacet.totals.fn);
    }

    void projectFileKeepsEntityFlagsAndSystems()
    {
        ProjectFile project;
        project.benchmark = readGold(kSmallGold);
        project.benchmark.sentences()[0].synsets[0].triples[1].setEntityClean(true);
        project.benchmark.sentences()[0].synsets[0].triples[1].setAuthor(QStringLiteral("annotator A"));
        project.systems.append({QStringLiteral("clausie"), QStringLiteral("/data/clausie.txt")});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("project.oie.json"));
        QString error;
        QVERIFY2(project.write(path, &error), qPrintable(error));
        ProjectFile reread;
        QVERIFY2(ProjectFile::read(path, &reread, &error), qPrintable(error));
        const Triple &triple = reread.benchmark.sentences().at(0).synsets.at(0).triples.at(1);
        QVERIFY(triple.isEntityClean());
        QCOMPARE(triple.author(), QStringLiteral("annotator A"));
        QVERIFY(!reread.benchmark.sentences().at(0).synsets.at(0).triples.at(0).isEntityClean());
        QCOMPARE(reread.systems.size(), 1);
        QCOMPARE(reread.systems.at(0).name, QStringLiteral("clausie"));
        QCOMPARE(BenchieGoldWriter::serialize(reread.benchmark), kSmallGold);
    }

    void projectFileRefusesNewerVersion()
    {
        const QByteArray newer = QByteArrayLiteral("{\"format\": \"oie-studio-project\", \"version\": 99, \"sentences\": []}");
        ProjectFile project;
        QString error;
        QVERIFY(!ProjectFile::fromBytes(newer, QStringLiteral("p.json"), &project, &error));
        QCOMPARE(error, QStringLiteral("p.json:1:45: written by a newer OIE Studio (schema version 99, this one reads up to 1)"));
        QVERIFY(!ProjectFile::fromBytes("{ broken", QStringLiteral("p.json"), &project, &error));
        QVERIFY2(error.startsWith(QStringLiteral("p.json:1:")), qPrintable(error));
    }

    // docs/scoring/benchie.md 1.1: the mangled Chinese header is an inert member of synset 2, and is reported.
    void chineseMangledHeader()
    {
        const QString path = TestData::benchie(QStringLiteral("benchie_gold_annotations_zh.txt"));
        REQUIRE_DATA_FILE(path);
        Diagnostics diagnostics;
        Benchmark benchmark;
        QString error;
        QVERIFY(BenchieGoldReader::readFile(path, &benchmark, &diagnostics, &error));
        const Sentence &sentence = benchmark.sentences().at(benchmark.indexOf(QStringLiteral("206")));
        QCOMPARE(sentence.synsets.size(), 3);
        bool inert = false;
        for (const Triple &triple : sentence.synsets.at(1).triples)
            inert = inert || (triple.isInert() && triple.inertText() == QStringLiteral("2 0 6 :"));
        QVERIFY(inert);
        bool reported = false;
        for (const Diagnostic &d : diagnostics)
            reported = reported || (d.line == 2080 && d.severity == Diagnostic::Severity::Warning);
        QVERIFY(reported);
    }

    // The real files' malformed things are reported with file and line.
    void realFileWarnings()
    {
        const QString en = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
        const QString fl = TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_300.txt"));
        REQUIRE_DATA_FILE(en);
        REQUIRE_DATA_FILE(fl);
        Diagnostics diagnostics;
        Benchmark benchmark;
        QString error;
        QVERIFY(BenchieGoldReader::readFile(en, &benchmark, &diagnostics, &error));
        QVERIFY(BenchieGoldReader::readFile(fl, &benchmark, &diagnostics, &error));
        auto has = [&](const QString &file, int line, const QString &text) {
            for (const Diagnostic &d : diagnostics) {
                if (d.file == file && d.line == line && d.message.contains(text))
                    return true;
            }
            return false;
        };
        QVERIFY(has(en, 9176, QStringLiteral("unbalanced brackets")));
        QVERIFY(has(en, 2331, QStringLiteral("'19' but belongs to sentence '68'")));
        QVERIFY(has(en, 2812, QStringLiteral("malformed cluster header")));
        QVERIFY(has(fl, 2880, QStringLiteral("4 parts")));
    }
};

QTEST_GUILESS_MAIN(TestGoldIo)
#include "test_gold_io.moc"
