#include "core/oie2016/Oie2016Curve.h"

#include "core/base/NumpySum.h"

#include <algorithm>
#include <vector>

namespace {

// One distinct confidence, from the highest down, with the points at or above it.
struct Level
{
    double threshold;
    int truePositives;
    int falsePositives;
};

} // namespace

Oie2016Curve Oie2016Curve::build(QVector<Oie2016ScoredPoint> points, double multiplier,
                                 Oie2016Options::Curve convention)
{
    // Distinct thresholds, highest first, with the counts at or above each
    // (docs/scoring/oie2016.md 6, steps 1-2).
    std::sort(points.begin(), points.end(),
              [](const Oie2016ScoredPoint &a, const Oie2016ScoredPoint &b) { return a.confidence > b.confidence; });
    std::vector<Level> levels;
    int truePositives = 0;
    int falsePositives = 0;
    for (qsizetype k = 0; k < points.size();) {
        const double threshold = points.at(k).confidence;
        for (; k < points.size() && points.at(k).confidence == threshold; ++k) {
            if (points.at(k).positive)
                ++truePositives;
            else
                ++falsePositives;
        }
        levels.push_back({threshold, truePositives, falsePositives});
    }
    const int positives = truePositives;
    // 6.3: the legacy curve stops at the first threshold that reaches full recall.
    size_t kept = levels.size();
    if (convention == Oie2016Options::Curve::Legacy) {
        for (size_t k = 0; k < levels.size(); ++k) {
            if (levels[k].truePositives == positives) {
                kept = k + 1;
                break;
            }
        }
    }
    // 6.4-6.5: lowest kept threshold first, then (1, 0); recalls times the multiplier.
    Oie2016Curve curve;
    curve.rows.reserve(qsizetype(kept) + 1);
    for (size_t k = kept; k-- > 0;) {
        const Level &level = levels[k];
        Oie2016CurveRow row;
        row.precision = double(level.truePositives) / double(level.truePositives + level.falsePositives);
        const double recall = positives > 0 ? double(level.truePositives) / double(positives) : 0.0;
        row.recall = recall * multiplier;
        row.hasThreshold = true;
        row.threshold = level.threshold;
        curve.rows.append(row);
    }
    curve.rows.append(Oie2016CurveRow{1.0, 0.0 * multiplier, false, 0});
    // 6.6: a stable sort by recall, ascending.
    std::stable_sort(curve.rows.begin(), curve.rows.end(),
                     [](const Oie2016CurveRow &a, const Oie2016CurveRow &b) { return a.recall < b.recall; });

    // 7: trapezoids over the written rows, summed as numpy sums them.
    std::vector<double> terms;
    terms.reserve(size_t(curve.rows.size()));
    for (qsizetype i = 0; i + 1 < curve.rows.size(); ++i) {
        const Oie2016CurveRow &a = curve.rows.at(i);
        const Oie2016CurveRow &b = curve.rows.at(i + 1);
        terms.push_back(((b.recall - a.recall) * (b.precision + a.precision)) / 2.0);
    }
    curve.auc = NumpySum::pairwise(terms.data(), qsizetype(terms.size()));
    // 7: the first row of highest F1 = 2PR / (P + R), 0 where P + R is 0.
    for (qsizetype i = 0; i < curve.rows.size(); ++i) {
        const Oie2016CurveRow &row = curve.rows.at(i);
        const double sum = row.precision + row.recall;
        const double f1 = sum == 0 ? 0.0 : 2.0 * row.precision * row.recall / sum;
        if (!curve.hasBest || f1 > curve.f1) {
            curve.hasBest = true;
            curve.bestRow = int(i);
            curve.f1 = f1;
        }
    }
    return curve;
}
