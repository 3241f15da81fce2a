// merge-bench: the merge of two annotators (core/merge) on the English BenchIE gold.
//
//   merge-bench [--repeat N] [--data DIR]
//
// Builds annotators A and B from the gold (tests/MergeFixtures.h), opens A as a StudioDocument
// with the 8 English system outputs, and reports: the median over N runs (after one warm-up)
// of aligning the two 300-sentence golds (MergeSession::setOther: pairing and every
// sentence's alignment; target: at most 200 ms); then, per action, the median and the worst of
// doing it on every item it applies to (up to 60 items each): the decision (MergeSession::decide),
// the sentence replaced in the document (recompiled and rescored for the 8 systems), the
// sentence aligned again and the decision logged (target: at most 16 ms each); every action is
// undone (not timed) before the next. Last, this process's peak resident memory.
#include "core/benchie/BenchieGoldReader.h"
#include "core/document/StudioDocument.h"
#include "core/merge/MergeSession.h"
#include "tests/bench/BenchUtil.h"
#include "tests/MergeFixtures.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <ctime>
#include <vector>

namespace {

using BenchUtil::median;

double msSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

// CPU time of this thread: on a busy machine it says what the work costs, without the waits.
double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    int repeat = 21;
    QString data = QStringLiteral(OIE_SHARED_DATA_DIR);
    BenchUtil::parseArguments(app.arguments(), &repeat, &data);
    const QString goldPath = data + QStringLiteral("/benchie/benchie_gold_annotations_en.txt");
    Benchmark gold;
    Diagnostics diagnostics;
    QString error;
    if (!BenchieGoldReader::readFile(goldPath, &gold, &diagnostics, &error)) {
        out << "merge-bench: " << error << '\n';
        return 1;
    }
    const Benchmark a = MergeFixtures::annotatorA(gold), b = MergeFixtures::annotatorB(gold);
    StudioDocument document;
    document.setBenchmark(a, {}, QString());
    const QStringList systems{QStringLiteral("clausie"),   QStringLiteral("m2oie_en"), QStringLiteral("minie"),
                              QStringLiteral("naive_oie"), QStringLiteral("openie6"),  QStringLiteral("roi_n"),
                              QStringLiteral("roi_t"),     QStringLiteral("stanford")};
    for (const QString &system : systems) {
        if (!document.addSystem(system,
                                data + QStringLiteral("/benchie/systems/") + system + QStringLiteral("_explicit.txt"),
                                &error)) {
            out << "merge-bench: " << error << '\n';
            return 1;
        }
    }

    MergeSession session;
    std::vector<double> align;
    for (int run = 0; run <= repeat; ++run) {
        QElapsedTimer timer;
        timer.start();
        session.setOther(b, document.benchmark(), QStringLiteral("B"));
        if (run > 0)
            align.push_back(msSince(timer));
    }
    const QVector<int> counts = session.categoryCounts();
    out << "aligning two 300-sentence golds (" << counts[0] << " identical, " << counts[1] << " different, "
        << counts[2] << " only A, " << counts[3] << " only B, " << counts[4] << " split items): median "
        << QString::number(median(align), 'f', 2) << " ms, worst "
        << QString::number(*std::max_element(align.begin(), align.end()), 'f', 2) << " ms over " << repeat << " runs\n";

    // The slowest sentence to align (what bounds an action's time).
    double slowest = 0;
    int slowestIndex = 0;
    for (int s = 0; s < session.sentenceCount(); ++s) {
        std::vector<double> runs;
        for (int run = 0; run < 5; ++run) {
            QElapsedTimer timer;
            timer.start();
            session.refresh(s, document.benchmark().sentences().at(s));
            runs.push_back(msSince(timer));
        }
        if (median(runs) > slowest) {
            slowest = median(runs);
            slowestIndex = s;
        }
    }
    const Sentence &big = document.benchmark().sentences().at(slowestIndex);
    out << "slowest sentence to align: id " << big.id << " (" << big.synsets.size() << " synsets of A, "
        << session.otherSentence(slowestIndex)->synsets.size() << " of B): median " << QString::number(slowest, 'f', 2)
        << " ms\n";

    const MergeAction actions[] = {MergeAction::TakeA,    MergeAction::TakeB, MergeAction::Union,
                                   MergeAction::KeepBoth, MergeAction::Drop,  MergeAction::Edit};
    double worstAll = 0;
    for (MergeAction action : actions) {
        std::vector<double> times, cpuTimes;
        for (int s = 0; s < session.sentenceCount() && times.size() < 60; ++s) {
            const QVector<MergeItem> items = session.items(s);
            for (const MergeItem &item : items) {
                if (!session.needsDecision(s, item) || times.size() >= 60)
                    continue;
                const Sentence before = document.benchmark().sentences().at(s);
                Synset edited;
                if (action == MergeAction::Edit)
                    edited = item.synsetsB.isEmpty() ? before.synsets.at(item.synsetsA.first())
                                                     : session.other()
                                                           .sentences()
                                                           .at(session.other().indexOf(before.id))
                                                           .synsets.at(item.synsetsB.first());
                QElapsedTimer timer;
                timer.start();
                const double cpu = threadCpuMs();
                Sentence after;
                MergeDecision decision;
                if (!session.decide(s, before, item, action, edited, &after, &decision))
                    continue;
                document.replaceSentence(s, after);
                session.refresh(s, document.benchmark().sentences().at(s));
                session.addDecision(decision);
                times.push_back(msSince(timer));
                cpuTimes.push_back(threadCpuMs() - cpu);
                // Undone, not timed: the next item finds the gold as it was.
                session.removeDecision(decision);
                document.replaceSentence(s, before);
                session.refresh(s, before);
                break; // one item per sentence: the items of this sentence were aligned before the change
            }
        }
        const double worst = times.empty() ? 0 : *std::max_element(times.begin(), times.end());
        const double worstCpu = cpuTimes.empty() ? 0 : *std::max_element(cpuTimes.begin(), cpuTimes.end());
        worstAll = std::max(worstAll, worst);
        out << "action " << MergeDecision::actionName(action) << " incl. rescoring 8 systems: median "
            << QString::number(median(times), 'f', 3) << " ms, worst " << QString::number(worst, 'f', 3)
            << " ms (CPU: median " << QString::number(median(cpuTimes), 'f', 3) << " ms, worst "
            << QString::number(worstCpu, 'f', 3) << " ms) over " << times.size() << " items\n";
    }
    out << "peak resident memory: " << BenchUtil::selfPeakKb() / 1024 << " MB\n";
    return 0;
}
