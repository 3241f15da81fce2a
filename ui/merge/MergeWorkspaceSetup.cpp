// The merge workspace's files: choosing the other annotator's file and the merge log, the title
// that names them, and the set-up a project file keeps (the other file and the decisions taken).
// MergeWorkspace.cpp holds the rest of the class.

#include "core/document/ProjectFile.h"
#include "core/document/StudioDocument.h"
#include "core/merge/MergeSession.h"
#include "ui/common/Dialogs.h"
#include "ui/merge/MergeWorkspace.h"

#include <QFileInfo>
#include <QLabel>

void MergeWorkspace::saveSetup(ProjectFile *project) const
{
    if (!m_session)
        return;
    project->mergeOtherPath = m_otherPath;
    for (const MergeDecision &decision : m_session->decisions())
        project->mergeDecisions.append(decision.toRecord());
}

void MergeWorkspace::restoreSetup(const ProjectFile &project)
{
    if (project.mergeOtherPath.isEmpty() || !openOther(project.mergeOtherPath))
        return;
    for (const MergeRecord &record : project.mergeDecisions) {
        MergeDecision decision;
        QString error;
        if (MergeDecision::fromRecord(record, &decision, &error)) // the keys were checked on reading
            m_session->addDecision(decision);
    }
    refreshItems();
    refreshProgress();
}

void MergeWorkspace::setTitle()
{
    m_title->setText(
        tr("Merging %1 (B) into %2 (A)")
            .arg(QFileInfo(m_otherPath).fileName(), QFileInfo(m_document->benchmark().fileName).fileName()));
}

void MergeWorkspace::chooseOther()
{
    const QString path
        = Dialogs::openFileName(this, tr("Open Annotator B"), QString(),
                                tr("BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)"));
    if (!path.isEmpty())
        openOther(path);
}

void MergeWorkspace::chooseLogPath()
{
    const QString path = Dialogs::saveFileName(this, tr("Save Merge Log"), defaultLogPath(), tr("TSV files (*.tsv)"));
    if (!path.isEmpty())
        saveLog(path);
}
