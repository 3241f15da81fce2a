#include "ui/DocumentController.h"

#include "core/base/TextFileLines.h"
#include "core/benchie/BenchieGoldWriter.h"
#include "core/document/AnnieExport.h"
#include "core/document/DocumentImport.h"
#include "core/document/ProjectFile.h"
#include "core/document/StudioDocument.h"
#include "core/project/StudioProject.h"
#include "ui/Autosave.h"
#include "ui/common/Dialogs.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/ImportTextDialog.h"
#include "ui/StudioSettings.h"

#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QLocale>
#include <QUndoStack>

namespace {

QString projectFilter()
{
    return DocumentController::tr("OIE Studio projects (*.oieproj);;All files (*)");
}

// A project by its content (a project saved under another name is one too); a file gone since
// the crash, by its extension.
bool isProjectFile(const QString &path)
{
    if (path.isEmpty())
        return false;
    QByteArray bytes;
    QString error;
    if (TextFileLines::readFile(path, &bytes, &error))
        return ProjectFile::looksLikeProject(bytes);
    return QFileInfo(path).suffix() == QLatin1String("oieproj");
}

} // namespace

DocumentController::DocumentController(StudioDocument *document, QUndoStack *undoStack, Autosave *autosave,
                                       EvaluationWorkspace *evaluation, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_document(document)
    , m_undoStack(undoStack)
    , m_autosave(autosave)
    , m_evaluation(evaluation)
    , m_dialogParent(dialogParent)
{
}

QString DocumentController::defaultSystemName(const QString &path)
{
    QString name = QFileInfo(path).completeBaseName();
    const QString suffix = QStringLiteral("_explicit");
    if (name.endsWith(suffix) && name.size() > suffix.size())
        name.chop(suffix.size());
    return name;
}

QString DocumentController::lastDirectory() const
{
    return Dialogs::lastDirectory();
}

void DocumentController::setLastDirectory(const QString &directory)
{
    Dialogs::setLastDirectory(directory);
}

bool DocumentController::open(const QString &path)
{
    QString error;
    if (!maybeSave())
        return false;
    ImportOptions options;
    if (!askTextImport(path, &options))
        return false;
    if (!m_document->openGold(path, &error, options)) {
        emit failed(path, error);
        return false;
    }
    if (Dialogs::lastDirectory().isEmpty()) // opened from the command line or a drop
        Dialogs::setLastDirectory(QFileInfo(path).absolutePath());
    m_diskGuard.forget();
    attachProjectInputs(path);
    emit fileUsed(path);
    return true;
}

bool DocumentController::askTextImport(const QString &path, ImportOptions *options)
{
    if (Dialogs::isInteractive())
        options->tokenizer = StudioSettings::annotationSettings().tokenizer;
    QByteArray bytes;
    QString error;
    if (!TextFileLines::readFile(path, &bytes, &error) || DocumentImport::detectKind(bytes) != DocumentKind::RawText)
        return true;
    // Test hooks and batch runs: a queued Yes (or nothing) is one sentence per line, No splits
    // paragraphs; the tokenisation is the default.
    if (!Dialogs::isInteractive() || Dialogs::pendingAnswers() > 0) {
        const QMessageBox::StandardButton answer = Dialogs::question(m_dialogParent, QString(), QString());
        options->sentenceBreaks = answer == QMessageBox::No ? SentenceBreaks::Paragraphs : SentenceBreaks::Lines;
        return answer != QMessageBox::Cancel;
    }
    ImportTextDialog dialog(QFileInfo(path).fileName(), *options, m_dialogParent);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    *options = dialog.options();
    return true;
}

bool DocumentController::addSystem(const QString &name, const QString &path)
{
    QString error;
    const QString systemName = name.trimmed().isEmpty() ? defaultSystemName(path) : name.trimmed();
    if (!m_document->addSystem(systemName, path, &error)) {
        emit failed(path, error);
        return false;
    }
    return true;
}

void DocumentController::attachProjectInputs(const QString &path)
{
    QByteArray bytes;
    QString error;
    if (!TextFileLines::readFile(path, &bytes, &error))
        return;
    if (DocumentImport::detectKind(bytes) == DocumentKind::Oie2016Gold && !m_evaluation->oie2016().hasGold()) {
        // An OIE2016 gold opened as the document is also the OIE2016 scorer's gold, unless
        // the evaluation already has one: its system outputs can be added at once.
        if (m_evaluation->attachOie2016Gold(path, &error))
            emit statusMessage(tr("%1 is also the OIE2016 gold: add system outputs with Evaluation > OIE2016")
                                   .arg(QFileInfo(path).fileName()));
        return;
    }
    if (!ProjectFile::looksLikeProject(bytes))
        return;
    ProjectFile project;
    if (!ProjectFile::fromBytes(bytes, path, &project, &error))
        return; // never bound to a project it could not read whole
    m_document->setFilePath(path);
    m_diskGuard.remember(path);
    StudioProject::restoreAnnotatorState(project, m_document);
    for (const AttachedSystem &system : std::as_const(project.systems))
        addSystem(system.name, system.path);
    m_evaluation->restoreSetup(project, path);
    emit projectSetupRead(project);
}

bool DocumentController::saveProject(const QString &path)
{
    // Never overwrite silently a project someone else changed on disk since it was opened.
    if (QFileInfo(path).absoluteFilePath() == QFileInfo(m_diskGuard.path()).absoluteFilePath()
        && m_diskGuard.changedOnDisk()) {
        const QString message = tr("%1 was changed on disk by someone else since it was opened.").arg(path);
        // No answer (batch runs) never overwrites.
        if (Dialogs::warning(m_dialogParent, tr("OIE Studio"), message + QLatin1Char('\n') + tr("Overwrite it anyway?"),
                             QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel)
            != QMessageBox::Save) {
            emit failed(path, message);
            return false;
        }
    }
    QString error;
    if (!m_autosave->project().write(path, &error)) {
        emit failed(path, error);
        return false;
    }
    m_autosave->clear(); // the copy under the old name (an opened gold, an untitled document)
    m_document->setFilePath(path);
    m_diskGuard.remember(path);
    m_undoStack->setClean();
    m_document->markSaved();
    m_autosave->clear();
    emit fileUsed(path);
    emit statusMessage(tr("Saved %1").arg(QFileInfo(path).fileName()));
    return true;
}

bool DocumentController::exportGold(const QString &path, GoldExport format)
{
    QString error;
    const Benchmark &benchmark = m_document->benchmark();
    const bool written = format == GoldExport::Annie
        ? AnnieExport::writeFile(benchmark, path, &error)
        : BenchieGoldWriter::writeFile(format == GoldExport::Entity ? benchmark.entityGold() : benchmark, path, &error);
    if (!written) {
        emit failed(path, error);
        return false;
    }
    const int approximated = format == GoldExport::Annie ? AnnieExport::approximatedTriples(benchmark) : 0;
    emit statusMessage(approximated == 0
                           ? tr("Exported %1").arg(QFileInfo(path).fileName())
                           : tr("Exported %1 (%n triple(s) written as AnnIE can: adjacent optional groups joined, "
                                "brackets inside words dropped)",
                                nullptr, approximated)
                                 .arg(QFileInfo(path).fileName()));
    return true;
}

bool DocumentController::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const QMessageBox::StandardButton answer = Dialogs::warning(
        m_dialogParent, tr("OIE Studio"), tr("The annotation has unsaved changes. Save them as a project?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save) {
        save();
        return !m_document->isModified();
    }
    return true; // Discard, or no answer (batch runs)
}

void DocumentController::offerRecovery()
{
    for (const RecoveryEntry &entry : m_autosave->store().recoverable()) {
        const QString file = entry.originalPath.isEmpty() ? tr("an untitled document") : entry.originalPath;
        // Restore (Yes), Discard, or Later (Cancel; also no answer, as in batch runs).
        const QMessageBox::StandardButton answer = Dialogs::choose(
            m_dialogParent, QMessageBox::Question, tr("Restore Unsaved Work"),
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

bool DocumentController::restoreRecovery(const RecoveryEntry &entry)
{
    ProjectFile project;
    QString error;
    if (!m_autosave->store().restore(entry, &project, &error)) {
        // Never restored in part: kept aside, out of the next start's offer.
        const QString kept = m_autosave->store().setAside(entry);
        emit failed(entry.recoveryPath,
                    error + QLatin1Char('\n')
                        + (kept.isEmpty() ? tr("Nothing was restored; the copy stays where it is.")
                                          : tr("Nothing was restored; the copy was kept as %1.").arg(kept)));
        return false;
    }
    const bool fromProject = isProjectFile(entry.originalPath);
    if (!entry.originalPath.isEmpty())
        project.benchmark.fileName = entry.originalPath;
    m_document->setBenchmark(project.benchmark, {}, fromProject ? entry.originalPath : QString());
    m_document->markUnsaved(); // nothing on the stack matches a saved state
    if (fromProject)
        m_diskGuard.remember(entry.originalPath);
    StudioProject::restoreAnnotatorState(project, m_document);
    for (const AttachedSystem &system : std::as_const(project.systems))
        addSystem(system.name, system.path);
    m_evaluation->restoreSetup(project, entry.recoveryPath);
    emit projectSetupRead(project);
    // The copy is now kept under this document's own recovery name.
    if (m_autosave->saveNow() && m_autosave->store().recoveryPathFor(m_autosave->documentKey()) != entry.recoveryPath)
        m_autosave->store().discard(entry);
    return true;
}

void DocumentController::chooseGold()
{
    const QString path = Dialogs::openFileName(
        m_dialogParent, tr("Open"), Dialogs::lastDirectory(),
        tr("BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)"));
    if (!path.isEmpty())
        open(path);
}

void DocumentController::chooseSystem()
{
    if (!m_document->session().hasGold()) {
        emit failed(QString(), tr("Open a gold file before adding system outputs."));
        return;
    }
    const QString path = Dialogs::openFileName(m_dialogParent, tr("Add System Output"), Dialogs::lastDirectory(),
                                               tr("BenchIE system outputs (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    bool ok = true;
    QString name = defaultSystemName(path); // non-interactive: not asked
    if (Dialogs::isInteractive())
        name = QInputDialog::getText(m_dialogParent, tr("Add System Output"), tr("System name:"), QLineEdit::Normal,
                                     name, &ok);
    if (ok && addSystem(name, path))
        m_document->markUnsaved(); // the project's systems changed
}

void DocumentController::save()
{
    if (m_document->filePath().isEmpty())
        saveAs();
    else
        saveProject(m_document->filePath());
}

void DocumentController::saveAs()
{
    if (!m_document->hasGold())
        return;
    const QString path = Dialogs::saveFileName(m_dialogParent, tr("Save Project"), Dialogs::lastDirectory(), projectFilter());
    if (!path.isEmpty())
        saveProject(path);
}

void DocumentController::chooseExport(GoldExport format)
{
    if (!m_document->hasGold())
        return;
    const QString title = format == GoldExport::Annie ? tr("Export Gold in AnnIE Notation")
        : format == GoldExport::Entity                ? tr("Export Entity Gold")
                                                      : tr("Export BenchIE Gold");
    const QString filter = format == GoldExport::Annie ? tr("AnnIE annotation text (*.tsv);;All files (*)")
                                                       : tr("BenchIE gold files (*.txt);;All files (*)");
    const QString path = Dialogs::saveFileName(m_dialogParent, title, Dialogs::lastDirectory(), filter);
    if (!path.isEmpty())
        exportGold(path, format);
}
