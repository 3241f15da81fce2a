// The main window's files and annotation menus: save, export, recent files, drag and drop,
// the Edit and Navigate menus of the annotation workspace, preferences and shortcuts
// (MainWindow.cpp holds the rest of the class).

#include "ui/MainWindow.h"

#include "ui/evaluation/EvaluationWorkspace.h"

#include "core/base/TextFileLines.h"
#include "core/benchie/BenchieGoldWriter.h"
#include "core/document/ProjectFile.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/Autosave.h"
#include "ui/common/DiagnosticListModel.h"
#include "ui/common/Dialogs.h"
#include "ui/common/SentenceListModel.h"
#include "ui/PreferencesDialog.h"
#include "ui/ShortcutsDialog.h"
#include "ui/StudioSettings.h"

#include <QAction>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>

namespace {

constexpr int kRecentFileCount = 8;

QString projectFilter()
{
    return MainWindow::tr("OIE Studio projects (*.oieproj);;All files (*)");
}

} // namespace

void MainWindow::createAnnotationMenus()
{
    // File: save and export, after Open.
    QAction *separatorBeforeSystems = m_fileMenu->actions().value(1);
    m_recentMenu = new QMenu(tr("Open &Recent"), m_fileMenu);
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::refreshRecentMenu);
    m_fileMenu->insertMenu(separatorBeforeSystems, m_recentMenu);
    auto addFileAction = [this, separatorBeforeSystems](const QString &name, const QString &text,
                                                        const QKeySequence &key, auto slot) {
        auto *action = new QAction(text, this);
        action->setObjectName(name);
        action->setShortcut(key);
        connect(action, &QAction::triggered, this, slot);
        m_fileMenu->insertAction(separatorBeforeSystems, action);
        return action;
    };
    QAction *saveAction = addFileAction(QStringLiteral("saveAction"), tr("&Save Project"), QKeySequence::Save, &MainWindow::save);
    saveAction->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    addFileAction(QStringLiteral("saveAsAction"), tr("Save Project &As..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
                  &MainWindow::saveAs);
    addFileAction(QStringLiteral("exportGoldAction"), tr("&Export BenchIE Gold..."),
                  QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), [this]() { chooseExport(false); });
    addFileAction(QStringLiteral("exportEntityGoldAction"), tr("Export E&ntity Gold..."),
                  QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E), [this]() { chooseExport(true); });
    m_fileMenu->insertSeparator(separatorBeforeSystems);

    // Edit: undo and redo name what they will undo; then the workspace's edits.
    QAction *undoAction = m_undoStack->createUndoAction(this, tr("&Undo"));
    undoAction->setObjectName(QStringLiteral("undoAction"));
    undoAction->setShortcut(QKeySequence::Undo);
    QAction *redoAction = m_undoStack->createRedoAction(this, tr("&Redo"));
    redoAction->setObjectName(QStringLiteral("redoAction"));
    redoAction->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_editMenu->addAction(undoAction);
    m_editMenu->addAction(redoAction);
    m_editMenu->addSeparator();
    const QList<QAction *> edits = m_annotation->editActions();
    for (int i = 0; i < edits.size(); ++i) {
        // Groups: slot modes, slot words, adding, the synset tree.
        if (i == 3 || i == 9 || i == 12)
            m_editMenu->addSeparator();
        m_editMenu->addAction(edits.at(i));
    }
    m_editMenu->addSeparator();
    QAction *preferences = m_editMenu->addAction(tr("&Preferences..."), this, &MainWindow::showPreferences);
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    preferences->setMenuRole(QAction::PreferencesRole);

    for (QAction *action : m_annotation->navigationActions())
        m_navigateMenu->addAction(action);

    QAction *shortcuts = new QAction(tr("&Keyboard Shortcuts"), this);
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
    connect(m_document, &StudioDocument::modifiedChanged, this, &MainWindow::refreshAnnotationStatus);

    // A problem in the gold file opens its sentence (and synset) in the annotation workspace.
    connect(m_problemList, &QListView::activated, this, [this](const QModelIndex &index) {
        const Diagnostic &problem = m_problemModel->diagnostics().value(index.row());
        if (problem.line > 0 && problem.file == m_document->benchmark().fileName)
            showGoldLine(problem.line);
    });

    m_annotationStatus = new QLabel;
    m_annotationStatus->setObjectName(QStringLiteral("annotationStatus"));
    statusBar()->insertPermanentWidget(0, m_annotationStatus);
    m_autosave = new Autosave(m_document, this);
    m_autosave->setSetupWriter([this](ProjectFile *project) { m_evaluation->saveSetup(project); });
    if (Dialogs::isInteractive()) {
        const AnnotationSettings settings = StudioSettings::annotationSettings();
        m_annotation->applySettings(settings);
        m_autosave->setIntervalMinutes(settings.autosaveMinutes);
    }
    refreshAnnotationStatus();
}

void MainWindow::offerRecovery()
{
    for (const RecoveryEntry &entry : m_autosave->store().recoverable()) {
        const QString file = entry.originalPath.isEmpty() ? tr("an untitled document") : entry.originalPath;
        // Restore (Yes), Discard, or Later (Cancel; also no answer, as in batch runs).
        const QMessageBox::StandardButton answer = Dialogs::choose(
            this, QMessageBox::Question, tr("Restore Unsaved Work"),
            tr("OIE Studio was closed with unsaved changes to %1 (last copy %2). Restore them?")
                .arg(file, QLocale().toString(entry.savedAt.toLocalTime(), QLocale::ShortFormat)),
            {{QMessageBox::Yes, tr("&Restore"), QMessageBox::AcceptRole},
             {QMessageBox::Discard, tr("&Discard"), QMessageBox::DestructiveRole},
             {QMessageBox::Cancel, tr("&Later"), QMessageBox::RejectRole}});
        if (answer == QMessageBox::Yes) {
            restoreRecovery(entry);
            return; // one document per window
        }
        if (answer == QMessageBox::Discard)
            m_autosave->store().discard(entry);
    }
}

bool MainWindow::restoreRecovery(const RecoveryEntry &entry)
{
    ProjectFile project;
    QString error;
    if (!m_autosave->store().restore(entry, &project, &error)) {
        reportError(entry.recoveryPath, error);
        return false;
    }
    const bool fromProject = !entry.originalPath.isEmpty() && QFileInfo(entry.originalPath).suffix() == QLatin1String("oieproj");
    if (!entry.originalPath.isEmpty())
        project.benchmark.fileName = entry.originalPath;
    m_document->setBenchmark(project.benchmark, {}, fromProject ? entry.originalPath : QString());
    m_document->setModified(true);
    m_undoStack->resetClean(); // nothing on the stack matches a saved state
    if (fromProject)
        m_diskGuard.remember(entry.originalPath);
    for (const AttachedSystem &system : std::as_const(project.systems))
        addSystem(system.name, system.path);
    m_evaluation->restoreSetup(project, entry.recoveryPath);
    // The copy is now kept under this document's own recovery name.
    if (m_autosave->saveNow() && m_autosave->store().recoveryPathFor(m_autosave->documentKey()) != entry.recoveryPath)
        m_autosave->store().discard(entry);
    return true;
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
    if (row >= 0 && row != m_annotation->currentSentence())
        m_annotation->setCurrentSentence(row);
}

void MainWindow::showAnnotation(int sentence)
{
    m_workspaceTabs->setCurrentWidget(m_annotation);
    m_annotation->setCurrentSentence(sentence);
    m_annotation->setFocus();
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

void MainWindow::attachProjectInputs(const QString &path)
{
    QByteArray bytes;
    QString error;
    if (!TextFileLines::readFile(path, &bytes, &error) || !ProjectFile::looksLikeProject(bytes))
        return;
    m_document->setFilePath(path);
    m_diskGuard.remember(path);
    ProjectFile project;
    if (!ProjectFile::fromBytes(bytes, path, &project, &error))
        return;
    for (const AttachedSystem &system : std::as_const(project.systems))
        addSystem(system.name, system.path);
    m_evaluation->restoreSetup(project, path);
}

bool MainWindow::saveProject(const QString &path)
{
    // Never overwrite silently a project someone else changed on disk since it was opened.
    if (QFileInfo(path).absoluteFilePath() == QFileInfo(m_diskGuard.path()).absoluteFilePath()
        && m_diskGuard.changedOnDisk()) {
        const QString message = tr("%1 was changed on disk by someone else since it was opened.").arg(path);
        // No answer (batch runs) never overwrites.
        if (Dialogs::warning(this, tr("OIE Studio"), message + QLatin1Char('\n') + tr("Overwrite it anyway?"),
                             QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel)
            != QMessageBox::Save) {
            reportError(path, message);
            return false;
        }
    }
    QString error;
    if (!m_autosave->project().write(path, &error)) {
        reportError(path, error);
        return false;
    }
    m_autosave->clear(); // the copy under the old name (an opened gold, an untitled document)
    m_document->setFilePath(path);
    m_diskGuard.remember(path);
    m_undoStack->setClean();
    m_document->setModified(false);
    m_autosave->clear();
    addRecentFile(path);
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool MainWindow::exportGold(const QString &path)
{
    QString error;
    if (!BenchieGoldWriter::writeFile(m_document->benchmark(), path, &error)) {
        reportError(path, error);
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool MainWindow::exportEntityGold(const QString &path)
{
    QString error;
    if (!BenchieGoldWriter::writeFile(m_document->benchmark().entityGold(), path, &error)) {
        reportError(path, error);
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

void MainWindow::save()
{
    if (m_document->filePath().isEmpty())
        saveAs();
    else
        saveProject(m_document->filePath());
}

void MainWindow::saveAs()
{
    if (!m_document->hasGold())
        return;
    const QString path = Dialogs::saveFileName(this, tr("Save Project"), m_lastDirectory, projectFilter());
    if (!path.isEmpty())
        saveProject(path);
}

void MainWindow::chooseExport(bool entityGold)
{
    if (!m_document->hasGold())
        return;
    const QString path = Dialogs::saveFileName(
        this, entityGold ? tr("Export Entity Gold") : tr("Export BenchIE Gold"), m_lastDirectory,
        tr("BenchIE gold files (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    if (entityGold)
        exportEntityGold(path);
    else
        exportGold(path);
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const QMessageBox::StandardButton answer = Dialogs::warning(
        this, tr("OIE Studio"), tr("The annotation has unsaved changes. Save them as a project?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save) {
        save();
        return !m_document->isModified();
    }
    return true; // Discard, or no answer (batch runs)
}

void MainWindow::addRecentFile(const QString &path)
{
    if (!Dialogs::isInteractive())
        return;
    QStringList files = StudioSettings::value(StudioSettings::Key::RecentFiles).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kRecentFileCount)
        files.removeLast();
    StudioSettings::setValue(StudioSettings::Key::RecentFiles, files);
}

void MainWindow::refreshRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = Dialogs::isInteractive()
        ? StudioSettings::value(StudioSettings::Key::RecentFiles).toStringList()
        : QStringList();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files.at(i);
        //: Recent files menu entry: "&1 gold.txt"
        QAction *action = m_recentMenu->addAction(tr("&%1 %2").arg(QString::number(i + 1), QFileInfo(path).fileName()),
                                                  this, [this, path]() { openGold(path); });
        action->setToolTip(path);
        action->setEnabled(QFileInfo::exists(path));
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(m_annotation->settings(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const AnnotationSettings settings = dialog.settings();
    StudioSettings::setAnnotationSettings(settings);
    m_annotation->applySettings(settings);
    m_autosave->setIntervalMinutes(settings.autosaveMinutes);
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
