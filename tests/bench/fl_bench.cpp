// fl-bench: BenchIE^FL scoring of the 7 systems of ../shared/data/benchie_fl (official and
// principled mode) and gold agreement (English BenchIE gold with itself and with the
// BenchIE^FL 300 gold). Median wall time over repeated runs; peak resident memory of each
// whole `oie-score` process (getrusage of the child) and of this process. Not a test.
//
//   fl-bench [--repeat N] [--data DIR] [--hard]
//
// --hard also times golds of about 1 MB made of triples with many optional words (issue
// "Robustness, proven": under 1 MB, at most about 1 s and 100 MB), at most 3 runs each.
#include "core/analysis/Agreement.h"
#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/BenchieSystemReader.h"
#include "core/fl/FlScorer.h"
#include "core/fl/FlSystemReader.h"
#include "tests/bench/BenchUtil.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <functional>

#include <cstdio>

using namespace BenchUtil;

namespace {

const QStringList kFlSystems{QStringLiteral("reverb"), QStringLiteral("clausie"), QStringLiteral("minie"),
                             QStringLiteral("imojie"), QStringLiteral("openie6"), QStringLiteral("m2oie"),
                             QStringLiteral("compactie")};

double millis(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

void benchFlInProcess(const QString &goldPath, const QStringList &systemPaths, bool official, int repeat, QTextStream &out)
{
    std::vector<QByteArray> bytes;
    for (const QString &path : systemPaths) {
        QFile file(path);
        bytes.push_back(file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray());
    }
    std::vector<double> times;
    double f1Sum = 0;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer timer;
        timer.start();
        Benchmark gold;
        Diagnostics diagnostics;
        QString error;
        BenchieGoldReader::readFile(goldPath, &gold, &diagnostics, &error);
        FlOptions options;
        options.official = official;
        const FlScorer scorer(gold, options);
        f1Sum = 0;
        for (const QByteArray &b : bytes) {
            const SystemOutput output = official ? FlSystemReader::readOfficial(b, QString(), &diagnostics)
                                                 : BenchieSystemReader::readBytes(b, QString(), &gold, &diagnostics);
            f1Sum += scorer.score(output).f1();
        }
        times.push_back(millis(timer));
    }
    out << QStringLiteral("FL %1, in-process (read gold + compile + read and score 7 systems; sum of F1 %2): "
                          "median %3 ms\n")
               .arg(official ? QStringLiteral("official  ") : QStringLiteral("principled"))
               .arg(f1Sum, 0, 'f', 4)
               .arg(median(times), 0, 'f', 1);
    out.flush();
}

void benchProcess(const QString &label, const QStringList &command, int repeat, QTextStream &out)
{
    runProcess(command); // warm-up, not timed
    std::vector<double> times, cpu;
    long peak = 0;
    int status = 0;
    for (int i = 0; i < repeat; ++i) {
        const ProcessRun run = runProcess(command);
        times.push_back(run.seconds * 1000);
        cpu.push_back(run.cpuSeconds * 1000);
        peak = std::max(peak, run.peakKb);
        status = std::max(status, run.status);
    }
    out << QStringLiteral("%1: median wall %2 ms, median CPU %6 ms, peak RSS %3 MB (%4 runs, exit %5)\n")
               .arg(label)
               .arg(median(times), 0, 'f', 1)
               .arg(peak / 1024.0, 0, 'f', 1)
               .arg(repeat)
               .arg(status)
               .arg(median(cpu), 0, 'f', 1);
    out.flush();
}

void benchAgreement(const QString &label, const QString &pathA, const QString &pathB, int repeat, QTextStream &out)
{
    Benchmark a, b;
    Diagnostics diagnostics;
    QString error;
    BenchieGoldReader::readFile(pathA, &a, &diagnostics, &error);
    BenchieGoldReader::readFile(pathB, &b, &diagnostics, &error);
    std::vector<double> times;
    AgreementResult result;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer timer;
        timer.start();
        result = Agreement::compute(a, b);
        times.push_back(millis(timer));
    }
    out << QStringLiteral("agreement %1: recall A on B %2, B on A %3, agreement %4%5; median %6 ms\n")
               .arg(label)
               .arg(result.recallAOnB(), 0, 'f', 4)
               .arg(result.recallBOnA(), 0, 'f', 4)
               .arg(result.agreement(), 0, 'f', 4)
               .arg(result.bounded ? QStringLiteral(" (lower bound)") : QString())
               .arg(median(times), 0, 'f', 1);
    out.flush();
}

// Golds of about 1 MB made of triples with many optional words (README, "Triples of many
// optional words"): sentences built by `block` (its sentence number) until the next would pass
// 1 MB. (The lambdas give QString explicitly: with QStringBuilder, `a + b` would outlive its parts.)
QByteArray hardGold(const std::function<QString(int)> &block)
{
    QByteArray gold;
    for (int sentence = 1;; ++sentence) {
        const QByteArray next = block(sentence).toUtf8() + '\n';
        if (gold.size() + next.size() > 1000000)
            return gold;
        gold += next;
    }
}

QString bracketed(int count, const QString &prefix)
{
    QStringList words;
    for (int i = 0; i < count; ++i)
        words.append(QStringLiteral("[%1%2]").arg(prefix).arg(i));
    return words.join(QLatin1Char(' '));
}

void benchHardGolds(int repeat, QTextStream &out)
{
    QTemporaryDir dir;
    const QString header = QStringLiteral("sent_id:%1\tHe became the first justice of the High Court of Australia .\n");
    const QString wide = QStringLiteral("He --> became the first ") + bracketed(21, QStringLiteral("a"))
        + QStringLiteral(" justice of --> [the] High Court of Australia\n");
    auto cluster = [](int sentence, int number) -> QString { return QStringLiteral("%1--> Cluster %2:\n").arg(sentence).arg(number); };
    // `count` triples of `optionals` bracketed words in each of `clusters` clusters (the same
    // triples in each: they make conjunction pairs).
    auto triples = [&](int sentence, int count, int optionals, int clusters) -> QString {
        QString text = header.arg(sentence);
        for (int c = 1; c <= clusters; ++c) {
            text += cluster(sentence, c);
            for (int t = 0; t < count; ++t)
                text += QStringLiteral("He --> became --> ") + bracketed(optionals, QStringLiteral("w%1x").arg(t))
                    + QStringLiteral(" justice\n");
        }
        return text;
    };
    const std::vector<std::pair<QString, std::function<QString(int)>>> golds{
        {QStringLiteral("a 22-bracket triple a sentence"), [&](int i) -> QString { return header.arg(i) + cluster(i, 1) + wide; }},
        {QStringLiteral("two clusters sharing a 22-bracket triple"),
         [&](int i) -> QString { return header.arg(i) + cluster(i, 1) + wide + cluster(i, 2) + wide; }},
        {QStringLiteral("\"is\" triples of 22 optional words"),
         [&](int i) -> QString {
             return header.arg(i) + cluster(i, 1) + QStringLiteral("He --> is --> ") + bracketed(22, QStringLiteral("w"))
                 + QStringLiteral(" justice\n");
         }},
        {QStringLiteral("20 triples of 10 bracketed words a sentence"), [&](int i) -> QString { return triples(i, 20, 10, 1); }},
        {QStringLiteral("20 triples of 4 bracketed words a sentence"), [&](int i) -> QString { return triples(i, 20, 4, 1); }},
        {QStringLiteral("20 triples of 3 bracketed words a sentence"), [&](int i) -> QString { return triples(i, 20, 3, 1); }},
        {QStringLiteral("two clusters of the same 10 triples of 10 bracketed words"),
         [&](int i) -> QString { return triples(i, 10, 10, 2); }},
        {QStringLiteral("two clusters of the same 10 triples of 3 bracketed words"),
         [&](int i) -> QString { return triples(i, 10, 3, 2); }},
    };
    int index = 0;
    for (const auto &[label, block] : golds) {
        const QString path = dir.filePath(QStringLiteral("hard%1.txt").arg(++index));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(hardGold(block)) < 0)
            return;
        file.close();
        for (const bool official : {false, true}) {
            QStringList command{QStringLiteral(OIE_SCORE_EXE), QStringLiteral("--scorer"), QStringLiteral("fl"),
                                QStringLiteral("--gold"), path};
            if (official)
                command.append(QStringLiteral("--fl-official"));
            benchProcess(QStringLiteral("1 MB gold, %1 (%2)").arg(label, official ? QStringLiteral("official") : QStringLiteral("principled")),
                         command, repeat, out);
        }
    }
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    int repeat = 11;
    QString dataDir = QStringLiteral(OIE_SHARED_DATA_DIR);
    parseArguments(app.arguments(), &repeat, &dataDir);
    const QString flGold = dataDir + QStringLiteral("/benchie_fl/benchie_fl_gold_300.txt");
    const QString enGold = dataDir + QStringLiteral("/benchie/benchie_gold_annotations_en.txt");
    if (!QFile::exists(flGold) || !QFile::exists(enGold)) {
        std::fprintf(stderr, "fl-bench: missing %s or %s\n", qPrintable(flGold), qPrintable(enGold));
        return 1;
    }
    QStringList systemPaths, systemArguments;
    for (const QString &system : kFlSystems) {
        systemPaths << dataDir + QStringLiteral("/benchie_fl/systems/") + system + QStringLiteral("_benchie_form.txt");
        systemArguments << system + QLatin1Char('=') + systemPaths.last();
    }
    out << "fl-bench: median of " << repeat << " runs\n";
    const QStringList score{QStringLiteral(OIE_SCORE_EXE), QStringLiteral("--scorer"), QStringLiteral("fl"),
                            QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--gold"), flGold};
    benchProcess(QStringLiteral("whole oie-score --scorer fl --fl-official, 7 systems"),
                 score + QStringList{QStringLiteral("--fl-official")} + systemArguments, repeat, out);
    benchProcess(QStringLiteral("whole oie-score --scorer fl (principled), 7 systems"), score + systemArguments, repeat, out);
    benchProcess(QStringLiteral("whole oie-score agreement EN EN"),
                 {QStringLiteral(OIE_SCORE_EXE), QStringLiteral("agreement"), enGold, enGold, QStringLiteral("--format"),
                  QStringLiteral("json")},
                 repeat, out);
    benchFlInProcess(flGold, systemPaths, true, repeat, out);
    benchFlInProcess(flGold, systemPaths, false, repeat, out);
    benchAgreement(QStringLiteral("EN gold vs itself"), enGold, enGold, repeat, out);
    benchAgreement(QStringLiteral("EN gold (A) vs BenchIE^FL 300 gold (B)"), enGold, flGold, repeat, out);
    out << QStringLiteral("peak RSS of this process: %1 MB\n").arg(selfPeakKb() / 1024.0, 0, 'f', 1);
    if (app.arguments().contains(QStringLiteral("--hard")))
        benchHardGolds(std::min(repeat, 3), out);
    return 0;
}
