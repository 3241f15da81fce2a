// carb-bench: wall time of reading and scoring each CaRB system file (the CaRB test split's
// four native outputs and the eight BenchIE systems against CaRB's gold for the same 300
// sentences), median over repeated runs, and the peak resident memory of the process.
//
//   carb-bench [--repeat N] [--data DIR]
#include "core/carb/CarbGoldReader.h"
#include "core/carb/CarbScorer.h"
#include "core/carb/CarbSystemReader.h"
#include "tests/bench/BenchUtil.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <vector>

using BenchUtil::median;
using BenchUtil::selfPeakKb;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    int repeat = 11;
    QString data = QStringLiteral(OIE_SHARED_DATA_DIR);
    BenchUtil::parseArguments(app.arguments(), &repeat, &data);
    struct Job
    {
        QString name;
        QString gold;
        QString system;
        CarbSystemReader::Format format;
    };
    QVector<Job> jobs;
    const QString carbGold = data + QStringLiteral("/carb/gold/test.tsv");
    const QList<std::pair<const char *, CarbSystemReader::Format>> native = {
        {"openie4", CarbSystemReader::Format::OpenIe4}, {"openie5", CarbSystemReader::Format::OpenIe5},
        {"clausie", CarbSystemReader::Format::ClausIe}, {"props", CarbSystemReader::Format::PropS}};
    for (const auto &[name, format] : native)
        jobs.append({QStringLiteral("carb_test/") + QLatin1String(name), carbGold,
                     data + QStringLiteral("/carb/systems/") + QLatin1String(name) + QStringLiteral("_output.txt"), format});
    for (const char *name : {"clausie", "minie", "stanford", "openie6", "roi_n", "roi_t", "naive_oie", "m2oie_en"})
        jobs.append({QStringLiteral("benchie300/") + QLatin1String(name), data + QStringLiteral("/benchie/carb_explicit.txt"),
                     data + QStringLiteral("/benchie/systems/") + QLatin1String(name) + QStringLiteral("_explicit.txt"),
                     CarbSystemReader::Format::Benchie});

    Diagnostics diagnostics;
    QString error;
    QHash<QString, QString> sentences;
    if (!CarbSystemReader::readSentences(data + QStringLiteral("/benchie/sentences/sample300_en.txt"), &sentences,
                                         &diagnostics, &error)) {
        out << error << '\n';
        return 1;
    }
    out << "carb-bench: median of " << repeat << " runs (after one warm-up), milliseconds\n";
    out << QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(QStringLiteral("system"), -22)
               .arg(QStringLiteral("gold read"), 10)
               .arg(QStringLiteral("sys read"), 10)
               .arg(QStringLiteral("score"), 10)
               .arg(QStringLiteral("read+score"), 11);
    for (const Job &job : jobs) {
        std::vector<double> goldMs, readMs, scoreMs, totalMs;
        for (int run = 0; run <= repeat; ++run) {
            Diagnostics d;
            QElapsedTimer timer;
            timer.start();
            CarbCorpus gold;
            CarbCorpus system;
            if (!CarbGoldReader::readFile(job.gold, &gold, &d, &error)) {
                out << error << '\n';
                return 1;
            }
            const double goldDone = timer.nsecsElapsed() / 1e6;
            if (!CarbSystemReader::readFile(job.system, job.format, sentences, &system, &d, &error)) {
                out << error << '\n';
                return 1;
            }
            const double readDone = timer.nsecsElapsed() / 1e6;
            const CarbResult result = CarbScorer::score(gold, system);
            const double scoreDone = timer.nsecsElapsed() / 1e6;
            if (result.curve.isEmpty())
                out << job.name << ": empty curve\n";
            if (run == 0)
                continue; // warm-up
            goldMs.push_back(goldDone);
            readMs.push_back(readDone - goldDone);
            scoreMs.push_back(scoreDone - readDone);
            totalMs.push_back(scoreDone - goldDone);
        }
        out << QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(job.name, -22)
                   .arg(median(goldMs), 10, 'f', 2)
                   .arg(median(readMs), 10, 'f', 2)
                   .arg(median(scoreMs), 10, 'f', 2)
                   .arg(median(totalMs), 11, 'f', 2);
        out.flush();
    }
    out << "peak resident memory: " << selfPeakKb() << " KiB\n";
    return 0;
}
