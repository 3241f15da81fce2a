#include "ui/MainWindow.h"

#include "core/project/StudioProject.h"

#include "ui/agreement/AgreementView.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/annotation/LintPanel.h"
#include "ui/Autosave.h"
#include "ui/common/DiagnosticListModel.h"
#include "ui/common/Dialogs.h"
#include "ui/common/FacetText.h"
#include "ui/common/SentenceListModel.h"
#include "ui/common/TranslatedText.h"
#include "ui/DocumentController.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/evaluation/ScoreTableModel.h"
#include "ui/mismatches/MismatchBrowser.h"
#include "ui/RecentFiles.h"
#include "ui/merge/MergeWorkspace.h"
#include "ui/robust/RobustWorkspace.h"
#include "ui/review/ReviewWorkspace.h"
#include "ui/StudioSettings.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    Q_INIT_RESOURCE(resources);
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/oie-studio.svg")));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    m_project = new StudioProject(this);
    m_document = m_project->document();
    m_undoStack = new QUndoStack(this);
    connect(m_undoStack, &QUndoStack::cleanChanged, m_document, &StudioDocument::setEditsClean);
    // A new gold starts a new history; a split or a merge of sentences (also a reset) is in it.
    connect(m_document, &StudioDocument::goldReset, m_undoStack, [this]() {
        if (!m_document->isRestructuring())
            m_undoStack->clear();
    });
    setAcceptDrops(true);
    connect(m_document, &StudioDocument::goldReset, this, &MainWindow::refreshGold);
    connect(m_document, &StudioDocument::filePathChanged, this, &MainWindow::refreshTitle);
    connect(m_document, &StudioDocument::scoresChanged, this, &MainWindow::refreshScores);
    connect(m_document, &StudioDocument::sentenceChanged, this, &MainWindow::refreshScores);
    createActions();
    createCentralWidget();
    m_autosave = new Autosave(m_document, this);
    m_autosave->setSetupWriter([this](ProjectFile *project) {
        m_evaluation->saveSetup(project);
        m_robust->saveSetup(project);
        m_review->saveSetup(project);
        m_merge->saveSetup(project);
    });
    m_files = new DocumentController(m_document, m_undoStack, m_autosave, m_evaluation, this);
    m_recentFiles = new RecentFiles(this);
    connect(m_files, &DocumentController::failed, this, &MainWindow::reportError);
    connect(m_files, &DocumentController::projectSetupRead, m_robust, &RobustWorkspace::restoreSetup);
    connect(m_files, &DocumentController::projectSetupRead, m_review, &ReviewWorkspace::restoreSetup);
    connect(m_files, &DocumentController::projectSetupRead, m_merge, &MergeWorkspace::restoreSetup);
    // A project of annotation work (synsets, no system outputs to score, OIE2016's included)
    // opens where that work is done, not on an empty Evaluate tab.
    connect(m_files, &DocumentController::projectSetupRead, this, [this](const ProjectFile &project) {
        if (project.systems.isEmpty() && project.oie2016.systems.isEmpty()
            && m_document->session().benchmark().synsetCount() > 0)
            m_workspaceTabs->setCurrentWidget(m_annotation);
    });
    connect(m_files, &DocumentController::fileUsed, m_recentFiles, &RecentFiles::add);
    connect(m_files, &DocumentController::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 4000); });
    connect(m_recentFiles, &RecentFiles::openRequested, m_files, &DocumentController::open);
    createDocks();
    createAnnotationMenus();
    createStatusBar();
    resize(1200, 760);
    restoreLayout();
    refreshGold();
    refreshScores();
    retranslateUi();
}

// The texts made of translations and values; TranslatedText sets the plain ones again.
void MainWindow::retranslateUi()
{
    TranslatedText::retranslate(this);
    for (int i = 0; i < m_facetCombo->count(); ++i) {
        const auto facet = Facet(m_facetCombo->itemData(i).toInt());
        m_facetCombo->setItemText(i, FacetText::label(facet));
        m_facetCombo->setItemData(i, FacetText::toolTip(facet), Qt::ToolTipRole);
    }
    refreshUndoTexts();
    refreshTitle();
    refreshScores();
    refreshLintTitle();
    refreshAnnotationStatus();
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void MainWindow::refreshLintTitle()
{
    const int findings = m_lintPanel->findingCount();
    m_lintDock->setWindowTitle(findings == 0 ? tr("Lint") : tr("Lint (%1)").arg(findings));
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    const TranslatedText text(staticMetaObject);
    QMenu *fileMenu = text.set(menuBar()->addMenu(QString()), QT_TR_NOOP("&File"));
    fileMenu->setObjectName(QStringLiteral("fileMenu"));
    m_fileMenu = fileMenu;
    QAction *openAction = fileMenu->addAction(style()->standardIcon(QStyle::SP_DialogOpenButton), QString(),
                                              this, [this]() { m_files->chooseGold(); });
    text.set(openAction, QT_TR_NOOP("&Open..."));
    openAction->setObjectName(QStringLiteral("openAction"));
    openAction->setShortcut(QKeySequence::Open);
    text.setStatusTip(openAction, QT_TR_NOOP("Open a BenchIE gold annotation file or an OIE Studio project"));
    m_addSystemAction = fileMenu->addAction(style()->standardIcon(QStyle::SP_FileIcon), QString(),
                                            this, [this]() { m_files->chooseSystem(); });
    text.set(m_addSystemAction, QT_TR_NOOP("Add Sys&tem Output..."));
    m_addSystemAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    text.setStatusTip(m_addSystemAction, QT_TR_NOOP("Score the extractions of an OIE system against the gold"));
    fileMenu->addSeparator();
    QAction *quitAction = text.set(fileMenu->addAction(QString(), this, &QWidget::close), QT_TR_NOOP("&Quit"));
    quitAction->setObjectName(QStringLiteral("quitAction"));
    // Ctrl+Q everywhere (QKeySequence::Quit is Ctrl+Q on most desktops, nothing on some: a second
    // Ctrl+Q beside it would make the shortcut ambiguous, and Qt would then trigger neither).
    quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quitAction->setMenuRole(QAction::QuitRole);

    m_editMenu = text.set(menuBar()->addMenu(QString()), QT_TR_NOOP("&Edit"));
    m_editMenu->setObjectName(QStringLiteral("editMenu"));
    m_navigateMenu = text.set(menuBar()->addMenu(QString()), QT_TR_NOOP("&Navigate"));
    m_navigateMenu->setObjectName(QStringLiteral("navigateMenu"));
    m_viewMenu = text.set(menuBar()->addMenu(QString()), QT_TR_NOOP("&View"));
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));

    QMenu *helpMenu = text.set(menuBar()->addMenu(QString()), QT_TR_NOOP("&Help"));
    helpMenu->setObjectName(QStringLiteral("helpMenu"));
    m_helpMenu = helpMenu;
    QAction *aboutAction = text.set(helpMenu->addAction(QString(), this, &MainWindow::showAbout), QT_TR_NOOP("&About OIE Studio"));
    aboutAction->setMenuRole(QAction::AboutRole);
    QAction *aboutQtAction = text.set(helpMenu->addAction(QString(), qApp, &QApplication::aboutQt), QT_TR_NOOP("About &Qt"));
    aboutQtAction->setMenuRole(QAction::AboutQtRole);

    QToolBar *toolBar = text.set(addToolBar(QString()), QT_TR_NOOP("Main Toolbar"));
    toolBar->setObjectName(QStringLiteral("mainToolBar"));
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar->addAction(openAction);
    toolBar->addAction(m_addSystemAction);
    toolBar->addSeparator();
    auto *facetCaption = new QLabel(toolBar);
    facetCaption->setObjectName(QStringLiteral("facetCaption"));
    //: The mnemonic must differ from the menus' (File, Edit, Navigate, View, Evaluate, Help) and the tabs'
    text.set(facetCaption, QT_TR_NOOP("Face&t:"));
    facetCaption->setContentsMargins(6, 0, 4, 0);
    toolBar->addWidget(facetCaption);

    m_facetCombo = new QComboBox(toolBar);
    m_facetCombo->setObjectName(QStringLiteral("facetCombo"));
    for (const QString &name : Facets::names()) {
        Facet facet = Facet::Default;
        if (Facets::parse(name, &facet))
            m_facetCombo->addItem(QString(), int(facet)); // texts: retranslateUi()
    }
    facetCaption->setBuddy(m_facetCombo);
    toolBar->addWidget(m_facetCombo);
    connect(m_facetCombo, &QComboBox::currentIndexChanged, this,
            [this](int index) { applyFacet(Facet(m_facetCombo->itemData(index).toInt())); });
    m_viewMenu->addAction(toolBar->toggleViewAction());
}

void MainWindow::createCentralWidget()
{
    m_workspaceTabs = new QTabWidget;
    m_workspaceTabs->setObjectName(QStringLiteral("workspaceTabs"));
    m_workspaceTabs->setDocumentMode(true);
    const TranslatedText text(staticMetaObject);
    const auto addTab = [this, text](QWidget *page, const char *title) {
        m_workspaceTabs->addTab(page, QString());
        text.setTab(m_workspaceTabs, page, title);
    };
    addTab(createAnnotationPage(), QT_TR_NOOP("&Annotate"));
    addTab(createEvaluationPage(), QT_TR_NOOP("Eva&luate"));
    addTab(createRobustPage(), QT_TR_NOOP("ROBU&ST"));
    addTab(createReviewPage(), QT_TR_NOOP("&Review"));
    addTab(createAgreementPage(), QT_TR_NOOP("A&gree"));
    // The Merge tab: a second annotator's gold merged into this one (ui/merge).
    m_merge = new MergeWorkspace(m_document, m_undoStack);
    connect(m_merge, &MergeWorkspace::failed, this, &MainWindow::reportError);
    connect(m_merge, &MergeWorkspace::statusMessage, this, [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    addTab(m_merge, QT_TR_NOOP("&Merge"));
    m_workspaceTabs->setCurrentIndex(1);
    // An edit while the Evaluate tab is hidden updates its views when the tab is shown.
    connect(m_workspaceTabs, &QTabWidget::currentChanged, this,
            [this](int index) { m_evaluation->setDeferred(index != 1); });
    setCentralWidget(m_workspaceTabs);
}

// The annotation workspace: token chips, the triple being built, the sentence's synsets.
QWidget *MainWindow::createAnnotationPage()
{
    m_annotation = new AnnotationWorkspace(m_document, m_undoStack);
    return m_annotation;
}

// The evaluation workspace (systems, scores, mismatch browser, charts): EvaluationWorkspace.
QWidget *MainWindow::createEvaluationPage()
{
    m_evaluation = new EvaluationWorkspace(m_project->evaluation());
    connect(m_evaluation, &EvaluationWorkspace::addSystemRequested, this, [this]() { m_files->chooseSystem(); });
    connect(m_evaluation, &EvaluationWorkspace::failed, this, &MainWindow::reportError);
    // The facet box means something only to BenchIE; the status bar times the active scorer.
    connect(m_evaluation, &EvaluationWorkspace::scorerChanged, this, [this]() {
        refreshFacetBox();
        refreshStatus();
    });
    // A sentence chosen in the mismatch browser becomes the current one (sentence list, status).
    connect(m_evaluation->mismatchBrowser(), &MismatchBrowser::sentenceSelected, this, [this](int index) {
        const QModelIndex row = m_sentenceModel->index(index, 0);
        if (row.isValid() && m_sentenceList->currentIndex() != row) {
            m_sentenceList->setCurrentIndex(row);
            m_sentenceList->scrollTo(row);
        }
    });
    // A set-up change is saved with the project, not undone: no undo brings back the saved state.
    connect(m_evaluation, &EvaluationWorkspace::setupChanged, m_document, &StudioDocument::markUnsaved);
    if (Dialogs::isInteractive())
        restoreFlOptions();
    menuBar()->insertMenu(menuBar()->actions().value(menuBar()->actions().size() - 1), m_evaluation->evaluateMenu());
    return m_evaluation;
}

// The ROBUST workspace: its menu goes under Evaluation, its messages to the Problems dock.
QWidget *MainWindow::createRobustPage()
{
    m_robust = new RobustWorkspace(m_project->robust());
    connect(m_robust, &RobustWorkspace::failed, this, &MainWindow::reportError);
    connect(m_robust, &RobustWorkspace::resultsChanged, this, [this]() {
        if (m_problemModel)
            refreshProblems();
    });
    connect(m_robust, &RobustWorkspace::showRequested, this, &MainWindow::showRobust);
    // Kept by a project file: one with a gold open needs saving (nothing to save without one).
    connect(m_robust, &RobustWorkspace::setupChanged, this, [this]() {
        if (m_document->session().hasGold())
            m_document->markUnsaved();
    });
    m_evaluation->evaluateMenu()->addSeparator();
    m_evaluation->evaluateMenu()->addMenu(m_robust->menu());
    return m_robust;
}

void MainWindow::showRobust()
{
    m_workspaceTabs->setCurrentWidget(m_robust);
}

// The review rounds: extractions of the systems and references that match no synset.
QWidget *MainWindow::createReviewPage()
{
    m_review = new ReviewWorkspace(m_document, m_undoStack);
    connect(m_review, &ReviewWorkspace::failed, this, &MainWindow::reportError);
    // E: the extraction in the slot editor, to mark optional words before it is accepted.
    connect(m_review, &ReviewWorkspace::editRequested, this,
            [this](int sentence, const Triple &triple, const ReviewJudgment &judgment) {
                showAnnotation(sentence);
                m_annotation->loadForReview(sentence, triple, judgment);
            });
    // The Review menu: the judging keys (active in the Review tab) and the review's files; it
    // also puts them in Help > Keyboard Shortcuts.
    auto *menu = TranslatedText(staticMetaObject).set(new QMenu(this), QT_TR_NOOP("Rev&iew"));
    menu->setObjectName(QStringLiteral("reviewMenu"));
    menu->addActions(m_review->judgeActions());
    menu->addSeparator();
    menu->addActions(m_review->fileActions());
    menuBar()->insertMenu(menuBar()->actions().value(menuBar()->actions().size() - 1), menu);
    // Attached references are saved with the project, not undone (as the evaluation set-up).
    connect(m_review, &ReviewWorkspace::setupChanged, m_document, &StudioDocument::markUnsaved);
    return m_review;
}

// Inter-annotator agreement with a second gold.
QWidget *MainWindow::createAgreementPage()
{
    m_agreement = new AgreementView(m_document);
    connect(m_agreement, &AgreementView::failed, this, &MainWindow::reportError);
    return m_agreement;
}

void MainWindow::restoreFlOptions()
{
    m_evaluation->setFlOptions(StudioSettings::flOptions());
    connect(m_evaluation, &EvaluationWorkspace::flOptionsChosen, this, &MainWindow::storeFlOptions,
            Qt::UniqueConnection);
}

void MainWindow::storeFlOptions(const FlOptions &options)
{
    StudioSettings::setFlOptions(options);
}

const ScoreTableModel *MainWindow::scoreModel() const
{
    return m_evaluation->scoreModel();
}

void MainWindow::createDocks()
{
    m_sentenceModel = new SentenceListModel(this);
    m_sentenceList = new QListView;
    m_sentenceList->setObjectName(QStringLiteral("sentenceList"));
    m_sentenceList->setModel(m_sentenceModel);
    m_sentenceList->setWordWrap(true); // whole sentences, wrapped to the dock's width
    m_sentenceList->setResizeMode(QListView::Adjust);
    m_sentenceList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_sentenceList->setAlternatingRowColors(true);
    m_sentenceList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto *sentenceDock = TranslatedText(staticMetaObject).set(new QDockWidget(this), QT_TR_NOOP("Sentences"));
    sentenceDock->setObjectName(QStringLiteral("sentenceDock"));
    sentenceDock->setWidget(m_sentenceList);
    addDockWidget(Qt::LeftDockWidgetArea, sentenceDock);
    resizeDocks({sentenceDock}, {380}, Qt::Horizontal);

    m_problemModel = new DiagnosticListModel(this);
    m_problemList = new QListView;
    m_problemList->setObjectName(QStringLiteral("problemsList"));
    m_problemList->setModel(m_problemModel);
    m_problemList->setUniformItemSizes(true);
    m_problemList->setTextElideMode(Qt::ElideRight);
    m_problemList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_problemDock = new QDockWidget(this); // its title: refreshProblems()
    m_problemDock->setObjectName(QStringLiteral("problemsDock"));
    m_problemDock->setWidget(m_problemList);
    addDockWidget(Qt::BottomDockWidgetArea, m_problemDock);
    resizeDocks({m_problemDock}, {150}, Qt::Vertical);

    m_lintPanel = new LintPanel(m_document);
    m_lintDock = new QDockWidget(this);
    m_lintDock->setObjectName(QStringLiteral("lintDock"));
    m_lintDock->setWidget(m_lintPanel);
    splitDockWidget(m_problemDock, m_lintDock, Qt::Horizontal);
    connect(m_lintPanel, &LintPanel::countChanged, this, &MainWindow::refreshLintTitle);

    m_viewMenu->addAction(sentenceDock->toggleViewAction());
    m_viewMenu->addAction(m_problemDock->toggleViewAction());
    m_viewMenu->addAction(m_lintDock->toggleViewAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_annotation->effortAction());
}

void MainWindow::createStatusBar()
{
    m_statusLabel = new QLabel;
    m_statusLabel->setObjectName(QStringLiteral("statusSummary"));
    statusBar()->addPermanentWidget(m_statusLabel);
    m_scoringTimeLabel = new QLabel;
    m_scoringTimeLabel->setObjectName(QStringLiteral("scoringTime"));
    statusBar()->addPermanentWidget(m_scoringTimeLabel);
}

void MainWindow::restoreLayout()
{
    if (!Dialogs::isInteractive())
        return;
    restoreGeometry(StudioSettings::value(StudioSettings::Key::MainWindowGeometry).toByteArray());
    restoreState(StudioSettings::value(StudioSettings::Key::MainWindowState).toByteArray());
    m_files->setLastDirectory(StudioSettings::value(StudioSettings::Key::MainWindowLastDirectory).toString());
}

void MainWindow::saveLayout() const
{
    if (!Dialogs::isInteractive())
        return;
    StudioSettings::setValue(StudioSettings::Key::MainWindowGeometry, saveGeometry());
    StudioSettings::setValue(StudioSettings::Key::MainWindowState, saveState());
    StudioSettings::setValue(StudioSettings::Key::MainWindowLastDirectory, m_files->lastDirectory());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    m_autosave->clear(); // saved, or the changes were thrown away on purpose
    saveLayout();
    event->accept();
}

bool MainWindow::openGold(const QString &path)
{
    return m_files->open(path);
}

bool MainWindow::addSystem(const QString &name, const QString &path)
{
    return m_files->addSystem(name, path);
}

void MainWindow::setFacet(Facet facet)
{
    const int index = m_facetCombo->findData(int(facet));
    if (index >= 0)
        m_facetCombo->setCurrentIndex(index); // applies the facet through currentIndexChanged
    applyFacet(facet); // in case the combo already showed it
}

void MainWindow::applyFacet(Facet facet)
{
    m_document->setFacet(facet);
}

void MainWindow::showAbout()
{
    Dialogs::about(this, tr("About OIE Studio"),
                   tr("<h3>OIE Studio %1</h3>"
                      "<p>Scores Open Information Extraction systems against fact-based "
                      "BenchIE gold annotations, under every BenchIE facet.</p>")
                       .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::reportError(const QString &file, const QString &message)
{
    m_sessionProblems.append({file, 0, Diagnostic::Severity::Error, message});
    refreshProblems();
    m_problemDock->show();
    m_problemDock->raise();
    Dialogs::warning(this, tr("OIE Studio"), message); // non-interactive: only listed
}

void MainWindow::refreshGold()
{
    const Benchmark &benchmark = m_document->session().benchmark();
    m_sentenceModel->setSentences(benchmark.sentences());
    m_addSystemAction->setEnabled(m_document->session().hasGold());
    refreshTitle();
    // A text or CoNLL-U file just imported has nothing to evaluate yet: annotate it.
    if (m_document->session().hasGold() && benchmark.synsetCount() == 0)
        m_workspaceTabs->setCurrentWidget(m_annotation);
}

// The project's name once saved as one (Save As renames the window), else the opened file's.
void MainWindow::refreshTitle()
{
    const QString file =
        m_document->filePath().isEmpty() ? m_document->session().benchmark().fileName : m_document->filePath();
    if (m_document->session().hasGold())
        setWindowTitle(tr("%1[*] - OIE Studio").arg(QFileInfo(file).fileName()));
    else
        setWindowTitle(tr("OIE Studio"));
}

void MainWindow::refreshScores()
{
    refreshProblems();
    refreshStatus();
    refreshFacetBox();
}

// Disabled under the scorers that have no facets; the Entity facet disabled while no gold triple
// is marked entity-clean (it would score nothing), unless it is the facet in force.
void MainWindow::refreshFacetBox()
{
    const bool benchie = m_evaluation->scorer() == EvaluationWorkspace::Scorer::Benchie;
    m_facetCombo->setEnabled(benchie);
    m_facetCombo->setToolTip(benchie ? tr("How extractions are matched against the gold")
                                     : tr("Facets are BenchIE's: the scorer chosen on the Evaluate tab has none"));
    const int entityRow = m_facetCombo->findData(int(Facet::Entity));
    auto *items = qobject_cast<QStandardItemModel *>(m_facetCombo->model());
    if (entityRow < 0 || !items)
        return;
    const bool marks = m_document->benchmark().hasEntityMarks();
    QStandardItem *entity = items->item(entityRow);
    entity->setEnabled(marks || facet() == Facet::Entity);
    entity->setToolTip(marks ? FacetText::toolTip(Facet::Entity)
                             : tr("No gold triple is marked entity-clean yet: mark some (Edit menu) to score "
                                  "under this facet"));
}

void MainWindow::refreshProblems()
{
    m_problemModel->setDiagnostics(m_sessionProblems + m_document->session().diagnostics() + m_robust->diagnostics());
    const int count = m_problemModel->rowCount();
    m_problemDock->setWindowTitle(count == 0 ? tr("Problems") : tr("Problems (%1)").arg(count));
}

void MainWindow::refreshStatus()
{
    const Benchmark &benchmark = m_document->session().benchmark();
    const QString sentences = tr("%n sentence(s)", nullptr, int(benchmark.sentences().size()));
    const QString synsets = tr("%n synset(s)", nullptr, benchmark.synsetCount());
    const QString systems = tr("%n system(s)", nullptr, int(m_document->session().systems().size()));
    //: Status bar: "12 sentences, 34 synsets, 2 systems"
    m_statusLabel->setText(tr("%1, %2, %3").arg(sentences, synsets, systems));
    const bool fl = m_evaluation->scorer() == EvaluationWorkspace::Scorer::Fl;
    const qint64 scoringNs = fl ? m_evaluation->scorerResults().flNanoseconds() : m_document->lastRescoreNanoseconds();
    //: Status bar: time the last scoring (or rescoring after an edit) took
    m_scoringTimeLabel->setText(scoringNs > 0 ? tr("scored in %1 ms").arg(QLocale().toString(scoringNs / 1e6, 'f', 2))
                                              : QString());
    // Said where the numbers are read, not only in the Problems list.
    m_statusLabel->setStyleSheet(QString());
    if (!fl && facet() == Facet::Entity && m_document->session().hasGold() && !m_document->benchmark().hasEntityMarks()) {
        m_statusLabel->setText(tr("Entity facet: no gold triple is marked entity-clean, every score is 0"));
        m_statusLabel->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    }
}
