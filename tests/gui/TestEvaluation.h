#pragma once

#include <QObject>
#include <QTemporaryDir>

class EvaluationWorkspace;
class MainWindow;

// The evaluation workspace driven offscreen on the English BenchIE gold with its 8 systems
// (TestEvaluation.cpp; BenchIE^FL and its options in TestEvaluationFl.cpp).
class TestEvaluation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void verdictColoursAndClosestTriples();
    void caseOnlyExtractionsSaidInBrowserAndChart();
    void synsetEditRescoresTableAndList();
    void chartsExportToPdfSvgPng();
    void tablesKeepScreenOrderDecimalsAndLatexChecks();
    void systemColourChosenInPanelEverywhere();
    void carbScorerMatchesCommandLineAndOfficial();
    void carbCountIsExplained();
    void flScorerTableAndExplanations();
    void flOptionsRescoreLikeCore();
    void flOfficialModeGivesPublishedNumbers();
    void userDefinedBucketsFromTsv();
    void darkPaletteKeepsVerdictsReadable();

private:
    QTemporaryDir m_settingsDir; // the settings of this test run, never the user's
    MainWindow *m_window = nullptr;
    EvaluationWorkspace *m_workspace = nullptr;
};
