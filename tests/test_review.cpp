// Review rounds (core/review): the queue of extractions that match no synset, on the English
// gold with the 8 systems, references (CaRB tab gold, another gold), judgments kept in the
// project file, the TSV export and Cohen's kappa.
#include "core/document/ProjectFile.h"
#include "core/document/StudioDocument.h"
#include "core/review/JudgmentTsv.h"
#include "core/review/ReviewKappa.h"
#include "core/review/ReviewRound.h"
#include "tests/RunScore.h"
#include "tests/TestData.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

const QStringList kSystems{QStringLiteral("clausie"),  QStringLiteral("minie"),   QStringLiteral("naive_oie"),
                           QStringLiteral("openie6"),  QStringLiteral("roi_n"),   QStringLiteral("roi_t"),
                           QStringLiteral("stanford"), QStringLiteral("m2oie_en")};

QString goldPath()
{
    return TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
}

QString systemPath(const QString &name)
{
    return TestData::benchie(QStringLiteral("systems/%1_explicit.txt").arg(name));
}

// Opens the English gold with the first `count` systems.
void openEnglish(StudioDocument *document, int count = 8)
{
    REQUIRE_DATA_FILE(goldPath());
    QString error;
    QVERIFY2(document->openGold(goldPath(), &error), qPrintable(error));
    for (int i = 0; i < count; ++i) {
        REQUIRE_DATA_FILE(systemPath(kSystems.at(i)));
        QVERIFY2(document->addSystem(kSystems.at(i), systemPath(kSystems.at(i)), &error), qPrintable(error));
    }
}

// openEnglish, the test returning when it failed (a missing data file): no test goes on to
// read a gold that was not opened.
#define OPEN_ENGLISH(...)                                                                                              \
    do {                                                                                                               \
        openEnglish(__VA_ARGS__);                                                                                      \
        if (QTest::currentTestFailed())                                                                                \
            return;                                                                                                    \
    } while (false)

// Every key of an extraction the scorer found incorrect, for one system, computed here from
// the system file and the verdicts alone.
QSet<QString> incorrectKeys(const SystemOutput &output, const SystemScore &score)
{
    QSet<QString> keys;
    for (int e = 0; e < output.extractions.size(); ++e) {
        if (score.results.at(e).verdict != ExtractionVerdict::Incorrect)
            continue;
        const Extraction &x = output.extractions.at(e);
        keys.insert(x.sentenceId + QLatin1Char('\t') + x.subject.simplified() + QLatin1Char('\t')
                    + x.relation.simplified() + QLatin1Char('\t') + x.object.simplified());
    }
    return keys;
}

int pendingCount(const ReviewRound &round)
{
    int pending = 0;
    for (int i = 0; i < round.queue().size(); ++i)
        pending += round.state(round.queue().at(i)) == ReviewState::Pending;
    return pending;
}

} // namespace

class TestReview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void queueEqualsScorerFalsePositives();
    void closestTripleAndAlignment();
    void carbReferenceAndOtherGold();
    void badReferenceIsRefused();
    void judgmentsSurviveTheProjectFile();
    void badVerdictInProjectFile();
    void rejectedNotAskedAgainAfterAnotherSystem();
    void acceptanceCoversTheSynset();
    void tsvRoundTripAndErrors();
    void kappaByHand();
    void kappaCommand();
};

// Distinct unmatched extractions per system equal the scorer's false positives once repeats
// inside one system file are taken out: the scorer counts every line (a repeat is a second FP),
// the queue has one entry per distinct extraction (with both occurrences), so the sum of a
// system's unmatched occurrences is its FP exactly.
void TestReview::queueEqualsScorerFalsePositives()
{
    StudioDocument document;
    OPEN_ENGLISH(&document);
    ReviewRound round(&document);
    const ReviewQueue &queue = round.queue();
    const ScoringSession &session = document.session();
    QCOMPARE(session.systems().size(), 8);
    QSet<QString> allKeys;
    int totalRepeats = 0;
    for (int i = 0; i < session.systems().size(); ++i) {
        const SystemScore &score = session.scores().at(i);
        const QSet<QString> expected = incorrectKeys(session.systems().at(i), score);
        allKeys.unite(expected);
        int distinct = 0, occurrences = 0;
        for (int k = 0; k < queue.size(); ++k) {
            const ReviewEntry &entry = queue.at(k);
            int here = 0;
            for (const ReviewOccurrence &occurrence : entry.occurrences)
                here += occurrence.source == i
                    && score.results.at(occurrence.extraction).verdict == ExtractionVerdict::Incorrect;
            distinct += here > 0;
            occurrences += here;
        }
        QCOMPARE(occurrences, score.totals.fp);
        QCOMPARE(distinct, int(expected.size()));
        QVERIFY(distinct <= score.totals.fp);
        totalRepeats += score.totals.fp - distinct;
        qInfo("%s: FP %d, distinct unmatched %d, repeated within the file %d", qPrintable(kSystems.at(i)),
              score.totals.fp, distinct, score.totals.fp - distinct);
    }
    // Deduplicated across systems: one entry per distinct extraction of all of them.
    QCOMPARE(queue.size(), int(allKeys.size()));
    QVERIFY(totalRepeats > 0); // the data has repeats: the rule above is exercised
    int shared = 0;
    for (int k = 0; k < queue.size(); ++k)
        shared += queue.at(k).sources().size() > 1;
    QVERIFY(shared > 0);
    QCOMPARE(round.judgedCount(), 0);
    QCOMPARE(pendingCount(round), queue.size());
}

void TestReview::closestTripleAndAlignment()
{
    StudioDocument document;
    OPEN_ENGLISH(&document, 1);
    ReviewRound round(&document);
    QVERIFY(round.queue().size() > 0);
    const ReviewEntry &entry = round.queue().at(0);
    const Sentence &sentence = document.benchmark().sentences().at(entry.sentenceIndex);
    const ExtractionDiagnosis &diagnosis = round.diagnosis(entry);
    QVERIFY(!diagnosis.closest.isEmpty());
    QVERIFY(!diagnosis.explanation.isEmpty());
    QCOMPARE(round.suggestedSynset(entry), diagnosis.closest.first().synset);
    QVERIFY(round.suggestedSynset(entry) < sentence.synsets.size());
    // The accepted triple holds the extraction's words: sentence tokens, else free words.
    const Triple triple = round.acceptedTriple(entry);
    QCOMPARE(triple.subject().source(), entry.subject);
    QCOMPARE(triple.relation().source(), entry.relation);
    QCOMPARE(triple.object().source(), entry.object);
    // An extraction whose words are not in the sentence keeps them.
    ReviewEntry made = entry;
    made.object = QStringLiteral("zzqx %1").arg(entry.object);
    QCOMPARE(round.acceptedTriple(made).object().source(), made.object);
}

// A CaRB gold in tab format is a source like a system: its unmatched tuples are in the queue,
// and it shares entries with the systems; another gold's triples too (BenchIE^FL's).
void TestReview::carbReferenceAndOtherGold()
{
    StudioDocument document;
    OPEN_ENGLISH(&document, 2);
    ReviewRound round(&document);
    const int before = round.queue().size();
    const QString carb = TestData::benchie(QStringLiteral("carb_explicit.txt"));
    REQUIRE_DATA_FILE(carb);
    QString error;
    QVERIFY2(round.addReference(carb, &error), qPrintable(error));
    QCOMPARE(round.queue().sources().size(), 3);
    QVERIFY(round.queue().sources().last().reference);
    const SystemScore &carbScore = *round.queue().sources().last().score;
    const SystemOutput &carbOutput = *round.queue().sources().last().output;
    // One extraction per tuple line of the file (each has a relation and an argument).
    QFile carbFile(carb);
    QVERIFY(carbFile.open(QIODevice::ReadOnly));
    int tupleLines = 0;
    for (const QByteArray &line : carbFile.readAll().split('\n'))
        tupleLines += line.split('\t').size() >= 3;
    QCOMPARE(carbOutput.extractions.size(), tupleLines);
    QCOMPARE(carbScore.ignored, 0); // every sentence paired with the gold's by its CaRB key
    int fromCarb = 0, carbOccurrences = 0;
    for (int k = 0; k < round.queue().size(); ++k) {
        const ReviewEntry &entry = round.queue().at(k);
        fromCarb += entry.hasSource(2);
        for (const ReviewOccurrence &occurrence : entry.occurrences)
            carbOccurrences += occurrence.source == 2
                && carbScore.results.at(occurrence.extraction).verdict == ExtractionVerdict::Incorrect;
    }
    QCOMPARE(carbOccurrences, carbScore.totals.fp);
    QVERIFY(carbScore.totals.tp > 0 && carbScore.totals.fp > 0);
    // The queue grows by the CaRB entries no system produced.
    QSet<QString> systemKeys;
    for (int i = 0; i < 2; ++i)
        systemKeys.unite(incorrectKeys(document.session().systems().at(i), document.session().scores().at(i)));
    const QSet<QString> carbKeys = incorrectKeys(carbOutput, carbScore);
    QCOMPARE(round.queue().size(), int((systemKeys + carbKeys).size()));
    QCOMPARE(round.queue().size() - before, int((carbKeys - systemKeys).size()));
    QVERIFY(fromCarb >= int(carbKeys.size()));
    QCOMPARE(round.referencePaths(), QStringList{carb});

    const QString fl = TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_300.txt"));
    REQUIRE_DATA_FILE(fl);
    QVERIFY2(round.addReference(fl, &error), qPrintable(error));
    const ReviewQueue::Source &flSource = round.queue().sources().last();
    QVERIFY(flSource.output->extractions.size() > 1000);
    QCOMPARE(flSource.score->ignored, 0);
    // FL triples that match the English gold are not in the queue; the others are.
    QVERIFY(flSource.score->totals.tp > 0 && flSource.score->totals.fp > 0);
    QVERIFY(round.removeReference(carb));
    QCOMPARE(round.queue().sources().size(), 3);
}

void TestReview::badReferenceIsRefused()
{
    StudioDocument document;
    OPEN_ENGLISH(&document, 0);
    ReviewRound round(&document);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("notes.txt"));
    QVERIFY(writeFile(path, "just some words\nand more words\n"));
    QString error;
    QVERIFY(!round.addReference(path, &error));
    QVERIFY2(error.startsWith(path + QStringLiteral(":1:")), qPrintable(error));
    QVERIFY(round.referencePaths().isEmpty());
}

// Judgments go into the project file (stable bytes) and come back; the reopened queue asks
// only about what is left.
void TestReview::judgmentsSurviveTheProjectFile()
{
    StudioDocument document;
    OPEN_ENGLISH(&document, 3);
    ReviewRound round(&document);
    const int size = round.queue().size();
    for (int k = 0; k < 5; ++k) {
        ReviewJudgment judgment
            = round.judgment(round.queue().at(k * 7), ReviewVerdict::Rejected, -1, QStringLiteral("ann"));
        document.setJudgment(judgment);
    }
    document.setJudgment(round.judgment(round.queue().at(1), ReviewVerdict::Skipped, -1, QStringLiteral("ann")));
    QCOMPARE(round.judgedCount(), 5);
    QCOMPARE(pendingCount(round), size - 6);
    QCOMPARE(round.queue().size(), size);

    ProjectFile project;
    project.benchmark = document.benchmark();
    for (const SystemOutput &system : document.session().systems())
        project.systems.append({system.name, system.path});
    project.judgments = document.judgments();
    const QByteArray bytes = project.toBytes();
    QVERIFY(bytes.contains("\"review\""));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("review.oieproj"));
    QString error;
    QVERIFY2(project.write(path, &error), qPrintable(error));

    ProjectFile read;
    QVERIFY2(ProjectFile::read(path, &read, &error), qPrintable(error));
    QCOMPARE(read.judgments.list(), document.judgments().list());
    QCOMPARE(read.toBytes(), bytes); // no churn on save

    StudioDocument reopened;
    QVERIFY2(reopened.openGold(path, &error), qPrintable(error));
    reopened.setJudgments(read.judgments);
    for (const AttachedSystem &system : std::as_const(read.systems))
        QVERIFY2(reopened.addSystem(system.name, system.path, &error), qPrintable(error));
    ReviewRound again(&reopened);
    QCOMPARE(again.queue().size(), size);
    QCOMPARE(again.judgedCount(), 5);
    QCOMPARE(pendingCount(again), size - 6);
    for (const ReviewJudgment &judgment : read.judgments.list()) {
        const int at = again.queue().indexOf(reopened.benchmark().indexOf(judgment.sentenceId), judgment.key());
        QVERIFY(at >= 0);
        QCOMPARE(again.state(again.queue().at(at)),
                 judgment.verdict == ReviewVerdict::Rejected ? ReviewState::Rejected : ReviewState::Skipped);
    }
}

void TestReview::badVerdictInProjectFile()
{
    ProjectFile project;
    ReviewJudgment judgment;
    judgment.sentenceId = QStringLiteral("1");
    judgment.subject = QStringLiteral("He");
    judgment.relation = QStringLiteral("served");
    judgment.object = QStringLiteral("as PM");
    judgment.verdict = ReviewVerdict::Rejected;
    project.judgments.set(judgment);
    QByteArray bytes = project.toBytes();
    QVERIFY(bytes.contains("\"verdict\":\"reject\"")); // one judgment per line (JsonText)
    bytes.replace("\"verdict\":\"reject\"", "\"verdict\":\"maybe\"");
    const int line = int(bytes.left(bytes.indexOf("\"maybe\"")).count('\n')) + 1;
    ProjectFile read;
    QString error;
    QVERIFY(!ProjectFile::fromBytes(bytes, QStringLiteral("p.oieproj"), &read, &error));
    QVERIFY2(error.startsWith(QStringLiteral("p.oieproj:%1:").arg(line)), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("maybe")), qPrintable(error));
}

// Rejected extractions are not asked again when another system file produces them again.
void TestReview::rejectedNotAskedAgainAfterAnotherSystem()
{
    StudioDocument document;
    OPEN_ENGLISH(&document, 7);
    ReviewRound round(&document);
    for (int k = 0; k < round.queue().size(); ++k)
        document.setJudgment(round.judgment(round.queue().at(k), ReviewVerdict::Rejected, -1, QStringLiteral("r")));
    QCOMPARE(pendingCount(round), 0);
    const QSet<QString> rejected = [&]() {
        QSet<QString> keys;
        for (const ReviewJudgment &judgment : document.judgments().list())
            keys.insert(judgment.key());
        return keys;
    }();
    QString error;
    QVERIFY2(document.addSystem(kSystems.at(7), systemPath(kSystems.at(7)), &error), qPrintable(error));
    const int last = 7;
    const QSet<QString> lastKeys
        = incorrectKeys(document.session().systems().at(last), document.session().scores().at(last));
    const QSet<QString> again = lastKeys & rejected;
    QVERIFY2(!again.isEmpty(), "the last system repeats some rejected extractions");
    int pending = 0, rejectedFromLast = 0;
    for (int k = 0; k < round.queue().size(); ++k) {
        const ReviewEntry &entry = round.queue().at(k);
        const ReviewState state = round.state(entry);
        if (state == ReviewState::Pending) {
            ++pending;
            QVERIFY(entry.hasSource(last));
            QVERIFY(!rejected.contains(entry.key));
        }
        rejectedFromLast += entry.hasSource(last) && state == ReviewState::Rejected;
    }
    QCOMPARE(pending, int((lastKeys - rejected).size()));
    QCOMPARE(rejectedFromLast, int(again.size()));
}

// Accepting (the gold edit and the judgment, as the undo command makes them) covers the synset
// the triple went to: the system's TP grows by the synsets it newly covers, its FP falls by the
// extraction's occurrences; the entry stays in the queue as accepted.
void TestReview::acceptanceCoversTheSynset()
{
    StudioDocument document;
    OPEN_ENGLISH(&document, 1);
    ReviewRound round(&document);
    const ReviewEntry entry = round.queue().at(0);
    const int s = entry.sentenceIndex;
    const SystemScore before = document.session().scores().at(0);
    Sentence edited = document.benchmark().sentences().at(s);
    Synset fresh;
    fresh.triples.append(round.acceptedTriple(entry));
    edited.synsets.append(fresh);
    document.replaceSentence(s, edited);
    document.setJudgment(
        round.judgment(entry, ReviewVerdict::Accepted, int(edited.synsets.size()) - 1, QStringLiteral("r")));
    const SystemScore &after = document.session().scores().at(0);
    QCOMPARE(after.totals.tp, before.totals.tp + 1); // the new synset, covered
    QCOMPARE(after.totals.fp, before.totals.fp - entry.unmatched);
    QCOMPARE(after.totals.fn, before.totals.fn); // one more synset, and it is covered
    const int at = round.queue().indexOf(s, entry.key);
    QVERIFY(at >= 0);
    QCOMPARE(round.state(round.queue().at(at)), ReviewState::Accepted);
    QCOMPARE(round.queue().at(at).unmatched, 0);
    QCOMPARE(round.judgedCount(), 1);
}

void TestReview::tsvRoundTripAndErrors()
{
    StudioDocument document;
    OPEN_ENGLISH(&document, 2);
    ReviewRound round(&document);
    for (int k = 0; k < 4; ++k)
        document.setJudgment(round.judgment(
            round.queue().at(k), k % 2 ? ReviewVerdict::Rejected : ReviewVerdict::Skipped, -1, QStringLiteral("ann")));
    const QVector<ReviewJudgment> judgments = document.judgments().list();
    const QByteArray tsv = JudgmentTsv::toBytes(judgments);
    QVERIFY(tsv.startsWith("sentence_id\tsubject\trelation\tobject\tverdict\tsynset\tsources\treviewer\ttime\n"));
    QCOMPARE(tsv.count('\n'), 5);
    Diagnostics diagnostics;
    QCOMPARE(JudgmentTsv::fromBytes(tsv, QStringLiteral("j.tsv"), &diagnostics), judgments);
    QVERIFY(diagnostics.isEmpty());
    const QByteArray bad = "sentence_id\tsubject\trelation\tobject\tverdict\n1\ta\tb\tc\taccept\n2\ta\tb\n"
                           "3\ta\tb\tc\tmaybe\n4\ta\tb\tc\taccept\tx\n";
    const QVector<ReviewJudgment> read = JudgmentTsv::fromBytes(bad, QStringLiteral("bad.tsv"), &diagnostics);
    QCOMPARE(read.size(), 1);
    QCOMPARE(diagnostics.size(), 3);
    QCOMPARE(diagnostics.at(0).line, 3);
    QCOMPARE(diagnostics.at(1).line, 4);
    QCOMPARE(diagnostics.at(2).line, 5);
    QVERIFY(diagnostics.at(1).message.contains(QStringLiteral("maybe")));
}

// Two reviewers, 10 extractions both judged: A accepts 1-6, B accepts 1-4 and 7; 5, 6, 7 differ.
// p_o = 7/10; A accepts 6/10, B 5/10: p_e = 0.6*0.5 + 0.4*0.5 = 0.5; kappa = (0.7-0.5)/0.5 = 0.4.
// Plus one skipped by B (left out) and one judged by A only.
void TestReview::kappaByHand()
{
    const auto make = [](int n, ReviewVerdict verdict) {
        ReviewJudgment judgment;
        judgment.sentenceId = QString::number(n);
        judgment.subject = QStringLiteral("s");
        judgment.relation = QStringLiteral("r");
        judgment.object = QStringLiteral("o");
        judgment.verdict = verdict;
        return judgment;
    };
    QVector<ReviewJudgment> a, b;
    for (int n = 1; n <= 10; ++n) {
        a.append(make(n, n <= 6 ? ReviewVerdict::Accepted : ReviewVerdict::Rejected));
        b.append(make(n, n <= 4 || n == 7 ? ReviewVerdict::Accepted : ReviewVerdict::Rejected));
    }
    a.append(make(11, ReviewVerdict::Accepted));
    b.append(make(11, ReviewVerdict::Skipped));
    a.append(make(12, ReviewVerdict::Rejected));
    const KappaResult result = ReviewKappa::compute(a, b);
    QCOMPARE(result.pairs, 10);
    QCOMPARE(result.agreements, 7);
    QCOMPARE(result.skipped, 1);
    QCOMPARE(result.onlyA, 1);
    QCOMPARE(result.onlyB, 0);
    QVERIFY(std::abs(result.observed - 0.7) < 1e-12);
    QVERIFY(std::abs(result.expected - 0.5) < 1e-12);
    QVERIFY(std::abs(result.kappa - 0.4) < 1e-12);
    QCOMPARE(result.disagreements.size(), 3);
    QCOMPARE(result.disagreements.at(0).a.sentenceId, QStringLiteral("5"));
    QVERIFY(std::isnan(ReviewKappa::compute({}, {}).kappa));
    QCOMPARE(ReviewKappa::compute(a, a).kappa, 1.0);
}

// `oie-score kappa` on two judgment files written here: the same figures as ReviewKappa, in the
// table and the JSON; a malformed line is an error at its line (exit 1, figures still printed).
void TestReview::kappaCommand()
{
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.tsv")), b = dir.filePath(QStringLiteral("b.tsv"));
    // 6 pairs: A accepts 1-3, B accepts 1, 2, 4: agree on 1, 2, 5, 6; p_o = 4/6, p_e = 0.5,
    // kappa = (2/3 - 1/2) / (1/2) = 1/3.
    QByteArray bytesA = "sentence_id\tsubject\trelation\tobject\tverdict\tsynset\tsources\treviewer\ttime\n";
    QByteArray bytesB = bytesA;
    for (int n = 1; n <= 6; ++n) {
        const QByteArray line = QByteArray::number(n) + "\ts\tr\to\t";
        bytesA += line + (n <= 3 ? "accept\t1" : "reject\t") + "\tclausie\tann\t2026-11-25T10:00:00Z\n";
        bytesB += line + (n <= 2 || n == 4 ? "accept\t2" : "reject\t") + "\tclausie\tbob\t2026-11-25T11:00:00Z\n";
    }
    QVERIFY(writeFile(a, bytesA));
    QVERIFY(writeFile(b, bytesB));
    ScoreRun run = runScore({QStringLiteral("kappa"), a, b});
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    QVERIFY2(run.out.contains(QStringLiteral("Cohen's kappa  0.3333  over 6 extractions")), qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral("3\ts\tr\to\taccept\treject")));
    run = runScore({QStringLiteral("kappa"), a, b, QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    const QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QVERIFY(std::abs(json.value(QStringLiteral("kappa")).toDouble() - 1.0 / 3.0) < 1e-12);
    QCOMPARE(json.value(QStringLiteral("pairs")).toInt(), 6);
    QCOMPARE(json.value(QStringLiteral("disagreements")).toArray().size(), 2);
    QCOMPARE(json.value(QStringLiteral("disagreements"))
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(QStringLiteral("b"))
                 .toObject()
                 .value(QStringLiteral("reviewer"))
                 .toString(),
             QStringLiteral("bob"));
    QVERIFY(writeFile(b, bytesB + "7\ts\tr\to\tperhaps\n"));
    run = runScore({QStringLiteral("kappa"), a, b});
    QCOMPARE(run.status, 1);
    QVERIFY2(run.err.contains(b + QStringLiteral(":8:")), qPrintable(describeRun(run)));
    run = runScore({QStringLiteral("kappa"), a});
    QCOMPARE(run.status, 2);
}

QTEST_GUILESS_MAIN(TestReview)
#include "test_review.moc"
