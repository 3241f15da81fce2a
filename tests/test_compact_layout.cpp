// The compact per-extraction layout of scoring (issue "Robustness, proven", memory):
// SynsetList against a QVector<int> through growth, copies and moves; ExtractionList handing
// back what was appended, each distinct text held once, slot texts changed without touching
// sentence ids; ExtractionResult's out-of-line credits copied on write.
#include "core/model/ExtractionList.h"
#include "core/model/SynsetList.h"
#include "core/model/SystemScore.h"

#include <QRandomGenerator>
#include <QTest>

#include <utility>

class TestCompactLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void synsetListAgreesWithVector();
    void extractionListGivesBackWhatWasAppended();
    void extractionListWithTextsKeepsIds();
    void creditsAreCopiedOnWrite();
};

void TestCompactLayout::synsetListAgreesWithVector()
{
    QVERIFY(sizeof(SynsetList) <= 16);
    QRandomGenerator random(7);
    for (int round = 0; round < 200; ++round) {
        SynsetList list;
        QVector<int> reference;
        const int count = int(random.bounded(12));
        for (int i = 0; i < count; ++i) {
            const int value = int(random.bounded(1000));
            list.append(value);
            reference.append(value);
        }
        QCOMPARE(list.toVector(), reference);
        QCOMPARE(list.size(), reference.size());
        QCOMPARE(list.isEmpty(), reference.isEmpty());
        SynsetList copy = list;
        QCOMPARE(copy.toVector(), reference);
        QVERIFY(copy == list);
        copy.append(-1); // the copy owns its elements
        QCOMPARE(list.toVector(), reference);
        QVERIFY(copy != list);
        SynsetList assigned{1, 2, 3, 4, 5};
        assigned = list; // over a heap list
        QCOMPARE(assigned.toVector(), reference);
        SynsetList small{9};
        small = copy; // over an inline list
        QCOMPARE(small.toVector(), reference + QVector<int>{-1});
        SynsetList moved = std::move(copy);
        QCOMPARE(moved.toVector(), reference + QVector<int>{-1});
        QVERIFY(copy.isEmpty()); // NOLINT: a moved-from list is empty
        copy.append(5); // and usable
        QCOMPARE(copy.toVector(), QVector<int>{5});
        moved = std::move(assigned);
        QCOMPARE(moved.toVector(), reference);
    }
}

void TestCompactLayout::extractionListGivesBackWhatWasAppended()
{
    const QVector<Extraction> extractions{
        {QStringLiteral("1"), QStringLiteral("He"), QStringLiteral("served as"), QStringLiteral("Prime Minister"), 1},
        {QStringLiteral("1"), QStringLiteral("He"), QStringLiteral("served as"), QString(), 2},
        {QStringLiteral("2"), QStringLiteral(" the cat "), QStringLiteral("is"), QStringLiteral("He"), 7},
        {QStringLiteral("10"), QString(), QString(), QString(), 9},
    };
    ExtractionList list;
    for (const Extraction &x : extractions)
        list.append(x);
    QCOMPARE(list.size(), extractions.size());
    qsizetype i = 0;
    for (const Extraction &x : list) { // the iterator hands out values
        QVERIFY(x == extractions.at(i));
        QCOMPARE(list.sentenceId(i), extractions.at(i).sentenceId);
        QCOMPARE(list.text(i, 0), extractions.at(i).subject);
        QCOMPARE(list.text(i, 1), extractions.at(i).relation);
        QCOMPARE(list.text(i, 2), extractions.at(i).object);
        QCOMPARE(list.line(i), extractions.at(i).line);
        ++i;
    }
    QCOMPARE(i, extractions.size());
    QVERIFY(list.first() == extractions.first());
    QVERIFY(list.last() == extractions.last());
    // A text met again is held once: "He" as subject and as object share characters.
    QVERIFY(list.text(0, 0).constData() == list.text(2, 2).constData());
    QVERIFY(list.text(0, 1).constData() == list.text(1, 1).constData());
    QVERIFY(list.text(1, 2).isEmpty());
    const ExtractionList same{extractions.at(0), extractions.at(1), extractions.at(2), extractions.at(3)};
    QVERIFY(same == list);
    ExtractionList other = list;
    other.append(extractions.first());
    QVERIFY(other != list); // a copy appends on its own
    QCOMPARE(list.size(), extractions.size());
    list.squeeze();
    QVERIFY(same == list);
    list.clear();
    QVERIFY(list.isEmpty());
}

void TestCompactLayout::extractionListWithTextsKeepsIds()
{
    ExtractionList list{{QStringLiteral("A1"), QStringLiteral("The Cat"), QStringLiteral("Sat"), QStringLiteral("A1"), 3},
                        {QStringLiteral("B2"), QStringLiteral("the cat"), QStringLiteral("sat"), QStringLiteral("Mat"), 4}};
    const ExtractionList lower = list.withTexts([](const QString &text) { return text.toLower(); });
    QCOMPARE(lower.sentenceId(0), QStringLiteral("A1")); // ids are not slot texts
    QCOMPARE(lower.text(0, 0), QStringLiteral("the cat"));
    QCOMPARE(lower.text(0, 2), QStringLiteral("a1"));
    QCOMPARE(lower.text(1, 2), QStringLiteral("mat"));
    QCOMPARE(lower.line(1), 4);
    QCOMPARE(list.text(0, 0), QStringLiteral("The Cat")); // the original is untouched
    ExtractionList grown = lower; // appending after the change finds the changed texts
    grown.append(QStringLiteral("C3"), QStringLiteral("mat"), QStringLiteral("sat"), QStringLiteral("x"), 5);
    QCOMPARE(grown.text(2, 0), QStringLiteral("mat"));
    QVERIFY(grown.text(2, 0).constData() == grown.text(1, 2).constData());
}

void TestCompactLayout::creditsAreCopiedOnWrite()
{
    QVERIFY(sizeof(ExtractionResult) <= 40);
    ExtractionResult result;
    QVERIFY(result.creditedSynsets().isEmpty());
    result.addCredit(3, MatchRule::Alternative);
    result.addCredit(1, MatchRule::DetailNoPunct);
    ExtractionResult copy = result;
    copy.addCredit(7, MatchRule::Exact);
    QCOMPARE(result.creditedSynsets(), (QVector<int>{3, 1}));
    QCOMPARE(copy.creditedSynsets(), (QVector<int>{3, 1, 7}));
    QCOMPARE(copy.creditedRules(), (QVector<MatchRule>{MatchRule::Alternative, MatchRule::DetailNoPunct, MatchRule::Exact}));
    QCOMPARE(ExtractionResult::ruleName(copy.creditedRules().at(1)), QStringLiteral("detail-nopunct"));
    QCOMPARE(ExtractionResult::ruleName(MatchRule::None), QString());
    QVERIFY(ExtractionResult::quirkText(FlQuirk::LaterOccurrence).contains(QLatin1String("later occurrence")));
}

QTEST_GUILESS_MAIN(TestCompactLayout)
#include "test_compact_layout.moc"
