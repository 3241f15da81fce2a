#pragma once

#include "core/analysis/ErrorAnalysis.h"
#include "core/base/Diagnostic.h"
#include "core/model/ReviewJudgment.h"
#include "core/model/SystemOutput.h"
#include "core/model/SystemScore.h"
#include "core/review/ReviewQueue.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVector>

#include <memory>

class StudioDocument;

// The review rounds over a document (annotation protocol, rounds 2 and 3): the review queue of
// its gold against its systems and the reference files attached here (ReferenceReader), kept
// current as the document changes. References are scored by the session's scorer like systems
// (and rescored sentence by sentence after an edit); the judgments live in the document. Each
// entry's closest gold triple and slot differences come from ErrorAnalysis, on the scorer's
// compiled gold.
class ReviewRound : public QObject
{
    Q_OBJECT

public:
    explicit ReviewRound(StudioDocument *document, QObject *parent = nullptr);
    ~ReviewRound() override;

    // Reads a reference file and adds it as a source (a reference of the same path is replaced).
    // False with *error when it cannot be read; its problems are in diagnostics().
    bool addReference(const QString &path, QString *error);
    bool removeReference(const QString &path);
    QStringList referencePaths() const;
    const Diagnostics &diagnostics() const { return m_diagnostics; }

    const ReviewQueue &queue() const { return m_queue; }
    ReviewState state(const ReviewEntry &entry) const;
    int judgedCount() const;
    // The extraction's closest gold triples and why it matches none (computed when first asked).
    const ExtractionDiagnosis &diagnosis(const ReviewEntry &entry) const;
    // The synset of the first closest gold triple, or -1 (a sentence without synsets).
    int suggestedSynset(const ReviewEntry &entry) const;
    // The extraction as a gold triple: its words aligned to the sentence's tokens, words not in
    // the sentence kept as free words (TripleDraft).
    Triple acceptedTriple(const ReviewEntry &entry) const;
    // A judgment of the entry now, by reviewer, with every source that produced it.
    ReviewJudgment judgment(const ReviewEntry &entry, ReviewVerdict verdict, int synset, const QString &reviewer) const;

Q_SIGNALS:
    // The whole queue was built again (gold opened, systems or facet changed, references changed).
    void queueReset();
    // One sentence's entries were built again.
    void sentenceQueueChanged(int sentenceIndex);

private:
    struct Reference
    {
        SystemOutput output;
        SystemScore score;
    };
    void rebuild();
    void rereadReferences();
    void onSentenceChanged(int sentenceIndex);
    void onJudgmentsChanged(const QString &key);
    void rebuildSentence(int sentenceIndex);

    StudioDocument *m_document;
    QVector<Reference> m_references;
    Diagnostics m_diagnostics;
    ReviewQueue m_queue;
    std::unique_ptr<ErrorAnalysis> m_analysis;
    mutable QHash<QString, ExtractionDiagnosis> m_diagnoses; // by entry key
};
