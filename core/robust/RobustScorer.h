#pragma once

#include "core/base/Diagnostic.h"
#include "core/robust/RobustReader.h"

#include <QString>
#include <QVector>

// One sentence scored alone with CaRB: its AUC and F1-optimal point, each rounded to 3
// decimals as CaRB returns them.
struct RobustSentenceScore
{
    QString text;
    double auc = 0;
    double precision = 0;
    double recall = 0;
    double f1 = 0;
    int line = 0; // of the sentence in the system file (0 when unknown)
    int goldSentence = -1; // its gold sentence: index in the gold clique's sentences, as read
};

struct RobustCliqueScore
{
    QVector<RobustSentenceScore> sentences; // in the system file's order, the original first
    int worst = 0; // index of the sentence with the lowest F1 (the first on ties)
    double f1Variance = 0; // population variance of the sentences' F1 (numpy's np.var)
    int line = 0; // of the clique in the system file
    int goldClique = -1; // its gold clique: index in the gold cliques given to score()
};

// Summary of the per-clique F1 variances (NaN when no clique was scored).
struct VarianceSummary
{
    double minimum = 0;
    double median = 0;
    double mean = 0;
    double maximum = 0;
};

// What was left out: the official scorer walks the system file, so gold cliques and
// paraphrases the system file lacks are not scored, and system ones the gold lacks stop it
// with a KeyError (here they are skipped with an error). Counted after the official reader's
// folding of repeated sentences (docs/scoring/robust.md 4).
struct RobustCoverage
{
    int goldCliquesNotScored = 0; // gold cliques whose original the system file lacks
    int goldParaphrasesNotScored = 0; // paraphrases of scored gold cliques the system file lacks
    int systemCliquesWithoutGold = 0;
    int systemSentencesWithoutGold = 0; // in system cliques that have a gold clique
    int pairedByKey = 0; // sentences paired by CaRB key only (the official scorer stops on them)
};

struct RobustResult
{
    QVector<RobustCliqueScore> cliques; // in the system file's order
    // Robust: numpy means over cliques of the worst sentence's AUC, P and R; F1 from the two
    // means (not a mean of F1s), NaN where P + R = 0 as the official prints it.
    double auc = 0;
    double precision = 0;
    double recall = 0;
    double f1 = 0;
    // CaRB: the same on the original sentences only.
    double carbAuc = 0;
    double carbPrecision = 0;
    double carbRecall = 0;
    double carbF1 = 0;
    VarianceSummary variance;
    RobustCoverage coverage;
};

// ROBUST as the official robust_scorer.py computes it (docs/scoring/robust.md 4): each file is read as
// the official reader reads it (a dict keyed by the exact original, each clique a dict keyed by
// the exact sentence: a later repeat replaces the earlier in its place); the system file's
// cliques and sentences are walked in its order and looked up in the gold by exact text; each
// sentence is scored alone with CaRB; a clique scores as its sentence of lowest F1, the first
// in the system file's order on ties. Means are numpy's (NumpySum).
class RobustScorer
{
public:
    // Diagnostics (what was not scored, what was paired by key only) go to `diagnostics` under
    // the two file names, with lines.
    static RobustResult score(const QVector<RobustClique> &gold, const QVector<RobustClique> &system,
                              Diagnostics *diagnostics = nullptr, const QString &goldFile = QString(),
                              const QString &systemFile = QString());
    // CaRB on one sentence: AUC, P, R, F1 at the F1-optimal point rounded to 3 decimals (P, R,
    // F1 all 0 when no point has an F1, as the official code returns).
    static RobustSentenceScore scoreSentence(const RobustSentence &gold, const RobustSentence *system);
};
