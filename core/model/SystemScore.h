#pragma once

#include "core/base/Diagnostic.h"
#include "core/model/SystemOutput.h"

#include <QString>
#include <QStringList>
#include <QVector>

enum class ExtractionVerdict { Correct, Incorrect, Ignored };

// What the scorer decided for one extraction, kept so that views never recompute it.
struct ExtractionResult
{
    ExtractionVerdict verdict = ExtractionVerdict::Ignored;
    int sentenceIndex = -1; // in the benchmark; -1 when the sentence is not in the gold
    // The synset credited with this extraction (index in the sentence's synsets), as the
    // official scorer does it; -1 unless correct.
    int creditedSynset = -1;
    // Every synset (index in the sentence's synsets) that holds a matching triple.
    QVector<int> matchingSynsets;
    // True when the official untrimmed lookup found nothing and credited the last synset.
    bool lastSynsetQuirk = false;
    QString rule; // "exact", "concat", or empty when not correct
    // BenchIE^FL: every synset credited after correction, and the rule of each (parallel).
    QVector<int> creditedSynsets;
    QStringList rules;
    QString quirk; // BenchIE^FL official mode: why the verdict follows the official encoding

    static QString verdictName(ExtractionVerdict verdict);
};

// Counts for one sentence (or any part of the benchmark).
struct ScoreCounts
{
    int tp = 0; // synsets covered
    int fp = 0; // incorrect extractions
    int fn = 0; // synsets not covered
    int correct = 0; // correct extractions (several may cover one synset)

    double precision() const;
    double recall() const;
    double f1() const;
    ScoreCounts &operator+=(const ScoreCounts &other);
};

// The BenchIE score of one system against one gold and facet, with every decision.
struct SystemScore
{
    QString name;
    QString path;
    int extractions = 0; // all extractions read
    int ignored = 0; // of sentences absent from the gold
    ScoreCounts totals;
    QVector<ExtractionResult> results; // parallel to SystemOutput::extractions
    QVector<ScoreCounts> perSentence; // parallel to the benchmark's sentences
    // [sentence][synset] -> indices of the extractions credited to that synset
    QVector<QVector<QVector<int>>> coverage;
    Diagnostics diagnostics;
    // BenchIE^FL counting: precision = correct extractions / all extractions (docs/scoring/fl.md 10).
    bool extractionPrecision = false;

    // An empty score for `output` against a gold of `sentenceCount` sentences: name, path and
    // extraction count set, one (ignored) result per extraction, per-sentence tables sized.
    static SystemScore emptyFor(const SystemOutput &output, int sentenceCount);

    double precision() const;
    double recall() const { return totals.recall(); }
    double f1() const;
};
