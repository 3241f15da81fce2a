// The statistics on the command line (docs/scoring/statistics.md): `--ci` in every output
// format of every scorer that has per-sentence outcomes, `oie-score compare` and its settings,
// determinism for a seed, and the usage errors. Runs the built oie-score (tests/RunScore.h).
#include "core/document/ScoringSession.h"
#include "core/stats/Bootstrap.h"
#include "tests/RunScore.h"
#include "tests/TestData.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

namespace {

// Fewer resamples under the sanitizers.
const QString kResamples = QString::number(1000 / TestData::kCaseShare);

QString enGold()
{
    return TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
}

QString enSystem(const QString &name)
{
    return name + QLatin1Char('=') + TestData::benchie(QStringLiteral("systems/%1_explicit.txt").arg(name));
}

QString data(const QString &relative)
{
    return TestData::path(relative);
}

QStringList ciArguments(const QString &seed = QStringLiteral("1"))
{
    return {QStringLiteral("--ci"),        QStringLiteral("0.95"),
            QStringLiteral("--resamples"), kResamples,
            QStringLiteral("--seed"),      seed};
}

QStringList benchieRun(const QStringList &more)
{
    return QStringList{QStringLiteral("--gold"), enGold()} + more
        + QStringList{enSystem(QStringLiteral("clausie")), enSystem(QStringLiteral("minie"))};
}

QStringList compareRun(const QStringList &more)
{
    return QStringList{QStringLiteral("compare"), QStringLiteral("--gold"), enGold(), QStringLiteral("--resamples"),
                       kResamples}
    + more
        + QStringList{enSystem(QStringLiteral("clausie")), enSystem(QStringLiteral("minie")),
                      enSystem(QStringLiteral("stanford"))};
}

QStringList carbRun(const QStringList &more)
{
    return QStringList{QStringLiteral("--scorer"),        QStringLiteral("carb"),
                       QStringLiteral("--gold"),          data(QStringLiteral("carb/gold/test.tsv")),
                       QStringLiteral("--system-format"), QStringLiteral("openie4")}
    + more
        + QStringList{QStringLiteral("openie4=") + data(QStringLiteral("carb/systems/openie4_output.txt")),
                      QStringLiteral("openie5=") + data(QStringLiteral("carb/systems/openie4_output.txt"))};
}

QStringList oie2016Run(const QStringList &more)
{
    return QStringList{QStringLiteral("--scorer"), QStringLiteral("oie2016"), QStringLiteral("--gold"),
                       data(QStringLiteral("oie2016/gold/test.oie"))}
    + more
        + QStringList{QStringLiteral("--system-format"),
                      QStringLiteral("openie4"),
                      QStringLiteral("openie4=") + data(QStringLiteral("oie2016/systems/openie4_output.txt")),
                      QStringLiteral("--system-format"),
                      QStringLiteral("clausie"),
                      QStringLiteral("clausie=") + data(QStringLiteral("oie2016/systems/clausie_output.txt"))};
}

QStringList flRun(const QStringList &more)
{
    return QStringList{QStringLiteral("--scorer"), QStringLiteral("fl"), QStringLiteral("--gold"),
                       data(QStringLiteral("benchie_fl/benchie_fl_gold_300.txt"))}
    + more
        + QStringList{QStringLiteral("minie=") + data(QStringLiteral("benchie_fl/systems/minie_benchie_form.txt")),
                      QStringLiteral("clausie=") + data(QStringLiteral("benchie_fl/systems/clausie_benchie_form.txt"))};
}

QJsonObject jsonOf(const ScoreRun &run)
{
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

// Every system of a JSON report has [low, high] intervals for these metrics, low <= high, in [0, 1].
void checkIntervals(const QJsonObject &root, const QStringList &metrics, const QStringList &absent = {})
{
    QCOMPARE(root.value(QStringLiteral("ci")).toObject().value(QStringLiteral("level")).toDouble(), 0.95);
    QCOMPARE(root.value(QStringLiteral("ci")).toObject().value(QStringLiteral("resamples")).toInt(),
             kResamples.toInt());
    const QJsonArray systems = root.value(QStringLiteral("systems")).toArray();
    QVERIFY(systems.size() >= 2);
    for (const QJsonValue &system : systems) {
        for (const QString &metric : metrics) {
            const QJsonArray interval = system.toObject().value(metric + QStringLiteral("_ci")).toArray();
            QCOMPARE(interval.size(), 2);
            QVERIFY(interval.at(0).isDouble() && interval.at(1).isDouble());
            QVERIFY(0 <= interval.at(0).toDouble() && interval.at(0).toDouble() <= interval.at(1).toDouble());
            QVERIFY(interval.at(1).toDouble() <= 1);
        }
        for (const QString &metric : absent)
            QVERIFY(!system.toObject().contains(metric + QStringLiteral("_ci")));
    }
}

} // namespace

class TestCompareCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void intervalsInEveryFormat();
    void intervalsAreTheCoreOnes();
    void intervalsDeterministic();
    void intervalsOfEveryScorer();
    void withoutCiNothingNew();

    void compareJson();
    void compareTable();
    void compareCsvAndLatex();
    void compareIdenticalSystems();
    void compareEveryScorer();
    void compareDeterministic();

    void usageErrors_data();
    void usageErrors();
};

void TestCompareCommand::initTestCase()
{
    for (const QString &file :
         {enGold(), data(QStringLiteral("carb/gold/test.tsv")), data(QStringLiteral("oie2016/gold/test.oie")),
          data(QStringLiteral("benchie_fl/benchie_fl_gold_300.txt")), data(QStringLiteral("robust/gold.json"))})
        REQUIRE_DATA_FILE(file);
}

void TestCompareCommand::intervalsInEveryFormat()
{
    ScoreRun run = runScore(benchieRun(ciArguments()));
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    // clausie: 345 of 686, F1 0.3389 (docs/scoring/benchie.md 1.5), each with its interval.
    QVERIFY2(run.out.contains(QStringLiteral("0.5029 [0.")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("0.3389 [0.")), qPrintable(run.out));
    QVERIFY(run.out.contains(
        QStringLiteral("[low, high]: 95% percentile bootstrap interval over the gold sentences, %1 resamples, seed 1")
            .arg(kResamples)));

    run = runScore(benchieRun(ciArguments() + QStringList{QStringLiteral("--format"), QStringLiteral("json")}));
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    checkIntervals(jsonOf(run), {QStringLiteral("precision"), QStringLiteral("recall"), QStringLiteral("f1")},
                   {QStringLiteral("auc")});
    QCOMPARE(jsonOf(run).value(QStringLiteral("ci")).toObject().value(QStringLiteral("seed")).toInt(), 1);

    for (const QString &format : {QStringLiteral("csv"), QStringLiteral("tsv")}) {
        run = runScore(benchieRun(ciArguments() + QStringList{QStringLiteral("--format"), format}));
        QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
        const QChar separator = format == QLatin1String("csv") ? QLatin1Char(',') : QLatin1Char('\t');
        const QStringList lines = run.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 3);
        QCOMPARE(
            lines.first(),
            QStringList({QStringLiteral("system"), QStringLiteral("extractions"), QStringLiteral("tp"),
                         QStringLiteral("fp"), QStringLiteral("fn"), QStringLiteral("precision"),
                         QStringLiteral("recall"), QStringLiteral("f1"), QStringLiteral("precision_ci_low"),
                         QStringLiteral("precision_ci_high"), QStringLiteral("recall_ci_low"),
                         QStringLiteral("recall_ci_high"), QStringLiteral("f1_ci_low"), QStringLiteral("f1_ci_high")})
                .join(separator));
        QCOMPARE(lines.at(1).split(separator).size(), 14);
    }

    run = runScore(benchieRun(ciArguments() + QStringList{QStringLiteral("--format"), QStringLiteral("latex")}));
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    QVERIFY(run.out.contains(QStringLiteral("System & TP & FP & FN & P & R & F1 & P CI & R CI & F1 CI \\\\")));
    QVERIFY(run.out.contains(QStringLiteral("\\textbf{0.339}")));
    QVERIFY(run.out.startsWith(QStringLiteral("% BenchIE scores")));
}

void TestCompareCommand::intervalsAreTheCoreOnes()
{
    // The command's interval is Bootstrap::intervals over the scorer's per-sentence counts.
    const ScoreRun run = runScore(
        benchieRun(ciArguments(QStringLiteral("7")) + QStringList{QStringLiteral("--format"), QStringLiteral("json")}));
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    ScoringSession session;
    QString error;
    QVERIFY2(
        session.open(enGold(),
                     {{QStringLiteral("clausie"), TestData::benchie(QStringLiteral("systems/clausie_explicit.txt"))}},
                     &error),
        qPrintable(error));
    BootstrapSettings settings;
    settings.resamples = kResamples.toInt();
    settings.seed = 7;
    const SystemIntervals expected
        = Bootstrap::intervals({SentenceOutcomes::fromScore(session.scores().first())}, settings).first();
    const QJsonObject clausie = jsonOf(run).value(QStringLiteral("systems")).toArray().first().toObject();
    QCOMPARE(clausie.value(QStringLiteral("name")).toString(), QStringLiteral("clausie"));
    const QJsonArray f1 = clausie.value(QStringLiteral("f1_ci")).toArray();
    QVERIFY(f1.at(0).toDouble() == expected.of(StatsMetric::F1).low
            && f1.at(1).toDouble() == expected.of(StatsMetric::F1).high);
    const QJsonArray precision = clausie.value(QStringLiteral("precision_ci")).toArray();
    QVERIFY(precision.at(0).toDouble() == expected.of(StatsMetric::Precision).low
            && precision.at(1).toDouble() == expected.of(StatsMetric::Precision).high);
}

void TestCompareCommand::intervalsDeterministic()
{
    const QStringList json{QStringLiteral("--format"), QStringLiteral("json")};
    const ScoreRun first = runScore(benchieRun(ciArguments() + json));
    const ScoreRun again = runScore(benchieRun(ciArguments() + json));
    const ScoreRun other = runScore(benchieRun(ciArguments(QStringLiteral("2")) + json));
    QVERIFY2(first.status == 0 && again.status == 0 && other.status == 0, qPrintable(describeRun(other)));
    QCOMPARE(again.out, first.out);
    QVERIFY(other.out != first.out);
    QCOMPARE(jsonOf(other).value(QStringLiteral("ci")).toObject().value(QStringLiteral("seed")).toInt(), 2);
}

void TestCompareCommand::intervalsOfEveryScorer()
{
    const QStringList json{QStringLiteral("--format"), QStringLiteral("json")};
    const QStringList withAuc{QStringLiteral("auc"), QStringLiteral("precision"), QStringLiteral("recall"),
                              QStringLiteral("f1")};
    ScoreRun run = runScore(carbRun(ciArguments() + json));
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    checkIntervals(jsonOf(run), withAuc);
    run = runScore(oie2016Run(ciArguments() + json));
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    checkIntervals(jsonOf(run), withAuc);
    run = runScore(flRun(ciArguments() + json));
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    checkIntervals(jsonOf(run), {QStringLiteral("precision"), QStringLiteral("recall"), QStringLiteral("f1")},
                   {QStringLiteral("auc")});
    // The tables: CaRB's 3 decimals with the interval, the CSV's two columns per metric.
    run = runScore(carbRun(ciArguments()));
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    QVERIFY2(run.out.contains(QStringLiteral("0.272 [0.")), qPrintable(run.out)); // OpenIE-4's AUC on CaRB's test split
    run = runScore(oie2016Run(ciArguments() + QStringList{QStringLiteral("--format"), QStringLiteral("csv")}));
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    QVERIFY(run.out.section(QLatin1Char('\n'), 0, 0)
                .endsWith(QStringLiteral(
                    "f1,auc_ci_low,auc_ci_high,precision_ci_low,precision_ci_high,recall_ci_low,recall_ci_high,"
                    "f1_ci_low,f1_ci_high")));
}

void TestCompareCommand::withoutCiNothingNew()
{
    const ScoreRun run = runScore(benchieRun({QStringLiteral("--format"), QStringLiteral("json")}));
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    QVERIFY(!run.out.contains(QStringLiteral("_ci")));
    QVERIFY(!jsonOf(run).contains(QStringLiteral("ci")));
    const ScoreRun table = runScore(benchieRun({}));
    QVERIFY(!table.out.contains(QLatin1Char('[')));
}

void TestCompareCommand::compareJson()
{
    const ScoreRun run
        = runScore(compareRun({QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--holm")}));
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    const QJsonObject root = jsonOf(run);
    QCOMPARE(root.value(QStringLiteral("test")).toString(), QStringLiteral("randomization"));
    QCOMPARE(root.value(QStringLiteral("resamples")).toInt(), kResamples.toInt());
    QCOMPARE(root.value(QStringLiteral("seed")).toInt(), 1);
    QCOMPARE(root.value(QStringLiteral("holm")).toBool(), true);
    QCOMPARE(root.value(QStringLiteral("sentences")).toInt(), 300);
    QCOMPARE(root.value(QStringLiteral("scorer")).toString(), QStringLiteral("benchie"));
    const QJsonArray systems = root.value(QStringLiteral("systems")).toArray();
    QCOMPARE(systems.size(), 3);
    QCOMPARE(systems.at(0).toObject().value(QStringLiteral("precision")).toDouble(), 345.0 / 686.0);
    const QJsonArray pairs = root.value(QStringLiteral("pairs")).toArray();
    QCOMPARE(pairs.size(), 9); // 3 pairs x precision, recall, f1
    const auto figure = [&](const QString &name, const QString &metric) {
        for (const QJsonValue &system : systems) {
            if (system.toObject().value(QStringLiteral("name")).toString() == name)
                return system.toObject().value(metric).toDouble();
        }
        return -1.0;
    };
    for (const QJsonValue &value : pairs) {
        const QJsonObject pair = value.toObject();
        const QString a = pair.value(QStringLiteral("a")).toString();
        const QString b = pair.value(QStringLiteral("b")).toString();
        const QString metric = pair.value(QStringLiteral("metric")).toString();
        QVERIFY(pair.value(QStringLiteral("delta")).toDouble() == figure(a, metric) - figure(b, metric));
        const double p = pair.value(QStringLiteral("p_value")).toDouble();
        QCOMPARE(p, (pair.value(QStringLiteral("as_extreme")).toDouble() + 1) / (kResamples.toDouble() + 1));
        QVERIFY(p > 0 && p <= 1);
        QVERIFY(pair.value(QStringLiteral("p_holm")).toDouble() >= p);
    }
    // ClausIE against Stanford on F1: 0.34 against 0.13, no round comes near.
    QCOMPARE(pairs.at(5).toObject().value(QStringLiteral("b")).toString(), QStringLiteral("stanford"));
    QCOMPARE(pairs.at(5).toObject().value(QStringLiteral("metric")).toString(), QStringLiteral("f1"));
    QCOMPARE(pairs.at(5).toObject().value(QStringLiteral("as_extreme")).toInt(), 0);
}

void TestCompareCommand::compareTable()
{
    const ScoreRun run = runScore(compareRun({QStringLiteral("--test"), QStringLiteral("bootstrap")}));
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    QVERIFY2(
        run.out.startsWith(QStringLiteral("Paired bootstrap test (%1 resamples of the sentences, seed 1), BenchIE, "
                                          "facet default, gold ")
                               .arg(kResamples)),
        qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral("3 systems, 300 sentences")));
    for (const QString &metric : {QStringLiteral("precision"), QStringLiteral("recall"), QStringLiteral("f1")})
        QVERIFY(run.out.contains(QLatin1Char('\n') + metric + QStringLiteral(": p-values, row against column")));
    QVERIFY(run.out.contains(QStringLiteral("> row higher, < row lower; * p < 0.05")));
    QVERIFY(run.out.contains(QRegularExpression(QStringLiteral("\\nstanford +< [0-9.e-]+\\* +< [0-9.e-]+\\* +-\\n"))));
}

// CSV: one row per pair and metric with the JSON's numbers, the test, rounds and seed; LaTeX: a
// matrix per metric, a dagger exactly where p < 0.05 (Holm-adjusted with --holm), a footnote
// naming the test.
void TestCompareCommand::compareCsvAndLatex()
{
    const QStringList options{QStringLiteral("--holm"), QStringLiteral("--seed"), QStringLiteral("3")};
    const ScoreRun json = runScore(compareRun(options + QStringList{QStringLiteral("--format"), QStringLiteral("json")}));
    const ScoreRun csv = runScore(compareRun(options + QStringList{QStringLiteral("--format"), QStringLiteral("csv")}));
    const ScoreRun latex
        = runScore(compareRun(options + QStringList{QStringLiteral("--format"), QStringLiteral("latex")}));
    QVERIFY2(json.status == 0 && csv.status == 0 && latex.status == 0, qPrintable(describeRun(csv)));
    const QJsonArray pairs = jsonOf(json).value(QStringLiteral("pairs")).toArray();
    const QStringList lines = csv.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), QStringLiteral("a,b,metric,delta,as_extreme,p_value,p_holm,test,resamples,seed"));
    QCOMPARE(lines.size(), pairs.size() + 1);
    int significant = 0;
    for (int i = 0; i < pairs.size(); ++i) {
        const QJsonObject pair = pairs.at(i).toObject();
        const QStringList fields = lines.at(i + 1).split(QLatin1Char(','));
        QCOMPARE(fields.size(), 10);
        QCOMPARE(fields.at(0), pair.value(QStringLiteral("a")).toString());
        QCOMPARE(fields.at(2), pair.value(QStringLiteral("metric")).toString());
        QCOMPARE(fields.at(3).toDouble(), pair.value(QStringLiteral("delta")).toDouble());
        QCOMPARE(fields.at(5).toDouble(), pair.value(QStringLiteral("p_value")).toDouble());
        QCOMPARE(fields.at(6).toDouble(), pair.value(QStringLiteral("p_holm")).toDouble());
        QCOMPARE(fields.mid(7), (QStringList{QStringLiteral("randomization"), kResamples, QStringLiteral("3")}));
        significant += pair.value(QStringLiteral("p_holm")).toDouble() < 0.05 ? 1 : 0;
    }
    QVERIFY(significant > 0 && significant < pairs.size());
    QCOMPARE(latex.out.count(QStringLiteral("\\begin{tabular}")), 3);
    // Each significant pair is marked twice (both halves of the matrix), in the cells only.
    QCOMPARE(latex.out.count(QStringLiteral("^{\\dagger}$ {\\scriptsize")), 2 * significant);
    QVERIFY2(latex.out.contains(QStringLiteral("two-sided approximate randomization test (%1 rounds swapping "
                                               "sentences, seed 3), Holm-adjusted over 3 pairs")
                                    .arg(kResamples)),
             qPrintable(latex.out));
}

void TestCompareCommand::compareIdenticalSystems()
{
    for (const QString &test : {QStringLiteral("bootstrap"), QStringLiteral("randomization")}) {
        const ScoreRun run
            = runScore({QStringLiteral("compare"), QStringLiteral("--gold"), enGold(), QStringLiteral("--resamples"),
                        kResamples, QStringLiteral("--test"), test, QStringLiteral("--format"), QStringLiteral("json"),
                        enSystem(QStringLiteral("minie")),
                        QStringLiteral("again=") + TestData::benchie(QStringLiteral("systems/minie_explicit.txt"))});
        QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
        const QJsonArray pairs = jsonOf(run).value(QStringLiteral("pairs")).toArray();
        QCOMPARE(pairs.size(), 3);
        for (const QJsonValue &pair : pairs) {
            QCOMPARE(pair.toObject().value(QStringLiteral("delta")).toDouble(), 0.0);
            QCOMPARE(pair.toObject().value(QStringLiteral("p_value")).toDouble(), 1.0);
            // The paired bootstrap's interval of the difference: zero width.
            const QJsonArray interval = pair.toObject().value(QStringLiteral("delta_ci")).toArray();
            if (test == QLatin1String("bootstrap")) {
                QCOMPARE(interval.size(), 2);
                QCOMPARE(interval.at(0).toDouble(), 0.0);
                QCOMPARE(interval.at(1).toDouble(), 0.0);
            } else {
                QVERIFY(interval.isEmpty());
            }
        }
    }
}

void TestCompareCommand::compareEveryScorer()
{
    const QStringList json{QStringLiteral("--format"), QStringLiteral("json")};
    const QStringList resamples{QStringLiteral("--resamples"), kResamples};
    struct Case
    {
        QStringList arguments;
        QString scorer;
        int metrics;
    };
    const QVector<Case> cases{
        {carbRun(resamples + json), QStringLiteral("carb"), 4},
        {oie2016Run(resamples + json), QStringLiteral("oie2016"), 4},
        {flRun(resamples + json), QStringLiteral("fl"), 3},
        {QStringList{QStringLiteral("--facet"), QStringLiteral("minimal")} + benchieRun(resamples + json),
         QStringLiteral("benchie"), 3},
    };
    for (const Case &c : cases) {
        const ScoreRun run = runScore(QStringList{QStringLiteral("compare")} + c.arguments);
        QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
        const QJsonObject root = jsonOf(run);
        QCOMPARE(root.value(QStringLiteral("scorer")).toString(), c.scorer);
        QCOMPARE(root.value(QStringLiteral("pairs")).toArray().size(), c.metrics);
        QCOMPARE(root.value(QStringLiteral("metrics")).toArray().size(), c.metrics);
    }
    // CaRB's two systems here are one file: nothing to tell apart.
    const ScoreRun same = runScore(QStringList{QStringLiteral("compare")} + carbRun(resamples + json));
    for (const QJsonValue &pair : jsonOf(same).value(QStringLiteral("pairs")).toArray())
        QCOMPARE(pair.toObject().value(QStringLiteral("p_value")).toDouble(), 1.0);
    // --metric picks the metrics, in the order given.
    const ScoreRun picked
        = runScore(QStringList{QStringLiteral("compare"), QStringLiteral("--metric"), QStringLiteral("f1,auc")}
                   + oie2016Run(resamples + json));
    QVERIFY2(picked.status == 0, qPrintable(describeRun(picked)));
    QCOMPARE(jsonOf(picked).value(QStringLiteral("metrics")).toArray(),
             (QJsonArray{QStringLiteral("f1"), QStringLiteral("auc")}));
}

void TestCompareCommand::compareDeterministic()
{
    const QStringList json{QStringLiteral("--format"), QStringLiteral("json")};
    const ScoreRun first = runScore(compareRun(json));
    const ScoreRun again = runScore(compareRun(json));
    const ScoreRun other = runScore(compareRun(json + QStringList{QStringLiteral("--seed"), QStringLiteral("12345")}));
    QVERIFY2(first.status == 0 && other.status == 0, qPrintable(describeRun(other)));
    QCOMPARE(again.out, first.out);
    QVERIFY(other.out != first.out);
    QCOMPARE(jsonOf(other).value(QStringLiteral("seed")).toInt(), 12345);
}

void TestCompareCommand::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString gold = enGold();
    const QString clausie = enSystem(QStringLiteral("clausie"));
    const QString minie = enSystem(QStringLiteral("minie"));
    const QStringList two{clausie, minie};
    const QStringList compare{QStringLiteral("compare"), QStringLiteral("--gold"), gold};
    QTest::newRow("ci level") << QStringList{QStringLiteral("--gold"), gold, QStringLiteral("--ci"),
                                             QStringLiteral("95"), clausie}
                              << QStringLiteral("--ci takes a confidence level between 0 and 1");
    QTest::newRow("resamples without ci")
        << QStringList{QStringLiteral("--gold"), gold, QStringLiteral("--resamples"), QStringLiteral("100"), clausie}
        << QStringLiteral("--resamples and --seed go with --ci");
    QTest::newRow("zero resamples") << QStringList{QStringLiteral("--gold"),
                                                   gold,
                                                   QStringLiteral("--ci"),
                                                   QStringLiteral("0.9"),
                                                   QStringLiteral("--resamples"),
                                                   QStringLiteral("0"),
                                                   clausie}
                                    << QStringLiteral("--resamples takes a whole number");
    QTest::newRow("negative seed") << compare + QStringList{QStringLiteral("--seed"), QStringLiteral("-1")} + two
                                   << QStringLiteral("--seed takes a whole number");
    QTest::newRow("robust") << QStringList{QStringLiteral("--scorer"),
                                           QStringLiteral("robust"),
                                           QStringLiteral("--gold"),
                                           data(QStringLiteral("robust/gold.json")),
                                           QStringLiteral("--ci"),
                                           QStringLiteral("0.95"),
                                           QStringLiteral("a=") + data(QStringLiteral("robust/sys_openie4.json"))}
                            << QStringLiteral("--ci: ROBUST scores cliques");
    QTest::newRow("fl official") << flRun(
        {QStringLiteral("--fl-official"), QStringLiteral("--ci"), QStringLiteral("0.95")})
                                 << QStringLiteral("--fl-official counts extractions by their text");
    QTest::newRow("one system") << compare + QStringList{clausie} << QStringLiteral("needs two systems or more");
    QTest::newRow("unknown test") << compare + QStringList{QStringLiteral("--test"), QStringLiteral("t")} + two
                                  << QStringLiteral("unknown test 't' (expected bootstrap|randomization)");
    QTest::newRow("unknown metric") << compare + QStringList{QStringLiteral("--metric"), QStringLiteral("f2")} + two
                                    << QStringLiteral("unknown metric 'f2'");
    QTest::newRow("auc of benchie") << compare + QStringList{QStringLiteral("--metric"), QStringLiteral("auc")} + two
                                    << QStringLiteral("--metric auc: this scorer draws no precision-recall curve");
    QTest::newRow("ci in compare") << compare + QStringList{QStringLiteral("--ci"), QStringLiteral("0.9")} + two
                                   << QStringLiteral("option '--ci' is not available with compare");
    QTest::newRow("details in compare") << compare + QStringList{QStringLiteral("--details")} + two
                                        << QStringLiteral("option '--details' is not available with compare");
    // CSV and LaTeX are compare's formats too (the studio's Compare Systems exports them); TSV is not.
    QTest::newRow("tsv in compare") << compare + QStringList{QStringLiteral("--format"), QStringLiteral("tsv")} + two
                                    << QStringLiteral("unknown format 'tsv' (expected json|table|csv|latex)");
    QTest::newRow("robust compare") << QStringList{QStringLiteral("compare"), QStringLiteral("--scorer"),
                                                   QStringLiteral("robust")}
                                    << QStringLiteral("--scorer robust scores cliques");
    QTest::newRow("unknown scorer") << QStringList{QStringLiteral("compare"), QStringLiteral("--scorer=x")}
                                    << QStringLiteral("unknown scorer 'x' (expected benchie|fl|carb|oie2016)");
    QTest::newRow("holm outside compare")
        << QStringList{QStringLiteral("--gold"), gold, QStringLiteral("--holm"), clausie}
        << QStringLiteral("unknown option '--holm'");
}

void TestCompareCommand::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const ScoreRun run = runScore(arguments);
    QVERIFY2(run.status == 2, qPrintable(describeRun(run)));
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(run.err.contains(QStringLiteral("oie-score compare --gold GOLD"))); // the usage follows
    QVERIFY(run.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCompareCommand)
#include "test_compare_command.moc"
