#include "core/project/StudioProject.h"

#include "core/base/TextFileLines.h"
#include "core/document/StudioDocument.h"
#include "core/project/EvaluationModel.h"

StudioProject::StudioProject(QObject *parent)
    : QObject(parent),
      m_document(new StudioDocument(this)),
      m_evaluation(new EvaluationModel(m_document, this))
{
    connect(m_evaluation, &EvaluationModel::failed, this, &StudioProject::failed);
}

ProjectFile StudioProject::projectOf(const StudioDocument &document)
{
    ProjectFile project;
    project.benchmark = document.benchmark();
    for (const SystemOutput &system : document.session().systems())
        project.systems.append({system.name, system.path});
    project.judgments = document.judgments();
    project.effort = document.effort();
    project.checklist = document.checklist();
    return project;
}

void StudioProject::restoreAnnotatorState(const ProjectFile &project, StudioDocument *document)
{
    document->setJudgments(project.judgments);
    document->setEffort(project.effort);
    document->setChecklist(project.checklist);
}

ProjectFile StudioProject::projectFile() const
{
    ProjectFile project = projectOf(*m_document);
    m_evaluation->saveSetup(&project);
    return project;
}

bool StudioProject::open(const QString &path, QString *error)
{
    QByteArray bytes;
    if (!TextFileLines::readFile(path, &bytes, error))
        return false;
    // A project is read whole first: one it cannot read is never opened as a smaller document.
    ProjectFile project;
    const bool isProject = ProjectFile::looksLikeProject(bytes);
    if (isProject && !ProjectFile::fromBytes(bytes, path, &project, error))
        return false;
    {
        const StudioDocument::UpdateBatch batch(m_document); // one rebuild for the gold and its systems
        if (!m_document->openGold(path, error))
            return false;
        if (isProject) {
            restoreAnnotatorState(project, m_document);
            for (const AttachedSystem &system : std::as_const(project.systems)) {
                QString systemError;
                if (!m_document->addSystem(system.name, system.path, &systemError))
                    Q_EMIT failed(system.path, systemError);
            }
        }
    }
    if (isProject) {
        m_evaluation->restoreSetup(project, path);
        m_document->setFilePath(path);
    }
    m_document->markSaved();
    return true;
}

bool StudioProject::save(const QString &path, QString *error)
{
    if (!projectFile().write(path, error))
        return false;
    m_document->setFilePath(path);
    m_document->markSaved();
    return true;
}
