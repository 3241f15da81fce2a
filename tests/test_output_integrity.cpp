// Output integrity (issue "Robustness, proven"): every write of oie-score, to standard output
// or to a file, is checked (a full device fails the run with "file: write failed: reason"),
// and an input file that changes while it is being read fails the run instead of being
// scored half-written.
#include "cli/OieScore.h"
#include "core/base/TextFileLines.h"
#include "tests/RunScore.h"
#include "tests/TestData.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {

const QString kFull = QStringLiteral("/dev/full");

QStringList words(const char *text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// Runs oie-score with its standard output on /dev/full.
ScoreRun runIntoFullDevice(const QStringList &arguments)
{
    ScoreRun run;
    QProcess process;
    process.setStandardOutputFile(kFull);
    process.start(QStringLiteral(OIE_SCORE_EXE), arguments);
    if (!process.waitForFinished(TestData::timeLimitMs(120000))) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// Runs oie-score in this process (so that the read hook applies).
ScoreRun runInProcess(const QStringList &arguments)
{
    ScoreRun run;
    QTextStream out(&run.out);
    QTextStream err(&run.err);
    run.status = OieScore::run(arguments, out, err, CommandSupport::Ending::Return);
    out.flush();
    err.flush();
    return run;
}

bool copyFile(const QString &from, const QString &to)
{
    QFile in(from);
    return in.open(QIODevice::ReadOnly) && writeFile(to, in.readAll());
}

bool isCharacterDevice(const QString &path)
{
    struct stat info{};
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 && S_ISCHR(info.st_mode);
}

} // namespace

class TestOutputIntegrity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void everyCommandChecksStandardOutput_data();
    void everyCommandChecksStandardOutput();
    void outputFilesAreChecked_data();
    void outputFilesAreChecked();
    void outputFileOnDeviceIsWrittenInPlace();
    void inputChangedWhileReadFailsTheRun_data();
    void inputChangedWhileReadFailsTheRun();
    void sameSizeRewriteIsSeenByItsTime();
    void unchangedInputIsRead();

private:
    QTemporaryDir m_dir;
    QString m_oieGold, m_oieSystem;
};

void TestOutputIntegrity::initTestCase()
{
    if (!isCharacterDevice(kFull))
        QFAIL("/dev/full is missing: these tests need the Linux device that is always full");
    QVERIFY(m_dir.isValid());
    // A tiny OIE2016 gold and OLLIE output (the real ones need --sentences and take longer).
    m_oieGold = m_dir.filePath(QStringLiteral("gold.oie"));
    m_oieSystem = m_dir.filePath(QStringLiteral("ollie.txt"));
    QVERIFY(writeFile(m_oieGold, "John likes Mary .\tlikes\tlikes\tJohn\tMary\n"));
    QVERIFY(writeFile(m_oieSystem, "header\n0.9\tJohn\tlikes\tMary\t\t\tJohn likes Mary .\n"));
}

void TestOutputIntegrity::cleanupTestCase()
{
    // Nothing here may ever replace the device by a regular file (QSaveFile renames over its
    // target, and these tests may run as root).
    QVERIFY(isCharacterDevice(kFull));
    TextFileLines::setReadHookForTests({});
}

void TestOutputIntegrity::everyCommandChecksStandardOutput_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString en = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    const QString clausie = QStringLiteral("clausie=") + TestData::benchie(QStringLiteral("systems/clausie_explicit.txt"));
    const QString fl = TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_50.txt"));
    const QString reverb = QStringLiteral("reverb=") + TestData::path(QStringLiteral("benchie_fl/systems/reverb_benchie_form.txt"));
    const QString carbGold = TestData::path(QStringLiteral("carb/gold/test.tsv"));
    const QString openie4 = QStringLiteral("openie4=") + TestData::path(QStringLiteral("carb/systems/openie4_output.txt"));
    const QString robustGold = TestData::path(QStringLiteral("robust/gold.json"));
    const QString robustSystem = QStringLiteral("openie4=") + TestData::path(QStringLiteral("robust/sys_openie4.json"));
    QTest::newRow("benchie json details") << QStringList{QStringLiteral("--gold"), en, QStringLiteral("--format"),
                                                         QStringLiteral("json"), QStringLiteral("--details"), clausie};
    QTest::newRow("benchie stats table") << QStringList{QStringLiteral("--gold"), en, QStringLiteral("--stats"), clausie};
    QTest::newRow("benchie csv") << QStringList{QStringLiteral("--gold"), en, QStringLiteral("--format=csv"), clausie};
    QTest::newRow("carb details") << (words("--scorer carb --system-format openie4 --details --gold")
                                      << carbGold << openie4);
    QTest::newRow("oie2016") << (words("--scorer oie2016 --system-format ollie --details --gold") << m_oieGold
                                 << QStringLiteral("ollie=") + m_oieSystem);
    QTest::newRow("robust details") << (words("--scorer robust --details --gold") << robustGold << robustSystem);
    QTest::newRow("fl") << (words("--scorer fl --fl-official --gold") << fl << reverb);
    QTest::newRow("agreement") << QStringList{QStringLiteral("agreement"), en, fl};
    QTest::newRow("lint") << QStringList{QStringLiteral("lint"), fl};
    QTest::newRow("analysis") << QStringList{QStringLiteral("analysis"), QStringLiteral("--gold"), en, clausie};
    QTest::newRow("help") << words("--help");
    QTest::newRow("carb help") << words("--scorer carb --help");
    QTest::newRow("oie2016 help") << words("--scorer oie2016 --help");
    QTest::newRow("lint help") << words("lint --help");
    QTest::newRow("analysis help") << words("analysis --help");
}

// Each command, its standard output on a full device: exit 1 with the reason, never 0.
void TestOutputIntegrity::everyCommandChecksStandardOutput()
{
    QFETCH(QStringList, arguments);
    for (const QString &argument : arguments) {
        const QString path = argument.section(QLatin1Char('='), -1);
        if (path.startsWith(QLatin1Char('/')))
            REQUIRE_DATA_FILE(path);
    }
    // The same command with a working output succeeds: the failure below is the device's.
    const ScoreRun fine = runScore(arguments);
    QVERIFY2(fine.status == 0 && !fine.out.isEmpty(), qPrintable(describeRun(fine)));
    const ScoreRun run = runIntoFullDevice(arguments);
    QVERIFY2(run.status == 1, qPrintable(describeRun(run)));
    QVERIFY2(run.err.contains(QLatin1String("standard output: write failed: No space left on device")),
             qPrintable(run.err));
}

void TestOutputIntegrity::outputFilesAreChecked_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString carbGold = TestData::path(QStringLiteral("carb/gold/test.tsv"));
    const QString openie4 = QStringLiteral("openie4=") + TestData::path(QStringLiteral("carb/systems/openie4_output.txt"));
    const QString en = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    const QString clausie = QStringLiteral("clausie=") + TestData::benchie(QStringLiteral("systems/clausie_explicit.txt"));
    QTest::newRow("carb --curve") << (words("--scorer carb --system-format openie4 --gold") << carbGold << QStringLiteral("--curve")
                                      << kFull << openie4);
    QTest::newRow("oie2016 --curve") << (words("--scorer oie2016 --system-format ollie --gold") << m_oieGold
                                         << QStringLiteral("--curve") << kFull << QStringLiteral("ollie=") + m_oieSystem);
    QTest::newRow("analysis --report") << QStringList{QStringLiteral("analysis"), QStringLiteral("--gold"), en,
                                                      QStringLiteral("--report"), kFull, clausie};
}

// A file the command writes besides standard output (--curve, --report) on a full device.
void TestOutputIntegrity::outputFilesAreChecked()
{
    QFETCH(QStringList, arguments);
    const ScoreRun run = runScore(arguments);
    QVERIFY2(run.status == 1, qPrintable(describeRun(run)));
    QVERIFY2(run.err.startsWith(kFull + QStringLiteral(": write failed: No space left on device")), qPrintable(run.err));
    QVERIFY(isCharacterDevice(kFull));
}

// A device is written in place, not replaced: the curve reaches a pipe-like target whole.
void TestOutputIntegrity::outputFileOnDeviceIsWrittenInPlace()
{
    QString error;
    QVERIFY(!TextFileLines::writeFileAtomically("x\n", kFull, &error));
    QCOMPARE(error, kFull + QStringLiteral(": write failed: No space left on device"));
    QVERIFY(isCharacterDevice(kFull));
    QVERIFY2(TextFileLines::writeFileAtomically("", QStringLiteral("/dev/null"), &error), qPrintable(error));
    QVERIFY(isCharacterDevice(QStringLiteral("/dev/null")));
}

void TestOutputIntegrity::inputChangedWhileReadFailsTheRun_data()
{
    QTest::addColumn<QStringList>("arguments"); // CHANGED stands for the copy that changes
    QTest::addColumn<QString>("original");
    const QString en = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    const QString clausie = TestData::benchie(QStringLiteral("systems/clausie_explicit.txt"));
    const QString fl = TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_50.txt"));
    const QString reverb = TestData::path(QStringLiteral("benchie_fl/systems/reverb_benchie_form.txt"));
    const QString carbGold = TestData::path(QStringLiteral("carb/gold/test.tsv"));
    const QString openie4 = TestData::path(QStringLiteral("carb/systems/openie4_output.txt"));
    const QString robustGold = TestData::path(QStringLiteral("robust/gold.json"));
    const QString robustSystem = TestData::path(QStringLiteral("robust/sys_openie4.json"));
    const QString c = QStringLiteral("CHANGED");
    QTest::newRow("benchie gold") << QStringList{QStringLiteral("--gold"), c, QStringLiteral("clausie=") + clausie} << en;
    QTest::newRow("benchie system") << QStringList{QStringLiteral("--gold"), en, QStringLiteral("clausie=") + c} << clausie;
    QTest::newRow("carb gold") << (words("--scorer carb --system-format openie4 --gold") << c
                                   << QStringLiteral("o=") + openie4) << carbGold;
    QTest::newRow("carb system") << (words("--scorer carb --system-format openie4 --gold") << carbGold
                                     << QStringLiteral("o=") + c) << openie4;
    QTest::newRow("oie2016 gold") << (words("--scorer oie2016 --system-format ollie --gold") << c
                                      << QStringLiteral("o=") + m_oieSystem) << m_oieGold;
    QTest::newRow("oie2016 system") << (words("--scorer oie2016 --system-format ollie --gold") << m_oieGold
                                        << QStringLiteral("o=") + c) << m_oieSystem;
    QTest::newRow("robust gold") << (words("--scorer robust --gold") << c << QStringLiteral("o=") + robustSystem) << robustGold;
    QTest::newRow("robust system") << (words("--scorer robust --gold") << robustGold << QStringLiteral("o=") + c) << robustSystem;
    QTest::newRow("fl gold") << (words("--scorer fl --fl-official --gold") << c << QStringLiteral("r=") + reverb) << fl;
    QTest::newRow("fl system") << (words("--scorer fl --fl-official --gold") << fl << QStringLiteral("r=") + c) << reverb;
    QTest::newRow("lint") << QStringList{QStringLiteral("lint"), c} << fl;
    QTest::newRow("agreement") << QStringList{QStringLiteral("agreement"), en, c} << fl;
}

// The file grows while it is read (the hook appends a line between the read and the check):
// the run fails naming it, and nothing is scored.
void TestOutputIntegrity::inputChangedWhileReadFailsTheRun()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, original);
    REQUIRE_DATA_FILE(original);
    const QString changed = m_dir.filePath(QStringLiteral("changed_") + QFileInfo(original).fileName());
    QVERIFY(copyFile(original, changed));
    for (QString &argument : arguments)
        argument.replace(QStringLiteral("CHANGED"), changed);

    // Unchanged, the copy is read and scored.
    TextFileLines::setReadHookForTests({});
    const ScoreRun fine = runInProcess(arguments);
    QVERIFY2(fine.status == 0 && !fine.out.isEmpty(), qPrintable(describeRun(fine)));

    int hits = 0;
    TextFileLines::setReadHookForTests([&](const QString &path) {
        if (path != changed)
            return;
        ++hits;
        QFile file(changed);
        if (file.open(QIODevice::Append))
            file.write("\n");
    });
    const ScoreRun run = runInProcess(arguments);
    TextFileLines::setReadHookForTests({});
    QVERIFY(hits >= 1);
    QVERIFY2(run.status == 1, qPrintable(describeRun(run)));
    QVERIFY2(run.err.contains(changed + QStringLiteral(": changed while being read")), qPrintable(run.err));
    QVERIFY2(run.out.isEmpty(), qPrintable(run.out.left(2000)));
}

// Rewritten in place with as many bytes: the modification time tells.
void TestOutputIntegrity::sameSizeRewriteIsSeenByItsTime()
{
    const QString path = m_dir.filePath(QStringLiteral("same_size.txt"));
    QVERIFY(writeFile(path, "a\tb\tc\td\n"));
    TextFileLines::setReadHookForTests([&](const QString &read) {
        if (read != path)
            return;
        QFile file(path);
        if (file.open(QIODevice::ReadWrite)) {
            file.write("e\tf\tg\th\n");
            file.flush(); // before the time is set: a later write would set it again
            file.setFileTime(QDateTime::currentDateTimeUtc().addSecs(3600), QFileDevice::FileModificationTime);
        }
    });
    QByteArray bytes;
    QString error;
    const bool read = TextFileLines::readFile(path, &bytes, &error);
    TextFileLines::setReadHookForTests({});
    QVERIFY(!read);
    QVERIFY2(error.startsWith(path + QStringLiteral(": changed while being read")), qPrintable(error));
    QVERIFY(bytes.isEmpty());
}

// Without a change, the bytes are the file's, and a pipe-like file (no stamp) reads too.
void TestOutputIntegrity::unchangedInputIsRead()
{
    const QString path = m_dir.filePath(QStringLiteral("plain.txt"));
    QVERIFY(writeFile(path, "a\tb\tc\td\n"));
    QByteArray bytes;
    QString error;
    QVERIFY2(TextFileLines::readFile(path, &bytes, &error), qPrintable(error));
    QCOMPARE(bytes, QByteArray("a\tb\tc\td\n"));
    QVERIFY2(TextFileLines::readFile(QStringLiteral("/dev/null"), &bytes, &error), qPrintable(error));
    QVERIFY(bytes.isEmpty());
}

QTEST_GUILESS_MAIN(TestOutputIntegrity)
#include "test_output_integrity.moc"
