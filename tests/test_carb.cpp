// CaRB: reproduction of every official number on ../shared/data (reference/carb_official.json),
// the matching rules one by one on small hand-made tuples, the readers' edge cases and
// malformed lines.
#include "CarbCorpus.h"
#include "CarbGoldReader.h"
#include "CarbMatcher.h"
#include "CarbScorer.h"
#include "CarbSystemReader.h"
#include "TestData.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

namespace {

CarbTuple tuple(const QString &relation, const QStringList &arguments, double confidence = 1.0)
{
    return CarbTuple{relation, arguments, confidence, 0};
}

CarbMatcher::Score match(const CarbTuple &gold, const CarbTuple &system)
{
    CarbMatcher matcher;
    const CarbMatcher::Prepared g = matcher.prepare(gold);
    const CarbMatcher::Prepared s = matcher.prepare(system);
    return matcher.match(g, s);
}

CarbCorpus goldFrom(const QByteArray &text, Diagnostics *diagnostics = nullptr)
{
    Diagnostics local;
    return CarbGoldReader::readBytes(text, QStringLiteral("gold.tsv"), diagnostics ? diagnostics : &local);
}

CarbCorpus tabbedFrom(const QByteArray &text, Diagnostics *diagnostics = nullptr)
{
    Diagnostics local;
    return CarbSystemReader::readBytes(text, QStringLiteral("system.txt"), CarbSystemReader::Format::Tabbed, {},
                                       diagnostics ? diagnostics : &local);
}

bool hasMessage(const Diagnostics &diagnostics, int line, Diagnostic::Severity severity, const QString &part)
{
    for (const Diagnostic &d : diagnostics) {
        if (d.line == line && d.severity == severity && d.message.contains(part))
            return true;
    }
    return false;
}

QString describe(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines.append(d.toString());
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestCarb : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reproducesOfficialScores_data();
    void reproducesOfficialScores();
};

void TestCarb::reproducesOfficialScores_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("gold");
    QTest::addColumn<QString>("system");
    QTest::addColumn<int>("format");
    const QString carb = TestData::path(QStringLiteral("carb/"));
    const QList<std::pair<QString, CarbSystemReader::Format>> native = {
        {QStringLiteral("openie4"), CarbSystemReader::Format::OpenIe4},
        {QStringLiteral("openie5"), CarbSystemReader::Format::OpenIe5},
        {QStringLiteral("clausie"), CarbSystemReader::Format::ClausIe},
        {QStringLiteral("props"), CarbSystemReader::Format::PropS}};
    for (const auto &[name, format] : native) {
        const QString key = QStringLiteral("carb_test/") + name;
        QTest::newRow(qPrintable(key)) << key << carb + QStringLiteral("gold/test.tsv")
                                       << carb + QStringLiteral("systems/") + name + QStringLiteral("_output.txt")
                                       << int(format);
    }
    for (const char *name : {"clausie", "minie", "stanford", "openie6", "roi_n", "roi_t", "naive_oie", "m2oie_en"}) {
        const QString key = QStringLiteral("benchie300/") + QLatin1String(name);
        QTest::newRow(qPrintable(key)) << key << TestData::benchie(QStringLiteral("carb_explicit.txt"))
                                       << TestData::benchie(QStringLiteral("systems/") + QLatin1String(name)
                                                            + QStringLiteral("_explicit.txt"))
                                       << int(CarbSystemReader::Format::Benchie);
    }
}

void TestCarb::reproducesOfficialScores()
{
    QFETCH(QString, key);
    QFETCH(QString, gold);
    QFETCH(QString, system);
    QFETCH(int, format);
    const QString referencePath = TestData::path(QStringLiteral("reference/carb_official.json"));
    const QString sentencesPath = TestData::benchie(QStringLiteral("sentences/sample300_en.txt"));
    for (const QString &file : {referencePath, gold, system, sentencesPath})
        REQUIRE_DATA_FILE(file);
    QFile referenceFile(referencePath);
    QVERIFY(referenceFile.open(QIODevice::ReadOnly));
    const QJsonObject expected = QJsonDocument::fromJson(referenceFile.readAll()).object().value(key).toObject();
    QVERIFY2(!expected.isEmpty(), qPrintable(key + QStringLiteral(" is not in carb_official.json")));

    Diagnostics diagnostics;
    QString error;
    CarbCorpus goldCorpus;
    QVERIFY2(CarbGoldReader::readFile(gold, &goldCorpus, &diagnostics, &error), qPrintable(error));
    QHash<QString, QString> sentences;
    QVERIFY2(CarbSystemReader::readSentences(sentencesPath, &sentences, &diagnostics, &error), qPrintable(error));
    QCOMPARE(sentences.size(), 300);
    CarbCorpus systemCorpus;
    QVERIFY2(CarbSystemReader::readFile(system, CarbSystemReader::Format(format), sentences, &systemCorpus,
                                        &diagnostics, &error),
             qPrintable(error));
    for (const Diagnostic &d : diagnostics)
        QVERIFY2(d.severity != Diagnostic::Severity::Error, qPrintable(d.toString()));

    const CarbResult result = CarbScorer::score(goldCorpus, systemCorpus);
    const QList<std::pair<const char *, double>> values = {
        {"auc", result.auc}, {"precision", result.precision}, {"recall", result.recall}, {"f1", result.f1}};
    for (const auto &[name, value] : values) {
        const double reference = expected.value(QLatin1String(name)).toDouble(-1);
        const QString where = key + QLatin1Char(' ') + QLatin1String(name) + QStringLiteral(": got ")
            + QString::number(value, 'g', 17) + QStringLiteral(", official ") + QString::number(reference);
        QVERIFY2(CarbResult::round3(value) == reference, qPrintable(where));
        QVERIFY2(std::abs(value - reference) <= 0.0005, qPrintable(where));
    }
}

QTEST_GUILESS_MAIN(TestCarb)
#include "test_carb.moc"
