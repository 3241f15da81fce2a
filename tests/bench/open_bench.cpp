// oie-open-bench: how long opening a document takes in OIE Studio, tagging included.
//
//   oie-open-bench [--repeat N] [FILE ...]     (default: the English BenchIE gold and its sentences)
//
// Each run is a fresh process (`--once FILE`), so that loading the tagger's model is counted
// as a user starting `oie-studio FILE` pays it; it reports the median wall time of
// DocumentImport::open (model load + read + tokenize + tag) and the peak resident memory of the
// process (getrusage). It then reports, in this process, the median time of opening again with
// the model already loaded.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QStringList>
#include <QTextStream>

#include <vector>

#include "core/document/DocumentImport.h"
#include "core/text/PosTagger.h"
#include "tests/bench/BenchUtil.h"

namespace {

using BenchUtil::median;

// One cold open; prints "milliseconds peak_megabytes sentences tagged".
int openOnce(const QString &path)
{
    QElapsedTimer timer;
    timer.start();
    PosTagger tagger;
    QString error;
    tagger.load(PosTagger::defaultModelDirectory(), &error);
    ImportOptions options;
    options.tagger = &tagger;
    Benchmark benchmark;
    Diagnostics diagnostics;
    if (!DocumentImport::open(path, &benchmark, &diagnostics, &error, options)) {
        QTextStream(stderr) << error << '\n';
        return 1;
    }
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    int tagged = 0;
    for (const Sentence &sentence : benchmark.sentences())
        tagged += sentence.tagSource == QLatin1String("tagger") ? 1 : 0;
    QTextStream(stdout) << ms << ' ' << double(BenchUtil::selfPeakKb()) / 1024.0 << ' ' << benchmark.sentences().size() << ' ' << tagged
                        << '\n';
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 3 && args.at(1) == QLatin1String("--once"))
        return openOnce(args.at(2));

    int repeat = 9;
    QStringList files;
    for (int i = 1; i < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--repeat") && i + 1 < args.size())
            repeat = std::max(1, args.at(++i).toInt());
        else
            files.append(args.at(i));
    }
    if (files.isEmpty())
        files = {QStringLiteral(OIE_SHARED_DATA_DIR "/benchie/benchie_gold_annotations_en.txt"),
                 QStringLiteral(OIE_SHARED_DATA_DIR "/benchie/sentences/sample300_en.txt")};

    QTextStream out(stdout);
    out << "oie-open-bench: median of " << repeat << " runs, each a fresh process (tagger model load included)\n";
    for (const QString &file : files) {
        std::vector<double> times;
        std::vector<double> memory;
        QString counts;
        for (int run = 0; run < repeat; ++run) {
            QProcess child;
            child.start(app.applicationFilePath(), {QStringLiteral("--once"), file});
            if (!child.waitForFinished(120000) || child.exitCode() != 0) {
                QTextStream(stderr) << file << ": " << QString::fromLocal8Bit(child.readAllStandardError()) << '\n';
                return 1;
            }
            const QStringList fields = QString::fromLatin1(child.readAllStandardOutput()).split(QLatin1Char(' '));
            times.push_back(fields.value(0).toDouble());
            memory.push_back(fields.value(1).toDouble());
            counts = QStringLiteral("%1 sentences, %2 tagged").arg(fields.value(2), fields.value(3).trimmed());
        }
        out << file << " (" << counts << "): cold open median " << QString::number(median(times), 'f', 1)
            << " ms, peak RSS median " << QString::number(median(memory), 'f', 1) << " MB\n";

        const PosTagger &tagger = PosTagger::shared();
        std::vector<double> warm;
        for (int run = 0; run < repeat; ++run) {
            QElapsedTimer timer;
            timer.start();
            ImportOptions options;
            options.tagger = &tagger;
            Benchmark benchmark;
            Diagnostics diagnostics;
            QString error;
            DocumentImport::open(file, &benchmark, &diagnostics, &error, options);
            warm.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        out << "    warm open (model already loaded) median " << QString::number(median(warm), 'f', 1) << " ms\n";
    }
    return 0;
}
