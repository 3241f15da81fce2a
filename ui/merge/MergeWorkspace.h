#pragma once

#include "core/merge/MergeDecision.h"

#include <QWidget>

class GoldEditor;
class MergeSession;
class ProjectFile;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTextBrowser;
class QUndoStack;
class StudioDocument;

// The Merge tab: a second annotator's gold (B) against the open gold (A, which becomes the
// merged gold). For the current sentence, its aligned items (MergeAlignment); for the chosen
// item, both sides side by side with the word-level differences, the actions as buttons with
// keys (A take A, B take B, U union, K keep both, D drop, Ctrl+Return apply the edited text),
// a note for the decision, the progress, and N for the next unresolved item. Every decision
// is one undoable command (GoldEditor + MergeDecisionCommand).
class MergeWorkspace : public QWidget
{
    Q_OBJECT

public:
    MergeWorkspace(StudioDocument *document, QUndoStack *stack, QWidget *parent = nullptr);
    ~MergeWorkspace() override;

    // Opens B; false (with failed() emitted) when it cannot be read.
    bool openOther(const QString &path);
    MergeSession *session() const { return m_session; }
    int currentSentence() const { return m_sentence; }
    int currentItem() const { return m_item; }
    void showItem(int sentence, int item);
    // Moves to the next item that needs a decision (after the current one, wrapping); false
    // when none is left.
    bool nextUnresolved();
    // Takes a decision on the current item (what the buttons do).
    bool act(MergeAction action);
    // Where the merge log is saved by default: beside the gold, `<gold>.merge-log.tsv`.
    QString defaultLogPath() const;
    bool saveLog(const QString &path);
    // The merge in progress as a project file keeps it (B's file and every decision)...
    void saveSetup(ProjectFile *project) const;
    // ...and back on opening the project: B opened again, the decisions restored (not undoable).
    void restoreSetup(const ProjectFile &project);

protected:
    void showEvent(QShowEvent *event) override;

signals:
    void failed(const QString &file, const QString &message);
    void statusMessage(const QString &message);

private:
    void setTitle(); // "Merging B into A", in the language in force
    void chooseOther();
    void chooseLogPath();
    void sentenceChanged(int sentence);
    void refreshItems();
    void refreshItem();
    void refreshProgress();
    QString sideHtml(bool sideA) const;
    bool editedSynset(Synset *synset, QString *error) const;

    StudioDocument *m_document;
    QUndoStack *m_stack;
    GoldEditor *m_editor;
    MergeSession *m_session = nullptr;
    QString m_otherPath; // B's file
    int m_sentence = 0;
    int m_item = 0;
    QLabel *m_title = nullptr;
    QLabel *m_sentenceLabel = nullptr;
    QLabel *m_category = nullptr;
    QLabel *m_progressLabel = nullptr;
    QProgressBar *m_progress = nullptr;
    QListWidget *m_items = nullptr;
    QListWidget *m_problems = nullptr;
    QTextBrowser *m_sideA = nullptr;
    QTextBrowser *m_sideB = nullptr;
    QPlainTextEdit *m_editText = nullptr;
    QLineEdit *m_note = nullptr;
    QLabel *m_message = nullptr;
};
