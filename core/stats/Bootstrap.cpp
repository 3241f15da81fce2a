#include "core/stats/Bootstrap.h"

#include "core/stats/OutcomeStatistic.h"

#include <algorithm>
#include <cmath>
#include <memory>

void Bootstrap::drawWeights(Xoshiro256 *generator, std::vector<quint32> *weights)
{
    std::fill(weights->begin(), weights->end(), 0);
    const quint32 n = quint32(weights->size());
    for (quint32 draw = 0; draw < n; ++draw)
        ++(*weights)[generator->below(n)];
}

QVector<std::vector<MetricValues>> Bootstrap::resample(const QVector<SentenceOutcomes> &systems, int resamples,
                                                       quint64 seed)
{
    std::vector<std::unique_ptr<OutcomeStatistic>> statistics;
    QVector<std::vector<MetricValues>> values(systems.size());
    for (qsizetype i = 0; i < systems.size(); ++i) {
        statistics.push_back(std::make_unique<OutcomeStatistic>(systems.at(i)));
        values[i].reserve(size_t(std::max(resamples, 0)));
    }
    const int sentences = systems.isEmpty() ? 0 : systems.first().sentenceCount();
    std::vector<quint32> weights(static_cast<size_t>(sentences));
    Xoshiro256 generator = Xoshiro256::stream(seed, kStream);
    for (int b = 0; b < resamples; ++b) {
        drawWeights(&generator, &weights);
        for (size_t i = 0; i < statistics.size(); ++i)
            values[qsizetype(i)].push_back(statistics[i]->evaluate(weights.data()));
    }
    return values;
}

double Bootstrap::quantile(const std::vector<double> &sorted, double probability)
{
    if (sorted.empty())
        return 0;
    const double h = double(sorted.size() - 1) * probability;
    const double below = std::floor(h);
    const size_t lower = size_t(below);
    if (lower + 1 >= sorted.size())
        return sorted.back();
    return sorted[lower] + (h - below) * (sorted[lower + 1] - sorted[lower]);
}

MetricInterval Bootstrap::percentileInterval(std::vector<double> values, double level)
{
    std::sort(values.begin(), values.end());
    return {quantile(values, (1.0 - level) / 2.0), quantile(values, (1.0 + level) / 2.0)};
}

QVector<SystemIntervals> Bootstrap::intervals(const QVector<SentenceOutcomes> &systems,
                                              const BootstrapSettings &settings)
{
    const QVector<std::vector<MetricValues>> values = resample(systems, settings.resamples, settings.seed);
    QVector<SystemIntervals> intervals;
    std::vector<double> column;
    for (qsizetype i = 0; i < systems.size(); ++i) {
        SystemIntervals system;
        system.hasAuc = systems.at(i).hasAuc();
        for (const StatsMetric metric : StatsMetrics::of(system.hasAuc)) {
            column.clear();
            for (const MetricValues &resampled : values.at(i))
                column.push_back(resampled.value(metric));
            system.of(metric) = percentileInterval(column, settings.level);
        }
        intervals.append(system);
    }
    return intervals;
}
