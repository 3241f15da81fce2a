#pragma once

#include "core/base/Diagnostic.h"
#include "core/oie2016/Oie2016Corpus.h"
#include "core/oie2016/Oie2016Curve.h"
#include "core/oie2016/Oie2016Lemmatizer.h"
#include "core/oie2016/Oie2016Matcher.h"
#include "core/oie2016/Oie2016Options.h"

#include <QHash>
#include <QString>
#include <QVector>

// What became of one gold extraction: the system extraction credited with it, if any.
struct Oie2016GoldMatch
{
    int goldLine = 0;
    int systemLine = 0; // 0: not matched
    double confidence = 0; // of the system extraction, when matched
};

struct Oie2016Result
{
    int goldExtractions = 0; // read
    int goldSentences = 0; // distinct keys
    qint64 goldCounted = 0; // T of docs/scoring/oie2016.md 5 (n² per missed sentence in 2016 mode)
    qint64 matched = 0; // T - U: gold extractions matched (= positive points)
    double recallMultiplier = 0; // (T - U) / T
    int systemExtractions = 0; // read
    int systemSentences = 0; // distinct sentence texts
    int systemExtractionsInGoldSentences = 0;
    int positives = 0;
    int negatives = 0;
    Oie2016Curve curve;
    // The best-F1 row of the curve (docs/scoring/oie2016.md 7).
    double precision = 0;
    double recall = 0;
    double f1 = 0;
    bool hasThreshold = false; // false when the best row is the appended (1, 0) one
    double threshold = 0;
    QVector<Oie2016GoldMatch> goldMatches; // every scored gold extraction, by gold line

    double auc() const { return curve.auc; }
};

// The official OIE2016 scoring loop (docs/scoring/oie2016.md 5) over one gold, for any number
// of systems: the gold is keyed and prepared once. Gold sentences are visited in file order;
// each gold extraction is credited to the first prediction of its sentence that matches (in
// 2016 mode, the first not credited yet); the unmatched predictions are the negatives; the
// curve, AUC and best F1 follow (Oie2016Curve).
class Oie2016Scorer
{
public:
    // `gold` must outlive the scorer. `lemmatizer` is required in current mode: without it
    // every score is empty and an error says why.
    Oie2016Scorer(const Oie2016Corpus &gold, const Oie2016Options &options, const Oie2016Lemmatizer *lemmatizer,
                  Diagnostics *diagnostics);

    Oie2016Result score(const Oie2016Corpus &system, Diagnostics *diagnostics);
    const Oie2016Options &options() const { return m_options; }
    // The gold sentences scored: one per distinct key.
    int goldSentences() const { return int(m_scored.size()); }

private:
    const Oie2016Corpus &m_gold;
    Oie2016Options m_options;
    Oie2016Matcher m_matcher;
    bool m_usable = true;
    // The gold sentences that are scored (one per key), in file order, with their keys and
    // prepared extractions.
    QVector<int> m_scored;
    QVector<QString> m_keys;
    QVector<QVector<Oie2016Matcher::Prepared>> m_prepared;
};
