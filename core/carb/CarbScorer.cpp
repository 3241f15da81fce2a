#include "core/carb/CarbScorer.h"

#include "core/carb/CarbMatcher.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace {

struct Pair
{
    double precision;
    int gold;
    int extraction;
};

// Per sentence, per distinct confidence level (ascending): the precision and recall
// numerators and the number of counted extractions.
struct Level
{
    double confidence;
    double precisionSum;
    double recallSum;
    int counted;
};

std::vector<Level> scoreSentence(const std::vector<CarbMatcher::Prepared> &gold,
                                 const std::vector<CarbMatcher::Prepared> &system, const QVector<CarbTuple> &tuples,
                                 const CarbMatcher &matcher)
{
    const int g = int(gold.size());
    const int e = int(system.size());
    std::vector<double> recall(size_t(g) * size_t(e));
    std::vector<Pair> pairs;
    pairs.reserve(recall.size());
    for (int i = 0; i < g; ++i) {
        for (int j = 0; j < e; ++j) {
            const CarbMatcher::Score score = matcher.match(gold[size_t(i)], system[size_t(j)]);
            recall[size_t(i) * size_t(e) + size_t(j)] = score.recall;
            pairs.push_back({score.precision, i, j});
        }
    }
    // Greedy precision matching takes the remaining pair of highest precision, the first in
    // (gold, extraction) file order on ties: that is this order, scanned once per level.
    std::stable_sort(pairs.begin(), pairs.end(), [](const Pair &a, const Pair &b) { return a.precision > b.precision; });

    std::vector<int> order(static_cast<size_t>(e));
    for (int j = 0; j < e; ++j)
        order[size_t(j)] = j;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return tuples.at(a).confidence > tuples.at(b).confidence;
    });

    std::vector<Level> levels;
    std::vector<double> bestRecall(static_cast<size_t>(g), 0.0);
    std::vector<char> counted(static_cast<size_t>(e), 0);
    std::vector<char> rowTaken(static_cast<size_t>(g));
    std::vector<char> columnTaken(static_cast<size_t>(e));
    int countedCount = 0;
    for (size_t k = 0; k < order.size();) {
        const double level = tuples.at(order[k]).confidence;
        for (; k < order.size() && tuples.at(order[k]).confidence == level; ++k) {
            const int j = order[k];
            counted[size_t(j)] = 1;
            ++countedCount;
            for (int i = 0; i < g; ++i)
                bestRecall[size_t(i)] = std::max(bestRecall[size_t(i)], recall[size_t(i) * size_t(e) + size_t(j)]);
        }
        double recallSum = 0;
        for (int i = 0; i < g; ++i)
            recallSum += bestRecall[size_t(i)];
        double precisionSum = 0;
        const int wanted = std::min(g, countedCount);
        std::fill(rowTaken.begin(), rowTaken.end(), 0);
        std::fill(columnTaken.begin(), columnTaken.end(), 0);
        int taken = 0;
        for (const Pair &pair : pairs) {
            if (taken == wanted)
                break;
            if (!counted[size_t(pair.extraction)] || rowTaken[size_t(pair.gold)] || columnTaken[size_t(pair.extraction)])
                continue;
            rowTaken[size_t(pair.gold)] = 1;
            columnTaken[size_t(pair.extraction)] = 1;
            precisionSum += pair.precision;
            ++taken;
        }
        levels.push_back({level, precisionSum, recallSum, countedCount});
    }
    std::reverse(levels.begin(), levels.end());
    return levels;
}

} // namespace

double CarbResult::round3(double value)
{
    return std::nearbyint(value * 1000.0) / 1000.0;
}

CarbResult CarbScorer::score(const CarbCorpus &gold, const CarbCorpus &system)
{
    CarbResult result;
    // Thresholds: every distinct confidence of the system, its sentences without gold included
    // (they add points equal to their neighbours', as in the official code).
    std::vector<double> thresholds;
    for (const CarbSentence &sentence : system.sentences()) {
        for (const CarbTuple &tuple : sentence.tuples)
            thresholds.push_back(tuple.confidence);
        if (!gold.find(sentence.key))
            ++result.systemSentencesWithoutGold;
    }
    std::sort(thresholds.begin(), thresholds.end());
    thresholds.erase(std::unique(thresholds.begin(), thresholds.end()), thresholds.end());
    const size_t n = thresholds.size();
    std::vector<double> p(n, 0.0), pl(n, 0.0), r(n, 0.0), rl(n, 0.0);

    CarbMatcher matcher;
    std::vector<CarbMatcher::Prepared> goldPrepared;
    std::vector<CarbMatcher::Prepared> systemPrepared;
    for (const CarbSentence &sentence : gold.sentences()) {
        const double goldCount = double(sentence.tuples.size());
        result.goldTuples += int(sentence.tuples.size());
        ++result.goldSentences;
        const CarbSentence *extracted = system.find(sentence.key);
        size_t previous = 0;
        if (extracted) {
            result.systemTuples += int(extracted->tuples.size());
            goldPrepared.clear();
            systemPrepared.clear();
            for (const CarbTuple &tuple : sentence.tuples)
                goldPrepared.push_back(matcher.prepare(tuple));
            for (const CarbTuple &tuple : extracted->tuples)
                systemPrepared.push_back(matcher.prepare(tuple));
            // Each level's numbers hold for the thresholds from just above the previous
            // level up to this one; sums run over sentences in gold order, as officially.
            for (const Level &level : scoreSentence(goldPrepared, systemPrepared, extracted->tuples, matcher)) {
                const size_t c = size_t(std::lower_bound(thresholds.begin(), thresholds.end(), level.confidence)
                                        - thresholds.begin());
                for (size_t k = previous; k <= c; ++k) {
                    p[k] += level.precisionSum;
                    pl[k] += level.counted;
                    r[k] += level.recallSum;
                    rl[k] += goldCount;
                }
                previous = c + 1;
            }
        }
        for (size_t k = previous; k < n; ++k)
            rl[k] += goldCount;
    }

    result.curve.reserve(qsizetype(n));
    double bestF1 = -1;
    for (size_t k = 0; k < n; ++k) {
        CarbPoint point;
        point.threshold = thresholds[k];
        point.precision = pl[k] > 0 ? p[k] / pl[k] : 1.0;
        point.recall = rl[k] > 0 ? r[k] / rl[k] : 0.0;
        const double sum = point.precision + point.recall;
        point.f1 = sum == 0 ? std::numeric_limits<double>::quiet_NaN() : 2 * point.precision * point.recall / sum;
        if (!std::isnan(point.f1) && point.f1 > bestF1) {
            bestF1 = point.f1;
            result.hasOptimum = true;
            result.precision = point.precision;
            result.recall = point.recall;
            result.f1 = point.f1;
            result.threshold = point.threshold;
        }
        result.curve.append(point);
    }
    if (n == 0)
        return result; // no extraction at all: AUC 0, as the official code returns
    // AUC: trapezoids over (recall, precision) with (0, 1) appended; the recalls fall as the
    // threshold rises, so the area is the negated trapezoid sum along the list.
    double area = 0;
    for (size_t k = 0; k < n; ++k) {
        const double x0 = result.curve.at(qsizetype(k)).recall;
        const double y0 = result.curve.at(qsizetype(k)).precision;
        const double x1 = k + 1 < n ? result.curve.at(qsizetype(k + 1)).recall : 0.0;
        const double y1 = k + 1 < n ? result.curve.at(qsizetype(k + 1)).precision : 1.0;
        area += (x1 - x0) * (y0 + y1) / 2.0;
    }
    result.auc = area == 0 ? 0.0 : -area;
    return result;
}
