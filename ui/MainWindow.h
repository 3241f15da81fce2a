#pragma once

#include "core/document/StudioDocument.h"
#include "core/model/Facet.h"

#include <QMainWindow>
#include <QSet>

class AgreementView;
class AnnotationWorkspace;
class Autosave;
class DiagnosticListModel;
class DocumentController;
class EvaluationWorkspace;
class StudioProject;
class ReviewWorkspace;
class LintPanel;
class MergeWorkspace;
struct FlOptions;
class QAction;
class QComboBox;
class QDockWidget;
class QLabel;
class QListView;
class QMenu;
class QTabWidget;
class QTimer;
class QUndoStack;
class RecentFiles;
class RobustWorkspace;
class ScoreTableModel;
class SentenceListModel;

// The OIE Studio main window: the scores of the loaded systems under the chosen facet, the
// gold's sentences and every problem found in the inputs.
// Non-interactive runs (Dialogs::setInteractive(false): batch runs, tests) show no dialog:
// errors are only listed in the problems dock, and no window layout, recent file or preference
// is read from or written to StudioSettings.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a BenchIE gold or a project file (with its systems and evaluation set-up); the undo
    // history starts anew. Failures are listed in the problems dock (and shown when interactive).
    bool openGold(const QString &path);
    bool addSystem(const QString &name, const QString &path);
    // Opening, saving, exporting and recovering the document's files.
    DocumentController *files() const { return m_files; }
    // Shows the annotation workspace at a sentence (0-based)...
    void showAnnotation(int sentence);
    void showEvaluation();
    // ...or at the sentence, synset or triple that a line of the opened gold file belongs to.
    void showGoldLine(int line);
    AnnotationWorkspace *annotationWorkspace() const { return m_annotation; }
    Autosave *autosave() const { return m_autosave; }
    QUndoStack *undoStack() const { return m_undoStack; }
    void setFacet(Facet facet);
    Facet facet() const { return m_document->session().facet(); }

    StudioDocument *document() const { return m_document; }
    const ScoringSession &session() const { return m_document->session(); }
    const ScoreTableModel *scoreModel() const;
    EvaluationWorkspace *evaluationWorkspace() const { return m_evaluation; }
    // The ROBUST workspace (its own tab): a ROBUST gold and system files, independent of the gold.
    RobustWorkspace *robustWorkspace() const { return m_robust; }
    void showRobust();
    // The Review tab: extractions that match no synset, judged one key each.
    ReviewWorkspace *reviewWorkspace() const { return m_review; }
    void showReview();
    // The Agree tab: inter-annotator agreement of the open gold with a second gold.
    AgreementView *agreementView() const { return m_agreement; }
    void showAgreement();
    // The Merge tab: a second annotator's gold merged into the open one.
    MergeWorkspace *mergeWorkspace() const { return m_merge; }
    // Takes the BenchIE^FL options stored in StudioSettings, and from then on stores the user's
    // changes (what an interactive start does; batch runs and tests keep the defaults and leave
    // the settings untouched).
    void restoreFlOptions();
    const DiagnosticListModel *problemModel() const { return m_problemModel; }
    // The Lint dock: the gold lint of the open gold, kept up to date while editing.
    LintPanel *lintPanel() const { return m_lintPanel; }

    // Sets every text of the window again in the language now installed (QEvent::LanguageChange).
    void retranslateUi();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createCentralWidget();
    QWidget *createAnnotationPage();
    QWidget *createEvaluationPage();
    QWidget *createRobustPage();
    QWidget *createReviewPage();
    QWidget *createAgreementPage();
    void createDocks();
    void createAnnotationMenus();
    void showPreferences();
    void showShortcuts();
    void refreshAnnotationStatus();
    void followSentenceList(int row);
    void refreshSentenceRows();
    void createStatusBar();
    void restoreLayout();
    void saveLayout() const;

    void showAbout();
    void applyFacet(Facet facet);
    void reportError(const QString &file, const QString &message);
    void storeFlOptions(const FlOptions &options);
    void refreshGold();
    void refreshTitle();
    void refreshFacetBox();
    void refreshScores();
    void refreshProblems();
    void refreshStatus();
    void refreshLintTitle();
    void refreshUndoTexts();

    StudioProject *m_project = nullptr; // the document and every result derived from it
    StudioDocument *m_document = nullptr; // m_project's
    QUndoStack *m_undoStack = nullptr; // edits of the gold; its clean state is the document's saved state
    AnnotationWorkspace *m_annotation = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_navigateMenu = nullptr;
    RecentFiles *m_recentFiles = nullptr;
    DocumentController *m_files = nullptr;
    QMenu *m_helpMenu = nullptr;
    QLabel *m_annotationStatus = nullptr;
    Autosave *m_autosave = nullptr;
    // Rows of the sentence list to refresh: edits are shown there a moment later, in one pass,
    // because a changed row makes the word-wrapped list lay out all its rows again.
    QSet<int> m_pendingSentenceRows;
    QTimer *m_sentenceRowTimer = nullptr;
    Diagnostics m_sessionProblems; // failures to open files, listed before the inputs' diagnostics

    QTabWidget *m_workspaceTabs = nullptr; // "Annotate", "Evaluate", "ROBUST", "Review" and "Agree"
    QComboBox *m_facetCombo = nullptr;
    EvaluationWorkspace *m_evaluation = nullptr;
    RobustWorkspace *m_robust = nullptr;
    ReviewWorkspace *m_review = nullptr;
    AgreementView *m_agreement = nullptr;
    MergeWorkspace *m_merge = nullptr;
    QListView *m_sentenceList = nullptr;
    SentenceListModel *m_sentenceModel = nullptr;
    QListView *m_problemList = nullptr;
    DiagnosticListModel *m_problemModel = nullptr;
    QDockWidget *m_problemDock = nullptr;
    LintPanel *m_lintPanel = nullptr;
    QDockWidget *m_lintDock = nullptr;
    QLabel *m_statusLabel = nullptr;
    QLabel *m_scoringTimeLabel = nullptr;
    QMenu *m_viewMenu = nullptr;
    QAction *m_addSystemAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
};
