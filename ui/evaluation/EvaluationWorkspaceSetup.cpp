// The evaluation workspace's set-up as a project file keeps it: the CaRB gold, the OIE2016
// set-up, the side-by-side pairings, the systems' colours and the user-defined sentence bucket
// dimensions (EvaluationWorkspace.cpp holds the rest of the class).

#include "core/document/ProjectFile.h"
#include "core/document/StudioDocument.h"
#include "ui/common/SystemAppearance.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/evaluation/SideBySidePanel.h"
#include "ui/evaluation/SystemsPanel.h"

void EvaluationWorkspace::saveSetup(ProjectFile *project) const
{
    project->carbGoldPath = m_scorerResults.carbGoldPath();
    project->oie2016 = m_oie2016.setup();
    project->sideBySidePairs = m_sideBySide->chosenPairs();
    const QHash<QString, QColor> colors = m_appearance->customColors();
    for (auto it = colors.constBegin(); it != colors.constEnd(); ++it)
        project->systemColors.insert(it.key(), it.value().name(QColor::HexRgb));
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
    // The user's colours: the panel, tables, charts, legends and exports follow (changed()).
    QHash<QString, QColor> colors;
    for (auto it = project.systemColors.constBegin(); it != project.systemColors.constEnd(); ++it)
        colors.insert(it.key(), QColor::fromString(it.value()));
    m_appearance->setCustomColors(colors);
    m_systems->refresh(); // the swatches
    refreshTablesAndCharts();
}
