#pragma once

#include "core/analysis/AnalysisResults.h"
#include "core/analysis/FacetOverview.h"
#include "core/document/ScorerResults.h"
#include "ui/charts/ChartData.h"
#include "ui/charts/ChartExporter.h"

#include <QSet>
#include <QWidget>

class BarChart;
class CarbTableModel;
class QComboBox;
class QMenu;
class FacetOverviewModel;
class FlOptionsMenu;
class MismatchBrowser;
class ProjectFile;
class QLabel;
class QListWidget;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTabWidget;
class QTableView;
class ScoreTableModel;
class StudioDocument;
class SystemAppearance;
class SystemsPanel;

// The evaluation workspace: the systems panel, the score table and per-facet overview, the
// mismatch browser and the charts, all derived from the StudioDocument and updated live from
// its signals (a sentence edit updates that sentence's row and the totals only).
class EvaluationWorkspace : public QWidget
{
    Q_OBJECT

public:
    // While deferred (the annotation workspace is in front), a gold edit only notes its
    // sentence; the scores views catch up, one sentence each, when deferral ends.
    void setDeferred(bool deferred);
    enum class TableFormat { Latex, Csv, Tsv, Markdown };
    using Scorer = ScorerResults::Scorer;

    explicit EvaluationWorkspace(StudioDocument *document, QWidget *parent = nullptr);
    ~EvaluationWorkspace() override;

    const ScoreTableModel *scoreModel() const { return m_scoreModel; }
    const FacetOverview &facetOverview() const { return m_overview; }
    SystemAppearance *appearance() const { return m_appearance; }
    MismatchBrowser *mismatchBrowser() const { return m_mismatches; }
    void showPage(int page); // 0 scores, 1 sentences, 2 charts
    // Selects the chart with this file name on the charts page (false when there is none).
    bool selectChart(const QString &fileName);

    // The scorer of the score table and the scores page's chart: BenchIE (the document's
    // facet), BenchIE^FL, or CaRB (needs a CaRB gold; without one it asks for a file).
    void setScorer(Scorer scorer);
    Scorer scorer() const { return m_scorer; }
    // BenchIE^FL's mode and heuristics (the "FL Options" button and Evaluation menu); a change
    // scores BenchIE^FL again while it is the scorer.
    void setFlOptions(const FlOptions &options);
    const FlOptions &flOptions() const { return m_scorerResults.flOptions(); }
    // Attaches a CaRB gold file (CaRB's tab format); false with *error when unreadable.
    bool attachCarbGold(const QString &path, QString *error);
    // Adds a user-defined sentence bucket dimension and its chart; false with *error.
    bool addBucketDimension(const UserBucketDimension &dimension, QString *error);
    const ScorerResults &scorerResults() const { return m_scorerResults; }
    // The evaluation set-up a project file keeps (EvaluationWorkspaceSetup.cpp): the CaRB gold
    // and the user-defined bucket dimensions...
    void saveSetup(ProjectFile *project) const;
    // ...and, on opening the project, restored in place of the current one. A file that cannot
    // be read, or a dimension that cannot be rebuilt, is reported through failed() and left out.
    void restoreSetup(const ProjectFile &project, const QString &projectPath);
    const CarbTableModel *carbModel() const { return m_carbModel; }
    // The Evaluate menu (scorer, CaRB gold, exports), for the main window's menu bar.
    QMenu *evaluateMenu() const { return m_menu; }

    // Every chart of the current analysis, with stable file names.
    QVector<ChartData> charts();
    // Table exports (score table through ScoreReport, the overview through TableExport).
    bool exportScoreTable(const QString &path, TableFormat format, int decimals, QString *error) const;
    bool exportFacetOverview(const QString &path, TableFormat format, int decimals, QString *error) const;
    // The per-extraction mismatch report (MismatchReport) of the visible systems: JSON when
    // the file name ends in .json, else TSV.
    bool exportMismatchReport(const QString &path, QString *error) const;
    const AnalysisResults &analyses() const { return m_analyses; }
    bool exportAllCharts(const QString &directory, const ChartExportOptions &options, QStringList *written,
                         QString *error);

Q_SIGNALS:
    void addSystemRequested();
    // The user changed what a project file keeps of the evaluation (systems renamed or
    // removed, a CaRB gold attached, a bucket dimension added): the project needs saving.
    void setupChanged();
    void failed(const QString &file, const QString &message);
    // The user chose other BenchIE^FL options in the menu (not emitted by setFlOptions()).
    void flOptionsChosen(const FlOptions &options);

private:
    QWidget *createScoresPage();
    QWidget *createChartsPage();
    void createMenu();
    void refreshFlControls();
    void chooseCarbGold();
    void chooseBuckets();
    void ensureScorerResults();
    // The visible systems' scores under the active scorer, for the table and the mismatch
    // browser (BenchIE's under CaRB, which has no per-extraction verdicts).
    QVector<SystemScore> activeScores() const;
    QVector<ScorerResults::CarbSystem> visibleCarb() const;
    void refreshAll();
    void refreshSentence(int index);
    void applyPendingSentences();
    bool m_deferred = false;
    QSet<int> m_pendingSentences; // edited while deferred
    void refreshTablesAndCharts();
    void showChart(int row);
    void copySelection(QTableView *view);
    void chooseTableExport(bool overview);
    void chooseChartExport();
    void chooseExportAll();
    void chooseMismatchExport();

    StudioDocument *m_document;
    Scorer m_scorer = Scorer::Benchie;
    ScorerResults m_scorerResults;
    CarbTableModel *m_carbModel = nullptr;
    QComboBox *m_scorerCombo = nullptr;
    FlOptionsMenu *m_flMenu = nullptr;
    QPushButton *m_flButton = nullptr;
    QLabel *m_flCaption = nullptr; // the FL mode and switches in force, above the table
    QSet<QString> m_reportedFiles; // BenchIE^FL's official mode could not read them again
    QMenu *m_menu = nullptr;
    SystemAppearance *m_appearance = nullptr;
    FacetOverview m_overview;
    AnalysisResults m_analyses;
    SystemsPanel *m_systems = nullptr;
    QTabWidget *m_tabs = nullptr;
    ScoreTableModel *m_scoreModel = nullptr;
    QSortFilterProxyModel *m_scoreProxy = nullptr;
    QTableView *m_scoreTable = nullptr;
    FacetOverviewModel *m_overviewModel = nullptr;
    QTableView *m_overviewTable = nullptr;
    QTabWidget *m_tableTabs = nullptr;
    QSpinBox *m_decimals = nullptr;
    BarChart *m_scoreChart = nullptr;
    MismatchBrowser *m_mismatches = nullptr;
    QListWidget *m_chartList = nullptr;
    BarChart *m_chartView = nullptr;
    QVector<ChartData> m_charts;
    ChartExportOptions m_exportOptions;
    QString m_lastDirectory;
};
