// Reproduction of the official BenchIE scorer's numbers on the real data
// (../shared/data/reference/benchie_official.json): TP/FP/FN exactly, P/R/F1 within 1e-12,
// and the gold statistics.
#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/BenchieScorer.h"
#include "core/benchie/BenchieSystemReader.h"
#include "core/benchie/GoldStatistics.h"
#include "tests/TestData.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <map>
#include <memory>

namespace {

// System names in the reference and their file names in benchie/systems/.
QString systemFile(const QString &name)
{
    static const QHash<QString, QString> renamed{{QStringLiteral("roie_t"), QStringLiteral("roi_t")},
                                                  {QStringLiteral("roie_n"), QStringLiteral("roi_n")},
                                                  {QStringLiteral("naive"), QStringLiteral("naive_oie")}};
    return TestData::benchie(QStringLiteral("systems/%1_explicit.txt").arg(renamed.value(name, name)));
}

Facet facetOf(const QString &facet, const QString &matching)
{
    const bool concat = matching == QLatin1String("concat");
    if (facet == QLatin1String("minimal"))
        return concat ? Facet::MinimalConcat : Facet::Minimal;
    return concat ? Facet::Concat : Facet::Default;
}

QJsonObject loadReference()
{
    const QString path = TestData::path(QStringLiteral("reference/benchie_official.json"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace

class TestReproduction : public QObject
{
    Q_OBJECT

private:
    // One read per language, shared by all rows.
    const Benchmark &gold(const QString &language)
    {
        auto it = m_golds.find(language);
        if (it == m_golds.end()) {
            auto benchmark = std::make_unique<Benchmark>();
            QString error;
            Diagnostics diagnostics;
            const QString path = TestData::benchie(QStringLiteral("benchie_gold_annotations_%1.txt").arg(language));
            if (!BenchieGoldReader::readFile(path, benchmark.get(), &diagnostics, &error))
                qFatal("cannot read %s", qPrintable(path));
            it = m_golds.emplace(language, std::move(benchmark)).first;
        }
        return *it->second;
    }

    std::map<QString, std::unique_ptr<Benchmark>> m_golds;

private Q_SLOTS:
    void initTestCase()
    {
        REQUIRE_DATA_FILE(TestData::path(QStringLiteral("reference/benchie_official.json")));
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh")})
            REQUIRE_DATA_FILE(TestData::benchie(QStringLiteral("benchie_gold_annotations_%1.txt").arg(language)));
    }

    void scores_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("facet");
        QTest::addColumn<QString>("system");
        QTest::addColumn<QJsonObject>("expected");
        const QJsonObject reference = loadReference();
        QVERIFY(!reference.isEmpty());
        int rows = 0;
        for (auto it = reference.begin(); it != reference.end(); ++it) {
            const QStringList key = it.key().split(QLatin1Char('/'));
            if (key.size() != 3)
                continue; // "_about", "*/gold_stats"
            const QJsonObject systems = it.value().toObject();
            for (auto system = systems.begin(); system != systems.end(); ++system) {
                QTest::addRow("%s %s", qPrintable(it.key()), qPrintable(system.key()))
                    << key.at(0) << int(facetOf(key.at(1), key.at(2))) << system.key() << system.value().toObject();
                ++rows;
            }
        }
        // EN: 4 facets x 8 systems; ZH and DE: 1 each.
        QCOMPARE(rows, 34);
    }

    void scores()
    {
        QFETCH(QString, language);
        QFETCH(int, facet);
        QFETCH(QString, system);
        QFETCH(QJsonObject, expected);
        const QString path = systemFile(system);
        REQUIRE_DATA_FILE(path);
        const Benchmark &benchmark = gold(language);
        SystemOutput output;
        output.name = system;
        Diagnostics diagnostics;
        QString error;
        QVERIFY2(BenchieSystemReader::readFile(path, &benchmark, &output, &diagnostics, &error), qPrintable(error));
        const SystemScore score = BenchieScorer(benchmark, Facet(facet)).score(output);
        QCOMPARE(score.totals.tp, expected.value(QStringLiteral("tp_synsets")).toInt());
        QCOMPARE(score.totals.fp, expected.value(QStringLiteral("fp_extractions")).toInt());
        QCOMPARE(score.totals.fn, expected.value(QStringLiteral("fn_synsets")).toInt());
        QCOMPARE(score.extractions, expected.value(QStringLiteral("extractions")).toInt());
        QCOMPARE(score.ignored, expected.value(QStringLiteral("extractions_outside_gold")).toInt());
        for (const char *key : {"precision", "recall", "f1"}) {
            const double mine = key[0] == 'p' ? score.precision() : key[0] == 'r' ? score.recall() : score.f1();
            const double official = expected.value(QLatin1String(key)).toDouble();
            QVERIFY2(std::abs(mine - official) <= 1e-12,
                     qPrintable(QStringLiteral("%1: %2 vs official %3").arg(QLatin1String(key)).arg(mine, 0, 'g', 17)
                                    .arg(official, 0, 'g', 17)));
        }
    }

    void goldStatistics_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "de", "zh"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    void goldStatistics()
    {
        QFETCH(QString, language);
        const QJsonObject expected = loadReference().value(language + QStringLiteral("/gold_stats")).toObject();
        QVERIFY(!expected.isEmpty());
        const GoldStatistics stats = GoldStatistics::compute(gold(language));
        QCOMPARE(stats.sentences, 300);
        QCOMPARE(stats.synsets, expected.value(QStringLiteral("triple_synset_count")).toInt());
        QCOMPARE(stats.uniqueExtractions, qint64(expected.value(QStringLiteral("extractions_count")).toDouble()));
        QVERIFY(!stats.uniqueIsLowerBound);
        QCOMPARE(stats.extractionsPerSentence, expected.value(QStringLiteral("extractions_per_sentence")).toDouble());
        QCOMPARE(stats.synsetsPerSentence, expected.value(QStringLiteral("triple_synsets_per_sentence")).toDouble());
        QCOMPARE(stats.extractionsPerSynset, expected.value(QStringLiteral("extractions_per_triple_synset")).toDouble());
        QVERIFY(std::abs(stats.averageExtractionLength - expected.value(QStringLiteral("avg_extraction_length")).toDouble())
                < 1e-9);
    }

    // The published counts (docs/scoring/benchie.md 1.6) as a second, independent statement.
    void publishedCounts()
    {
        QCOMPARE(GoldStatistics::compute(gold(QStringLiteral("en"))).uniqueExtractions, qint64(136357));
        QCOMPARE(GoldStatistics::compute(gold(QStringLiteral("de"))).uniqueExtractions, qint64(82260));
        QCOMPARE(GoldStatistics::compute(gold(QStringLiteral("zh"))).uniqueExtractions, qint64(5318));
        QCOMPARE(gold(QStringLiteral("zh")).synsetCount(), 994); // sentence 206 has 3 synsets, not 4
    }

    // docs/scoring/benchie.md 1.4: German sentence 71 has a slot with a double space next to an arrow, so
    // the official untrimmed lookup fails and the last synset is credited; it is reported.
    void lastSynsetQuirkIsReported()
    {
        const Benchmark &benchmark = gold(QStringLiteral("de"));
        SystemOutput output;
        Diagnostics diagnostics;
        QString error;
        QVERIFY(BenchieSystemReader::readFile(systemFile(QStringLiteral("m2oie_de")), &benchmark, &output,
                                              &diagnostics, &error));
        const SystemScore score = BenchieScorer(benchmark, Facet::Default).score(output);
        int quirks = 0;
        for (const ExtractionResult &result : score.results) {
            if (!result.lastSynsetQuirk)
                continue;
            ++quirks;
            const Sentence &sentence = benchmark.sentences().at(result.sentenceIndex);
            QCOMPARE(result.creditedSynset, int(sentence.synsets.size()) - 1);
        }
        QVERIFY(quirks > 0);
        QCOMPARE(score.diagnostics.size(), quirks);
        QVERIFY(score.diagnostics.first().message.contains(QStringLiteral("last synset")));
    }

    // The result keeps which extractions cover each synset, consistent with the counts.
    void coverageIsConsistent()
    {
        const Benchmark &benchmark = gold(QStringLiteral("en"));
        SystemOutput output;
        Diagnostics diagnostics;
        QString error;
        QVERIFY(BenchieSystemReader::readFile(systemFile(QStringLiteral("clausie")), &benchmark, &output,
                                              &diagnostics, &error));
        const SystemScore score = BenchieScorer(benchmark, Facet::Default).score(output);
        int covered = 0;
        int credited = 0;
        for (const auto &sentence : score.coverage) {
            for (const auto &synset : sentence) {
                covered += synset.isEmpty() ? 0 : 1;
                credited += int(synset.size());
            }
        }
        QCOMPARE(covered, 345);
        QCOMPARE(credited, 354); // ClausIE: 354 correct extractions cover 345 synsets (docs/scoring/benchie.md 1.5)
        QCOMPARE(score.totals.correct, 354);
    }

    // Live rescoring: editing one sentence's gold and rescoring it gives what a full
    // rescore gives (totals, per-sentence counts, coverage, quirk reports).
    void rescoreSentenceEqualsFullScore()
    {
        Benchmark edited = gold(QStringLiteral("de"));
        SystemOutput output;
        Diagnostics diagnostics;
        QString error;
        QVERIFY(BenchieSystemReader::readFile(systemFile(QStringLiteral("m2oie_de")), &edited, &output,
                                              &diagnostics, &error));
        BenchieScorer scorer(edited, Facet::Default);
        SystemScore live = scorer.score(output);
        const int s71 = edited.indexOf(QStringLiteral("71"));
        const int s1 = edited.indexOf(QStringLiteral("1"));
        QVERIFY(s71 >= 0 && s1 >= 0);
        // Remove the synset that sentence 71's quirk credits, and add a triple to sentence 1.
        edited.sentences()[s71].synsets.removeLast();
        Synset added;
        added.triples.append(Triple(QStringLiteral("Er"), QStringLiteral("diente"), QStringLiteral("als Premierminister")));
        edited.sentences()[s1].synsets.append(added);
        for (int s : {s71, s1}) {
            scorer.recompileSentence(s);
            scorer.rescoreSentence(output, s, &live);
        }
        const SystemScore full = BenchieScorer(edited, Facet::Default).score(output);
        QCOMPARE(live.totals.tp, full.totals.tp);
        QCOMPARE(live.totals.fp, full.totals.fp);
        QCOMPARE(live.totals.fn, full.totals.fn);
        QCOMPARE(live.totals.correct, full.totals.correct);
        QCOMPARE(live.coverage, full.coverage);
        QCOMPARE(live.diagnostics.size(), full.diagnostics.size());
        for (int s = 0; s < full.perSentence.size(); ++s)
            QCOMPARE(live.perSentence.at(s).tp, full.perSentence.at(s).tp);
    }
};

QTEST_GUILESS_MAIN(TestReproduction)
#include "test_reproduction.moc"
