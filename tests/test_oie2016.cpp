// OIE2016: every official number of ../shared/data/reference/oie2016_official.json (both
// modes, both curve conventions, every curve row), the worked example of the spec, the
// lemmatiser, the readers' malformed lines, and the command line end to end.
#include "core/base/NumpySum.h"
#include "core/carb/CarbSystemReader.h"
#include "core/oie2016/Oie2016Corpus.h"
#include "core/oie2016/Oie2016Curve.h"
#include "core/oie2016/Oie2016GoldReader.h"
#include "core/oie2016/Oie2016Lemmatizer.h"
#include "core/oie2016/Oie2016Scorer.h"
#include "core/oie2016/Oie2016SystemReader.h"
#include "tests/DiagnosticChecks.h"
#include "tests/RunScore.h"
#include "tests/TestData.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>
#include <memory>

namespace {

using Format = Oie2016SystemReader::Format;
using Mode = Oie2016Options::Mode;

QString oie2016(const QString &relative)
{
    return TestData::path(QStringLiteral("oie2016/") + relative);
}

struct SystemFile
{
    const char *key; // as in the reference JSON
    const char *file;
    Format format;
};

const SystemFile systemFiles[] = {
    {"clausie", "clausie_output.txt", Format::ClausIe}, {"ollie", "ollie_output.txt", Format::Ollie},
    {"openie4", "openie4_output.txt", Format::OpenIe4}, {"props", "props_output.txt", Format::PropS},
    {"reverb", "reverb_output.txt", Format::ReVerb},    {"stanford", "stanford_output.txt", Format::Stanford},
};

// Command-line words written as one string (none of them holds a space).
QStringList words(const char *text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '));
}

// The rows of a written curve (`Precision<TAB>Recall`, then `P<TAB>R`); *problem says what is wrong.
QVector<std::pair<double, double>> readCurve(const QString &path, QString *problem)
{
    QVector<std::pair<double, double>> rows;
    QFile file(path);
    const QStringList lines = file.open(QIODevice::ReadOnly)
        ? QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts)
        : QStringList();
    if (lines.value(0) != QLatin1String("Precision\tRecall"))
        *problem = path + QStringLiteral(": missing, or no header");
    for (qsizetype i = 1; i < lines.size(); ++i) {
        bool ok[2] = {false, false};
        rows.append({lines.at(i).section(QLatin1Char('\t'), 0, 0).toDouble(&ok[0]),
                     lines.at(i).section(QLatin1Char('\t'), 1).toDouble(&ok[1])});
        if (!ok[0] || !ok[1])
            *problem = QStringLiteral("%1:%2: not a curve row").arg(path).arg(i + 1);
    }
    return rows;
}

// What the reproduction reads once: WordNet, the raw sentences, the three golds, six systems.
struct Loaded
{
    std::shared_ptr<const Oie2016Lemmatizer> lemmatizer;
    std::map<QString, Oie2016Corpus> golds;
    std::map<QString, Oie2016Corpus> systems;
    QString problem;
};

const Loaded &loaded()
{
    static const Loaded data = [] {
        Loaded l;
        QString error;
        Diagnostics diagnostics;
        QHash<QString, QString> sentences;
        l.lemmatizer = Oie2016Lemmatizer::load(Oie2016Lemmatizer::defaultDirectory(), &error);
        bool ok = l.lemmatizer
            && CarbSystemReader::readSentences(oie2016(QStringLiteral("raw_sentences/all.txt")), &sentences,
                                               &diagnostics, &error);
        for (const char *split : {"all", "dev", "test"}) {
            ok = ok
                && Oie2016GoldReader::readFile(oie2016(QStringLiteral("gold/%1.oie").arg(QLatin1String(split))),
                                               &l.golds[QLatin1String(split)], &diagnostics, &error);
        }
        for (const SystemFile &s : systemFiles) {
            ok = ok
                && Oie2016SystemReader::readFile(oie2016(QStringLiteral("systems/") + QLatin1String(s.file)), s.format,
                                                 sentences, &l.systems[QLatin1String(s.key)], &diagnostics, &error);
        }
        l.problem = ok ? QString() : error;
        for (const Diagnostic &d : diagnostics)
            l.problem += d.severity == Diagnostic::Severity::Error ? d.toString() + QLatin1Char('\n') : QString();
        return l;
    }();
    return data;
}

// The entries of reference/oie2016_official.json (empty when it cannot be read).
QJsonObject referenceEntries()
{
    QFile file(TestData::path(QStringLiteral("reference/oie2016_official.json")));
    if (!file.open(QIODevice::ReadOnly))
        return QJsonObject();
    return QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("entries")).toObject();
}

int g_values = 0; // compared within 1e-9
int g_exactValues = 0; // of which bit-identical
int g_curveRows = 0;
int g_entries = 0;

bool close(double ours, double official)
{
    ++g_values;
    if (ours == official)
        ++g_exactValues;
    return std::abs(ours - official) <= 1e-9;
}

} // namespace

class TestOie2016 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reproducesOfficialScores_data();
    void reproducesOfficialScores();
    void reproductionSummary();
    void workedExample();
    void lemmatizer();
    void sentenceKeys();
    void curveDetails();
    void malformedGold();
    void malformedSystemLines();
    void missingWordNet();
    void cliReproducesOfficialScores();
    void cliOptionsAndErrors();
};

void TestOie2016::reproducesOfficialScores_data()
{
    QTest::addColumn<QString>("key");
    const QJsonObject entries = referenceEntries();
    if (entries.size() != 36)
        QFAIL(qPrintable(QStringLiteral("reference/oie2016_official.json: expected 36 entries, found %1 (missing "
                                        "shared data?)")
                             .arg(entries.size())));
    for (const QString &key : entries.keys())
        QTest::newRow(qPrintable(key)) << key;
}

void TestOie2016::reproducesOfficialScores()
{
    QFETCH(QString, key);
    const Loaded &data = loaded();
    QVERIFY2(data.problem.isEmpty(), qPrintable(data.problem));
    const QJsonObject expected = referenceEntries().value(key).toObject();
    const QStringList parts = key.split(QLatin1Char('/'));
    QCOMPARE(parts.size(), 3);
    Oie2016Options options;
    QVERIFY(Oie2016Options::parseMode(parts.at(0), &options.mode));
    QVERIFY2(data.golds.count(parts.at(1)) && data.systems.count(parts.at(2)), qPrintable(key));
    const Oie2016Corpus &gold = data.golds.at(parts.at(1));
    const Oie2016Corpus &system = data.systems.at(parts.at(2));

    // Both conventions: legacy (the main figures) and scikit-learn >= 1.1.
    for (const Oie2016Options::Curve convention :
         {Oie2016Options::Curve::Legacy, Oie2016Options::Curve::AllThresholds}) {
        options.curve = convention;
        const bool legacy = convention == Oie2016Options::Curve::Legacy;
        const QJsonObject figures = legacy ? expected : expected.value(QStringLiteral("sklearn_ge_1_1")).toObject();
        const QString where = key + (legacy ? QStringLiteral(" (legacy)") : QStringLiteral(" (sklearn >= 1.1)"));
        Diagnostics diagnostics;
        Oie2016Scorer scorer(gold, options, data.lemmatizer.get(), &diagnostics);
        const Oie2016Result r = scorer.score(system, &diagnostics);
        for (const Diagnostic &d : diagnostics)
            QVERIFY2(d.severity != Diagnostic::Severity::Error, qPrintable(d.toString()));

        // Counts, exactly.
        const QStringList countNames
            = words("n_gold n_gold_sentences gold_total_counted matched_gold "
                    "n_system_extractions n_system_sentences "
                    "n_system_extractions_in_gold_sentences n_points n_points_pos n_points_neg");
        const qint64 counts[] = {r.goldExtractions,
                                 r.goldSentences,
                                 r.goldCounted,
                                 r.matched,
                                 r.systemExtractions,
                                 r.systemSentences,
                                 r.systemExtractionsInGoldSentences,
                                 r.positives + r.negatives,
                                 r.positives,
                                 r.negatives};
        if (legacy) {
            for (qsizetype c = 0; c < countNames.size(); ++c) {
                const QJsonValue reference = expected.value(countNames.at(c));
                QVERIFY2(reference.isDouble() && qint64(reference.toDouble()) == counts[c],
                         qPrintable(where + QLatin1Char(' ') + countNames.at(c) + QStringLiteral(": got ")
                                    + QString::number(counts[c])));
            }
            QVERIFY2(close(r.recallMultiplier, expected.value(QStringLiteral("recall_multiplier")).toDouble(-1)),
                     qPrintable(where + QStringLiteral(" recall_multiplier")));
        }
        QCOMPARE(int(r.curve.rows.size()), figures.value(QStringLiteral("curve_rows")).toInt(-1));
        const QList<std::pair<const char *, double>> values
            = {{"auc", r.auc()}, {"best_f1", r.f1}, {"best_p", r.precision}, {"best_r", r.recall}};
        for (const auto &[name, value] : values) {
            const double reference = figures.value(QLatin1String(name)).toDouble(-1);
            QVERIFY2(close(value, reference), qPrintable(where + QLatin1Char(' ') + QLatin1String(name)));
        }
        const QJsonValue threshold = figures.value(QStringLiteral("best_threshold"));
        QCOMPARE(r.hasThreshold, !threshold.isNull());
        if (r.hasThreshold)
            QVERIFY2(close(r.threshold, threshold.toDouble()), qPrintable(where + QStringLiteral(" best_threshold")));

        // Every row of the written curve.
        const QString curvePath
            = TestData::path(QStringLiteral("reference/") + figures.value(QStringLiteral("curve")).toString());
        REQUIRE_DATA_FILE(curvePath);
        QString problem;
        const QVector<std::pair<double, double>> rows = readCurve(curvePath, &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(r.curve.rows.size(), rows.size());
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const Oie2016CurveRow &row = r.curve.rows.at(i);
            QVERIFY2(close(row.precision, rows.at(i).first) && close(row.recall, rows.at(i).second),
                     qPrintable(where + QStringLiteral(": curve row %1").arg(i + 2)));
        }
        g_curveRows += int(rows.size());
    }
    ++g_entries;
}

void TestOie2016::reproductionSummary()
{
    // The reproduction above ran every entry: say how much was compared, and how much of it
    // was bit-identical (the tolerance is 1e-9).
    QCOMPARE(g_entries, 36);
    qInfo("OIE2016 reproduction: %d entries x 2 curve conventions, %d curve rows, %d values within 1e-9, "
          "%d of them bit-identical",
          g_entries, g_curveRows, g_values, g_exactValues);
    QVERIFY(g_curveRows > 50000);
}

void TestOie2016::workedExample()
{
    // docs/scoring/oie2016.md 8 (the spec's worked example), both modes and both conventions.
    const QByteArray goldText = "Smith , a lawyer , bought ( new ) cars .\tbought\tbought\tSmith\tnew cars\n"
                                "Smith , a lawyer , bought ( new ) cars .\tis\tis\tSmith\ta lawyer\n"
                                "It rained heavily .\trained\trained\tIt\n"
                                "It rained heavily .\trained\trained\tIt\theavily\n";
    const QByteArray systemText = "confidence\targ1\trel\targ2\tenabler\tattribution\ttext\n"
                                  "0.9\tSmith\tbuys\tcars\t\t\tSmith , a lawyer , bought -LRB- new -RRB- cars .\n"
                                  "0.6\tSmith\tbought\tnew cars\t\t\tSmith , a lawyer , bought -LRB- new -RRB- cars .\n"
                                  "0.6\tSmith\twas\ta lawyer\t\t\tSmith , a lawyer , bought -LRB- new -RRB- cars .\n"
                                  "0.3\tlawyer\tbought\tcars\t\t\tSmith , a lawyer , bought -LRB- new -RRB- cars .\n";
    Diagnostics diagnostics;
    const Oie2016Corpus gold = Oie2016GoldReader::readBytes(goldText, QStringLiteral("gold.oie"), &diagnostics);
    const Oie2016Corpus system
        = Oie2016SystemReader::readBytes(systemText, QStringLiteral("ollie.txt"), Format::Ollie, {}, &diagnostics);
    QVERIFY2(diagnostics.isEmpty(), qPrintable(describe(diagnostics)));
    QCOMPARE(system.extractionCount(), 4);
    const Loaded &data = loaded();
    QVERIFY2(data.lemmatizer, qPrintable(data.problem));

    // One mode and convention: T, matched, the rows (precision, recall, ...), AUC, F1 at 0.6.
    const auto check = [&](Mode mode, Oie2016Options::Curve curve, qint64 counted, qint64 matched,
                           const QVector<double> &rows, double auc, double f1) {
        Oie2016Options options;
        options.mode = mode;
        options.curve = curve;
        Oie2016Scorer scorer(gold, options, data.lemmatizer.get(), &diagnostics);
        const Oie2016Result r = scorer.score(system, &diagnostics);
        QCOMPARE(r.goldCounted, counted);
        QCOMPARE(r.matched, matched);
        QCOMPARE(r.curve.rows.size() * 2, rows.size());
        for (qsizetype i = 0; i < r.curve.rows.size(); ++i) {
            QCOMPARE(r.curve.rows.at(i).precision, rows.at(2 * i));
            QCOMPARE(r.curve.rows.at(i).recall, rows.at(2 * i + 1));
        }
        QCOMPARE(r.auc(), auc);
        QVERIFY(std::abs(r.f1 - f1) < 1e-15);
        QVERIFY(r.hasThreshold);
        QCOMPARE(r.threshold, 0.6);
    };
    const double third = 1.0 / 3.0;
    using Curve = Oie2016Options::Curve;
    check(Mode::Current, Curve::Legacy, 4, 1, {0, 0, 1, 0, third, 0.25}, 0.16666666666666666, 2.0 / 7.0);
    check(Mode::Current, Curve::AllThresholds, 4, 1, {0, 0, 1, 0, 0.25, 0.25, third, 0.25}, 0.15625, 2.0 / 7.0);
    check(Mode::Paper2016, Curve::Legacy, 6, 2, {0, 0, 1, 0, 2 * third, third}, 0.27777777777777773, 4.0 / 9.0);
    check(Mode::Paper2016, Curve::AllThresholds, 6, 2, {0, 0, 1, 0, 0.5, third, 2 * third, third}, 0.25, 4.0 / 9.0);
    // Current mode: g1 matched by the second prediction (line 3), g2 by none.
    Oie2016Scorer scorer(gold, Oie2016Options(), data.lemmatizer.get(), &diagnostics);
    const Oie2016Result r = scorer.score(system, &diagnostics);
    QCOMPARE(r.goldMatches.size(), 4);
    QCOMPARE(r.goldMatches.at(0).systemLine, 3);
    QCOMPARE(r.goldMatches.at(1).systemLine, 0);
    QCOMPARE(r.goldMatches.at(3).systemLine, 0);
    QVERIFY2(diagnostics.isEmpty(), qPrintable(describe(diagnostics)));
}

void TestOie2016::lemmatizer()
{
    const Loaded &data = loaded();
    QVERIFY2(data.lemmatizer, qPrintable(data.problem));
    // WordNet 3.0 as the spec counts it (docs/scoring/oie2016.md 3).
    QCOMPARE(data.lemmatizer->nounCount(), 117798);
    QCOMPARE(data.lemmatizer->exceptionCount(), 2050); // 2,054 lines; 4 forms have two lines, the later wins
    // word:lemma; the last two are forms noun.exc lists twice: the later line holds
    // (involucrum is no noun, and an exception ends the search, so the word stays).
    const QStringList lemmas = words("was:wa has:ha as:a its:it does:doe uses:us buys:buy says:say is:is his:his "
                                     "men:men goes:go children:child bought:bought said:said rained:rained Says:Says "
                                     "Said:Said wolves:wolf boxes:box churches:church policemen:policeman cities:city "
                                     "aurar:eyrir involucra:involucra");
    for (const QString &pair : lemmas)
        QCOMPARE(data.lemmatizer->lemma(pair.section(QLatin1Char(':'), 0, 0)), pair.section(QLatin1Char(':'), 1, 1));
    QCOMPARE(data.lemmatizer->lemma(QString()), QString());
    // Rounds of rules go on until a noun turns up ("sss" is one), and a long run of suffixes
    // that branch at every round ends quickly (repeated forms are dropped).
    QCOMPARE(data.lemmatizer->lemma(QString(200, QLatin1Char('s'))), QStringLiteral("sss"));
    const QString branching = QStringLiteral("zqzq") + QStringLiteral("ses").repeated(300);
    QCOMPARE(data.lemmatizer->lemma(branching), branching);
}

void TestOie2016::sentenceKeys()
{
    QCOMPARE(Oie2016Corpus::sentenceKey(u"Smith , a lawyer , bought -LRB- new -RRB- cars .", Mode::Current),
             QStringLiteral("Smithalawyerboughtnewcars"));
    QCOMPARE(Oie2016Corpus::sentenceKey(u"a -LRB- b", Mode::Current), QStringLiteral("ab"));
    QCOMPARE(Oie2016Corpus::sentenceKey(u"a\tb\u00a0c", Mode::Current), QString::fromUtf16(u"a\tb\u00a0c"));
    // 2016 mode: non-ASCII characters go too.
    QCOMPARE(Oie2016Corpus::sentenceKey(u"Caf\u00e9 , ok .", Mode::Paper2016), QStringLiteral("Cafok"));
    QCOMPARE(Oie2016Corpus::sentenceKey(u"Caf\u00e9 , ok .", Mode::Current), QString::fromUtf16(u"Caf\u00e9ok"));

    // Two texts with one key: the later text's extractions are scored, with a warning.
    Diagnostics diagnostics;
    const Oie2016Corpus gold = Oie2016GoldReader::readBytes(
        "A b .\tx\tlikes\tA\tb\nA, b.\tx\tlikes\tA\tc\nA, b.\tx\thates\tA\tb\n", QStringLiteral("g.oie"), &diagnostics);
    QCOMPARE(gold.sentences().size(), 2);
    Oie2016Options options;
    options.mode = Mode::Paper2016;
    Oie2016Scorer scorer(gold, options, nullptr, &diagnostics);
    EXPECT_MESSAGE(diagnostics, 1, Warning, "same key as the sentence of line 2");
    QCOMPARE(scorer.goldSentences(), 1);
    const Oie2016Corpus system = Oie2016SystemReader::readBytes(
        "h\n0.5\tA\tlikes\tc\t\t\tA b .\n", QStringLiteral("s.txt"), Format::Ollie, {}, &diagnostics);
    const Oie2016Result r = scorer.score(system, &diagnostics);
    QCOMPARE(r.goldCounted, qint64(2));
    QCOMPARE(r.matched, qint64(1));
    QCOMPARE(r.goldMatches.size(), 2);
    QCOMPARE(r.goldMatches.at(0).goldLine, 2);
}

void TestOie2016::curveDetails()
{
    // numpy's pairwise sum: left to right below 8 terms, eight lanes from 8 on (the reproduction
    // checks the rest: every AUC is bit-identical).
    const double t[9] = {1e16, 1, -1e16, 1, 3, 0.5, 1e-3, 7, 2};
    QCOMPARE(NumpySum::pairwise(t, 3), ((0.0 + t[0]) + t[1]) + t[2]);
    QCOMPARE(NumpySum::pairwise(t, 9),
             (((t[0] + t[1]) + (t[2] + t[3])) + ((t[4] + t[5]) + (t[6] + t[7]))) + t[8]);
    // No positive point: recalls 0, AUC 0, F1 0, and no NaN anywhere.
    const Oie2016Curve none = Oie2016Curve::build({{false, 0.5}, {false, 0.2}}, 0.0, Oie2016Options::Curve::Legacy);
    QCOMPARE(none.rows.size(), 2);
    QCOMPARE(none.auc, 0.0);
    QCOMPARE(none.f1, 0.0);
    // No point at all: the (1, 0) row alone.
    const Oie2016Curve empty = Oie2016Curve::build({}, 0.0, Oie2016Options::Curve::AllThresholds);
    QCOMPARE(empty.rows.size(), 1);
    QVERIFY(!empty.rows.at(0).hasThreshold);
}

void TestOie2016::malformedGold()
{
    Diagnostics diagnostics;
    const QByteArray text = "S one .\tv\tpred\targ\n"
                            "\n"
                            "only\ttwo\n"
                            "S two .\tv\tpred\n"
                            "\xff\xfe garbage \x01\n"
                            "S one .\tv\tpred2\ta\tb\tc\n";
    const Oie2016Corpus gold = Oie2016GoldReader::readBytes(text, QStringLiteral("bad.oie"), &diagnostics);
    EXPECT_MESSAGE(diagnostics, 2, Warning, "blank line");
    EXPECT_MESSAGE(diagnostics, 3, Error, "found 2 field(s)");
    EXPECT_MESSAGE(diagnostics, 4, Warning, "without an argument");
    EXPECT_MESSAGE(diagnostics, 5, Warning, "invalid UTF-8");
    EXPECT_MESSAGE(diagnostics, 5, Error, "found 1 field(s)");
    // The good lines are kept: "S one ." gathers lines 1 and 6.
    QCOMPARE(gold.sentences().size(), 2);
    QCOMPARE(gold.sentences().at(0).extractions.size(), 2);
    QCOMPARE(gold.sentences().at(0).extractions.at(1).arguments, words("a b c"));
    for (const Diagnostic &d : diagnostics)
        QVERIFY(d.toString().startsWith(QStringLiteral("bad.oie:")));
    // Binary noise and an empty file: no crash, a warning.
    Diagnostics noise;
    Oie2016GoldReader::readBytes(QByteArray(3000, '\xff') + QByteArray(100, '\0'), QStringLiteral("noise.oie"), &noise);
    QVERIFY(!noise.isEmpty());
    Diagnostics empty;
    QCOMPARE(Oie2016GoldReader::readBytes(QByteArray(), QStringLiteral("empty.oie"), &empty).extractionCount(), 0);
    EXPECT_MESSAGE(empty, 0, Warning, "no gold extractions");
}

void TestOie2016::malformedSystemLines()
{
    struct Case
    {
        Format format;
        QByteArray text;
        int line;
        Diagnostic::Severity severity;
        const char *part;
        int kept;
    };
    constexpr auto Error = Diagnostic::Severity::Error;
    constexpr auto Warning = Diagnostic::Severity::Warning;
    constexpr auto Info = Diagnostic::Severity::Info;
    const QHash<QString, QString> sentences{{QStringLiteral("1"), QStringLiteral("  A b c .  ")},
                                            {QStringLiteral("2"), QStringLiteral("D e f .")}};
    const QVector<Case> cases = {
        {Format::Ollie, "h\n0.5\ta\tb\n", 2, Error, "found 3", 0},
        {Format::Ollie, "h\nx\ta\tb\tc\t\t\tS .\n0.5\ta\tb\tc\t\t\tS .\n", 2, Error, "not a finite number", 1},
        {Format::Ollie, "0.5\ta\tb\tc\t\t\tS .\n0.5\ta\tb\tc\t\t\tS .\n", 1, Warning, "looks like an extraction", 1},
        {Format::Ollie, "h\n0.5\ta\tb\tc\t\t\tS .\n\n", 3, Warning, "blank line", 1},
        {Format::Stanford, "f\t0\ta\tb\tc\t0\t0\t0\t0\t0\t0\t1.0\n", 1, Error, "found 12", 0},
        {Format::Stanford, "f\t0\ta\tb\tc\t0\t0\t0\t0\t0\t0\tnan\tS .\n", 1, Error, "not a finite number", 0},
        {Format::ReVerb, "f\t1\tA\tb\n", 1, Error, "found 4", 0},
        {Format::ReVerb, "f\t9\tA\tb\tc\t0\t0\t0\t0\t0\t0\t0.5\n", 1, Error, "not a line of the sentence file", 0},
        {Format::ReVerb, "f\t0\tA\tb\tc\t0\t0\t0\t0\t0\t0\t0.5\n", 1, Error, "not a line of the sentence file", 0},
        {Format::ReVerb, "f\t1\tA\tb\tc\t0\t0\t0\t0\t0\t0\t0.5\nf\t2\tA\tb\tc\t0\t0\t0\t0\t0\t0\t0.5\n", 0, Warning,
         "1 of 2 ReVerb extraction(s) fall on a sentence that does not contain", 2},
        {Format::ClausIe, "1\t\"a\"\t\"b\"\t\"c\"\t-3\n", 1, Error, "before any sentence", 0},
        {Format::ClausIe, "S .\n1\t\"a\"\t\"b\"\t\"c\"\tx\n1\t\"a\"\t\"b\"\t\"c\"\t-1\n", 2, Error,
         "not a finite number", 1},
        {Format::ClausIe, "S .\n1\t\"a\"\t\"b\"\t-1\n", 2, Info, "neither 1 nor 5", 0},
        {Format::PropS, "0.5\tS .\n", 1, Error, "found 2", 0},
        {Format::PropS, "\n0.5\tS .\tp\tsubj\ta \n", 1, Info, "blank line", 1},
        {Format::OpenIe4, "0.5\t\tSimpleArgument(a\tRelation(b,List([0, 1)))\tSimpleArgument(c,List([0, 1)))\tS .\n", 1,
         Error, "lacks", 0},
        {Format::OpenIe4, "0.5\t\tSimpleArgument(a,List([0, 1)))\n", 1, Error, "expected 6", 0},
    };
    for (const Case &c : cases) {
        Diagnostics diagnostics;
        const Oie2016Corpus corpus
            = Oie2016SystemReader::readBytes(c.text, QStringLiteral("sys.txt"), c.format, sentences, &diagnostics);
        const QString what = Oie2016SystemReader::formatName(c.format) + QStringLiteral(": ")
            + QString::fromUtf8(c.text) + QStringLiteral("\n") + describe(diagnostics);
        QVERIFY2(hasMessage(diagnostics, c.line, c.severity, QLatin1String(c.part)), qPrintable(what));
        QVERIFY2(corpus.extractionCount() == c.kept, qPrintable(what));
        for (const Diagnostic &d : diagnostics)
            QVERIFY2(d.file == QLatin1String("sys.txt"), qPrintable(what));
    }
    // ReVerb without a sentence file; every format on binary noise: no crash.
    Diagnostics diagnostics;
    Oie2016SystemReader::readBytes("f\t1\tA\tb\tc\t0\t0\t0\t0\t0\t0\t0.5\n", QStringLiteral("r.txt"), Format::ReVerb,
                                   {}, &diagnostics);
    EXPECT_MESSAGE(diagnostics, 0, Error, "needs the raw sentence file");
    const QByteArray noise = QByteArray(2000, '\xfe') + "\t\t(\t,List(\n\t\t\t\t\n" + QByteArray(50, '\0');
    for (const QString &name : Oie2016SystemReader::formatNames()) {
        Format format = Format::Ollie;
        QVERIFY(Oie2016SystemReader::parseFormat(name, &format));
        Diagnostics d;
        Oie2016SystemReader::readBytes(noise, QStringLiteral("noise.txt"), format, sentences, &d);
        QVERIFY2(!d.isEmpty(), qPrintable(name));
    }
    // ClausIE and PropS scores are rescaled over the whole file (docs/scoring/oie2016.md 1.2).
    Diagnostics clausie;
    const Oie2016Corpus scaled
        = Oie2016SystemReader::readBytes("S .\n1\t\"a\"\t\"b\"\t\"c\"\t-10\nT .\n1\t\"a\"\t\"b\"\t\"c\"\t-4\n",
                                         QStringLiteral("c.txt"), Format::ClausIe, {}, &clausie);
    QCOMPARE(scaled.sentences().at(0).extractions.at(0).confidence, (0.0 + 0.001) / (6.0 + 0.002));
    QCOMPARE(scaled.sentences().at(1).extractions.at(0).confidence, (6.0 + 0.001) / (6.0 + 0.002));
    QCOMPARE(scaled.sentences().at(1).extractions.at(0).predicate, QStringLiteral("b"));
}

void TestOie2016::missingWordNet()
{
    QTemporaryDir empty;
    QVERIFY(empty.isValid());
    QString error;
    QVERIFY(!Oie2016Lemmatizer::load(empty.path(), &error));
    const QString message = QStringLiteral("WordNet data not found in %1 (install the Debian package wordnet-base)");
    QCOMPARE(error, message.arg(empty.path()));
    // The command line: exit 1 and the message, nothing on stdout; the 2016 mode needs no WordNet.
    const QString gold = oie2016(QStringLiteral("gold/test.oie"));
    REQUIRE_DATA_FILE(gold);
    const QStringList arguments = words("--scorer oie2016 --system-format ollie --gold")
        << gold << QStringLiteral("OLLIE=") + oie2016(QStringLiteral("systems/ollie_output.txt"));
    qputenv("OIE_WORDNET_DIR", empty.path().toLocal8Bit());
    const ScoreRun run = runScore(arguments);
    const ScoreRun paper = runScore(words("--oie2016-mode 2016") + arguments);
    qunsetenv("OIE_WORDNET_DIR");
    QVERIFY2(run.status == 1, qPrintable(describeRun(run)));
    QCOMPARE(run.err, QStringLiteral("oie-score: ") + message.arg(empty.path()) + QLatin1Char('\n'));
    QVERIFY(run.out.isEmpty());
    QVERIFY2(paper.status == 0, qPrintable(describeRun(paper)));
    // The scorer itself refuses the current mode without a lemmatizer: an error, no numbers.
    Diagnostics diagnostics;
    const Oie2016Corpus g = Oie2016GoldReader::readBytes("A .\tv\tp\ta\n", QStringLiteral("g.oie"), &diagnostics);
    Oie2016Scorer scorer(g, Oie2016Options(), nullptr, &diagnostics);
    EXPECT_MESSAGE(diagnostics, 0, Error, "WordNet");
    QCOMPARE(scorer.score(g, &diagnostics).curve.rows.size(), 0);
}

void TestOie2016::cliReproducesOfficialScores()
{
    // Six systems in six formats, one run per mode, JSON with details: the reference figures.
    const QJsonObject entries = referenceEntries();
    const QList<std::pair<const char *, const char *>> figures = {{"auc", "auc"},
                                                                  {"f1", "best_f1"},
                                                                  {"precision", "best_p"},
                                                                  {"recall", "best_r"},
                                                                  {"threshold", "best_threshold"}};
    for (const QString &mode : {QStringLiteral("current"), QStringLiteral("2016")}) {
        QStringList arguments = words("--scorer oie2016 --format json --details --oie2016-mode") << mode;
        arguments << QStringLiteral("--gold") << oie2016(QStringLiteral("gold/test.oie"))
                  << QStringLiteral("--sentences") << oie2016(QStringLiteral("raw_sentences/all.txt"));
        for (const SystemFile &s : systemFiles) {
            arguments << QStringLiteral("--system-format") << Oie2016SystemReader::formatName(s.format)
                      << QLatin1String(s.key) + QLatin1Char('=')
                    + oie2016(QStringLiteral("systems/") + QLatin1String(s.file));
        }
        const ScoreRun run = runScore(arguments);
        QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
        const QJsonObject root = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(root.value(QStringLiteral("scorer")).toString(), QStringLiteral("oie2016"));
        QCOMPARE(root.value(QStringLiteral("mode")).toString(), mode);
        QCOMPARE(root.value(QStringLiteral("gold_extractions")).toInt(), 1730);
        const QJsonArray systems = root.value(QStringLiteral("systems")).toArray();
        QCOMPARE(systems.size(), 6);
        for (const QJsonValue &value : systems) {
            const QJsonObject s = value.toObject();
            const QString key = mode + QStringLiteral("/test/") + s.value(QStringLiteral("name")).toString();
            const QJsonObject e = entries.value(key).toObject();
            QVERIFY2(!e.isEmpty(), qPrintable(key));
            const QList<std::pair<const char *, const char *>> counts
                = {{"gold", "n_gold"}, {"matched", "matched_gold"}, {"extractions", "n_system_extractions"}};
            for (const auto &[ours, theirs] : counts)
                QCOMPARE(s.value(QLatin1String(ours)).toInt(-1), e.value(QLatin1String(theirs)).toInt(-2));
            for (const auto &[ours, theirs] : figures) {
                const double difference
                    = s.value(QLatin1String(ours)).toDouble() - e.value(QLatin1String(theirs)).toDouble(-1);
                QVERIFY2(std::abs(difference) <= 1e-9, qPrintable(key + QLatin1Char(' ') + QLatin1String(ours)));
            }
            QCOMPARE(s.value(QStringLiteral("curve")).toArray().size(), e.value(QStringLiteral("curve_rows")).toInt());
            // Every gold extraction, matched or not; the matched ones name a system line.
            const QJsonArray goldDetails = s.value(QStringLiteral("gold_extractions")).toArray();
            QCOMPARE(goldDetails.size(), 1730);
            int matched = 0;
            for (const QJsonValue &g : goldDetails) {
                const QJsonObject detail = g.toObject();
                matched += detail.value(QStringLiteral("matched")).toBool() ? 1 : 0;
                QCOMPARE(detail.value(QStringLiteral("by_line")).toInt() > 0,
                         detail.value(QStringLiteral("matched")).toBool());
            }
            QCOMPARE(matched, e.value(QStringLiteral("matched_gold")).toInt());
        }
    }
}

void TestOie2016::cliOptionsAndErrors()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString gold = dir.filePath(QStringLiteral("gold.oie"));
    const QString ollie = dir.filePath(QStringLiteral("ollie.txt"));
    const QString props = dir.filePath(QStringLiteral("props.txt"));
    const QString curve = dir.filePath(QStringLiteral("curve.tsv"));
    QVERIFY(writeFile(gold, "John likes Mary .\tlikes\tlikes\tJohn\tMary\n"));
    QVERIFY(writeFile(ollie,
                      "header\n0.9\tJohn\tlikes\tMary\t\t\tJohn likes Mary .\n0.4\tx\ty\tz\t\t\tJohn likes Mary .\n"));
    QVERIFY(writeFile(props, "0.2\tJohn likes Mary .\tlikes\tsubj\tJohn\tdobj\tMary\nbad\n"));
    // --scorer oie2016 --gold GOLD, then the words given.
    const auto score = [&](const QStringList &more) {
        return runScore(QStringList{QStringLiteral("--scorer=oie2016"), QStringLiteral("--gold"), gold} + more);
    };
    const QString o = QStringLiteral("o=") + ollie;
    // Usage errors: 2.
    QCOMPARE(score(words("--system-format tab") << ollie).status, 2);
    QCOMPARE(score(words("--oie2016-mode 2017 --system-format ollie") << ollie).status, 2);
    QCOMPARE(score(words("--system-format reverb") << ollie).status, 2);
    QCOMPARE(score(words("--facet concat --system-format ollie") << ollie).status, 2);
    QCOMPARE(runScore(words("--scorer oie2016 --system-format ollie") << ollie).status, 2); // no --gold
    const ScoreRun noFormat = score({o});
    QCOMPARE(noFormat.status, 2);
    QVERIFY2(noFormat.err.contains(QStringLiteral("system 'o' has no format")), qPrintable(noFormat.err));
    const ScoreRun help = runScore(words("--scorer oie2016 --help"));
    QCOMPARE(help.status, 0);
    QVERIFY(help.out.contains(QStringLiteral("--scorer oie2016 --gold GOLD.oie")));
    // Unreadable gold or system, unwritable curve: 1.
    const QString missing = dir.filePath(QStringLiteral("missing.txt"));
    QCOMPARE(runScore(words("--scorer oie2016 --system-format ollie --gold") << missing << ollie).status, 1);
    QCOMPARE(score(words("--system-format ollie") << missing).status, 1);
    QCOMPARE(score(words("--system-format ollie --curve") << dir.filePath(QStringLiteral("no/c.tsv")) << o).status, 1);
    // Two formats in one run, a bad line: scores printed, file:line on stderr, exit 1, curve written.
    const ScoreRun run = score((words("--format csv --system-format ollie --curve") << curve << o)
                               + (words("--system-format props") << QStringLiteral("p=") + props));
    QCOMPARE(run.status, 1);
    QVERIFY2(run.err.contains(props + QStringLiteral(":2: error:")), qPrintable(describeRun(run)));
    QVERIFY2(run.out.startsWith(QStringLiteral("system,format,mode,extractions,gold,matched,threshold,auc,precision,"
                                               "recall,f1\no,ollie,current,2,1,1,0.9,1,1,1,1\np,props,current,1,1,1,")),
             qPrintable(run.out));
    QFile curveFile(curve);
    QVERIFY(curveFile.open(QIODevice::ReadOnly));
    QCOMPARE(curveFile.readAll(),
             QByteArray("system\tthreshold\tprecision\trecall\tf1\no\t\t1\t0\t0\no\t0.9\t1\t1\t1\n"
                        "p\t\t1\t0\t0\np\t0.5\t1\t1\t1\n"));
    // The table and LaTeX say which mode ran.
    const ScoreRun table = score(words("--oie2016-mode 2016 --system-format ollie") << o);
    QVERIFY2(table.status == 0, qPrintable(describeRun(table)));
    QVERIFY2(table.out.startsWith(QStringLiteral("OIE2016 (mode 2016:")), qPrintable(table.out));
    QVERIFY2(
        table.out.contains(QStringLiteral("o        ollie      2        1        0.9  1.000  1.000  1.000  1.000\n")),
        qPrintable(table.out));
    const ScoreRun latex = score(words("--format=latex --system-format ollie") << QStringLiteral("my_sys=") + ollie);
    QVERIFY2(latex.out.contains(QStringLiteral("% OIE2016 (mode current:")), qPrintable(latex.out));
    QVERIFY2(latex.out.contains(QStringLiteral("my\\_sys & ollie & 2 & 1 & 0.9 & 1.000 & 1.000 & 1.000 & 1.000 \\\\")),
             qPrintable(latex.out));
}

QTEST_GUILESS_MAIN(TestOie2016)
#include "test_oie2016.moc"
