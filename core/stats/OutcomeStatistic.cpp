#include "core/stats/OutcomeStatistic.h"

#include "core/base/NumpySum.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace {

using Counts = SentenceOutcomes::Counts;

Counts &operator+=(Counts &sums, const Counts &add)
{
    sums.extractions += add.extractions;
    sums.correct += add.correct;
    sums.synsets += add.synsets;
    sums.matched += add.matched;
    return sums;
}

Counts difference(const Counts &a, const Counts &b)
{
    return {a.extractions - b.extractions, a.correct - b.correct, a.synsets - b.synsets, a.matched - b.matched};
}

bool isZero(const Counts &c)
{
    return c.extractions == 0 && c.correct == 0 && c.synsets == 0 && c.matched == 0;
}

// The index of `value` in a grid sorted by `before`; the value is in it.
template <typename Before> int gridIndex(const std::vector<double> &grid, double value, Before before)
{
    return int(std::lower_bound(grid.begin(), grid.end(), value, before) - grid.begin());
}

} // namespace

OutcomeStatistic::OutcomeStatistic(const SentenceOutcomes &outcomes)
{
    m_sources[0].outcomes = &outcomes;
    m_sourceCount = 1;
    prepare();
}

OutcomeStatistic::OutcomeStatistic(const SentenceOutcomes &first, const SentenceOutcomes &second)
{
    Q_ASSERT(first.kind == second.kind && first.sentenceCount() == second.sentenceCount());
    m_sources[0].outcomes = &first;
    m_sources[1].outcomes = &second;
    m_sourceCount = 2;
    prepare();
}

void OutcomeStatistic::prepare()
{
    const SentenceOutcomes &first = *m_sources[0].outcomes;
    m_kind = first.kind;
    m_extractionPrecision = first.extractionPrecision;
    m_curve = first.curve;
    m_sentences = first.sentenceCount();
    for (int i = 0; i < m_sourceCount; ++i) {
        const SentenceOutcomes &outcomes = *m_sources[i].outcomes;
        if (m_kind == SentenceOutcomes::Kind::CarbCurve) {
            m_grid.insert(m_grid.end(), outcomes.thresholds.begin(), outcomes.thresholds.end());
        } else if (m_kind == SentenceOutcomes::Kind::Oie2016Curve) {
            for (const auto &levels : outcomes.oie2016Levels) {
                for (const SentenceOutcomes::Oie2016Level &level : levels)
                    m_grid.push_back(level.confidence);
            }
        } else {
            for (const Counts &counts : outcomes.counts)
                m_sums[i] += counts;
        }
    }
    // CaRB's thresholds ascend, OIE2016's confidences descend (the order each sweeps them in).
    if (m_kind == SentenceOutcomes::Kind::CarbCurve)
        std::sort(m_grid.begin(), m_grid.end());
    else
        std::sort(m_grid.begin(), m_grid.end(), std::greater<double>());
    m_grid.erase(std::unique(m_grid.begin(), m_grid.end()), m_grid.end());
    for (int i = 0; i < m_sourceCount; ++i) {
        if (m_kind == SentenceOutcomes::Kind::CarbCurve)
            prepareCarb(&m_sources[i]);
        else if (m_kind == SentenceOutcomes::Kind::Oie2016Curve)
            prepareOie2016(&m_sources[i]);
    }
    if (m_kind == SentenceOutcomes::Kind::Counts && m_sourceCount == 2) {
        for (int s = 0; s < m_sentences; ++s) {
            const Counts d = difference(m_sources[1].outcomes->counts.at(s), m_sources[0].outcomes->counts.at(s));
            if (!isZero(d))
                m_differences.push_back({s, d});
        }
    }
    const size_t n = m_grid.size();
    m_precisionSums.resize(n);
    m_recallSums.resize(n);
    m_counted.resize(n);
    m_negatives.resize(n);
    m_precision.resize(n);
    m_recall.resize(n);
    m_rows.reserve(n + 1);
    m_sorted.reserve(n + 1);
    m_terms.reserve(n + 1);
    for (std::vector<quint32> &weights : m_swapWeights)
        weights.resize(size_t(m_sentences));
}

// A sentence's value at threshold k is that of its lowest level at or above the threshold, so
// sweeping the thresholds down, each level adds its change over the level above it.
void OutcomeStatistic::prepareCarb(Source *source) const
{
    const SentenceOutcomes &outcomes = *source->outcomes;
    source->offsets.push_back(0);
    for (const auto &levels : outcomes.carbLevels) {
        SentenceOutcomes::CarbLevel above;
        for (const SentenceOutcomes::CarbLevel &level : levels) {
            source->carb.push_back({gridIndex(m_grid, level.confidence, std::less<double>()),
                                    level.counted - above.counted, level.precisionSum - above.precisionSum,
                                    level.recallSum - above.recallSum});
            above = level;
        }
        source->offsets.push_back(int(source->carb.size()));
    }
}

void OutcomeStatistic::prepareOie2016(Source *source) const
{
    const SentenceOutcomes &outcomes = *source->outcomes;
    source->offsets.push_back(0);
    for (const auto &levels : outcomes.oie2016Levels) {
        for (const SentenceOutcomes::Oie2016Level &level : levels) {
            source->oie2016.push_back(
                {gridIndex(m_grid, level.confidence, std::greater<double>()), level.positives, level.negatives});
        }
        source->offsets.push_back(int(source->oie2016.size()));
    }
}

MetricValues OutcomeStatistic::evaluate(const quint32 *firstWeights, const quint32 *secondWeights) const
{
    const quint32 *const weights[2] = {firstWeights, m_sourceCount == 2 ? secondWeights : nullptr};
    switch (m_kind) {
    case SentenceOutcomes::Kind::Counts:
        return evaluateCounts(weights);
    case SentenceOutcomes::Kind::CarbCurve:
        return evaluateCarb(weights);
    case SentenceOutcomes::Kind::Oie2016Curve:
        return evaluateOie2016(weights);
    }
    return MetricValues();
}

void OutcomeStatistic::evaluateSwapped(const quint64 *swapped, MetricValues *first, MetricValues *second) const
{
    Q_ASSERT(m_sourceCount == 2);
    const auto isSwapped = [swapped](int s) { return (swapped[s / 64] >> (s % 64)) & 1; };
    if (m_kind == SentenceOutcomes::Kind::Counts) {
        // Only the sentences where the systems differ move the sums.
        Counts moved;
        for (const auto &[sentence, change] : m_differences) {
            if (isSwapped(sentence))
                moved += change;
        }
        Counts firstSums = m_sums[0];
        firstSums += moved;
        Counts secondSums = m_sums[1];
        secondSums += difference(Counts(), moved);
        *first = countsFigures(firstSums);
        *second = countsFigures(secondSums);
        return;
    }
    for (int s = 0; s < m_sentences; ++s) {
        const quint32 bit = quint32(isSwapped(s));
        m_swapWeights[0][size_t(s)] = 1 - bit;
        m_swapWeights[1][size_t(s)] = bit;
    }
    *first = evaluate(m_swapWeights[0].data(), m_swapWeights[1].data());
    *second = evaluate(m_swapWeights[1].data(), m_swapWeights[0].data());
}

// docs/scoring/benchie.md 1.5 and docs/scoring/fl.md 10, as ScoreCounts and SystemScore compute them.
MetricValues OutcomeStatistic::countsFigures(const Counts &sums) const
{
    MetricValues values;
    if (m_extractionPrecision) {
        values.precision = sums.extractions == 0 ? 0.0 : double(sums.correct) / double(sums.extractions);
    } else {
        const qint64 incorrect = sums.extractions - sums.correct;
        values.precision
            = sums.matched + incorrect == 0 ? 0.0 : double(sums.matched) / double(sums.matched + incorrect);
    }
    values.recall = sums.synsets == 0 ? 0.0 : double(sums.matched) / double(sums.synsets);
    const double p = values.precision;
    const double r = values.recall;
    values.f1 = p + r == 0.0 ? 0.0 : 2.0 * (p * r) / (p + r);
    return values;
}

MetricValues OutcomeStatistic::evaluateCounts(const quint32 *const weights[2]) const
{
    Counts sums;
    forEachWeighted(weights, [&](const Source &source, int s, qint64 w) {
        const Counts &c = source.outcomes->counts.at(s);
        sums += Counts{w * c.extractions, w * c.correct, w * c.synsets, w * c.matched};
    });
    return countsFigures(sums);
}

// docs/scoring/carb.md 3, Aggregating: the curve over every threshold, its best-F1 point (the lowest
// threshold on ties) and the trapezoidal AUC with (recall 0, precision 1) appended, each
// number computed by the expressions CarbScorer uses.
MetricValues OutcomeStatistic::evaluateCarb(const quint32 *const weights[2]) const
{
    const size_t n = m_grid.size();
    std::fill(m_precisionSums.begin(), m_precisionSums.end(), 0.0);
    std::fill(m_recallSums.begin(), m_recallSums.end(), 0.0);
    std::fill(m_counted.begin(), m_counted.end(), 0);
    qint64 goldTuples = 0;
    forEachWeighted(weights, [&](const Source &source, int s, qint64 w) {
        goldTuples += w * source.outcomes->goldCounted.at(s);
        const double dw = double(w);
        for (int e = source.offsets[size_t(s)]; e < source.offsets[size_t(s) + 1]; ++e) {
            const CarbEvent &event = source.carb[size_t(e)];
            m_precisionSums[size_t(event.threshold)] += dw * event.precisionSum;
            m_recallSums[size_t(event.threshold)] += dw * event.recallSum;
            m_counted[size_t(event.threshold)] += w * event.counted;
        }
    });
    double precisionSum = 0;
    double recallSum = 0;
    qint64 counted = 0;
    const double gold = double(goldTuples);
    for (size_t k = n; k-- > 0;) {
        precisionSum += m_precisionSums[k];
        recallSum += m_recallSums[k];
        counted += m_counted[k];
        m_precision[k] = counted > 0 ? precisionSum / double(counted) : 1.0;
        m_recall[k] = goldTuples > 0 ? recallSum / gold : 0.0;
    }
    MetricValues values;
    double bestF1 = -1;
    double area = 0;
    for (size_t k = 0; k < n; ++k) {
        const double p = m_precision[k];
        const double r = m_recall[k];
        const double sum = p + r;
        const double f1 = sum == 0 ? std::numeric_limits<double>::quiet_NaN() : 2 * p * r / sum;
        if (!std::isnan(f1) && f1 > bestF1) {
            bestF1 = f1;
            values.precision = p;
            values.recall = r;
            values.f1 = f1;
        }
        const double x1 = k + 1 < n ? m_recall[k + 1] : 0.0;
        const double y1 = k + 1 < n ? m_precision[k + 1] : 1.0;
        area += (x1 - r) * (p + y1) / 2.0;
    }
    values.auc = area == 0 ? 0.0 : -area;
    return values;
}

// docs/scoring/oie2016.md 6 and 7, as Oie2016Curve::build computes them: the distinct confidences
// of the corpus's points, highest first, the legacy cut at full recall, rows lowest threshold
// first then (1, 0), recalls times T - U over T, stably sorted by recall; numpy's pairwise sum
// of the trapezoids; the first row of highest F1.
MetricValues OutcomeStatistic::evaluateOie2016(const quint32 *const weights[2]) const
{
    std::vector<qint64> &positivesAt = m_counted;
    std::vector<qint64> &negativesAt = m_negatives;
    std::fill(positivesAt.begin(), positivesAt.end(), 0);
    std::fill(negativesAt.begin(), negativesAt.end(), 0);
    qint64 counted = 0;
    qint64 matched = 0;
    forEachWeighted(weights, [&](const Source &source, int s, qint64 w) {
        counted += w * source.outcomes->goldCounted.at(s);
        matched += w * source.outcomes->goldMatched.at(s);
        for (int e = source.offsets[size_t(s)]; e < source.offsets[size_t(s) + 1]; ++e) {
            const Oie2016Event &event = source.oie2016[size_t(e)];
            positivesAt[size_t(event.threshold)] += w * event.positives;
            negativesAt[size_t(event.threshold)] += w * event.negatives;
        }
    });
    // The levels of the confidences present, cumulated in place (level j <= confidence k).
    size_t levels = 0;
    qint64 truePositives = 0;
    qint64 falsePositives = 0;
    for (size_t k = 0; k < m_grid.size(); ++k) {
        if (positivesAt[k] == 0 && negativesAt[k] == 0)
            continue;
        truePositives += positivesAt[k];
        falsePositives += negativesAt[k];
        positivesAt[levels] = truePositives;
        negativesAt[levels] = falsePositives;
        ++levels;
    }
    const qint64 positives = truePositives;
    size_t kept = levels;
    if (m_curve == Oie2016Options::Curve::Legacy) {
        for (size_t j = 0; j < levels; ++j) {
            if (positivesAt[j] == positives) {
                kept = j + 1;
                break;
            }
        }
    }
    const double multiplier = counted > 0 ? double(matched) / double(counted) : 0.0;
    m_rows.clear();
    for (size_t j = kept; j-- > 0;) {
        const double precision = double(positivesAt[j]) / double(positivesAt[j] + negativesAt[j]);
        const double recall = positives > 0 ? double(positivesAt[j]) / double(positives) : 0.0;
        m_rows.push_back({precision, recall * multiplier});
    }
    m_rows.push_back({1.0, 0.0 * multiplier});
    sortRowsByRecall();

    m_terms.clear();
    for (size_t i = 0; i + 1 < m_sorted.size(); ++i) {
        const Row &a = m_sorted[i];
        const Row &b = m_sorted[i + 1];
        m_terms.push_back(((b.recall - a.recall) * (b.precision + a.precision)) / 2.0);
    }
    MetricValues values;
    values.auc = NumpySum::pairwise(m_terms.data(), qsizetype(m_terms.size()));
    bool hasBest = false;
    for (const Row &row : m_sorted) {
        const double sum = row.precision + row.recall;
        const double f1 = sum == 0 ? 0.0 : 2.0 * row.precision * row.recall / sum;
        if (!hasBest || f1 > values.f1) {
            hasBest = true;
            values.precision = row.precision;
            values.recall = row.recall;
            values.f1 = f1;
        }
    }
    return values;
}

// m_rows into m_sorted, stably by recall ascending. The rows come lowest threshold first, so their
// recalls never rise: the stable sort is the runs of equal recall in reverse order, each run kept
// as it is (a std::stable_sort for any other input).
void OutcomeStatistic::sortRowsByRecall() const
{
    m_sorted.clear();
    for (size_t i = 0; i + 1 < m_rows.size(); ++i) {
        if (m_rows[i + 1].recall > m_rows[i].recall) {
            m_sorted = m_rows;
            std::stable_sort(m_sorted.begin(), m_sorted.end(),
                             [](const Row &a, const Row &b) { return a.recall < b.recall; });
            return;
        }
    }
    size_t end = m_rows.size();
    while (end > 0) {
        size_t begin = end - 1;
        while (begin > 0 && m_rows[begin - 1].recall == m_rows[end - 1].recall)
            --begin;
        for (size_t i = begin; i < end; ++i)
            m_sorted.push_back(m_rows[i]);
        end = begin;
    }
}
