#pragma once

#include "ui/edit/GoldEditor.h"

#include <QList>
#include <QWidget>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QTableView;
class QUndoStack;
class ProjectFile;
class ReviewFilterProxy;
class ReviewRound;
class ReviewTableModel;
class StudioDocument;
struct ReviewEntry;
struct KappaResult;

// The Review workspace (the "Review" tab): the annotation protocol's rounds 2 and 3. The queue of
// extractions of the loaded systems and attached reference files that match no synset
// (ReviewRound), as a table filterable by source, state and the current sentence, with a progress
// bar ("412 of 1,904 judged"); below, the selected extraction with its closest gold triple and
// what differs, the synset it would go to, and the live scores of the systems that produced it.
// One key per action: A accept into the active synset, N into a new synset, C into the suggested
// one (that of the closest gold triple), X reject, Space skip, E open it in the Annotate tab's slots first (to mark
// optional words; adding it there accepts it). Accepting adds the extraction, aligned to the sentence's
// tokens, through GoldEditor (one undo step with its judgment); every judgment is undoable.
class ReviewWorkspace : public QWidget
{
    Q_OBJECT

public:
    ReviewWorkspace(StudioDocument *document, QUndoStack *undoStack, QWidget *parent = nullptr);

    ReviewRound *round() const { return m_round; }
    ReviewTableModel *tableModel() const { return m_model; }
    QTableView *table() const { return m_table; }
    // The six judging actions (A, N, C, X, Space, E), and the files' (attach reference, export
    // judgments, compare two reviewers).
    QList<QAction *> judgeActions() const { return m_actions; }
    QList<QAction *> fileActions() const { return m_fileActions; }

    // The sentence the "this sentence only" filter shows (the one the sentence list selects).
    void setCurrentSentence(int sentenceIndex);
    // The selected entry's row in the queue, or -1; selecting by queue row.
    int currentQueueRow() const;
    bool selectQueueRow(int row);
    // The synset "accept into the active synset" adds to (0-based), or -1 for none.
    int activeSynset() const;
    void setActiveSynset(int synset);
    QString progressText() const;

    // The actions on the selected entry (false when none is selected or nothing was done).
    bool acceptIntoActive();
    bool acceptIntoNew();
    bool acceptIntoSuggested();
    bool reject();
    bool skip();
    // Asks for the extraction to be opened in the slot editor (editRequested) before accepting.
    bool editBeforeAccepting();

    bool attachReference(const QString &path, QString *error);
    bool exportJudgments(const QString &path, QString *error) const;
    // Cohen's kappa between two judgment TSV files; false with *error when one cannot be read.
    bool compareJudgments(const QString &pathA, const QString &pathB, KappaResult *result, QString *error);
    // The reference files a project keeps, and attaching them again when one is opened.
    void saveSetup(ProjectFile *project) const;
    void restoreSetup(const ProjectFile &project);

Q_SIGNALS:
    // The selected extraction's sentence (the sentence list follows it).
    void currentSentenceChanged(int sentenceIndex);
    void failed(const QString &file, const QString &message);
    // Open this triple in the annotation workspace's slots at its sentence; adding it there
    // accepts the extraction with this judgment (AnnotationWorkspace::loadForReview).
    void editRequested(int sentenceIndex, const Triple &triple, const ReviewJudgment &judgment);
    // Reference files changed: the project's set-up changed.
    void setupChanged();

private:
    void createActions();
    void createLayout();
    void labelButtons(); // each action's button: its text and key
    void refreshSources();
    void refreshProgress();
    void refreshDetail();
    void onStateFilterChanged(int index);
    // After an action on the entry at proxy row `row`: the next entry to judge from there.
    void selectNextFrom(int proxyRow, const QString &judgedKey);
    int accept(int synset);
    bool judge(int verdict);
    const ReviewEntry *currentEntry() const;
    void chooseReference();
    void chooseExport();
    void chooseKappa();
    void showKappa(const KappaResult &result, const QString &pathA, const QString &pathB);

    StudioDocument *m_document;
    GoldEditor m_editor;
    ReviewRound *m_round;
    ReviewTableModel *m_model;
    ReviewFilterProxy *m_proxy;
    QString m_undoneKey; // a judgment taken back by undo: selected once the undo is done
    int m_currentSentence = -1;

    QComboBox *m_sourceCombo = nullptr;
    QComboBox *m_stateCombo = nullptr;
    QCheckBox *m_sentenceOnly = nullptr;
    QProgressBar *m_progress = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_sentenceLabel = nullptr;
    QLabel *m_extractionLabel = nullptr;
    QLabel *m_closestLabel = nullptr;
    QLabel *m_scoresLabel = nullptr;
    QComboBox *m_synsetCombo = nullptr;
    QList<QAction *> m_actions;
    QList<QAction *> m_fileActions;
    QAction *m_acceptActiveAction = nullptr;
    QAction *m_acceptNewAction = nullptr;
    QAction *m_acceptSuggestedAction = nullptr;
    QAction *m_rejectAction = nullptr;
    QAction *m_skipAction = nullptr;
    QAction *m_editAction = nullptr;
};
