#pragma once

#include "core/base/Diagnostic.h"
#include "core/model/ReviewJudgment.h"

#include <QString>
#include <QVector>

// An extraction two reviewers judged differently.
struct JudgmentDisagreement
{
    ReviewJudgment a, b;
};

// Cohen's kappa between two reviewers' judgments of the same extractions: judgments are paired
// by extraction (ReviewJudgment::keyOf); skipped ones and those only one reviewer judged are left
// out (counted). The categories are the verdicts accept and reject:
// kappa = (p_o - p_e) / (1 - p_e), p_o the observed agreement, p_e = sum over categories of the
// product of both reviewers' shares; 1 when p_e = 1 (both gave one and the same verdict
// throughout), NaN without any pair.
struct KappaResult
{
    int pairs = 0;
    int agreements = 0;
    int onlyA = 0, onlyB = 0; // judged (accept/reject) by one reviewer only
    int skipped = 0; // pairs left out because one of them skipped
    int acceptA = 0, acceptB = 0; // accepts among the pairs
    double observed = 0; // p_o
    double expected = 0; // p_e
    double kappa = 0;
    QVector<JudgmentDisagreement> disagreements; // in key order
};

namespace ReviewKappa {
KappaResult compute(const QVector<ReviewJudgment> &a, const QVector<ReviewJudgment> &b);
}
