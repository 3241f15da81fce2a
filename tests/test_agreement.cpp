// Inter-annotator agreement (docs/scoring/agreement.md 5): hand-made gold pairs worked out by hand, the
// English gold against itself, and `oie-score agreement`.
#include "core/analysis/Agreement.h"
#include "core/benchie/BenchieGoldReader.h"
#include "tests/RunScore.h"
#include "tests/TestData.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Sentence 1: A1 "He served as [the] Prime Minister" and B1 "He served as the Prime Minister"
// share "the Prime Minister": covered both ways. A2 "He became a judge" has no partner in B,
// B2 "He [was] born in Australia" none in A. Sentence 2: A1 "Paris is [a] city" (a city | city)
// and B1 "Paris is a [big] city" (a big city | a city) share "a city"; A2 "Paris has people"
// is A's only. Sentence 3 is only in B: left out, reported.
// A has 4 synsets, 2 covered by B: recall of B on A = 2/4. B has 3 (sentences 1-2), 2
// covered by A: recall of A on B = 2/3. Agreement = (2/3 + 1/2) / 2 = 7/12.
const char kGoldA[] = "sent_id:1\tHe served as the Prime Minister and became a judge .\n"
                      "1--> Cluster 1:\nHe --> served as --> [the] Prime Minister\n"
                      "1--> Cluster 2:\nHe --> became --> a judge\n\n"
                      "sent_id:2\tParis is a big city with people .\n"
                      "2--> Cluster 1:\nParis --> is --> [a] city\n"
                      "2--> Cluster 2:\nParis --> has --> people\n";
const char kGoldB[] = "sent_id:1\tHe served as the Prime Minister and became a judge .\n"
                      "1--> Cluster 1:\nHe --> served as --> the Prime Minister\n"
                      "1--> Cluster 2:\nHe --> [was] born in --> Australia\n\n"
                      "sent_id:2\tParis is a big city with people .\n"
                      "2--> Cluster 1:\nParis --> is --> a [big] city\n\n"
                      "sent_id:3\tX y z .\n"
                      "3--> Cluster 1:\nX --> y --> z\n";

Benchmark read(const char *text, const QString &name)
{
    Diagnostics diagnostics;
    Benchmark benchmark = BenchieGoldReader::readBytes(QByteArray(text), name, &diagnostics);
    benchmark.fileName = name;
    return benchmark;
}

} // namespace

class TestAgreement : public QObject
{
    Q_OBJECT

private slots:
    void handMadePair()
    {
        const AgreementResult r = Agreement::compute(read(kGoldA, QStringLiteral("a")), read(kGoldB, QStringLiteral("b")));
        QCOMPARE(r.sentences.size(), 2);
        QCOMPARE(r.synsetsA, 4);
        QCOMPARE(r.synsetsB, 3);
        QCOMPARE(r.coveredA, 2);
        QCOMPARE(r.coveredB, 2);
        QCOMPARE(r.recallAOnB(), 2.0 / 3.0);
        QCOMPARE(r.recallBOnA(), 0.5);
        QCOMPARE(r.agreement(), 7.0 / 12.0);
        QCOMPARE(r.uncovered.size(), 3);
        QCOMPARE(r.uncovered.at(0).sentenceId, QStringLiteral("1"));
        QCOMPARE(r.uncovered.at(0).synsetIndex, 1);
        QVERIFY(r.uncovered.at(0).inA);
        QVERIFY(!r.uncovered.at(1).inA); // B's "born in Australia"
        QCOMPARE(r.uncovered.at(2).sentenceId, QStringLiteral("2"));
        QCOMPARE(r.diagnostics.size(), 1); // sentence 3 only in B
        QVERIFY(r.diagnostics.at(0).message.contains(QStringLiteral("'3'")));
        // Symmetry: swapping the golds swaps the recalls.
        const AgreementResult swapped = Agreement::compute(read(kGoldB, QStringLiteral("b")), read(kGoldA, QStringLiteral("a")));
        QCOMPARE(swapped.recallAOnB(), 0.5);
        QCOMPARE(swapped.agreement(), 7.0 / 12.0);
    }

    // Optional tokens on both sides: "[the] big dog" and "the [big] dog" share "the big dog"
    // and "the dog"? No: the first gives {the big dog, big dog}, the second {the big dog, the dog}:
    // they share "the big dog", so the synsets cover each other.
    void realizationsIntersect()
    {
        const char a[] = "sent_id:1\tx\n1--> Cluster 1:\n[the] big dog --> barks --> loudly\n";
        const char b[] = "sent_id:1\tx\n1--> Cluster 1:\nthe [big] dog --> barks --> loudly\n";
        const char c[] = "sent_id:1\tx\n1--> Cluster 1:\nthe [small] dog --> barks --> loudly\n";
        QCOMPARE(Agreement::compute(read(a, QStringLiteral("a")), read(b, QStringLiteral("b"))).agreement(), 1.0);
        // {big dog, the big dog} and {the small dog, the dog}: disjoint.
        QCOMPARE(Agreement::compute(read(a, QStringLiteral("a")), read(c, QStringLiteral("c"))).agreement(), 0.0);
    }

    // "city" and "a [big] city" share no realization, but differ only by words B wrote and A
    // left out: a disagreement on optional tokens, not on the fact. "became a judge" and
    // "[was] born in Australia" are different facts.
    void optionalOnlyDisagreements()
    {
        const char a[] = "sent_id:1\tParis is a big city .\n1--> Cluster 1:\nParis --> is --> city\n"
                         "1--> Cluster 2:\nHe --> became --> a judge\n";
        const char b[] = "sent_id:1\tParis is a big city .\n1--> Cluster 1:\nParis --> is --> a [big] city\n"
                         "1--> Cluster 2:\nHe --> [was] born in --> Australia\n";
        const AgreementResult r = Agreement::compute(read(a, QStringLiteral("a")), read(b, QStringLiteral("b")));
        QCOMPARE(r.agreement(), 0.0);
        QCOMPARE(r.uncovered.size(), 4);
        QCOMPARE(r.uncovered.at(0).optionalOnly, true); // A's "city"
        QCOMPARE(r.uncovered.at(1).optionalOnly, false); // A's "became a judge"
        QCOMPARE(r.uncovered.at(2).optionalOnly, true); // B's "a [big] city"
        QCOMPARE(r.uncovered.at(3).optionalOnly, false);
        QCOMPARE(r.optionalOnlyCount(), 2);
        QCOMPARE(r.optionalOnlyShare(), 0.5);
        // The hand-made pair above: no uncovered synset differs only by left-out words.
        QCOMPARE(Agreement::compute(read(kGoldA, QStringLiteral("a")), read(kGoldB, QStringLiteral("b"))).optionalOnlyCount(), 0);
    }

    // The English gold against the BenchIE^FL re-annotation: the figures the README gives.
    void englishAgainstFlOptionalOnly()
    {
        const QString en = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
        const QString fl = TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_300.txt"));
        REQUIRE_DATA_FILE(en);
        REQUIRE_DATA_FILE(fl);
        Benchmark a, b;
        Diagnostics diagnostics;
        QString error;
        QVERIFY2(BenchieGoldReader::readFile(en, &a, &diagnostics, &error), qPrintable(error));
        QVERIFY2(BenchieGoldReader::readFile(fl, &b, &diagnostics, &error), qPrintable(error));
        const AgreementResult r = Agreement::compute(a, b);
        QCOMPARE(QString::number(r.agreement(), 'f', 4), QStringLiteral("0.5646"));
        QCOMPARE(r.uncovered.size(), 1419);
        QCOMPARE(r.optionalOnlyCount(), 422);
    }

    void englishGoldAgainstItself()
    {
        const QString path = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
        REQUIRE_DATA_FILE(path);
        Benchmark gold;
        Diagnostics diagnostics;
        QString error;
        QVERIFY2(BenchieGoldReader::readFile(path, &gold, &diagnostics, &error), qPrintable(error));
        const AgreementResult r = Agreement::compute(gold, gold);
        QCOMPARE(r.synsetsA, 1350);
        QCOMPARE(r.agreement(), 1.0);
        QVERIFY(r.uncovered.isEmpty());
    }

    void commandLine()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString a = dir.filePath(QStringLiteral("a.txt")), b = dir.filePath(QStringLiteral("b.txt"));
        QVERIFY(writeFile(a, kGoldA));
        QVERIFY(writeFile(b, kGoldB));
        const ScoreRun json = runScore({QStringLiteral("agreement"), a, b, QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(json.status == 0, qPrintable(describeRun(json)));
        const QJsonObject root = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(root.value(QStringLiteral("recall_a_on_b")).toDouble(), 2.0 / 3.0);
        QCOMPARE(root.value(QStringLiteral("recall_b_on_a")).toDouble(), 0.5);
        QCOMPARE(root.value(QStringLiteral("agreement")).toDouble(), 7.0 / 12.0);
        const QJsonObject totals = root.value(QStringLiteral("totals")).toObject();
        QCOMPARE(totals.value(QStringLiteral("uncovered_a")).toInt(), 2);
        QCOMPARE(totals.value(QStringLiteral("uncovered_b")).toInt(), 1);
        const QJsonArray sentences = root.value(QStringLiteral("sentences")).toArray();
        QCOMPARE(sentences.size(), 2);
        const QJsonArray first = sentences.at(0).toObject().value(QStringLiteral("uncovered")).toArray();
        QCOMPARE(first.size(), 2);
        QCOMPARE(first.at(0).toObject().value(QStringLiteral("side")).toString(), QStringLiteral("a"));
        QCOMPARE(first.at(0).toObject().value(QStringLiteral("synset")).toInt(), 2);
        QCOMPARE(first.at(0).toObject().value(QStringLiteral("optional_only")).toBool(), false);
        // Per sentence: sentence 1, A 1 of 2 covered by B, B 1 of 2 covered by A.
        const QJsonObject one = sentences.at(0).toObject();
        QCOMPARE(one.value(QStringLiteral("recall_a_on_b")).toDouble(), 0.5);
        QCOMPARE(one.value(QStringLiteral("recall_b_on_a")).toDouble(), 0.5);
        QCOMPARE(one.value(QStringLiteral("covered_share")).toDouble(), 0.5);
        QCOMPARE(totals.value(QStringLiteral("uncovered_optional_only")).toInt(), 0);
        QCOMPARE(totals.value(QStringLiteral("optional_only_share")).toDouble(), 0.0);
        // table output and a usage error
        const ScoreRun table = runScore({QStringLiteral("agreement"), a, b});
        QVERIFY2(table.status == 0, qPrintable(describeRun(table)));
        QVERIFY(table.out.contains(QStringLiteral("agreement         0.5833")));
        const ScoreRun oneFile = runScore({QStringLiteral("agreement"), a});
        QVERIFY2(oneFile.status == 2, qPrintable(describeRun(oneFile)));
        QCOMPARE(root.value(QStringLiteral("facet")).toString(), QStringLiteral("default"));
        QCOMPARE(one.value(QStringLiteral("uncovered_optional_only")).toInt(), 0);
        // Under the minimal facet the optional words go: "Prime Minister" is not "the Prime
        // Minister", "city" not "a city": nothing is covered any more.
        const ScoreRun minimal = runScore({QStringLiteral("agreement"), a, b, QStringLiteral("--facet"),
                                           QStringLiteral("minimal"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(minimal.status == 0, qPrintable(describeRun(minimal)));
        const QJsonObject minimalRoot = QJsonDocument::fromJson(minimal.out.toUtf8()).object();
        QCOMPARE(minimalRoot.value(QStringLiteral("facet")).toString(), QStringLiteral("minimal"));
        QCOMPARE(minimalRoot.value(QStringLiteral("agreement")).toDouble(), 0.0);
        QCOMPARE(minimalRoot.value(QStringLiteral("totals")).toObject().value(QStringLiteral("uncovered_a")).toInt(), 4);
        const ScoreRun concat = runScore({QStringLiteral("agreement"), a, b, QStringLiteral("--facet"), QStringLiteral("concat")});
        QVERIFY2(concat.status == 2, qPrintable(describeRun(concat)));
    }
};

QTEST_GUILESS_MAIN(TestAgreement)
#include "test_agreement.moc"
