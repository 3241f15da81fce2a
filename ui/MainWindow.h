#pragma once

#include "Facet.h"
#include "StudioDocument.h"

#include <QMainWindow>

class DiagnosticListModel;
class EvaluationWorkspace;
class QAction;
class QComboBox;
class QDockWidget;
class QLabel;
class QListView;
class QMenu;
class QTabWidget;
class ScoreTableModel;
class SentenceListModel;

// The OIE Studio main window: the scores of the loaded systems under the chosen facet, the
// gold's sentences and every problem found in the inputs.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Test and batch hook: when false, errors are only listed in the problems dock (no
    // message box ever blocks) and no window layout is read from or written to QSettings.
    static void setInteractive(bool interactive);
    static bool isInteractive();

    bool openGold(const QString &path);
    bool addSystem(const QString &name, const QString &path);
    void setFacet(Facet facet);
    Facet facet() const { return m_document->session().facet(); }

    StudioDocument *document() const { return m_document; }
    const ScoringSession &session() const { return m_document->session(); }
    const ScoreTableModel *scoreModel() const;
    EvaluationWorkspace *evaluationWorkspace() const { return m_evaluation; }
    const DiagnosticListModel *problemModel() const { return m_problemModel; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createCentralWidget();
    QWidget *createAnnotationPage();
    QWidget *createEvaluationPage();
    void createDocks();
    void createStatusBar();
    void restoreLayout();
    void saveLayout() const;

    void chooseGold();
    void chooseSystem();
    void showAbout();
    void applyFacet(Facet facet);
    void reportError(const QString &file, const QString &message);
    void refreshGold();
    void refreshScores();
    void refreshProblems();
    void refreshStatus();

    StudioDocument *m_document = nullptr;
    Diagnostics m_sessionProblems; // failures to open files, listed before the inputs' diagnostics

    QTabWidget *m_workspaceTabs = nullptr; // "Annotate" and "Evaluate"
    QComboBox *m_facetCombo = nullptr;
    EvaluationWorkspace *m_evaluation = nullptr;
    QListView *m_sentenceList = nullptr;
    SentenceListModel *m_sentenceModel = nullptr;
    QListView *m_problemList = nullptr;
    DiagnosticListModel *m_problemModel = nullptr;
    QDockWidget *m_problemDock = nullptr;
    QLabel *m_statusLabel = nullptr;
    QLabel *m_scoringTimeLabel = nullptr;
    QMenu *m_viewMenu = nullptr;
    QAction *m_addSystemAction = nullptr;
    QString m_lastDirectory;

    static bool s_interactive;
};
