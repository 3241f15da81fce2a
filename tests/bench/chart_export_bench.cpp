// oie-chart-export-bench: on the English BenchIE gold with 9 systems (its 8 and clausie again
// as a ninth) and the CaRB gold, times (median of --repeat N runs, default 5) exporting every
// chart of the evaluation at both paper sizes (one column 8.5 x 6.375 cm, two columns
// 17 x 8.5 cm) to PDF, SVG and PNG at 300 dpi with its data as CSV (issue 14's target: <= 2 s),
// and prints this process's peak resident memory. Not a test: run it by hand.

#include "tests/bench/BenchUtil.h"
#include "tests/bench/EvaluationBenchSetup.h"
#include "ui/charts/ChartExporter.h"
#include "ui/common/Dialogs.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/MainWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <cstdio>
#include <sys/resource.h>
#include <vector>

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
    if (!window.addSystem(QStringLiteral("graphene"), data + QStringLiteral("systems/clausie_explicit.txt")))
        return 1;
    EvaluationWorkspace *workspace = window.evaluationWorkspace();
    QString error;
    if (!workspace->attachCarbGold(data + QStringLiteral("carb_explicit.txt"), &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    const QVector<ChartData> charts = workspace->charts();
    ChartExportOptions oneColumn;
    ChartExportOptions twoColumns;
    twoColumns.width = ChartExportOptions::kTwoColumns;
    twoColumns.height = 8.5;
    const QVector<ChartExporter::Format> formats{ChartExporter::Format::Pdf, ChartExporter::Format::Svg,
                                                 ChartExporter::Format::Png};
    std::vector<double> times;
    int files = 0;
    for (int run = 0; run < repeat; ++run) {
        QTemporaryDir dir;
        QStringList written;
        QElapsedTimer timer;
        timer.start();
        for (const ChartExportOptions &options : {oneColumn, twoColumns}) {
            if (!ChartExporter::exportAll(charts, formats, dir.filePath(QString::number(options.width)), options,
                                          &written, &error)) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 1;
            }
        }
        times.push_back(timer.nsecsElapsed() / 1e6);
        files = int(written.size());
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("export %d charts x 2 sizes, 9 systems (%d files: PDF, SVG, PNG 300 dpi, CSV): median %.1f ms, "
                "max %.1f ms (%d runs)\n",
                int(charts.size()), files, BenchUtil::median(times), *std::max_element(times.begin(), times.end()),
                repeat);
    std::printf("peak RSS of this process (loading and scoring included): %.1f MB\n", usage.ru_maxrss / 1024.0);
    return 0;
}
