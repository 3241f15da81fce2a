// The evaluation workspace's set-up as a project file keeps it: the CaRB gold, the OIE2016
// set-up, the side-by-side pairings, the systems' colours and the user-defined sentence bucket
// dimensions (EvaluationWorkspace.cpp holds the rest of the class).

#include "core/document/ProjectFile.h"
#include "ui/common/SystemAppearance.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/evaluation/SideBySidePanel.h"
#include "ui/evaluation/SystemsPanel.h"

void EvaluationWorkspace::saveSetup(ProjectFile *project) const
{
    m_model->saveSetup(project); // the CaRB gold, the OIE2016 set-up, the bucket dimensions
    project->sideBySidePairs = m_sideBySide->chosenPairs();
    const QHash<QString, QColor> colors = m_appearance->customColors();
    for (auto it = colors.constBegin(); it != colors.constEnd(); ++it)
        project->systemColors.insert(it.key(), it.value().name(QColor::HexRgb));
}

void EvaluationWorkspace::restoreSetup(const ProjectFile &project, const QString &projectPath)
{
    m_model->restoreSetup(project, projectPath);
    m_sideBySide->setChosenPairs(project.sideBySidePairs);
    // The user's colours: the panel, tables, charts, legends and exports follow (changed()).
    QHash<QString, QColor> colors;
    for (auto it = project.systemColors.constBegin(); it != project.systemColors.constEnd(); ++it)
        colors.insert(it.key(), QColor::fromString(it.value()));
    m_appearance->setCustomColors(colors);
    m_systems->refresh(); // the swatches
    refreshTablesAndCharts();
}
