// The compiled BenchIE^FL gold's compact sets (issue "Robustness, proven", memory). FlKeySet
// (form keys as index tuples): membership equals that of the joined key strings it replaces,
// on hand-made edge cases and on random keys against a plain set of (cluster, joined string).
// LoD's F (FlSentenceGold::flatContains, hashes of forms checked against their slot texts):
// membership equals that of the squashed strings, made independently from FlForms, on the
// real BenchIE^FL gold and on near misses of every string.
#include "core/benchie/BenchieGoldReader.h"
#include "core/fl/FlForms.h"
#include "core/fl/FlGold.h"
#include "core/fl/FlKeySet.h"
#include "core/fl/FlText.h"

#include "tests/TestData.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

#include <utility>

class TestFlKeySet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void edgeCases();
    void randomKeysAgreeWithJoinedStrings();
    void flatFormsAgreeWithSquashedStrings();
};

void TestFlKeySet::edgeCases()
{
    const QString sep = FlText::keySeparator();
    const auto join = [&](const QStringList &parts) { return parts.join(sep); };
    FlKeySet keys;
    keys.insert(0, QStringLiteral("he"), QStringLiteral("served as"), QStringLiteral("Prime Minister"));
    keys.insert(1, QStringLiteral("he"), QStringLiteral("is"), QString());
    keys.insert(2, QStringLiteral("a") + sep + QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")); // kept whole
    keys.insertJoined(3, join({QStringLiteral("w"), QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")}));
    keys.insertJoined(4, join({QStringLiteral("p"), QStringLiteral("q"), QStringLiteral("r")}));
    const auto has = [&](int cluster, const QString &key) { return keys.contains(cluster, keys.lookup(key)); };
    QVERIFY(has(0, join({QStringLiteral("he"), QStringLiteral("served as"), QStringLiteral("Prime Minister")})));
    QVERIFY(!has(1, join({QStringLiteral("he"), QStringLiteral("served as"), QStringLiteral("Prime Minister")})));
    QVERIFY(has(1, join({QStringLiteral("he"), QStringLiteral("is"), QString()})));
    QVERIFY(!has(1, join({QStringLiteral("he"), QStringLiteral("is")})));
    QVERIFY(!has(0, join({QStringLiteral("he"), QStringLiteral("is"), QStringLiteral("Prime Minister")})));
    // The separator inside a text: the joined string, not its three-way split, is the key.
    QVERIFY(has(2, join({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")})));
    QVERIFY(!has(2, join({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")})));
    QVERIFY(has(3, join({QStringLiteral("w"), QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")})));
    QVERIFY(has(4, join({QStringLiteral("p"), QStringLiteral("q"), QStringLiteral("r")})));
    QVERIFY(!has(5, join({QStringLiteral("p"), QStringLiteral("q"), QStringLiteral("r")})));
    QVERIFY(!has(4, QStringLiteral("pqr")));
    QVERIFY(!has(4, QString()));
}

// Random short texts over a tiny alphabet (the separator and empty texts included), inserted
// both ways, then every possible key of three or four such texts asked of every cluster.
void TestFlKeySet::randomKeysAgreeWithJoinedStrings()
{
    const QString sep = FlText::keySeparator();
    const QStringList alphabet{QString(), QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("a b"), sep,
                               QStringLiteral("a") + sep};
    QRandomGenerator random(16);
    FlKeySet keys;
    QSet<std::pair<int, QString>> reference;
    for (int i = 0; i < 400; ++i) {
        const int cluster = int(random.bounded(5));
        QStringList parts;
        const int count = random.bounded(4) == 0 ? 4 : 3;
        for (int p = 0; p < count; ++p)
            parts << alphabet.at(int(random.bounded(alphabet.size())));
        if (count == 3 && random.bounded(2) == 0)
            keys.insert(cluster, parts.at(0), parts.at(1), parts.at(2));
        else
            keys.insertJoined(cluster, parts.join(sep));
        reference.insert({cluster, parts.join(sep)});
    }
    int asked = 0;
    int found = 0;
    // The same answers while keys are added and once finished (tuples sorted in a vector).
    for (int finished = 0; finished < 2; ++finished) {
        if (finished)
            keys.finish();
        for (const QString &a : alphabet) {
            for (const QString &b : alphabet) {
                for (const QString &c : alphabet) {
                    for (const QString &d : QStringList{QStringLiteral("<3>")} + alphabet) {
                        QString key = a + sep + b + sep + c;
                        if (d != QLatin1String("<3>"))
                            key += sep + d;
                        const FlKeySet::Lookup lookup = keys.lookup(key);
                        for (int cluster = 0; cluster < 6; ++cluster) {
                            const bool expected = reference.contains({cluster, key});
                            if (keys.contains(cluster, lookup) != expected)
                                QFAIL(qPrintable(QStringLiteral("cluster %1, key '%2': expected %3")
                                                     .arg(cluster)
                                                     .arg(QString(key).replace(FlText::keySeparator(), QLatin1Char('|')))
                                                     .arg(expected)));
                            ++asked;
                            found += expected ? 1 : 0;
                        }
                    }
                }
            }
        }
    }
    QVERIFY(found > 200); // the keys asked include many of those inserted (twice)
    QVERIFY(asked > found);
}

// Principled mode: F is the squashed (spaces deleted, lowercased) text of every form of every
// scored cluster, the forms being FlForms::appendPrincipled's of each triple.
void TestFlKeySet::flatFormsAgreeWithSquashedStrings()
{
    const QString goldPath = TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_300.txt"));
    REQUIRE_DATA_FILE(goldPath);
    Benchmark gold;
    Diagnostics diagnostics;
    QString error;
    QVERIFY2(BenchieGoldReader::readFile(goldPath, &gold, &diagnostics, &error), qPrintable(error));
    QCOMPARE(gold.sentences().size(), 300);
    const FlOptions options; // principled
    qsizetype strings = 0;
    qsizetype nearMisses = 0;
    for (qsizetype index = 0; index < gold.sentences().size(); ++index) {
        if (!TestData::asksCase(index))
            continue; // the sanitizer builds ask a share of the sentences (TestData::kCaseShare)
        const Sentence &sentence = gold.sentences().at(index);
        QStringList problems;
        const FlSentenceGold compiled = FlGold::compile(sentence, options, &problems);
        QSet<QString> flat, flatNoPunct;
        for (const Synset &synset : sentence.synsets) {
            if (!synset.scored)
                continue;
            QVector<FlForm> forms;
            bool capped = false;
            for (const Triple &triple : synset.triples) {
                if (!triple.isInert())
                    FlForms::appendPrincipled(triple, &forms, 1 << 16, &capped);
            }
            for (const FlForm &form : std::as_const(forms)) {
                flat.insert(FlText::squash(form.join(QString())));
                flatNoPunct.insert(FlText::squash(FlText::noPunct(form.join(QString()))));
            }
        }
        for (int noPunct = 0; noPunct < 2; ++noPunct) {
            const QSet<QString> &reference = noPunct ? flatNoPunct : flat;
            for (const QString &text : reference) {
                if (!compiled.flatContains(text, noPunct))
                    QFAIL(qPrintable(QStringLiteral("sentence %1: '%2' is a form, not found").arg(sentence.id, text)));
                ++strings;
                // Near misses: one character more or less, or two swapped.
                QStringList misses{text + QLatin1Char('x'), text.chopped(std::min<qsizetype>(1, text.size())),
                                   QLatin1Char('x') + text};
                if (text.size() >= 2)
                    misses << text.right(1) + text.chopped(1);
                for (const QString &miss : std::as_const(misses)) {
                    if (compiled.flatContains(miss, noPunct) != reference.contains(miss))
                        QFAIL(qPrintable(QStringLiteral("sentence %1: '%2' answered wrong").arg(sentence.id, miss)));
                    ++nearMisses;
                }
            }
        }
    }
    // The real gold's forms, every one asked (a share of the sentences under the sanitizers).
    const qsizetype expected = TestData::kCaseShare == 1 ? 50000 : 8000; // every fifth sentence: 9,806
    QVERIFY2(strings > expected, qPrintable(QString::number(strings)));
    QVERIFY(nearMisses > 4 * expected - 1000);
}

QTEST_GUILESS_MAIN(TestFlKeySet)
#include "test_fl_key_set.moc"
