// oie-evaluation-bench: on the English BenchIE gold with its 8 systems, times (median of
// --repeat N runs, default 5) exporting every chart of the evaluation workspace to PDF, SVG
// and PNG (target < 2 s), rebuilding the per-facet overview and the error analyses, and
// rescoring after one synset edit; prints this process's peak resident memory. Not a test.

#include "core/analysis/AnalysisResults.h"
#include "core/analysis/FacetOverview.h"
#include "core/document/ScorerResults.h"
#include "tests/bench/EvaluationBenchSetup.h"
#include "ui/common/Dialogs.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/MainWindow.h"

#include <algorithm>
#include <cstdio>
#include <vector>

#include <sys/resource.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0.0 : values[values.size() / 2];
}

double peakMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024.0;
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int repeat = EvaluationBenchSetup::repeat(app, 5);
    Dialogs::setInteractive(false);
    MainWindow window;
    const QString data = EvaluationBenchSetup::benchieData();
    if (!EvaluationBenchSetup::openEnglishWithSystems(&window))
        return 1;
    EvaluationWorkspace *workspace = window.evaluationWorkspace();
    const ScoringSession &session = window.session();
    QString carbError;
    // With the CaRB gold attached, "export all" also writes the precision-recall curves.
    if (!workspace->attachCarbGold(data + QStringLiteral("carb_explicit.txt"), &carbError)) {
        std::fprintf(stderr, "%s\n", qPrintable(carbError));
        return 1;
    }

    std::vector<double> exportTimes;
    std::vector<double> analysisTimes;
    std::vector<double> editTimes;
    std::vector<double> carbTimes;
    std::vector<double> flTimes;
    int files = 0;
    for (int run = 0; run < repeat; ++run) {
        QTemporaryDir dir;
        QStringList written;
        QString error;
        QElapsedTimer timer;
        timer.start();
        if (!workspace->exportAllCharts(dir.path(), ChartExportOptions(), &written, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        exportTimes.push_back(timer.nsecsElapsed() / 1e6);
        files = int(written.size());

        timer.restart();
        FacetOverview overview;
        overview.rebuild(session);
        AnalysisResults analyses;
        analyses.rebuild(session);
        analysisTimes.push_back(timer.nsecsElapsed() / 1e6);

        Sentence edited = session.benchmark().sentences().at(1);
        const Sentence original = edited;
        edited.synsets.removeLast();
        window.document()->replaceSentence(1, edited);
        editTimes.push_back(window.document()->lastRescoreNanoseconds() / 1e6);
        window.document()->replaceSentence(1, original);

        ScorerResults scorers;
        timer.restart();
        if (!scorers.setCarbGold(data + QStringLiteral("carb_explicit.txt"), nullptr, &carbError))
            return 1;
        scorers.rebuildCarb(session, nullptr);
        carbTimes.push_back(timer.nsecsElapsed() / 1e6);
        timer.restart();
        scorers.rebuildFl(session, nullptr);
        flTimes.push_back(timer.nsecsElapsed() / 1e6);
    }
    std::printf("export all charts (%d files: PDF, SVG, PNG at 300 dpi): median %.1f ms (%d runs)\n", files,
                median(exportTimes), repeat);
    std::printf("per-facet overview (5 facets) + error analyses + buckets, 8 systems: median %.1f ms\n",
                median(analysisTimes));
    std::printf("rescoring after one synset edit (8 systems, session facet): median %.3f ms\n", median(editTimes));
    std::printf("CaRB scorer of the workspace (read carb_explicit.txt, score 8 systems): median %.1f ms\n",
                median(carbTimes));
    std::printf("BenchIE^FL scorer of the workspace (8 systems, principled): median %.1f ms\n", median(flTimes));
    std::printf("peak RSS of this process: %.1f MB\n", peakMb());
    return 0;
}
