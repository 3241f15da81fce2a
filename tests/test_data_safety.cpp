// Data safety (issue "Never lose a user's file"): a project or recovery file with a value of the
// wrong JSON type is refused at that value's place, never read as a smaller document; a
// recovery file that does not read whole is kept aside, never restored; an output of oie-score
// aimed at one of the run's inputs (also through a link) is refused before anything is written;
// a file that is not a gold is never scored as one.
#include "core/benchie/BenchieGoldReader.h"
#include "core/document/ProjectFile.h"
#include "core/document/RecoveryStore.h"
#include "tests/RunScore.h"
#include "tests/TestData.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

namespace {

const QByteArray kGold = QByteArrayLiteral("sent_id:1\tHe served as Prime Minister .\n"
                                           "1--> Cluster 1:\n"
                                           "He --> served as --> [the] Prime Minister\n"
                                           "He --> served --> as [the] Prime Minister\n"
                                           "\n"
                                           "sent_id:2\tMarc 's dog barks .\n"
                                           "1--> Cluster 1:\n"
                                           "[Marc 's] dog --> barks --> \n\n");

// A project with a value in every part of the format: sentences, synsets, triples, systems,
// the evaluation set-up and the review rounds.
ProjectFile fullProject()
{
    ProjectFile project;
    Diagnostics diagnostics;
    project.benchmark = BenchieGoldReader::readBytes(kGold, QStringLiteral("gold.txt"), &diagnostics);
    project.benchmark.sentences()[0].posTags
        = QStringList{QStringLiteral("PRP"), QStringLiteral("VBD"), QStringLiteral("IN"),
                      QStringLiteral("NNP"), QStringLiteral("NNP"), QStringLiteral(".")};
    project.benchmark.sentences()[0].heads = {2, 0, 4, 5, 2, 2};
    project.systems.append({QStringLiteral("clausie"), QStringLiteral("/data/clausie.txt")});
    project.carbGoldPath = QStringLiteral("/data/carb.txt");
    project.systemColors.insert(QStringLiteral("clausie"), QStringLiteral("#123456"));
    ReviewJudgment judgment;
    judgment.sentenceId = QStringLiteral("1");
    judgment.subject = QStringLiteral("He");
    judgment.relation = QStringLiteral("served");
    judgment.object = QStringLiteral("as Prime Minister");
    judgment.sources = QStringList{QStringLiteral("clausie")};
    judgment.verdict = ReviewVerdict::Accepted;
    judgment.synset = 0;
    project.judgments.set(judgment);
    project.mergeOtherPath = QStringLiteral("/data/annotator_b.txt");
    MergeRecord decision;
    decision.sentenceId = QStringLiteral("2");
    decision.sentence = 1;
    decision.category = QStringLiteral("only_b");
    decision.action = QStringLiteral("take_b");
    decision.before = QStringLiteral("b:0");
    decision.after = QStringLiteral("a:1");
    decision.note = QStringLiteral("a fact A missed");
    decision.author = QStringLiteral("merger");
    decision.when = QDateTime(QDate(2026, 11, 28), QTime(2, 0), Qt::UTC);
    project.mergeDecisions.append(decision);
    return project;
}

// "file:line:column:" of the byte offset `at`.
QString locationAt(const QString &file, const QByteArray &bytes, qsizetype at)
{
    const QByteArray before = bytes.left(at);
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    return QStringLiteral("%1:%2:%3:").arg(file).arg(before.count('\n') + 1).arg(at - lineStart + 1);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool copyFile(const QString &from, const QString &to)
{
    return writeFile(to, readAll(from));
}

} // namespace

class TestDataSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fullProjectReadsBack();
    void wrongTypeIsRefusedAtItsValue_data();
    void wrongTypeIsRefusedAtItsValue();
    void oieScoreRefusesABrokenProject();
    void unreadableRecoveryIsSetAside();
    void outputOverAnInputIsRefused_data();
    void outputOverAnInputIsRefused();
    void notAGoldIsRefused_data();
    void notAGoldIsRefused();
    void versionToAFullDeviceFails();
};

void TestDataSafety::fullProjectReadsBack()
{
    const ProjectFile project = fullProject();
    ProjectFile reread;
    QString error;
    QVERIFY2(ProjectFile::fromBytes(project.toBytes(), QStringLiteral("p.oieproj"), &reread, &error),
             qPrintable(error));
    QCOMPARE(reread.toBytes(), project.toBytes());
}

// Each row replaces a value of the full project's file by one of another type: `from` (a
// piece of the file whose first occurrence the reader meets first, as JsonText writes it: flat objects compact) becomes
// `to`, and `close` (when set) becomes `closed`, to keep the JSON valid. The error names the place where the new value
// starts and says what was expected there.
void TestDataSafety::wrongTypeIsRefusedAtItsValue_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QByteArray>("close");
    QTest::addColumn<QByteArray>("closed");
    QTest::addColumn<QString>("message");
    QTest::newRow("sentences keyed by id")
        << QByteArray("\"sentences\": [") << QByteArray("\"sentences\": {\"1\": [") << QByteArray("],\n    \"systems\"")
        << QByteArray("]},\n    \"systems\"") << QStringLiteral("expected an array of sentences, found an object");
    QTest::newRow("numeric sentence id") << QByteArray("\"id\": \"1\"") << QByteArray("\"id\": 1") << QByteArray()
                                         << QByteArray()
                                         << QStringLiteral("expected the sentence id (a string), found a number");
    QTest::newRow("synsets a number") << QByteArray("\"synsets\": [") << QByteArray("\"synsets\": 5, \"x\": [")
                                      << QByteArray() << QByteArray()
                                      << QStringLiteral("expected an array of synsets, found a number");
    QTest::newRow("triple a string") << QByteArray("\"triples\": [") << QByteArray("\"triples\": [\"He --> served\", ")
                                     << QByteArray() << QByteArray()
                                     << QStringLiteral("expected a triple (an object), found a string");
    QTest::newRow("slot a number") << QByteArray("\"served as\",\"subject\":\"He\"")
                                   << QByteArray("\"served as\",\"subject\":7") << QByteArray() << QByteArray()
                                   << QStringLiteral("expected a slot (a string), found a number");
    QTest::newRow("token a number") << QByteArray("\"tokens\": [\"He\"") << QByteArray("\"tokens\": [3") << QByteArray()
                                    << QByteArray()
                                    << QStringLiteral("expected an array of token strings, found a number in it");
    QTest::newRow("head not whole") << QByteArray("\"heads\": [2") << QByteArray("\"heads\": [2.5") << QByteArray()
                                    << QByteArray()
                                    << QStringLiteral("expected an array of head numbers, found 2.5 in it");
    QTest::newRow("systems an object") << QByteArray("\"systems\": [") << QByteArray("\"systems\": {\"x\": [")
                                       << QByteArray("],\n    \"version\"") << QByteArray("]},\n    \"version\"")
                                       << QStringLiteral("expected an array of systems, found an object");
    QTest::newRow("entity a string") << QByteArray("\"entity\":false") << QByteArray("\"entity\":\"no\"")
                                     << QByteArray() << QByteArray()
                                     << QStringLiteral("expected true or false, found a string");
    QTest::newRow("evaluation an array") << QByteArray("\"evaluation\": {") << QByteArray("\"evaluation\": [{")
                                         << QByteArray("},\n    \"format\"") << QByteArray("}],\n    \"format\"")
                                         << QStringLiteral(
                                                "expected the evaluation set-up (an object), found an array");
    QTest::newRow("judgment synset a string")
        << QByteArray("\"synset\":1") << QByteArray("\"synset\":\"1\"") << QByteArray() << QByteArray()
        << QStringLiteral("expected a synset number, found a string");
    QTest::newRow("merge action unknown")
        << QByteArray("\"action\":\"take_b\"") << QByteArray("\"action\":\"take_c\"") << QByteArray() << QByteArray()
        << QStringLiteral("unknown merge action 'take_c' (expected take_a|");
    QTest::newRow("merge decisions an object")
        << QByteArray("\"decisions\": [") << QByteArray("\"decisions\": {\"x\": [")
        << QByteArray("],\n        \"other\"") << QByteArray("]},\n        \"other\"")
        << QStringLiteral("expected an array of merge decisions, found an object");
    QTest::newRow("verdict unknown") << QByteArray("\"verdict\":\"accept\"") << QByteArray("\"verdict\":\"maybe\"")
                                     << QByteArray() << QByteArray()
                                     << QStringLiteral("unknown review verdict \"maybe\"");
}

void TestDataSafety::wrongTypeIsRefusedAtItsValue()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QByteArray, close);
    QFETCH(QByteArray, closed);
    QFETCH(QString, message);
    const QByteArray bytes = fullProject().toBytes();
    QByteArray broken = bytes;
    const qsizetype at = broken.indexOf(from);
    QVERIFY2(at >= 0, QByteArray(from + "\n" + bytes).constData()); // the first one: the first the reader meets
    broken.replace(at, from.size(), to);
    if (!close.isEmpty()) {
        const qsizetype closeAt = broken.indexOf(close, at);
        QVERIFY2(closeAt > at, QByteArray(close + "\n" + bytes).constData());
        broken.replace(closeAt, close.size(), closed);
    }
    QJsonParseError parseError;
    QJsonDocument::fromJson(broken, &parseError);
    QVERIFY2(parseError.error == QJsonParseError::NoError, broken.constData()); // valid JSON, wrong type
    qsizetype value = broken.indexOf(':', at) + 1;
    while (broken.at(value) == ' ')
        ++value;
    if (message.endsWith(QLatin1String(" in it")) || to.startsWith("\"triples\""))
        value = broken.indexOf('[', value) + 1; // an element: its place inside the array
    ProjectFile read;
    read.systems.append({QStringLiteral("untouched"), QString()});
    QString error;
    QVERIFY2(!ProjectFile::fromBytes(broken, QStringLiteral("p.oieproj"), &read, &error), broken.constData());
    QVERIFY2(error.contains(message), qPrintable(error));
    const QString expected = locationAt(QStringLiteral("p.oieproj"), broken, value);
    QVERIFY2(error.startsWith(expected + QLatin1Char(' ')),
             qPrintable(error + QStringLiteral(" / expected at ") + expected));
    QCOMPARE(read.systems.size(), 1); // nothing was read into the project
    QCOMPARE(read.systems.at(0).name, QStringLiteral("untouched"));
}

// The project file of the issue: sentences keyed by id. oie-score must not score it as an
// empty gold; it says where the file is wrong and exits 1.
void TestDataSafety::oieScoreRefusesABrokenProject()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QByteArray bytes = fullProject().toBytes();
    bytes.replace("\"id\": \"1\"", "\"id\": 1");
    const QString path = dir.filePath(QStringLiteral("broken.oieproj"));
    QVERIFY(writeFile(path, bytes));
    const ScoreRun run = runScore({QStringLiteral("--gold"), path});
    QCOMPARE(run.status, 1);
    QVERIFY2(run.err.contains(path + QLatin1Char(':')) && run.err.contains(QLatin1String("expected the sentence id")),
             qPrintable(describeRun(run)));
    QVERIFY2(!run.out.contains(QLatin1String("Precision")) && !run.out.contains(QLatin1String("precision")),
             qPrintable(describeRun(run)));
}

// A recovery file whose sentences are of the wrong type is not restored (no empty document
// bound to the project): restore fails with the place, setAside renames it out of the offer
// and keeps its bytes.
void TestDataSafety::unreadableRecoveryIsSetAside()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const RecoveryStore store(dir.filePath(QStringLiteral("recovery")));
    const QString original = dir.filePath(QStringLiteral("work.oieproj"));
    const ProjectFile project = fullProject();
    QString error;
    QVERIFY2(project.write(original, &error), qPrintable(error));
    QVERIFY2(store.write(original, project, &error), qPrintable(error));
    const QString recovery = store.recoveryPathFor(original);
    QByteArray bytes = readAll(recovery);
    QVERIFY(bytes.contains("\"sentences\": ["));
    bytes.replace("\"sentences\": [", "\"sentences\": {\"1\": [");
    bytes.replace("],\n    \"systems\"", "]},\n    \"systems\"");
    QVERIFY(writeFile(recovery, bytes));
    const QVector<RecoveryEntry> entries = store.recoverable();
    QCOMPARE(entries.size(), 1);
    ProjectFile restored;
    QVERIFY(!store.restore(entries.at(0), &restored, &error));
    QVERIFY2(error.startsWith(recovery + QLatin1Char(':'))
                 && error.contains(QLatin1String("expected an array of sentences, found an object")),
             qPrintable(error));
    QVERIFY(restored.benchmark.sentences().isEmpty());
    const QString kept = store.setAside(entries.at(0));
    QCOMPARE(kept, recovery + QStringLiteral(".unreadable"));
    QCOMPARE(readAll(kept), bytes);
    QVERIFY(store.recoverable().isEmpty());
    QCOMPARE(readAll(original), project.toBytes()); // the project itself untouched
}

void TestDataSafety::outputOverAnInputIsRefused_data()
{
    QTest::addColumn<QStringList>("arguments"); // with GOLD, SYSTEM and OUT placeholders
    QTest::addColumn<QString>("gold"); // a shared data file, copied
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("output"); // GOLD or SYSTEM: which input the output names
    QTest::addColumn<QString>("link"); // "", "symlink" or "hardlink"
    const QString carbGold = TestData::path(QStringLiteral("carb/gold/dev.tsv"));
    const QString carbSystem = TestData::path(QStringLiteral("carb/systems/openie4_output.txt"));
    const QString oieGold = TestData::path(QStringLiteral("oie2016/gold/dev.oie"));
    const QString oieSystem = TestData::path(QStringLiteral("oie2016/systems/ollie_output.txt"));
    const QString benchieGold = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    const QString benchieSystem = TestData::benchie(QStringLiteral("systems/clausie_explicit.txt"));
    const QStringList carb{QStringLiteral("--scorer"),        QStringLiteral("carb"),
                           QStringLiteral("--gold"),          QStringLiteral("GOLD"),
                           QStringLiteral("--curve"),         QStringLiteral("OUT"),
                           QStringLiteral("--system-format"), QStringLiteral("openie4"),
                           QStringLiteral("SYSTEM")};
    const QStringList oie2016{QStringLiteral("--scorer"), QStringLiteral("oie2016"), QStringLiteral("--oie2016-mode"),
                              QStringLiteral("2016"),     QStringLiteral("--gold"),  QStringLiteral("GOLD"),
                              QStringLiteral("--curve"),  QStringLiteral("OUT"),     QStringLiteral("--system-format"),
                              QStringLiteral("ollie"),    QStringLiteral("SYSTEM")};
    const QStringList analysis{QStringLiteral("analysis"), QStringLiteral("--gold"), QStringLiteral("GOLD"),
                               QStringLiteral("--report"), QStringLiteral("OUT"),    QStringLiteral("SYSTEM")};
    QTest::newRow("carb curve on the gold") << carb << carbGold << carbSystem << "GOLD"
                                            << "";
    QTest::newRow("carb curve on the system, symlink") << carb << carbGold << carbSystem << "SYSTEM"
                                                       << "symlink";
    QTest::newRow("oie2016 curve on the gold, hard link") << oie2016 << oieGold << oieSystem << "GOLD"
                                                          << "hardlink";
    QTest::newRow("analysis report on the system") << analysis << benchieGold << benchieSystem << "SYSTEM"
                                                   << "";
    QTest::newRow("analysis report on the gold, symlink") << analysis << benchieGold << benchieSystem << "GOLD"
                                                          << "symlink";
}

void TestDataSafety::outputOverAnInputIsRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, gold);
    QFETCH(QString, system);
    QFETCH(QString, output);
    QFETCH(QString, link);
    REQUIRE_DATA_FILE(gold);
    REQUIRE_DATA_FILE(system);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Copies: a failing run must never damage the shared data.
    const QString goldCopy = dir.filePath(QStringLiteral("gold-") + QFileInfo(gold).fileName());
    const QString systemCopy = dir.filePath(QStringLiteral("system-") + QFileInfo(system).fileName());
    QVERIFY(copyFile(gold, goldCopy) && copyFile(system, systemCopy));
    const QString target = output == QLatin1String("GOLD") ? goldCopy : systemCopy;
    QString out = target;
    if (!link.isEmpty()) {
        out = dir.filePath(QStringLiteral("through-") + link);
        if (link == QLatin1String("symlink"))
            QVERIFY(QFile::link(target, out));
        else
            QVERIFY(::link(QFile::encodeName(target).constData(), QFile::encodeName(out).constData()) == 0);
    }
    const QByteArray before = readAll(target);
    QVERIFY(!before.isEmpty());
    for (QString &argument : arguments) {
        if (argument == QLatin1String("GOLD"))
            argument = goldCopy;
        else if (argument == QLatin1String("SYSTEM"))
            argument = QStringLiteral("sys=") + systemCopy;
        else if (argument == QLatin1String("OUT"))
            argument = out;
    }
    const ScoreRun run = runScore(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QLatin1String("is an input of this run")) && run.err.contains(out),
             qPrintable(describeRun(run)));
    QVERIFY(readAll(target) == before);
    QVERIFY2(run.out.isEmpty(), qPrintable(describeRun(run))); // refused before any scoring

    // The same run with a fresh output path writes it and exits 0 (the check is no refusal of all).
    arguments[arguments.indexOf(out, arguments.indexOf(QRegularExpression(QStringLiteral("^--(curve|report)$"))))]
        = dir.filePath(QStringLiteral("fresh-output.tsv"));
    const ScoreRun fresh = runScore(arguments);
    QVERIFY2(fresh.status == 0 || fresh.status == 1, qPrintable(describeRun(fresh)));
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("fresh-output.tsv"))));
}

// A file that is not a gold, given where a gold is read (each scorer, lint, agreement,
// analysis): exit 1 with "FILE:1: ..." and no score, never a score of 0 against no facts.
void TestDataSafety::notAGoldIsRefused_data()
{
    QTest::addColumn<QString>("file"); // "" for a one-triple file made here
    QTest::addColumn<QStringList>("arguments"); // FILE stands for the file
    QTest::addColumn<QString>("message");
    const QString system = QStringLiteral("c=") + TestData::benchie(QStringLiteral("systems/clausie_explicit.txt"));
    const QString gold = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    const QString sentences = TestData::benchie(QStringLiteral("sentences/sample300_en.txt"));
    const QString file = QStringLiteral("FILE");
    const QStringList score{QStringLiteral("--gold"), file, system};
    const QStringList fl{QStringLiteral("--scorer"), QStringLiteral("fl"), QStringLiteral("--gold"), file, system};
    const QStringList analysis{QStringLiteral("analysis"), QStringLiteral("--gold"), file, system};
    const QStringList lint{QStringLiteral("lint"), file};
    const QStringList agreement{QStringLiteral("agreement"), gold, file};
    const QString empty = QStringLiteral("empty file");
    const QString text = QStringLiteral("this looks like text, one sentence per line, not a gold");
    const QString raw = QStringLiteral("this looks like raw text, not a gold");
    QTest::newRow("empty, BenchIE") << QStringLiteral("/dev/null") << score << empty;
    QTest::newRow("empty, BenchIE^FL") << QStringLiteral("/dev/null") << fl << empty;
    QTest::newRow("empty, analysis") << QStringLiteral("/dev/null") << analysis << empty;
    QTest::newRow("empty, lint") << QStringLiteral("/dev/null") << lint << empty;
    QTest::newRow("empty, agreement") << QStringLiteral("/dev/null") << agreement << empty;
    QTest::newRow("sentence file, BenchIE") << sentences << score << text;
    QTest::newRow("sentence file, lint") << sentences << lint << text;
    QTest::newRow("sentence file, agreement") << sentences << agreement << text;
    QTest::newRow("one triple line, BenchIE") << QString() << score << raw;
}

void TestDataSafety::notAGoldIsRefused()
{
    QFETCH(QString, file);
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    if (file.isEmpty()) {
        file = dir.filePath(QStringLiteral("one-triple.txt"));
        QVERIFY(writeFile(file, "He --> served as --> Prime Minister\n"));
    }
    REQUIRE_DATA_FILE(file);
    arguments.replaceInStrings(QStringLiteral("FILE"), file);
    const ScoreRun run = runScore(arguments);
    QCOMPARE(run.status, 1);
    QVERIFY2(run.err.contains(file + QStringLiteral(":1: ") + message), qPrintable(describeRun(run)));
    QVERIFY2(!run.out.contains(QLatin1String("0.0000")), qPrintable(describeRun(run)));
}

// `oie-score --version > /dev/full`: the write fails, so does the run.
void TestDataSafety::versionToAFullDeviceFails()
{
    QProcess process;
    process.setStandardOutputFile(QStringLiteral("/dev/full"));
    process.start(QStringLiteral(OIE_SCORE_EXE), {QStringLiteral("--version")});
    QVERIFY(process.waitForFinished(TestData::timeLimitMs(30000)));
    QCOMPARE(process.exitCode(), 1);
    QVERIFY(QString::fromUtf8(process.readAllStandardError()).contains(QLatin1String("write failed")));
}

QTEST_GUILESS_MAIN(TestDataSafety)
#include "test_data_safety.moc"
