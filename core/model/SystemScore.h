#pragma once

#include "core/base/Diagnostic.h"
#include "core/model/SynsetList.h"
#include "core/model/SystemOutput.h"

#include <QSharedData>
#include <QSharedDataPointer>
#include <QString>
#include <QStringList>
#include <QVector>

enum class ExtractionVerdict : quint8 { Correct, Incorrect, Ignored };

// The rule by which an extraction matched: BenchIE's "exact" or "concat", or the first
// BenchIE^FL route (docs/scoring/fl.md 8) of a credited cluster.
enum class MatchRule : quint8 { None, Exact, Concat, Alternative, Detail, ExactNoPunct, DetailNoPunct };

// BenchIE^FL official mode: why a verdict follows the official encoding (docs/scoring/fl.md 10).
enum class FlQuirk : quint8 { None, FirstOccurrence, LaterOccurrence };

// What the scorer decided for one extraction, kept so that views never recompute it. Kept in
// 40 bytes (a score holds one per extraction: 14 million for a 1 GB system file): codes
// instead of strings, the matching synsets inline, BenchIE^FL's credits out of line.
struct ExtractionResult
{
    ExtractionVerdict verdict = ExtractionVerdict::Ignored;
    MatchRule rule = MatchRule::None; // None when not correct
    // True when the official untrimmed lookup found nothing and credited the last synset.
    bool lastSynsetQuirk = false;
    FlQuirk quirk = FlQuirk::None;
    int sentenceIndex = -1; // in the benchmark; -1 when the sentence is not in the gold
    // The synset credited with this extraction (index in the sentence's synsets), as the
    // official scorer does it; -1 unless correct.
    int creditedSynset = -1;
    // Every synset (index in the sentence's synsets) that holds a matching triple.
    SynsetList matchingSynsets;

    // BenchIE^FL: every synset credited after correction, and the rule of each (parallel).
    const QVector<int> &creditedSynsets() const;
    const QVector<MatchRule> &creditedRules() const;
    void addCredit(int synset, MatchRule rule);

    static QString verdictName(ExtractionVerdict verdict);
    // "exact", "concat", "alternative", "detail", "exact-nopunct", "detail-nopunct"; empty for None.
    static QString ruleName(MatchRule rule);
    static QString quirkText(FlQuirk quirk); // empty for None

private:
    struct Credits : QSharedData
    {
        QVector<int> synsets;
        QVector<MatchRule> rules;
    };
    QSharedDataPointer<Credits> m_credits; // null when nothing is credited this way
};
Q_DECLARE_TYPEINFO(ExtractionResult, Q_RELOCATABLE_TYPE);

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
