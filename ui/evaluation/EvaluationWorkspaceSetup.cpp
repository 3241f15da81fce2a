// The evaluation workspace's set-up as a project file keeps it: the CaRB gold, the OIE2016
// set-up, the side-by-side pairings and the user-defined sentence bucket dimensions
// (EvaluationWorkspace.cpp holds the rest of the class).

#include "ui/evaluation/EvaluationWorkspace.h"

#include "core/document/ProjectFile.h"
#include "core/document/StudioDocument.h"
#include "ui/evaluation/SideBySidePanel.h"

void EvaluationWorkspace::saveSetup(ProjectFile *project) const
{
    project->carbGoldPath = m_scorerResults.carbGoldPath();
    project->oie2016 = m_oie2016.setup();
    project->sideBySidePairs = m_sideBySide->chosenPairs();
    project->bucketDimensions = m_analyses.userDimensions();
    for (UserBucketDimension &dimension : project->bucketDimensions)
        dimension.tsvBytes.clear(); // the file is read again on opening
}

void EvaluationWorkspace::restoreSetup(const ProjectFile &project, const QString &projectPath)
{
    const ScoringSession &session = m_document->session();
    // The dimensions of the previous document leave its buckets; the analyses may also not be
    // built yet while the document holds its updates back (StudioDocument::UpdateBatch).
    const bool hadDimensions = !m_analyses.userDimensions().isEmpty();
    m_analyses.clearUserDimensions();
    if (session.hasGold() && (hadDimensions || !m_analyses.buckets()))
        m_analyses.rebuild(session);
    for (const UserBucketDimension &dimension : project.bucketDimensions) {
        QString error;
        if (!addBucketDimension(dimension, &error))
            Q_EMIT failed(dimension.isTsv() ? dimension.tsvPath : projectPath, error);
    }

    m_scorerResults.detachCarbGold();
    if (!project.carbGoldPath.isEmpty()) {
        QString error;
        if (!attachCarbGold(project.carbGoldPath, &error))
            Q_EMIT failed(project.carbGoldPath, error);
    }
    if (m_scorer == Scorer::Carb && !m_scorerResults.hasCarbGold())
        setScorer(Scorer::Benchie);
    setOie2016Setup(project.oie2016); // back to BenchIE when the OIE2016 gold is gone
    m_sideBySide->setChosenPairs(project.sideBySidePairs);
    refreshTablesAndCharts();
}
