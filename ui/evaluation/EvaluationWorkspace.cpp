#include "ui/evaluation/EvaluationWorkspace.h"

#include "core/document/StudioDocument.h"
#include "ui/charts/BarChart.h"
#include "ui/charts/EvaluationChartData.h"
#include "ui/common/Dialogs.h"
#include "ui/common/FacetText.h"
#include "ui/common/FlowLayout.h"
#include "ui/common/SystemAppearance.h"
#include "ui/common/TranslatedText.h"
#include "ui/evaluation/BucketDialog.h"
#include "ui/evaluation/CarbTableModel.h"
#include "ui/evaluation/FacetOverviewModel.h"
#include "ui/evaluation/FlOptionsMenu.h"
#include "ui/evaluation/Oie2016TableModel.h"
#include "ui/evaluation/ScoreTableModel.h"
#include "ui/evaluation/SideBySidePanel.h"
#include "ui/evaluation/SystemsPanel.h"
#include "ui/mismatches/MismatchBrowser.h"
#include "ui/mismatches/Oie2016MatchBrowser.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTabWidget>
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

} // namespace

EvaluationWorkspace::EvaluationWorkspace(EvaluationModel *model, QWidget *parent)
    : QWidget(parent),
      m_model(model),
      m_document(model->document())
{
    setObjectName(QStringLiteral("evaluationWorkspace"));
    m_appearance = new SystemAppearance(this);
    m_systems = new SystemsPanel(m_document, m_appearance, this);
    m_systems->setObjectName(QStringLiteral("systemsPanel"));
    m_mismatches = new MismatchBrowser(&m_document->session(), &m_model->analyses(), m_appearance, this);
    m_mismatches->setObjectName(QStringLiteral("mismatchBrowser"));

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("evaluationTabs"));
    const TranslatedText trText(staticMetaObject);
    const auto addTab = [this, trText](QWidget *page, const char *title) {
        m_tabs->addTab(page, QString());
        trText.setTab(m_tabs, page, title);
    };
    addTab(createScoresPage(), QT_TR_NOOP("Scores"));
    addTab(m_mismatches, QT_TR_NOOP("Sentences"));
    addTab(createChartsPage(), QT_TR_NOOP("Charts"));
    m_oie2016Browser = new Oie2016MatchBrowser(&m_model->oie2016(), m_appearance, this);
    m_oie2016Browser->setObjectName(QStringLiteral("oie2016Browser"));
    addTab(m_oie2016Browser, QT_TR_NOOP("OIE2016 Sentences"));
    m_tabs->setTabVisible(m_tabs->indexOf(m_oie2016Browser), false);
    m_sideBySide = new SideBySidePanel(this);
    m_sideBySide->setObjectName(QStringLiteral("sideBySidePanel"));
    addTab(m_sideBySide, QT_TR_NOOP("Side by Side"));
    connect(m_sideBySide, &SideBySidePanel::failed, this, &EvaluationWorkspace::failed);
    connect(m_sideBySide, &SideBySidePanel::pairsChosen, this, &EvaluationWorkspace::setupChanged);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    connect(m_systems, &SystemsPanel::addRequested, this, &EvaluationWorkspace::addSystemRequested);
    connect(m_systems, &SystemsPanel::failed, this, &EvaluationWorkspace::failed);
    connect(m_systems, &SystemsPanel::systemsEdited, this, &EvaluationWorkspace::setupChanged);
    connect(m_mismatches, &MismatchBrowser::exportRequested, this, &EvaluationWorkspace::chooseMismatchExport);
    connect(m_document, &StudioDocument::systemRenamed, m_appearance, &SystemAppearance::rename);
    connect(m_model, &EvaluationModel::resultsReset, this, &EvaluationWorkspace::refreshAll);
    connect(m_model, &EvaluationModel::sentencesRescored, this, &EvaluationWorkspace::refreshSentences);
    connect(m_model, &EvaluationModel::resultsChanged, this, [this]() {
        m_mismatches->setScores(activeScores());
        refreshFlControls();
        refreshTablesAndCharts();
    });
    connect(m_model, &EvaluationModel::scorerChanged, this, &EvaluationWorkspace::showScorer);
    connect(m_model, &EvaluationModel::flScored, this, &EvaluationWorkspace::scorerChanged);
    connect(m_model, &EvaluationModel::oie2016Changed, this, &EvaluationWorkspace::refreshOie2016);
    connect(m_model, &EvaluationModel::failed, this, &EvaluationWorkspace::failed);
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
    const TranslatedText trText(staticMetaObject);
    m_scoreModel = new ScoreTableModel(this);
    m_carbModel = new CarbTableModel(this);
    m_oie2016Model = new Oie2016TableModel(this);
    m_scorerCombo = new QComboBox;
    m_scorerCombo->setObjectName(QStringLiteral("scorerCombo"));
    m_scorerCombo->addItem(tr("BenchIE"), int(Scorer::Benchie));
    m_scorerCombo->addItem(tr("BenchIE^FL"), int(Scorer::Fl));
    m_scorerCombo->addItem(tr("CaRB"), int(Scorer::Carb));
    m_scorerCombo->addItem(tr("OIE2016"), int(Scorer::Oie2016));
    trText.setToolTip(m_scorerCombo,
                      QT_TR_NOOP("The scorer of the table and chart: BenchIE under the facet of the toolbar, "
                                 "BenchIE^FL's tolerant matching, CaRB against an attached CaRB gold, or OIE2016 "
                                 "over native system outputs against an attached OIE2016 gold"));
    connect(m_scorerCombo, &QComboBox::activated, this,
            [this](int index) { setScorer(Scorer(m_scorerCombo->itemData(index).toInt())); });
    m_flMenu = new FlOptionsMenu(this);
    connect(m_flMenu, &FlOptionsMenu::changed, this, [this]() {
        setFlOptions(m_flMenu->options());
        Q_EMIT flOptionsChosen(m_flMenu->options());
    });
    m_flButton = trText.set(new QPushButton(), QT_TR_NOOP("FL &Options"));
    m_flButton->setObjectName(QStringLiteral("flOptionsButton"));
    m_flButton->setToolTip(m_flMenu->menuAction()->toolTip());
    m_flButton->setMenu(m_flMenu);
    m_flCaption = new QLabel;
    m_flCaption->setObjectName(QStringLiteral("flModeCaption"));
    m_oie2016Caption = new QLabel;
    m_oie2016Caption->setObjectName(QStringLiteral("oie2016Caption"));
    m_oie2016Caption->hide();
    m_carbCountNote = new QLabel;
    m_carbCountNote->setObjectName(QStringLiteral("carbCountNote"));
    m_carbCountNote->setWordWrap(true);
    m_carbCountNote->hide();
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
    trText.setToolTip(m_overviewTable, QT_TR_NOOP("F1 of every system under every facet"));

    m_decimals = new QSpinBox;
    m_decimals->setObjectName(QStringLiteral("decimalsSpin"));
    m_decimals->setRange(0, 8);
    m_decimals->setValue(3);
    trText.setToolTip(m_decimals, QT_TR_NOOP("Decimals of P, R and F1 in the tables, copies and exports"));
    const auto setDecimals = [this](int decimals) {
        m_scoreModel->setDecimals(decimals);
        m_carbModel->setDecimals(decimals);
        m_overviewModel->setDecimals(decimals);
    };
    setDecimals(m_decimals->value());
    connect(m_decimals, &QSpinBox::valueChanged, this, setDecimals);
    m_intervalsCheck = trText.set(new QCheckBox(), QT_TR_NOOP("&Bootstrap Intervals"));
    m_intervalsCheck->setObjectName(QStringLiteral("intervalsCheck"));
    trText.setToolTip(
        m_intervalsCheck,
        QT_TR_NOOP("P, R and F1 (and AUC under CaRB and OIE2016) with their 95% percentile bootstrap "
                   "intervals over the gold sentences, 10,000 resamples, seed 1: the numbers of oie-score "
                   "--ci 0.95 (every scorer but BenchIE^FL's official mode); error bars on the P, R and "
                   "F1 chart"));
    connect(m_intervalsCheck, &QCheckBox::toggled, this, &EvaluationWorkspace::refreshTablesAndCharts);
    auto *exportScores = trText.set(new QPushButton(), QT_TR_NOOP("Export Scores..."));
    exportScores->setObjectName(QStringLiteral("exportScoresButton"));
    auto *exportOverview = trText.set(new QPushButton(), QT_TR_NOOP("Export Overview..."));
    exportOverview->setObjectName(QStringLiteral("exportOverviewButton"));
    trText.setToolTip(exportOverview, QT_TR_NOOP("Export the F1 of every system under every facet"));
    connect(exportScores, &QPushButton::clicked, this, [this]() { chooseTableExport(false); });
    connect(exportOverview, &QPushButton::clicked, this, [this]() { chooseTableExport(true); });
    auto *decimalsLabel = trText.set(new QLabel(), QT_TR_NOOP("&Decimals:"));
    decimalsLabel->setBuddy(m_decimals);
    auto *scorerLabel = trText.set(new QLabel(), QT_TR_NOOP("S&corer:"));
    scorerLabel->setBuddy(m_scorerCombo);
    // Wraps rather than widening the window when the labels are long (a translated interface).
    auto *bar = new FlowLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(scorerLabel);
    bar->addWidget(m_scorerCombo);
    bar->addWidget(m_flButton);
    bar->addWidget(m_flCaption);
    bar->addWidget(m_oie2016Caption);
    bar->addItem(new QSpacerItem(12, 0));
    bar->addWidget(decimalsLabel);
    bar->addWidget(m_decimals);
    bar->addWidget(m_intervalsCheck);
    bar->addStretch();
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
    m_tableTabs->addTab(m_scoreTable, QString());
    trText.setTab(m_tableTabs, m_scoreTable, QT_TR_NOOP("Scores"));
    m_tableTabs->addTab(m_overviewTable, QString());
    trText.setTab(m_tableTabs, m_overviewTable, QT_TR_NOOP("F1 under every facet"));
    auto *tables = new QWidget;
    auto *tablesLayout = new QVBoxLayout(tables);
    tablesLayout->setContentsMargins(0, 0, 0, 0);
    tablesLayout->addLayout(bar);
    tablesLayout->addWidget(m_carbCountNote);
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
    const TranslatedText trText(staticMetaObject);
    m_chartList = new QListWidget;
    m_chartList->setObjectName(QStringLiteral("chartList"));
    m_chartList->setMaximumWidth(220);
    m_chartList->setWordWrap(true);
    m_chartView = new BarChart;
    m_chartView->setObjectName(QStringLiteral("chartView"));
    auto *exportChart = trText.set(new QPushButton(), QT_TR_NOOP("Export Chart..."));
    exportChart->setObjectName(QStringLiteral("exportChartButton"));
    auto *exportAll = trText.set(new QPushButton(), QT_TR_NOOP("Export All Charts..."));
    exportAll->setObjectName(QStringLiteral("exportAllChartsButton"));
    connect(exportChart, &QPushButton::clicked, this, &EvaluationWorkspace::chooseChartExport);
    connect(exportAll, &QPushButton::clicked, this, &EvaluationWorkspace::chooseExportAll);
    connect(m_chartList, &QListWidget::currentRowChanged, this, &EvaluationWorkspace::showChart);
    auto *buckets = trText.set(new QPushButton(), QT_TR_NOOP("Sentence Buckets..."));
    buckets->setObjectName(QStringLiteral("bucketsButton"));
    trText.setToolTip(
        buckets, QT_TR_NOOP("Add a bucketized F1 chart: bins over a sentence property, or a TSV file sent_id, bucket"));
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
    m_systems->refresh();
    m_mismatches->setScores(activeScores());
    refreshTablesAndCharts();
}

void EvaluationWorkspace::refreshSentences(const QList<int> &indexes)
{
    const QVector<SystemScore> scores = activeScores();
    for (int index : indexes)
        m_mismatches->updateSentence(index, scores);
    refreshTablesAndCharts();
}

QVector<SystemScore> EvaluationWorkspace::activeScores() const
{
    return m_appearance->visibleScores(m_model->activeScores());
}

QVector<ScorerResults::CarbSystem> EvaluationWorkspace::visibleCarb() const
{
    QVector<ScorerResults::CarbSystem> visible;
    for (const ScorerResults::CarbSystem &system : m_model->scorerResults().carb()) {
        if (m_appearance->isVisible(system.name))
            visible.append(system);
    }
    return visible;
}

void EvaluationWorkspace::setScorer(Scorer scorer)
{
    // CaRB and OIE2016 need their gold: asked for here, else the scorer stays.
    if (scorer == Scorer::Carb && !m_model->canScoreWith(scorer))
        chooseCarbGold();
    if (scorer == Scorer::Oie2016 && !m_model->canScoreWith(scorer))
        chooseOie2016Gold();
    if (!m_model->setScorer(scorer))
        showScorer(); // the combo box back on the scorer in force
}

void EvaluationWorkspace::showScorer()
{
    const Scorer scorer = m_model->scorer();
    m_scorerCombo->setCurrentIndex(m_scorerCombo->findData(int(scorer)));
    const bool carb = scorer == Scorer::Carb;
    const bool oie2016 = scorer == Scorer::Oie2016;
    m_scoreProxy->setSourceModel(carb          ? static_cast<QAbstractItemModel *>(m_carbModel)
                                     : oie2016 ? static_cast<QAbstractItemModel *>(m_oie2016Model)
                                               : m_scoreModel);
    m_scoreTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_scoreTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_scoreTable->sortByColumn(carb          ? int(CarbTableModel::F1)
                                   : oie2016 ? int(Oie2016TableModel::Auc)
                                             : int(ScoreTableModel::F1),
                               Qt::DescendingOrder);
    m_oie2016Caption->setVisible(oie2016);
    m_mismatches->setShowClosestTriples(scorer != Scorer::Fl);
    // CaRB scores a whole system at a confidence threshold, not one extraction against synsets.
    m_mismatches->setNote(carb ? tr("CaRB does not judge extractions against synsets: the verdicts and F1 on this "
                                    "page are BenchIE's, under the facet chosen in the toolbar. The CaRB scores are "
                                    "on the Scores page.")
                              : oie2016 ? tr("OIE2016 scores its own system files against its own gold: the verdicts "
                                             "on this page are BenchIE's. What each OIE2016 system matched is on the "
                                             "OIE2016 Sentences page.")
                                        : QString());
    m_mismatches->setScores(activeScores());
    refreshFlControls();
    refreshTablesAndCharts();
    Q_EMIT scorerChanged();
}

void EvaluationWorkspace::setFlOptions(const FlOptions &options)
{
    m_flMenu->setOptions(options);
    m_model->setFlOptions(options); // resultsChanged() redraws
}

void EvaluationWorkspace::refreshFlControls()
{
    const bool fl = m_model->scorer() == Scorer::Fl;
    m_flMenu->setOptionsEnabled(fl);
    m_flButton->setEnabled(fl);
    m_flCaption->setVisible(fl);
    //: Beside the score table under BenchIE^FL: the matcher's mode and the heuristics switched off
    m_flCaption->setText(tr("Matching: %1").arg(m_model->scorerResults().flOptions().describe()));
}

bool EvaluationWorkspace::attachCarbGold(const QString &path, QString *error)
{
    return m_model->attachCarbGold(path, error);
}

void EvaluationWorkspace::chooseCarbGold()
{
    if (!isVisible())
        return; // offscreen batch runs and tests attach the file themselves
    chooseInput(tr("CaRB Gold"), tr("CaRB gold (*.txt *.tsv);;All files (*)"),
                [this](const QString &path, QString *error) { return attachCarbGold(path, error); });
}

void EvaluationWorkspace::chooseInput(const QString &caption, const QString &filter,
                                      const std::function<bool(const QString &, QString *)> &attach)
{
    const QString path = Dialogs::openFileName(this, caption, Dialogs::lastDirectory(), filter);
    if (path.isEmpty())
        return;
    QString error;
    if (attach(path, &error))
        Q_EMIT setupChanged();
    else
        Q_EMIT failed(path, error);
}

bool EvaluationWorkspace::addBucketDimension(const UserBucketDimension &dimension, QString *error)
{
    if (!m_model->addBucketDimension(dimension, error))
        return false;
    const SentenceBuckets *buckets = m_model->analyses().buckets();
    if (buckets && !buckets->dimensions().isEmpty())
        selectChart(QStringLiteral("buckets_") + buckets->dimensions().last().name);
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
    else
        Q_EMIT setupChanged();
}

void EvaluationWorkspace::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange && m_carbCountNote) {
        refreshFlControls();
        refreshTablesAndCharts();
    }
}

void EvaluationWorkspace::refreshTablesAndCharts()
{
    const QVector<SystemScore> visible = activeScores();
    m_scoreModel->setScores(visible);
    m_carbModel->setResults(visibleCarb());
    // Why CaRB counts fewer extractions than the systems panel, with the numbers.
    m_carbCountNote->setText(m_carbModel->countNote());
    m_carbCountNote->setVisible(m_model->scorer() == Scorer::Carb && !m_carbCountNote->text().isEmpty());
    m_oie2016Model->setResults(visibleOie2016());
    // The intervals of the table of the scorer in force (as oie-score --ci computes them).
    m_intervalsCheck->setEnabled(m_model->hasIntervals());
    if (m_intervalsCheck->isChecked() && m_model->hasIntervals()) {
        const QVector<SystemIntervals> intervals = m_model->intervalsOf(visibleSystemNames(), m_intervalSettings);
        if (m_model->scorer() == Scorer::Carb)
            m_carbModel->setIntervals(intervals);
        else if (m_model->scorer() == Scorer::Oie2016)
            m_oie2016Model->setIntervals(intervals);
        else
            m_scoreModel->setIntervals(intervals);
    }
    m_sideBySide->setResults(m_appearance->visibleScores(m_document->session().scores()), visibleCarb(),
                             visibleOie2016());
    QStringList names;
    for (const SystemScore &score : visible)
        names.append(score.name);
    m_overviewModel->setOverview(m_model->facetOverview(), names);
    m_charts = charts();
    const Scorer scorer = m_model->scorer();
    const QString scoreChart = scorer == Scorer::Carb ? QStringLiteral("carb_pr_curve")
        : scorer == Scorer::Oie2016                   ? QStringLiteral("oie2016_pr_curve")
        : scorer == Scorer::Fl                        ? QStringLiteral("fl_prf1")
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
