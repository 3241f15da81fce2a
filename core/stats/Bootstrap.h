#pragma once

#include "core/stats/SentenceOutcomes.h"
#include "core/stats/StatsMetric.h"
#include "core/stats/Xoshiro256.h"

#include <QVector>

#include <vector>

// What a confidence interval is asked with (docs/scoring/statistics.md 4).
struct BootstrapSettings
{
    double level = 0.95; // in (0, 1)
    int resamples = 10000;
    quint64 seed = 1;
};

struct MetricInterval
{
    double low = 0;
    double high = 0;
};

// One system's percentile intervals, by metric; auc only where the scorer has a curve.
struct SystemIntervals
{
    bool hasAuc = false;

    MetricInterval &of(StatsMetric metric) { return m_intervals[int(metric)]; }
    const MetricInterval &of(StatsMetric metric) const { return m_intervals[int(metric)]; }

private:
    MetricInterval m_intervals[4]; // by StatsMetric
};

// The bootstrap over sentences (docs/scoring/statistics.md 3, 4): a resample draws as many gold
// sentences as the gold has, uniformly with replacement, from stream 0 of the seed; every
// system is scored on the same resamples, from its per-sentence outcomes (OutcomeStatistic).
class Bootstrap
{
public:
    static constexpr int kStream = 0;

    // One resample's weights: weights[s] = how many of the n draws (Xoshiro256::below(n), in
    // order) gave sentence s.
    static void drawWeights(Xoshiro256 *generator, std::vector<quint32> *weights);
    // Every system's figures on each resample: [system][resample].
    static QVector<std::vector<MetricValues>> resample(const QVector<SentenceOutcomes> &systems, int resamples,
                                                       quint64 seed);
    // The quantile of sorted values at `probability`, interpolated linearly between order
    // statistics (Hyndman and Fan's type 7, numpy's default): h = (n - 1) p.
    static double quantile(const std::vector<double> &sorted, double probability);
    // The percentile interval: the quantiles at (1 - level) / 2 and (1 + level) / 2.
    static MetricInterval percentileInterval(std::vector<double> values, double level);
    // Every system's intervals.
    static QVector<SystemIntervals> intervals(const QVector<SentenceOutcomes> &systems,
                                              const BootstrapSettings &settings);
};
