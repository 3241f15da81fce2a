#pragma once

#include "core/stats/SentenceOutcomes.h"
#include "core/stats/StatsMetric.h"

#include <QtGlobal>

#include <vector>

// The figures of a corpus built from per-sentence outcomes (docs/scoring/statistics.md 3): each
// gold sentence counted as many times as its weight says, taken from one system or, for a
// randomization round, from either of two systems scored on the same gold. The figures are
// computed as the scorer computes them from its corpus sums (BenchIE's micro-averaged counts,
// CaRB's and OIE2016's curves with their best-F1 point and AUC), so that all weights 1
// give the official figures. Built once per system or pair; evaluate() allocates nothing.
// Not for use from two threads at once (it keeps its scratch arrays). It refers to the outcomes
// it is built from, which must outlive it (a temporary does not compile).
class OutcomeStatistic
{
public:
    explicit OutcomeStatistic(const SentenceOutcomes &outcomes);
    // Two systems of the same scorer on the same gold (their sentence counts must agree).
    OutcomeStatistic(const SentenceOutcomes &first, const SentenceOutcomes &second);
    explicit OutcomeStatistic(SentenceOutcomes &&) = delete;
    OutcomeStatistic(SentenceOutcomes &&, const SentenceOutcomes &) = delete;
    OutcomeStatistic(const SentenceOutcomes &, SentenceOutcomes &&) = delete;

    int sentenceCount() const { return m_sentences; }
    bool hasAuc() const { return m_kind != SentenceOutcomes::Kind::Counts; }

    // firstWeights: how many times each sentence counts with the first system's outcome (null:
    // once); secondWeights: with the second's (null: never).
    MetricValues evaluate(const quint32 *firstWeights, const quint32 *secondWeights = nullptr) const;
    // A randomization round over two systems: the sentences whose bit is set in `swapped` (bit
    // s % 64 of word s / 64) change hands; *first gets the figures of the first system with the
    // second's outcomes there, *second the other way round.
    void evaluateSwapped(const quint64 *swapped, MetricValues *first, MetricValues *second) const;

private:
    struct CarbEvent
    {
        int threshold; // index into m_grid
        qint64 counted;
        double precisionSum;
        double recallSum;
    };
    struct Oie2016Event
    {
        int threshold; // index into m_grid
        qint64 positives;
        qint64 negatives;
    };
    // One system's outcomes, its events by sentence: [offsets[s], offsets[s + 1]).
    struct Source
    {
        const SentenceOutcomes *outcomes = nullptr;
        std::vector<int> offsets;
        std::vector<CarbEvent> carb;
        std::vector<Oie2016Event> oie2016;
    };
    using Counts = SentenceOutcomes::Counts;
    struct Row
    {
        double precision;
        double recall;
    };

    void prepare();
    void prepareCarb(Source *source) const;
    void prepareOie2016(Source *source) const;
    // A sentence's weight for a system: given, else 1 for the first system and 0 for the second.
    quint32 weight(int source, const quint32 *weights, int sentence) const
    {
        return weights ? weights[sentence] : (source == 0 ? 1 : 0);
    }
    // visit(source, sentence, weight) for each sentence of non-zero weight, of each system.
    template <typename Visit> void forEachWeighted(const quint32 *const weights[2], Visit visit) const
    {
        for (int i = 0; i < m_sourceCount; ++i) {
            for (int s = 0; s < m_sentences; ++s) {
                if (const qint64 w = weight(i, weights[i], s); w != 0)
                    visit(m_sources[i], s, w);
            }
        }
    }
    MetricValues countsFigures(const Counts &sums) const;
    MetricValues evaluateCounts(const quint32 *const weights[2]) const;
    MetricValues evaluateCarb(const quint32 *const weights[2]) const;
    MetricValues evaluateOie2016(const quint32 *const weights[2]) const;
    void sortRowsByRecall() const;

    SentenceOutcomes::Kind m_kind = SentenceOutcomes::Kind::Counts;
    bool m_extractionPrecision = false;
    Oie2016Options::Curve m_curve = Oie2016Options::Curve::Legacy;
    int m_sentences = 0;
    int m_sourceCount = 0;
    Source m_sources[2];
    // CaRB: the thresholds of both systems, ascending; OIE2016: their confidences, descending.
    std::vector<double> m_grid;
    // Counts, two systems: both sums, and each sentence where they differ with second - first.
    Counts m_sums[2];
    std::vector<std::pair<int, Counts>> m_differences;

    // Scratch of evaluate(), sized once.
    mutable std::vector<double> m_precisionSums;
    mutable std::vector<double> m_recallSums;
    mutable std::vector<qint64> m_counted;
    mutable std::vector<qint64> m_negatives;
    mutable std::vector<double> m_precision;
    mutable std::vector<double> m_recall;
    mutable std::vector<Row> m_rows;
    mutable std::vector<Row> m_sorted;
    mutable std::vector<double> m_terms;
    mutable std::vector<quint32> m_swapWeights[2];
};
