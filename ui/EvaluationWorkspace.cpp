#include "EvaluationWorkspace.h"

#include "BucketDialog.h"
#include "CarbReport.h"
#include "CarbTableModel.h"
#include "FlOptions.h"
#include "FacetOverviewModel.h"
#include "MismatchBrowser.h"
#include "MismatchReport.h"
#include "ScoreReport.h"
#include "ScoreTableModel.h"
#include "StudioDocument.h"
#include "SystemAppearance.h"
#include "SystemsPanel.h"
#include "TableExport.h"
#include "charts/BarChart.h"
#include "charts/ChartExportDialog.h"
#include "charts/EvaluationChartData.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace {

QTableView *makeTable(const QString &objectName, QAbstractItemModel *model)
{
    auto *table = new QTableView;
    table->setObjectName(objectName);
    table->setModel(model);
    table->setSortingEnabled(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(true);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->horizontalHeader()->setMinimumSectionSize(56);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    return table;
}

QString suffixOf(EvaluationWorkspace::TableFormat format)
{
    switch (format) {
    case EvaluationWorkspace::TableFormat::Latex:
        return QStringLiteral("tex");
    case EvaluationWorkspace::TableFormat::Csv:
        return QStringLiteral("csv");
    case EvaluationWorkspace::TableFormat::Tsv:
        break;
    }
    return QStringLiteral("tsv");
}

TableExport::Format tableExportFormat(EvaluationWorkspace::TableFormat format)
{
    switch (format) {
    case EvaluationWorkspace::TableFormat::Latex:
        return TableExport::Format::Latex;
    case EvaluationWorkspace::TableFormat::Csv:
        return TableExport::Format::Csv;
    case EvaluationWorkspace::TableFormat::Tsv:
        break;
    }
    return TableExport::Format::Tsv;
}

} // namespace

EvaluationWorkspace::EvaluationWorkspace(StudioDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("evaluationWorkspace"));
    m_appearance = new SystemAppearance(this);
    m_systems = new SystemsPanel(document, m_appearance, this);
    m_systems->setObjectName(QStringLiteral("systemsPanel"));
    m_mismatches = new MismatchBrowser(&document->session(), &m_analyses, m_appearance, this);
    m_mismatches->setObjectName(QStringLiteral("mismatchBrowser"));

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("evaluationTabs"));
    m_tabs->addTab(createScoresPage(), tr("Scores"));
    m_tabs->addTab(m_mismatches, tr("Sentences"));
    m_tabs->addTab(createChartsPage(), tr("Charts"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    connect(m_systems, &SystemsPanel::addRequested, this, &EvaluationWorkspace::addSystemRequested);
    connect(m_systems, &SystemsPanel::failed, this, &EvaluationWorkspace::failed);
    connect(m_mismatches, &MismatchBrowser::exportRequested, this, &EvaluationWorkspace::chooseMismatchExport);
    connect(m_document, &StudioDocument::systemRenamed, m_appearance, &SystemAppearance::rename);
    connect(m_document, &StudioDocument::scoresChanged, this, &EvaluationWorkspace::refreshAll);
    // goldReset is always followed by scoresChanged, which rebuilds everything.
    connect(m_document, &StudioDocument::sentenceChanged, this, &EvaluationWorkspace::refreshSentence);
    connect(m_appearance, &SystemAppearance::changed, this, [this]() {
        refreshTablesAndCharts();
        m_mismatches->setScores(activeScores());
    });
    createMenu();
    refreshAll();
}

EvaluationWorkspace::~EvaluationWorkspace() = default;

QWidget *EvaluationWorkspace::createScoresPage()
{
    m_scoreModel = new ScoreTableModel(this);
    m_carbModel = new CarbTableModel(this);
    m_scorerCombo = new QComboBox;
    m_scorerCombo->setObjectName(QStringLiteral("scorerCombo"));
    m_scorerCombo->addItem(tr("BenchIE"), int(Scorer::Benchie));
    m_scorerCombo->addItem(tr("BenchIE^FL"), int(Scorer::Fl));
    m_scorerCombo->addItem(tr("CaRB"), int(Scorer::Carb));
    m_scorerCombo->setToolTip(tr("The scorer of the table and chart: BenchIE under the facet of the toolbar, "
                                 "BenchIE^FL's tolerant matching, or CaRB against an attached CaRB gold"));
    connect(m_scorerCombo, &QComboBox::activated, this,
            [this](int index) { setScorer(Scorer(m_scorerCombo->itemData(index).toInt())); });
    m_scoreProxy = new QSortFilterProxyModel(this);
    m_scoreProxy->setSourceModel(m_scoreModel);
    m_scoreProxy->setSortRole(Qt::UserRole);
    m_scoreProxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_scoreTable = makeTable(QStringLiteral("scoreTable"), m_scoreProxy);
    m_scoreTable->sortByColumn(ScoreTableModel::F1, Qt::DescendingOrder);

    m_overviewModel = new FacetOverviewModel(this);
    auto *overviewProxy = new QSortFilterProxyModel(this);
    overviewProxy->setSourceModel(m_overviewModel);
    overviewProxy->setSortRole(Qt::UserRole);
    m_overviewTable = makeTable(QStringLiteral("facetOverviewTable"), overviewProxy);
    m_overviewTable->setToolTip(tr("F1 of every system under every facet"));

    m_decimals = new QSpinBox;
    m_decimals->setObjectName(QStringLiteral("decimalsSpin"));
    m_decimals->setRange(0, 8);
    m_decimals->setValue(3);
    m_decimals->setToolTip(tr("Decimals of P, R and F1 in copies and exports"));
    auto *exportScores = new QPushButton(tr("Export Scores..."));
    exportScores->setObjectName(QStringLiteral("exportScoresButton"));
    auto *exportOverview = new QPushButton(tr("Export Overview..."));
    exportOverview->setObjectName(QStringLiteral("exportOverviewButton"));
    exportOverview->setToolTip(tr("Export the F1 of every system under every facet"));
    connect(exportScores, &QPushButton::clicked, this, [this]() { chooseTableExport(false); });
    connect(exportOverview, &QPushButton::clicked, this, [this]() { chooseTableExport(true); });
    auto *decimalsLabel = new QLabel(tr("&Decimals:"));
    decimalsLabel->setBuddy(m_decimals);
    auto *scorerLabel = new QLabel(tr("S&corer:"));
    scorerLabel->setBuddy(m_scorerCombo);
    auto *bar = new QHBoxLayout;
    bar->addWidget(scorerLabel);
    bar->addWidget(m_scorerCombo);
    bar->addSpacing(12);
    bar->addWidget(decimalsLabel);
    bar->addWidget(m_decimals);
    bar->addStretch(1);
    bar->addWidget(exportScores);
    bar->addWidget(exportOverview);

    for (QTableView *table : {m_scoreTable, m_overviewTable}) {
        auto *copy = new QShortcut(QKeySequence::Copy, table, nullptr, nullptr, Qt::WidgetShortcut);
        connect(copy, &QShortcut::activated, this, [this, table]() { copySelection(table); });
    }

    m_scoreChart = new BarChart;
    m_scoreChart->setObjectName(QStringLiteral("scoreChart"));

    // The score table and the per-facet overview share one place, so that each shows every row.
    m_tableTabs = new QTabWidget;
    m_tableTabs->setObjectName(QStringLiteral("scoreTableTabs"));
    m_tableTabs->setDocumentMode(true);
    m_tableTabs->addTab(m_scoreTable, tr("Scores"));
    m_tableTabs->addTab(m_overviewTable, tr("F1 under every facet"));
    auto *tables = new QWidget;
    auto *tablesLayout = new QVBoxLayout(tables);
    tablesLayout->setContentsMargins(0, 0, 0, 0);
    tablesLayout->addLayout(bar);
    tablesLayout->addWidget(m_tableTabs, 1);
    m_scoreChart->setMinimumHeight(220);
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(tables);
    splitter->addWidget(m_scoreChart);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({260, 300});
    // The systems panel sits on this page only, so that the sentences and charts get the width.
    m_systems->setMaximumWidth(260);
    auto *page = new QSplitter(Qt::Horizontal);
    page->addWidget(m_systems);
    page->addWidget(splitter);
    page->setStretchFactor(1, 1);
    page->setSizes({200, 800});
    return page;
}

QWidget *EvaluationWorkspace::createChartsPage()
{
    m_chartList = new QListWidget;
    m_chartList->setObjectName(QStringLiteral("chartList"));
    m_chartList->setMaximumWidth(220);
    m_chartList->setWordWrap(true);
    m_chartView = new BarChart;
    m_chartView->setObjectName(QStringLiteral("chartView"));
    auto *exportChart = new QPushButton(tr("Export Chart..."));
    exportChart->setObjectName(QStringLiteral("exportChartButton"));
    auto *exportAll = new QPushButton(tr("Export All Charts..."));
    exportAll->setObjectName(QStringLiteral("exportAllChartsButton"));
    connect(exportChart, &QPushButton::clicked, this, &EvaluationWorkspace::chooseChartExport);
    connect(exportAll, &QPushButton::clicked, this, &EvaluationWorkspace::chooseExportAll);
    connect(m_chartList, &QListWidget::currentRowChanged, this, &EvaluationWorkspace::showChart);
    auto *buckets = new QPushButton(tr("Sentence Buckets..."));
    buckets->setObjectName(QStringLiteral("bucketsButton"));
    buckets->setToolTip(tr("Add a bucketized F1 chart: bins over a sentence property, or a TSV file sent_id, bucket"));
    connect(buckets, &QPushButton::clicked, this, &EvaluationWorkspace::chooseBuckets);

    auto *side = new QVBoxLayout;
    side->addWidget(m_chartList, 1);
    side->addWidget(buckets);
    side->addWidget(exportChart);
    side->addWidget(exportAll);
    auto *page = new QWidget;
    auto *layout = new QHBoxLayout(page);
    layout->addLayout(side);
    layout->addWidget(m_chartView, 1);
    return page;
}

void EvaluationWorkspace::showPage(int page)
{
    m_tabs->setCurrentIndex(page);
}

bool EvaluationWorkspace::selectChart(const QString &fileName)
{
    for (int row = 0; row < m_charts.size(); ++row) {
        if (m_charts.at(row).fileName == fileName) {
            m_chartList->setCurrentRow(row);
            return true;
        }
    }
    return false;
}

void EvaluationWorkspace::refreshAll()
{
    m_pendingSentences.clear(); // everything is rebuilt
    m_overview.rebuild(m_document->session());
    m_analyses.rebuild(m_document->session());
    m_scorerResults.invalidate();
    ensureScorerResults();
    m_systems->refresh();
    m_mismatches->setScores(activeScores());
    refreshTablesAndCharts();
}

void EvaluationWorkspace::refreshSentence(int index)
{
    m_pendingSentences.insert(index);
    if (!m_deferred)
        applyPendingSentences();
}

void EvaluationWorkspace::setDeferred(bool deferred)
{
    m_deferred = deferred;
    if (!deferred)
        applyPendingSentences();
}

void EvaluationWorkspace::applyPendingSentences()
{
    if (m_pendingSentences.isEmpty())
        return;
    const QSet<int> pending = std::exchange(m_pendingSentences, {});
    for (int index : pending) {
        m_overview.rescoreSentence(m_document->session(), index);
        m_analyses.sentenceChanged(m_document->session(), index);
    }
    // FL's correction and counting span the gold: score it again only while it is shown.
    m_scorerResults.invalidateFl();
    ensureScorerResults();
    const QVector<SystemScore> scores = activeScores();
    for (int index : pending)
        m_mismatches->updateSentence(index, scores);
    refreshTablesAndCharts();
}

void EvaluationWorkspace::ensureScorerResults()
{
    if (m_scorer == Scorer::Fl && !m_scorerResults.flValid())
        m_scorerResults.rebuildFl(m_document->session());
    if (m_scorerResults.hasCarbGold() && !m_scorerResults.carbValid()) {
        Diagnostics diagnostics;
        m_scorerResults.rebuildCarb(m_document->session(), &diagnostics);
    }
}

QVector<SystemScore> EvaluationWorkspace::activeScores() const
{
    const bool fl = m_scorer == Scorer::Fl && m_scorerResults.flValid();
    return m_appearance->visibleScores(fl ? m_scorerResults.fl() : m_document->session().scores());
}

QVector<ScorerResults::CarbSystem> EvaluationWorkspace::visibleCarb() const
{
    QVector<ScorerResults::CarbSystem> visible;
    for (const ScorerResults::CarbSystem &system : m_scorerResults.carb()) {
        if (m_appearance->isVisible(system.name))
            visible.append(system);
    }
    return visible;
}

void EvaluationWorkspace::setScorer(Scorer scorer)
{
    if (scorer == Scorer::Carb && !m_scorerResults.hasCarbGold())
        chooseCarbGold();
    if (scorer == Scorer::Carb && !m_scorerResults.hasCarbGold())
        scorer = m_scorer; // no CaRB gold: stay
    m_scorer = scorer;
    m_scorerCombo->setCurrentIndex(m_scorerCombo->findData(int(scorer)));
    ensureScorerResults();
    const bool carb = scorer == Scorer::Carb;
    m_scoreProxy->setSourceModel(carb ? static_cast<QAbstractItemModel *>(m_carbModel) : m_scoreModel);
    m_scoreTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_scoreTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_scoreTable->sortByColumn(carb ? int(CarbTableModel::F1) : int(ScoreTableModel::F1), Qt::DescendingOrder);
    m_mismatches->setShowClosestTriples(scorer != Scorer::Fl);
    m_mismatches->setScores(activeScores());
    refreshTablesAndCharts();
}

bool EvaluationWorkspace::attachCarbGold(const QString &path, QString *error)
{
    Diagnostics diagnostics;
    if (!m_scorerResults.setCarbGold(path, &diagnostics, error))
        return false;
    for (const Diagnostic &d : std::as_const(diagnostics)) {
        if (d.severity == Diagnostic::Severity::Error) {
            Q_EMIT failed(path, d.toString());
            break;
        }
    }
    ensureScorerResults();
    refreshTablesAndCharts();
    return true;
}

void EvaluationWorkspace::chooseCarbGold()
{
    if (!isVisible())
        return; // offscreen batch runs and tests attach the file themselves
    const QString path = QFileDialog::getOpenFileName(this, tr("CaRB Gold"), m_lastDirectory,
                                                      tr("CaRB gold (*.txt *.tsv);;All files (*)"));
    if (path.isEmpty())
        return;
    m_lastDirectory = QFileInfo(path).absolutePath();
    QString error;
    if (!attachCarbGold(path, &error))
        Q_EMIT failed(path, error);
}

bool EvaluationWorkspace::addBucketDimension(const UserBucketDimension &dimension, QString *error)
{
    Diagnostics diagnostics;
    const bool ok = m_analyses.addUserDimension(dimension, &diagnostics, error);
    for (const Diagnostic &d : std::as_const(diagnostics)) {
        if (d.severity != Diagnostic::Severity::Info)
            Q_EMIT failed(d.file, d.toString());
    }
    if (!ok)
        return false;
    refreshTablesAndCharts();
    if (m_analyses.buckets() && !m_analyses.buckets()->dimensions().isEmpty())
        selectChart(QStringLiteral("buckets_") + m_analyses.buckets()->dimensions().last().name);
    return true;
}

void EvaluationWorkspace::chooseBuckets()
{
    BucketDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    UserBucketDimension dimension;
    QString error;
    if (!dialog.dimension(&dimension, &error) || !addBucketDimension(dimension, &error))
        Q_EMIT failed(dimension.tsvPath, error);
}

void EvaluationWorkspace::createMenu()
{
    m_menu = new QMenu(tr("E&valuation"), this);
    m_menu->setObjectName(QStringLiteral("evaluationMenu"));
    QAction *carbGold = m_menu->addAction(tr("Attach &CaRB Gold..."), this, &EvaluationWorkspace::chooseCarbGold);
    carbGold->setStatusTip(tr("A CaRB gold file for the same sentences, to score the systems with CaRB"));
    carbGold->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    QMenu *scorers = m_menu->addMenu(tr("&Scorer"));
    for (int i = 0; i < m_scorerCombo->count(); ++i) {
        const auto scorer = Scorer(m_scorerCombo->itemData(i).toInt());
        QAction *action = scorers->addAction(m_scorerCombo->itemText(i), this, [this, scorer]() { setScorer(scorer); });
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key(Qt::Key_1 + i)));
    }
    m_menu->addSeparator();
    m_menu->addAction(tr("Export &All Charts..."), this, &EvaluationWorkspace::chooseExportAll)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    m_menu->addAction(tr("Export Mismatch &Report..."), this, &EvaluationWorkspace::chooseMismatchExport)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
}

void EvaluationWorkspace::refreshTablesAndCharts()
{
    const QVector<SystemScore> visible = activeScores();
    m_scoreModel->setScores(visible);
    m_carbModel->setResults(visibleCarb());
    QStringList names;
    for (const SystemScore &score : visible)
        names.append(score.name);
    m_overviewModel->setOverview(m_overview, names);
    m_charts = charts();
    const QString scoreChart = m_scorer == Scorer::Carb ? QStringLiteral("carb_pr_curve")
        : m_scorer == Scorer::Fl                        ? QStringLiteral("fl_prf1")
                                                        : QStringLiteral("prf1");
    for (const ChartData &chart : std::as_const(m_charts)) {
        if (chart.fileName == scoreChart)
            m_scoreChart->setChartData(chart);
    }
    const int current = qMax(0, m_chartList->currentRow());
    {
        const QSignalBlocker blocker(m_chartList);
        m_chartList->clear();
        for (const ChartData &chart : std::as_const(m_charts))
            m_chartList->addItem(chart.title);
        m_chartList->setCurrentRow(qMin(current, int(m_charts.size()) - 1));
    }
    showChart(m_chartList->currentRow());
}

QVector<ChartData> EvaluationWorkspace::charts()
{
    const QVector<SystemScore> visible = m_appearance->visibleScores(m_document->session().scores());
    QVector<ChartData> result{
        EvaluationChartData::precisionRecallF1(visible, m_document->session().facet(), m_appearance),
        EvaluationChartData::f1ByFacet(m_overview, visible, m_appearance),
        EvaluationChartData::slotErrors(m_analyses, visible, m_appearance),
        EvaluationChartData::errorBuckets(m_analyses, visible, m_appearance),
        EvaluationChartData::errorBucketHeatMap(m_analyses, visible, m_appearance)};
    const int dimensions = m_analyses.buckets() ? int(m_analyses.buckets()->dimensions().size()) : 0;
    for (int d = 0; d < dimensions; ++d)
        result.append(EvaluationChartData::bucketF1(m_analyses, d, visible, m_appearance));
    if (m_scorerResults.flValid())
        result.append(EvaluationChartData::flPrecisionRecallF1(m_appearance->visibleScores(m_scorerResults.fl()),
                                                               m_appearance));
    if (m_scorerResults.carbValid())
        result.append(EvaluationChartData::carbCurves(visibleCarb(), m_appearance));
    return result;
}

void EvaluationWorkspace::showChart(int row)
{
    if (row >= 0 && row < m_charts.size())
        m_chartView->setChartData(m_charts.at(row));
}

void EvaluationWorkspace::copySelection(QTableView *view)
{
    const QString text = TableExport::selectionAsTsv(*view->model(), view->selectionModel()->selectedIndexes(),
                                                     m_decimals->value());
    QApplication::clipboard()->setText(text);
}

bool EvaluationWorkspace::exportScoreTable(const QString &path, TableFormat format, int decimals,
                                           QString *error) const
{
    if (m_scorer == Scorer::Carb) {
        return TableExport::writeFile(path, TableExport::render(*m_carbModel, tableExportFormat(format), decimals),
                                      error);
    }
    ScoreReport report;
    if (m_scorer == Scorer::Fl) {
        report.scorer = QStringLiteral("fl");
        report.mode = FlOptions().describe();
    }
    report.goldPath = m_document->benchmark().fileName;
    report.facet = m_document->session().facet();
    report.scores = m_scoreModel->scores();
    report.latexDecimals = decimals;
    report.delimitedDecimals = decimals;
    const ScoreReport::Format reportFormat = format == TableFormat::Latex ? ScoreReport::Format::Latex
        : format == TableFormat::Csv                                      ? ScoreReport::Format::Csv
                                                                          : ScoreReport::Format::Tsv;
    return TableExport::writeFile(path, report.render(reportFormat), error);
}

bool EvaluationWorkspace::exportFacetOverview(const QString &path, TableFormat format, int decimals,
                                              QString *error) const
{
    return TableExport::writeFile(path, TableExport::render(*m_overviewModel, tableExportFormat(format), decimals),
                                  error);
}

bool EvaluationWorkspace::exportAllCharts(const QString &directory, const ChartExportOptions &options,
                                          QStringList *written, QString *error)
{
    return ChartExporter::exportAll(charts(),
                                    {ChartExporter::Format::Pdf, ChartExporter::Format::Svg,
                                     ChartExporter::Format::Png},
                                    directory, options, written, error);
}

void EvaluationWorkspace::chooseTableExport(bool overview)
{
    QString selectedFilter;
    const QString latex = tr("LaTeX booktabs (*.tex)");
    const QString csv = tr("CSV (*.csv)");
    const QString tsv = tr("TSV (*.tsv)");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Table"), m_lastDirectory,
                                                      QStringList{latex, csv, tsv}.join(QStringLiteral(";;")),
                                                      &selectedFilter);
    if (path.isEmpty())
        return;
    m_lastDirectory = QFileInfo(path).absolutePath();
    TableFormat format = selectedFilter == csv ? TableFormat::Csv
        : selectedFilter == tsv                ? TableFormat::Tsv
                                               : TableFormat::Latex;
    for (const TableFormat candidate : {TableFormat::Latex, TableFormat::Csv, TableFormat::Tsv}) {
        if (QFileInfo(path).suffix().compare(suffixOf(candidate), Qt::CaseInsensitive) == 0)
            format = candidate;
    }
    QString error;
    const bool ok = overview ? exportFacetOverview(path, format, m_decimals->value(), &error)
                             : exportScoreTable(path, format, m_decimals->value(), &error);
    if (!ok)
        Q_EMIT failed(path, error);
}

void EvaluationWorkspace::chooseChartExport()
{
    const int row = m_chartList->currentRow();
    if (row < 0 || row >= m_charts.size())
        return;
    ChartExportDialog dialog(m_exportOptions, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_exportOptions = dialog.options();
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Chart"), QFileInfo(m_lastDirectory, m_charts.at(row).fileName + QStringLiteral(".pdf")).filePath(),
        tr("PDF (*.pdf);;SVG (*.svg);;PNG (*.png)"));
    if (path.isEmpty())
        return;
    m_lastDirectory = QFileInfo(path).absolutePath();
    ChartExporter::Format format = ChartExporter::Format::Pdf;
    ChartExporter::parseFormat(QFileInfo(path).suffix(), &format);
    QString error;
    if (!ChartExporter::exportChart(m_charts.at(row), format, path, m_exportOptions, &error))
        Q_EMIT failed(path, error);
}

void EvaluationWorkspace::chooseExportAll()
{
    ChartExportDialog dialog(m_exportOptions, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_exportOptions = dialog.options();
    const QString directory = QFileDialog::getExistingDirectory(this, tr("Export All Charts"), m_lastDirectory);
    if (directory.isEmpty())
        return;
    m_lastDirectory = directory;
    QStringList written;
    QString error;
    if (!exportAllCharts(directory, m_exportOptions, &written, &error))
        Q_EMIT failed(directory, error);
}

bool EvaluationWorkspace::exportMismatchReport(const QString &path, QString *error) const
{
    const ScoringSession &session = m_document->session();
    MismatchReport report(session.benchmark());
    for (int i = 0; i < session.systems().size() && i < session.scores().size(); ++i) {
        const SystemScore &score = session.scores().at(i);
        const SystemAnalysis *analysis = m_analyses.system(score.name);
        if (analysis && m_appearance->isVisible(score.name))
            report.addSystem(session.systems().at(i), score, *analysis);
    }
    return report.writeFile(path, error);
}

void EvaluationWorkspace::chooseMismatchExport()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Mismatch Report"), m_lastDirectory,
                                                      tr("TSV (*.tsv);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    m_lastDirectory = QFileInfo(path).absolutePath();
    QString error;
    if (!exportMismatchReport(path, &error))
        Q_EMIT failed(path, error);
}
