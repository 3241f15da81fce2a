#include "core/document/StudioDocument.h"

#include <utility>

StudioDocument::StudioDocument(QObject *parent)
    : QObject(parent)
{
}

bool StudioDocument::openGold(const QString &path, QString *error, const ImportOptions &options)
{
    if (!m_session.openGold(path, error, options))
        return false;
    m_filePath.clear();
    m_judgments.clear();
    m_effort = AnnotationEffort();
    m_checklist = ChecklistDecisions();
    emitGoldReset();
    emitScoresChanged();
    m_unsavedOutsideUndo = false;
    setModified(false);
    Q_EMIT filePathChanged(m_filePath);
    return true;
}

void StudioDocument::setBenchmark(Benchmark benchmark, const Diagnostics &diagnostics, const QString &filePath)
{
    m_session.setBenchmark(std::move(benchmark), diagnostics);
    m_filePath = filePath;
    m_judgments.clear();
    m_effort = AnnotationEffort();
    m_checklist = ChecklistDecisions();
    emitGoldReset();
    emitScoresChanged();
    m_unsavedOutsideUndo = filePath.isEmpty(); // an import is unsaved until saved as a project
    setModified(m_unsavedOutsideUndo);
    Q_EMIT filePathChanged(m_filePath);
}

bool StudioDocument::addSystem(const QString &name, const QString &path, QString *error)
{
    QElapsedTimer timer;
    timer.start();
    if (!m_session.addSystem(name, path, error))
        return false;
    m_lastRescoreNs = timer.nsecsElapsed();
    emitScoresChanged();
    return true;
}

bool StudioDocument::removeSystem(const QString &name)
{
    if (!m_session.removeSystem(name))
        return false;
    emitScoresChanged();
    return true;
}

bool StudioDocument::renameSystem(const QString &name, const QString &newName, QString *error)
{
    if (!m_session.renameSystem(name, newName, error))
        return false;
    Q_EMIT systemRenamed(name, newName);
    emitScoresChanged();
    return true;
}

bool StudioDocument::reloadSystem(const QString &name, QString *error)
{
    if (!m_session.reloadSystem(name, error))
        return false;
    emitScoresChanged();
    return true;
}

void StudioDocument::setFacet(Facet facet)
{
    if (facet == m_session.facet())
        return;
    QElapsedTimer timer;
    timer.start();
    m_session.setFacet(facet);
    m_lastRescoreNs = timer.nsecsElapsed();
    Q_EMIT facetChanged(facet);
    emitScoresChanged();
}

void StudioDocument::replaceSentence(int index, const Sentence &sentence)
{
    QElapsedTimer timer;
    timer.start();
    m_session.replaceSentence(index, sentence);
    m_lastRescoreNs = timer.nsecsElapsed();
    setModified(true);
    Q_EMIT sentenceChanged(index);
}

void StudioDocument::setJudgments(const ReviewJudgments &judgments)
{
    m_judgments = judgments;
    Q_EMIT judgmentsChanged(QString());
}

void StudioDocument::setJudgment(const ReviewJudgment &judgment)
{
    m_judgments.set(judgment);
    setModified(true);
    Q_EMIT judgmentsChanged(judgment.key());
}

void StudioDocument::removeJudgment(const QString &key)
{
    if (!m_judgments.remove(key))
        return;
    setModified(true);
    Q_EMIT judgmentsChanged(key);
}

void StudioDocument::replaceSentences(int first, int count, const QVector<Sentence> &sentences)
{
    QElapsedTimer timer;
    timer.start();
    m_session.replaceSentences(first, count, sentences);
    m_lastRescoreNs = timer.nsecsElapsed();
    m_restructuring = true;
    emitGoldReset();
    emitScoresChanged();
    m_restructuring = false;
    setModified(true);
    Q_EMIT sentencesReplaced(first);
}

void StudioDocument::setFilePath(const QString &path)
{
    if (path == m_filePath)
        return;
    m_filePath = path;
    Q_EMIT filePathChanged(path);
}

void StudioDocument::setEditsClean(bool clean)
{
    setModified(!clean || m_unsavedOutsideUndo);
}

void StudioDocument::markUnsaved()
{
    m_unsavedOutsideUndo = true;
    setModified(true);
}

void StudioDocument::markSaved()
{
    m_unsavedOutsideUndo = false;
    setModified(false);
}

void StudioDocument::setModified(bool modified)
{
    if (modified == m_modified)
        return;
    m_modified = modified;
    Q_EMIT modifiedChanged(modified);
}

void StudioDocument::holdUpdates()
{
    ++m_holds;
}

void StudioDocument::releaseUpdates()
{
    if (m_holds == 0 || --m_holds > 0)
        return;
    const bool reset = std::exchange(m_heldGoldReset, false);
    const bool scores = std::exchange(m_heldScoresChanged, false);
    if (reset)
        Q_EMIT goldReset();
    if (scores)
        Q_EMIT scoresChanged();
}

void StudioDocument::emitGoldReset()
{
    if (m_holds > 0)
        m_heldGoldReset = true;
    else
        Q_EMIT goldReset();
}

void StudioDocument::emitScoresChanged()
{
    if (m_holds > 0)
        m_heldScoresChanged = true;
    else
        Q_EMIT scoresChanged();
}
