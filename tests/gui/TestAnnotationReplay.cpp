// The annotation replay (tests/replay, the planner and driver of annotation-replay): a gold
// rebuilt from its sentences alone through key presses in the real main window. The first
// English sentences come back identical; a gold with a triple the studio cannot make is not
// called identical, and that triple is listed as unreproduced.

#include "tests/replay/AnnotationReplay.h"
#include "tests/TestData.h"
#include "ui/common/Dialogs.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestAnnotationReplay : public QObject
{
    Q_OBJECT

private slots:
    void firstEnglishSentencesRebuiltIdentically();
    void aTripleTheStudioCannotMakeIsListed();
    void systemsDraftsCutTheKeys();
};

void TestAnnotationReplay::firstEnglishSentencesRebuiltIdentically()
{
    ReplayOptions options;
    options.gold = QStringLiteral(OIE_SHARED_DATA_DIR "/benchie/benchie_gold_annotations_en.txt");
    options.limit = 12;
    ReplayResult result;
    QString error;
    QVERIFY2(AnnotationReplay::run(options, &result, &error), qPrintable(error));
    QVERIFY2(result.identical, qPrintable(result.toTable()));
    QCOMPARE(result.sentences, 12);
    QVERIFY(result.unreproduced.isEmpty());
    QCOMPARE(result.mispredicted, 0); // every plan did on the widgets what it foresaw
    int made = 0;
    qint64 keys = 0;
    for (const ReplayTool &tool : std::as_const(result.byTool)) {
        made += tool.triples;
        keys += tool.keys;
    }
    QCOMPARE(made, result.triples);
    QCOMPARE(keys, result.keys);
    // The studio's own effort recording counted exactly the keys the replay sent.
    QCOMPARE(result.effortKeys, result.keys);
    QVERIFY(result.byTool.value(QStringLiteral("variant_checklist")).triples > 0);
    QVERIFY(result.byTool.value(QStringLiteral("copy_and_change")).triples > 0);
    QVERIFY2(result.keys < result.annieClicks, qPrintable(result.toTable())); // fewer keys than AnnIE's clicks
    const QJsonObject json = QJsonDocument::fromJson(result.toJson()).object();
    QCOMPARE(json.value(QStringLiteral("rebuilt_identical")).toBool(), true);
    QCOMPARE(json.value(QStringLiteral("triples")).toInt(), result.triples);
    QVERIFY(json.value(QStringLiteral("by_tool")).toObject().contains(QStringLiteral("chips")));
}

void TestAnnotationReplay::aTripleTheStudioCannotMakeIsListed()
{
    ReplayOptions options;
    options.gold = QStringLiteral(OIE_TEST_DATA_DIR "/replay/not_makeable.txt");
    ReplayResult result;
    QString error;
    QVERIFY2(AnnotationReplay::run(options, &result, &error), qPrintable(error));
    QVERIFY(!result.identical);
    QCOMPARE(result.unreproduced.size(), 1);
    QCOMPARE(result.unreproduced.at(0).sentence, QStringLiteral("1"));
    QCOMPARE(result.unreproduced.at(0).synset, 2);
    QVERIFY(result.unreproduced.at(0).triple.endsWith(QStringLiteral("--> since 1901")));
    QCOMPARE(result.triples, 6);
    int made = 0;
    for (const ReplayTool &tool : std::as_const(result.byTool))
        made += tool.triples;
    QCOMPARE(made, 5); // every other triple, the typed `has [had]` among them
    const QJsonObject json = QJsonDocument::fromJson(result.toJson()).object();
    QCOMPARE(json.value(QStringLiteral("rebuilt_identical")).toBool(), false);
    QCOMPARE(json.value(QStringLiteral("unreproduced")).toArray().size(), 1);
}

// With the English systems attached, round 0's drafts start synsets: the same sentences are
// rebuilt identically with fewer keys, some triples coming from accepted or edited drafts.
void TestAnnotationReplay::systemsDraftsCutTheKeys()
{
    ReplayOptions options;
    options.gold = QStringLiteral(OIE_SHARED_DATA_DIR "/benchie/benchie_gold_annotations_en.txt");
    options.limit = 12;
    ReplayResult alone;
    QString error;
    QVERIFY2(AnnotationReplay::run(options, &alone, &error), qPrintable(error));
    for (const char *name : {"openie6", "minie", "clausie", "stanford"})
        options.systems.append(
            {QString::fromLatin1(name),
             QStringLiteral(OIE_SHARED_DATA_DIR "/benchie/systems/%1_explicit.txt").arg(QLatin1String(name))});
    ReplayResult withSystems;
    QVERIFY2(AnnotationReplay::run(options, &withSystems, &error), qPrintable(error));
    QVERIFY2(withSystems.identical, qPrintable(withSystems.toTable()));
    QCOMPARE(withSystems.mispredicted, 0);
    QCOMPARE(withSystems.triples, alone.triples);
    QCOMPARE(withSystems.effortKeys, withSystems.keys);
    const int fromDrafts = withSystems.byTool.value(QStringLiteral("draft_accept")).triples
        + withSystems.byTool.value(QStringLiteral("draft_edit")).triples;
    QVERIFY2(fromDrafts > 0, qPrintable(withSystems.toTable()));
    QVERIFY2(withSystems.keys < alone.keys, qPrintable(withSystems.toTable() + alone.toTable()));
}

QTEST_MAIN(TestAnnotationReplay)
#include "TestAnnotationReplay.moc"
