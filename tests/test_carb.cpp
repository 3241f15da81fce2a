// CaRB: reproduction of every official number on ../shared/data (reference/carb_official.json),
// the matching rules one by one on small hand-made tuples, the readers' edge cases and
// malformed lines. ROBUST, built on it, is tested in test_robust.cpp.
#include "cli/OieScore.h"
#include "core/carb/CarbCorpus.h"
#include "core/carb/CarbGoldReader.h"
#include "core/carb/CarbMatcher.h"
#include "core/carb/CarbScorer.h"
#include "core/carb/CarbSystemReader.h"
#include "tests/DiagnosticChecks.h"
#include "tests/RunScore.h"
#include "tests/TestData.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

CarbTuple tuple(const QString &relation, const QStringList &arguments, double confidence = 1.0)
{
    return CarbTuple{relation, arguments, confidence, 0};
}

CarbMatcher::Score match(const CarbTuple &gold, const CarbTuple &system)
{
    CarbMatcher matcher;
    const CarbMatcher::Prepared g = matcher.prepare(gold);
    const CarbMatcher::Prepared s = matcher.prepare(system);
    return matcher.match(g, s);
}

CarbCorpus goldFrom(const QByteArray &text, Diagnostics *diagnostics = nullptr)
{
    Diagnostics local;
    return CarbGoldReader::readBytes(text, QStringLiteral("gold.tsv"), diagnostics ? diagnostics : &local);
}

CarbCorpus tabbedFrom(const QByteArray &text, Diagnostics *diagnostics = nullptr)
{
    Diagnostics local;
    return CarbSystemReader::readBytes(text, QStringLiteral("system.txt"), CarbSystemReader::Format::Tabbed, {},
                                       diagnostics ? diagnostics : &local);
}

} // namespace

class TestCarb : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reproducesOfficialScores_data();
    void reproducesOfficialScores();
    void cliReproducesOfficialScores();
    void matchingRules();
    void saidSwap();
    void missingArgumentPosition();
    void thresholdsCurveAndAuc();
    void greedyPrecisionIsNotOptimalAssignment();
    void noExtractions();
    void goldReaderEdgeCases();
    void sentenceKeys();
    void systemReaders();
    void malformedSystemLines();
    void cliOptionsAndErrors();
};

void TestCarb::reproducesOfficialScores_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("gold");
    QTest::addColumn<QString>("system");
    QTest::addColumn<int>("format");
    const QString carb = TestData::path(QStringLiteral("carb/"));
    const QList<std::pair<QString, CarbSystemReader::Format>> native = {
        {QStringLiteral("openie4"), CarbSystemReader::Format::OpenIe4},
        {QStringLiteral("openie5"), CarbSystemReader::Format::OpenIe5},
        {QStringLiteral("clausie"), CarbSystemReader::Format::ClausIe},
        {QStringLiteral("props"), CarbSystemReader::Format::PropS}};
    for (const auto &[name, format] : native) {
        const QString key = QStringLiteral("carb_test/") + name;
        QTest::newRow(qPrintable(key)) << key << carb + QStringLiteral("gold/test.tsv")
                                       << carb + QStringLiteral("systems/") + name + QStringLiteral("_output.txt")
                                       << int(format);
    }
    for (const char *name : {"clausie", "minie", "stanford", "openie6", "roi_n", "roi_t", "naive_oie", "m2oie_en"}) {
        const QString key = QStringLiteral("benchie300/") + QLatin1String(name);
        QTest::newRow(qPrintable(key)) << key << TestData::benchie(QStringLiteral("carb_explicit.txt"))
                                       << TestData::benchie(QStringLiteral("systems/") + QLatin1String(name)
                                                            + QStringLiteral("_explicit.txt"))
                                       << int(CarbSystemReader::Format::Benchie);
    }
}

void TestCarb::reproducesOfficialScores()
{
    QFETCH(QString, key);
    QFETCH(QString, gold);
    QFETCH(QString, system);
    QFETCH(int, format);
    const QString referencePath = TestData::path(QStringLiteral("reference/carb_official.json"));
    const QString sentencesPath = TestData::benchie(QStringLiteral("sentences/sample300_en.txt"));
    for (const QString &file : {referencePath, gold, system, sentencesPath})
        REQUIRE_DATA_FILE(file);
    QFile referenceFile(referencePath);
    QVERIFY(referenceFile.open(QIODevice::ReadOnly));
    const QJsonObject expected = QJsonDocument::fromJson(referenceFile.readAll()).object().value(key).toObject();
    QVERIFY2(!expected.isEmpty(), qPrintable(key + QStringLiteral(" is not in carb_official.json")));

    Diagnostics diagnostics;
    QString error;
    CarbCorpus goldCorpus;
    QVERIFY2(CarbGoldReader::readFile(gold, &goldCorpus, &diagnostics, &error), qPrintable(error));
    QHash<QString, QString> sentences;
    QVERIFY2(CarbSystemReader::readSentences(sentencesPath, &sentences, &diagnostics, &error), qPrintable(error));
    QCOMPARE(sentences.size(), 300);
    CarbCorpus systemCorpus;
    QVERIFY2(CarbSystemReader::readFile(system, CarbSystemReader::Format(format), sentences, &systemCorpus,
                                        &diagnostics, &error),
             qPrintable(error));
    for (const Diagnostic &d : diagnostics)
        QVERIFY2(d.severity != Diagnostic::Severity::Error, qPrintable(d.toString()));

    const CarbResult result = CarbScorer::score(goldCorpus, systemCorpus);
    const QList<std::pair<const char *, double>> values = {
        {"auc", result.auc}, {"precision", result.precision}, {"recall", result.recall}, {"f1", result.f1}};
    for (const auto &[name, value] : values) {
        const double reference = expected.value(QLatin1String(name)).toDouble(-1);
        const QString where = key + QLatin1Char(' ') + QLatin1String(name) + QStringLiteral(": got ")
            + QString::number(value, 'g', 17) + QStringLiteral(", official ") + QString::number(reference);
        QVERIFY2(CarbResult::round3(value) == reference, qPrintable(where));
        QVERIFY2(std::abs(value - reference) <= 0.0005, qPrintable(where));
    }
}

namespace {

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-12;
}

} // namespace

void TestCarb::cliReproducesOfficialScores()
{
    // One process per native format, JSON output: the same numbers as the library.
    const QString gold = TestData::path(QStringLiteral("carb/gold/test.tsv"));
    const QString system = TestData::path(QStringLiteral("carb/systems/props_output.txt"));
    REQUIRE_DATA_FILE(gold);
    REQUIRE_DATA_FILE(system);
    const ScoreRun run = runScore({QStringLiteral("--scorer"), QStringLiteral("carb"), QStringLiteral("--gold"), gold,
                              QStringLiteral("--system-format=props"), QStringLiteral("--format"), QStringLiteral("json"),
                              QStringLiteral("--details"), QStringLiteral("props=") + system});
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    const QJsonObject root = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("scorer")).toString(), QStringLiteral("carb"));
    const QJsonObject props = root.value(QStringLiteral("systems")).toArray().at(0).toObject();
    QCOMPARE(props.value(QStringLiteral("name")).toString(), QStringLiteral("props"));
    QCOMPARE(CarbResult::round3(props.value(QStringLiteral("auc")).toDouble()), 0.126);
    QCOMPARE(CarbResult::round3(props.value(QStringLiteral("precision")).toDouble()), 0.34);
    QCOMPARE(CarbResult::round3(props.value(QStringLiteral("recall")).toDouble()), 0.3);
    QCOMPARE(CarbResult::round3(props.value(QStringLiteral("f1")).toDouble()), 0.319);
    QCOMPARE(props.value(QStringLiteral("rounded")).toObject().value(QStringLiteral("f1")).toDouble(), 0.319);
    QVERIFY(props.value(QStringLiteral("threshold")).isDouble());
    QVERIFY(props.value(QStringLiteral("curve")).toArray().size() > 1000);

    // Table output prints CaRB's 3 decimals.
    const ScoreRun table = runScore({QStringLiteral("--scorer"), QStringLiteral("carb"), QStringLiteral("--gold"), gold,
                                QStringLiteral("--system-format"), QStringLiteral("props"), QStringLiteral("props=") + system});
    QVERIFY2(table.status == 0, qPrintable(describeRun(table)));
    QVERIFY2(table.out.contains(QStringLiteral("0.126  0.340  0.300  0.319")), qPrintable(table.out));
}

void TestCarb::matchingRules()
{
    // Exact tuple: everything matches.
    CarbMatcher::Score s = match(tuple(QStringLiteral("likes"), {QStringLiteral("John"), QStringLiteral("Mary")}),
                                 tuple(QStringLiteral("likes"), {QStringLiteral("John"), QStringLiteral("Mary")}));
    QCOMPARE(s.precision, 1.0);
    QCOMPARE(s.recall, 1.0);
    // Be rule: system "be" against gold "is": 1 (be) + 1 + 1 matched; P 3/3, R 3/3.
    s = match(tuple(QStringLiteral("is"), {QStringLiteral("Paris"), QStringLiteral("big")}),
              tuple(QStringLiteral("be"), {QStringLiteral("Paris"), QStringLiteral("big")}));
    QCOMPARE(s.precision, 1.0);
    QCOMPARE(s.recall, 1.0);
    // ... even when the gold "is" was matched already: "is" + bonus = 2 relation words,
    // 4 matched; P 4/(2+1+1) = 1, R 4/(1+1+1) = 4/3.
    s = match(tuple(QStringLiteral("is"), {QStringLiteral("Paris"), QStringLiteral("big")}),
              tuple(QStringLiteral("is be"), {QStringLiteral("Paris"), QStringLiteral("big")}));
    QCOMPARE(s.precision, 1.0);
    QVERIFY(near(s.recall, 4.0 / 3.0));
    // No form of be in the gold relation: no bonus, no relation word matched: (0, 0).
    s = match(tuple(QStringLiteral("has"), {QStringLiteral("Paris"), QStringLiteral("big")}),
              tuple(QStringLiteral("be"), {QStringLiteral("Paris"), QStringLiteral("big")}));
    QCOMPARE(s.precision, 0.0);
    QCOMPARE(s.recall, 0.0);
    // Case-sensitive bags: "paris" is not "Paris". Relation 1 + "big" 1 = 2 of 3 / 3.
    s = match(tuple(QStringLiteral("is"), {QStringLiteral("Paris"), QStringLiteral("big")}),
              tuple(QStringLiteral("is"), {QStringLiteral("paris"), QStringLiteral("big")}));
    QVERIFY(near(s.precision, 2.0 / 3.0));
    QVERIFY(near(s.recall, 2.0 / 3.0));
    // Each gold word consumes one system word: gold "the the cat" vs system "the cat cat":
    // 2 matched in arg2; with relation and arg1: 4 matched, P 4/(1+1+3), R 4/(1+1+3).
    s = match(tuple(QStringLiteral("saw"), {QStringLiteral("I"), QStringLiteral("the the cat")}),
              tuple(QStringLiteral("saw"), {QStringLiteral("I"), QStringLiteral("the cat cat")}));
    QVERIFY(near(s.precision, 4.0 / 5.0));
    QVERIFY(near(s.recall, 4.0 / 5.0));
}

void TestCarb::saidSwap()
{
    const CarbTuple system = tuple(QStringLiteral("said"), {QStringLiteral("it rains"), QStringLiteral("John")});
    // Straight: only "said" matches, P 1/4, R 1/4; swapped: all 4 words, (1, 1), kept whole.
    CarbMatcher::Score s = match(tuple(QStringLiteral("said"), {QStringLiteral("John"), QStringLiteral("it rains")}), system);
    QCOMPARE(s.precision, 1.0);
    QCOMPARE(s.recall, 1.0);
    // A substring test: "has said" and "adds" qualify; "thinks" does not.
    s = match(tuple(QStringLiteral("has said"), {QStringLiteral("John"), QStringLiteral("it rains")}),
              tuple(QStringLiteral("has said"), {QStringLiteral("it rains"), QStringLiteral("John")}));
    QCOMPARE(s.precision, 1.0);
    s = match(tuple(QStringLiteral("thinks"), {QStringLiteral("John"), QStringLiteral("it rains")}),
              tuple(QStringLiteral("thinks"), {QStringLiteral("it rains"), QStringLiteral("John")}));
    QVERIFY(near(s.precision, 0.25));
    QVERIFY(near(s.recall, 0.25));
    // The swap keeps the pair with the higher precision, not the higher recall: gold "says"
    // [a b, c]; straight [a],[b c]: 3 matched, P 3/4, R 3/4; swapped [b c],[a]: 2, P 2/4.
    s = match(tuple(QStringLiteral("says"), {QStringLiteral("a b"), QStringLiteral("c")}),
              tuple(QStringLiteral("says"), {QStringLiteral("a"), QStringLiteral("b c")}));
    QVERIFY(near(s.precision, 0.75));
    QVERIFY(near(s.recall, 0.75));
}

void TestCarb::missingArgumentPosition()
{
    // The gold has two positions, the system one: (0, 0).
    CarbMatcher::Score s = match(tuple(QStringLiteral("likes"), {QStringLiteral("John"), QStringLiteral("Mary")}),
                                 tuple(QStringLiteral("likes"), {QStringLiteral("John")}));
    QCOMPARE(s.precision, 0.0);
    QCOMPARE(s.recall, 0.0);
    // The gold has one position: the system's second argument is ignored. 2 of 2 / 2.
    s = match(tuple(QStringLiteral("runs"), {QStringLiteral("John")}),
              tuple(QStringLiteral("runs"), {QStringLiteral("John"), QStringLiteral("fast today")}));
    QCOMPARE(s.precision, 1.0);
    QCOMPARE(s.recall, 1.0);
    // N-ary gold and system are made binary: [John, to school, today] -> [John, to school today].
    s = match(tuple(QStringLiteral("went"), {QStringLiteral("John"), QStringLiteral("to school"), QStringLiteral("today")}),
              tuple(QStringLiteral("went"), {QStringLiteral("John"), QStringLiteral("to"), QStringLiteral("school today")}));
    QCOMPARE(s.precision, 1.0);
    QCOMPARE(s.recall, 1.0);
    // Arguments match but the relation does not: (0, 0).
    s = match(tuple(QStringLiteral("likes"), {QStringLiteral("John"), QStringLiteral("Mary")}),
              tuple(QStringLiteral("hates"), {QStringLiteral("John"), QStringLiteral("Mary")}));
    QCOMPARE(s.precision, 0.0);
}

void TestCarb::thresholdsCurveAndAuc()
{
    // Sentence A: g1 likes(John, Mary), g2 owns(Mary, a dog). Sentence B: one gold tuple and no
    // extraction. Extractions of A: e1 = g1 at 0.9 (P 1, R 1 on g1); e2 owns(Mary, dog) at
    // 0.5 (P 3/3, R 3/4 on g2); e3 eats(x, y) at 0.2 (nothing). An unrelated sentence adds the
    // threshold 0.7. Recall denominators are 3 gold tuples everywhere.
    //   t=0.2: R (1+.75)/3 = 7/12, P (1+1)/3 = 2/3 (greedy pairs e1-g1, e2-g2, 2 of 3 counted)
    //   t=0.5: R 7/12, P 2/2 = 1, F1 = 2*(7/12)/(19/12) = 14/19 (the optimum)
    //   t=0.7: R 1/3, P 1 (e1 only); t=0.9: the same point.
    // AUC over (R, P) = (7/12, 2/3), (7/12, 1), (1/3, 1), (1/3, 1), (0, 1):
    //   0 + (7/12 - 1/3) * 1 + 0 + 1/3 * 1 = 7/12.
    const CarbCorpus gold = goldFrom("A .\tlikes\tJohn\tMary\nA .\towns\tMary\ta dog\nB .\trains\tit\tnow\n");
    const CarbCorpus system = tabbedFrom("A .\t0.9\tlikes\tJohn\tMary\nA .\t0.5\towns\tMary\tdog\n"
                                         "A .\t0.2\teats\tx\ty\nC .\t0.7\tsits\tcat\tmat\n");
    const CarbResult r = CarbScorer::score(gold, system);
    QCOMPARE(r.curve.size(), 4);
    const double expected[][3] = {{0.2, 2.0 / 3, 7.0 / 12}, {0.5, 1, 7.0 / 12}, {0.7, 1, 1.0 / 3}, {0.9, 1, 1.0 / 3}};
    for (int k = 0; k < 4; ++k) {
        QCOMPARE(r.curve.at(k).threshold, expected[k][0]);
        QVERIFY2(near(r.curve.at(k).precision, expected[k][1]), qPrintable(QString::number(k)));
        QVERIFY2(near(r.curve.at(k).recall, expected[k][2]), qPrintable(QString::number(k)));
    }
    QVERIFY(r.hasOptimum);
    QCOMPARE(r.threshold, 0.5);
    QVERIFY(near(r.precision, 1.0));
    QVERIFY(near(r.recall, 7.0 / 12));
    QVERIFY(near(r.f1, 14.0 / 19));
    QVERIFY(near(r.auc, 7.0 / 12));
    QCOMPARE(r.goldTuples, 3);
    QCOMPARE(r.systemSentencesWithoutGold, 1);

    // F1 ties: the lowest threshold wins. Sentence D has no gold, so its threshold 0.3 gives
    // the same point as 0.8.
    const CarbCorpus tieGold = goldFrom("A .\tlikes\tJohn\tMary\n");
    const CarbCorpus tieSystem = tabbedFrom("A .\t0.8\tlikes\tJohn\tMary\nD .\t0.3\tx\ty\tz\n");
    const CarbResult tie = CarbScorer::score(tieGold, tieSystem);
    QCOMPARE(tie.curve.size(), 2);
    QCOMPARE(tie.threshold, 0.3);
    QCOMPARE(tie.f1, 1.0);
}

void TestCarb::greedyPrecisionIsNotOptimalAssignment()
{
    // g1 a(x, y), g2 d(x, q); e1 "a d"(x, y): P 3/4 with g1, 2/4 with g2; e2 a(x, z): P 2/3
    // with g1, 0 with g2. Greedy takes e1-g1 (0.75) first, then e2-g2 (0): precision 0.75/2,
    // where the best assignment would give (2/3 + 1/2)/2. Recall: g1 best 1 (e1), g2 best 2/3.
    const CarbCorpus gold = goldFrom("S .\ta\tx\ty\nS .\td\tx\tq\n");
    const CarbCorpus system = tabbedFrom("S .\t1\ta d\tx\ty\nS .\t1\ta\tx\tz\n");
    const CarbResult r = CarbScorer::score(gold, system);
    QCOMPARE(r.curve.size(), 1);
    QVERIFY(near(r.precision, 0.375));
    QVERIFY(near(r.recall, (1 + 2.0 / 3) / 2));
}

void TestCarb::noExtractions()
{
    // No extraction at all: no threshold, AUC 0, the optimum (0, 0, 0) as the official code.
    const CarbResult empty = CarbScorer::score(goldFrom("A .\tlikes\tJohn\tMary\n"), CarbCorpus());
    QVERIFY(!empty.hasOptimum);
    QCOMPARE(empty.auc, 0.0);
    QCOMPARE(empty.f1, 0.0);
    // Only wrong extractions: P 0 and R 0 make F1 undefined (NaN officially, skipped): no optimum.
    const CarbResult wrong = CarbScorer::score(goldFrom("A .\tlikes\tJohn\tMary\n"), tabbedFrom("A .\t0.5\tx\ty\tz\n"));
    QCOMPARE(wrong.curve.size(), 1);
    QVERIFY(std::isnan(wrong.curve.at(0).f1));
    QVERIFY(!wrong.hasOptimum);
    QCOMPARE(wrong.precision, 0.0);
    QCOMPARE(wrong.auc, 0.0);
}

void TestCarb::goldReaderEdgeCases()
{
    Diagnostics diagnostics;
    const CarbCorpus gold = goldFrom("A .\tlikes\tJohn\tMary\t\n"   // ends in a tab: 2 arguments, no empty third
                                     "\n"                            // blank: warning
                                     "A .\tsaid\tJohn\tC: context\tit\n" // "C: " argument skipped
                                     "no tab here\n"                 // error
                                     "B .\t runs \t John \n",        // fields trimmed
                                     &diagnostics);
    QCOMPARE(gold.sentences().size(), 2);
    const CarbSentence &a = gold.sentences().at(0);
    QCOMPARE(a.tuples.size(), 2);
    QCOMPARE(a.tuples.at(0).arguments, (QStringList{QStringLiteral("John"), QStringLiteral("Mary")}));
    QCOMPARE(a.tuples.at(1).arguments, (QStringList{QStringLiteral("John"), QStringLiteral("it")}));
    QCOMPARE(gold.sentences().at(1).tuples.at(0).relation, QStringLiteral("runs"));
    QCOMPARE(gold.sentences().at(1).tuples.at(0).arguments, QStringList{QStringLiteral("John")});
    QVERIFY2(hasMessage(diagnostics, 2, Diagnostic::Severity::Warning, QStringLiteral("blank line")), qPrintable(describe(diagnostics)));
    QVERIFY2(hasMessage(diagnostics, 3, Diagnostic::Severity::Info, QStringLiteral("C: ")), qPrintable(describe(diagnostics)));
    QVERIFY2(hasMessage(diagnostics, 4, Diagnostic::Severity::Error, QStringLiteral("no tab")), qPrintable(describe(diagnostics)));
}

void TestCarb::sentenceKeys()
{
    QCOMPARE(CarbCorpus::sentenceKey(u"He said -LRB- yes -RRB- ."), QStringLiteral("Hesaidyes"));
    QCOMPARE(CarbCorpus::sentenceKey(u"He said (yes)."), QStringLiteral("Hesaidyes"));
    QCOMPARE(CarbCorpus::sentenceKey(u"caf\u00e9 , 3 %"), QStringLiteral("caf\u00e93"));
    // Gold and system sentences pair by key; a later sentence with the same key replaces
    // an earlier one (kept in its place) and is reported.
    Diagnostics diagnostics;
    const CarbCorpus gold = goldFrom("A b .\tr\tx\ty\nC .\tr\tx\ty\nA  b\tq\tx\ty\n", &diagnostics);
    QCOMPARE(gold.sentences().size(), 2);
    QCOMPARE(gold.sentences().at(0).tuples.at(0).relation, QStringLiteral("q"));
    QVERIFY2(hasMessage(diagnostics, 3, Diagnostic::Severity::Warning, QStringLiteral("same key")), qPrintable(describe(diagnostics)));
    const CarbCorpus system = tabbedFrom("A -LRB- b -RRB-\t1\tq\tx\ty\n");
    QVERIFY(system.find(CarbCorpus::sentenceKey(u"A b .")) != nullptr);
}

void TestCarb::systemReaders()
{
    Diagnostics diagnostics;
    const QHash<QString, QString> none;
    // OpenIE-4: text between the first "(" and ",List("; empty field 3-5 skipped.
    CarbCorpus c = CarbSystemReader::readBytes(
        "0.5\t\tSimpleArgument(John (Jr),List([0, 4)))\tRelation(likes,List([5, 10)))\tSimpleArgument(Mary,List([11, 15)))\tJohn likes Mary\n"
        "0.4\t\t\tRelation(likes,List([5, 10)))\tSimpleArgument(Mary,List([11, 15)))\tJohn likes Mary\n",
        QStringLiteral("o4.txt"), CarbSystemReader::Format::OpenIe4, none, &diagnostics);
    QCOMPARE(c.tupleCount(), 1);
    QCOMPARE(c.sentences().at(0).tuples.at(0).arguments, (QStringList{QStringLiteral("John (Jr)"), QStringLiteral("Mary")}));
    QCOMPARE(c.sentences().at(0).tuples.at(0).confidence, 0.5);
    QVERIFY2(hasMessage(diagnostics, 2, Diagnostic::Severity::Info, QStringLiteral("ignored")), qPrintable(describe(diagnostics)));
    // OpenIE-5: arguments split on ");", the context text prepended unless arg1 + rel starts with it.
    c = CarbSystemReader::readBytes(
        "0.9\tContext(he said,List([0, 7)))\tSimpleArgument(John,List([0, 4)))\tRelation(gave,List([5, 9)))\t"
        "SimpleArgument(Mary,List([10, 14))); SimpleArgument(a book,List([15, 21)))\the said John gave Mary a book\n"
        "0.8\tContext(John gave,List([0, 9)))\tSimpleArgument(John,List([0, 4)))\tRelation(gave,List([5, 9)))\t"
        "SimpleArgument(Mary,List([10, 14)))\the said John gave Mary a book\n",
        QStringLiteral("o5.txt"), CarbSystemReader::Format::OpenIe5, none, &diagnostics);
    QCOMPARE(c.tupleCount(), 2);
    QCOMPARE(c.sentences().at(0).tuples.at(0).arguments,
             (QStringList{QStringLiteral("he said John"), QStringLiteral("Mary"), QStringLiteral("a book")}));
    QCOMPARE(c.sentences().at(0).tuples.at(1).arguments, (QStringList{QStringLiteral("John"), QStringLiteral("Mary")}));
    // ClausIE: sentence lines, 5-field extraction lines (quotes dropped), other lines ignored.
    c = CarbSystemReader::readBytes("John likes Mary .\n1\t\"John\"\t\"likes\"\t\"Mary\"\t0.25\n1\t\"John\"\t\"likes\"\t0.3\n",
                                    QStringLiteral("clausie.txt"), CarbSystemReader::Format::ClausIe, none, &diagnostics);
    QCOMPARE(c.tupleCount(), 1);
    QCOMPARE(c.sentences().at(0).text, QStringLiteral("John likes Mary ."));
    QCOMPARE(c.sentences().at(0).tuples.at(0).relation, QStringLiteral("likes"));
    QCOMPARE(c.sentences().at(0).tuples.at(0).confidence, 0.25);
    // PropS: every second field from the fifth is an argument.
    c = CarbSystemReader::readBytes("-1.5\tJohn likes Mary .\tlikes\tsubj\tJohn \tdobj\tMary \n",
                                    QStringLiteral("props.txt"), CarbSystemReader::Format::PropS, none, &diagnostics);
    QCOMPARE(c.sentences().at(0).tuples.at(0).arguments, (QStringList{QStringLiteral("John "), QStringLiteral("Mary")}));
    QCOMPARE(c.sentences().at(0).tuples.at(0).confidence, -1.5);
    // BenchIE: ids take their text from the sentence source; confidence 1, args [subject, object].
    Diagnostics benchieDiagnostics;
    c = CarbSystemReader::readBytes("1\tJohn\tlikes\tMary\n7\tX\ty\tZ\n", QStringLiteral("b.txt"),
                                    CarbSystemReader::Format::Benchie, {{QStringLiteral("1"), QStringLiteral("John likes Mary .")}},
                                    &benchieDiagnostics);
    QCOMPARE(c.tupleCount(), 1);
    QCOMPARE(c.sentences().at(0).text, QStringLiteral("John likes Mary ."));
    QCOMPARE(c.sentences().at(0).tuples.at(0).confidence, 1.0);
    QCOMPARE(c.sentences().at(0).tuples.at(0).arguments, (QStringList{QStringLiteral("John"), QStringLiteral("Mary")}));
    QVERIFY2(hasMessage(benchieDiagnostics, 2, Diagnostic::Severity::Warning, QStringLiteral("'7'")),
             qPrintable(describe(benchieDiagnostics)));
}

void TestCarb::malformedSystemLines()
{
    Diagnostics diagnostics;
    const CarbCorpus c = tabbedFrom("A .\tnot-a-number\tr\tx\nA .\t0.5\nA .\tnan\tr\tx\n\nA .\t0.5\tr\tx\n", &diagnostics);
    QCOMPARE(c.tupleCount(), 1);
    QVERIFY2(hasMessage(diagnostics, 1, Diagnostic::Severity::Error, QStringLiteral("not a number")), qPrintable(describe(diagnostics)));
    QVERIFY2(hasMessage(diagnostics, 2, Diagnostic::Severity::Error, QStringLiteral("2 field(s)")), qPrintable(describe(diagnostics)));
    QVERIFY2(hasMessage(diagnostics, 3, Diagnostic::Severity::Error, QStringLiteral("not a number")), qPrintable(describe(diagnostics)));
    Diagnostics more;
    const QHash<QString, QString> none;
    CarbSystemReader::readBytes("0.5\t\tSimpleArgument(John)\tRelation(likes,List())\tSimpleArgument(Mary,List())\tS\n0.5\tshort\n",
                                QStringLiteral("o4.txt"), CarbSystemReader::Format::OpenIe4, none, &more);
    QVERIFY2(hasMessage(more, 1, Diagnostic::Severity::Error, QStringLiteral(",List(")), qPrintable(describe(more)));
    QVERIFY2(hasMessage(more, 2, Diagnostic::Severity::Error, QStringLiteral("6 tab-separated")), qPrintable(describe(more)));
    Diagnostics clausie;
    const CarbCorpus c2 = CarbSystemReader::readBytes("1\t\"a\"\t\"b\"\t\"c\"\t0.5\nS .\n\n1\t\"a\"\t\"b\"\t\"c\"\t0.5\n",
                                                      QStringLiteral("c.txt"), CarbSystemReader::Format::ClausIe, none, &clausie);
    QVERIFY2(hasMessage(clausie, 1, Diagnostic::Severity::Error, QStringLiteral("before any sentence")), qPrintable(describe(clausie)));
    QVERIFY2(hasMessage(clausie, 3, Diagnostic::Severity::Warning, QStringLiteral("empty sentence")), qPrintable(describe(clausie)));
    QCOMPARE(c2.sentences().size(), 1);
    QCOMPARE(c2.sentences().at(0).text, QString()); // the blank line's sentence, as officially
    // Binary garbage: diagnostics, no crash.
    Diagnostics garbage;
    tabbedFrom(QByteArray("\xff\xfe\x00\x01\t\t\t\n\x80", 9), &garbage);
    QVERIFY(!garbage.isEmpty());
}

void TestCarb::cliOptionsAndErrors()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString gold = dir.filePath(QStringLiteral("gold.tsv"));
    const QString system = dir.filePath(QStringLiteral("sys.txt"));
    const QString curve = dir.filePath(QStringLiteral("curve.tsv"));
    QVERIFY(writeFile(gold, "A .\tlikes\tJohn\tMary\n"));
    QVERIFY(writeFile(system, "A .\t0.9\tlikes\tJohn\tMary\nA .\tbad\tx\ty\n"));
    const QString carb = QStringLiteral("--scorer=carb");
    // Usage errors: 2.
    QCOMPARE(runScore({carb, QStringLiteral("--gold"), gold, QStringLiteral("--system-format"), QStringLiteral("reverb"), system}).status, 2);
    QCOMPARE(runScore({carb, QStringLiteral("--gold"), gold, QStringLiteral("--system-format"), QStringLiteral("benchie"), system}).status, 2);
    QCOMPARE(runScore({carb, system}).status, 2);
    QCOMPARE(runScore({carb, QStringLiteral("--gold"), gold, QStringLiteral("--facet"), QStringLiteral("concat"), system}).status, 2);
    const ScoreRun help = runScore({carb, QStringLiteral("--help")});
    QCOMPARE(help.status, 0);
    QVERIFY(help.out.contains(QStringLiteral("--scorer robust")));
    // Unreadable gold: 1.
    QCOMPARE(runScore({carb, QStringLiteral("--gold"), dir.filePath(QStringLiteral("missing.tsv")), system}).status, 1);
    // A bad line: scores still printed, file:line on stderr, exit 1; the curve written.
    const ScoreRun run = runScore({carb, QStringLiteral("--gold"), gold, QStringLiteral("--curve"), curve, QStringLiteral("--format"),
                              QStringLiteral("csv"), QStringLiteral("mine=") + system});
    QCOMPARE(run.status, 1);
    // The confidence 'bad' is the second field: line 2, column 5.
    QVERIFY2(run.err.contains(system + QStringLiteral(":2:5: error: confidence 'bad'")), qPrintable(describeRun(run)));
    QVERIFY2(run.out.startsWith(QStringLiteral("System,Threshold,AUC,P,R,F1\nmine,0.9,1,1,1,1\n")), qPrintable(run.out));
    QFile curveFile(curve);
    QVERIFY(curveFile.open(QIODevice::ReadOnly));
    QCOMPARE(curveFile.readAll(), QByteArray("system\tthreshold\tprecision\trecall\tf1\nmine\t0.9\t1\t1\t1\n"));
    // LaTeX and TSV render.
    const ScoreRun latex = runScore({carb, QStringLiteral("--gold"), gold, QStringLiteral("--format=latex"), QStringLiteral("my_sys=") + system});
    QVERIFY2(latex.out.contains(QStringLiteral("my\\_sys & 0.9 & 1.000 & 1.000 & 1.000 & 1.000 \\\\")), qPrintable(latex.out));
}

QTEST_GUILESS_MAIN(TestCarb)
#include "test_carb.moc"
