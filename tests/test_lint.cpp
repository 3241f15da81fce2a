// The gold lint (core/lint/GoldLint.h): each check on small hand-made golds, one sentence linted
// again after an edit, the real English, BenchIE^FL, German and Chinese golds with their counts,
// and `oie-score lint`.
#include "core/analysis/Agreement.h"
#include "core/benchie/BenchieGoldReader.h"
#include "core/document/DocumentImport.h"
#include "core/lint/GoldLint.h"
#include "core/report/LintReport.h"
#include "core/text/PosTagger.h"
#include "tests/RunScore.h"
#include "tests/TestData.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

Benchmark read(const QByteArray &text, Diagnostics *diagnostics = nullptr)
{
    Diagnostics ignored;
    Benchmark benchmark
        = BenchieGoldReader::readBytes(text, QStringLiteral("gold.txt"), diagnostics ? diagnostics : &ignored);
    benchmark.fileName = QStringLiteral("gold.txt");
    return benchmark;
}

// The findings of one check over a gold (no second gold, no tagger).
QVector<LintFinding> findings(const Benchmark &gold, LintCheck check, const LintOptions &options = LintOptions())
{
    const LintResult result = GoldLint::run(gold, options);
    const LintCheckResult *checked = result.result(check);
    return checked ? checked->findings : QVector<LintFinding>();
}

// A gold of one sentence with the given synsets (each a list of triple lines).
QByteArray oneSentence(const QString &text, const QVector<QStringList> &synsets)
{
    QString out = QStringLiteral("sent_id:1\t") + text + QLatin1Char('\n');
    for (int s = 0; s < synsets.size(); ++s) {
        out += QStringLiteral("1--> Cluster %1:\n").arg(s + 1);
        for (const QString &line : synsets.at(s))
            out += line + QLatin1Char('\n');
    }
    return out.toUtf8();
}

struct Counts
{
    int sentences;
    int findings;
};

} // namespace

class TestLint : public QObject
{
    Q_OBJECT

private slots:
    void stableIds()
    {
        QStringList ids;
        for (const LintCheck check : LintChecks::all()) {
            ids.append(LintChecks::id(check));
            LintCheck back = LintCheck::DoubleAnnotation;
            QVERIFY(LintChecks::fromId(ids.last(), &back));
            QCOMPARE(back, check);
            QVERIFY(!LintChecks::title(check).isEmpty());
        }
        QCOMPARE(ids.join(QLatin1Char(' ')),
                 QStringLiteral(
                     "double-annotation double-meaning missing-fact extra-fact duplicate-triple unbalanced-brackets "
                     "empty-slot words-not-in-sentence relation-without-verb entity-clean-variant"));
        LintCheck none = LintCheck::EmptySlot;
        QVERIFY(!LintChecks::fromId(QStringLiteral("no-such-check"), &none));
    }

    void doubleAnnotation()
    {
        // Synsets 1 and 2 both reduce to "He became justice of court"; synset 3 does not.
        const Benchmark gold
            = read(oneSentence(QStringLiteral("He became a founding justice of the court and a judge ."),
                               {{QStringLiteral("He --> became --> [a] [founding] justice [of the court]"),
                                 QStringLiteral("He --> became --> [a] [founding] justice of [the] court")},
                                {QStringLiteral("He --> became [a] [founding] justice of --> [the] court")},
                                {QStringLiteral("He --> became --> [a] judge")}}));
        const QVector<LintFinding> found = findings(gold, LintCheck::DoubleAnnotation);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).sentenceId, QStringLiteral("1"));
        QCOMPARE(found.at(0).synsets, (QVector<int>{0, 1}));
        QCOMPARE(found.at(0).triples.size(), 2);
        QCOMPARE(found.at(0).triples.at(0), (LintTripleRef{0, 1}));
        QCOMPARE(found.at(0).triples.at(1), (LintTripleRef{1, 0}));
        QVERIFY(found.at(0).message.contains(QStringLiteral("'He became justice of court'")));
        // Within one synset the same reduced triple is no finding.
        const Benchmark one = read(oneSentence(
            QStringLiteral("He served as the PM ."),
            {{QStringLiteral("He --> served as --> [the] PM"), QStringLiteral("He --> served --> as [the] PM")}}));
        QVERIFY(findings(one, LintCheck::DoubleAnnotation).isEmpty());
    }

    void doubleMeaning()
    {
        const Benchmark gold = read(
            oneSentence(QStringLiteral("The institute is named after the writer Benjamin Constant , who saw him ."),
                        {{QStringLiteral("[The] institute --> [is] named after --> [the] writer"),
                          QStringLiteral("[The] institute --> [is] named after --> Benjamin Constant"),
                          QStringLiteral("[The] institute --> [is] named after --> [the] writer Benjamin Constant")},
                         // a pronoun and its antecedent, function words only: no finding
                         {QStringLiteral("Benjamin Constant --> saw --> him"),
                          QStringLiteral("Benjamin Constant --> saw --> the writer")},
                         // objects sharing a word (case and quotes aside): no finding
                         {QStringLiteral("[The] institute --> honours --> ``Constant''"),
                          QStringLiteral("[The] institute --> honours --> [Benjamin] constant")}}));
        const QVector<LintFinding> found = findings(gold, LintCheck::DoubleMeaning);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).synsets, QVector<int>{0});
        QCOMPARE(found.at(0).triples, (QVector<LintTripleRef>{{0, 0}, {0, 1}}));
        QVERIFY(found.at(0).message.contains(QStringLiteral("'[the] writer' and 'Benjamin Constant'")));
    }

    void duplicateTriple()
    {
        const Benchmark gold = read(oneSentence(QStringLiteral("He died after a speech ."),
                                                {{QStringLiteral("he --> died [suddenly] after --> [a] speech"),
                                                  QStringLiteral("he --> died after --> [a] speech"),
                                                  QStringLiteral("he --> died  [suddenly] after --> [a] speech ")},
                                                 {QStringLiteral("he --> died after --> [a] speech")}}));
        const QVector<LintFinding> found = findings(gold, LintCheck::DuplicateTriple);
        QCOMPARE(found.size(), 1); // the same triple in two synsets is double-annotation's business
        QCOMPARE(found.at(0).triples, (QVector<LintTripleRef>{{0, 0}, {0, 2}}));
        QVERIFY(found.at(0).message.contains(QStringLiteral("2 times")));
    }

    void unbalancedBrackets()
    {
        Diagnostics diagnostics;
        const Benchmark gold
            = read(oneSentence(QStringLiteral("A passenger can fly for as little as $ 89 to the city of Paris ."),
                               {{QStringLiteral("[a] passenger --> can fly --> for [as little as] $ 89]"),
                                 QStringLiteral("[a] passenger --> can fly to --> [the city [of] Paris]"),
                                 QStringLiteral("[a] passenger --> can fly to --> [the] city [of Paris"),
                                 QStringLiteral("[a] passenger --> can fly to --> [the city][of] Paris"),
                                 QStringLiteral("[a] passenger --> [can] fly --> for [as little as] $ 89")}}),
                   &diagnostics);
        QVERIFY(!diagnostics.isEmpty()); // the reader says so too, on load
        const QVector<LintFinding> found = findings(gold, LintCheck::UnbalancedBrackets);
        QCOMPARE(found.size(), 4);
        QVERIFY(found.at(0).message.contains(QStringLiteral("a ']' closes no group")));
        QVERIFY(found.at(1).message.contains(QStringLiteral("a group opens inside another")));
        QVERIFY(found.at(2).message.contains(QStringLiteral("a '[' is never closed")));
        QVERIFY(
            found.at(3).message.contains(QStringLiteral("closes a group and opens another"))); // the reader's reading
        QCOMPARE(found.at(3).triples, (QVector<LintTripleRef>{{0, 3}}));
    }

    void emptySlot()
    {
        const Benchmark gold = read(oneSentence(
            QStringLiteral("A base is being built ."),
            {{QStringLiteral("[a] base --> [is] [being] --> built"), QStringLiteral("[a] base -->  --> built"),
              QStringLiteral("[a] [new] --> is --> built"), QStringLiteral("[a] base --> is --> built")}}));
        const QVector<LintFinding> found = findings(gold, LintCheck::EmptySlot);
        QCOMPARE(found.size(), 3);
        QVERIFY(found.at(0).message.contains(QStringLiteral("the relation '[is] [being]' is empty once")));
        QCOMPARE(found.at(1).message, QStringLiteral("the relation is empty"));
        QVERIFY(found.at(2).message.startsWith(QStringLiteral("the subject '[a] [new]'")));
    }

    void wordsNotInSentence()
    {
        const Benchmark gold = read(oneSentence(
            QStringLiteral("The first single , `` Dreamer , '' features Ms. Roy , a free - lance writer in the U.S. ."),
            {{QStringLiteral("[The] [first] single --> features --> Ms . Roy"),
              QStringLiteral("``Dreamer'' --> features --> Ms. Roy"), // quotes glued, the comma left out
              QStringLiteral("Ms. Roy --> is --> [a] freelance writer [in the U . S .]"), // `is` inferred
              QStringLiteral("Ms. Roy --> is [a] writer in --> [the] USA")}, // `USA` is not `U.S.`
             {QStringLiteral("The first single --> is --> ``Dreamer``"),
              QStringLiteral("Roy --> writes --> [a] freelance")}}));
        const QVector<LintFinding> found = findings(gold, LintCheck::WordsNotInSentence);
        QCOMPARE(found.size(), 4);
        QCOMPARE(found.at(0).message, QStringLiteral("'freelance' is not a word of the sentence"));
        QCOMPARE(found.at(0).synsets, (QVector<int>{0, 1}));
        QCOMPARE(found.at(0).triples, (QVector<LintTripleRef>{{0, 2}, {1, 1}}));
        QCOMPARE(found.at(1).message, QStringLiteral("'USA' is not a word of the sentence"));
        QCOMPARE(found.at(2).message,
                 QStringLiteral("'``Dreamer``' is not a word of the sentence")); // not the closing quotes
        QCOMPARE(found.at(3).message, QStringLiteral("'writes' is not a word of the sentence"));
    }

    void relationWithoutVerbByTags()
    {
        // CoNLL-U style universal tags on the sentence, as ConlluReader sets them.
        Benchmark gold = read(oneSentence(QStringLiteral("Paris , the capital of France , hosts a fair ."),
                                          {{QStringLiteral("Paris --> [is] [the] capital of --> France")},
                                           {QStringLiteral("Paris --> capital of --> France")},
                                           {QStringLiteral("Paris --> hosts --> [a] fair")}}));
        Sentence &sentence = gold.sentences()[0];
        sentence.universalTags = QStringList{QStringLiteral("PROPN"), QStringLiteral("PUNCT"), QStringLiteral("DET"),
                                             QStringLiteral("NOUN"),  QStringLiteral("ADP"),   QStringLiteral("PROPN"),
                                             QStringLiteral("PUNCT"), QStringLiteral("VERB"),  QStringLiteral("DET"),
                                             QStringLiteral("NOUN"),  QStringLiteral("PUNCT")};
        sentence.tagSource = QStringLiteral("conllu");
        const LintResult result = GoldLint::run(gold, LintOptions());
        const LintCheckResult *check = result.result(LintCheck::RelationWithoutVerb);
        QVERIFY(check && !check->skipped && check->note.isEmpty());
        QCOMPARE(check->findings.size(), 1); // `is` is an inferred verb; `hosts` is tagged VERB
        QCOMPARE(check->findings.at(0).synsets, QVector<int>{1});
        QCOMPARE(check->findings.at(0).message,
                 QStringLiteral("the relation 'capital of' has no verb: capital/NOUN, of/ADP"));
    }

    void relationWithoutVerbWithTheEnglishTagger()
    {
        QVERIFY2(PosTagger::shared().isLoaded(), qPrintable(PosTagger::shared().loadError()));
        // Read as oie-score reads it: an English gold is tagged on import.
        const QByteArray text
            = oneSentence(QStringLiteral("The laser cuts a portion of the prostate , unable to stop ."),
                          {{QStringLiteral("[The] laser --> cuts --> [a] portion [of the prostate]")},
                           {QStringLiteral("[The] laser --> unable to --> stop")},
                           {QStringLiteral("[The] laser --> devours --> [a] portion")}});
        Benchmark gold;
        Diagnostics diagnostics;
        QString error;
        QVERIFY(DocumentImport::openBytes(text, QStringLiteral("en.txt"), &gold, &diagnostics, &error));
        QCOMPARE(gold.sentences().at(0).tagSource, QStringLiteral("tagger"));
        QCOMPARE(gold.sentences().at(0).posTags.at(2), QStringLiteral("NNS")); // the tagger's mistake
        LintOptions options;
        options.tagger = &PosTagger::shared();
        const QVector<LintFinding> found = findings(gold, LintCheck::RelationWithoutVerb, options);
        // `cuts` is a verb in the lexicon; `devours` by its form (`devoured`); `unable` is not.
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).synsets, QVector<int>{1});
        // Without the lexicon the tagger's tags decide: `cuts/NNS` and `devours` (not in the sentence) are listed too.
        QCOMPARE(findings(gold, LintCheck::RelationWithoutVerb).size(), 3);
    }

    void relationWithoutVerbIsSkippedWithoutTags()
    {
        const Benchmark gold = read(oneSentence(QStringLiteral("Er diente als Premierminister ."),
                                                {{QStringLiteral("Er --> diente als --> Premierminister")}}));
        const LintResult result = GoldLint::run(gold, LintOptions());
        const LintCheckResult *check = result.result(LintCheck::RelationWithoutVerb);
        QVERIFY(check && check->skipped);
        QVERIFY(check->note.startsWith(QStringLiteral("skipped: the gold has no POS tags")));
        const QString table = LintReport{result}.toTable();
        QVERIFY(table.contains(QStringLiteral("relation-without-verb: skipped: the gold has no POS tags")));
        const QJsonObject json = LintReport{result}.toJson();
        const QJsonObject relation = json.value(QStringLiteral("checks")).toArray().at(6).toObject();
        QCOMPARE(relation.value(QStringLiteral("id")).toString(), QStringLiteral("relation-without-verb"));
        QCOMPARE(relation.value(QStringLiteral("skipped")).toBool(), true);
    }

    void entityCleanVariant()
    {
        Benchmark gold
            = read(oneSentence(QStringLiteral("He served as the Prime Minister of Australia ."),
                               {{QStringLiteral("He --> served as --> [the] Prime Minister"),
                                 QStringLiteral("He --> served --> as [the] Prime Minister"),
                                 QStringLiteral("He --> was --> [the] Prime Minister")},
                                {QStringLiteral("He --> served as [the] Prime Minister of --> Australia"),
                                 QStringLiteral("He --> served as [the] Prime Minister --> of Australia")}}));
        QCOMPARE(findings(gold, LintCheck::EntityCleanVariant).size(), 0);
        QVERIFY(GoldLint::run(gold, LintOptions()).result(LintCheck::EntityCleanVariant)->skipped); // no marks at all
        // Synset 1: two placements flagged entity-clean; synset 2: only one of its placements.
        QVector<Synset> &synsets = gold.sentences()[0].synsets;
        synsets[0].triples[0].setEntityClean(true);
        synsets[0].triples[1].setEntityClean(true);
        synsets[0].triples[2].setEntityClean(true);
        synsets[1].triples[0].setEntityClean(true);
        const QVector<LintFinding> found = findings(gold, LintCheck::EntityCleanVariant);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).triples, (QVector<LintTripleRef>{{0, 0}, {0, 1}}));
    }

    void missingAndExtraFacts()
    {
        // As in test_agreement: A's "became a judge" and "Paris has people" are not in B, B's
        // "born in Australia" is not in A; sentence 3 is B's only.
        const Benchmark a = read("sent_id:1\tHe served as the Prime Minister and became a judge .\n"
                                 "1--> Cluster 1:\nHe --> served as --> [the] Prime Minister\n"
                                 "1--> Cluster 2:\nHe --> became --> a judge\n\n"
                                 "sent_id:2\tParis is a big city with people .\n"
                                 "2--> Cluster 1:\nParis --> is --> [a] city\n"
                                 "2--> Cluster 2:\nParis --> has --> people\n");
        const Benchmark b = read("sent_id:1\tHe served as the Prime Minister and became a judge .\n"
                                 "1--> Cluster 1:\nHe --> served as --> the Prime Minister\n"
                                 "1--> Cluster 2:\nHe --> [was] born in --> Australia\n\n"
                                 "sent_id:2\tParis is a big city with people .\n"
                                 "2--> Cluster 1:\nParis --> is --> a [big] city\n\n"
                                 "sent_id:3\tX y z .\n"
                                 "3--> Cluster 1:\nX --> y --> z\n");
        QVERIFY(!GoldLint::run(a, LintOptions()).result(LintCheck::MissingFact)); // only with a second gold
        const LintResult result = GoldLint::run(a, LintOptions(), &b);
        const QVector<LintFinding> &extra = result.result(LintCheck::ExtraFact)->findings;
        QCOMPARE(extra.size(), 2);
        QCOMPARE(extra.at(0).sentenceId, QStringLiteral("1"));
        QCOMPARE(extra.at(0).synsets, QVector<int>{1});
        QCOMPARE(extra.at(0).tripleTexts, QStringList{QStringLiteral("He --> became --> a judge")});
        QCOMPARE(extra.at(1).sentenceId, QStringLiteral("2"));
        const QVector<LintFinding> &missing = result.result(LintCheck::MissingFact)->findings;
        QCOMPARE(missing.size(), 2);
        QVERIFY(missing.at(0).inOtherGold);
        QCOMPARE(missing.at(0).synsets, QVector<int>{1});
        QCOMPARE(missing.at(0).tripleTexts, QStringList{QStringLiteral("He --> [was] born in --> Australia")});
        QCOMPARE(missing.at(1).sentenceId, QStringLiteral("3"));
        QCOMPARE(missing.at(1).sentence, -1);
        QVERIFY(missing.at(1).message.contains(QStringLiteral("this gold has no sentence 3")));
        QCOMPARE(result.result(LintCheck::MissingFact)->sentenceCount(), 2);
    }

    // What the Lint panel does after an edit: lint the edited sentence, put its findings in place.
    void oneSentenceAfterAnEdit()
    {
        Benchmark gold = read("sent_id:1\tA b c .\n1--> Cluster 1:\nA --> b --> c\nA --> b --> c\n\n"
                              "sent_id:2\tD e f .\n2--> Cluster 1:\nD --> e --> f\nD --> e --> f\n\n"
                              "sent_id:3\tG h i .\n3--> Cluster 1:\nG --> h --> i\nG --> h --> i\n");
        LintOptions options;
        options.checks = {LintCheck::DuplicateTriple, LintCheck::WordsNotInSentence};
        LintResult result = GoldLint::run(gold, options);
        QCOMPARE(result.result(LintCheck::DuplicateTriple)->sentenceCount(), 3);
        // The edit removes the duplicate of sentence 2 and adds a word that is not in it.
        gold.sentences()[1].synsets[0].triples[1]
            = Triple(QStringLiteral("D"), QStringLiteral("e"), QStringLiteral("x"));
        result.replaceSentence(1, GoldLint::lintSentence(gold, 1, options));
        const LintCheckResult *duplicates = result.result(LintCheck::DuplicateTriple);
        QCOMPARE(duplicates->findings.size(), 2);
        QCOMPARE(duplicates->findings.at(0).sentenceId, QStringLiteral("1"));
        QCOMPARE(duplicates->findings.at(1).sentenceId, QStringLiteral("3"));
        QCOMPARE(result.result(LintCheck::WordsNotInSentence)->findings.size(), 1);
        QCOMPARE(result.result(LintCheck::WordsNotInSentence)->findings.at(0).sentence, 1);
        // Linting the whole edited gold again gives the same.
        const LintResult again = GoldLint::run(gold, options);
        QCOMPARE(LintReport{again}.toJson(), LintReport{result}.toJson());
    }

    void realGolds_data()
    {
        QTest::addColumn<QString>("gold");
        QTest::addColumn<QVector<int>>(
            "counts"); // sentences, findings per check in LintChecks::all() order, without --against
        QTest::addColumn<bool>("tagged");
        QTest::newRow("en") << TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"))
                            << QVector<int>{135, 312, 16, 19, 52, 177, 1, 2, 3, 8, 7, 8, 1, 2} << true;
        QTest::newRow("fl") << TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_300.txt"))
                            << QVector<int>{8, 12, 10, 11, 27, 89, 0, 0, 2, 5, 159, 322, 14, 38} << true;
        QTest::newRow("de") << TestData::benchie(QStringLiteral("benchie_gold_annotations_de.txt"))
                            << QVector<int>{52, 71, 0, 0, 3, 5, 2, 4, 0, 0, 18, 22, -1, -1} << false;
        QTest::newRow("zh") << TestData::benchie(QStringLiteral("benchie_gold_annotations_zh.txt"))
                            << QVector<int>{8, 14, 5, 6, 0, 0, 1, 1, 0, 0, 9, 29, -1, -1} << false;
    }

    // The counts were measured on the data and a sample of each check's findings read by hand
    // (README, `oie-score lint`).
    void realGolds()
    {
        QFETCH(QString, gold);
        QFETCH(QVector<int>, counts);
        QFETCH(bool, tagged);
        REQUIRE_DATA_FILE(gold);
        Benchmark benchmark;
        Diagnostics diagnostics;
        QString error;
        ImportOptions import;
        import.forWriting = false;
        QVERIFY2(DocumentImport::open(gold, &benchmark, &diagnostics, &error, import), qPrintable(error));
        LintOptions options;
        options.tagger = &PosTagger::shared();
        const LintResult result = GoldLint::run(benchmark, options);
        const QVector<LintCheck> checks{LintCheck::DoubleAnnotation,   LintCheck::DoubleMeaning,
                                        LintCheck::DuplicateTriple,    LintCheck::UnbalancedBrackets,
                                        LintCheck::EmptySlot,          LintCheck::WordsNotInSentence,
                                        LintCheck::RelationWithoutVerb};
        QCOMPARE(result.checks.size(), 8); // no missing-fact / extra-fact without a second gold
        for (int k = 0; k < checks.size(); ++k) {
            const LintCheckResult *check = result.result(checks.at(k));
            QVERIFY(check);
            const QString id = LintChecks::id(checks.at(k));
            if (counts.at(2 * k) < 0) {
                QVERIFY2(check->skipped, qPrintable(id));
                continue;
            }
            QVERIFY2(!check->skipped, qPrintable(id));
            QCOMPARE(QStringLiteral("%1 %2 %3").arg(id).arg(check->sentenceCount()).arg(check->findings.size()),
                     QStringLiteral("%1 %2 %3").arg(id).arg(counts.at(2 * k)).arg(counts.at(2 * k + 1)));
        }
        QCOMPARE(!result.result(LintCheck::RelationWithoutVerb)->skipped, tagged);
        QVERIFY(result.result(LintCheck::EntityCleanVariant)->skipped); // no entity marks in these files
    }

    // BenchIE against BenchIE^FL: the synsets each re-annotation does not cover, both ways.
    void englishAgainstFl()
    {
        const QString en = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
        const QString fl = TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_300.txt"));
        REQUIRE_DATA_FILE(en);
        REQUIRE_DATA_FILE(fl);
        Benchmark golds[2];
        Diagnostics diagnostics;
        for (int k = 0; k < 2; ++k) {
            QString error;
            QVERIFY2(BenchieGoldReader::readFile(k == 0 ? en : fl, &golds[k], &diagnostics, &error), qPrintable(error));
        }
        LintOptions options;
        options.checks = {LintCheck::MissingFact, LintCheck::ExtraFact};
        const LintResult result = GoldLint::run(golds[0], options, &golds[1]);
        const LintCheckResult *missing = result.result(LintCheck::MissingFact);
        const LintCheckResult *extra = result.result(LintCheck::ExtraFact);
        QCOMPARE(QStringLiteral("%1 %2").arg(missing->sentenceCount()).arg(missing->findings.size()),
                 QStringLiteral("262 940"));
        QCOMPARE(QStringLiteral("%1 %2").arg(extra->sentenceCount()).arg(extra->findings.size()),
                 QStringLiteral("171 479"));
        // The agreement's coverage rule, the same numbers.
        const AgreementResult agreement = Agreement::compute(golds[0], golds[1]);
        QCOMPARE(int(extra->findings.size()), agreement.synsetsA - agreement.coveredA);
        QCOMPARE(int(missing->findings.size()), agreement.synsetsB - agreement.coveredB);
    }

    void commandLine()
    {
        QTemporaryDir dir;
        const QString gold = dir.filePath(QStringLiteral("gold.txt"));
        QVERIFY(writeFile(
            gold,
            oneSentence(QStringLiteral("He died ."),
                        {{QStringLiteral("He --> died --> [now]"), QStringLiteral("He --> died --> [now]")}})));
        const ScoreRun json
            = runScore({QStringLiteral("lint"), gold, QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(json.status == 0, qPrintable(describeRun(json))); // findings are not errors
        const QJsonObject object = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(object.value(QStringLiteral("gold")).toString(), gold);
        const QJsonArray checks = object.value(QStringLiteral("checks")).toArray();
        QCOMPARE(checks.size(), 8);
        QCOMPARE(checks.at(0).toObject().keys(),
                 (QStringList{QStringLiteral("findings"), QStringLiteral("id"), QStringLiteral("sentences"),
                              QStringLiteral("title")}));
        const QJsonObject duplicates = checks.at(2).toObject();
        QCOMPARE(duplicates.value(QStringLiteral("id")).toString(), QStringLiteral("duplicate-triple"));
        QCOMPARE(duplicates.value(QStringLiteral("sentences")).toInt(), 1);
        const QJsonObject finding = duplicates.value(QStringLiteral("findings")).toArray().at(0).toObject();
        QCOMPARE(finding.value(QStringLiteral("sent_id")).toString(), QStringLiteral("1"));
        QCOMPARE(finding.value(QStringLiteral("synsets")).toArray(), QJsonArray{1});
        QCOMPARE(finding.value(QStringLiteral("triples")).toArray().size(), 2);
        QCOMPARE(finding.value(QStringLiteral("triples")).toArray().at(0).toString(),
                 QStringLiteral("He --> died --> [now]"));
        const QJsonObject empty = checks.at(4).toObject();
        QCOMPARE(empty.value(QStringLiteral("id")).toString(), QStringLiteral("empty-slot"));
        QCOMPARE(empty.value(QStringLiteral("findings")).toArray().size(), 2);

        const ScoreRun against = runScore({QStringLiteral("lint"), gold, QStringLiteral("--against"), gold});
        QVERIFY2(against.status == 0, qPrintable(describeRun(against)));
        QVERIFY(against.out.contains(QStringLiteral("missing-fact")));
        QVERIFY(against.out.contains(
            QStringLiteral("sentence 1, synset 1: synset 1 holds 'He --> died --> [now]' 2 times")));

        const ScoreRun missing = runScore({QStringLiteral("lint"), dir.filePath(QStringLiteral("none.txt"))});
        QCOMPARE(missing.status, 1);
        QVERIFY(missing.err.contains(QStringLiteral("none.txt")));
        const QString broken = dir.filePath(QStringLiteral("broken.txt"));
        QVERIFY(writeFile(broken, "sent_id:1 no tab here\n1--> Cluster 1:\nA --> b --> c\n"));
        const ScoreRun invalid = runScore({QStringLiteral("lint"), broken});
        QCOMPARE(invalid.status, 1);
        QVERIFY2(invalid.err.contains(broken + QStringLiteral(":1:")), qPrintable(describeRun(invalid)));
        QCOMPARE(runScore({QStringLiteral("lint")}).status, 2);
        QCOMPARE(runScore({QStringLiteral("lint"), gold, QStringLiteral("--format"), QStringLiteral("csv")}).status, 2);
        QCOMPARE(runScore({QStringLiteral("lint"), gold, QStringLiteral("--against")}).status, 2);
        QCOMPARE(runScore({QStringLiteral("lint"), gold, gold}).status, 2);
        QCOMPARE(runScore({QStringLiteral("lint"), gold, QStringLiteral("--bogus")}).status, 2);
    }
};

QTEST_GUILESS_MAIN(TestLint)
#include "test_lint.moc"
