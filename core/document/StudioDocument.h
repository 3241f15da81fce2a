#pragma once

#include "core/document/AnnotationEffort.h"
#include "core/document/ChecklistDecisions.h"
#include "core/document/ScoringSession.h"
#include "core/model/ReviewJudgment.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

// The document every workspace of the studio shares: the gold (with the systems scored
// against it) plus the state a desktop document has (file, unsaved changes). Widgets never
// change the benchmark directly: the annotation workspace's undo commands call
// replaceSentence(), and every view listens to the signals below.
class StudioDocument : public QObject
{
    Q_OBJECT

public:
    explicit StudioDocument(QObject *parent = nullptr);

    ScoringSession &session() { return m_session; }
    const ScoringSession &session() const { return m_session; }
    const Benchmark &benchmark() const { return m_session.benchmark(); }
    bool hasGold() const { return m_session.hasGold(); }

    // Opens a BenchIE gold, a project, a CoNLL-U or a text file (English ones get POS tags); see
    // ScoringSession::openGold and DocumentImport.
    bool openGold(const QString &path, QString *error, const ImportOptions &options = ImportOptions());
    // Replaces the gold by one built elsewhere (an import); the document is then unsaved.
    void setBenchmark(Benchmark benchmark, const Diagnostics &diagnostics, const QString &filePath);
    bool addSystem(const QString &name, const QString &path, QString *error);
    bool removeSystem(const QString &name);
    bool renameSystem(const QString &name, const QString &newName, QString *error);
    bool reloadSystem(const QString &name, QString *error);
    void setFacet(Facet facet);

    // Replaces one sentence and rescores it for every system (see ScoringSession); marks the
    // document modified. The time it took (or that of the last addSystem or setFacet) is in
    // lastRescoreNanoseconds().
    void replaceSentence(int index, const Sentence &sentence);
    qint64 lastRescoreNanoseconds() const { return m_lastRescoreNs; }
    // Replaces `count` sentences from `first` by `sentences` (a split, a merge: the number of
    // sentences changes): the gold is recompiled and rescored, every view reloads on goldReset,
    // then sentencesReplaced(first) is emitted. Unlike an opened gold, this keeps the undo
    // history: isRestructuring() is true while goldReset is being emitted.
    void replaceSentences(int first, int count, const QVector<Sentence> &sentences);
    bool isRestructuring() const { return m_restructuring; }

    // The review rounds' judgments of extractions that matched no synset (kept in the project
    // file). Opening a gold clears them; a project brings its own (setJudgments). Undo commands
    // call setJudgment / removeJudgment; each marks the document modified.
    const ReviewJudgments &judgments() const { return m_judgments; }
    void setJudgments(const ReviewJudgments &judgments);
    void setJudgment(const ReviewJudgment &judgment);
    void removeJudgment(const QString &key);

    // The annotation effort recorded (kept in the project file; opening a gold clears it, a
    // project brings its own). The studio adds keys to it while recording; that alone does not
    // mark the document modified.
    const AnnotationEffort &effort() const { return m_effort; }
    AnnotationEffort &effort() { return m_effort; }
    void setEffort(const AnnotationEffort &effort) { m_effort = effort; }
    // The annotator's decisions in the variant checklist (kept in the project file; opening a
    // gold clears them, a project brings its own); like the effort, they do not mark the
    // document modified.
    const ChecklistDecisions &checklist() const { return m_checklist; }
    void setChecklist(const ChecklistDecisions &checklist) { m_checklist = checklist; }

    // Where the document is saved (a project file), empty until it has been saved once.
    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path);
    bool isModified() const { return m_modified; }
    void setModified(bool modified);
    // The unsaved state, derived in one place: the edits on the undo stack since the last save
    // (setEditsClean, from QUndoStack::cleanChanged) or a change the undo stack does not hold
    // (markUnsaved: a system attached, an evaluation or review set-up changed, work restored
    // after a crash), which stays unsaved until markSaved() whatever is undone.
    void setEditsClean(bool clean);
    void markUnsaved();
    void markSaved();

    // Loading several files at once (a gold and its systems): while held, goldReset and
    // scoresChanged are not emitted; the last release emits each held one once, so the views
    // rebuild once instead of once per file. UpdateBatch holds for its lifetime.
    void holdUpdates();
    void releaseUpdates();
    class UpdateBatch
    {
    public:
        explicit UpdateBatch(StudioDocument *document) : m_document(document) { m_document->holdUpdates(); }
        ~UpdateBatch() { m_document->releaseUpdates(); }
        UpdateBatch(const UpdateBatch &) = delete;
        UpdateBatch &operator=(const UpdateBatch &) = delete;

    private:
        StudioDocument *m_document;
    };

Q_SIGNALS:
    // The whole gold changed (opened, imported): every view reloads.
    void goldReset();
    // One sentence changed (an edit, its undo or redo); its scores are already updated.
    void sentenceChanged(int index);
    // Systems were added, removed or reloaded, or the facet changed: scores are new.
    void scoresChanged();
    // One judgment was set or removed (key), or all of them were replaced (empty key).
    void judgmentsChanged(const QString &key);
    void systemRenamed(const QString &name, const QString &newName);
    void facetChanged(Facet facet);
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &path);
    // After replaceSentences (and goldReset): the first sentence of the change.
    void sentencesReplaced(int first);

private:
    void emitGoldReset();
    void emitScoresChanged();

    ScoringSession m_session;
    int m_holds = 0;
    bool m_heldGoldReset = false;
    bool m_heldScoresChanged = false;
    ReviewJudgments m_judgments;
    AnnotationEffort m_effort;
    ChecklistDecisions m_checklist;
    QString m_filePath;
    bool m_restructuring = false;
    bool m_modified = false;
    bool m_unsavedOutsideUndo = false; // markUnsaved() since the last save or opening
    qint64 m_lastRescoreNs = 0;
};
