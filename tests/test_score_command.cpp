// The oie-score command line: exit status, usage errors, diagnostics on stderr, and every
// output format, in-process (ScoreCommand::run) and, for a few cases, as a real process.
#include "cli/OieScore.h"
#include "core/benchie/BenchieGoldReader.h"
#include "core/document/ProjectFile.h"
#include "tests/RunScore.h"
#include "tests/TestData.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

ScoreRun runInProcess(const QStringList &arguments)
{
    ScoreRun result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    result.status = OieScore::run(arguments, out, err);
    out.flush();
    err.flush();
    return result;
}

bool hasLineStartingWith(const QString &text, const QString &prefix)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.startsWith(prefix))
            return true;
    }
    return false;
}

QJsonObject parseJson(const QString &text, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        *error = parseError.errorString();
        return QJsonObject();
    }
    return document.object();
}

QString enGold()
{
    return TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
}

QString clausie()
{
    return TestData::benchie(QStringLiteral("systems/clausie_explicit.txt"));
}

QString minie()
{
    return TestData::benchie(QStringLiteral("systems/minie_explicit.txt"));
}

// The non-empty lines of a text.
QStringList nonEmptyLines(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    lines.removeAll(QString());
    return lines;
}

// A tiny gold for the entity facet:
//  sentence 1, synset 1: T1 "[The] cat --> sat on --> [the] mat"       entity-clean
//                        T2 "[The] cat --> sat --> on [the] mat"       not (preposition in object)
//              synset 2: T3 "[The] cat --> sat near --> [the] door"    entity-clean
//              synset 3: T4 "[The] cat --> sat on [the] mat near --> [the] door"  not
//  sentence 2, synset 1: T5 "Dogs --> bark at --> cats"                entity-clean
const char kTinyGold[] = "sent_id:1\tThe cat sat on the mat near the door .\n"
                         "1--> Cluster 1:\n"
                         "[The] cat --> sat on --> [the] mat\n"
                         "[The] cat --> sat --> on [the] mat\n"
                         "1--> Cluster 2:\n"
                         "[The] cat --> sat near --> [the] door\n"
                         "1--> Cluster 3:\n"
                         "[The] cat --> sat on [the] mat near --> [the] door\n"
                         "\n"
                         "sent_id:2\tDogs bark at cats .\n"
                         "2--> Cluster 1:\n"
                         "Dogs --> bark at --> cats\n";

// System lines for the tiny gold; the verdicts, default facet / entity facet:
//  1 matches T1 (synset 1)            correct / correct
//  2 matches T2 only (synset 1)       correct / incorrect
//  3 matches T4 (synset 3)            correct / incorrect
//  4 matches T3 (synset 2)            correct / correct
//  5 matches nothing                  incorrect / incorrect
// default: synsets 1, 2, 3 of sentence 1 covered, sentence 2 not: TP 3, FP 1, FN 1
// entity:  synsets kept: 1 (T1), 2 (T3), sentence 2's (T5); 1 and 2 covered: TP 2, FP 3, FN 1
const char kTinySystem[] = "1\tcat\tsat on\tmat\n"
                           "1\tThe cat\tsat\ton the mat\n"
                           "1\tThe cat\tsat on the mat near\tthe door\n"
                           "1\tcat\tsat near\tdoor\n"
                           "2\tDogs\tbark\tcats\n";

} // namespace

class TestScoreCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void success();
    void usageErrors_data();
    void usageErrors();
    void help();
    void unreadableFiles_data();
    void unreadableFiles();
    void errorDiagnosticGivesStatus1();
    void warningsDoNotChangeStatus();

    void jsonFormat();
    void jsonStats();
    void jsonDetails();
    void delimitedFormats_data();
    void delimitedFormats();
    void latexFormat();
    void tableFormat();

    void entityFacetNeedsMarks();
    void entityFacetOnProject();
    void systemNaming();
    void optionWithEquals();

    void processSuccess();
    void processUsageError();
    void processUnreadableFile();
    void processErrorDiagnostic();

private:
    QTemporaryDir m_dir;
    QString m_tinyGold;
    QString m_tinySystem;
};

void TestScoreCommand::initTestCase()
{
    REQUIRE_DATA_FILE(enGold());
    REQUIRE_DATA_FILE(clausie());
    REQUIRE_DATA_FILE(minie());
    QVERIFY(QFileInfo::exists(QStringLiteral(OIE_SCORE_EXE)));
    QVERIFY(m_dir.isValid());
    m_tinyGold = m_dir.filePath(QStringLiteral("tiny_gold.txt"));
    m_tinySystem = m_dir.filePath(QStringLiteral("tiny_system.txt"));
    QVERIFY(writeFile(m_tinyGold, QByteArray(kTinyGold)));
    QVERIFY(writeFile(m_tinySystem, QByteArray(kTinySystem)));
}

void TestScoreCommand::success()
{
    const ScoreRun r = runInProcess({QStringLiteral("--gold"), enGold(), QStringLiteral("clausie=") + clausie()});
    QVERIFY2(r.status == 0, qPrintable(describeRun(r)));
    QVERIFY2(r.out.contains(QLatin1String("clausie")), qPrintable(describeRun(r)));
    QVERIFY2(!hasLineStartingWith(r.err, QStringLiteral("usage:")), qPrintable(describeRun(r)));

    // The tiny gold by hand: TP 3, FP 1, FN 1.
    const ScoreRun tiny = runInProcess({QStringLiteral("--gold"), m_tinyGold, QStringLiteral("--format"),
                                      QStringLiteral("csv"), QStringLiteral("tiny=") + m_tinySystem});
    QVERIFY2(tiny.status == 0, qPrintable(describeRun(tiny)));
    QCOMPARE(nonEmptyLines(tiny.out).value(1), QStringLiteral("tiny,5,3,1,1,0.75,0.75,0.75"));
}

void TestScoreCommand::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString gold = enGold();
    const QString system = QStringLiteral("clausie=") + clausie();
    QTest::newRow("no arguments") << QStringList() << QStringLiteral("--gold is required");
    QTest::newRow("system without gold") << QStringList{system} << QStringLiteral("--gold is required");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--gold"), gold, QStringLiteral("--frobnicate"), system}
                                    << QStringLiteral("unknown option '--frobnicate'");
    QTest::newRow("unknown short option") << QStringList{QStringLiteral("-x"), QStringLiteral("--gold"), gold, system}
                                          << QStringLiteral("unknown option '-x'");
    QTest::newRow("unknown facet") << QStringList{QStringLiteral("--gold"), gold, QStringLiteral("--facet"),
                                                  QStringLiteral("fuzzy"), system}
                                   << QStringLiteral("unknown facet 'fuzzy'");
    QTest::newRow("unknown facet, = form") << QStringList{QStringLiteral("--gold"), gold,
                                                          QStringLiteral("--facet=Concat"), system}
                                           << QStringLiteral("unknown facet 'Concat'");
    QTest::newRow("unknown format") << QStringList{QStringLiteral("--gold"), gold, QStringLiteral("--format"),
                                                   QStringLiteral("xml"), system}
                                    << QStringLiteral("unknown format 'xml'");
    QTest::newRow("--gold without value") << QStringList{system, QStringLiteral("--gold")}
                                          << QStringLiteral("--gold needs a value");
    QTest::newRow("--format without value") << QStringList{QStringLiteral("--gold"), gold, system,
                                                           QStringLiteral("--format")}
                                            << QStringLiteral("--format needs a value");
    QTest::newRow("unknown scorer") << QStringList{QStringLiteral("--gold"), gold, QStringLiteral("--scorer"),
                                                   QStringLiteral("bleu"), system}
                                    << QStringLiteral("scorer 'bleu'");
    QTest::newRow("system with empty file") << QStringList{QStringLiteral("--gold"), gold, QStringLiteral("name=")}
                                            << QStringLiteral("has no file");
}

void TestScoreCommand::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const ScoreRun r = runInProcess(arguments);
    QVERIFY2(r.status == 2, qPrintable(describeRun(r)));
    QVERIFY2(hasLineStartingWith(r.err, QStringLiteral("usage: oie-score")), qPrintable(describeRun(r)));
    QVERIFY2(r.err.contains(message), qPrintable(describeRun(r)));
    QVERIFY2(r.out.isEmpty(), qPrintable(describeRun(r)));
}

void TestScoreCommand::help()
{
    const ScoreRun r = runInProcess({QStringLiteral("--help")});
    QVERIFY2(r.status == 0, qPrintable(describeRun(r)));
    QVERIFY2(hasLineStartingWith(r.out, QStringLiteral("usage: oie-score")), qPrintable(describeRun(r)));
}

void TestScoreCommand::unreadableFiles_data()
{
    QTest::addColumn<QString>("gold");
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("named");
    const QString missingGold = m_dir.filePath(QStringLiteral("no_such_gold.txt"));
    const QString missingSystem = m_dir.filePath(QStringLiteral("no_such_system.txt"));
    QTest::newRow("missing gold") << missingGold << clausie() << missingGold;
    QTest::newRow("missing system") << enGold() << missingSystem << missingSystem;
    QTest::newRow("gold is a directory") << m_dir.path() << clausie() << m_dir.path();
    QTest::newRow("system is a directory") << enGold() << m_dir.path() << m_dir.path();
}

void TestScoreCommand::unreadableFiles()
{
    QFETCH(QString, gold);
    QFETCH(QString, system);
    QFETCH(QString, named);
    const ScoreRun r = runInProcess({QStringLiteral("--gold"), gold, QStringLiteral("sys=") + system});
    QVERIFY2(r.status == 1, qPrintable(describeRun(r)));
    QVERIFY2(r.err.contains(named), qPrintable(describeRun(r)));
    QVERIFY2(!hasLineStartingWith(r.err, QStringLiteral("usage:")), qPrintable(describeRun(r)));
}

void TestScoreCommand::errorDiagnosticGivesStatus1()
{
    // Line 2 has 3 fields: an Error; lines 1 and 3 are still scored.
    const QString system = m_dir.filePath(QStringLiteral("three_fields.txt"));
    QVERIFY(writeFile(system, "1\tcat\tsat on\tmat\n1\tThe cat\tsat on\n1\tcat\tsat near\tdoor\n"));
    const ScoreRun r = runInProcess({QStringLiteral("--gold"), m_tinyGold, QStringLiteral("--format"),
                                   QStringLiteral("csv"), QStringLiteral("bad=") + system});
    QVERIFY2(r.status == 1, qPrintable(describeRun(r)));
    QVERIFY2(hasLineStartingWith(r.err, system + QStringLiteral(":2: error:")), qPrintable(describeRun(r)));
    // The scores are printed all the same: 2 extractions, both correct, 2 of 4 synsets.
    QCOMPARE(nonEmptyLines(r.out).value(0), QStringLiteral("system,extractions,tp,fp,fn,precision,recall,f1"));
    const QString row = nonEmptyLines(r.out).value(1);
    QCOMPARE(row.section(QLatin1Char(','), 0, 6), QStringLiteral("bad,2,2,0,2,1,0.5"));
    QCOMPARE(row.section(QLatin1Char(','), 7).toDouble(), 2.0 / 3.0);

    // In JSON, the error is listed with file, line and severity.
    const ScoreRun json = runInProcess({QStringLiteral("--gold"), m_tinyGold, QStringLiteral("--format=json"),
                                      QStringLiteral("bad=") + system});
    QVERIFY2(json.status == 1, qPrintable(describeRun(json)));
    QString error;
    const QJsonObject root = parseJson(json.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error + describeRun(json)));
    QCOMPARE(root.value(QLatin1String("systems")).toArray().at(0).toObject().value(QLatin1String("tp")).toInt(), 2);
    int errors = 0;
    for (const QJsonValue &value : root.value(QLatin1String("diagnostics")).toArray()) {
        const QJsonObject d = value.toObject();
        if (d.value(QLatin1String("severity")).toString() != QLatin1String("error"))
            continue;
        ++errors;
        QCOMPARE(d.value(QLatin1String("file")).toString(), system);
        QCOMPARE(d.value(QLatin1String("line")).toInt(), 2);
        QVERIFY(d.value(QLatin1String("message")).toString().contains(QLatin1String("found 3")));
    }
    QCOMPARE(errors, 1);

    // The same error in the gold: a sentence line without a tab.
    const QString gold = m_dir.filePath(QStringLiteral("no_tab_gold.txt"));
    QByteArray bytes(kTinyGold);
    bytes.replace("sent_id:2\tDogs", "sent_id:2 Dogs");
    QVERIFY(writeFile(gold, bytes));
    const ScoreRun g = runInProcess({QStringLiteral("--gold"), gold, QStringLiteral("tiny=") + m_tinySystem});
    QVERIFY2(g.status == 1, qPrintable(describeRun(g)));
    QVERIFY2(hasLineStartingWith(g.err, gold + QStringLiteral(":10: error:")), qPrintable(describeRun(g)));
    QVERIFY2(g.out.contains(QLatin1String("tiny")), qPrintable(describeRun(g)));
}

void TestScoreCommand::warningsDoNotChangeStatus()
{
    // An unknown sentence id and a padded slot are warnings only.
    const QString system = m_dir.filePath(QStringLiteral("warnings.txt"));
    QVERIFY(writeFile(system, "1\tcat \tsat on\tmat\n99\tx\ty\tz\n"));
    const ScoreRun r = runInProcess({QStringLiteral("--gold"), m_tinyGold, QStringLiteral("w=") + system});
    QVERIFY2(r.status == 0, qPrintable(describeRun(r)));
    QVERIFY2(r.err.contains(QLatin1String("--diagnostics lists them")), qPrintable(describeRun(r)));
    const ScoreRun all = runInProcess({QStringLiteral("--gold"), m_tinyGold, QStringLiteral("--diagnostics"),
                                     QStringLiteral("w=") + system});
    QVERIFY2(all.status == 0, qPrintable(describeRun(all)));
    QVERIFY2(hasLineStartingWith(all.err, system + QStringLiteral(":2: warning:")), qPrintable(describeRun(all)));
}

void TestScoreCommand::jsonFormat()
{
    const ScoreRun r = runInProcess({QStringLiteral("--gold"), enGold(), QStringLiteral("--format"),
                                   QStringLiteral("json"), QStringLiteral("clausie=") + clausie(),
                                   QStringLiteral("minie=") + minie()});
    QVERIFY2(r.status == 0, qPrintable(describeRun(r)));
    QString error;
    const QJsonObject root = parseJson(r.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error + QLatin1Char('\n') + describeRun(r)));
    for (const char *key : {"gold", "facet", "systems", "diagnostics"})
        QVERIFY2(root.contains(QLatin1String(key)), key);
    QCOMPARE(root.value(QLatin1String("gold")).toString(), enGold());
    QCOMPARE(root.value(QLatin1String("facet")).toString(), QStringLiteral("default"));
    QVERIFY(!root.contains(QLatin1String("stats")));
    const QJsonArray systems = root.value(QLatin1String("systems")).toArray();
    QCOMPARE(systems.size(), 2);

    const QJsonObject c = systems.at(0).toObject();
    for (const char *key : {"name", "extractions", "tp", "fp", "fn", "precision", "recall", "f1"})
        QVERIFY2(c.contains(QLatin1String(key)), key);
    QCOMPARE(c.value(QLatin1String("name")).toString(), QStringLiteral("clausie"));
    QCOMPARE(c.value(QLatin1String("extractions")).toInt(), 695);
    QCOMPARE(c.value(QLatin1String("tp")).toInt(), 345);
    QCOMPARE(c.value(QLatin1String("fp")).toInt(), 341);
    QCOMPARE(c.value(QLatin1String("fn")).toInt(), 1005);
    // Full double precision, not rounded.
    QCOMPARE(c.value(QLatin1String("precision")).toDouble(), 345.0 / 686.0);
    QCOMPARE(c.value(QLatin1String("recall")).toDouble(), 345.0 / 1350.0);
    QCOMPARE(c.value(QLatin1String("f1")).toDouble(), 0.33889980353634575); // reference/benchie_official.json
    QVERIFY(c.value(QLatin1String("extractions")).isDouble()); // a count, not the --details array

    const QJsonObject m = systems.at(1).toObject();
    QCOMPARE(m.value(QLatin1String("name")).toString(), QStringLiteral("minie"));
    QCOMPARE(m.value(QLatin1String("tp")).toInt(), 375);
    QCOMPARE(m.value(QLatin1String("fp")).toInt(), 499);
    QCOMPARE(m.value(QLatin1String("fn")).toInt(), 975);
    QCOMPARE(m.value(QLatin1String("precision")).toDouble(), 0.4290617848970252);

    // Diagnostics: an array of {file, line, severity, message}; the EN gold has some warnings.
    const QJsonArray diagnostics = root.value(QLatin1String("diagnostics")).toArray();
    QVERIFY(!diagnostics.isEmpty());
    for (const QJsonValue &value : diagnostics) {
        const QJsonObject d = value.toObject();
        for (const char *key : {"file", "line", "severity", "message"})
            QVERIFY2(d.contains(QLatin1String(key)), key);
        const QString severity = d.value(QLatin1String("severity")).toString();
        QVERIFY2(severity == QLatin1String("info") || severity == QLatin1String("warning")
                     || severity == QLatin1String("error"),
                 qPrintable(severity));
        QVERIFY(d.value(QLatin1String("line")).isDouble());
    }
}

void TestScoreCommand::jsonStats()
{
    const ScoreRun r = runInProcess({QStringLiteral("--gold"), enGold(), QStringLiteral("--format"),
                                   QStringLiteral("json"), QStringLiteral("--stats"),
                                   QStringLiteral("clausie=") + clausie()});
    QVERIFY2(r.status == 0, qPrintable(describeRun(r)));
    QString error;
    const QJsonObject root = parseJson(r.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(root.contains(QLatin1String("stats")));
    const QJsonObject stats = root.value(QLatin1String("stats")).toObject();
    QCOMPARE(stats.value(QLatin1String("sentences")).toInt(), 300);
    QCOMPARE(stats.value(QLatin1String("synsets")).toInt(), 1350);
    QCOMPARE(stats.value(QLatin1String("unique_extractions")).toDouble(), 136357.0);

    // Stats without systems work too (gold statistics only).
    const ScoreRun only = runInProcess({QStringLiteral("--gold"), enGold(), QStringLiteral("--stats"),
                                      QStringLiteral("--format=json")});
    QVERIFY2(only.status == 0, qPrintable(describeRun(only)));
    const QJsonObject onlyRoot = parseJson(only.out, &error);
    QCOMPARE(onlyRoot.value(QLatin1String("systems")).toArray().size(), 0);
    QCOMPARE(onlyRoot.value(QLatin1String("stats")).toObject().value(QLatin1String("synsets")).toInt(), 1350);
}

void TestScoreCommand::jsonDetails()
{
    const ScoreRun r = runInProcess({QStringLiteral("--gold"), enGold(), QStringLiteral("--format"),
                                   QStringLiteral("json"), QStringLiteral("--details"),
                                   QStringLiteral("clausie=") + clausie()});
    QVERIFY2(r.status == 0, qPrintable(describeRun(r)));
    QString error;
    const QJsonObject root = parseJson(r.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QJsonObject system = root.value(QLatin1String("systems")).toArray().at(0).toObject();
    QCOMPARE(system.value(QLatin1String("tp")).toInt(), 345);
    QVERIFY2(system.value(QLatin1String("extractions")).isArray(), "--details: systems[].extractions is an array");
    const QJsonArray extractions = system.value(QLatin1String("extractions")).toArray();
    QCOMPARE(extractions.size(), 695);

    int correct = 0;
    int incorrect = 0;
    for (int i = 0; i < extractions.size(); ++i) {
        const QJsonObject x = extractions.at(i).toObject();
        for (const char *key : {"sent_id", "line", "subject", "relation", "object", "verdict", "synsets", "rule"})
            QVERIFY2(x.contains(QLatin1String(key)), key);
        QCOMPARE(x.value(QLatin1String("line")).toInt(), i + 1);
        const QString verdict = x.value(QLatin1String("verdict")).toString();
        if (verdict == QLatin1String("correct")) {
            ++correct;
            QCOMPARE(x.value(QLatin1String("synsets")).toArray().size(), 1);
            QVERIFY(x.value(QLatin1String("synsets")).toArray().at(0).toInt() >= 1);
        } else {
            QCOMPARE(verdict, QStringLiteral("incorrect"));
            ++incorrect;
            QCOMPARE(x.value(QLatin1String("synsets")).toArray().size(), 0);
        }
    }
    QCOMPARE(correct, 354); // docs/scoring/benchie.md 1.5: 354 correct extractions cover 345 synsets
    QCOMPARE(incorrect, 341);

    struct Expected
    {
        int line;
        const char *sentId;
        const char *subject;
        const char *relation;
        const char *object;
        const char *verdict;
        int synset; // 1-based, 0: none
    };
    // Checked by hand against the EN gold:
    //  1 "He served as the first Prime Minister of Australia": Cluster 1, "He --> served --> as [the] [first] ..."
    //  2 "He became a founding justice": Cluster 3, "He --> became --> [a] [founding] justice"
    //  3 "Graner handcuffed him": sentence 2, Cluster 1
    //  4 "Graner left him there": no triple of sentence 2 has relation "left" with object "him there"
    //  5 "feet dangling off the floor": sentence 2, Cluster 4, "feet --> dangling off --> [the] floor"
    const Expected expected[] = {
        {1, "1", "He", "served", "as the first Prime Minister of Australia", "correct", 1},
        {2, "1", "He", "became", "a founding justice", "correct", 3},
        {3, "2", "Graner", "handcuffed", "him", "correct", 1},
        {4, "2", "Graner", "left", "him there", "incorrect", 0},
        {5, "2", "feet", "dangling off", "the floor", "correct", 4},
    };
    for (const Expected &e : expected) {
        const QJsonObject x = extractions.at(e.line - 1).toObject();
        const QString where = QStringLiteral("line %1").arg(e.line);
        QCOMPARE(x.value(QLatin1String("line")).toInt(), e.line);
        QCOMPARE(x.value(QLatin1String("sent_id")).toString(), QString::fromUtf8(e.sentId));
        QCOMPARE(x.value(QLatin1String("subject")).toString(), QString::fromUtf8(e.subject));
        QCOMPARE(x.value(QLatin1String("relation")).toString(), QString::fromUtf8(e.relation));
        QCOMPARE(x.value(QLatin1String("object")).toString(), QString::fromUtf8(e.object));
        QVERIFY2(x.value(QLatin1String("verdict")).toString() == QLatin1String(e.verdict), qPrintable(where));
        if (e.synset > 0) {
            QCOMPARE(x.value(QLatin1String("synsets")).toArray(), QJsonArray{e.synset});
            QCOMPARE(x.value(QLatin1String("rule")).toString(), QStringLiteral("exact"));
        } else {
            QCOMPARE(x.value(QLatin1String("synsets")).toArray(), QJsonArray());
        }
    }

    // "ignored" for an extraction of a sentence the gold does not have.
    const QString system2 = m_dir.filePath(QStringLiteral("ignored.txt"));
    QVERIFY(writeFile(system2, "1\tcat\tsat on\tmat\n77\tcat\tsat on\tmat\n"));
    const ScoreRun tiny = runInProcess({QStringLiteral("--gold"), m_tinyGold, QStringLiteral("--format=json"),
                                      QStringLiteral("--details"), QStringLiteral("x=") + system2});
    QVERIFY2(tiny.status == 0, qPrintable(describeRun(tiny)));
    const QJsonArray tinyExtractions =
        parseJson(tiny.out, &error).value(QLatin1String("systems")).toArray().at(0).toObject().value(
            QLatin1String("extractions")).toArray();
    QCOMPARE(tinyExtractions.size(), 2);
    QCOMPARE(tinyExtractions.at(0).toObject().value(QLatin1String("verdict")).toString(), QStringLiteral("correct"));
    QCOMPARE(tinyExtractions.at(1).toObject().value(QLatin1String("verdict")).toString(), QStringLiteral("ignored"));
    QCOMPARE(tinyExtractions.at(1).toObject().value(QLatin1String("synsets")).toArray(), QJsonArray());
}

void TestScoreCommand::delimitedFormats_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("separator");
    QTest::newRow("csv") << QStringLiteral("csv") << QStringLiteral(",");
    QTest::newRow("tsv") << QStringLiteral("tsv") << QStringLiteral("\t");
}

void TestScoreCommand::delimitedFormats()
{
    QFETCH(QString, format);
    QFETCH(QString, separator);
    const ScoreRun r = runInProcess({QStringLiteral("--gold"), enGold(), QStringLiteral("--format"), format,
                                   QStringLiteral("clausie=") + clausie(), QStringLiteral("minie=") + minie()});
    QVERIFY2(r.status == 0, qPrintable(describeRun(r)));
    const QStringList lines = nonEmptyLines(r.out);
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines.at(0), QStringList({QStringLiteral("system"), QStringLiteral("extractions"), QStringLiteral("tp"),
                                       QStringLiteral("fp"), QStringLiteral("fn"), QStringLiteral("precision"),
                                       QStringLiteral("recall"), QStringLiteral("f1")})
                              .join(separator));
    const QStringList clausieRow = lines.at(1).split(separator);
    QCOMPARE(clausieRow.size(), 8);
    QCOMPARE(clausieRow.at(0), QStringLiteral("clausie"));
    QCOMPARE(clausieRow.at(1), QStringLiteral("695"));
    QCOMPARE(clausieRow.at(2), QStringLiteral("345"));
    QCOMPARE(clausieRow.at(3), QStringLiteral("341"));
    QCOMPARE(clausieRow.at(4), QStringLiteral("1005"));
    QCOMPARE(clausieRow.at(5).toDouble(), 345.0 / 686.0); // full precision
    QCOMPARE(clausieRow.at(6).toDouble(), 345.0 / 1350.0);
    QCOMPARE(clausieRow.at(7).toDouble(), 0.33889980353634575);
    const QStringList minieRow = lines.at(2).split(separator);
    QCOMPARE(minieRow.size(), 8);
    QCOMPARE(minieRow.at(0), QStringLiteral("minie"));
    QCOMPARE(minieRow.at(2), QStringLiteral("375"));

    // A name holding the separator stays one field (quoted in CSV, tab replaced in TSV).
    const ScoreRun odd = runInProcess({QStringLiteral("--gold"), enGold(), QStringLiteral("--format"), format,
                                     QStringLiteral("a,b\tc \"d\"=") + clausie()});
    QVERIFY2(odd.status == 0, qPrintable(describeRun(odd)));
    const QString row = nonEmptyLines(odd.out).value(1);
    if (separator == QLatin1String(","))
        QCOMPARE(row.section(QLatin1Char(','), 0, 0), QStringLiteral("\"a"));
    const QString expectedName = separator == QLatin1String(",") ? QStringLiteral("\"a,b\tc \"\"d\"\"\"")
                                                                 : QStringLiteral("a,b c \"d\"");
    QVERIFY2(row.startsWith(expectedName + separator + QStringLiteral("695") + separator), qPrintable(row));
}

void TestScoreCommand::latexFormat()
{
    const ScoreRun r = runInProcess({QStringLiteral("--gold"), enGold(), QStringLiteral("--format"),
                                   QStringLiteral("latex"), QStringLiteral("clausie=") + clausie(),
                                   QStringLiteral("min_ie=") + minie()});
    QVERIFY2(r.status == 0, qPrintable(describeRun(r)));
    for (const char *needle : {"\\begin{tabular}", "\\toprule", "\\midrule", "\\bottomrule", "\\end{tabular}"})
        QVERIFY2(r.out.contains(QLatin1String(needle)), qPrintable(QString::fromLatin1(needle) + describeRun(r)));
    QVERIFY(r.out.indexOf(QLatin1String("\\toprule")) < r.out.indexOf(QLatin1String("\\midrule")));
    QVERIFY(r.out.indexOf(QLatin1String("\\midrule")) < r.out.indexOf(QLatin1String("\\bottomrule")));
    QVERIFY2(r.out.contains(QLatin1String("clausie & 345 & 341 & 1005 &")), qPrintable(describeRun(r)));
    QVERIFY2(r.out.contains(QLatin1String("min\\_ie & 375 & 499 & 975 &")), qPrintable(describeRun(r))); // escaped

    // A '%' in a system name is escaped, and the name is not taken for a QString::arg placeholder.
    const ScoreRun percent = runInProcess({QStringLiteral("--gold"), enGold(), QStringLiteral("--format=latex"),
                                         QStringLiteral("run%2=") + clausie()});
    QVERIFY2(percent.status == 0, qPrintable(describeRun(percent)));
    QVERIFY2(percent.out.contains(QLatin1String("run\\%2 & 345 & 341 & 1005 &")), qPrintable(describeRun(percent)));
}

void TestScoreCommand::tableFormat()
{
    const ScoreRun r = runInProcess({QStringLiteral("--gold"), enGold(), QStringLiteral("--format"),
                                   QStringLiteral("table"), QStringLiteral("clausie=") + clausie(),
                                   QStringLiteral("a-much-longer-system-name=") + minie()});
    QVERIFY2(r.status == 0, qPrintable(describeRun(r)));
    // After the title line: header, rule, one row per system, all the same width.
    const QStringList lines = nonEmptyLines(r.out);
    QCOMPARE(lines.size(), 5);
    const QStringList table = lines.mid(1);
    for (const QString &line : table)
        QVERIFY2(line.size() == table.first().size(), qPrintable(r.out));
    QVERIFY(table.at(1).startsWith(QLatin1String("----")));
    QVERIFY(table.at(2).startsWith(QLatin1String("clausie ")));
    QVERIFY(table.at(3).startsWith(QLatin1String("a-much-longer-system-name ")));
    QVERIFY2(table.at(2).contains(QLatin1String("0.5029")), qPrintable(r.out));
    // Columns are right-aligned: every row's TP ends at the same position as in the header.
    const qsizetype tpEnd = table.at(0).indexOf(QLatin1String("TP")) + 2;
    QCOMPARE(table.at(2).mid(tpEnd - 3, 3), QStringLiteral("345"));
    QCOMPARE(table.at(3).mid(tpEnd - 3, 3), QStringLiteral("375"));
}

void TestScoreCommand::entityFacetNeedsMarks()
{
    const ScoreRun r = runInProcess({QStringLiteral("--gold"), enGold(), QStringLiteral("--facet"),
                                   QStringLiteral("entity"), QStringLiteral("clausie=") + clausie()});
    QVERIFY2(r.status == 1, qPrintable(describeRun(r)));
    QVERIFY2(r.err.contains(enGold()), qPrintable(describeRun(r)));
    QVERIFY2(r.err.contains(QLatin1String("entity-clean")), qPrintable(describeRun(r)));
    QVERIFY2(!hasLineStartingWith(r.err, QStringLiteral("usage:")), qPrintable(describeRun(r)));
}

void TestScoreCommand::entityFacetOnProject()
{
    Diagnostics diagnostics;
    ProjectFile project;
    project.benchmark = BenchieGoldReader::readBytes(QByteArray(kTinyGold), m_tinyGold, &diagnostics);
    QCOMPARE(project.benchmark.sentences().size(), 2);
    QVector<Sentence> &sentences = project.benchmark.sentences();
    sentences[0].synsets[0].triples[0].setEntityClean(true); // T1
    sentences[0].synsets[1].triples[0].setEntityClean(true); // T3
    sentences[1].synsets[0].triples[0].setEntityClean(true); // T5
    const QString path = m_dir.filePath(QStringLiteral("project.json"));
    QString error;
    QVERIFY2(project.write(path, &error), qPrintable(error));

    const auto scoreWith = [&](const QString &facet) {
        return runInProcess({QStringLiteral("--gold"), path, QStringLiteral("--facet"), facet,
                             QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--details"),
                             QStringLiteral("tiny=") + m_tinySystem});
    };
    const ScoreRun entity = scoreWith(QStringLiteral("entity"));
    QVERIFY2(entity.status == 0, qPrintable(describeRun(entity)));
    const QJsonObject root = parseJson(entity.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(root.value(QLatin1String("facet")).toString(), QStringLiteral("entity"));
    const QJsonObject e = root.value(QLatin1String("systems")).toArray().at(0).toObject();
    QCOMPARE(e.value(QLatin1String("tp")).toInt(), 2);
    QCOMPARE(e.value(QLatin1String("fp")).toInt(), 3);
    QCOMPARE(e.value(QLatin1String("fn")).toInt(), 1);
    QCOMPARE(e.value(QLatin1String("precision")).toDouble(), 2.0 / 5.0);
    QCOMPARE(e.value(QLatin1String("recall")).toDouble(), 2.0 / 3.0);
    const QJsonArray verdicts = e.value(QLatin1String("extractions")).toArray();
    const char *const expectedVerdicts[] = {"correct", "incorrect", "incorrect", "correct", "incorrect"};
    const int expectedSynsets[] = {1, 0, 0, 2, 0};
    QCOMPARE(verdicts.size(), 5);
    for (int i = 0; i < 5; ++i) {
        const QJsonObject x = verdicts.at(i).toObject();
        QVERIFY2(x.value(QLatin1String("verdict")).toString() == QLatin1String(expectedVerdicts[i]),
                 qPrintable(QStringLiteral("line %1: %2").arg(i + 1).arg(x.value(QLatin1String("verdict")).toString())));
        QCOMPARE(x.value(QLatin1String("synsets")).toArray(),
                 expectedSynsets[i] > 0 ? QJsonArray{expectedSynsets[i]} : QJsonArray());
    }

    // The same project under the default facet uses every triple: TP 3, FP 1, FN 1.
    const ScoreRun all = scoreWith(QStringLiteral("default"));
    QVERIFY2(all.status == 0, qPrintable(describeRun(all)));
    const QJsonObject d = parseJson(all.out, &error).value(QLatin1String("systems")).toArray().at(0).toObject();
    QCOMPARE(d.value(QLatin1String("tp")).toInt(), 3);
    QCOMPARE(d.value(QLatin1String("fp")).toInt(), 1);
    QCOMPARE(d.value(QLatin1String("fn")).toInt(), 1);

    // And the project scores exactly like the text gold it came from.
    const ScoreRun text = runInProcess({QStringLiteral("--gold"), m_tinyGold, QStringLiteral("--format=csv"),
                                      QStringLiteral("tiny=") + m_tinySystem});
    const ScoreRun projectCsv = runInProcess({QStringLiteral("--gold"), path, QStringLiteral("--format=csv"),
                                            QStringLiteral("tiny=") + m_tinySystem});
    QCOMPARE(projectCsv.out, text.out);
}

void TestScoreCommand::systemNaming()
{
    const ScoreRun r = runInProcess({QStringLiteral("--gold"), enGold(), QStringLiteral("--format"),
                                   QStringLiteral("json"), QStringLiteral("ClausIE (2013)=") + clausie(), minie()});
    QVERIFY2(r.status == 0, qPrintable(describeRun(r)));
    QString error;
    const QJsonArray systems = parseJson(r.out, &error).value(QLatin1String("systems")).toArray();
    QCOMPARE(systems.size(), 2);
    QCOMPARE(systems.at(0).toObject().value(QLatin1String("name")).toString(), QStringLiteral("ClausIE (2013)"));
    QCOMPARE(systems.at(0).toObject().value(QLatin1String("tp")).toInt(), 345);
    // A bare file is named after its base name.
    QCOMPARE(systems.at(1).toObject().value(QLatin1String("name")).toString(), QStringLiteral("minie_explicit"));
    QCOMPARE(systems.at(1).toObject().value(QLatin1String("tp")).toInt(), 375);
}

void TestScoreCommand::optionWithEquals()
{
    const ScoreRun r = runInProcess({QStringLiteral("--gold=") + enGold(), QStringLiteral("--facet=concat"),
                                   QStringLiteral("--format=json"), QStringLiteral("clausie=") + clausie()});
    QVERIFY2(r.status == 0, qPrintable(describeRun(r)));
    QString error;
    const QJsonObject root = parseJson(r.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(root.value(QLatin1String("facet")).toString(), QStringLiteral("concat"));
    QCOMPARE(root.value(QLatin1String("gold")).toString(), enGold());
    // Same result as the two-argument form.
    const ScoreRun spaced = runInProcess({QStringLiteral("--gold"), enGold(), QStringLiteral("--facet"),
                                        QStringLiteral("concat"), QStringLiteral("--format"), QStringLiteral("json"),
                                        QStringLiteral("clausie=") + clausie()});
    QCOMPARE(r.out, spaced.out);
    // Concat credits at least what slot matching credits.
    const QJsonObject system = root.value(QLatin1String("systems")).toArray().at(0).toObject();
    QVERIFY(system.value(QLatin1String("tp")).toInt() >= 345);
}

void TestScoreCommand::processSuccess()
{
    const QStringList arguments{QStringLiteral("--gold"), enGold(), QStringLiteral("--format"), QStringLiteral("csv"),
                                QStringLiteral("clausie=") + clausie()};
    const ScoreRun p = runScore(arguments);
    QVERIFY2(p.status == 0, qPrintable(describeRun(p)));
    const ScoreRun in = runInProcess(arguments);
    QCOMPARE(p.out, in.out);
    QCOMPARE(nonEmptyLines(p.out).value(1).section(QLatin1Char(','), 0, 4), QStringLiteral("clausie,695,345,341,1005"));
}

void TestScoreCommand::processUsageError()
{
    const ScoreRun none = runScore({});
    QVERIFY2(none.status == 2, qPrintable(describeRun(none)));
    QVERIFY2(hasLineStartingWith(none.err, QStringLiteral("usage: oie-score")), qPrintable(describeRun(none)));
    const ScoreRun facet = runScore({QStringLiteral("--gold"), enGold(), QStringLiteral("--facet"),
                                     QStringLiteral("nope"), clausie()});
    QVERIFY2(facet.status == 2, qPrintable(describeRun(facet)));
    QVERIFY2(hasLineStartingWith(facet.err, QStringLiteral("usage: oie-score")), qPrintable(describeRun(facet)));
    QVERIFY(facet.out.isEmpty());
}

void TestScoreCommand::processUnreadableFile()
{
    const QString missing = m_dir.filePath(QStringLiteral("missing_system.txt"));
    const ScoreRun p = runScore({QStringLiteral("--gold"), enGold(), QStringLiteral("x=") + missing});
    QVERIFY2(p.status == 1, qPrintable(describeRun(p)));
    QVERIFY2(p.err.contains(missing), qPrintable(describeRun(p)));
}

void TestScoreCommand::processErrorDiagnostic()
{
    const QString system = m_dir.filePath(QStringLiteral("process_three_fields.txt"));
    QVERIFY(writeFile(system, "1\tcat\tsat on\tmat\n2\tDogs\tbark at\n"));
    const ScoreRun p = runScore({QStringLiteral("--gold"), m_tinyGold, QStringLiteral("--format"),
                                 QStringLiteral("tsv"), QStringLiteral("bad=") + system});
    QVERIFY2(p.status == 1, qPrintable(describeRun(p)));
    QVERIFY2(hasLineStartingWith(p.err, system + QStringLiteral(":2: error:")), qPrintable(describeRun(p)));
    QCOMPARE(nonEmptyLines(p.out).value(1).section(QLatin1Char('\t'), 0, 4), QStringLiteral("bad\t1\t1\t0\t3"));
}

QTEST_GUILESS_MAIN(TestScoreCommand)
#include "test_score_command.moc"
