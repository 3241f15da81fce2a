#pragma once

#include "AnalysisResults.h"
#include "FacetOverview.h"
#include "charts/ChartData.h"
#include "charts/ChartExporter.h"

#include <QWidget>

class BarChart;
class FacetOverviewModel;
class MismatchBrowser;
class QListWidget;
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
    enum class TableFormat { Latex, Csv, Tsv };

    explicit EvaluationWorkspace(StudioDocument *document, QWidget *parent = nullptr);
    ~EvaluationWorkspace() override;

    const ScoreTableModel *scoreModel() const { return m_scoreModel; }
    const FacetOverview &facetOverview() const { return m_overview; }
    SystemAppearance *appearance() const { return m_appearance; }
    MismatchBrowser *mismatchBrowser() const { return m_mismatches; }
    void showPage(int page); // 0 scores, 1 sentences, 2 charts

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
    void failed(const QString &file, const QString &message);

private:
    QWidget *createScoresPage();
    QWidget *createChartsPage();
    void refreshAll();
    void refreshSentence(int index);
    void refreshTablesAndCharts();
    void showChart(int row);
    void copySelection(QTableView *view);
    void chooseTableExport(bool overview);
    void chooseChartExport();
    void chooseExportAll();
    void chooseMismatchExport();

    StudioDocument *m_document;
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
    QSpinBox *m_decimals = nullptr;
    BarChart *m_scoreChart = nullptr;
    MismatchBrowser *m_mismatches = nullptr;
    QListWidget *m_chartList = nullptr;
    BarChart *m_chartView = nullptr;
    QVector<ChartData> m_charts;
    ChartExportOptions m_exportOptions;
    QString m_lastDirectory;
};
