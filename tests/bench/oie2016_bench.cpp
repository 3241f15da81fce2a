// oie2016-bench: the six OIE2016 systems (six formats) against the largest gold (all.oie) in one
// whole `oie-score --scorer oie2016` run per mode: median wall time, CPU time and peak memory
// of the child; then, in process, where the time of one current-mode run goes (WordNet, gold,
// systems, scoring).
//
//   oie2016-bench [--repeat N] [--data DIR]
#include "core/carb/CarbSystemReader.h"
#include "core/oie2016/Oie2016GoldReader.h"
#include "core/oie2016/Oie2016Lemmatizer.h"
#include "core/oie2016/Oie2016Scorer.h"
#include "core/oie2016/Oie2016SystemReader.h"
#include "tests/bench/BenchUtil.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <vector>

using BenchUtil::median;

namespace {

struct System
{
    const char *name;
    const char *format;
    const char *file;
};

const System systems[] = {
    {"ClausIE", "clausie", "clausie_output.txt"},  {"OLLIE", "ollie", "ollie_output.txt"},
    {"OpenIE-4", "openie4", "openie4_output.txt"}, {"PropS", "props", "props_output.txt"},
    {"ReVerb", "reverb", "reverb_output.txt"},     {"Stanford", "stanford", "stanford_output.txt"},
};

double milliseconds(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    int repeat = 5;
    QString data = QStringLiteral(OIE_SHARED_DATA_DIR);
    BenchUtil::parseArguments(app.arguments(), &repeat, &data);
    const QString base = data + QStringLiteral("/oie2016/");
    const QString gold = base + QStringLiteral("gold/all.oie");
    const QString sentences = base + QStringLiteral("raw_sentences/all.txt");

    out << "oie2016-bench: six systems on gold/all.oie, median of " << repeat << " runs (after one warm-up)\n";
    for (const QString &mode : {QStringLiteral("current"), QStringLiteral("2016")}) {
        QStringList command{QStringLiteral(OIE_SCORE_EXE),
                            QStringLiteral("--scorer"),
                            QStringLiteral("oie2016"),
                            QStringLiteral("--gold"),
                            gold,
                            QStringLiteral("--oie2016-mode"),
                            mode,
                            QStringLiteral("--sentences"),
                            sentences};
        for (const System &s : systems) {
            command << QStringLiteral("--system-format") << QLatin1String(s.format)
                    << QLatin1String(s.name) + QLatin1Char('=') + base + QStringLiteral("systems/")
                    + QLatin1String(s.file);
        }
        const BenchUtil::RepeatedRun r = BenchUtil::runRepeatedly(command, repeat);
        if (r.status != 0) {
            out << "oie-score failed (status " << r.status << "): " << command.join(QLatin1Char(' ')) << '\n';
            return 1;
        }
        out << QStringLiteral("whole run, mode %1: median %2 ms wall, %3 ms CPU; peak resident memory %4 KiB\n")
                   .arg(mode, -7)
                   .arg(r.wallMs, 0, 'f', 1)
                   .arg(r.cpuMs, 0, 'f', 1)
                   .arg(r.peakKb);
        out.flush();
    }

    // In process, current mode: the parts of one run.
    std::vector<double> wordnetMs, goldMs, readMs, scoreMs;
    for (int run = 0; run <= repeat; ++run) {
        Diagnostics diagnostics;
        QString error;
        QElapsedTimer timer;
        timer.start();
        const auto lemmatizer = Oie2016Lemmatizer::load(Oie2016Lemmatizer::defaultDirectory(), &error);
        const double wordnetDone = milliseconds(timer);
        Oie2016Corpus goldCorpus;
        QHash<QString, QString> raw;
        if (!lemmatizer || !Oie2016GoldReader::readFile(gold, &goldCorpus, &diagnostics, &error)
            || !CarbSystemReader::readSentences(sentences, &raw, &diagnostics, &error)) {
            out << error << '\n';
            return 1;
        }
        const double goldDone = milliseconds(timer);
        QVector<Oie2016Corpus> corpora;
        for (const System &s : systems) {
            Oie2016SystemReader::Format format = Oie2016SystemReader::Format::Ollie;
            Oie2016SystemReader::parseFormat(QLatin1String(s.format), &format);
            Oie2016Corpus corpus;
            if (!Oie2016SystemReader::readFile(base + QStringLiteral("systems/") + QLatin1String(s.file), format, raw,
                                               &corpus, &diagnostics, &error)) {
                out << error << '\n';
                return 1;
            }
            corpora.append(corpus);
        }
        const double readDone = milliseconds(timer);
        Oie2016Scorer scorer(goldCorpus, Oie2016Options(), lemmatizer.get(), &diagnostics);
        int matched = 0;
        for (const Oie2016Corpus &corpus : std::as_const(corpora))
            matched += int(scorer.score(corpus, &diagnostics).matched);
        const double scoreDone = milliseconds(timer);
        if (matched == 0)
            out << "nothing matched: wrong data?\n";
        if (run == 0)
            continue;
        wordnetMs.push_back(wordnetDone);
        goldMs.push_back(goldDone - wordnetDone);
        readMs.push_back(readDone - goldDone);
        scoreMs.push_back(scoreDone - readDone);
    }
    out << QStringLiteral("in process, mode current (median ms): WordNet %1, gold + sentences %2, six systems read "
                          "%3, six systems scored %4\n")
               .arg(median(wordnetMs), 0, 'f', 1)
               .arg(median(goldMs), 0, 'f', 1)
               .arg(median(readMs), 0, 'f', 1)
               .arg(median(scoreMs), 0, 'f', 1);
    out << "peak resident memory of this process: " << BenchUtil::selfPeakKb() << " KiB\n";
    return 0;
}
