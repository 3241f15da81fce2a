#pragma once

#include "core/document/RobustResults.h"
#include "ui/charts/ChartData.h"
#include "ui/charts/ChartExporter.h"
#include "ui/common/TableExport.h"

#include <QWidget>

class BarChart;
class ProjectFile;
class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;
class RobustCliqueModel;
class RobustTable2Model;

// The ROBUST workspace (Qi et al., EMNLP 2023): a ROBUST gold (cliques of an original sentence
// and its paraphrases) and system files, scored by the core (RobustResults, RobustScorer) as
// `oie-score --scorer robust` scores them. Shows the paper's Table 2 (CaRB vs ROBUST, and the
// drop), the clique table (each clique's sentences with every system's P, R, F1 and the worst
// sentence marked; filtered by system, by worst sentence and by text) and the distribution of
// cliques by the variance of their F1 (the paper's Figure 5a). Tables export as LaTeX, CSV or
// TSV (TableExport), the chart as PDF, SVG or PNG (ChartExporter). Independent of the BenchIE
// gold; a project file keeps its files (saveSetup, restoreSetup).
class RobustWorkspace : public QWidget
{
    Q_OBJECT

public:
    // results: the ROBUST set-up and scores, owned by the project (StudioProject::robust()).
    explicit RobustWorkspace(RobustResults *results, QWidget *parent = nullptr);
    ~RobustWorkspace() override;

    // Opens a ROBUST gold (its systems are scored again); false, reported through failed(),
    // when it cannot be read.
    bool openGold(const QString &path);
    // Adds (or replaces, by name) a ROBUST system file; an empty name is the file's base name.
    bool addSystem(const QString &name, const QString &path);
    void removeSystem(int index);
    void clear();

    const RobustResults &results() const { return *m_results; }
    // Reader and scorer messages of the gold and every system (for the Problems dock).
    Diagnostics diagnostics() const { return m_results->diagnostics(); }
    const RobustTable2Model *table2Model() const { return m_table2Model; }
    const RobustCliqueModel *cliqueModel() const { return m_cliqueModel; }
    // The variance chart (Figure 5a) as shown, with its current bin width.
    ChartData varianceChart() const;
    // The ROBUST menu (open, add, exports) for the main window's menu bar.
    QMenu *menu() const { return m_menu; }

    bool exportTable2(const QString &path, TableExport::Format format, int decimals, QString *error) const;
    // The clique table as filtered on screen.
    bool exportCliqueTable(const QString &path, TableExport::Format format, int decimals, QString *error) const;
    bool exportVarianceChart(const QString &path, ChartExporter::Format format, const ChartExportOptions &options,
                             QString *error) const;

    // The set-up a project file keeps: the gold and system paths...
    void saveSetup(ProjectFile *project) const;
    // ...and restored from one in place of the current set-up (files that cannot be read are
    // reported through failed() and left out).
    void restoreSetup(const ProjectFile &project);

Q_SIGNALS:
    // The gold or the systems changed (the Problems dock lists their messages again).
    void resultsChanged();
    // The user changed the set-up: a project keeping it needs saving.
    void setupChanged();
    // The user opened ROBUST files: the workspace should come to the front.
    void showRequested();
    void failed(const QString &file, const QString &message);

private:
    QWidget *createTable2Box();
    QWidget *createCliqueBox();
    QWidget *createChartBox();
    void createMenu();
    void refresh();
    void refreshChart();
    void refreshCaption();
    void chooseGold();
    void chooseSystem();
    void removeCurrentSystem();
    void chooseTableExport(bool cliques);
    void chooseChartExport();
    double binWidth() const;

    RobustResults *m_results;
    RobustTable2Model *m_table2Model = nullptr;
    RobustCliqueModel *m_cliqueModel = nullptr;
    QSortFilterProxyModel *m_cliqueProxy = nullptr;
    QTableView *m_table2View = nullptr;
    QTableView *m_cliqueView = nullptr;
    QLabel *m_caption = nullptr;
    QComboBox *m_systemFilter = nullptr;
    QCheckBox *m_worstOnly = nullptr;
    QLineEdit *m_search = nullptr;
    QComboBox *m_binWidth = nullptr;
    QSpinBox *m_decimals = nullptr;
    BarChart *m_chart = nullptr;
    QMenu *m_menu = nullptr;
    QAction *m_addSystemAction = nullptr;
    QAction *m_removeSystemAction = nullptr;
    ChartExportOptions m_exportOptions;
};
