// fl-bench: BenchIE^FL scoring of the 7 systems of ../shared/data/benchie_fl (official and
// principled mode) and gold agreement (English BenchIE gold with itself and with the
// BenchIE^FL 300 gold). Median wall time over repeated runs; peak resident memory of each
// whole `oie-score` process (getrusage of the child) and of this process. Not a test.
//
//   fl-bench [--repeat N] [--data DIR]
#include "core/analysis/Agreement.h"
#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/BenchieSystemReader.h"
#include "core/fl/FlScorer.h"
#include "core/fl/FlSystemReader.h"
#include "tests/bench/BenchUtil.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

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
    return 0;
}
