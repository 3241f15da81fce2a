#pragma once

#include "core/model/SystemScore.h"
#include "core/oie2016/Oie2016Options.h"

#include <QVector>

// One system's outcome on every gold sentence: all that its corpus figures are computed from,
// so that a resampled corpus is scored from these numbers alone, never by matching again
// (docs/scoring/statistics.md 2). Sentences are the gold's, in its order; a sentence the
// system has no extraction for still counts its gold facts.
struct SentenceOutcomes
{
    enum class Kind { Counts, CarbCurve, Oie2016Curve };

    // BenchIE and BenchIE^FL: what one sentence adds to the corpus counts.
    struct Counts
    {
        qint64 extractions = 0; // the system's extractions of the sentence (correct or not)
        qint64 correct = 0; // of which correct
        qint64 synsets = 0; // gold synsets (BenchIE^FL: clusters) in the recall denominator
        qint64 matched = 0; // synsets credited to some extraction
    };
    // CaRB: a sentence's numerators when the extractions at or above `confidence` count
    // (docs/scoring/carb.md 3, Aggregating).
    struct CarbLevel
    {
        double confidence = 0;
        double precisionSum = 0; // sum of the greedy one-to-one precisions
        double recallSum = 0; // sum over gold tuples of the best recall
        qint64 counted = 0; // extractions at or above the confidence
    };
    // OIE2016: a sentence's scored points at one confidence (docs/scoring/oie2016.md 5).
    struct Oie2016Level
    {
        double confidence = 0;
        qint64 positives = 0;
        qint64 negatives = 0;
    };

    Kind kind = Kind::Counts;
    // BenchIE^FL: precision = correct / extractions; BenchIE: matched / (matched + incorrect).
    bool extractionPrecision = false;
    QVector<Counts> counts; // Counts: per sentence
    QVector<QVector<CarbLevel>> carbLevels; // CaRB: per sentence, confidences descending
    QVector<QVector<Oie2016Level>> oie2016Levels; // OIE2016: per sentence, confidences descending
    // CaRB: the gold tuples of each sentence (the recall denominator); OIE2016: T of each
    // sentence (n, or n² for a sentence the system missed in 2016 mode).
    QVector<qint64> goldCounted;
    QVector<qint64> goldMatched; // OIE2016: T - U of each sentence
    // CaRB: every distinct confidence of the system, ascending, those of its sentences outside
    // the gold included (the official thresholds).
    QVector<double> thresholds;
    Oie2016Options::Curve curve = Oie2016Options::Curve::Legacy; // OIE2016

    int sentenceCount() const;
    bool hasAuc() const { return kind != Kind::Counts; }

    // BenchIE (every facet) and principled BenchIE^FL, from the scorer's per-sentence counts.
    static SentenceOutcomes fromScore(const SystemScore &score);
    static QVector<SentenceOutcomes> fromScores(const QVector<SystemScore> &scores);
};
