#include "core/review/ReviewKappa.h"

#include <QMap>

#include <limits>

KappaResult ReviewKappa::compute(const QVector<ReviewJudgment> &a, const QVector<ReviewJudgment> &b)
{
    KappaResult result;
    QMap<QString, ReviewJudgment> byKeyA, byKeyB; // sorted: disagreements in key order
    for (const ReviewJudgment &judgment : a)
        byKeyA.insert(judgment.key(), judgment);
    for (const ReviewJudgment &judgment : b)
        byKeyB.insert(judgment.key(), judgment);
    for (auto it = byKeyA.cbegin(); it != byKeyA.cend(); ++it) {
        const auto other = byKeyB.constFind(it.key());
        const bool judgedA = it->verdict != ReviewVerdict::Skipped;
        if (other == byKeyB.constEnd()) {
            result.onlyA += judgedA;
            continue;
        }
        const bool judgedB = other->verdict != ReviewVerdict::Skipped;
        if (!judgedA || !judgedB) {
            ++result.skipped;
            continue;
        }
        ++result.pairs;
        result.acceptA += it->verdict == ReviewVerdict::Accepted;
        result.acceptB += other->verdict == ReviewVerdict::Accepted;
        if (it->verdict == other->verdict)
            ++result.agreements;
        else
            result.disagreements.append({it.value(), other.value()});
    }
    for (auto it = byKeyB.cbegin(); it != byKeyB.cend(); ++it)
        result.onlyB += !byKeyA.contains(it.key()) && it->verdict != ReviewVerdict::Skipped;
    if (result.pairs == 0) {
        result.kappa = std::numeric_limits<double>::quiet_NaN();
        return result;
    }
    const double n = result.pairs;
    result.observed = result.agreements / n;
    const double acceptA = result.acceptA / n, acceptB = result.acceptB / n;
    result.expected = acceptA * acceptB + (1 - acceptA) * (1 - acceptB);
    result.kappa = result.expected >= 1.0 ? 1.0 : (result.observed - result.expected) / (1.0 - result.expected);
    return result;
}
