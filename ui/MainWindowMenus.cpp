// The main window's menus of the document and of the annotation workspace (File's save and
// export entries, Edit, Navigate), the sentence list and the workspace following each other,
// preferences, shortcuts, drag and drop (MainWindow.cpp holds the rest of the class; the file
// operations themselves are DocumentController's).

#include "ui/MainWindow.h"

#include "ui/evaluation/EvaluationWorkspace.h"

#include "ui/agreement/AgreementView.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/annotation/LintPanel.h"
#include "ui/annotation/SentenceActions.h"
#include "ui/Autosave.h"
#include "ui/common/DiagnosticListModel.h"
#include "ui/common/Dialogs.h"
#include "ui/common/SentenceListModel.h"
#include "ui/common/TranslatedText.h"
#include "ui/DocumentController.h"
#include "ui/merge/MergeWorkspace.h"
#include "ui/RecentFiles.h"
#include "ui/PreferencesDialog.h"
#include "ui/ShortcutsDialog.h"
#include "ui/review/ReviewWorkspace.h"
#include "ui/StudioSettings.h"
#include "ui/Translations.h"

#include <QAction>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QTableView>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>

void MainWindow::createAnnotationMenus()
{
    // File: save and export, after Open.
    QAction *separatorBeforeSystems = m_fileMenu->actions().value(1);
    m_fileMenu->insertMenu(separatorBeforeSystems, m_recentFiles->menu());
    const TranslatedText text(staticMetaObject);
    auto addFileAction = [this, separatorBeforeSystems, text](const QString &name, const char *source,
                                                              const QKeySequence &key, auto slot) {
        auto *action = text.set(new QAction(this), source);
        action->setObjectName(name);
        action->setShortcut(key);
        connect(action, &QAction::triggered, this, slot);
        m_fileMenu->insertAction(separatorBeforeSystems, action);
        return action;
    };
    QAction *saveAction = addFileAction(QStringLiteral("saveAction"), QT_TR_NOOP("&Save Project"), QKeySequence::Save, [this]() { m_files->save(); });
    saveAction->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    addFileAction(QStringLiteral("saveAsAction"), QT_TR_NOOP("Save Project &As..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
                  [this]() { m_files->saveAs(); });
    addFileAction(QStringLiteral("exportGoldAction"), QT_TR_NOOP("&Export BenchIE Gold..."),
                  QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), [this]() { m_files->chooseExport(DocumentController::GoldExport::Benchie); });
    addFileAction(QStringLiteral("exportEntityGoldAction"), QT_TR_NOOP("Export E&ntity Gold..."),
                  QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E),
                  [this]() { m_files->chooseExport(DocumentController::GoldExport::Entity); });
    addFileAction(QStringLiteral("exportAnnieGoldAction"), QT_TR_NOOP("Export Gold in Ann&IE Notation..."),
                  QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_E),
                  [this]() { m_files->chooseExport(DocumentController::GoldExport::Annie); });
    m_fileMenu->insertSeparator(separatorBeforeSystems);

    // Edit: undo and redo name what they will undo (refreshUndoTexts, in the language in force);
    // then the workspace's edits.
    QAction *undoAction = new QAction(this);
    m_undoAction = undoAction;
    undoAction->setObjectName(QStringLiteral("undoAction"));
    undoAction->setShortcut(QKeySequence::Undo);
    connect(undoAction, &QAction::triggered, m_undoStack, &QUndoStack::undo);
    connect(m_undoStack, &QUndoStack::canUndoChanged, undoAction, &QAction::setEnabled);
    connect(m_undoStack, &QUndoStack::undoTextChanged, this, &MainWindow::refreshUndoTexts);
    QAction *redoAction = new QAction(this);
    m_redoAction = redoAction;
    redoAction->setObjectName(QStringLiteral("redoAction"));
    connect(redoAction, &QAction::triggered, m_undoStack, &QUndoStack::redo);
    connect(m_undoStack, &QUndoStack::canRedoChanged, redoAction, &QAction::setEnabled);
    connect(m_undoStack, &QUndoStack::redoTextChanged, this, &MainWindow::refreshUndoTexts);
    undoAction->setEnabled(m_undoStack->canUndo());
    redoAction->setEnabled(m_undoStack->canRedo());
    // The platform's redo keys, and Ctrl+Y where they lack it (listed twice, Qt would find the
    // shortcut ambiguous and trigger nothing).
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
        redoKeys.append(QKeySequence(Qt::CTRL | Qt::Key_Y));
    redoAction->setShortcuts(redoKeys);
    m_editMenu->addAction(undoAction);
    m_editMenu->addAction(redoAction);
    m_editMenu->addSeparator();
    const QList<QAction *> edits = m_annotation->editActions();
    // Groups: slot modes, slot words, adding, the synset tree (each named by its first action).
    const QStringList groupStarts{QStringLiteral("optionalAction"), QStringLiteral("addToActiveSynsetAction"),
                                  QStringLiteral("editTripleAction")};
    for (QAction *action : edits) {
        if (groupStarts.contains(action->objectName()))
            m_editMenu->addSeparator();
        m_editMenu->addAction(action);
    }
    m_editMenu->addSeparator();
    for (QAction *action : m_annotation->assistActions())
        m_editMenu->addAction(action);
    m_editMenu->addMenu((new SentenceActions(m_document, m_undoStack, m_annotation, this))->menu());
    m_editMenu->addSeparator();
    QAction *preferences = text.set(m_editMenu->addAction(QString(), this, &MainWindow::showPreferences), QT_TR_NOOP("&Preferences..."));
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    preferences->setMenuRole(QAction::PreferencesRole);

    for (QAction *action : m_annotation->navigationActions())
        m_navigateMenu->addAction(action);

    QAction *shortcuts = text.set(new QAction(this), QT_TR_NOOP("&Keyboard Shortcuts"));
    shortcuts->setObjectName(QStringLiteral("shortcutsAction"));
    shortcuts->setShortcut(QKeySequence::HelpContents);
    connect(shortcuts, &QAction::triggered, this, &MainWindow::showShortcuts);
    m_helpMenu->insertAction(m_helpMenu->actions().value(0), shortcuts);
    m_helpMenu->insertSeparator(m_helpMenu->actions().value(1));

    // The sentence list and the workspace follow each other.
    connect(m_sentenceList->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &index) { followSentenceList(index.row()); });
    connect(m_annotation, &AnnotationWorkspace::currentSentenceChanged, this, [this](int index) {
        const QModelIndex row = m_sentenceModel->index(index, 0);
        if (row.isValid() && m_sentenceList->currentIndex() != row) {
            m_sentenceList->setCurrentIndex(row);
            m_sentenceList->scrollTo(row);
        }
        refreshAnnotationStatus();
    });
    connect(m_review, &ReviewWorkspace::currentSentenceChanged, this, [this](int index) {
        const QModelIndex row = m_sentenceModel->index(index, 0);
        if (row.isValid() && m_sentenceList->currentIndex() != row) {
            m_sentenceList->setCurrentIndex(row);
            m_sentenceList->scrollTo(row);
        }
    });
    m_sentenceRowTimer = new QTimer(this);
    m_sentenceRowTimer->setSingleShot(true);
    m_sentenceRowTimer->setInterval(250);
    connect(m_sentenceRowTimer, &QTimer::timeout, this, &MainWindow::refreshSentenceRows);
    connect(m_document, &StudioDocument::sentenceChanged, this, [this](int index) {
        m_pendingSentenceRows.insert(index);
        m_sentenceRowTimer->start();
    });
    connect(m_document, &StudioDocument::goldReset, this, [this]() {
        m_pendingSentenceRows.clear();
        m_sentenceRowTimer->stop();
    });
    connect(m_annotation, &AnnotationWorkspace::statusChanged, this, &MainWindow::refreshAnnotationStatus);
    connect(m_annotation, &AnnotationWorkspace::message, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_document, &StudioDocument::modifiedChanged, this, &MainWindow::refreshAnnotationStatus);

    // A problem in the gold file opens its sentence (and synset) in the annotation workspace.
    connect(m_problemList, &QListView::activated, this, [this](const QModelIndex &index) {
        const Diagnostic &problem = m_problemModel->diagnostics().value(index.row());
        if (problem.line > 0 && problem.file == m_document->benchmark().fileName)
            showGoldLine(problem.line);
    });
    // A lint finding opens its sentence and selects its synset or triple.
    connect(m_lintPanel, &LintPanel::findingActivated, this, [this](int sentence, int synset, int triple) {
        showAnnotation(sentence);
        if (synset >= 0)
            m_annotation->selectTriple(synset, triple);
    });

    m_annotationStatus = new QLabel;
    m_annotationStatus->setObjectName(QStringLiteral("annotationStatus"));
    statusBar()->insertPermanentWidget(0, m_annotationStatus);
    if (Dialogs::isInteractive()) {
        const AnnotationSettings settings = StudioSettings::annotationSettings();
        m_annotation->applySettings(settings);
        m_autosave->setIntervalMinutes(settings.autosaveMinutes);
    }
    refreshAnnotationStatus();
}

void MainWindow::refreshUndoTexts()
{
    if (!m_undoAction)
        return;
    const QString undo = m_undoStack->undoText();
    const QString redo = m_undoStack->redoText();
    //: Edit menu: "Undo Add triple to synset 3"
    m_undoAction->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    //: Edit menu: "Redo Add triple to synset 3"
    m_redoAction->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
}

void MainWindow::refreshSentenceRows()
{
    const QVector<Sentence> &sentences = m_document->benchmark().sentences();
    for (int row : std::as_const(m_pendingSentenceRows)) {
        if (row < sentences.size())
            m_sentenceModel->updateSentence(row, sentences.at(row));
    }
    m_pendingSentenceRows.clear();
}

void MainWindow::showGoldLine(int line)
{
    // The sentence whose block holds the line: the last one that starts at or before it.
    const QVector<Sentence> &sentences = m_document->benchmark().sentences();
    int sentence = -1;
    for (int s = 0; s < sentences.size(); ++s) {
        if (sentences.at(s).sourceLine > 0 && sentences.at(s).sourceLine <= line)
            sentence = s;
    }
    if (sentence < 0)
        return;
    showAnnotation(sentence);
    const QVector<Synset> &synsets = sentences.at(sentence).synsets;
    for (int k = 0; k < synsets.size(); ++k) {
        const Synset &synset = synsets.at(k);
        for (int t = 0; t < synset.triples.size(); ++t) {
            if (synset.triples.at(t).sourceLine() == line) {
                m_annotation->selectTriple(k, t);
                return;
            }
        }
        if (synset.headerSourceLine == line)
            m_annotation->selectTriple(k, -1);
    }
}

void MainWindow::followSentenceList(int row)
{
    m_review->setCurrentSentence(row);
    if (row >= 0 && row != m_annotation->currentSentence())
        m_annotation->setCurrentSentence(row);
    if (row >= 0 && m_workspaceTabs->currentWidget() == m_merge && row != m_merge->currentSentence())
        m_merge->showItem(row, 0); // the Merge tab shows the sentence chosen in the list
}

void MainWindow::showAnnotation(int sentence)
{
    m_workspaceTabs->setCurrentWidget(m_annotation);
    m_annotation->setCurrentSentence(sentence);
    m_annotation->setFocus();
}

void MainWindow::showAgreement()
{
    m_workspaceTabs->setCurrentWidget(m_agreement);
}

void MainWindow::showReview()
{
    m_workspaceTabs->setCurrentWidget(m_review);
    m_review->table()->setFocus();
}

void MainWindow::showEvaluation()
{
    m_workspaceTabs->setCurrentWidget(m_evaluation);
}

void MainWindow::refreshAnnotationStatus()
{
    const bool modified = m_document->isModified();
    setWindowModified(modified);
    m_annotationStatus->setText(modified ? tr("%1 - unsaved changes").arg(m_annotation->statusText())
                                         : m_annotation->statusText());
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(m_annotation->settings(), this);
    dialog.showLearnedWords(m_annotation->learnedOptionalWords());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const AnnotationSettings settings = dialog.settings();
    const QString languageBefore = m_annotation->settings().language;
    StudioSettings::setAnnotationSettings(settings);
    m_annotation->applySettings(settings);
    m_autosave->setIntervalMinutes(settings.autosaveMinutes);
    // A new language applies at once: Qt sends QEvent::LanguageChange to every widget.
    if (settings.language != languageBefore)
        Translations::install(QCoreApplication::instance(), settings.language);
}

void MainWindow::showShortcuts()
{
    ShortcutsDialog dialog(menuBar(), this);
    dialog.exec();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls() && !event->mimeData()->urls().isEmpty()
        && event->mimeData()->urls().constFirst().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.constFirst().isLocalFile())
        return;
    event->acceptProposedAction();
    openGold(urls.constFirst().toLocalFile());
}
