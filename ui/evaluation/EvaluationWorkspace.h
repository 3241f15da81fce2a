#pragma once

#include "core/project/EvaluationModel.h"
#include "core/report/ScoreReport.h"
#include "ui/charts/ChartData.h"
#include "ui/charts/ChartExporter.h"

#include <QSet>
#include <QString>
#include <QWidget>

#include <functional>

class BarChart;
class CarbTableModel;
class Oie2016MatchBrowser;
class Oie2016TableModel;
class CompareSystemsDialog;
class QActionGroup;
class QCheckBox;
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
class SideBySidePanel;
class StudioDocument;
class SystemAppearance;
class SystemsPanel;

// The evaluation workspace: the systems panel, the score table and per-facet overview, the
// mismatch browser and the charts. It holds no result: every number comes from the core
// EvaluationModel, whose signals it follows (a sentence edit updates that sentence's row and
// the totals only); it asks the user for files and sends the choices to the model.
class EvaluationWorkspace : public QWidget
{
    Q_OBJECT

public:
    // While deferred (the annotation workspace is in front), a gold edit only notes its
    // sentence; the scores views catch up, one sentence each, when deferral ends.
    void setDeferred(bool deferred) { m_model->setDeferred(deferred); }
    // LatexFitted: the LaTeX table scaled to the column width (\resizebox).
    enum class TableFormat { Latex, Csv, Tsv, Markdown, LatexFitted };
    using Scorer = ScorerResults::Scorer;

    explicit EvaluationWorkspace(EvaluationModel *model, QWidget *parent = nullptr);
    ~EvaluationWorkspace() override;

    const ScoreTableModel *scoreModel() const { return m_scoreModel; }
    EvaluationModel *model() const { return m_model; }
    const FacetOverview &facetOverview() const { return m_model->facetOverview(); }
    SystemAppearance *appearance() const { return m_appearance; }
    MismatchBrowser *mismatchBrowser() const { return m_mismatches; }
    void showPage(int page); // 0 scores, 1 sentences, 2 charts, 3 OIE2016 sentences, 4 side by side
    // Selects the chart with this file name on the charts page (false when there is none).
    bool selectChart(const QString &fileName);

    // The scorer of the score table and the scores page's chart: BenchIE (the document's
    // facet), BenchIE^FL, CaRB (needs a CaRB gold; without one it asks for a file) or OIE2016
    // (needs an OIE2016 gold, likewise).
    void setScorer(Scorer scorer);
    Scorer scorer() const { return m_model->scorer(); }
    // BenchIE^FL's mode and heuristics (the "FL Options" button and Evaluation menu); a change
    // scores BenchIE^FL again while it is the scorer.
    void setFlOptions(const FlOptions &options);
    const FlOptions &flOptions() const { return m_model->scorerResults().flOptions(); }
    // Attaches a CaRB gold file (CaRB's tab format); false with *error when unreadable.
    bool attachCarbGold(const QString &path, QString *error);
    // Adds a user-defined sentence bucket dimension and its chart; false with *error.
    bool addBucketDimension(const UserBucketDimension &dimension, QString *error);
    const ScorerResults &scorerResults() const { return m_model->scorerResults(); }
    // The evaluation set-up a project file keeps (EvaluationWorkspaceSetup.cpp): the CaRB gold
    // and the user-defined bucket dimensions...
    void saveSetup(ProjectFile *project) const;
    // ...and, on opening the project, restored in place of the current one. A file that cannot
    // be read, or a dimension that cannot be rebuilt, is reported through failed() and left out.
    void restoreSetup(const ProjectFile &project, const QString &projectPath);
    const CarbTableModel *carbModel() const { return m_carbModel; }
    // OIE2016 (EvaluationWorkspaceOie2016.cpp): an `.oie` gold, the sentence file ReVerb needs,
    // native system outputs and the matcher mode; each is read at once (false with *error when
    // a file cannot be read) and every system is scored again by Oie2016Evaluation.
    bool attachOie2016Gold(const QString &path, QString *error);
    bool setOie2016Sentences(const QString &path, QString *error);
    bool addOie2016System(const Oie2016SystemFile &file, QString *error);
    bool removeOie2016System(const QString &name);
    // Replaces the whole OIE2016 set-up (a project's, the command line's): every file is read,
    // then all are scored once. False when some file could not be read (each one is reported
    // through failed() and left out).
    bool setOie2016Setup(const Oie2016Setup &setup);
    void setOie2016Mode(Oie2016Options::Mode mode);
    const Oie2016Evaluation &oie2016() const { return m_model->oie2016(); }
    const Oie2016TableModel *oie2016Model() const { return m_oie2016Model; }
    Oie2016MatchBrowser *oie2016Browser() const { return m_oie2016Browser; }
    // BenchIE, CaRB and OIE2016 figures of the same systems (the Side by Side page).
    SideBySidePanel *sideBySide() const { return m_sideBySide; }
    // The OIE2016 score table of the visible systems as oie-score renders it.
    QString oie2016Table(ScoreReport::Format format, int decimals) const;
    // The Evaluate menu (scorer, CaRB gold, exports), for the main window's menu bar.
    QMenu *evaluateMenu() const { return m_menu; }

    // Every chart of the current analysis, with stable file names.
    QVector<ChartData> charts();
    // Table exports (score table through ScoreReport, the overview through TableExport).
    QString scoreTableText(TableFormat format, int decimals) const;
    bool exportScoreTable(const QString &path, TableFormat format, int decimals, QString *error) const;
    bool exportFacetOverview(const QString &path, TableFormat format, int decimals, QString *error) const;
    // The per-extraction mismatch report (MismatchReport) of the visible systems: JSON when
    // the file name ends in .json, else TSV.
    bool exportMismatchReport(const QString &path, QString *error) const;
    const AnalysisResults &analyses() const { return m_model->analyses(); }
    bool exportAllCharts(const QString &directory, const ChartExportOptions &options, QStringList *written,
                         QString *error);
    // The visible systems under the scorer in force, by name, in the table's system order.
    QStringList visibleSystemNames() const;
    // Evaluation > Compare Systems (Ctrl+Shift+M): the pairwise tests of the visible systems.
    CompareSystemsDialog *openCompareSystems();

Q_SIGNALS:
    void addSystemRequested();
    // The user changed what a project file keeps of the evaluation (systems renamed or
    // removed, a CaRB gold attached, a bucket dimension added): the project needs saving.
    void setupChanged();
    void failed(const QString &file, const QString &message);
    // The user chose other BenchIE^FL options in the menu (not emitted by setFlOptions()).
    void flOptionsChosen(const FlOptions &options);
    // The scorer changed, or BenchIE^FL scored again (the facet box and the status bar follow).
    void scorerChanged();

protected:
    // A new interface language: the captions and notes made of translations and values.
    void changeEvent(QEvent *event) override;

private:
    QWidget *createScoresPage();
    QWidget *createChartsPage();
    void createMenu();
    void refreshFlControls();
    void chooseCarbGold();
    // Asks for one input file and hands it to attach: a success changes the set-up, a failure
    // goes to failed().
    void chooseInput(const QString &caption, const QString &filter,
                     const std::function<bool(const QString &, QString *)> &attach);
    void chooseOie2016Gold();
    void chooseOie2016Sentences();
    void chooseOie2016System(int format); // an Oie2016SystemReader::Format
    void createOie2016Menu();
    // Updates the OIE2016 table, charts, browser and caption from the model.
    void refreshOie2016();
    QVector<Oie2016ScoredSystem> visibleOie2016() const;
    void chooseBuckets();
    // The views of the scorer the model now has (table model, sorting, notes).
    void showScorer();
    // The visible systems' scores under the active scorer, for the table and the mismatch
    // browser (BenchIE's under CaRB, which has no per-extraction verdicts).
    QVector<SystemScore> activeScores() const;
    QVector<ScorerResults::CarbSystem> visibleCarb() const;
    void refreshAll();
    void refreshSentences(const QList<int> &indexes);
    void refreshTablesAndCharts();
    void showChart(int row);
    void copySelection(QTableView *view);
    void chooseTableExport(bool overview);
    void chooseChartExport();
    void chooseExportAll();
    void chooseMismatchExport();

    EvaluationModel *m_model;
    StudioDocument *m_document;
    CarbTableModel *m_carbModel = nullptr;
    Oie2016TableModel *m_oie2016Model = nullptr;
    Oie2016MatchBrowser *m_oie2016Browser = nullptr;
    QLabel *m_oie2016Caption = nullptr; // the matcher mode and the input messages, above the table
    QActionGroup *m_oie2016ModeGroup = nullptr;
    SideBySidePanel *m_sideBySide = nullptr;
    QComboBox *m_scorerCombo = nullptr;
    FlOptionsMenu *m_flMenu = nullptr;
    QPushButton *m_flButton = nullptr;
    QLabel *m_flCaption = nullptr; // the FL mode and switches in force, above the table
    QLabel *m_carbCountNote = nullptr; // under CaRB: why its extraction count is not the systems panel's
    QMenu *m_menu = nullptr;
    SystemAppearance *m_appearance = nullptr;
    SystemsPanel *m_systems = nullptr;
    QTabWidget *m_tabs = nullptr;
    ScoreTableModel *m_scoreModel = nullptr;
    QSortFilterProxyModel *m_scoreProxy = nullptr;
    QTableView *m_scoreTable = nullptr;
    FacetOverviewModel *m_overviewModel = nullptr;
    QTableView *m_overviewTable = nullptr;
    QTabWidget *m_tableTabs = nullptr;
    QSpinBox *m_decimals = nullptr;
    // P, R and F1 with their bootstrap intervals (as oie-score --ci 0.95 computes them).
    QCheckBox *m_intervalsCheck = nullptr;
    BootstrapSettings m_intervalSettings;
    BarChart *m_scoreChart = nullptr;
    MismatchBrowser *m_mismatches = nullptr;
    QListWidget *m_chartList = nullptr;
    BarChart *m_chartView = nullptr;
    QVector<ChartData> m_charts;
    ChartExportOptions m_exportOptions;
};
