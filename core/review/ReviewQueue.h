#pragma once

#include "core/model/Benchmark.h"
#include "core/model/ReviewJudgment.h"
#include "core/model/SystemOutput.h"
#include "core/model/SystemScore.h"

#include <QString>
#include <QStringList>
#include <QVector>

// Where one extraction of the queue occurs: a source (index in the queue's sources) and the
// extraction's index in that source's output.
struct ReviewOccurrence
{
    int source = -1;
    int extraction = -1;
};

// Where an extraction stands in the review: not judged yet (or skipped, asked again), or judged.
enum class ReviewState { Pending, Skipped, Accepted, Rejected };

// One extraction to review, however many sources produced it and however often: its sentence
// and slots (simplified), and every occurrence in every source, each with the scorer's verdict.
struct ReviewEntry
{
    int sentenceIndex = -1;
    QString key; // ReviewJudgment::keyOf
    QString subject, relation, object;
    QVector<ReviewOccurrence> occurrences; // sources in order, then extraction order
    int unmatched = 0; // occurrences the scorer found incorrect under the current facet

    // The sources (indices) that produced it, each once, in order.
    QVector<int> sources() const;
    bool hasSource(int source) const;
};

// The review queue of the annotation protocol's rounds 2 and 3: for the open gold and each
// source (a loaded system output, a reference file), every extraction that matches no synset
// under the current facet, deduplicated across and within sources by ReviewJudgment::keyOf.
//
// Verdicts are the scorer's (SystemScore::results): the queue is derived, never patched. An
// extraction stays in the queue once judged, with its judgment (an accepted one usually matches
// afterwards), so that progress counts it; an unjudged one that an edit made match leaves it.
// A source's repeated extraction (the same key twice in one file) is one entry with two
// occurrences: the scorer counts each as a false positive, so for each source the sum of its
// unmatched occurrences over the entries equals its FP.
class ReviewQueue
{
public:
    struct Source
    {
        QString name;
        bool reference = false; // a reference file, not a system output
        const SystemOutput *output = nullptr;
        const SystemScore *score = nullptr;
    };

    // Builds the whole queue (sources and score must stay valid until the next build).
    void build(const Benchmark &gold, const QVector<Source> &sources, const ReviewJudgments &judgments);
    // Builds one sentence's entries again after its gold, a source's scores of it, or one of its
    // judgments changed.
    void rebuildSentence(const Benchmark &gold, int sentenceIndex, const ReviewJudgments &judgments);

    const QVector<Source> &sources() const { return m_sources; }
    int sentenceCount() const { return int(m_bySentence.size()); }
    const QVector<ReviewEntry> &entriesOf(int sentenceIndex) const { return m_bySentence.at(sentenceIndex); }
    // All entries, sentence by sentence: size() and at(i) in that order.
    int size() const { return m_size; }
    const ReviewEntry &at(int index) const;
    // The position of the entry of this key in the whole queue, or -1.
    int indexOf(int sentenceIndex, const QString &key) const;
    int firstIndexOf(int sentenceIndex) const { return m_offsets.value(sentenceIndex, m_size); }

    static ReviewState stateOf(const ReviewEntry &entry, const ReviewJudgments &judgments);
    // Entries judged (accepted or rejected) and all entries.
    int judgedCount(const ReviewJudgments &judgments) const;
    // The source names of an entry, joined by ", ".
    QStringList sourceNames(const ReviewEntry &entry) const;
    // The extraction an entry stands for (its first occurrence).
    Extraction extraction(const ReviewEntry &entry) const;

private:
    void buildSentence(const Benchmark &gold, int sentenceIndex, const ReviewJudgments &judgments);
    void updateOffsets();

    QVector<Source> m_sources;
    // [source][sentence] -> the extractions of that sentence, in file order
    QVector<QVector<QVector<int>>> m_extractionsBySentence;
    QVector<QVector<ReviewEntry>> m_bySentence;
    QVector<int> m_offsets; // first index of each sentence's entries
    int m_size = 0;
};
