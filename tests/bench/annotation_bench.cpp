// annotation-bench: how fast the annotation workspace answers, on the English BenchIE gold with
// the 8 English system outputs attached (not a test: run it by hand, offscreen or under Xvfb).
//
//   QT_QPA_PLATFORM=offscreen build/tests/bench/annotation-bench [--repeat N]
//
// Times (median of N runs each, wall clock): opening the gold and attaching the systems in the
// main window (every view refreshed); switching the annotation workspace to another sentence
// (tokens, tags, synset tree, status); adding a triple to a new synset and undoing it (two
// rescorings of that sentence for every system, the tree and score views refreshed). Targets:
// open < 1 s, switch < 16 ms, add + undo < 16 ms. Ends with the process's peak resident memory.

#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/annotation/TokenView.h"
#include "ui/common/Dialogs.h"
#include "ui/MainWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTextStream>
#include <QUndoStack>

#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <vector>

namespace {

// CPU time of this thread in ms: on a loaded machine, wall time also counts waiting for a core.
double threadCpuMs()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0.0 : values.at(values.size() / 2);
}

const char *const kSystems[] = {"clausie", "minie", "naive_oie", "openie6", "roi_n", "roi_t", "stanford", "m2oie_en"};

QString dataPath(const QString &relative)
{
    return QStringLiteral(OIE_SHARED_DATA_DIR "/benchie/") + relative;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    int repeat = 21;
    const QStringList args = QCoreApplication::arguments();
    const qsizetype at = args.indexOf(QStringLiteral("--repeat"));
    if (at >= 0 && at + 1 < args.size())
        repeat = std::max(1, args.at(at + 1).toInt());
    Dialogs::setInteractive(false);
    QTextStream out(stdout);

    std::vector<double> openTimes;
    std::vector<double> switchTimes;
    std::vector<double> editTimes;
    std::vector<double> rescoreTimes;
    std::vector<double> openCpu;
    std::vector<double> switchCpu;
    std::vector<double> editCpu;
    for (int run = 0; run < std::max(3, repeat / 4); ++run) {
        MainWindow window;
        window.show();
        QCoreApplication::processEvents();
        QElapsedTimer timer;
        timer.start();
        double cpu = threadCpuMs();
        {
            // As oie-studio GOLD --system ... does: the views rebuild once for the whole batch.
            const StudioDocument::UpdateBatch batch(window.document());
            if (!window.openGold(dataPath(QStringLiteral("benchie_gold_annotations_en.txt"))))
                return 1;
            for (const char *system : kSystems) {
                if (!window.addSystem(QLatin1String(system),
                                      dataPath(QStringLiteral("systems/%1_explicit.txt").arg(QLatin1String(system)))))
                    return 1;
            }
        }
        window.showAnnotation(1);
        QCoreApplication::processEvents();
        openTimes.push_back(timer.nsecsElapsed() / 1e6);
        openCpu.push_back(threadCpuMs() - cpu);
        if (run > 0)
            continue;

        AnnotationWorkspace *workspace = window.annotationWorkspace();

        const int sentences = int(window.document()->benchmark().sentences().size());
        for (int i = 0; i < repeat; ++i) {
            timer.restart();
            cpu = threadCpuMs();
            workspace->setCurrentSentence((i * 37 + 2) % sentences);
            QCoreApplication::processEvents(); // paint included
            switchTimes.push_back(timer.nsecsElapsed() / 1e6);
            switchCpu.push_back(threadCpuMs() - cpu);
        }
        workspace->setCurrentSentence(1);
        QCoreApplication::processEvents();
        for (int i = 0; i < repeat; ++i) {
            workspace->clearDraft();
            workspace->setCurrentSlot(0);
            workspace->addTokenToSlot(0);
            workspace->setCurrentSlot(1);
            workspace->addTokenToSlot(1);
            workspace->setCurrentSlot(2);
            workspace->addTokenToSlot(2);
            timer.restart();
            cpu = threadCpuMs();
            if (workspace->addToNewSynset() < 0)
                return 1;
            QCoreApplication::processEvents();
            rescoreTimes.push_back(window.document()->lastRescoreNanoseconds() / 1e6);
            window.undoStack()->undo();
            QCoreApplication::processEvents();
            editTimes.push_back(timer.nsecsElapsed() / 1e6);
            editCpu.push_back(threadCpuMs() - cpu);
        }
    }
    struct rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    out << QStringLiteral("open English gold + 8 systems (all views): median %1 ms wall, %2 ms CPU (%3 runs)\n")
               .arg(median(openTimes), 0, 'f', 1)
               .arg(median(openCpu), 0, 'f', 1)
               .arg(openTimes.size());
    out << QStringLiteral("switch sentence (annotation workspace): median %1 ms wall, %2 ms CPU (%3 runs)\n")
               .arg(median(switchTimes), 0, 'f', 2)
               .arg(median(switchCpu), 0, 'f', 2)
               .arg(switchTimes.size());
    out << QStringLiteral("add triple to a new synset + undo (8 systems rescored twice): median %1 ms wall, %2 ms CPU (%3 runs)\n")
               .arg(median(editTimes), 0, 'f', 2)
               .arg(median(editCpu), 0, 'f', 2)
               .arg(editTimes.size());
    out << QStringLiteral("  of which rescoring one sentence for 8 systems (core): median %1 ms per edit\n")
               .arg(median(rescoreTimes), 0, 'f', 2);
    out << QStringLiteral("peak RSS: %1 MB\n").arg(usage.ru_maxrss / 1024.0, 0, 'f', 1);
    return 0;
}
