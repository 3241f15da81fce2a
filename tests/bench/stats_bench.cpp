// stats-bench: whole `oie-score` runs with the statistics of docs/scoring/statistics.md, median
// wall time, CPU time and peak resident memory of the child over repeated runs:
// - the English BenchIE gold with 9 systems (its 8 and clausie again): scoring alone, --ci with
//   10,000 resamples, and `compare` over the 36 pairs with each test, 10,000 rounds (issue 29:
//   under 1 s each);
// - CaRB, whose curve, best-F1 point and AUC are recomputed on every resample: --ci on the test
//   split (ClausIE, its system with the most thresholds) and `compare` of the 8 BenchIE systems
//   against CaRB's gold for the same 300 sentences, 28 pairs (issue 29: under 5 s);
// - OIE2016 on test.oie, --ci and `compare` over three systems.
//
//   stats-bench [--repeat N] [--data DIR]
#include "tests/bench/BenchUtil.h"

#include <QCoreApplication>
#include <QTextStream>

namespace {

struct Case
{
    QString label;
    QStringList arguments;
};

const char *const kEnglishSystems[]
    = {"clausie", "m2oie_en", "minie", "naive_oie", "openie6", "roi_n", "roi_t", "stanford"};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    int repeat = 5;
    QString data = QStringLiteral(OIE_SHARED_DATA_DIR);
    BenchUtil::parseArguments(app.arguments(), &repeat, &data);
    const QString benchie = data + QStringLiteral("/benchie/");
    const QString resamples = QStringLiteral("10000");

    QStringList nine;
    QStringList carbBenchie;
    for (const char *name : kEnglishSystems) {
        const QString file
            = benchie + QStringLiteral("systems/") + QLatin1String(name) + QStringLiteral("_explicit.txt");
        nine << QLatin1String(name) + QLatin1Char('=') + file;
        carbBenchie << QLatin1String(name) + QLatin1Char('=') + file;
    }
    nine << QStringLiteral("clausie2=") + benchie + QStringLiteral("systems/clausie_explicit.txt");
    const QStringList english{QStringLiteral("--gold"), benchie + QStringLiteral("benchie_gold_annotations_en.txt")};
    const QStringList carbOfBenchie
        = QStringList{QStringLiteral("--scorer"),        QStringLiteral("carb"),
                      QStringLiteral("--gold"),          benchie + QStringLiteral("carb_explicit.txt"),
                      QStringLiteral("--system-format"), QStringLiteral("benchie"),
                      QStringLiteral("--sentences"),     benchie + QStringLiteral("sentences/sample300_en.txt")}
        + carbBenchie;
    const QString oie2016 = data + QStringLiteral("/oie2016/");
    QStringList oie2016Test{QStringLiteral("--scorer"), QStringLiteral("oie2016"), QStringLiteral("--gold"),
                            oie2016 + QStringLiteral("gold/test.oie")};
    for (const char *name : {"clausie", "openie4", "props"}) {
        oie2016Test << QStringLiteral("--system-format") << QLatin1String(name)
                    << QLatin1String(name) + QLatin1Char('=') + oie2016 + QStringLiteral("systems/")
                + QLatin1String(name) + QStringLiteral("_output.txt");
    }
    const QStringList ci{QStringLiteral("--ci"), QStringLiteral("0.95"), QStringLiteral("--resamples"), resamples};
    const QStringList compare{QStringLiteral("compare"), QStringLiteral("--resamples"), resamples,
                              QStringLiteral("--test")};

    const QVector<Case> cases{
        {QStringLiteral("BenchIE EN, 9 systems, scores only"), english + nine},
        {QStringLiteral("BenchIE EN, 9 systems, --ci 10k"), english + ci + nine},
        {QStringLiteral("BenchIE EN, 36 pairs, randomization 10k"),
         compare + QStringList{QStringLiteral("randomization")} + english + nine},
        {QStringLiteral("BenchIE EN, 36 pairs, bootstrap 10k"),
         compare + QStringList{QStringLiteral("bootstrap")} + english + nine},
        {QStringLiteral("CaRB test, ClausIE, scores only"),
         {QStringLiteral("--scorer"), QStringLiteral("carb"), QStringLiteral("--gold"),
          data + QStringLiteral("/carb/gold/test.tsv"), QStringLiteral("--system-format"), QStringLiteral("clausie"),
          QStringLiteral("clausie=") + data + QStringLiteral("/carb/systems/clausie_output.txt")}},
        {QStringLiteral("CaRB test, ClausIE, --ci 10k"),
         QStringList{QStringLiteral("--scorer"), QStringLiteral("carb"), QStringLiteral("--gold"),
                     data + QStringLiteral("/carb/gold/test.tsv"), QStringLiteral("--system-format"),
                     QStringLiteral("clausie"),
                     QStringLiteral("clausie=") + data + QStringLiteral("/carb/systems/clausie_output.txt")}
             + ci},
        {QStringLiteral("CaRB of BenchIE, 8 systems, scores only"), carbOfBenchie},
        {QStringLiteral("CaRB of BenchIE, 8 systems, --ci 10k"), carbOfBenchie + ci},
        {QStringLiteral("CaRB of BenchIE, 28 pairs, randomization 10k"),
         compare + QStringList{QStringLiteral("randomization")} + carbOfBenchie},
        {QStringLiteral("CaRB of BenchIE, 28 pairs, bootstrap 10k"),
         compare + QStringList{QStringLiteral("bootstrap")} + carbOfBenchie},
        {QStringLiteral("OIE2016 test, 3 systems, scores only"), oie2016Test},
        {QStringLiteral("OIE2016 test, 3 systems, --ci 10k"), oie2016Test + ci},
        {QStringLiteral("OIE2016 test, 3 pairs, randomization 10k"),
         compare + QStringList{QStringLiteral("randomization")} + oie2016Test},
    };

    out << "stats-bench: whole oie-score runs, median of " << repeat << " runs (after one warm-up)\n";
    out << QStringLiteral("%1 %2 %3 %4\n")
               .arg(QStringLiteral("case"), -46)
               .arg(QStringLiteral("wall ms"), 9)
               .arg(QStringLiteral("CPU ms"), 9)
               .arg(QStringLiteral("peak KiB"), 9);
    for (const Case &c : cases) {
        const QStringList command = QStringList{QStringLiteral(OIE_SCORE_EXE)} + c.arguments;
        const BenchUtil::RepeatedRun r = BenchUtil::runRepeatedly(command, repeat);
        if (r.status != 0) {
            out << "oie-score failed (status " << r.status << "): " << command.join(QLatin1Char(' ')) << '\n';
            return 1;
        }
        out << QStringLiteral("%1 %2 %3 %4\n")
                   .arg(c.label, -46)
                   .arg(r.wallMs, 9, 'f', 1)
                   .arg(r.cpuMs, 9, 'f', 1)
                   .arg(r.peakKb, 9);
        out.flush();
    }
    return 0;
}
