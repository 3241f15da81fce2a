// The BenchIE paper's analyses (docs/scoring/analysis.md 2): slot errors, error buckets, bucketized scores,
// the per-extraction mismatch report, live rescoring, and `oie-score analysis`. Small golds
// are written here with every answer worked out by hand; the English BenchIE data checks
// that the analyses agree with the scores.
#include "cli/AnalysisCommand.h"
#include "core/analysis/ErrorAnalysis.h"
#include "core/analysis/SentenceBuckets.h"
#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/BenchieScorer.h"
#include "core/benchie/BenchieSystemReader.h"
#include "core/document/StudioDocument.h"
#include "core/report/MismatchReport.h"
#include "tests/RunScore.h"
#include "tests/TestData.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Sentence 1 has three synsets; sentence 2 loses its only synset in the test (an edit can do
// that: the sentence stays in the gold); sentence 3 has 25 tokens, sentence 4 has 31.
QByteArray smallGold()
{
    QByteArray gold =
        "sent_id:1\tThe man sat on the floor for nearly five hours .\n"
        "1--> Cluster 1:\n"
        "[The] man --> sat on --> [the] floor\n"
        "1--> Cluster 2:\n"
        "[The] man --> sat on [the] floor for --> nearly five hours\n"
        "1--> Cluster 3:\n"
        "[The] man --> sat --> on [the] floor\n"
        "man --> sat on --> floor\n"
        "\n"
        "sent_id:2\tIt is here .\n"
        "2--> Cluster 1:\n"
        "It --> is --> here\n"
        "\n";
    QByteArray words3;
    for (int i = 0; i < 25; ++i)
        words3 += (i ? " a" : "a") + QByteArray::number(i);
    QByteArray words4;
    for (int i = 0; i < 31; ++i)
        words4 += (i ? " b" : "b") + QByteArray::number(i);
    gold += "sent_id:3\t" + words3 + "\n3--> Cluster 1:\na0 --> a1 --> a2\n\n";
    gold += "sent_id:4\t" + words4 + "\n4--> Cluster 1:\nb0 --> b1 --> b2\n";
    return gold;
}

// Extraction k (1-based) is on line k.
QByteArray smallSystem()
{
    return "1\tman\tsat on\tthe floor for nearly five hours\n" // e1
           "1\tThe man\tsat\tthe floor\n" // e2
           "1\tThe man\tsat on floor for\tfive hours\n" // e3
           "1\t  the man\tsat\ton the floor \n" // e4
           "1\tThe man\tsat on\tthe floor\n" // e5 correct
           "1\tman\tsat on\tfloor\n" // e6 correct, synsets 1 and 3
           "1\tHours\twere\tlong\n" // e7
           "1\tman\tsat\tfloor\n" // e8
           "2\tIt\tis\there\n" // e9 (sentence 2 without synsets)
           "99\tNot\tin\tgold\n" // e10 ignored
           "4\tb0\tb1\tb2\n"; // e11 correct
}

Benchmark readSmallGold()
{
    Diagnostics diagnostics;
    Benchmark gold = BenchieGoldReader::readBytes(smallGold(), QStringLiteral("small.txt"), &diagnostics);
    gold.sentences()[1].synsets.clear();
    return gold;
}

SystemOutput readSmallSystem(const Benchmark &gold)
{
    Diagnostics diagnostics;
    SystemOutput output =
        BenchieSystemReader::readBytes(smallSystem(), QStringLiteral("system.txt"), &gold, &diagnostics);
    output.name = QStringLiteral("S");
    return output;
}

QString codes(const QVector<SlotPattern> &patterns)
{
    QStringList list;
    for (const SlotPattern &pattern : patterns)
        list.append(pattern.code());
    return list.join(QLatin1Char(','));
}

QString closestList(const ExtractionDiagnosis &diagnosis)
{
    QStringList list;
    for (const ClosestTriple &c : diagnosis.closest)
        list.append(QStringLiteral("%1.%2:%3").arg(QString::number(c.synset + 1), QString::number(c.triple + 1),
                                                   c.pattern.code()));
    return list.join(QLatin1Char(' '));
}

const QStringList kSystems{QStringLiteral("clausie"),  QStringLiteral("minie"),    QStringLiteral("stanford"),
                           QStringLiteral("openie6"),  QStringLiteral("roi_t"),    QStringLiteral("roi_n"),
                           QStringLiteral("naive_oie"), QStringLiteral("m2oie_en")};

QString englishGold()
{
    return TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
}

QString systemFile(const QString &system)
{
    return TestData::benchie(QStringLiteral("systems/") + system + QStringLiteral("_explicit.txt"));
}

// `oie-score analysis --gold EN_GOLD OPTIONS... SYSTEMS...` as a process.
ScoreRun runAnalysis(const QStringList &options, const QStringList &systems)
{
    return runScore(QStringList{QStringLiteral("analysis"), QStringLiteral("--gold"), englishGold()} + options + systems);
}

// The member `key` of the first system in the analysis JSON on stdout.
QJsonValue firstSystemValue(const QString &json, const QString &key)
{
    return QJsonDocument::fromJson(json.toUtf8())
        .object()
        .value(QStringLiteral("systems"))
        .toArray()
        .at(0)
        .toObject()
        .value(key);
}

} // namespace

class TestAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void slotPatternCodes()
    {
        SlotPattern pattern;
        QCOMPARE(pattern.code(), QStringLiteral("000"));
        pattern.relation = true;
        QCOMPARE(pattern.code(), QStringLiteral("010"));
        QCOMPARE(pattern.agreeing(), 1);
        pattern.subject = true;
        QCOMPARE(pattern.code(), QStringLiteral("110"));
        QCOMPARE(ErrorAnalysis::bucketCodes().size(), 7);
        QVERIFY(!ErrorAnalysis::bucketCodes().contains(QStringLiteral("111")));
    }

    // Closest triples of each extraction of the small gold, worked out by hand (synset.triple:
    // pattern; subject/relation/object, 1 = agrees):
    //   e1 man | sat on | the floor for nearly five hours:
    //      1.1 110, 2.1 100, 3.1 100, 3.2 110 -> closest 1.1 and 3.2, one pattern 110
    //   e2 The man | sat | the floor: 1.1 101, 2.1 100, 3.1 110, 3.2 000 -> tie, patterns 101 and 110
    //   e3 The man | sat on floor for | five hours: 2.1 110 (optional [the] left out) -> 110
    //   e4 `  the man` | sat | on the floor: 3.1 011 (case matters; slots are trimmed)
    //   e7 Hours | were | long: every triple 000
    //   e8 man | sat | floor: 1.1 101, 3.1 110, 3.2 101: every slot agrees somewhere, never all in one
    //   e9 in sentence 2, which has no synset: no closest triple, bucket 000
    void closestTriples()
    {
        const Benchmark gold = readSmallGold();
        const SystemOutput output = readSmallSystem(gold);
        QCOMPARE(output.extractions.size(), 11);
        const ErrorAnalysis analysis(gold);
        auto diagnose = [&](int e) { return analysis.diagnose(e == 8 ? 1 : 0, output.extractions.at(e)); };

        ExtractionDiagnosis d = diagnose(0);
        QCOMPARE(closestList(d), QStringLiteral("1.1:110 3.2:110"));
        QCOMPARE(codes(d.patterns), QStringLiteral("110"));
        QCOMPARE(d.explanation,
                 QStringLiteral("object `the floor for nearly five hours` is not a realization of any gold object; "
                                "closest triple in synset 1 differs only in the object `[the] floor`; "
                                "1 more triple(s) as close, in synset(s) 3"));

        d = diagnose(1);
        QCOMPARE(closestList(d), QStringLiteral("1.1:101 3.1:110"));
        QCOMPARE(codes(d.patterns), QStringLiteral("101,110"));

        d = diagnose(2);
        QCOMPARE(closestList(d), QStringLiteral("2.1:110"));
        QCOMPARE(d.explanation, QStringLiteral("object `five hours` is not a realization of any gold object; "
                                               "closest triple in synset 2 differs only in the object "
                                               "`nearly five hours`"));

        d = diagnose(3);
        QCOMPARE(closestList(d), QStringLiteral("3.1:011"));
        QCOMPARE(d.explanation, QStringLiteral("differs from triple 1 of synset 3 only in letter case, which the scorers "
                                               "compare; subject `the man` is not a realization of any gold subject; "
                                               "closest triple in synset 3 differs only in the subject `[The] man`"));

        d = diagnose(6);
        QCOMPARE(d.closest.size(), 4);
        QCOMPARE(codes(d.patterns), QStringLiteral("000"));
        QCOMPARE(d.explanation,
                 QStringLiteral("no slot is a realization of that slot of any gold triple of the sentence"));

        d = diagnose(7);
        QCOMPARE(closestList(d), QStringLiteral("1.1:101 3.1:110 3.2:101"));
        QCOMPARE(codes(d.patterns), QStringLiteral("101,110"));
        QVERIFY2(d.explanation.startsWith(QStringLiteral(
                     "each slot is a realization of that slot of some gold triple, but no triple has all three; "
                     "closest triple in synset 1 differs only in the relation `sat on`")),
                 qPrintable(d.explanation));

        d = diagnose(8);
        QVERIFY(d.closest.isEmpty());
        QCOMPARE(codes(d.patterns), QStringLiteral("000"));
        QCOMPARE(d.explanation, QStringLiteral("the sentence has no gold triple, so no extraction of it can be correct"));

        // A correct extraction agrees with its triple in every slot.
        d = diagnose(5);
        QCOMPARE(codes(d.patterns), QStringLiteral("111"));
    }

    // The whole system, by hand: incorrect e1 e2 e3 e4 e7 e8 e9 (7).
    //   buckets: 110 <- e1 e2 e3 e8 (4); 101 <- e2 e8 (2); 011 <- e4 (1); 000 <- e7 e9 (2); sum 9
    //   wrong subject: e4 e7 e9 (3/7); relation: e2 e7 e8 e9 (4/7); object: all but e4 (6/7)
    // e6 matches synsets 1 and 3 and is credited to synset 1 (the first): not an error.
    void systemAnalysis()
    {
        const Benchmark gold = readSmallGold();
        const SystemOutput output = readSmallSystem(gold);
        const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
        QCOMPARE(score.results.at(5).matchingSynsets.toVector(), QVector<int>({0, 2}));
        QCOMPARE(score.results.at(5).creditedSynset, 0);
        QCOMPARE(score.totals.fp, 7);
        QCOMPARE(score.totals.tp, 2);
        QCOMPARE(score.totals.fn, 3);

        const SystemAnalysis a = ErrorAnalysis(gold).analyze(output, score);
        QCOMPARE(a.incorrect, 7);
        QCOMPARE(a.bucketCounts.keys(), ErrorAnalysis::bucketCodes());
        QCOMPARE(a.bucketCounts.value(QStringLiteral("110")), 4);
        QCOMPARE(a.bucketCounts.value(QStringLiteral("101")), 2);
        QCOMPARE(a.bucketCounts.value(QStringLiteral("011")), 1);
        QCOMPARE(a.bucketCounts.value(QStringLiteral("000")), 2);
        QCOMPARE(a.bucketCounts.value(QStringLiteral("100")), 0);
        QCOMPARE(a.bucketShares.value(QStringLiteral("110")), 4.0 / 9);
        QCOMPARE(a.bucketShares.value(QStringLiteral("000")), 2.0 / 9);
        QCOMPARE(a.slotErrors[0], 3.0 / 7);
        QCOMPARE(a.slotErrors[1], 4.0 / 7);
        QCOMPARE(a.slotErrors[2], 6.0 / 7);
        QCOMPARE(a.extractions.size(), output.extractions.size());
        QVERIFY(a.extractions.at(4).isEmpty()); // correct
        QVERIFY(a.extractions.at(9).isEmpty()); // ignored
        QCOMPARE(codes(a.extractions.at(1).patterns), QStringLiteral("101,110"));

        // No incorrect extraction: every share is zero, no division by zero.
        SystemOutput none;
        none.name = QStringLiteral("none");
        const SystemAnalysis empty = ErrorAnalysis(gold).analyze(none, BenchieScorer(gold, Facet::Default).score(none));
        QCOMPARE(empty.incorrect, 0);
        QCOMPARE(empty.bucketShares.size(), 7);
        QCOMPARE(empty.bucketShares.value(QStringLiteral("000")), 0.0);
        QCOMPARE(empty.slotErrors[2], 0.0);
    }

    // An extraction equal to a gold triple but for letter case is incorrect (the scorers compare
    // case) and lands in the bucket of its differing slots; the diagnosis names the triple it
    // would match, the explanation says so first, and the system counts them.
    void caseOnlyMismatches()
    {
        const Benchmark gold = readSmallGold();
        Diagnostics diagnostics;
        SystemOutput output = BenchieSystemReader::readBytes("1\tTHE MAN\tsat on\tThe Floor\n" // case only, 010
                                                             "1\tMan\tSat\tOn floor\n" // case only, 000 (3.1)
                                                             "1\tMan\tsat\tthe rug\n", // not case only
                                                             QStringLiteral("case.txt"), &gold, &diagnostics);
        output.name = QStringLiteral("C");
        const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
        QCOMPARE(score.totals.tp, 0);
        const SystemAnalysis a = ErrorAnalysis(gold).analyze(output, score);
        QCOMPARE(a.incorrect, 3);
        QCOMPARE(a.caseOnly, 2);
        const ExtractionDiagnosis &first = a.extractions.at(0);
        QVERIFY(first.differsOnlyInCase());
        QCOMPARE(first.caseOnly.synset, 0);
        QCOMPARE(first.caseOnly.triple, 0);
        QCOMPARE(codes(first.patterns), QStringLiteral("010"));
        QVERIFY2(first.explanation.startsWith(QStringLiteral("differs from triple 1 of synset 1 only in letter case")),
                 qPrintable(first.explanation));
        QCOMPARE(a.extractions.at(1).caseOnly.synset, 2);
        QCOMPARE(a.extractions.at(1).caseOnly.triple, 0);
        QVERIFY(!a.extractions.at(2).differsOnlyInCase());
        QVERIFY(!a.extractions.at(2).explanation.contains(QStringLiteral("letter case")));
        // The single-extraction diagnosis agrees; of the small system only e4 (`the man`) is
        // case-only, its correct extractions never are.
        QCOMPARE(ErrorAnalysis(gold).diagnose(0, output.extractions.at(1)).caseOnly.synset, 2);
        const SystemOutput small = readSmallSystem(gold);
        const SystemAnalysis smallAnalysis = ErrorAnalysis(gold).analyze(small, BenchieScorer(gold, Facet::Default).score(small));
        QCOMPARE(smallAnalysis.caseOnly, 1);
        QVERIFY(smallAnalysis.extractions.at(3).differsOnlyInCase());
        QVERIFY(!smallAnalysis.extractions.at(4).differsOnlyInCase());
    }

    // Under minimal the slots are compared with minimal realizations: `The man` no longer
    // agrees with `[The] man` (only `man` does). Under concat the slot-wise default gold is used.
    void facets()
    {
        const Benchmark gold = readSmallGold();
        const SystemOutput output = readSmallSystem(gold);
        const ErrorAnalysis minimal(gold, Facet::Minimal);
        // e5 The man | sat on | the floor: minimal 1.1 is man | sat on | floor -> 010
        QCOMPARE(codes(minimal.diagnose(0, output.extractions.at(4)).patterns), QStringLiteral("010"));
        QCOMPARE(ErrorAnalysis::slotwiseFacet(Facet::Concat), Facet::Default);
        QCOMPARE(ErrorAnalysis::slotwiseFacet(Facet::MinimalConcat), Facet::Minimal);
        const SystemScore concatScore = BenchieScorer(gold, Facet::Concat).score(output);
        const SystemAnalysis concat = ErrorAnalysis(gold, Facet::Concat).analyze(output, concatScore);
        QCOMPARE(concat.incorrect, concatScore.totals.fp);
        int bucketTotal = 0;
        for (int count : concat.bucketCounts)
            bucketTotal += count;
        QVERIFY(bucketTotal >= concat.incorrect);
        // The concat scorer's compiled gold serves the slot-wise analysis as well.
        const BenchieScorer concatScorer(gold, Facet::Concat);
        QCOMPARE(ErrorAnalysis(gold, concatScorer.compiledGold()).analyze(output, concatScore).bucketCounts,
                 concat.bucketCounts);
        const BenchieScorer minimalScorer(gold, Facet::MinimalConcat);
        QCOMPARE(codes(ErrorAnalysis(gold, minimalScorer.compiledGold()).diagnose(0, output.extractions.at(4)).patterns),
                 QStringLiteral("010"));
    }

    // Sentence lengths 11, 4, 25, 31 tokens; sentence 1 holds TP 1, FP 6, FN 2; sentence 2
    // FP 1; sentence 3 FN 1; sentence 4 TP 1.
    void bucketScores()
    {
        const Benchmark gold = readSmallGold();
        const SystemScore score = BenchieScorer(gold, Facet::Default).score(readSmallSystem(gold));
        SentenceBuckets buckets(gold);
        QVERIFY(buckets.addBuiltIn(QStringLiteral("length")));
        QVERIFY(!buckets.addBuiltIn(QStringLiteral("colour")));
        QString error;
        QVERIFY(buckets.addBins(QStringLiteral("synsets"), QStringLiteral("synsets"), {0, 1}, {}, &error));
        QVERIFY(!buckets.addBins(QStringLiteral("x"), QStringLiteral("nonsense"), {1}, {}, &error));
        QVERIFY(error.contains(QStringLiteral("nonsense")));
        QVERIFY(!buckets.addBins(QStringLiteral("x"), QStringLiteral("tokens"), {3, 3}, {}, &error));
        const QVector<BucketScore> result = buckets.score(score);
        QCOMPARE(result.size(), 6);
        QCOMPARE(result.at(0).label, QStringLiteral("<= 20"));
        QCOMPARE(result.at(0).sentences, 2);
        QCOMPARE(result.at(0).counts.tp, 1);
        QCOMPARE(result.at(0).counts.fp, 7);
        QCOMPARE(result.at(0).counts.fn, 2);
        QCOMPARE(result.at(1).label, QStringLiteral("21-30"));
        QCOMPARE(result.at(1).counts.fn, 1);
        QCOMPARE(result.at(2).label, QStringLiteral("> 30"));
        QCOMPARE(result.at(2).counts.tp, 1);
        QCOMPARE(result.at(2).counts.precision(), 1.0);
        // synsets: sentence 2 has 0, sentences 3 and 4 one, sentence 1 three.
        QCOMPARE(result.at(3).label, QStringLiteral("<= 0"));
        QCOMPARE(result.at(3).sentences, 1);
        QCOMPARE(result.at(4).label, QStringLiteral("1"));
        QCOMPARE(result.at(4).sentences, 2);
        QCOMPARE(result.at(5).label, QStringLiteral("> 1"));
        QCOMPARE(result.at(5).counts.fp, 6);
        QCOMPARE(buckets.tokenization(), QStringLiteral("the data's space-separated tokens"));
    }

    // "Tom and Mary went to Paris because of the rain to relax ."
    //   dependencies: conj 1; case 2 (to, of; `because` is a case too in UD's `because of`,
    //     here labelled as the test sets it)
    //   PTB tags: CC 1; case = TO before a noun (1) + IN `of` (1); `because` is a
    //     subordinator and `to relax` infinitival -> 2
    //   universal tags: CCONJ 1; ADP 2
    //   word lists: `and` 1; to, of, to -> 3
    void conjunctionsAndCaseMarkers()
    {
        Sentence sentence;
        sentence.text = QStringLiteral("Tom and Mary went to Paris because of the rain to relax .");
        sentence.tokens = Sentence::tokenize(sentence.text);
        SentenceBuckets::CountSource source;
        QCOMPARE(SentenceBuckets::conjunctionCount(sentence, &source), 1);
        QCOMPARE(source, SentenceBuckets::CountSource::WordList);
        QCOMPARE(SentenceBuckets::caseMarkerCount(sentence), 3);

        sentence.universalTags = QStringLiteral("PROPN CCONJ PROPN VERB ADP PROPN SCONJ ADP DET NOUN PART VERB PUNCT")
                                     .split(QLatin1Char(' '));
        QCOMPARE(SentenceBuckets::caseMarkerCount(sentence, &source), 2);
        QCOMPARE(source, SentenceBuckets::CountSource::UniversalTags);
        QCOMPARE(SentenceBuckets::conjunctionCount(sentence), 1);

        sentence.posTags = QStringLiteral("NNP CC NNP VBD TO NNP IN IN DT NN TO VB .").split(QLatin1Char(' '));
        QCOMPARE(SentenceBuckets::caseMarkerCount(sentence, &source), 2);
        QCOMPARE(source, SentenceBuckets::CountSource::PosTags);
        QCOMPARE(SentenceBuckets::conjunctionCount(sentence), 1);

        sentence.relations = QStringLiteral("nsubj cc conj root case obl case:x fixed det obl mark advcl punct")
                                 .split(QLatin1Char(' '));
        QCOMPARE(SentenceBuckets::caseMarkerCount(sentence, &source), 2);
        QCOMPARE(source, SentenceBuckets::CountSource::Dependencies);
        sentence.relations[1] = QStringLiteral("conj:and");
        QCOMPARE(SentenceBuckets::conjunctionCount(sentence), 2);
        QCOMPARE(SentenceBuckets::property(sentence, QStringLiteral("characters")), int(sentence.text.size()));
        QCOMPARE(SentenceBuckets::property(sentence, QStringLiteral("nothing")), -1);

        // The dimension says where its counts came from.
        Benchmark gold = readSmallGold();
        gold.sentences()[0].posTags = QStringLiteral("DT NN VBD IN DT NN IN RB CD NNS .").split(QLatin1Char(' '));
        SentenceBuckets buckets(gold);
        QVERIFY(buckets.addBuiltIn(QStringLiteral("case")));
        QCOMPARE(buckets.source(QStringLiteral("case")),
                 QStringLiteral("POS tags (1 sentences), English word lists (3 sentences)"));
        QCOMPARE(buckets.dimensions().first().labels,
                 QStringList({QStringLiteral("0-1"), QStringLiteral("2-3"), QStringLiteral(">= 4")}));
        QCOMPARE(buckets.dimensions().first().bucketOf, QVector<int>({1, 0, 0, 0}));
    }

    void bucketFile()
    {
        const Benchmark gold = readSmallGold();
        SentenceBuckets buckets(gold);
        Diagnostics diagnostics;
        buckets.addTsv("sent_id\tbucket\n1\tshort\n2\tshort\n3\tlong\nbad line\n99\tshort\n1\tlong\n",
                       QStringLiteral("mine.tsv"), &diagnostics);
        QCOMPARE(buckets.dimensions().size(), 1);
        const BucketDimension &d = buckets.dimensions().first();
        QCOMPARE(d.name, QStringLiteral("mine"));
        QCOMPARE(d.labels, QStringList({QStringLiteral("short"), QStringLiteral("long")}));
        QCOMPARE(d.bucketOf, QVector<int>({0, 0, 1, -1}));
        QStringList messages;
        for (const Diagnostic &diagnostic : diagnostics)
            messages.append(diagnostic.toString());
        QCOMPARE(diagnostics.size(), 4);
        QVERIFY2(messages.at(0).startsWith(QStringLiteral("mine.tsv: info: 1 gold sentence(s) are in no bucket")),
                 qPrintable(messages.join(QLatin1Char('\n'))));
        QVERIFY(messages.at(1).startsWith(QStringLiteral("mine.tsv:5: error: expected sent_id<TAB>bucket")));
        QVERIFY(messages.at(2).startsWith(QStringLiteral("mine.tsv:6: warning: sentence id '99' is not in the gold")));
        QVERIFY(messages.at(3).startsWith(QStringLiteral("mine.tsv:7: warning: sentence '1' was already put")));
        QString error;
        QVERIFY(!buckets.addTsvFile(QStringLiteral("/nonexistent/buckets.tsv"), &diagnostics, &error));
        QVERIFY(!error.isEmpty());
    }

    void mismatchReport()
    {
        const Benchmark gold = readSmallGold();
        const SystemOutput output = readSmallSystem(gold);
        const SystemScore score = BenchieScorer(gold, Facet::Default).score(output);
        const SystemAnalysis analysis = ErrorAnalysis(gold).analyze(output, score);
        MismatchReport report(gold);
        report.addSystem(output, score, analysis);
        const QJsonArray rows = report.toJson();
        QCOMPARE(rows.size(), 11);
        const QJsonObject e2 = rows.at(1).toObject();
        QCOMPARE(e2.value(QStringLiteral("verdict")).toString(), QStringLiteral("incorrect"));
        QCOMPARE(e2.value(QStringLiteral("patterns")).toArray().size(), 2);
        const QJsonObject closest = e2.value(QStringLiteral("closest")).toArray().at(1).toObject();
        QCOMPARE(closest.value(QStringLiteral("synset")).toInt(), 3);
        QCOMPARE(closest.value(QStringLiteral("object")).toString(), QStringLiteral("on [the] floor"));
        const QJsonObject e6 = rows.at(5).toObject();
        QCOMPARE(e6.value(QStringLiteral("synset")).toInt(), 1);
        QCOMPARE(e6.value(QStringLiteral("matching_synsets")).toArray(), QJsonArray({1, 3}));
        QVERIFY(rows.at(9).toObject().value(QStringLiteral("synset")).isNull());

        const QStringList lines = report.toTsv().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 12);
        QCOMPARE(lines.first(), MismatchReport::tsvColumns().join(QLatin1Char('\t')));
        for (const QString &line : lines)
            QCOMPARE(line.count(QLatin1Char('\t')), 11);
        QVERIFY(lines.at(2).contains(QStringLiteral("1.1 [The] man --> sat on --> [the] floor | 3.1 ")));
        QVERIFY(lines.at(2).contains(QStringLiteral("\t101,110\t")));

        QTemporaryDir dir;
        QString error;
        QVERIFY2(report.writeFile(dir.filePath(QStringLiteral("r.json")), &error), qPrintable(error));
        QFile json(dir.filePath(QStringLiteral("r.json")));
        QVERIFY(json.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(json.readAll()).array().size(), 11);
    }

    // replaceSentence rescores one sentence; the result equals a full rescore of the edited gold.
    void liveRescoreEqualsFullRescore()
    {
        REQUIRE_DATA_FILE(englishGold());
        StudioDocument document;
        QString error;
        QVERIFY2(document.openGold(englishGold(), &error), qPrintable(error));
        for (const QString &system : kSystems) {
            REQUIRE_DATA_FILE(systemFile(system));
            QVERIFY2(document.addSystem(system, systemFile(system), &error), qPrintable(error));
        }
        ErrorAnalysis liveAnalysis(document.benchmark());
        const ErrorAnalysis sharedAnalysis(document.benchmark(), document.session().scorer()->compiledGold());
        // Edit sentence 2 (index 1): its first synset goes, and an extraction of ClausIE that was
        // incorrect becomes a synset of its own.
        Sentence edited = document.benchmark().sentences().at(1);
        QVERIFY(edited.synsets.size() >= 2);
        edited.synsets.removeFirst();
        const SystemOutput &clausie = document.session().systems().first();
        const SystemScore &before = document.session().scores().first();
        int added = -1;
        for (int e = 0; e < clausie.extractions.size(); ++e) {
            if (before.results.at(e).sentenceIndex == 1 && before.results.at(e).verdict == ExtractionVerdict::Incorrect) {
                const Extraction &x = clausie.extractions.at(e);
                Synset synset;
                synset.triples.append(Triple(x.subject, x.relation, x.object));
                edited.synsets.append(synset);
                added = e;
                break;
            }
        }
        QVERIFY2(added >= 0, "ClausIE has an incorrect extraction in sentence 2");
        document.replaceSentence(1, edited);
        liveAnalysis.recompileSentence(1);
        QCOMPARE(document.session().scores().first().results.at(added).verdict, ExtractionVerdict::Correct);

        const Benchmark &editedGold = document.benchmark();
        const BenchieScorer full(editedGold, Facet::Default);
        const ErrorAnalysis fullAnalysis(editedGold);
        for (int i = 0; i < document.session().systems().size(); ++i) {
            const SystemOutput &output = document.session().systems().at(i);
            const SystemScore &live = document.session().scores().at(i);
            const SystemScore fresh = full.score(output);
            QCOMPARE(live.totals.tp, fresh.totals.tp);
            QCOMPARE(live.totals.fp, fresh.totals.fp);
            QCOMPARE(live.totals.fn, fresh.totals.fn);
            QCOMPARE(live.coverage, fresh.coverage);
            for (int s = 0; s < fresh.perSentence.size(); ++s) {
                QCOMPARE(live.perSentence.at(s).tp, fresh.perSentence.at(s).tp);
                QCOMPARE(live.perSentence.at(s).fp, fresh.perSentence.at(s).fp);
            }
            for (int e = 0; e < fresh.results.size(); ++e) {
                QCOMPARE(live.results.at(e).verdict, fresh.results.at(e).verdict);
                QCOMPARE(live.results.at(e).creditedSynset, fresh.results.at(e).creditedSynset);
                QCOMPARE(live.results.at(e).matchingSynsets, fresh.results.at(e).matchingSynsets);
            }
            const SystemAnalysis a = liveAnalysis.analyze(output, live);
            const SystemAnalysis b = fullAnalysis.analyze(output, fresh);
            QCOMPARE(a.bucketCounts, b.bucketCounts);
            QCOMPARE(a.incorrect, b.incorrect);
            QCOMPARE(sharedAnalysis.analyze(output, live).bucketCounts, b.bucketCounts);
        }
    }

    // The English BenchIE gold with the 8 systems: the analyses agree with the scores.
    void englishData()
    {
        REQUIRE_DATA_FILE(englishGold());
        Benchmark gold;
        Diagnostics diagnostics;
        QString error;
        QVERIFY2(BenchieGoldReader::readFile(englishGold(), &gold, &diagnostics, &error), qPrintable(error));
        QCOMPARE(gold.sentences().size(), 300);
        SentenceBuckets buckets(gold);
        for (const QString &name : SentenceBuckets::builtInNames())
            QVERIFY(buckets.addBuiltIn(name));
        const BenchieScorer scorer(gold, Facet::Default);
        const ErrorAnalysis analysis(gold);

        QString table = QStringLiteral("\nsystem      incorrect  subj  rel   obj  |");
        for (const QString &code : ErrorAnalysis::bucketCodes())
            table += QLatin1Char(' ') + code + QLatin1Char(' ');
        for (const QString &system : kSystems) {
            REQUIRE_DATA_FILE(systemFile(system));
            SystemOutput output;
            output.name = system;
            QVERIFY(BenchieSystemReader::readFile(systemFile(system), &gold, &output, &diagnostics, &error));
            const SystemScore score = scorer.score(output);
            const SystemAnalysis a = analysis.analyze(output, score);
            QCOMPARE(a.incorrect, score.totals.fp);
            // Sharing the scorer's compiled gold gives the same analysis; without explanations too.
            const SystemAnalysis shared =
                ErrorAnalysis(gold, scorer.compiledGold()).analyze(output, score, ErrorAnalysis::Explanations::Omit);
            QCOMPARE(shared.bucketCounts, a.bucketCounts);
            QCOMPARE(shared.slotErrorCounts[0], a.slotErrorCounts[0]);
            for (int e = 0; e < output.extractions.size(); ++e) {
                QCOMPARE(shared.extractions.at(e).patterns.size(), a.extractions.at(e).patterns.size());
                QVERIFY(shared.extractions.at(e).explanation.isEmpty());
            }
            double shareSum = 0;
            int bucketTotal = 0;
            for (const QString &code : ErrorAnalysis::bucketCodes()) {
                shareSum += a.bucketShares.value(code);
                bucketTotal += a.bucketCounts.value(code);
            }
            QVERIFY(std::abs(shareSum - 1.0) < 1e-12);
            QVERIFY(bucketTotal >= a.incorrect);
            for (int p = 0; p < 3; ++p)
                QVERIFY(a.slotErrors[p] >= 0.0 && a.slotErrors[p] <= 1.0);
            for (int e = 0; e < output.extractions.size(); ++e) {
                if (score.results.at(e).verdict != ExtractionVerdict::Incorrect)
                    continue;
                const ExtractionDiagnosis &d = a.extractions.at(e);
                QVERIFY(!d.patterns.isEmpty());
                for (const SlotPattern &pattern : d.patterns)
                    QVERIFY(pattern.agreeing() < 3);
                QVERIFY(!d.explanation.isEmpty());
            }

            if (system == QLatin1String("stanford")) {
                // The report of a large system: one TSV line per extraction; long ties are cut.
                MismatchReport report(gold);
                report.addSystem(output, score, a);
                const QStringList lines = report.toTsv().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
                QCOMPARE(lines.size(), output.extractions.size() + 1);
                int cut = 0;
                for (const QString &line : lines) {
                    QCOMPARE(line.count(QLatin1Char('\t')), 11);
                    cut += line.contains(QStringLiteral(" more)\t")) ? 1 : 0;
                }
                QVERIFY(cut > 0);
            }

            // Each dimension splits every sentence: its buckets add up to the totals.
            const QVector<BucketScore> bucketScores = buckets.score(score);
            QCOMPARE(bucketScores.size(), 3 + 2 + 3);
            for (const QString &dimension : SentenceBuckets::builtInNames()) {
                ScoreCounts sum;
                int sentences = 0;
                for (const BucketScore &b : bucketScores) {
                    if (b.dimension == dimension) {
                        sum += b.counts;
                        sentences += b.sentences;
                    }
                }
                QCOMPARE(sentences, 300);
                QCOMPARE(sum.tp, score.totals.tp);
                QCOMPARE(sum.fp, score.totals.fp);
                QCOMPARE(sum.fn, score.totals.fn);
            }
            table += QStringLiteral("\n%1 %2 %3 %4 %5 |")
                         .arg(system.leftJustified(10), QString::number(a.incorrect).rightJustified(10),
                              QString::number(a.slotErrors[0], 'f', 2).rightJustified(5),
                              QString::number(a.slotErrors[1], 'f', 2).rightJustified(5),
                              QString::number(a.slotErrors[2], 'f', 2).rightJustified(5));
            for (const QString &code : ErrorAnalysis::bucketCodes())
                table += QStringLiteral("  %1").arg(QString::number(a.bucketShares.value(code), 'f', 2));
        }
        qInfo().noquote() << table;

        // Length in the data's space-separated tokens: 123 / 112 / 65 (the paper's spaCy
        // tokens give 120 / 113 / 67).
        const QVector<BucketScore> lengths = buckets.score(SystemScore());
        QCOMPARE(lengths.at(0).sentences, 123);
        QCOMPARE(lengths.at(1).sentences, 112);
        QCOMPARE(lengths.at(2).sentences, 65);
        QCOMPARE(buckets.tokenization(), QStringLiteral("the data's space-separated tokens"));
        QCOMPARE(buckets.source(QStringLiteral("conj")), QStringLiteral("English word lists"));
    }

    void commandLine()
    {
        REQUIRE_DATA_FILE(englishGold());
        const QStringList systems{QStringLiteral("clausie=") + systemFile(QStringLiteral("clausie")),
                                  QStringLiteral("minie=") + systemFile(QStringLiteral("minie"))};
        ScoreRun run = runAnalysis({QStringLiteral("--format"), QStringLiteral("json")}, systems);
        QVERIFY2(run.status == 0, qPrintable(run.err));
        const QJsonObject root = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(root.keys(), QStringList({QStringLiteral("diagnostics"), QStringLiteral("systems"),
                                           QStringLiteral("tokenization")}));
        QCOMPARE(root.value(QStringLiteral("tokenization")).toString(), QStringLiteral("the data's space-separated tokens"));
        const QJsonArray systemArray = root.value(QStringLiteral("systems")).toArray();
        QCOMPARE(systemArray.size(), 2);
        const QJsonObject clausie = systemArray.at(0).toObject();
        QCOMPARE(clausie.value(QStringLiteral("name")).toString(), QStringLiteral("clausie"));
        QCOMPARE(clausie.value(QStringLiteral("incorrect")).toInt(), 341); // ClausIE's FP (docs/scoring/benchie.md 1.5)
        QCOMPARE(clausie.value(QStringLiteral("slot_errors")).toObject().keys(),
                 QStringList({QStringLiteral("object"), QStringLiteral("relation"), QStringLiteral("subject")}));
        const QJsonObject shares = clausie.value(QStringLiteral("error_buckets")).toObject();
        const QJsonObject counts = clausie.value(QStringLiteral("error_bucket_counts")).toObject();
        QCOMPARE(shares.keys(), ErrorAnalysis::bucketCodes());
        QCOMPARE(counts.keys(), ErrorAnalysis::bucketCodes());
        double sum = 0;
        for (const QString &code : ErrorAnalysis::bucketCodes())
            sum += shares.value(code).toDouble();
        QVERIFY(std::abs(sum - 1) < 1e-12);
        const QJsonArray buckets = clausie.value(QStringLiteral("buckets")).toArray();
        QCOMPARE(buckets.size(), 8);
        const QJsonObject first = buckets.at(0).toObject();
        QCOMPARE(first.keys(), QStringList({QStringLiteral("dimension"), QStringLiteral("f1"), QStringLiteral("fn"),
                                            QStringLiteral("fp"), QStringLiteral("label"), QStringLiteral("precision"),
                                            QStringLiteral("recall"), QStringLiteral("sentences"), QStringLiteral("tp")}));
        QCOMPARE(first.value(QStringLiteral("sentences")).toInt(), 123);
        int tp = 0;
        for (int i = 0; i < 3; ++i)
            tp += buckets.at(i).toObject().value(QStringLiteral("tp")).toInt();
        QCOMPARE(tp, 345);

        // CSV, one dimension from the command line, user bins.
        run = runAnalysis({QStringLiteral("--by"), QStringLiteral("length"), QStringLiteral("--by=synsets:2,5"),
                           QStringLiteral("--format"), QStringLiteral("csv")},
                          systems);
        QVERIFY2(run.status == 0, qPrintable(run.err));
        const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.first(), QStringLiteral("system,section,dimension,label,sentences,tp,fp,fn,precision,recall,f1,count,share"));
        // 2 systems x (3 + 3 buckets + 3 slot errors + 7 error buckets)
        QCOMPARE(lines.size(), 1 + 2 * (6 + 3 + 7));
        QVERIFY(lines.at(1).startsWith(QStringLiteral("clausie,bucket,length,<= 20,123,")));
        QVERIFY(lines.contains(QStringLiteral("clausie,bucket,synsets,3-5,")) == false);
        bool sawSynsets = false;
        for (const QString &line : lines)
            sawSynsets = sawSynsets || line.startsWith(QStringLiteral("minie,bucket,synsets,3-5,"));
        QVERIFY(sawSynsets);

        // A bucket file with a bad line: the scores still come, with file:line on stderr, exit 1.
        QTemporaryDir dir;
        const QString tsv = dir.filePath(QStringLiteral("halves.tsv"));
        QVERIFY(writeFile(tsv, "1\tfirst\n2\tfirst\nno tab here\n300\tsecond\n"));
        run = runAnalysis({QStringLiteral("--by"), tsv}, systems);
        QCOMPARE(run.status, 1);
        QVERIFY2(run.err.contains(tsv + QStringLiteral(":3: error: expected sent_id<TAB>bucket")), qPrintable(run.err));
        const QJsonArray fileBuckets = firstSystemValue(run.out, QStringLiteral("buckets")).toArray();
        QCOMPARE(fileBuckets.size(), 2);
        QCOMPARE(fileBuckets.at(0).toObject().value(QStringLiteral("sentences")).toInt(), 2);

        // Details: the per-extraction report per system.
        run = runAnalysis({QStringLiteral("--details")}, systems);
        QVERIFY2(run.status == 0, qPrintable(run.err));
        const QJsonArray rows = firstSystemValue(run.out, QStringLiteral("extractions")).toArray();
        QCOMPARE(rows.size(), 695);

        // The per-extraction report of both systems in a file; an unwritable one is an error.
        const QString reportPath = dir.filePath(QStringLiteral("report.tsv"));
        run = runAnalysis({QStringLiteral("--report"), reportPath}, systems);
        QVERIFY2(run.status == 0, qPrintable(run.err));
        QFile reportFile(reportPath);
        QVERIFY(reportFile.open(QIODevice::ReadOnly));
        const QList<QByteArray> reportLines = reportFile.readAll().split('\n');
        QCOMPARE(reportLines.first(), MismatchReport::tsvColumns().join(QLatin1Char('\t')).toUtf8());
        QCOMPARE(reportLines.size(), 1 + 695 + 886 + 1); // header, ClausIE and MinIE extractions, final newline
        run = runAnalysis({QStringLiteral("--report"), QStringLiteral("/nonexistent/dir/report.json")}, systems);
        QCOMPARE(run.status, 1);
        QVERIFY2(run.err.startsWith(QStringLiteral("/nonexistent/dir/report.json: cannot write: ")), qPrintable(run.err));

        // Usage errors: exit 2 with the usage line.
        for (const QStringList &bad :
             {QStringList{QStringLiteral("analysis"), QStringLiteral("--gold"), englishGold(), QStringLiteral("--by"),
                          QStringLiteral("colour")},
              QStringList{QStringLiteral("analysis"), QStringLiteral("--gold"), englishGold(), QStringLiteral("--format"),
                          QStringLiteral("latex")},
              QStringList{QStringLiteral("analysis"), QStringLiteral("--gold"), englishGold(), QStringLiteral("--by"),
                          QStringLiteral("tokens:5,x")},
              QStringList{QStringLiteral("analysis"), QStringLiteral("--gold"), englishGold(), QStringLiteral("--details"),
                          QStringLiteral("--format"), QStringLiteral("csv")},
              QStringList{QStringLiteral("analysis")}}) {
            run = runScore(bad);
            QCOMPARE(run.status, 2);
            QVERIFY2(run.err.contains(QStringLiteral("usage: oie-score analysis")), qPrintable(run.err));
        }
        // In process, under the concat facet: "incorrect" is the concat FP of the scorer.
        {
            QString outText;
            QString errText;
            QTextStream out(&outText);
            QTextStream err(&errText);
            const int status = AnalysisCommand::run({QStringLiteral("--gold"), englishGold(), QStringLiteral("--facet"),
                                                     QStringLiteral("concat"), QStringLiteral("--by"),
                                                     QStringLiteral("conj"), systems.first()},
                                                    out, err);
            out.flush();
            QCOMPARE(status, 0);
            Benchmark gold;
            Diagnostics diagnostics;
            QString error;
            QVERIFY(BenchieGoldReader::readFile(englishGold(), &gold, &diagnostics, &error));
            SystemOutput output;
            QVERIFY(BenchieSystemReader::readFile(systemFile(QStringLiteral("clausie")), &gold, &output, &diagnostics,
                                                  &error));
            const QJsonObject system =
                QJsonDocument::fromJson(outText.toUtf8()).object().value(QStringLiteral("systems")).toArray().at(0).toObject();
            QCOMPARE(system.value(QStringLiteral("incorrect")).toInt(),
                     BenchieScorer(gold, Facet::Concat).score(output).totals.fp);
            QCOMPARE(system.value(QStringLiteral("buckets")).toArray().size(), 2);
        }

        // Unreadable inputs: exit 1 with the file named.
        run = runScore({QStringLiteral("analysis"), QStringLiteral("--gold"), QStringLiteral("/nonexistent/gold.txt")});
        QCOMPARE(run.status, 1);
        QVERIFY(run.err.contains(QStringLiteral("/nonexistent/gold.txt")));
    }
};

QTEST_GUILESS_MAIN(TestAnalysis)
#include "test_analysis.moc"
