// oie-bench: measures reading and scoring on the real English BenchIE data and on a 100x
// enlarged copy it generates. Reports median wall time over repeated runs and peak
// resident memory. In-process phases are timed directly; whole `oie-score` runs are
// separate processes, so each has its own peak memory (ru_maxrss of the child).
//
//   oie-bench [--repeat N] [--data DIR] [--scale K] [--analysis-only]
#include "core/analysis/ErrorAnalysis.h"
#include "core/analysis/SentenceBuckets.h"
#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/BenchieScorer.h"
#include "core/benchie/BenchieSystemReader.h"
#include "core/document/StudioDocument.h"
#include "core/report/MismatchReport.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include "tests/bench/BenchUtil.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <unistd.h>
#include <vector>

namespace {

using namespace BenchUtil;

const QStringList kSystems{QStringLiteral("clausie"),  QStringLiteral("minie"),    QStringLiteral("stanford"),
                           QStringLiteral("openie6"),  QStringLiteral("roi_t"),    QStringLiteral("roi_n"),
                           QStringLiteral("naive_oie"), QStringLiteral("m2oie_en")};

// CPU time of this process: on a shared, loaded machine it tells the work from the waiting.
double processCpuMs()
{
    timespec now {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// Writes a benchmark `scale` times larger: every sentence (and every system line) repeated
// with ids suffixed "_k".
bool enlarge(const QString &dataDir, const QString &outDir, int scale)
{
    QFile goldIn(dataDir + QStringLiteral("/benchie/benchie_gold_annotations_en.txt"));
    QFile goldOut(outDir + QStringLiteral("/gold.txt"));
    if (!goldIn.open(QIODevice::ReadOnly) || !goldOut.open(QIODevice::WriteOnly))
        return false;
    const QList<QByteArray> blocks = goldIn.readAll().split('\n');
    for (int k = 0; k < scale; ++k) {
        const QByteArray suffix = "_" + QByteArray::number(k);
        for (const QByteArray &line : blocks) {
            if (line.startsWith("sent_id:")) {
                const int tab = int(line.indexOf('\t'));
                goldOut.write(line.left(tab) + suffix + line.mid(tab) + '\n');
            } else {
                goldOut.write(line + '\n');
            }
        }
        goldOut.write("\n");
    }
    for (const QString &system : kSystems) {
        QFile in(dataDir + QStringLiteral("/benchie/systems/") + system + QStringLiteral("_explicit.txt"));
        QFile out(outDir + QLatin1Char('/') + system + QStringLiteral(".txt"));
        if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly))
            return false;
        const QList<QByteArray> lines = in.readAll().split('\n');
        for (int k = 0; k < scale; ++k) {
            const QByteArray suffix = "_" + QByteArray::number(k);
            for (const QByteArray &line : lines) {
                if (line.trimmed().isEmpty())
                    continue;
                const int tab = int(line.indexOf('\t'));
                out.write(line.left(tab) + suffix + line.mid(tab) + '\n');
            }
        }
    }
    return true;
}

struct Corpus
{
    QString label;
    QString gold;
    QStringList systemFiles;
};

void benchInProcess(const Corpus &corpus, int repeat, QTextStream &out)
{
    std::vector<double> readTimes;
    Benchmark gold;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer timer;
        timer.start();
        Diagnostics diagnostics;
        QString error;
        BenchieGoldReader::readFile(corpus.gold, &gold, &diagnostics, &error);
        readTimes.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    out << QStringLiteral("%1  read gold (%2 sentences, %3 synsets): median %4 ms\n")
               .arg(corpus.label)
               .arg(gold.sentences().size())
               .arg(gold.synsetCount())
               .arg(median(readTimes), 0, 'f', 2);
    std::vector<SystemOutput> outputs(size_t(corpus.systemFiles.size()));
    for (int s = 0; s < corpus.systemFiles.size(); ++s) {
        Diagnostics diagnostics;
        QString error;
        BenchieSystemReader::readFile(corpus.systemFiles.at(s), &gold, &outputs[size_t(s)], &diagnostics, &error);
    }
    for (Facet facet : {Facet::Default, Facet::Concat, Facet::Minimal}) {
        std::vector<double> times;
        int tp = 0;
        for (int i = 0; i < repeat; ++i) {
            QElapsedTimer timer;
            timer.start();
            BenchieScorer scorer(gold, facet);
            tp = 0;
            for (const SystemOutput &output : outputs)
                tp += scorer.score(output).totals.tp;
            times.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        out << QStringLiteral("%1  score %2 systems, facet %3 (compile + score, total TP %4): median %5 ms\n")
                   .arg(corpus.label)
                   .arg(outputs.size())
                   .arg(Facets::name(facet).leftJustified(7))
                   .arg(tp)
                   .arg(median(times), 0, 'f', 2);
    }
    out << QStringLiteral("%1  peak RSS of this process so far: %2 MB\n").arg(corpus.label).arg(selfPeakKb() / 1024.0, 0, 'f', 1);
    out.flush();
}

void benchProcess(const Corpus &corpus, int repeat, QTextStream &out, double *defaultMedian)
{
    for (Facet facet : {Facet::Default, Facet::Concat, Facet::Minimal}) {
        QStringList command{QStringLiteral(OIE_SCORE_EXE), QStringLiteral("--gold"), corpus.gold,
                            QStringLiteral("--facet"), Facets::name(facet), QStringLiteral("--format"),
                            QStringLiteral("json")};
        for (int s = 0; s < corpus.systemFiles.size(); ++s)
            command << kSystems.at(s) + QLatin1Char('=') + corpus.systemFiles.at(s);
        std::vector<double> times;
        long peak = 0;
        runProcess(command); // warm-up, not timed: page cache, dynamic loader
        for (int i = 0; i < repeat; ++i) {
            const ProcessRun run = runProcess(command);
            if (run.status != 0)
                out << QStringLiteral("  (oie-score exited with %1)\n").arg(run.status);
            times.push_back(run.seconds * 1000);
            peak = std::max(peak, run.peakKb);
        }
        const double m = median(times);
        if (facet == Facet::Default && defaultMedian)
            *defaultMedian = m;
        out << QStringLiteral("%1  whole oie-score run, 8 systems, facet %2: median %3 ms, peak RSS %4 MB (%5 runs)\n")
                   .arg(corpus.label, Facets::name(facet).leftJustified(7))
                   .arg(m, 0, 'f', 1)
                   .arg(peak / 1024.0, 0, 'f', 1)
                   .arg(repeat);
        out.flush();
    }
}

// The evaluation workspace's work on the English gold with the 8 systems: full scoring plus
// every analysis (slot errors, error buckets, the three built-in bucketizations), in process;
// the same as a whole `oie-score analysis` run; and live rescoring after a one-synset edit.
void benchAnalysis(const Corpus &corpus, int repeat, QTextStream &out)
{
    Benchmark gold;
    Diagnostics diagnostics;
    QString error;
    BenchieGoldReader::readFile(corpus.gold, &gold, &diagnostics, &error);
    std::vector<SystemOutput> outputs(size_t(corpus.systemFiles.size()));
    for (int s = 0; s < corpus.systemFiles.size(); ++s) {
        BenchieSystemReader::readFile(corpus.systemFiles.at(s), &gold, &outputs[size_t(s)], &diagnostics, &error);
        outputs[size_t(s)].name = kSystems.at(s);
    }
    std::vector<double> times;
    std::vector<double> cpuTimes;
    std::vector<double> scoreTimes;
    std::vector<double> analysisTimes;
    int incorrect = 0;
    int bucketRows = 0;
    for (int i = 0; i <= repeat; ++i) { // the first run warms up and is not counted
        QElapsedTimer timer;
        timer.start();
        const double cpuStart = processCpuMs();
        const BenchieScorer scorer(gold, Facet::Default);
        std::vector<SystemScore> scores;
        for (const SystemOutput &output : outputs)
            scores.push_back(scorer.score(output));
        const qint64 scored = timer.nsecsElapsed();
        const ErrorAnalysis analysis(gold, scorer.compiledGold());
        SentenceBuckets buckets(gold);
        for (const QString &name : SentenceBuckets::builtInNames())
            buckets.addBuiltIn(name);
        incorrect = 0;
        bucketRows = 0;
        for (size_t s = 0; s < outputs.size(); ++s) {
            incorrect += analysis.analyze(outputs[s], scores[s], ErrorAnalysis::Explanations::Omit).incorrect;
            bucketRows += int(buckets.score(scores[s]).size());
        }
        const qint64 total = timer.nsecsElapsed();
        if (i > 0) {
            times.push_back(double(total) / 1e6);
            cpuTimes.push_back(processCpuMs() - cpuStart);
            scoreTimes.push_back(double(scored) / 1e6);
            analysisTimes.push_back(double(total - scored) / 1e6);
        }
    }
    out << QStringLiteral("%1  score + all analyses, 8 systems (%2 incorrect extractions diagnosed, %3 bucket "
                          "scores): median %4 ms (scoring %5 ms, analyses %6 ms; CPU time "
                          "%7 ms; target < 100 ms)\n")
               .arg(corpus.label)
               .arg(incorrect)
               .arg(bucketRows)
               .arg(median(times), 0, 'f', 2)
               .arg(median(scoreTimes), 0, 'f', 2)
               .arg(median(analysisTimes), 0, 'f', 2)
               .arg(median(cpuTimes), 0, 'f', 2);

    QStringList command{QStringLiteral(OIE_SCORE_EXE), QStringLiteral("analysis"), QStringLiteral("--gold"), corpus.gold};
    for (int s = 0; s < corpus.systemFiles.size(); ++s)
        command << kSystems.at(s) + QLatin1Char('=') + corpus.systemFiles.at(s);
    runProcess(command); // warm-up
    std::vector<double> runTimes;
    long peak = 0;
    for (int i = 0; i < repeat; ++i) {
        const ProcessRun run = runProcess(command);
        if (run.status != 0)
            out << QStringLiteral("  (oie-score analysis exited with %1)\n").arg(run.status);
        runTimes.push_back(run.seconds * 1000);
        peak = std::max(peak, run.peakKb);
    }
    out << QStringLiteral("%1  whole oie-score analysis run, 8 systems: median %2 ms, peak RSS %3 MB (%4 runs)\n")
               .arg(corpus.label)
               .arg(median(runTimes), 0, 'f', 1)
               .arg(peak / 1024.0, 0, 'f', 1)
               .arg(repeat);

    // The per-extraction report: every extraction with its explanation, as TSV.
    {
        const BenchieScorer scorer(gold, Facet::Default);
        std::vector<SystemScore> scores;
        for (const SystemOutput &output : outputs)
            scores.push_back(scorer.score(output));
        const ErrorAnalysis analysis(gold, scorer.compiledGold());
        std::vector<double> reportTimes;
        qsizetype bytes = 0;
        for (int i = 0; i <= repeat; ++i) {
            QElapsedTimer timer;
            timer.start();
            MismatchReport report(gold);
            for (size_t s = 0; s < outputs.size(); ++s)
                report.addSystem(outputs[s], scores[s], analysis.analyze(outputs[s], scores[s]));
            bytes = report.toTsv().size();
            if (i > 0)
                reportTimes.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        out << QStringLiteral("%1  mismatch report with explanations, 8 systems (%2 characters of TSV): median %3 ms\n")
                   .arg(corpus.label)
                   .arg(bytes)
                   .arg(median(reportTimes), 0, 'f', 2);
    }

    // Live rescoring: in every sentence, drop the last triple of the first synset (then put it
    // back); each replaceSentence rescores that sentence for the 8 systems.
    StudioDocument document;
    document.openGold(corpus.gold, &error);
    for (int s = 0; s < corpus.systemFiles.size(); ++s)
        document.addSystem(kSystems.at(s), corpus.systemFiles.at(s), &error);
    std::vector<double> rescoreTimes;
    for (int s = 0; s < document.benchmark().sentences().size(); ++s) {
        const Sentence original = document.benchmark().sentences().at(s);
        if (original.synsets.isEmpty() || original.synsets.first().triples.size() < 2)
            continue;
        Sentence edited = original;
        edited.synsets.first().triples.removeLast();
        document.replaceSentence(s, edited);
        rescoreTimes.push_back(double(document.lastRescoreNanoseconds()) / 1e6);
        document.replaceSentence(s, original);
        rescoreTimes.push_back(double(document.lastRescoreNanoseconds()) / 1e6);
    }
    const double worst = rescoreTimes.empty() ? 0 : *std::max_element(rescoreTimes.begin(), rescoreTimes.end());
    out << QStringLiteral("%1  rescore after a one-synset edit (StudioDocument::replaceSentence, 8 systems, %2 edits): "
                          "median %3 ms, max %4 ms (target < 5 ms)\n")
               .arg(corpus.label)
               .arg(rescoreTimes.size())
               .arg(median(rescoreTimes), 0, 'f', 3)
               .arg(worst, 0, 'f', 3);
    out << QStringLiteral("%1  peak RSS of this process so far: %2 MB\n").arg(corpus.label).arg(selfPeakKb() / 1024.0, 0, 'f', 1);
    out.flush();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    int repeat = 11;
    int scale = 100;
    QString dataDir = QStringLiteral(OIE_SHARED_DATA_DIR);
    const QStringList args = app.arguments();
    const bool analysisOnly = args.contains(QStringLiteral("--analysis-only"));
    parseArguments(args, &repeat, &dataDir, &scale);
    Corpus base{QStringLiteral("[1x]  "), dataDir + QStringLiteral("/benchie/benchie_gold_annotations_en.txt"), {}};
    for (const QString &system : kSystems)
        base.systemFiles << dataDir + QStringLiteral("/benchie/systems/") + system + QStringLiteral("_explicit.txt");
    if (!QFile::exists(base.gold)) {
        std::fprintf(stderr, "oie-bench: missing %s\n", qPrintable(base.gold));
        return 1;
    }
    if (analysisOnly) {
        benchAnalysis(base, repeat, out);
        return 0;
    }
    QTemporaryDir dir;
    if (!enlarge(dataDir, dir.path(), scale)) {
        std::fprintf(stderr, "oie-bench: cannot write the enlarged benchmark\n");
        return 1;
    }
    ::sync(); // the corpus's 130 MB are written back now, not during the timed runs
    Corpus large{QStringLiteral("[%1x]").arg(scale).leftJustified(6), dir.filePath(QStringLiteral("gold.txt")), {}};
    for (const QString &system : kSystems)
        large.systemFiles << dir.filePath(system + QStringLiteral(".txt"));

    out << "oie-bench: median of " << repeat << " runs (large corpus: " << std::max(3, repeat / 3) << " runs)\n";
    double smallMedian = 0;
    double largeMedian = 0;
    benchProcess(base, repeat, out, &smallMedian);
    benchProcess(large, std::max(3, repeat / 3), out, &largeMedian);
    out << QStringLiteral("ratio %1x / 1x whole run (default facet): %2 (target: under %1)\n")
               .arg(scale)
               .arg(largeMedian / smallMedian, 0, 'f', 1);
    benchInProcess(base, repeat, out);
    benchInProcess(large, std::max(3, repeat / 3), out);
    benchAnalysis(base, repeat, out);
    return 0;
}
