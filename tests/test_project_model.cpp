// The project model in core, without widgets (issue "One project model in core"): a gold with
// systems, a CaRB gold, an OIE2016 set-up, a bucket dimension, judgments and the scorer chosen
// is saved, opened again in a new StudioProject and gives the same results.
#include "core/document/StudioDocument.h"
#include "core/project/EvaluationModel.h"
#include "core/project/StudioProject.h"
#include "tests/TestData.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString oie2016(const char *relative)
{
    return TestData::path(QStringLiteral("oie2016/") + QLatin1String(relative));
}

// Every number a project's results show: BenchIE, CaRB and OIE2016 per system, the facet
// overview's F1 and the analyses' systems, one line each.
QStringList resultLines(const StudioProject &project)
{
    QStringList lines;
    const EvaluationModel &evaluation = *project.evaluation();
    for (const SystemScore &score : project.document()->session().scores())
        lines << QStringLiteral("benchie %1 %2 %3 %4")
                     .arg(score.name)
                     .arg(score.totals.tp)
                     .arg(score.totals.fp)
                     .arg(score.totals.fn);
    for (const ScorerResults::CarbSystem &system : evaluation.scorerResults().carb())
        lines << QStringLiteral("carb %1 %2 %3")
                     .arg(system.name)
                     .arg(system.result.auc, 0, 'g', 17)
                     .arg(system.count.counted);
    for (const Oie2016ScoredSystem &system : evaluation.oie2016().results())
        lines << QStringLiteral("oie2016 %1 %2 %3")
                     .arg(system.name)
                     .arg(system.result.positives)
                     .arg(system.result.matched);
    for (const QVector<SystemScore> &facet : evaluation.facetOverview().scores()) {
        for (const SystemScore &score : facet)
            lines << QStringLiteral("facet %1 %2").arg(score.name).arg(score.totals.f1(), 0, 'g', 17);
    }
    for (const SystemAnalysis &analysis : evaluation.analyses().systems())
        lines << QStringLiteral("analysis %1").arg(analysis.name);
    return lines;
}

} // namespace

class TestProjectModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void savedProjectReopensWithTheSameResults();
};

void TestProjectModel::savedProjectReopensWithTheSameResults()
{
    const QString gold = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    const QString carbGold = TestData::benchie(QStringLiteral("carb_explicit.txt"));
    REQUIRE_DATA_FILE(gold);
    REQUIRE_DATA_FILE(carbGold);
    REQUIRE_DATA_FILE(oie2016("gold/dev.oie"));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());

    StudioProject project;
    QSignalSpy failures(&project, &StudioProject::failed);
    QString error;
    QVERIFY2(project.open(gold, &error), qPrintable(error));
    StudioDocument *document = project.document();
    EvaluationModel *evaluation = project.evaluation();
    for (const char *name : {"clausie", "minie"}) {
        const QString file = TestData::benchie(QStringLiteral("systems/%1_explicit.txt").arg(QLatin1String(name)));
        QVERIFY2(document->addSystem(QLatin1String(name), file, &error), qPrintable(error));
    }
    QVERIFY(!evaluation->setScorer(EvaluationModel::Scorer::Carb)); // no CaRB gold yet
    QVERIFY2(evaluation->attachCarbGold(carbGold, &error), qPrintable(error));
    QVERIFY(evaluation->setScorer(EvaluationModel::Scorer::Carb));
    Oie2016Setup setup;
    setup.goldPath = oie2016("gold/dev.oie");
    setup.mode = Oie2016Options::Mode::Paper2016;
    setup.systems.append(
        {QStringLiteral("OLLIE"), oie2016("systems/ollie_output.txt"), Oie2016SystemReader::Format::Ollie});
    QVERIFY(evaluation->setOie2016Setup(setup));
    UserBucketDimension bins;
    bins.name = QStringLiteral("synset_bins");
    bins.property = QStringLiteral("synsets");
    bins.edges = {3, 6};
    QVERIFY2(evaluation->addBucketDimension(bins, &error), qPrintable(error));
    ReviewJudgment judgment;
    judgment.sentenceId = document->benchmark().sentences().first().id;
    judgment.subject = QStringLiteral("He");
    judgment.relation = QStringLiteral("served");
    judgment.object = QStringLiteral("as Prime Minister");
    judgment.verdict = ReviewVerdict::Rejected;
    document->setJudgment(judgment);

    const QStringList before = resultLines(project);
    QCOMPARE(evaluation->scorerResults().carb().size(), 2);
    QCOMPARE(evaluation->oie2016().results().size(), 1);
    QVERIFY2(before.size() >= 2 + 2 + 1 + 2 * FacetOverview::facets().size() + 2,
             qPrintable(before.join(QLatin1Char('\n'))));
    const QString path = dir.filePath(QStringLiteral("project.oieproj"));
    QVERIFY2(project.save(path, &error), qPrintable(error));
    QCOMPARE(document->filePath(), path);
    QVERIFY(!document->isModified());

    StudioProject reopened;
    QVERIFY2(reopened.open(path, &error), qPrintable(error));
    QCOMPARE(reopened.document()->filePath(), path);
    QVERIFY(!reopened.document()->isModified());
    QCOMPARE(reopened.document()->session().systems().size(), 2);
    QCOMPARE(reopened.document()->judgments().size(), 1);
    QVERIFY(reopened.document()->judgments().find(judgment.key()));
    QCOMPARE(reopened.evaluation()->scorerResults().carbGoldPath(), carbGold);
    QCOMPARE(reopened.evaluation()->oie2016().setup().systems, setup.systems);
    QCOMPARE(reopened.evaluation()->analyses().userDimensions().size(), 1);
    QCOMPARE(resultLines(reopened), before);
    // Saved again unchanged: the same bytes, but for "gold_file", the file the gold was last
    // read from (now the project).
    const QList<QByteArray> again = reopened.projectFile().toBytes().split('\n');
    const QList<QByteArray> first = project.projectFile().toBytes().split('\n');
    for (qsizetype i = 0; i < std::min(again.size(), first.size()); ++i) {
        if (!first.at(i).contains("\"gold_file\""))
            QCOMPARE(again.at(i), first.at(i));
    }
    QCOMPARE(again.size(), first.size());
    QCOMPARE(failures.size(), 0);

    // A project it cannot read whole is not opened: the open one stays as it was.
    QVERIFY(writeFile(path, "{\"format\": \"oie-studio-project\", \"version\": 1, \"sentences\": {}}"));
    QVERIFY(!reopened.open(path, &error));
    QVERIFY2(error.contains(QLatin1String("expected an array of sentences")), qPrintable(error));
    QCOMPARE(reopened.document()->session().systems().size(), 2);
}

QTEST_GUILESS_MAIN(TestProjectModel)
#include "test_project_model.moc"
