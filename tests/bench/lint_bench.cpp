// lint-bench: how long the gold lint (GoldLint) takes on the English BenchIE gold.
//
//   lint-bench [--repeat N] [--data DIR]
//
// Reads the gold once as `oie-score lint` does (tagged by the English tagger), then reports the
// median over N runs (after one warm-up) of: the whole lint (every check but the two that need a
// second gold; target: at most 50 ms) and each check alone, the lint against the BenchIE^FL gold (missing-fact and
// extra-fact included), and one sentence linted again (what the Lint panel does after an edit;
// the sentence with the most triples). Then whole `oie-score lint` processes: wall time and the
// child's peak resident memory; last, this process's peak resident memory.
#include "core/document/DocumentImport.h"
#include "core/lint/GoldLint.h"
#include "core/text/PosTagger.h"
#include "tests/bench/BenchUtil.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <ctime>
#include <functional>
#include <vector>

namespace {

using BenchUtil::median;

double processCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// Median wall and CPU milliseconds (both threads) of `work` over `repeat` runs after a warm-up,
// as "wall ms (CPU ms)": on a busy machine the CPU time says what the work costs.
QString medianMs(int repeat, const std::function<void()> &work)
{
    std::vector<double> times;
    std::vector<double> cpuTimes;
    for (int run = 0; run <= repeat; ++run) {
        QElapsedTimer timer;
        timer.start();
        const double cpu = processCpuMs();
        work();
        if (run > 0) {
            times.push_back(double(timer.nsecsElapsed()) / 1e6);
            cpuTimes.push_back(processCpuMs() - cpu);
        }
    }
    return QStringLiteral("%1 ms (CPU %2 ms)").arg(median(times), 8, 'f', 2).arg(median(cpuTimes), 7, 'f', 2);
}

bool open(const QString &path, Benchmark *benchmark, QTextStream &out)
{
    ImportOptions options;
    options.forWriting = false;
    Diagnostics diagnostics;
    QString error;
    if (DocumentImport::open(path, benchmark, &diagnostics, &error, options))
        return true;
    out << error << '\n';
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    int repeat = 21;
    QString data = QStringLiteral(OIE_SHARED_DATA_DIR);
    BenchUtil::parseArguments(app.arguments(), &repeat, &data);
    const QString enPath = data + QStringLiteral("/benchie/benchie_gold_annotations_en.txt");
    const QString flPath = data + QStringLiteral("/benchie_fl/benchie_fl_gold_300.txt");
    if (!PosTagger::shared().isLoaded()) {
        out << "lint-bench: " << PosTagger::shared().loadError() << '\n';
        return 1;
    }
    Benchmark en;
    Benchmark fl;
    if (!open(enPath, &en, out) || !open(flPath, &fl, out))
        return 1;
    LintOptions options;
    options.tagger = &PosTagger::shared();

    out << "lint-bench: median of " << repeat << " runs (after one warm-up), English gold (" << en.sentences().size()
        << " sentences, " << en.synsetCount() << " synsets, " << en.tripleCount() << " triples)\n";
    int findings = 0;
    const QString whole = medianMs(repeat, [&] { findings = GoldLint::run(en, options).findingCount(); });
    out << QStringLiteral("whole lint                 %1  %2 findings\n").arg(whole).arg(findings);
    for (const LintCheck check : LintChecks::all()) {
        if (LintChecks::needsAgainst(check))
            continue;
        LintOptions only = options;
        only.checks = {check};
        const QString ms = medianMs(repeat, [&] { findings = GoldLint::run(en, only).findingCount(); });
        out << QStringLiteral("  %1 %2\n").arg(LintChecks::id(check), -24).arg(ms);
    }
    const QString against = medianMs(repeat, [&] { findings = GoldLint::run(en, options, &fl).findingCount(); });
    out << QStringLiteral("whole lint --against FL    %1  %2 findings\n").arg(against).arg(findings);

    int largest = 0;
    int most = -1;
    for (int i = 0; i < en.sentences().size(); ++i) {
        int triples = 0;
        for (const Synset &synset : en.sentences().at(i).synsets)
            triples += int(synset.triples.size());
        if (triples > most) {
            largest = i;
            most = triples;
        }
    }
    const QString one = medianMs(repeat, [&] { findings = int(GoldLint::lintSentence(en, largest, options).size()); });
    out << QStringLiteral("one sentence (id %1, %2 triples) %3  %4 findings\n")
               .arg(en.sentences().at(largest).id)
               .arg(most)
               .arg(one)
               .arg(findings);
    out.flush();

    std::vector<double> processMs;
    long peakKb = 0;
    for (int run = 0; run <= std::min(repeat, 11); ++run) {
        const BenchUtil::ProcessRun process
            = BenchUtil::runProcess({QStringLiteral(OIE_SCORE_EXE), QStringLiteral("lint"), enPath});
        if (process.status != 0) {
            out << "oie-score lint failed with status " << process.status << '\n';
            return 1;
        }
        if (run > 0)
            processMs.push_back(process.seconds * 1000);
        peakKb = std::max(peakKb, process.peakKb);
    }
    out << QStringLiteral("oie-score lint EN (process) %1 ms, peak resident memory %2 KiB\n")
               .arg(median(processMs), 8, 'f', 2)
               .arg(peakKb);
    out << "peak resident memory of lint-bench: " << BenchUtil::selfPeakKb() << " KiB\n";
    return 0;
}
