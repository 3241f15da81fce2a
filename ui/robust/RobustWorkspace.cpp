#include "ui/robust/RobustWorkspace.h"

#include "core/document/ProjectFile.h"
#include "ui/charts/BarChart.h"
#include "ui/common/Dialogs.h"
#include "ui/common/FlowLayout.h"
#include "ui/common/LanguageChange.h"
#include "ui/common/SystemAppearance.h"
#include "ui/common/SystemStyle.h"
#include "ui/common/TranslatedText.h"
#include "ui/robust/RobustCliqueModel.h"
#include "ui/robust/RobustTable2Model.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace {

QTableView *tableView(const QString &objectName)
{
    auto *view = new QTableView;
    view->setObjectName(objectName);
    view->setAlternatingRowColors(false);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->setVisible(false);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setHighlightSections(false);
    return view;
}

QColor systemColor(int index)
{
    return SystemStyle::forIndex(index).color;
}

} // namespace

RobustWorkspace::RobustWorkspace(RobustResults *results, QWidget *parent)
    : QWidget(parent),
      m_results(results)
{
    setObjectName(QStringLiteral("robustWorkspace"));
    m_table2Model = new RobustTable2Model(this);
    m_cliqueModel = new RobustCliqueModel(this);
    m_cliqueProxy = new QSortFilterProxyModel(this);
    m_cliqueProxy->setSourceModel(m_cliqueModel);
    m_cliqueProxy->setFilterKeyColumn(RobustCliqueModel::Text);
    m_cliqueProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    createMenu();

    auto *layout = new QVBoxLayout(this);
    m_caption = new QLabel;
    m_caption->setObjectName(QStringLiteral("robustCaption"));
    LanguageChange::follow(this, [this]() { refresh(); }); // the caption and the system filter
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *top = new QHBoxLayout;
    top->addWidget(m_caption, 1);
    for (QAction *action : m_menu->actions().mid(0, 3)) {
        auto *button = new QToolButton;
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        top->addWidget(button);
    }
    layout->addLayout(top);

    auto *bottom = new QSplitter(Qt::Horizontal);
    bottom->setObjectName(QStringLiteral("robustBottomSplitter"));
    bottom->addWidget(createCliqueBox());
    bottom->addWidget(createChartBox());
    bottom->setStretchFactor(0, 1);
    bottom->setStretchFactor(1, 1);
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setObjectName(QStringLiteral("robustSplitter"));
    splitter->addWidget(createTable2Box());
    splitter->addWidget(bottom);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter, 1);
    refresh();
}

RobustWorkspace::~RobustWorkspace() = default;

QWidget *RobustWorkspace::createTable2Box()
{
    const TranslatedText trText(staticMetaObject);
    auto *box = trText.set(new QGroupBox(), QT_TR_NOOP("CaRB vs ROBUST (the paper's Table 2)"));
    box->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum); // as tall as its rows
    auto *layout = new QVBoxLayout(box);
    m_table2View = tableView(QStringLiteral("robustTable2"));
    m_table2View->setModel(m_table2Model);
    m_table2View->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table2View->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_table2View);
    // Choosing a system in Table 2 shows its columns alone in the clique table.
    connect(m_table2View->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    m_systemFilter->setCurrentIndex(std::max(0, m_systemFilter->findData(current.row())));
            });
    auto *row = new QHBoxLayout;
    auto *note
        = trText.set(new QLabel(),
                     QT_TR_NOOP("Means over each system file's cliques; F1 from the mean P and R; Δ = ROBUST − CaRB; "
                                "nan where P + R = 0, as the official scorer prints it."));
    note->setWordWrap(true);
    row->addWidget(note, 1);
    row->addWidget(trText.set(new QLabel(), QT_TR_NOOP("Decimals:")));
    m_decimals = new QSpinBox;
    m_decimals->setObjectName(QStringLiteral("robustDecimals"));
    m_decimals->setRange(1, 17);
    m_decimals->setValue(3);
    trText.setToolTip(m_decimals, QT_TR_NOOP("Decimals of the exported tables"));
    row->addWidget(m_decimals);
    auto *exportButton = trText.set(new QPushButton(), QT_TR_NOOP("Export Table..."));
    exportButton->setObjectName(QStringLiteral("robustExportTable2"));
    connect(exportButton, &QPushButton::clicked, this, [this]() { chooseTableExport(false); });
    row->addWidget(exportButton);
    layout->addLayout(row);
    return box;
}

QWidget *RobustWorkspace::createCliqueBox()
{
    const TranslatedText trText(staticMetaObject);
    auto *box = trText.set(new QGroupBox(), QT_TR_NOOP("Cliques"));
    auto *layout = new QVBoxLayout(box);
    // Wraps rather than widening the window when the labels are long (a translated interface).
    auto *filters = new FlowLayout;
    filters->setContentsMargins(0, 0, 0, 0);
    filters->addWidget(trText.set(new QLabel(), QT_TR_NOOP("System:")));
    m_systemFilter = new QComboBox;
    m_systemFilter->setObjectName(QStringLiteral("robustSystemFilter"));
    m_systemFilter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_systemFilter, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_cliqueModel->setSystem(m_systemFilter->itemData(index).toInt()); });
    filters->addWidget(m_systemFilter);
    m_worstOnly = trText.set(new QCheckBox(), QT_TR_NOOP("Worst sentences only"));
    m_worstOnly->setObjectName(QStringLiteral("robustWorstOnly"));
    trText.setToolTip(m_worstOnly,
                      QT_TR_NOOP("Only the sentence each clique's ROBUST score comes from (of the shown systems)"));
    connect(m_worstOnly, &QCheckBox::toggled, m_cliqueModel, &RobustCliqueModel::setWorstOnly);
    filters->addWidget(m_worstOnly);
    m_search = new QLineEdit;
    m_search->setObjectName(QStringLiteral("robustSearch"));
    trText.setPlaceholder(m_search, QT_TR_NOOP("Filter sentences"));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, m_cliqueProxy, &QSortFilterProxyModel::setFilterFixedString);
    m_search->setMinimumWidth(160);
    filters->addWidget(m_search);
    auto *exportButton = trText.set(new QPushButton(), QT_TR_NOOP("Export..."));
    exportButton->setObjectName(QStringLiteral("robustExportCliques"));
    trText.setToolTip(exportButton, QT_TR_NOOP("The clique table as shown (system and filters), as LaTeX, CSV or TSV"));
    connect(exportButton, &QPushButton::clicked, this, [this]() { chooseTableExport(true); });
    filters->addWidget(exportButton);
    layout->addLayout(filters);

    m_cliqueView = tableView(QStringLiteral("robustCliqueTable"));
    m_cliqueView->setModel(m_cliqueProxy);
    m_cliqueView->setWordWrap(false);
    m_cliqueView->setTextElideMode(Qt::ElideRight);
    m_cliqueView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_cliqueView->horizontalHeader()->setStretchLastSection(false);
    connect(m_cliqueModel, &QAbstractItemModel::modelReset, this, [this]() {
        m_cliqueView->resizeColumnsToContents();
        m_cliqueView->setColumnWidth(RobustCliqueModel::Text, 230);
    });
    layout->addWidget(m_cliqueView, 1);
    return box;
}

QWidget *RobustWorkspace::createChartBox()
{
    const TranslatedText trText(staticMetaObject);
    auto *box = trText.set(new QGroupBox(), QT_TR_NOOP("F1 variance within cliques (the paper's Figure 5a)"));
    auto *layout = new QVBoxLayout(box);
    m_chart = new BarChart;
    m_chart->setObjectName(QStringLiteral("robustVarianceChart"));
    m_chart->setMinimumWidth(320);
    layout->addWidget(m_chart, 1);
    auto *row = new QHBoxLayout;
    row->addWidget(trText.set(new QLabel(), QT_TR_NOOP("Bin width:")));
    m_binWidth = new QComboBox;
    m_binWidth->setObjectName(QStringLiteral("robustBinWidth"));
    for (const double width : {0.005, 0.01, 0.02, 0.05})
        m_binWidth->addItem(QLocale().toString(width), width);
    m_binWidth->setCurrentIndex(2); // 0.02: a dozen bins or so, each labelled
    connect(m_binWidth, &QComboBox::currentIndexChanged, this, &RobustWorkspace::refreshChart);
    row->addWidget(m_binWidth);
    row->addStretch(1);
    auto *exportButton = trText.set(new QPushButton(), QT_TR_NOOP("Export Chart..."));
    exportButton->setObjectName(QStringLiteral("robustExportChart"));
    connect(exportButton, &QPushButton::clicked, this, &RobustWorkspace::chooseChartExport);
    row->addWidget(exportButton);
    layout->addLayout(row);
    return box;
}

void RobustWorkspace::createMenu()
{
    const TranslatedText trText(staticMetaObject);
    m_menu = trText.set(new QMenu(this), QT_TR_NOOP("&ROBUST"));
    m_menu->setObjectName(QStringLiteral("robustMenu"));
    QAction *open = trText.set(m_menu->addAction(QString(), this, &RobustWorkspace::chooseGold),
                               QT_TR_NOOP("Open ROBUST &Gold..."));
    open->setObjectName(QStringLiteral("robustOpenGoldAction"));
    trText.setStatusTip(
        open, QT_TR_NOOP("A ROBUST gold: a JSON list of cliques (an original sentence, its tuples, its paraphrases)"));
    m_addSystemAction = trText.set(m_menu->addAction(QString(), this, &RobustWorkspace::chooseSystem),
                                   QT_TR_NOOP("&Add ROBUST System..."));
    m_addSystemAction->setObjectName(QStringLiteral("robustAddSystemAction"));
    trText.setStatusTip(m_addSystemAction,
                        QT_TR_NOOP("A system's extractions for the same cliques, in the same JSON shape"));
    m_removeSystemAction = trText.set(m_menu->addAction(QString(), this, &RobustWorkspace::removeCurrentSystem),
                                      QT_TR_NOOP("&Remove ROBUST System"));
    m_removeSystemAction->setObjectName(QStringLiteral("robustRemoveSystemAction"));
    trText.setStatusTip(m_removeSystemAction, QT_TR_NOOP("Remove the system selected in the CaRB vs ROBUST table"));
    m_menu->addSeparator();
    QAction *table2 = trText.set(m_menu->addAction(QString(), this, [this]() { chooseTableExport(false); }),
                                 QT_TR_NOOP("Export &Table 2..."));
    QAction *cliques = trText.set(m_menu->addAction(QString(), this, [this]() { chooseTableExport(true); }),
                                  QT_TR_NOOP("Export &Clique Table..."));
    QAction *chart = trText.set(m_menu->addAction(QString(), this, &RobustWorkspace::chooseChartExport),
                                QT_TR_NOOP("Export &Variance Chart..."));
    // Ctrl+Alt+Shift and a letter, as the OIE2016 menu's keys (letters that menu leaves free).
    const QList<std::pair<QAction *, Qt::Key>> keys{
        {open, Qt::Key_J},   {m_addSystemAction, Qt::Key_K}, {m_removeSystemAction, Qt::Key_L},
        {table2, Qt::Key_M}, {cliques, Qt::Key_N},           {chart, Qt::Key_V}};
    for (const auto &[action, key] : keys)
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | key));
}

bool RobustWorkspace::openGold(const QString &path)
{
    QString error;
    if (!m_results->setGold(path, &error)) {
        Q_EMIT failed(path, error);
        return false;
    }
    Dialogs::setLastDirectory(QFileInfo(path).absolutePath());
    refresh();
    return true;
}

bool RobustWorkspace::addSystem(const QString &name, const QString &path)
{
    QString error;
    if (!m_results->addSystem(name, path, &error)) {
        Q_EMIT failed(path, error);
        return false;
    }
    Dialogs::setLastDirectory(QFileInfo(path).absolutePath());
    refresh();
    return true;
}

void RobustWorkspace::removeSystem(int index)
{
    if (m_results->removeSystem(index))
        refresh();
}

void RobustWorkspace::clear()
{
    m_results->clear();
    refresh();
}

void RobustWorkspace::refresh()
{
    QVector<QColor> colors;
    for (int s = 0; s < m_results->systems().size(); ++s)
        colors.append(systemColor(s));
    m_table2Model->setRows(m_results->table2());
    m_cliqueModel->setResults(m_results, colors);
    {
        const QSignalBlocker blocker(m_systemFilter);
        m_systemFilter->clear();
        m_systemFilter->addItem(tr("All systems"), -1);
        for (int s = 0; s < m_results->systems().size(); ++s)
            m_systemFilter->addItem(m_results->systems().at(s).name, s);
        m_systemFilter->setCurrentIndex(std::max(0, m_systemFilter->findData(m_cliqueModel->system())));
    }
    m_addSystemAction->setEnabled(m_results->hasGold());
    m_removeSystemAction->setEnabled(!m_results->systems().isEmpty());
    refreshCaption();
    refreshChart();
    Q_EMIT resultsChanged();
}

void RobustWorkspace::refreshCaption()
{
    if (!m_results->hasGold()) {
        m_caption->setText(tr("Open a ROBUST gold (Evaluation > ROBUST > Open ROBUST Gold, or oie-studio --robust-gold "
                              "FILE), then its systems' files."));
        return;
    }
    const int cliques = int(m_results->gold().size());
    const int sentences = int(m_results->rows().size());
    //: ROBUST tab caption: the gold file's name, then counts
    m_caption->setText(tr("<b>%1</b> · cliques: %2 · sentences: %3 · systems: %4")
                           .arg(QFileInfo(m_results->goldPath()).fileName().toHtmlEscaped(),
                                QLocale().toString(cliques), QLocale().toString(sentences),
                                QLocale().toString(int(m_results->systems().size()))));
    m_caption->setToolTip(tr("%1\nEach sentence is scored alone with CaRB; a clique scores as its sentence of lowest "
                             "F1, as the official robust_scorer.py does.")
                              .arg(m_results->goldPath()));
    // Table 2 shows every system without scrolling (up to eight).
    const int rows = std::clamp(int(m_results->systems().size()), 1, 8);
    m_table2View->setFixedHeight(m_table2View->horizontalHeader()->sizeHint().height()
                                 + rows * m_table2View->verticalHeader()->defaultSectionSize()
                                 + 2 * m_table2View->frameWidth() + 2);
}

double RobustWorkspace::binWidth() const
{
    return m_binWidth->currentData().toDouble();
}

ChartData RobustWorkspace::varianceChart() const
{
    const RobustResults::VarianceHistogram histogram = m_results->varianceHistogram(binWidth());
    ChartData data;
    data.fileName = QStringLiteral("robust_f1_variance");
    data.title = tr("Cliques by the variance of F1");
    data.xLabel = tr("Variance of F1 within a clique (bins of %1)").arg(QLocale().toString(histogram.binWidth));
    data.yLabel = tr("Cliques");
    data.note = tr("np.var of the F1 of each clique's sentences");
    data.decimals = 0;
    // Each bin by its lower edge, short (".02") so that many bins fit under the axis.
    const int decimals = histogram.binWidth < 0.01 ? 3 : 2;
    for (const double edge : histogram.lowerEdges) {
        const QString label = QLocale().toString(edge, 'f', decimals);
        data.categories.append(edge == 0                                ? QStringLiteral("0")
                                   : label.startsWith(QLatin1Char('0')) ? label.mid(1)
                                                                        : label);
    }
    int largest = 0;
    for (int s = 0; s < histogram.counts.size(); ++s) {
        ChartSeries series = ChartSeries::styled(m_results->systems().at(s).name, SystemStyle::forIndex(s));
        for (const int count : histogram.counts.at(s)) {
            series.values.append(count);
            largest = std::max(largest, count);
        }
        data.series.append(series);
    }
    data.yMax = std::max(1, largest);
    return data;
}

void RobustWorkspace::refreshChart()
{
    m_chart->setChartData(varianceChart());
}

void RobustWorkspace::saveSetup(ProjectFile *project) const
{
    project->robustGoldPath = m_results->goldPath();
    project->robustSystems.clear();
    for (const RobustResults::System &system : m_results->systems())
        project->robustSystems.append({system.name, system.path});
}

void RobustWorkspace::restoreSetup(const ProjectFile &project)
{
    m_results->clear();
    if (!project.robustGoldPath.isEmpty()) {
        QString error;
        if (!m_results->setGold(project.robustGoldPath, &error)) {
            Q_EMIT failed(project.robustGoldPath, error);
        } else {
            for (const AttachedSystem &system : project.robustSystems) {
                if (!m_results->addSystem(system.name, system.path, &error))
                    Q_EMIT failed(system.path, error);
            }
        }
    }
    refresh();
}

void RobustWorkspace::chooseGold()
{
    const QString path = Dialogs::openFileName(this, tr("ROBUST Gold"), Dialogs::lastDirectory(),
                                               tr("ROBUST JSON (*.json);;All files (*)"));
    if (path.isEmpty() || !openGold(path))
        return;
    Q_EMIT setupChanged();
    Q_EMIT showRequested();
}

void RobustWorkspace::chooseSystem()
{
    const QString path = Dialogs::openFileName(this, tr("ROBUST System"), Dialogs::lastDirectory(),
                                               tr("ROBUST JSON (*.json);;All files (*)"));
    if (path.isEmpty() || !addSystem(QString(), path))
        return;
    Q_EMIT setupChanged();
    Q_EMIT showRequested();
}

void RobustWorkspace::removeCurrentSystem()
{
    const int row = m_table2View->currentIndex().isValid() ? m_table2View->currentIndex().row()
                                                           : int(m_results->systems().size()) - 1;
    if (row < 0)
        return;
    removeSystem(row);
    Q_EMIT setupChanged();
}
