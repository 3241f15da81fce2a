// The whole program's scripted export, as a paper's Makefile runs it: the built oie-studio
// with --export-charts on the real English gold and three real systems, without a display
// (no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM in its environment). Checks the exit status,
// every chart in every format asked for (PDF header, PNG size at the requested size and
// resolution, SVG), the CSV beside each figure against the official BenchIE numbers, that no
// window was opened, and that bad input fails with a FILE:LINE: message and writes nothing.

#include "tests/TestData.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QStringList kSystems = {QStringLiteral("clausie"), QStringLiteral("minie"), QStringLiteral("openie6")};

// Every chart of a BenchIE evaluation with a CaRB gold (docs: README "Figures for papers").
const QStringList kCharts
    = {QStringLiteral("prf1"),          QStringLiteral("f1_by_facet"),           QStringLiteral("slot_errors"),
       QStringLiteral("error_buckets"), QStringLiteral("error_buckets_heatmap"), QStringLiteral("buckets_length"),
       QStringLiteral("buckets_conj"),  QStringLiteral("buckets_case"),          QStringLiteral("carb_pr_curve")};

struct Run
{
    int status = -1;
    QString out;
    QString err;
};

// oie-studio with `arguments`, as a Makefile without a display runs it.
Run studio(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString &name :
         {QStringLiteral("DISPLAY"), QStringLiteral("WAYLAND_DISPLAY"), QStringLiteral("QT_QPA_PLATFORM")})
        environment.remove(name);
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(OIE_STUDIO_EXE), arguments);
    Run run;
    if (!process.waitForFinished(TestData::timeLimitMs(120000)))
        return run;
    run.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QStringList systemArguments()
{
    QStringList arguments;
    for (const QString &system : kSystems)
        arguments << QStringLiteral("--system")
                  << system + QLatin1Char('=')
                + TestData::benchie(QStringLiteral("systems/") + system + QStringLiteral("_explicit.txt"));
    return arguments;
}

QByteArray head(const QString &path, int bytes)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(bytes) : QByteArray();
}

} // namespace

class TestStudioExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void exportsEveryChartInEveryFormat();
    void missingSystemFileFailsWithItsName();
    void malformedGoldLineFailsWithFileAndLine();
    void emptyGoldExportsNothing();

private:
    QString m_gold;
};

void TestStudioExport::initTestCase()
{
    QVERIFY2(QFileInfo(QStringLiteral(OIE_STUDIO_EXE)).isExecutable(), OIE_STUDIO_EXE);
    m_gold = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    REQUIRE_DATA_FILE(m_gold);
    REQUIRE_DATA_FILE(TestData::benchie(QStringLiteral("carb_explicit.txt")));
    for (const QString &system : kSystems)
        REQUIRE_DATA_FILE(TestData::benchie(QStringLiteral("systems/") + system + QStringLiteral("_explicit.txt")));
}

void TestStudioExport::exportsEveryChartInEveryFormat()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("figures"));
    const Run run
        = studio(QStringList{QStringLiteral("--export-charts"), out, QStringLiteral("--size"),
                             QStringLiteral("8.5x6cm"), QStringLiteral("--format"), QStringLiteral("pdf,svg,png,tex"),
                             QStringLiteral("--carb-gold"), TestData::benchie(QStringLiteral("carb_explicit.txt")),
                             QStringLiteral("--scorer"), QStringLiteral("carb"), m_gold}
                 + systemArguments());
    QVERIFY2(run.status == 0, qPrintable(QStringLiteral("exit %1: %2").arg(run.status).arg(run.err)));
    // No window: the studio fails the export when one was created (and it ran without a display).
    QVERIFY2(!run.err.contains(QStringLiteral("window")), qPrintable(run.err));
    // 8.5 x 6 cm in points (the layout unit), then in pixels at the PNG's 300 dpi.
    const int widthPoints = qRound(8.5 / 2.54 * 72.0);
    const int heightPoints = qRound(6.0 / 2.54 * 72.0);
    const double scale = 300.0 / 72.0;
    QStringList expected;
    for (const QString &chart : kCharts) {
        for (const QString &suffix : {QStringLiteral("pdf"), QStringLiteral("svg"), QStringLiteral("png"),
                                      QStringLiteral("tex"), QStringLiteral("csv"), QStringLiteral("caption.tex")})
            expected.append(chart + QLatin1Char('.') + suffix);
    }
    QStringList found = QDir(out).entryList(QDir::Files);
    found.sort();
    expected.sort();
    QCOMPARE(found, expected); // every chart in every format, nothing else
    QCOMPARE(run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), expected.size()); // each path written, listed
    for (const QString &chart : kCharts) {
        const QString base = QDir(out).filePath(chart);
        QVERIFY2(head(base + QStringLiteral(".pdf"), 5) == "%PDF-", qPrintable(chart));
        QVERIFY2(head(base + QStringLiteral(".svg"), 400).contains("<svg"), qPrintable(chart));
        QVERIFY2(head(base + QStringLiteral(".tex"), 4000).contains("\\begin{tikzpicture}"), qPrintable(chart));
        QVERIFY2(head(base + QStringLiteral(".caption.tex"), 4000).contains("\n\\caption{"), qPrintable(chart));
        QImageReader reader(base + QStringLiteral(".png"));
        QCOMPARE(reader.format(), QByteArray("png"));
        const QImage image = reader.read();
        QVERIFY2(!image.isNull(), qPrintable(chart));
        QVERIFY2(qAbs(image.width() - qRound(widthPoints * scale)) <= 1,
                 qPrintable(QStringLiteral("%1: %2 px wide").arg(chart).arg(image.width())));
        // A heat map of more systems than lines fit grows taller; every other figure keeps the size.
        if (chart == QStringLiteral("error_buckets_heatmap"))
            QVERIFY(image.height() >= qRound(heightPoints * scale) - 1);
        else
            QVERIFY2(qAbs(image.height() - qRound(heightPoints * scale)) <= 1,
                     qPrintable(QStringLiteral("%1: %2 px high").arg(chart).arg(image.height())));
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 300);
        // The data beside it: a header, then one row per system (bars, heat map) or per point
        // (curves), every system by its full name, in order.
        QFile csv(base + QStringLiteral(".csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(lines.size() >= 1 + kSystems.size(), qPrintable(chart));
        QVERIFY2(lines.first().startsWith(QStringLiteral("series,")), qPrintable(lines.first()));
        QStringList names;
        for (const QString &line : lines.mid(1)) {
            const QString name = line.section(QLatin1Char(','), 0, 0);
            if (names.isEmpty() || names.last() != name)
                names.append(name);
        }
        QCOMPARE(names, kSystems);
        if (chart != QStringLiteral("carb_pr_curve"))
            QCOMPARE(lines.size(), 1 + kSystems.size());
    }
    // prf1.csv holds the official BenchIE scores of each system (reference/benchie_official.json).
    const QString reference = TestData::path(QStringLiteral("reference/benchie_official.json"));
    REQUIRE_DATA_FILE(reference);
    QFile json(reference);
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonObject official
        = QJsonDocument::fromJson(json.readAll()).object().value(QStringLiteral("en/default/slot")).toObject();
    QFile prf1(QDir(out).filePath(QStringLiteral("prf1.csv")));
    QVERIFY(prf1.open(QIODevice::ReadOnly));
    const QStringList rows = QString::fromUtf8(prf1.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(rows.first(), QStringLiteral("series,Precision,Recall,F1"));
    for (int s = 0; s < kSystems.size(); ++s) {
        const QStringList fields = rows.at(s + 1).split(QLatin1Char(','));
        const QJsonObject scores = official.value(kSystems.at(s)).toObject();
        QVERIFY2(!scores.isEmpty(), qPrintable(kSystems.at(s)));
        QCOMPARE(fields.at(1).toDouble(), scores.value(QStringLiteral("precision")).toDouble());
        QCOMPARE(fields.at(2).toDouble(), scores.value(QStringLiteral("recall")).toDouble());
        QCOMPARE(fields.at(3).toDouble(), scores.value(QStringLiteral("f1")).toDouble());
    }
}

void TestStudioExport::missingSystemFileFailsWithItsName()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString missing = dir.filePath(QStringLiteral("no_such_system.txt"));
    const QString out = dir.filePath(QStringLiteral("figures"));
    const Run run = studio({QStringLiteral("--export-charts"), out, m_gold, QStringLiteral("--system"),
                            QStringLiteral("ghost=") + missing});
    QVERIFY2(run.status > 0, qPrintable(QStringLiteral("exit %1").arg(run.status)));
    QVERIFY2(run.err.contains(missing + QLatin1Char(':')), qPrintable(run.err));
    QVERIFY(!QFileInfo::exists(out)); // nothing exported from half the input

    // A screenshot likewise: the error, exit 1, no picture of fewer systems.
    const QString png = dir.filePath(QStringLiteral("window.png"));
    QStringList screenshot{m_gold, QStringLiteral("--system"), QStringLiteral("ghost=") + missing,
                           QStringLiteral("--screenshot"), png};
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(OIE_STUDIO_EXE), screenshot);
    QVERIFY(process.waitForFinished(TestData::timeLimitMs(120000)));
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QCOMPARE(process.exitCode(), 1);
    QVERIFY2(err.contains(missing + QLatin1Char(':')), qPrintable(err));
    QVERIFY(!QFileInfo::exists(png));
}

void TestStudioExport::malformedGoldLineFailsWithFileAndLine()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // The first sentence of the real gold, then a sentence line without its tab (line 4).
    QFile real(m_gold);
    QVERIFY(real.open(QIODevice::ReadOnly));
    QByteArray bytes;
    for (int i = 0; i < 3; ++i)
        bytes += real.readLine();
    bytes += "sent_id:2 a sentence without its tab .\n1--> Cluster 1:\na --> b --> c\n";
    const QString gold = dir.filePath(QStringLiteral("gold.txt"));
    QVERIFY(writeFile(gold, bytes));
    const QString out = dir.filePath(QStringLiteral("figures"));
    const Run run = studio(QStringList{QStringLiteral("--export-charts"), out, gold} + systemArguments());
    QVERIFY2(run.status > 0, qPrintable(QStringLiteral("exit %1").arg(run.status)));
    QVERIFY2(run.err.contains(gold + QStringLiteral(":4: ")), qPrintable(run.err));
    QVERIFY(!QFileInfo::exists(out));
}

// Issue 31: an empty gold (/dev/null) opens to be annotated, but gives no figures of nothing.
void TestStudioExport::emptyGoldExportsNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("figures"));
    const Run run
        = studio(QStringList{QStringLiteral("--export-charts"), out, QStringLiteral("/dev/null")} + systemArguments());
    QCOMPARE(run.status, 1);
    QVERIFY2(run.err.contains(QLatin1String("/dev/null: no synset in this gold")), qPrintable(run.err));
    QVERIFY(!QFileInfo::exists(out));
}

QTEST_MAIN(TestStudioExport)
#include "TestStudioExport.moc"
