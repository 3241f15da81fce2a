// Message locations over every reader (issue "Robustness, proven"): a malformed line of any
// input oie-score reads is reported as "file:line: error: ..." (and "file:line:column:" where
// one field or value is at fault), the run fails, and the lines around it are still read.
#include "core/text/ConlluReader.h"
#include "core/model/Benchmark.h"
#include "tests/RunScore.h"
#include "tests/TestData.h"

#include <QTemporaryDir>
#include <QTest>

namespace {

// The sentence of every hand-made file below.
const QByteArray kSentence = "John likes Mary .";

QByteArray lines(std::initializer_list<QByteArray> all)
{
    QByteArray joined;
    for (const QByteArray &line : all)
        joined += line + '\n';
    return joined;
}

} // namespace

class TestReaderLocations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void malformedLineHasItsLocation_data();
    void malformedLineHasItsLocation();
    void conlluErrorsHaveLineAndColumn();
    void jsonOutputCarriesTheColumn();

private:
    QTemporaryDir m_dir;
};

void TestReaderLocations::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestReaderLocations::malformedLineHasItsLocation_data()
{
    // arguments: FILE is the malformed file written from `content`; GOLD the English gold,
    // SYSTEM a valid BenchIE system file. expected: where the error must be said, with FILE.
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("status"); // 1 for an error; a warning leaves the run at 0
    const auto args = [](const char *text) { return QString::fromLatin1(text).split(QLatin1Char(' ')); };
    const QByteArray s = kSentence;
    const QByteArray openIeGood = "0.9\t\tSimpleArgument(John,List([0, 4)))\tRelation(likes,List([5, 10)))\t"
                                  "SimpleArgument(Mary,List([11, 15)))\t" + s;

    QTest::newRow("benchie gold: triple with two slots")
        << args("--gold FILE --diagnostics s=SYSTEM")
        << lines({"sent_id:1\t" + s, "1--> Cluster 1:", "John --> likes --> Mary", "John --> likes"})
        << QStringLiteral("FILE:4: warning: triple line with 2 parts instead of 3") << 0;
    QTest::newRow("benchie gold: triple before any sentence")
        << args("--gold FILE s=SYSTEM")
        << lines({"1--> Cluster 1:", "John --> likes --> Mary", "sent_id:1\t" + s, "1--> Cluster 1:", "John --> likes --> Mary"})
        << QStringLiteral("FILE:2: error: ") << 1;
    QTest::newRow("benchie system: three fields")
        << args("--gold GOLD s=FILE") << lines({"1\tJohn\tlikes\tMary", "1\tJohn\tlikes"})
        << QStringLiteral("FILE:2: error: expected 4 tab-separated fields") << 1;
    QTest::newRow("fl system (official reader): three fields")
        << args("--scorer fl --fl-official --gold GOLD s=FILE") << lines({"1\tJohn\tlikes\tMary", "1\tJohn\tlikes"})
        << QStringLiteral("FILE:2: error: ") << 1;
    QTest::newRow("carb gold: no tab")
        << args("--scorer carb --gold FILE s=CARB_SYSTEM") << lines({s + "\tlikes\tJohn\tMary", "no tab here"})
        << QStringLiteral("FILE:2: error: expected SENTENCE<TAB>RELATION<TAB>ARGUMENTS") << 1;
    // The confidence is the second field: column 1 + the sentence's 17 characters + the tab.
    QTest::newRow("carb tab system: confidence")
        << args("--scorer carb --gold CARB_GOLD s=FILE")
        << lines({s + "\t0.9\tlikes\tJohn\tMary", s + "\tabc\tlikes\tJohn\tMary"})
        << QStringLiteral("FILE:2:19: error: confidence 'abc' is not a number") << 1;
    QTest::newRow("carb tab system: confidence after spaces")
        << args("--scorer carb --gold CARB_GOLD s=FILE")
        << lines({s + "\t0.9\tlikes\tJohn\tMary", "  " + s + "\tabc\tlikes\tJohn\tMary"})
        << QStringLiteral("FILE:2:21: error: confidence 'abc' is not a number") << 1;
    QTest::newRow("carb openie4 system: five fields")
        << args("--scorer carb --system-format openie4 --gold CARB_GOLD s=FILE")
        << lines({openIeGood, "0.8\t\tSimpleArgument(John,List([0, 4)))\tRelation(likes,List([5, 10)))\t"
                              "SimpleArgument(Mary,List([11, 15)))"})
        << QStringLiteral("FILE:2: error: expected 6 tab-separated fields") << 1;
    QTest::newRow("carb openie5 system: confidence")
        << args("--scorer carb --system-format openie5 --gold CARB_GOLD s=FILE")
        << lines({openIeGood, "high" + openIeGood.mid(3)}) << QStringLiteral("FILE:2:1: error: confidence 'high'") << 1;
    QTest::newRow("carb props system: two fields")
        << args("--scorer carb --system-format props --gold CARB_GOLD s=FILE")
        << lines({"0.9\t" + s + "\tlikes\tsubj\tJohn\tdobj\tMary", "0.5\t" + s})
        << QStringLiteral("FILE:2: error: expected CONFIDENCE<TAB>SENTENCE") << 1;
    QTest::newRow("carb clausie system: extraction first")
        << args("--scorer carb --system-format clausie --gold CARB_GOLD s=FILE")
        << lines({"1\t\"John\"\t\"likes\"\t\"Mary\"\t0.9", s, "1\t\"John\"\t\"likes\"\t\"Mary\"\t0.9"})
        << QStringLiteral("FILE:1: error: extraction before any sentence line") << 1;
    QTest::newRow("oie2016 gold: two fields")
        << args("--scorer oie2016 --system-format ollie --gold FILE s=OLLIE")
        << lines({s + "\tlike\tlikes\tJohn\tMary", s + "\tlike"})
        << QStringLiteral("FILE:2: error: expected SENTENCE<TAB>BASE_VERB<TAB>PREDICATE") << 1;
    QTest::newRow("oie2016 ollie system: confidence")
        << args("--scorer oie2016 --system-format ollie --gold OIE_GOLD s=FILE")
        << lines({"header", "0.9\tJohn\tlikes\tMary\t\t\t" + s, "  zz\tJohn\tlikes\tMary\t\t\t" + s})
        << QStringLiteral("FILE:3:3: error: confidence 'zz' is not a finite number") << 1;
    QTest::newRow("oie2016 props system: two fields")
        << args("--scorer oie2016 --system-format props --gold OIE_GOLD s=FILE")
        << lines({"0.2\t" + s + "\tlikes\tsubj\tJohn\tdobj\tMary", "0.3\t" + s})
        << QStringLiteral("FILE:2: error: expected ") << 1;
    // ReVerb's 18 columns: file, sentence number (a line of --sentences), arg1, rel, arg2,
    // 6 offsets, confidence, sentence, ...; the number refers to the raw sentence file.
    const QByteArray reverbGood = "in.txt\t1\tJohn\tlikes\tMary\t0\t1\t1\t2\t2\t3\t0.9\t" + s + "\t_\t_\t_\t_\t_";
    QTest::newRow("oie2016 reverb system: eleven fields")
        << args("--scorer oie2016 --system-format reverb --sentences RAW --gold OIE_GOLD s=FILE")
        << lines({reverbGood, "in.txt\t1\tJohn\tlikes\tMary\t0\t1\t1\t2\t2\t3"})
        << QStringLiteral("FILE:2: error: expected ReVerb's 18 columns (at least 12") << 1;
    QTest::newRow("oie2016 reverb system: sentence number")
        << args("--scorer oie2016 --system-format reverb --sentences RAW --gold OIE_GOLD s=FILE")
        << lines({reverbGood, "in.txt\t7\tJohn\tlikes\tMary\t0\t1\t1\t2\t2\t3\t0.9\t" + s})
        << QStringLiteral("FILE:2: error: sentence number '7' is not a line of the sentence file") << 1;
    // The confidence is field 12: the 11 fields before it and their tabs (37 characters).
    QTest::newRow("oie2016 reverb system: confidence")
        << args("--scorer oie2016 --system-format reverb --sentences RAW --gold OIE_GOLD s=FILE")
        << lines({reverbGood, "in.txt\t1\tJohn\tlikes\tMary\t0\t1\t1\t2\t2\t3\tnan\t" + s})
        << QStringLiteral("FILE:2:38: error: confidence 'nan' is not a finite number") << 1;
    QTest::newRow("oie2016 stanford system: twelve fields")
        << args("--scorer oie2016 --system-format stanford --gold OIE_GOLD s=FILE")
        << lines({"R\t0\tJohn\tlikes\tMary\t0\t0\t0\t0\t0\t0\t1.0\t" + s, "R\t0\tJohn\tlikes\tMary\t0\t0\t0\t0\t0\t0\t1.0"})
        << QStringLiteral("FILE:2: error: expected the ReVerb-like columns") << 1;
    QTest::newRow("oie2016 stanford system: confidence")
        << args("--scorer oie2016 --system-format stanford --gold OIE_GOLD s=FILE")
        << lines({"R\t0\tJohn\tlikes\tMary\t0\t0\t0\t0\t0\t0\t1.0\t" + s, "R\t0\tJohn\tlikes\tMary\t0\t0\t0\t0\t0\t0\tsure\t" + s})
        << QStringLiteral("FILE:2:33: error: confidence 'sure' is not a finite number") << 1;
    QTest::newRow("oie2016 clausie system: extraction first")
        << args("--scorer oie2016 --system-format clausie --gold OIE_GOLD s=FILE")
        << lines({"1\t\"John\"\t\"likes\"\t\"Mary\"\t0.9", s, "1\t\"John\"\t\"likes\"\t\"Mary\"\t0.9"})
        << QStringLiteral("FILE:1: error: extraction before any sentence line") << 1;
    // The score is the fifth field: 1, "John", "likes", "Mary" and their tabs (24 characters).
    QTest::newRow("oie2016 clausie system: score")
        << args("--scorer oie2016 --system-format clausie --gold OIE_GOLD s=FILE")
        << lines({s, "1\t\"John\"\t\"likes\"\t\"Mary\"\t-2.5", "1\t\"John\"\t\"likes\"\t\"Mary\"\tlow"})
        << QStringLiteral("FILE:3:25: error: confidence 'low' is not a finite number") << 1;
    QTest::newRow("oie2016 openie4 system: five fields")
        << args("--scorer oie2016 --system-format openie4 --gold OIE_GOLD s=FILE")
        << lines({openIeGood, "0.8\t\tSimpleArgument(John,List([0, 4)))\tRelation(likes,List([5, 10)))\t"
                              "SimpleArgument(Mary,List([11, 15)))"})
        << QStringLiteral("FILE:2: error: expected 6 tab-separated fields") << 1;
    QTest::newRow("robust: JSON syntax")
        << args("--scorer robust --gold FILE s=ROBUST_SYSTEM")
        << QByteArray("[\n {\"ori_sent\": \"a\",\n   oops}\n]\n") // Qt's parse offset: just past the 'o'
        << QStringLiteral("FILE:3:5: error: not valid JSON: ") << 1;
    QTest::newRow("robust: clique without ori_sent")
        << args("--scorer robust --gold ROBUST_GOLD s=FILE") << QByteArray("[\n {\n  \"x\": 1\n }\n]\n")
        << QStringLiteral("FILE:2: error: ") << 1;
    QTest::newRow("bucket tsv: three fields")
        << args("analysis --gold GOLD --by FILE s=SYSTEM") << lines({"sent_id\tbucket", "1\tshort", "2\tlong\textra"})
        << QStringLiteral("FILE:3: error: expected sent_id<TAB>bucket, found 3 field(s)") << 1;
}

// The file is read through oie-score: exit 1 and the message at its place.
void TestReaderLocations::malformedLineHasItsLocation()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QFETCH(int, status);
    QString name = QString::fromUtf8(QTest::currentDataTag());
    name.replace(QLatin1Char(' '), QLatin1Char('_')).remove(QLatin1Char(':')).remove(QLatin1Char('('));
    name.remove(QLatin1Char(')'));
    const QString file = m_dir.filePath(name + QStringLiteral(".txt"));
    QVERIFY(writeFile(file, content));
    const QString oieGold = m_dir.filePath(QStringLiteral("gold.oie"));
    const QString ollie = m_dir.filePath(QStringLiteral("ollie.txt"));
    const QString carbGold = m_dir.filePath(QStringLiteral("gold.tsv"));
    const QString carbSystem = m_dir.filePath(QStringLiteral("carb_system.tsv"));
    QVERIFY(writeFile(oieGold, kSentence + "\tlike\tlikes\tJohn\tMary\n"));
    const QString raw = m_dir.filePath(QStringLiteral("raw_sentences.txt"));
    QVERIFY(writeFile(raw, kSentence + '\n'));
    QVERIFY(writeFile(ollie, "header\n0.9\tJohn\tlikes\tMary\t\t\t" + kSentence + '\n'));
    QVERIFY(writeFile(carbGold, kSentence + "\tlikes\tJohn\tMary\n"));
    QVERIFY(writeFile(carbSystem, kSentence + "\t0.9\tlikes\tJohn\tMary\n"));
    const QHash<QString, QString> places{
        {QStringLiteral("FILE"), file},
        {QStringLiteral("GOLD"), TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"))},
        {QStringLiteral("SYSTEM"), TestData::benchie(QStringLiteral("systems/clausie_explicit.txt"))},
        {QStringLiteral("CARB_GOLD"), carbGold},
        {QStringLiteral("CARB_SYSTEM"), carbSystem},
        {QStringLiteral("OIE_GOLD"), oieGold},
        {QStringLiteral("OLLIE"), ollie},
        {QStringLiteral("RAW"), raw},
        {QStringLiteral("ROBUST_GOLD"), TestData::path(QStringLiteral("robust/gold.json"))},
        {QStringLiteral("ROBUST_SYSTEM"), TestData::path(QStringLiteral("robust/sys_openie4.json"))},
    };
    for (QString &argument : arguments) {
        const qsizetype equals = argument.indexOf(QLatin1Char('='));
        const QString value = argument.mid(equals + 1);
        if (places.contains(value)) {
            argument = argument.left(equals + 1) + places.value(value);
            if (value != QLatin1String("FILE"))
                REQUIRE_DATA_FILE(places.value(value));
        }
    }
    const ScoreRun run = runScore(arguments);
    QVERIFY2(run.status == status, qPrintable(describeRun(run)));
    expected.replace(QStringLiteral("FILE"), file);
    // The message is a line of its own that starts with the location.
    bool found = false;
    for (const QString &line : run.err.split(QLatin1Char('\n')))
        found = found || line.startsWith(expected);
    QVERIFY2(found, qPrintable(QStringLiteral("expected a line starting with '%1'\n").arg(expected) + describeRun(run)));
}

// CoNLL-U (read by the studio's import): a bad id at column 1, a bad head at the head column.
void TestReaderLocations::conlluErrorsHaveLineAndColumn()
{
    const QString file = m_dir.filePath(QStringLiteral("bad.conllu"));
    QVERIFY(writeFile(file, lines({"# sent_id = 1", "1\tJohn\tJohn\tPROPN\tNNP\t_\t2\tnsubj\t_\t_",
                                   "2\tlikes\tlike\tVERB\tVBZ\t_\tx\troot\t_\t_", "x\tMary\tMary\tPROPN\tNNP\t_\t2\tobj\t_\t_",
                                   "3\tMary\tMary\tPROPN\tNNP\t_\t2\tobj\t_"})));
    Benchmark benchmark;
    Diagnostics diagnostics;
    QString error;
    QVERIFY2(ConlluReader::read(file, &benchmark, &diagnostics, &error), qPrintable(error));
    QStringList errors;
    for (const Diagnostic &d : diagnostics) {
        if (d.severity == Diagnostic::Severity::Error)
            errors << d.toString();
    }
    // Line 3: the head "x" after 2, likes, like, VERB, VBZ, _ (18 characters) and their six tabs:
    // column 1 + 18 + 6.
    QCOMPARE(errors.size(), 3);
    QVERIFY2(errors.at(0).startsWith(file + QStringLiteral(":3:25: error: bad head \"x\"")), qPrintable(errors.at(0)));
    QVERIFY2(errors.at(1).startsWith(file + QStringLiteral(":4:1: error: bad word id \"x\"")), qPrintable(errors.at(1)));
    QVERIFY2(errors.at(2).startsWith(file + QStringLiteral(":5: error: expected 10 tab-separated columns, found 9")),
             qPrintable(errors.at(2)));
    QCOMPARE(benchmark.sentences().size(), 1);
    QCOMPARE(benchmark.sentences().first().tokens.size(), 2);
}

// --format json lists the column of a diagnostic that has one.
void TestReaderLocations::jsonOutputCarriesTheColumn()
{
    const QString gold = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    REQUIRE_DATA_FILE(gold);
    const QString carbGold = m_dir.filePath(QStringLiteral("json_gold.tsv"));
    const QString system = m_dir.filePath(QStringLiteral("json_system.tsv"));
    QVERIFY(writeFile(carbGold, kSentence + "\tlikes\tJohn\tMary\n"));
    QVERIFY(writeFile(system, lines({kSentence + "\t0.9\tlikes\tJohn\tMary", kSentence + "\tabc\tlikes\tJohn\tMary"})));
    const ScoreRun run = runScore({QStringLiteral("--scorer"), QStringLiteral("carb"), QStringLiteral("--gold"), carbGold,
                                   QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("s=") + system});
    QCOMPARE(run.status, 1);
    QVERIFY2(run.out.contains(QStringLiteral("\"column\": 19")), qPrintable(describeRun(run)));
}

QTEST_GUILESS_MAIN(TestReaderLocations)
#include "test_reader_locations.moc"
