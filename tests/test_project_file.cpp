// The project file's evaluation set-up (CaRB gold, user bucket dimensions): written only when
// set, read back as written, relative paths taken from the project file's folder, and a
// version 1 file without it read as before.
#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/BenchieGoldWriter.h"
#include "core/document/DocumentImport.h"
#include "core/document/ProjectFile.h"
#include "tests/TestData.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QByteArray kGold = QByteArrayLiteral("sent_id:1\tGraner left him there .\n"
                                           "1--> Cluster 1:\n"
                                           "Graner --> left --> him\n");

ProjectFile smallProject()
{
    ProjectFile project;
    Diagnostics diagnostics;
    project.benchmark = BenchieGoldReader::readBytes(kGold, QStringLiteral("gold.txt"), &diagnostics);
    project.systems.append({QStringLiteral("clausie"), QStringLiteral("/data/clausie.txt")});
    return project;
}

UserBucketDimension bins(const QString &name, const QString &property, const QVector<int> &edges)
{
    UserBucketDimension dimension;
    dimension.name = name;
    dimension.property = property;
    dimension.edges = edges;
    return dimension;
}

} // namespace

class TestProjectFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void withoutSetupNothingIsWritten()
    {
        const ProjectFile project = smallProject();
        const QByteArray bytes = project.toBytes();
        QVERIFY(!bytes.contains("\"evaluation\""));
        QVERIFY(!bytes.contains("carb_gold"));
        ProjectFile reread;
        QString error;
        QVERIFY2(ProjectFile::fromBytes(bytes, QStringLiteral("/projects/p.oieproj"), &reread, &error),
                 qPrintable(error));
        QVERIFY(reread.carbGoldPath.isEmpty());
        QVERIFY(reread.bucketDimensions.isEmpty());
        QCOMPARE(reread.systems.size(), 1);
        QCOMPARE(reread.systems.at(0).path, QStringLiteral("/data/clausie.txt"));
        QCOMPARE(BenchieGoldWriter::serialize(reread.benchmark), kGold);
    }

    // The OIE2016 set-up and the side-by-side pairings: written only when set, read back equal,
    // relative paths taken from the project's folder; an unknown mode is a located error.
    void oie2016SetupRoundTrips()
    {
        ProjectFile project = smallProject();
        project.oie2016.goldPath = QStringLiteral("gold/all.oie");
        project.oie2016.sentencesPath = QStringLiteral("/data/raw_sentences/all.txt");
        project.oie2016.mode = Oie2016Options::Mode::Paper2016;
        project.oie2016.systems
            = {{QStringLiteral("ReVerb"), QStringLiteral("/data/reverb.txt"), Oie2016SystemReader::Format::ReVerb},
               {QStringLiteral("PropS"), QStringLiteral("props.txt"), Oie2016SystemReader::Format::PropS}};
        project.sideBySidePairs
            = {{QStringLiteral("PropS"), QStringLiteral("clausie")}, {QStringLiteral("ReVerb"), QString()}};
        const QByteArray bytes = project.toBytes();
        ProjectFile reread;
        QString error;
        QVERIFY2(ProjectFile::fromBytes(bytes, QStringLiteral("/projects/p.oieproj"), &reread, &error),
                 qPrintable(error));
        QCOMPARE(reread.oie2016.goldPath, QStringLiteral("/projects/gold/all.oie"));
        QCOMPARE(reread.oie2016.sentencesPath, project.oie2016.sentencesPath);
        QCOMPARE(int(reread.oie2016.mode), int(Oie2016Options::Mode::Paper2016));
        QCOMPARE(reread.oie2016.systems.size(), 2);
        QVERIFY(reread.oie2016.systems.at(0) == project.oie2016.systems.at(0));
        QCOMPARE(reread.oie2016.systems.at(1).path, QStringLiteral("/projects/props.txt"));
        QCOMPARE(reread.oie2016.systems.at(1).format, Oie2016SystemReader::Format::PropS);
        QCOMPARE(reread.sideBySidePairs, project.sideBySidePairs);
        QVERIFY(!smallProject().toBytes().contains("oie2016"));

        QByteArray bad = bytes;
        bad.replace("\"mode\": \"2016\"", "\"mode\": \"2017\"");
        QVERIFY(bad != bytes);
        QVERIFY(!ProjectFile::fromBytes(bad, QStringLiteral("p.oieproj"), &reread, &error));
        QVERIFY2(error.startsWith(QStringLiteral("p.oieproj:")) && error.contains(QLatin1String("'2017'")),
                 qPrintable(error));
    }

    // The user's system colours: one record per line, by name, read back equal; a colour that
    // is not #rrggbb is an error at its line.
    void systemColorsRoundTrip()
    {
        ProjectFile project = smallProject();
        project.systemColors = {{QStringLiteral("clausie"), QStringLiteral("#123456")},
                                {QStringLiteral("a_b&c%"), QStringLiteral("#abcdef")}};
        const QByteArray bytes = project.toBytes();
        QVERIFY(!smallProject().toBytes().contains("system_colors"));
        const QList<QByteArray> lines = bytes.split('\n');
        int colorLines = 0;
        for (const QByteArray &line : lines) {
            if (line.contains("\"color\""))
                ++colorLines;
        }
        QCOMPARE(colorLines, 2); // one line per system
        QVERIFY(bytes.indexOf("\"a_b&c%\"") < bytes.indexOf("\"#123456\"")); // by name
        ProjectFile reread;
        QString error;
        QVERIFY2(ProjectFile::fromBytes(bytes, QStringLiteral("p.oieproj"), &reread, &error), qPrintable(error));
        QCOMPARE(reread.systemColors, project.systemColors);

        QByteArray bad = bytes;
        bad.replace("\"#abcdef\"", "\"teal\"");
        QVERIFY(!ProjectFile::fromBytes(bad, QStringLiteral("p.oieproj"), &reread, &error));
        const int line = int(bad.left(bad.indexOf("\"teal\"")).count('\n')) + 1;
        QVERIFY2(error.startsWith(QStringLiteral("p.oieproj:%1:").arg(line)) && error.contains(QLatin1String("'teal'")),
                 qPrintable(error));
    }

    // The annotation effort: not written when nothing was recorded and recording is on; read
    // back equal; a count of keys that is no whole number is a located error.
    void draftSynsetsRoundTrip()
    {
        QVERIFY(!smallProject().toBytes().contains("\"drafts\""));
        ProjectFile project = smallProject();
        Sentence &first = project.benchmark.sentences()[0];
        Synset draft;
        Triple extracted(QStringLiteral("He"), QStringLiteral("served as"), QStringLiteral("Prime Minister"));
        extracted.setAuthor(QStringLiteral("systems: clausie, minie"));
        draft.triples
            = {extracted, Triple(QStringLiteral("He"), QStringLiteral("served"), QStringLiteral("as Prime Minister"))};
        first.drafts = {draft};
        const QByteArray bytes = project.toBytes();
        QVERIFY(bytes.contains("\"drafts\""));
        ProjectFile reread;
        QString error;
        QVERIFY2(ProjectFile::fromBytes(bytes, QStringLiteral("p.oieproj"), &reread, &error), qPrintable(error));
        const Sentence &back = reread.benchmark.sentences().at(0);
        QCOMPARE(back.drafts.size(), 1);
        QVERIFY(back.drafts.at(0).triples == draft.triples);
        QCOMPARE(back.drafts.at(0).triples.at(0).author(), QStringLiteral("systems: clausie, minie"));
        // Drafts are never gold: the gold the project holds is unchanged.
        QCOMPARE(BenchieGoldWriter::serialize(reread.benchmark), kGold);
        // A draft list of the wrong type stops the reading at its place.
        QByteArray bad = bytes;
        const qsizetype at = bad.indexOf("\"drafts\"");
        const qsizetype open = bad.indexOf('[', at);
        const qsizetype close = bad.indexOf("\"header\"", open);
        QVERIFY(at > 0 && open > at && close > open);
        bad.replace(open, 1, "5, \"x\": [");
        QVERIFY(!ProjectFile::fromBytes(bad, QStringLiteral("p.oieproj"), &reread, &error));
        QVERIFY2(error.contains(QLatin1String("expected an array of draft synsets")), qPrintable(error));
    }

    // The checklist decisions: not written when none; read back equal (sentences and forms in
    // a stable order); a count that is not a number is a located error.
    void checklistDecisionsRoundTrip()
    {
        QVERIFY(!smallProject().toBytes().contains("\"checklist\""));
        ProjectFile project = smallProject();
        project.checklist.rows
            = {{QStringLiteral("preposition_into_object"), 1, 23, 2}, {QStringLiteral("sentence_change"), 0, 40, 31}};
        project.checklist.declined.insert(QStringLiteral("7"), {QStringLiteral("He --> served --> as PM")});
        project.checklist.declined.insert(QStringLiteral("1"),
                                          {QStringLiteral("b --> c --> d"), QStringLiteral("a --> b --> c")});
        const QByteArray bytes = project.toBytes();
        QVERIFY2(bytes.indexOf("\"1\"") >= 0
                     && bytes.indexOf("\"1\"", bytes.indexOf("\"declined\""))
                         < bytes.indexOf("\"7\"", bytes.indexOf("\"declined\"")),
                 bytes.mid(bytes.indexOf("\"checklist\"")).constData());
        ProjectFile reread;
        QString error;
        QVERIFY2(ProjectFile::fromBytes(bytes, QStringLiteral("p.oieproj"), &reread, &error), qPrintable(error));
        QCOMPARE(reread.checklist.rows, project.checklist.rows);
        QCOMPARE(reread.checklist.declined.value(QStringLiteral("1")),
                 QStringList({QStringLiteral("a --> b --> c"), QStringLiteral("b --> c --> d")}));
        QCOMPARE(reread.checklist.declined.value(QStringLiteral("7")),
                 project.checklist.declined.value(QStringLiteral("7")));
        QCOMPARE(reread.toBytes(), bytes);
        QVERIFY(ProjectFile::looksLikeProject(bytes));

        // Many declined forms: the keys before "format" (sorted) pass the first kilobytes, and the
        // file is a project still (it was taken for some other JSON file and refused).
        ProjectFile large = project;
        QStringList forms;
        for (int i = 0; i < 400; ++i)
            forms << QStringLiteral("He --> served --> as [the] first Prime Minister %1").arg(i);
        large.checklist.declined.insert(QStringLiteral("2"), forms);
        const QByteArray largeBytes = large.toBytes();
        QVERIFY(largeBytes.indexOf("\"format\"") > 16384);
        QVERIFY(ProjectFile::looksLikeProject(largeBytes));
        QCOMPARE(DocumentImport::detectKind(largeBytes), DocumentKind::Project);
        QVERIFY2(ProjectFile::fromBytes(largeBytes, QStringLiteral("p.oieproj"), &reread, &error), qPrintable(error));
        QCOMPARE(reread.checklist.declined.value(QStringLiteral("2")).size(), 400);
        // A JSON file that only mentions the name is not one.
        QVERIFY(!ProjectFile::looksLikeProject("{\"text\": \"oie-studio-project\"}"));
        QVERIFY(!ProjectFile::looksLikeProject("\"format\": \"oie-studio-project\""));

        QByteArray bad = bytes;
        const qsizetype offered = bad.indexOf("\"offered\"");
        QVERIFY(offered > 0);
        bad.replace(bad.indexOf("23", offered), 2, "\"x\"");
        QVERIFY(!ProjectFile::fromBytes(bad, QStringLiteral("p.oieproj"), &reread, &error));
        const int line = int(bad.left(offered).count('\n')) + 1;
        QVERIFY2(error.startsWith(QStringLiteral("p.oieproj:%1:").arg(line))
                     && error.contains(QLatin1String("offered")),
                 qPrintable(error));
    }

    void effortRoundTrips()
    {
        QVERIFY(!smallProject().toBytes().contains("\"effort\""));
        ProjectFile project = smallProject();
        project.effort.addKey(QStringLiteral("1"), 0);
        project.effort.addKey(QStringLiteral("1"), 1500);
        project.effort.addKey(QStringLiteral("7"), 10 * 60 * 1000); // a pause: one minute counted
        QCOMPARE(project.effort.total().keys, 3);
        QCOMPARE(project.effort.total().milliseconds, 1500 + AnnotationEffort::kIdleMilliseconds);
        const QByteArray bytes = project.toBytes();
        ProjectFile reread;
        QString error;
        QVERIFY2(ProjectFile::fromBytes(bytes, QStringLiteral("p.oieproj"), &reread, &error), qPrintable(error));
        QVERIFY(reread.effort == project.effort);
        QCOMPARE(reread.effort.sentences().at(0).id, QStringLiteral("1"));
        QCOMPARE(reread.effort.sentences().at(0).keys, 2);

        ProjectFile off = smallProject();
        off.effort.setRecording(false);
        QVERIFY2(ProjectFile::fromBytes(off.toBytes(), QStringLiteral("p.oieproj"), &reread, &error),
                 qPrintable(error));
        QVERIFY(!reread.effort.recording());

        QByteArray bad = bytes;
        const qsizetype keys = bad.indexOf("\"keys\"");
        const qsizetype two = bad.indexOf('2', keys);
        QVERIFY(keys > 0 && two > keys);
        bad.insert(two + 1, ".5"); // 2.5 keys
        QVERIFY(!ProjectFile::fromBytes(bad, QStringLiteral("p.oieproj"), &reread, &error));
        const int line = int(bad.left(bad.indexOf("2.5")).count('\n')) + 1;
        QVERIFY2(error.startsWith(QStringLiteral("p.oieproj:%1:").arg(line)) && error.contains(QLatin1String("keys")),
                 qPrintable(error));
    }

    void setupRoundTrips()
    {
        ProjectFile project = smallProject();
        project.carbGoldPath = QStringLiteral("/data/carb_explicit.txt");
        UserBucketDimension tsv;
        tsv.tsvPath = QStringLiteral("/data/halves.tsv");
        tsv.tsvBytes = "1\tfirst\n"; // never written: the file is read again on opening
        project.bucketDimensions = {tsv, bins(QStringLiteral("synset_bins"), QStringLiteral("synsets"), {3, 6})};
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.oieproj"));
        QString error;
        QVERIFY2(project.write(path, &error), qPrintable(error));
        ProjectFile reread;
        QVERIFY2(ProjectFile::read(path, &reread, &error), qPrintable(error));
        QCOMPARE(reread.carbGoldPath, QStringLiteral("/data/carb_explicit.txt"));
        QCOMPARE(reread.bucketDimensions.size(), 2);
        const UserBucketDimension &file = reread.bucketDimensions.at(0);
        QVERIFY(file.isTsv());
        QCOMPARE(file.tsvPath, QStringLiteral("/data/halves.tsv"));
        QVERIFY(file.tsvBytes.isEmpty());
        const UserBucketDimension &bins = reread.bucketDimensions.at(1);
        QVERIFY(!bins.isTsv());
        QCOMPARE(bins.name, QStringLiteral("synset_bins"));
        QCOMPARE(bins.property, QStringLiteral("synsets"));
        QCOMPARE(bins.edges, QVector<int>({3, 6}));
        // Written again, the same bytes.
        QCOMPARE(reread.toBytes(), project.toBytes());
        QVERIFY(!project.toBytes().contains("first"));
    }

    // Only what is set is written: a CaRB gold without buckets, buckets without a CaRB gold.
    void partialSetup()
    {
        ProjectFile carbOnly = smallProject();
        carbOnly.carbGoldPath = QStringLiteral("/data/carb.txt");
        QVERIFY(carbOnly.toBytes().contains("\"carb_gold\""));
        QVERIFY(!carbOnly.toBytes().contains("\"buckets\""));
        ProjectFile bucketsOnly = smallProject();
        bucketsOnly.bucketDimensions = {bins(QStringLiteral("long"), QStringLiteral("tokens"), {20})};
        QVERIFY(!bucketsOnly.toBytes().contains("\"carb_gold\""));
        QVERIFY(bucketsOnly.toBytes().contains("\"buckets\""));
        ProjectFile reread;
        QString error;
        QVERIFY2(ProjectFile::fromBytes(bucketsOnly.toBytes(), QStringLiteral("/p/p.oieproj"), &reread, &error),
                 qPrintable(error));
        QVERIFY(reread.carbGoldPath.isEmpty());
        QCOMPARE(reread.bucketDimensions.size(), 1);
        QCOMPARE(reread.bucketDimensions.at(0).edges, QVector<int>({20}));
    }

    // Paths are written as given; relative ones are read from the project file's folder
    // (system outputs included), absolute ones stay.
    void relativePathsFromProjectFolder()
    {
        ProjectFile project = smallProject();
        project.systems.append({QStringLiteral("minie"), QStringLiteral("systems/minie.txt")});
        project.carbGoldPath = QStringLiteral("../carb/carb_explicit.txt");
        UserBucketDimension tsv;
        tsv.tsvPath = QStringLiteral("halves.tsv");
        project.bucketDimensions = {tsv};
        const QByteArray bytes = project.toBytes();
        QVERIFY(bytes.contains("\"../carb/carb_explicit.txt\""));
        QVERIFY(bytes.contains("\"halves.tsv\""));
        QVERIFY(bytes.contains("\"systems/minie.txt\""));
        ProjectFile reread;
        QString error;
        QVERIFY2(ProjectFile::fromBytes(bytes, QStringLiteral("/work/study/p.oieproj"), &reread, &error),
                 qPrintable(error));
        QCOMPARE(reread.systems.at(0).path, QStringLiteral("/data/clausie.txt"));
        QCOMPARE(reread.systems.at(1).path, QStringLiteral("/work/study/systems/minie.txt"));
        QCOMPARE(reread.carbGoldPath, QStringLiteral("/work/carb/carb_explicit.txt"));
        QCOMPARE(reread.bucketDimensions.at(0).tsvPath, QStringLiteral("/work/study/halves.tsv"));
    }

    // A version 1 file written before the set-up existed opens as before.
    void olderVersionOneFile()
    {
        const QByteArray old = QByteArrayLiteral(
            "{\"format\": \"oie-studio-project\", \"version\": 1, \"gold_file\": \"gold.txt\", "
            "\"sentences\": [{\"id\": \"1\", \"text\": \"It works .\", \"tokens\": [\"It\", \"works\", \".\"], "
            "\"raw\": null, \"synsets\": []}], \"systems\": [{\"name\": \"a\", \"path\": \"/data/a.txt\"}]}");
        ProjectFile project;
        QString error;
        QVERIFY2(ProjectFile::fromBytes(old, QStringLiteral("/p/old.oieproj"), &project, &error), qPrintable(error));
        QCOMPARE(project.benchmark.sentences().size(), 1);
        QCOMPARE(project.systems.size(), 1);
        QCOMPARE(project.systems.at(0).path, QStringLiteral("/data/a.txt"));
        QVERIFY(project.carbGoldPath.isEmpty());
        QVERIFY(project.bucketDimensions.isEmpty());
        QVERIFY(!project.toBytes().contains("\"evaluation\""));
    }
};

QTEST_GUILESS_MAIN(TestProjectFile)
#include "test_project_file.moc"
