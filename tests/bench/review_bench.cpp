// review-bench: the review rounds (core/review) on the English BenchIE gold with the 8 systems.
//
//   review-bench [--repeat N] [--data DIR]
//
// Reports the median (and the slowest) over N runs, after a warm-up, of: building the review
// queue (ReviewQueue::build over the session's scores; target at most 50 ms), a whole
// ReviewRound rebuild (the queue plus the error analysis it shares with the scorer), the closest
// gold triple of every entry (computed on demand by the views: the cost of showing them all), and
// each review action as the Review tab does it through GoldEditor, rescoring included (target at
// most 16 ms): accept into a new synset, its undo, reject, its undo; each on a different entry
// (one per sentence, spread over the gold). Then the same through the studio's window
// (offscreen): the Review tab's actions with every view listening (table, sentence list,
// annotation workspace, lint, evaluation), and apart the events they queue (repaints). Last, this process's peak
// resident memory.
#include "core/document/StudioDocument.h"
#include "core/review/ReviewRound.h"
#include "tests/bench/BenchUtil.h"
#include "ui/common/Dialogs.h"
#include "ui/edit/GoldEditor.h"
#include "ui/MainWindow.h"
#include "ui/review/ReviewWorkspace.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTableView>
#include <QTextStream>
#include <QUndoStack>

#include <functional>
#include <vector>

namespace {

struct Timing
{
    std::vector<double> ms;
    void add(const std::function<void()> &work)
    {
        QElapsedTimer timer;
        timer.start();
        work();
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    QString text() const
    {
        const double slowest = ms.empty() ? 0 : *std::max_element(ms.begin(), ms.end());
        return QStringLiteral("median %1 ms, slowest %2 ms (%3 runs)")
            .arg(BenchUtil::median(ms), 0, 'f', 2)
            .arg(slowest, 0, 'f', 2)
            .arg(ms.size());
    }
};

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    Dialogs::setInteractive(false);
    QTextStream out(stdout);
    int repeat = 21;
    QString data = QStringLiteral(OIE_SHARED_DATA_DIR);
    BenchUtil::parseArguments(app.arguments(), &repeat, &data);
    const QStringList systems{QStringLiteral("clausie"),  QStringLiteral("minie"),   QStringLiteral("naive_oie"),
                              QStringLiteral("openie6"),  QStringLiteral("roi_n"),   QStringLiteral("roi_t"),
                              QStringLiteral("stanford"), QStringLiteral("m2oie_en")};
    StudioDocument document;
    QString error;
    if (!document.openGold(data + QStringLiteral("/benchie/benchie_gold_annotations_en.txt"), &error)) {
        out << "review-bench: " << error << '\n';
        return 1;
    }
    for (const QString &name : systems) {
        if (!document.addSystem(name, data + QStringLiteral("/benchie/systems/%1_explicit.txt").arg(name), &error)) {
            out << "review-bench: " << error << '\n';
            return 1;
        }
    }
    ReviewRound round(&document);
    const ScoringSession &session = document.session();
    QVector<ReviewQueue::Source> sources;
    for (int i = 0; i < session.systems().size(); ++i)
        sources.append({session.systems().at(i).name, false, &session.systems().at(i), &session.scores().at(i)});
    out << "English gold, " << session.systems().size() << " systems: " << round.queue().size()
        << " extractions to review\n";

    Timing build, rebuild, closest;
    for (int run = 0; run <= repeat; ++run) {
        ReviewQueue queue;
        Timing &target = build;
        target.add([&]() { queue.build(session.benchmark(), sources, document.judgments()); });
        if (run == 0)
            target.ms.clear(); // warm-up
    }
    for (int run = 0; run <= repeat; ++run) {
        rebuild.add([&]() { Q_EMIT document.scoresChanged(); }); // what a new system or facet does
        if (run == 0)
            rebuild.ms.clear();
    }
    closest.add([&]() {
        for (int i = 0; i < round.queue().size(); ++i)
            round.diagnosis(round.queue().at(i));
    });
    out << "queue build (ReviewQueue::build):        " << build.text() << '\n';
    out << "ReviewRound rebuild (queue + analysis):  " << rebuild.text() << '\n';
    out << "closest triple of every entry (once):    " << closest.text() << '\n';

    QUndoStack stack;
    GoldEditor editor(&document, &stack);
    Timing accept, acceptUndo, reject, rejectUndo;
    const int sentences = round.queue().sentenceCount();
    int done = 0;
    for (int s = 0; s < sentences && done < repeat * 2; s += std::max(1, sentences / (repeat * 2))) {
        if (round.queue().entriesOf(s).isEmpty())
            continue;
        const ReviewEntry entry = round.queue().entriesOf(s).first();
        const ReviewJudgment judgment = round.judgment(entry, ReviewVerdict::Accepted, -1, QStringLiteral("bench"));
        const Triple triple = round.acceptedTriple(entry);
        if (done % 2 == 0) {
            accept.add([&]() { editor.accept(s, -1, triple, judgment); });
            acceptUndo.add([&]() { stack.undo(); });
        } else {
            ReviewJudgment rejected = judgment;
            rejected.verdict = ReviewVerdict::Rejected;
            reject.add([&]() { editor.judge(rejected); });
            rejectUndo.add([&]() { stack.undo(); });
        }
        ++done;
    }
    out << "accept into a new synset (with rescoring): " << accept.text() << '\n';
    out << "undo of the accept:                        " << acceptUndo.text() << '\n';
    out << "reject:                                    " << reject.text() << '\n';
    out << "undo of the reject:                        " << rejectUndo.text() << '\n';
    {
        MainWindow window;
        window.resize(1300, 900);
        window.show();
        {
            const StudioDocument::UpdateBatch batch(window.document());
            window.openGold(data + QStringLiteral("/benchie/benchie_gold_annotations_en.txt"));
            for (const QString &name : systems)
                window.addSystem(name, data + QStringLiteral("/benchie/systems/%1_explicit.txt").arg(name));
        }
        window.showReview();
        ReviewWorkspace *review = window.reviewWorkspace();
        review->selectQueueRow(0);
        QCoreApplication::processEvents();
        // Each action, then the events it queued (repaints of every view that changed), apart.
        Timing windowAccept, windowReject, windowSkip, windowUndo, windowEvents;
        for (int run = 0; run < repeat; ++run) {
            Timing &action = run % 3 == 0 ? windowAccept : run % 3 == 1 ? windowReject : windowSkip;
            action.add([&]() {
                if (run % 3 == 0)
                    review->acceptIntoNew();
                else if (run % 3 == 1)
                    review->reject();
                else
                    review->skip();
            });
            windowEvents.add([]() { QCoreApplication::processEvents(); });
            if (run % 3 == 0) {
                windowUndo.add([&]() { window.undoStack()->undo(); });
                windowEvents.add([]() { QCoreApplication::processEvents(); });
                review->table()->setCurrentIndex(review->table()->model()->index(run % 7, 0));
                QCoreApplication::processEvents();
            }
        }
        out << "window: accept into a new synset [N]:      " << windowAccept.text() << '\n';
        out << "window: undo of the accept:                " << windowUndo.text() << '\n';
        out << "window: reject [X]:                        " << windowReject.text() << '\n';
        out << "window: skip [Space]:                      " << windowSkip.text() << '\n';
        out << "window: the events after each (repaints):  " << windowEvents.text() << '\n';
    }
    out << "peak resident memory: " << BenchUtil::selfPeakKb() / 1024 << " MB\n";
    return 0;
}
