// core/stats (docs/scoring/statistics.md): the generator's fixed outputs, the quantile, the
// p-value and Holm formulas on hand-made inputs, the per-sentence statistic against the
// official scorers on the real data (exactly for BenchIE, BenchIE^FL and OIE2016; CaRB within
// 1e-13), and determinism.
#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/BenchieSystemReader.h"
#include "core/carb/CarbGoldReader.h"
#include "core/carb/CarbScorer.h"
#include "core/carb/CarbSystemReader.h"
#include "core/document/ScoringSession.h"
#include "core/fl/FlScorer.h"
#include "core/oie2016/Oie2016GoldReader.h"
#include "core/oie2016/Oie2016Lemmatizer.h"
#include "core/oie2016/Oie2016Scorer.h"
#include "core/oie2016/Oie2016SystemReader.h"
#include "core/stats/Bootstrap.h"
#include "core/stats/CarbOutcomes.h"
#include "core/stats/Oie2016Outcomes.h"
#include "core/stats/OutcomeStatistic.h"
#include "core/stats/PairedTests.h"
#include "core/stats/SplitMix64.h"
#include "core/stats/Xoshiro256.h"
#include "tests/TestData.h"

#include <QTest>

#include <cmath>
#include <memory>
#include <vector>

namespace {

// Resamples and rounds of the heavier cases: fewer in the sanitizer builds.
constexpr int kResamples = 2000 / TestData::kCaseShare;

QString describe(const MetricValues &v)
{
    return QStringLiteral("P %1 R %2 F1 %3 AUC %4")
        .arg(QString::number(v.precision, 'g', 17), QString::number(v.recall, 'g', 17), QString::number(v.f1, 'g', 17),
             QString::number(v.auc, 'g', 17));
}

// Bit for bit (QCOMPARE on doubles is fuzzy).
bool sameFigures(const MetricValues &a, const MetricValues &b)
{
    return a.precision == b.precision && a.recall == b.recall && a.f1 == b.f1 && a.auc == b.auc;
}

bool closeFigures(const MetricValues &a, const MetricValues &b, double tolerance)
{
    return std::fabs(a.precision - b.precision) <= tolerance && std::fabs(a.recall - b.recall) <= tolerance
        && std::fabs(a.f1 - b.f1) <= tolerance && std::fabs(a.auc - b.auc) <= tolerance;
}

SentenceOutcomes counts(const QVector<SentenceOutcomes::Counts> &sentences, bool extractionPrecision = false)
{
    SentenceOutcomes outcomes;
    outcomes.extractionPrecision = extractionPrecision;
    outcomes.counts = sentences;
    return outcomes;
}

// A system that gets every fact of every sentence, and one that gets none.
SentenceOutcomes perfect(int sentences)
{
    return counts(QVector<SentenceOutcomes::Counts>(sentences, {2, 2, 2, 2}));
}

SentenceOutcomes hopeless(int sentences)
{
    return counts(QVector<SentenceOutcomes::Counts>(sentences, {2, 0, 2, 0}));
}

QString enGold()
{
    return TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
}

QString enSystem(const QString &name)
{
    return TestData::benchie(QStringLiteral("systems/%1_explicit.txt").arg(name));
}

PairedTestSettings pairedSettings(PairedTest test, int rounds, quint64 seed = 1)
{
    PairedTestSettings settings;
    settings.test = test;
    settings.resamples = rounds;
    settings.seed = seed;
    settings.metrics = StatsMetrics::of(false);
    return settings;
}

} // namespace

class TestStats : public QObject
{
    Q_OBJECT

private slots:
    void splitMixKnownOutputs();
    void xoshiroKnownOutputs();
    void belowKnownOutputsAndRange();
    void bootstrapWeightsDrawEverySentenceOnce();
    void quantileHandComputed();
    void pValueAndHolm();
    void countsStatisticHandComputed();
    void identicalSystemsGivePOne();
    void dominatingSystemGivesSmallestP();
    void swapsEqualWeights();

    void benchiePointEstimateIsOfficial_data();
    void benchiePointEstimateIsOfficial();
    void flPointEstimateIsOfficial();
    void carbPointEstimateIsOfficial();
    void oie2016PointEstimateIsOfficial_data();
    void oie2016PointEstimateIsOfficial();

    void deterministicForASeed();
};

void TestStats::splitMixKnownOutputs()
{
    SplitMix64 generator{1};
    QCOMPARE(generator.next(), Q_UINT64_C(0x910a2dec89025cc1));
    QCOMPARE(generator.next(), Q_UINT64_C(0xbeeb8da1658eec67));
    QCOMPARE(generator.next(), Q_UINT64_C(0xf893a2eefb32555e));
}

void TestStats::xoshiroKnownOutputs()
{
    Xoshiro256 generator(1);
    for (const quint64 expected : {Q_UINT64_C(0xb3f2af6d0fc710c5), Q_UINT64_C(0x853b559647364cea),
                                   Q_UINT64_C(0x92f89756082a4514), Q_UINT64_C(0x642e1c7bc266a3a7)})
        QCOMPARE(generator.next(), expected);
    // Stream 1: one jump of 2^128 outputs.
    Xoshiro256 stream = Xoshiro256::stream(1, 1);
    QCOMPARE(stream.next(), Q_UINT64_C(0x332802f81eaae9d0));
    QCOMPARE(stream.next(), Q_UINT64_C(0x02d18d7749b84f96));
    Xoshiro256 zero = Xoshiro256::stream(1, 0);
    QCOMPARE(zero.next(), Q_UINT64_C(0xb3f2af6d0fc710c5));
}

void TestStats::belowKnownOutputsAndRange()
{
    Xoshiro256 generator(1);
    for (const quint32 expected : {210u, 156u, 172u, 117u, 209u, 43u, 21u, 114u})
        QCOMPARE(generator.below(300), expected);
    Xoshiro256 small(1);
    for (const quint32 expected : {4u, 3u, 4u, 2u, 4u, 1u, 0u, 2u})
        QCOMPARE(small.below(7), expected);
    Xoshiro256 any(7);
    std::vector<int> seen(6, 0);
    for (int i = 0; i < 60000; ++i) {
        QCOMPARE(any.below(1), 0u);
        const quint32 value = any.below(6);
        QVERIFY(value < 6);
        ++seen[value];
        QVERIFY(any.below(0xffffffffu) < 0xffffffffu);
    }
    for (const int count : seen) // 10000 expected each; 5 standard deviations is about 460
        QVERIFY2(std::abs(count - 10000) < 500, qPrintable(QString::number(count)));
}

void TestStats::bootstrapWeightsDrawEverySentenceOnce()
{
    // The weights of a resample are the counts of n draws below(n), in order.
    Xoshiro256 generator(1);
    std::vector<quint32> weights(300, 99);
    Bootstrap::drawWeights(&generator, &weights);
    Xoshiro256 again(1);
    std::vector<quint32> expected(300, 0);
    for (int draw = 0; draw < 300; ++draw)
        ++expected[again.below(300)];
    QVERIFY(weights == expected);
    quint32 total = 0;
    for (const quint32 w : weights)
        total += w;
    QCOMPARE(total, 300u);
    QCOMPARE(weights[210], expected[210]);
    QVERIFY(weights[210] >= 1); // the first draw
}

void TestStats::quantileHandComputed()
{
    const std::vector<double> sorted{1, 2, 3, 4, 5};
    QCOMPARE(Bootstrap::quantile(sorted, 0.0), 1.0);
    QCOMPARE(Bootstrap::quantile(sorted, 0.25), 2.0); // h = 4 * 0.25 = 1
    QCOMPARE(Bootstrap::quantile(sorted, 0.5), 3.0);
    QCOMPARE(Bootstrap::quantile(sorted, 0.1), 1.4); // h = 0.4: 1 + 0.4 * (2 - 1)
    QCOMPARE(Bootstrap::quantile(sorted, 1.0), 5.0);
    QCOMPARE(Bootstrap::quantile({7}, 0.3), 7.0);
    // Level 0.5: the quantiles at 0.25 and 0.75 of the values, in any order.
    MetricInterval interval = Bootstrap::percentileInterval({5, 1, 4, 2, 3}, 0.5);
    QCOMPARE(interval.low, 2.0);
    QCOMPARE(interval.high, 4.0);
    // Level 0.8: h = 4 * 0.1 = 0.4 and 4 * 0.9 = 3.6.
    interval = Bootstrap::percentileInterval({5, 1, 4, 2, 3}, 0.8);
    QVERIFY(std::fabs(interval.low - 1.4) < 1e-12);
    QVERIFY(std::fabs(interval.high - 4.6) < 1e-12);
    // 0..100: the 95% interval is [2.5, 97.5].
    std::vector<double> hundred;
    for (int i = 100; i >= 0; --i)
        hundred.push_back(i);
    interval = Bootstrap::percentileInterval(hundred, 0.95);
    QVERIFY(std::fabs(interval.low - 2.5) < 1e-9);
    QVERIFY(std::fabs(interval.high - 97.5) < 1e-9);
}

void TestStats::pValueAndHolm()
{
    QCOMPARE(PairedTests::pValue(0, 9999), 1.0 / 10000.0);
    QCOMPARE(PairedTests::pValue(9999, 9999), 1.0);
    QCOMPARE(PairedTests::pValue(4, 99), 0.05);
    // Sorted 0.01, 0.03, 0.04: 3 x 0.01, 2 x 0.03 = 0.06, max(0.06, 1 x 0.04).
    const QVector<double> adjusted = PairedTests::holm({0.01, 0.04, 0.03});
    QCOMPARE(adjusted.size(), 3);
    QVERIFY(std::fabs(adjusted[0] - 0.03) < 1e-15);
    QVERIFY(std::fabs(adjusted[1] - 0.06) < 1e-15);
    QVERIFY(std::fabs(adjusted[2] - 0.06) < 1e-15);
    QCOMPARE(PairedTests::holm({0.5, 0.6}), (QVector<double>{1.0, 1.0}));
    QCOMPARE(PairedTests::holm({0.2}), (QVector<double>{0.2}));
    QVERIFY(PairedTests::holm({}).isEmpty());
}

void TestStats::countsStatisticHandComputed()
{
    // Sentence 1: 4 extractions, 3 correct, 5 synsets, 2 matched; sentence 2: 6, 1, 3, 1.
    const SentenceOutcomes benchie = counts({{4, 3, 5, 2}, {6, 1, 3, 1}});
    OutcomeStatistic statistic(benchie);
    MetricValues v = statistic.evaluate(nullptr);
    // BenchIE: P = matched / (matched + incorrect) = 3 / (3 + 6), R = 3 / 8.
    QCOMPARE(v.precision, 3.0 / 9.0);
    QCOMPARE(v.recall, 3.0 / 8.0);
    QCOMPARE(v.f1, 2.0 * ((3.0 / 9.0) * (3.0 / 8.0)) / ((3.0 / 9.0) + (3.0 / 8.0)));
    QCOMPARE(v.auc, 0.0);
    // Weights 2 and 0: the first sentence twice, P = 4 / (4 + 2), R = 4 / 10.
    const quint32 weights[] = {2, 0};
    v = statistic.evaluate(weights);
    QCOMPARE(v.precision, 4.0 / 6.0);
    QCOMPARE(v.recall, 0.4);
    // BenchIE^FL: P = correct / extractions = 4 / 10.
    const SentenceOutcomes flOutcomes = counts(benchie.counts, true); // outlives the statistic
    OutcomeStatistic fl(flOutcomes);
    QCOMPARE(fl.evaluate(nullptr).precision, 0.4);
    // Nothing at all: 0, not NaN.
    const quint32 none[] = {0, 0};
    QCOMPARE(statistic.evaluate(none).f1, 0.0);
}

void TestStats::identicalSystemsGivePOne()
{
    const QVector<SentenceOutcomes> systems{counts({{4, 3, 5, 2}, {6, 1, 3, 1}, {1, 1, 1, 1}, {0, 0, 2, 0}}),
                                            counts({{4, 3, 5, 2}, {6, 1, 3, 1}, {1, 1, 1, 1}, {0, 0, 2, 0}})};
    for (const PairedTest test : {PairedTest::Bootstrap, PairedTest::Randomization}) {
        const QVector<PairComparison> pairs = PairedTests::run(systems, pairedSettings(test, 500));
        QCOMPARE(pairs.size(), 3);
        for (const PairComparison &pair : pairs) {
            QCOMPARE(pair.delta, 0.0);
            QCOMPARE(pair.atLeast, qint64(500));
            QCOMPARE(pair.pValue, 1.0);
        }
    }
}

void TestStats::dominatingSystemGivesSmallestP()
{
    // On each of 40 sentences the first system is right and the second wrong: no resample turns
    // the difference round, and a round reaches it only by swapping all or none (2^-39).
    const QVector<SentenceOutcomes> systems{perfect(40), hopeless(40)};
    for (const PairedTest test : {PairedTest::Bootstrap, PairedTest::Randomization}) {
        PairedTestSettings settings = pairedSettings(test, 999);
        settings.holm = true;
        const QVector<PairComparison> pairs = PairedTests::run(systems, settings);
        for (const PairComparison &pair : pairs) {
            QCOMPARE(pair.delta, 1.0);
            QCOMPARE(pair.atLeast, qint64(0));
            QCOMPARE(pair.pValue, 0.001);
            QCOMPARE(pair.holmValue, 0.001); // Holm's family is one metric's pairs: here one
        }
    }
    // The order of the pair sets the sign, not the p-value.
    const QVector<PairComparison> reversed
        = PairedTests::run({hopeless(40), perfect(40)}, pairedSettings(PairedTest::Randomization, 999));
    QCOMPARE(reversed.first().delta, -1.0);
    QCOMPARE(reversed.first().pValue, 0.001);
}

void TestStats::swapsEqualWeights()
{
    // The counts' shortcut (only the sentences where the systems differ move) against weights.
    const SentenceOutcomes a = counts({{4, 3, 5, 2}, {6, 1, 3, 1}, {1, 1, 1, 1}, {0, 0, 2, 0}, {3, 0, 3, 0}});
    const SentenceOutcomes b = counts({{2, 2, 5, 2}, {6, 1, 3, 1}, {5, 0, 1, 0}, {3, 2, 2, 2}, {1, 1, 3, 1}});
    const OutcomeStatistic pair(a, b);
    const quint64 swapped[] = {0b10110};
    MetricValues first;
    MetricValues second;
    pair.evaluateSwapped(swapped, &first, &second);
    const quint32 keep[] = {1, 0, 0, 1, 0};
    const quint32 take[] = {0, 1, 1, 0, 1};
    QVERIFY(sameFigures(first, pair.evaluate(keep, take)));
    QVERIFY(sameFigures(second, pair.evaluate(take, keep)));
    const quint64 none[] = {0};
    pair.evaluateSwapped(none, &first, &second);
    QVERIFY(sameFigures(first, OutcomeStatistic(a).evaluate(nullptr)));
    QVERIFY(sameFigures(second, OutcomeStatistic(b).evaluate(nullptr)));
}

void TestStats::benchiePointEstimateIsOfficial_data()
{
    QTest::addColumn<int>("facetNumber");
    for (const Facet facet : {Facet::Default, Facet::Concat, Facet::Minimal, Facet::MinimalConcat})
        QTest::newRow(qPrintable(Facets::name(facet))) << int(facet);
}

void TestStats::benchiePointEstimateIsOfficial()
{
    QFETCH(int, facetNumber);
    const Facet facet = Facet(facetNumber);
    REQUIRE_DATA_FILE(enGold());
    ScoringSession session;
    session.setFacet(facet);
    QVector<ScoringSession::SystemFile> files;
    for (const QString &name : {QStringLiteral("clausie"), QStringLiteral("minie"), QStringLiteral("stanford")}) {
        REQUIRE_DATA_FILE(enSystem(name));
        files.append({name, enSystem(name)});
    }
    QString error;
    QVERIFY2(session.open(enGold(), files, &error), qPrintable(error));
    QCOMPARE(session.benchmark().sentences().size(), 300);
    QCOMPARE(session.scores().size(), 3);
    for (const SystemScore &score : session.scores()) {
        const SentenceOutcomes outcomes = SentenceOutcomes::fromScore(score);
        QCOMPARE(outcomes.sentenceCount(), 300);
        const MetricValues official{score.precision(), score.recall(), score.f1(), 0};
        const OutcomeStatistic statistic(outcomes);
        const MetricValues figures = statistic.evaluate(nullptr);
        QVERIFY2(sameFigures(figures, official), qPrintable(score.name + QLatin1Char(' ') + describe(figures)));
        // Every sentence twice: the same ratios.
        const std::vector<quint32> twice(300, 2);
        QVERIFY(sameFigures(statistic.evaluate(twice.data()), official));
    }
    // The paper's ClausIE figure (docs/scoring/benchie.md 1.5).
    if (facet == Facet::Default) {
        const SentenceOutcomes clausie = SentenceOutcomes::fromScore(session.scores().first());
        QCOMPARE(OutcomeStatistic(clausie).evaluate(nullptr).precision, 345.0 / 686.0);
    }
}

void TestStats::flPointEstimateIsOfficial()
{
    const QString goldPath = TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_300.txt"));
    REQUIRE_DATA_FILE(goldPath);
    Benchmark gold;
    Diagnostics diagnostics;
    QString error;
    QVERIFY2(BenchieGoldReader::readFile(goldPath, &gold, &diagnostics, &error), qPrintable(error));
    const FlScorer scorer(gold, FlOptions());
    for (const QString &name : {QStringLiteral("minie"), QStringLiteral("clausie"), QStringLiteral("reverb")}) {
        const QString path = TestData::path(QStringLiteral("benchie_fl/systems/%1_benchie_form.txt").arg(name));
        REQUIRE_DATA_FILE(path);
        SystemOutput output;
        QVERIFY2(BenchieSystemReader::readFile(path, &gold, &output, &diagnostics, &error), qPrintable(error));
        const SystemScore score = scorer.score(output);
        const SentenceOutcomes outcomes = SentenceOutcomes::fromScore(score);
        QVERIFY(outcomes.extractionPrecision);
        QCOMPARE(outcomes.sentenceCount(), 300);
        const MetricValues figures = OutcomeStatistic(outcomes).evaluate(nullptr);
        QVERIFY2(sameFigures(figures, {score.precision(), score.recall(), score.f1(), 0}),
                 qPrintable(name + QLatin1Char(' ') + describe(figures)));
    }
}

void TestStats::carbPointEstimateIsOfficial()
{
    const QString goldPath = TestData::path(QStringLiteral("carb/gold/test.tsv"));
    REQUIRE_DATA_FILE(goldPath);
    CarbCorpus gold;
    Diagnostics diagnostics;
    QString error;
    QVERIFY2(CarbGoldReader::readFile(goldPath, &gold, &diagnostics, &error), qPrintable(error));
    QCOMPARE(gold.sentences().size(), 634); // distinct keys of the test split's sentences
    const QList<std::pair<QString, CarbSystemReader::Format>> systems{
        {QStringLiteral("openie4"), CarbSystemReader::Format::OpenIe4},
        {QStringLiteral("clausie"), CarbSystemReader::Format::ClausIe},
        {QStringLiteral("props"), CarbSystemReader::Format::PropS}};
    QVector<SentenceOutcomes> all;
    for (const auto &[name, format] : systems) {
        const QString path = TestData::path(QStringLiteral("carb/systems/%1_output.txt").arg(name));
        REQUIRE_DATA_FILE(path);
        CarbCorpus system;
        QVERIFY2(CarbSystemReader::readFile(path, format, {}, &system, &diagnostics, &error), qPrintable(error));
        const CarbResult result = CarbScorer::score(gold, system);
        const SentenceOutcomes outcomes = CarbOutcomes::build(gold, system);
        QCOMPARE(outcomes.sentenceCount(), 634);
        QCOMPARE(outcomes.thresholds.size(), result.curve.size());
        // The sums of the sentences are taken in another order than CaRB's: within 1e-13 (a few units in the last
        // place).
        const MetricValues official{result.precision, result.recall, result.f1, result.auc};
        const OutcomeStatistic statistic(outcomes);
        const MetricValues figures = statistic.evaluate(nullptr);
        QVERIFY2(closeFigures(figures, official, 1e-13),
                 qPrintable(name + QLatin1Char(' ') + describe(figures) + QStringLiteral(" official ")
                            + describe(official)));
        // Every sentence twice: sums scaled by 2 exactly, the same figures.
        const std::vector<quint32> twice(634, 2);
        QVERIFY(sameFigures(statistic.evaluate(twice.data()), figures));
        all.append(outcomes);
    }
    // A pair's grid holds both systems' thresholds: each system's figures stay the same.
    const OutcomeStatistic pair(all.at(0), all.at(1));
    const std::vector<quint32> once(634, 1);
    const std::vector<quint32> never(634, 0);
    QVERIFY(sameFigures(pair.evaluate(once.data(), nullptr), OutcomeStatistic(all.at(0)).evaluate(nullptr)));
    QVERIFY(sameFigures(pair.evaluate(never.data(), once.data()), OutcomeStatistic(all.at(1)).evaluate(nullptr)));
}

void TestStats::oie2016PointEstimateIsOfficial_data()
{
    QTest::addColumn<bool>("paper2016");
    QTest::addColumn<bool>("allThresholds");
    QTest::newRow("current") << false << false;
    QTest::newRow("2016") << true << false;
    QTest::newRow("current, all thresholds") << false << true;
}

void TestStats::oie2016PointEstimateIsOfficial()
{
    QFETCH(bool, paper2016);
    QFETCH(bool, allThresholds);
    const QString goldPath = TestData::path(QStringLiteral("oie2016/gold/test.oie"));
    REQUIRE_DATA_FILE(goldPath);
    QString error;
    Diagnostics diagnostics;
    const std::shared_ptr<const Oie2016Lemmatizer> lemmatizer
        = Oie2016Lemmatizer::load(Oie2016Lemmatizer::defaultDirectory(), &error);
    QVERIFY2(lemmatizer, qPrintable(error));
    Oie2016Corpus gold;
    QVERIFY2(Oie2016GoldReader::readFile(goldPath, &gold, &diagnostics, &error), qPrintable(error));
    Oie2016Options options;
    options.mode = paper2016 ? Oie2016Options::Mode::Paper2016 : Oie2016Options::Mode::Current;
    options.curve = allThresholds ? Oie2016Options::Curve::AllThresholds : Oie2016Options::Curve::Legacy;
    Oie2016Scorer scorer(gold, options, lemmatizer.get(), &diagnostics);
    QCOMPARE(scorer.goldSentences(), 603);
    const QList<std::pair<QString, Oie2016SystemReader::Format>> systems{
        {QStringLiteral("openie4"), Oie2016SystemReader::Format::OpenIe4},
        {QStringLiteral("clausie"), Oie2016SystemReader::Format::ClausIe},
        {QStringLiteral("props"), Oie2016SystemReader::Format::PropS}};
    for (const auto &[name, format] : systems) {
        const QString path = TestData::path(QStringLiteral("oie2016/systems/%1_output.txt").arg(name));
        REQUIRE_DATA_FILE(path);
        Oie2016Corpus system;
        QVERIFY2(Oie2016SystemReader::readFile(path, format, {}, &system, &diagnostics, &error), qPrintable(error));
        const Oie2016Result result = scorer.score(system, &diagnostics);
        SentenceOutcomes outcomes;
        QVERIFY2(Oie2016Outcomes::build(gold, system, options, result, &outcomes, &error), qPrintable(error));
        QCOMPARE(outcomes.sentenceCount(), 603);
        const MetricValues official{result.precision, result.recall, result.f1, result.auc()};
        const OutcomeStatistic statistic(outcomes);
        const MetricValues figures = statistic.evaluate(nullptr);
        QVERIFY2(sameFigures(figures, official),
                 qPrintable(name + QLatin1Char(' ') + describe(figures) + QStringLiteral(" official ")
                            + describe(official)));
        const std::vector<quint32> twice(603, 2);
        QVERIFY(sameFigures(statistic.evaluate(twice.data()), official));
    }
}

void TestStats::deterministicForASeed()
{
    REQUIRE_DATA_FILE(enGold());
    ScoringSession session;
    QVector<ScoringSession::SystemFile> files;
    for (const QString &name : {QStringLiteral("clausie"), QStringLiteral("minie"), QStringLiteral("openie6")})
        files.append({name, enSystem(name)});
    QString error;
    QVERIFY2(session.open(enGold(), files, &error), qPrintable(error));
    QVector<SentenceOutcomes> systems;
    for (const SystemScore &score : session.scores())
        systems.append(SentenceOutcomes::fromScore(score));
    BootstrapSettings settings;
    settings.resamples = kResamples;
    const QVector<SystemIntervals> first = Bootstrap::intervals(systems, settings);
    const QVector<SystemIntervals> again = Bootstrap::intervals(systems, settings);
    settings.seed = 2;
    const QVector<SystemIntervals> otherSeed = Bootstrap::intervals(systems, settings);
    QCOMPARE(first.size(), 3);
    bool differs = false;
    for (int i = 0; i < 3; ++i) {
        for (const StatsMetric metric : StatsMetrics::of(false)) {
            QCOMPARE(first.at(i).of(metric).low, again.at(i).of(metric).low);
            QCOMPARE(first.at(i).of(metric).high, again.at(i).of(metric).high);
            QVERIFY(first.at(i).of(metric).low <= first.at(i).of(metric).high);
            differs = differs || first.at(i).of(metric).low != otherSeed.at(i).of(metric).low
                || first.at(i).of(metric).high != otherSeed.at(i).of(metric).high;
        }
    }
    QVERIFY(differs);
    // A system's interval depends on its outcomes, the seed and the resamples only: the same alone.
    settings.seed = 1;
    const QVector<SystemIntervals> alone = Bootstrap::intervals({systems.at(1)}, settings);
    QCOMPARE(alone.first().of(StatsMetric::F1).low, first.at(1).of(StatsMetric::F1).low);
    QCOMPARE(alone.first().of(StatsMetric::F1).high, first.at(1).of(StatsMetric::F1).high);
    // The paired tests likewise, pair by pair.
    for (const PairedTest test : {PairedTest::Bootstrap, PairedTest::Randomization}) {
        const QVector<PairComparison> all = PairedTests::run(systems, pairedSettings(test, kResamples));
        const QVector<PairComparison> repeated = PairedTests::run(systems, pairedSettings(test, kResamples));
        const QVector<PairComparison> pairOnly
            = PairedTests::run({systems.at(1), systems.at(2)}, pairedSettings(test, kResamples));
        QCOMPARE(all.size(), 9);
        for (int i = 0; i < all.size(); ++i)
            QCOMPARE(all.at(i).atLeast, repeated.at(i).atLeast);
        for (int m = 0; m < 3; ++m) // pairs (0,1), (0,2), (1,2), three metrics each
            QCOMPARE(pairOnly.at(m).atLeast, all.at(6 + m).atLeast);
        const QVector<PairComparison> seeded = PairedTests::run(systems, pairedSettings(test, kResamples, 99));
        bool seedMatters = false;
        for (int i = 0; i < all.size(); ++i)
            seedMatters = seedMatters || seeded.at(i).atLeast != all.at(i).atLeast;
        QVERIFY(seedMatters);
    }
}

QTEST_GUILESS_MAIN(TestStats)
#include "test_stats.moc"
