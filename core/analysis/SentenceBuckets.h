#pragma once

#include "core/base/Diagnostic.h"
#include "core/model/Benchmark.h"
#include "core/model/SystemScore.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVector>

// P/R/F1 of one bucket of sentences: TP, FP and FN restricted to its sentences.
struct BucketScore
{
    QString dimension;
    QString label;
    int sentences = 0; // gold sentences in the bucket
    ScoreCounts counts;
};

// One way of splitting the sentences into buckets.
struct BucketDimension
{
    QString name; // "length", "conj", "case", a property name, or a TSV file's base name
    QStringList labels; // in display order
    QVector<int> bucketOf; // per benchmark sentence: index in labels, -1 when in no bucket
    QString source; // how the property was obtained, for the chart and the report
};

// Bucketized scores (docs/scoring/analysis.md 2): split the sentences by a property and score each part.
//
// Built in, as in the BenchIE paper: length in tokens (<= 20, 21-30, > 30), conj (0, >= 1)
// and case (0-1, 2-3, >= 4). Conjunctions and case markers are counted per sentence from the
// best annotation it has:
//   1. a dependency parse (Sentence::relations, from CoNLL-U): relations `conj` / `case`
//      (subtypes such as `case:x` included);
//   2. PTB POS tags (Sentence::posTags): CC for conj; for case IN (except the mostly
//      subordinating that, because, if, whether, although, though, unless, whereas), POS,
//      and TO unless a verb follows it (skipping adverbs: infinitival `to` is a mark);
//   3. universal POS tags: CCONJ for conj; ADP, and PART on `'s` / `'`, for case;
//   4. neither: English closed-class word lists (coordinating conjunctions; prepositions
//      and the possessive `'s`), a rough stand-in that is only meant for English.
// The dimension's source() says which were used. User-defined dimensions: bins over any
// numeric sentence property, or a TSV file `sent_id<TAB>bucket`.
//
// Buckets are computed from the gold when added: after a gold edit, build them again.
class SentenceBuckets
{
    Q_DECLARE_TR_FUNCTIONS(SentenceBuckets)

public:
    enum class CountSource { Dependencies, PosTags, UniversalTags, WordList };

    explicit SentenceBuckets(const Benchmark &gold);

    static QStringList builtInNames(); // length, conj, case
    // Numeric sentence properties usable for bins: tokens, characters, conj, case, synsets, triples.
    static QStringList propertyNames();
    // The value of a property for one sentence (-1 for an unknown name); *source says how
    // conj and case were counted.
    static int property(const Sentence &sentence, const QString &name, CountSource *source = nullptr);
    static int conjunctionCount(const Sentence &sentence, CountSource *source = nullptr);
    static int caseMarkerCount(const Sentence &sentence, CountSource *source = nullptr);
    static QString sourceName(CountSource source);

    // Adds a built-in dimension (false for an unknown name).
    bool addBuiltIn(const QString &name);
    // Bins over a property: ascending edges e0 < e1 < ... give the buckets "<= e0",
    // "e0+1-e1", ..., "> ek". labels, when given, replace the generated ones (one more than
    // edges). False with *error for an unknown property or bad edges.
    bool addBins(const QString &dimension, const QString &propertyName, const QVector<int> &edges,
                 const QStringList &labels, QString *error);
    // Reads `sent_id<TAB>bucket` lines (blank lines, `#` comments and a `sent_id<TAB>bucket`
    // header skipped); bucket labels keep the order in which they first appear. Malformed
    // lines are errors, unknown or repeated ids warnings, all with file and line.
    bool addTsvFile(const QString &path, Diagnostics *diagnostics, QString *error);
    void addTsv(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics);
    void addDimension(const BucketDimension &dimension) { m_dimensions.append(dimension); }

    const QVector<BucketDimension> &dimensions() const { return m_dimensions; }
    // Per dimension, per bucket (in that order): the counts of the score over its sentences.
    QVector<BucketScore> score(const SystemScore &score) const;
    // The tokens sentence length is counted in.
    QString tokenization() const;
    // How a dimension's property was obtained; empty for an unknown dimension.
    QString source(const QString &dimension) const;

private:
    QString describeSources(const QVector<int> &sourceCounts) const;

    const Benchmark &m_gold;
    QVector<BucketDimension> m_dimensions;
};
