#pragma once

#include "core/base/DiskGuard.h"
#include "core/document/RecoveryStore.h"
#include "core/document/DocumentImport.h"

#include <QObject>

class Autosave;
class ProjectFile;
class EvaluationWorkspace;
class ProjectFile;
class QUndoStack;
class QWidget;
class StudioDocument;

// The files behind the studio's one document: opening a gold or a project (its systems and
// evaluation set-up with it), adding system outputs, saving, exporting the gold, asking before
// unsaved changes are lost, crash recovery, and never overwriting silently a project that
// someone else changed on disk. Failures are reported through failed() (the main window lists
// them); dialogs go through Dialogs, so non-interactive runs never block.
class DocumentController : public QObject
{
    Q_OBJECT

public:
    DocumentController(StudioDocument *document, QUndoStack *undoStack, Autosave *autosave,
                       EvaluationWorkspace *evaluation, QWidget *dialogParent);

    // Opens a BenchIE gold or a project file (after maybeSave()).
    bool open(const QString &path);
    // Attaches a system output; an empty name is taken from the file name.
    bool addSystem(const QString &name, const QString &path);
    bool saveProject(const QString &path);
    // The gold's export formats: BenchIE's, the entity-facet gold (BenchIE's format), AnnIE's
    // annotation text with word(index) (AnnieExport).
    enum class GoldExport { Benchie, Entity, Annie };
    bool exportGold(const QString &path, GoldExport format);
    // Asks whether to save unsaved changes; false when the user cancels (no answer, as in batch
    // runs: goes on without saving).
    bool maybeSave();
    // Crash recovery: asks about each recovery file found (non-interactive: none is touched)...
    void offerRecovery();
    // ...and brings one back as an unsaved document (its systems attached again).
    bool restoreRecovery(const RecoveryEntry &entry);

    // The actions of the File menu: each asks for a file name first.
    void chooseGold();
    void chooseSystem();
    void save();
    void saveAs();
    void chooseExport(GoldExport format);

    // The folder file dialogs start in: the last one any file dialog returned (Dialogs), else
    // the opened gold's.
    QString lastDirectory() const;
    void setLastDirectory(const QString &directory);

    // "clausie_explicit.txt" -> "clausie": the BenchIE system files end in "_explicit".
    static QString defaultSystemName(const QString &path);

signals:
    void failed(const QString &file, const QString &message);
    // A file opened or saved (for the recent files).
    void fileUsed(const QString &path);
    void statusMessage(const QString &text);
    // A project (or its recovery copy) was opened, its systems attached: the set-up other
    // workspaces keep in it (the ROBUST files, the review's reference files) is restored from it.
    void projectSetupRead(const ProjectFile &project);

private:
    // A raw text file asks how to split it into sentences and words (ImportTextDialog; one
    // sentence per line and the preferences' tokenisation without a dialog); false: cancelled.
    bool askTextImport(const QString &path, ImportOptions *options);
    // A project file's systems and evaluation set-up (CaRB gold, bucket dimensions, OIE2016);
    // an OIE2016 gold becomes the OIE2016 scorer's gold too when it has none.
    void attachProjectInputs(const QString &path);

    StudioDocument *m_document;
    QUndoStack *m_undoStack; // its clean state is the document's saved state
    Autosave *m_autosave;
    EvaluationWorkspace *m_evaluation;
    QWidget *m_dialogParent;
    DiskGuard m_diskGuard; // the opened or saved project file as it was then
};
