#pragma once

#include "core/stats/Bootstrap.h"
#include "core/stats/SentenceOutcomes.h"
#include "core/stats/StatsMetric.h"

#include <QString>
#include <QStringList>
#include <QVector>

// The two paired tests of `oie-score compare` (docs/scoring/statistics.md 5).
enum class PairedTest { Bootstrap, Randomization };

struct PairedTestSettings
{
    PairedTest test = PairedTest::Randomization;
    int resamples = 10000; // bootstrap resamples or randomization rounds
    quint64 seed = 1;
    bool holm = false;
    double level = 0.95; // the paired bootstrap's interval of each difference
    QVector<StatsMetric> metrics; // each tested for every pair
};

// One system pair on one metric. delta = metric(first) - metric(second) on the gold.
struct PairComparison
{
    int first = 0; // index into the systems
    int second = 0;
    StatsMetric metric = StatsMetric::F1;
    double delta = 0;
    qint64 atLeast = 0; // resamples or rounds at least as extreme (c)
    double pValue = 1; // (c + 1) / (R + 1)
    double holmValue = 1; // Holm-adjusted over the pairs of this metric (settings.holm)
    // Paired bootstrap only: the percentile interval of the difference over the resamples
    // (settings.level; zero width for two systems with the same outcomes on every sentence).
    bool hasInterval = false;
    MetricInterval interval;
};

// Every pair of systems (first before second in the systems' order), on every metric asked:
// - paired bootstrap: the resamples of Bootstrap (stream 0 of the seed); c counts those where
//   |delta_b - delta| >= |delta| (the shifted null of Berg-Kirkpatrick et al. 2012, two-sided);
// - approximate randomization (Noreen 1989; Riezler and Maxwell 2005): each round swaps the
//   two systems' outcomes on every sentence with probability 1/2 (one bit per sentence from
//   stream 1 of the seed, the same bits for every pair); c counts rounds with |delta_r| >= |delta|.
// Both: p = (c + 1) / (R + 1); differences within 1e-12 of |delta| count as ties (at least as
// extreme), so that rounding never decides.
class PairedTests
{
public:
    static constexpr int kSwapStream = 1;
    static constexpr double kTieTolerance = 1e-12;

    static QVector<PairComparison> run(const QVector<SentenceOutcomes> &systems, const PairedTestSettings &settings);
    // (c + 1) / (R + 1).
    static double pValue(qint64 atLeast, qint64 rounds);
    // Holm's step-down adjustment: sorted ascending (ties in input order), the i-th smallest
    // (from 1) becomes min(1, max over j <= i of (m - j + 1) p_(j)); returned in input order.
    static QVector<double> holm(const QVector<double> &pValues);

    static QString testName(PairedTest test); // "bootstrap", "randomization"
    static bool parseTest(const QString &name, PairedTest *test);
    static QStringList testNames();
};
