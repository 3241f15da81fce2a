#include "core/stats/PairedTests.h"

#include "core/base/TwoThreads.h"
#include "core/stats/Bootstrap.h"
#include "core/stats/OutcomeStatistic.h"
#include "core/stats/Xoshiro256.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <numeric>
#include <vector>

namespace {

bool atLeastAsExtreme(double difference, double observed)
{
    return std::fabs(difference) >= std::fabs(observed) - PairedTests::kTieTolerance;
}

// The pairs in order, each with its metrics.
QVector<PairComparison> emptyComparisons(int systems, const QVector<StatsMetric> &metrics)
{
    QVector<PairComparison> comparisons;
    for (int a = 0; a < systems; ++a) {
        for (int b = a + 1; b < systems; ++b) {
            for (const StatsMetric metric : metrics) {
                PairComparison comparison;
                comparison.first = a;
                comparison.second = b;
                comparison.metric = metric;
                comparisons.append(comparison);
            }
        }
    }
    return comparisons;
}

void pairedBootstrap(const QVector<SentenceOutcomes> &systems, const PairedTestSettings &settings,
                     QVector<PairComparison> *comparisons)
{
    const QVector<std::vector<MetricValues>> resampled
        = Bootstrap::resample(systems, settings.resamples, settings.seed);
    QVector<MetricValues> observed;
    for (const SentenceOutcomes &system : systems)
        observed.append(OutcomeStatistic(system).evaluate(nullptr));
    for (PairComparison &c : *comparisons) {
        c.delta = observed.at(c.first).value(c.metric) - observed.at(c.second).value(c.metric);
        const std::vector<MetricValues> &first = resampled.at(c.first);
        const std::vector<MetricValues> &second = resampled.at(c.second);
        std::vector<double> deltas;
        deltas.reserve(first.size());
        for (size_t b = 0; b < first.size(); ++b) {
            const double delta = first[b].value(c.metric) - second[b].value(c.metric);
            c.atLeast += atLeastAsExtreme(delta - c.delta, c.delta) ? 1 : 0;
            deltas.push_back(delta);
        }
        c.interval = Bootstrap::percentileInterval(std::move(deltas), settings.level);
        c.hasInterval = true;
    }
}

// One pair's rounds, on its `metrics` comparisons. Every pair draws the same bits (stream 1 of the
// seed from its start), so pairs are independent of each other and of the thread they run on.
void randomizePair(const SentenceOutcomes &a, const SentenceOutcomes &b, const PairedTestSettings &settings,
                   PairComparison *comparisons, int metrics)
{
    const OutcomeStatistic pair(a, b);
    std::vector<quint64> swapped(size_t((pair.sentenceCount() + 63) / 64), 0);
    MetricValues first;
    MetricValues second;
    pair.evaluateSwapped(swapped.data(), &first, &second);
    for (int m = 0; m < metrics; ++m)
        comparisons[m].delta = first.value(comparisons[m].metric) - second.value(comparisons[m].metric);
    // Counted here, written once: the other thread's pairs are next to these in memory.
    std::vector<qint64> atLeast(size_t(metrics), 0);
    Xoshiro256 generator = Xoshiro256::stream(settings.seed, PairedTests::kSwapStream);
    for (int round = 0; round < settings.resamples; ++round) {
        for (quint64 &word : swapped)
            word = generator.next();
        pair.evaluateSwapped(swapped.data(), &first, &second);
        for (int m = 0; m < metrics; ++m) {
            const PairComparison &c = comparisons[m];
            atLeast[size_t(m)] += atLeastAsExtreme(first.value(c.metric) - second.value(c.metric), c.delta) ? 1 : 0;
        }
    }
    for (int m = 0; m < metrics; ++m)
        comparisons[m].atLeast = atLeast[size_t(m)];
}

// The pairs on both cores (core/base/TwoThreads), each writing only its own comparisons.
void approximateRandomization(const QVector<SentenceOutcomes> &systems, const PairedTestSettings &settings,
                              QVector<PairComparison> *comparisons)
{
    const int metrics = int(settings.metrics.size());
    PairComparison *all = comparisons->data();
    TwoThreads::forEach(comparisons->size() / metrics, [&](qsizetype p, int) {
        PairComparison *pair = all + p * metrics;
        randomizePair(systems.at(pair->first), systems.at(pair->second), settings, pair, metrics);
    });
}

} // namespace

QVector<PairComparison> PairedTests::run(const QVector<SentenceOutcomes> &systems, const PairedTestSettings &settings)
{
    QVector<PairComparison> comparisons = emptyComparisons(int(systems.size()), settings.metrics);
    if (comparisons.isEmpty())
        return comparisons;
    if (settings.test == PairedTest::Bootstrap)
        pairedBootstrap(systems, settings, &comparisons);
    else
        approximateRandomization(systems, settings, &comparisons);
    for (PairComparison &c : comparisons) {
        c.pValue = pValue(c.atLeast, settings.resamples);
        c.holmValue = c.pValue;
    }
    if (settings.holm) {
        for (const StatsMetric metric : settings.metrics) {
            QVector<int> family;
            QVector<double> pValues;
            for (int i = 0; i < comparisons.size(); ++i) {
                if (comparisons.at(i).metric == metric) {
                    family.append(i);
                    pValues.append(comparisons.at(i).pValue);
                }
            }
            const QVector<double> adjusted = holm(pValues);
            for (int k = 0; k < family.size(); ++k)
                comparisons[family.at(k)].holmValue = adjusted.at(k);
        }
    }
    return comparisons;
}

double PairedTests::pValue(qint64 atLeast, qint64 rounds)
{
    return double(atLeast + 1) / double(rounds + 1);
}

QVector<double> PairedTests::holm(const QVector<double> &pValues)
{
    const qsizetype m = pValues.size();
    QVector<int> order(m);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return pValues.at(a) < pValues.at(b); });
    QVector<double> adjusted(m);
    double running = 0;
    for (qsizetype j = 0; j < m; ++j) {
        running = std::max(running, std::min(1.0, double(m - j) * pValues.at(order.at(j))));
        adjusted[order.at(j)] = running;
    }
    return adjusted;
}

QString PairedTests::testName(PairedTest test)
{
    return test == PairedTest::Bootstrap ? QStringLiteral("bootstrap") : QStringLiteral("randomization");
}

bool PairedTests::parseTest(const QString &name, PairedTest *test)
{
    for (const PairedTest candidate : {PairedTest::Bootstrap, PairedTest::Randomization}) {
        if (name == testName(candidate)) {
            *test = candidate;
            return true;
        }
    }
    return false;
}

QStringList PairedTests::testNames()
{
    return {testName(PairedTest::Bootstrap), testName(PairedTest::Randomization)};
}
