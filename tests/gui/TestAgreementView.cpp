// The Agree tab driven through its widgets: the English gold against the BenchIE^FL gold gives
// the figures `oie-score agreement` prints (0.4841 / 0.6452 / 0.5646), in the summary, the table,
// the table export and per sentence; sorting keeps the totals first; the chart and its export;
// the minimal facet on a hand-made pair.

#include "tests/RunScore.h"
#include "tests/TestData.h"
#include "ui/agreement/AgreementSentenceModel.h"
#include "ui/agreement/AgreementView.h"
#include "ui/common/Dialogs.h"
#include "ui/MainWindow.h"
#include "ui/StudioSettings.h"

#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

class TestAgreementView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void englishAgainstFl();
    void minimalFacetOnHandMadePair();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestAgreementView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Dialogs::setInteractive(false);
    QVERIFY(m_dir.isValid());
    StudioSettings::useTemporaryStore(m_dir.filePath(QStringLiteral("settings.ini")));
}

void TestAgreementView::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1300, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestAgreementView::cleanup()
{
    m_window.reset();
    Dialogs::clearQueues();
}

void TestAgreementView::englishAgainstFl()
{
    const QString en = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    const QString fl = TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_300.txt"));
    REQUIRE_DATA_FILE(en);
    REQUIRE_DATA_FILE(fl);
    QVERIFY(m_window->openGold(en));
    m_window->showAgreement();
    AgreementView *view = m_window->agreementView();
    QVERIFY2(view->chartData().note.isEmpty(), qPrintable(view->chartData().note)); // no "Overall: 0.0000" yet
    Dialogs::setNextFileName(fl);
    QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("agreementOpenButton")), Qt::LeftButton);

    // The command line's figures, to the last digit.
    const ScoreRun run
        = runScore({QStringLiteral("agreement"), en, fl, QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    const QJsonObject cli = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const double aOnB = cli.value(QStringLiteral("recall_a_on_b")).toDouble();
    const double bOnA = cli.value(QStringLiteral("recall_b_on_a")).toDouble();
    const double agreement = cli.value(QStringLiteral("agreement")).toDouble();
    QCOMPARE(QString::number(aOnB, 'f', 4), QStringLiteral("0.4841"));
    QCOMPARE(QString::number(bOnA, 'f', 4), QStringLiteral("0.6452"));
    QCOMPARE(QString::number(agreement, 'f', 4), QStringLiteral("0.5646"));
    QCOMPARE(view->result().recallAOnB(), aOnB);
    QCOMPARE(view->result().recallBOnA(), bOnA);
    QCOMPARE(view->result().agreement(), agreement);
    const QString summary = view->summaryText();
    for (const QString &figure :
         {QStringLiteral("Recall of A on B <b>0.4841</b>"), QStringLiteral("recall of B on A <b>0.6452</b>"),
          QStringLiteral("agreement <b>0.5646</b>"),
          QStringLiteral("Only on optional tokens: 422 of the 1,419 uncovered synsets (29.7%)")})
        QVERIFY2(summary.contains(figure), qPrintable(summary));

    // The table: totals, then each sentence as the JSON has it.
    const AgreementSentenceModel *model = view->sentenceModel();
    const QJsonArray sentences = cli.value(QStringLiteral("sentences")).toArray();
    QCOMPARE(model->rowCount(), int(sentences.size()) + 1);
    QCOMPARE(model->index(0, AgreementSentenceModel::AgreementColumn).data(Qt::UserRole).toDouble(), agreement);
    QCOMPARE(model->index(0, AgreementSentenceModel::OptionalOnlyColumn).data(Qt::UserRole).toInt(),
             cli.value(QStringLiteral("totals")).toObject().value(QStringLiteral("uncovered_optional_only")).toInt());
    int uncovered = 0;
    for (int k = 0; k < sentences.size(); ++k) {
        const QJsonObject s = sentences.at(k).toObject();
        QCOMPARE(model->index(k + 1, AgreementSentenceModel::SentenceColumn).data().toString(),
                 s.value(QStringLiteral("sent_id")).toString());
        QCOMPARE(model->index(k + 1, AgreementSentenceModel::RecallAOnBColumn).data(Qt::UserRole).toDouble(),
                 s.value(QStringLiteral("recall_a_on_b")).toDouble());
        QCOMPARE(model->index(k + 1, AgreementSentenceModel::RecallBOnAColumn).data(Qt::UserRole).toDouble(),
                 s.value(QStringLiteral("recall_b_on_a")).toDouble());
        uncovered += s.value(QStringLiteral("uncovered")).toArray().size();
    }
    QCOMPARE(view->uncoveredModel()->rowCount(), uncovered);

    // The export: the totals row carries the three figures.
    const QString tsv = m_dir.filePath(QStringLiteral("agreement.tsv"));
    Dialogs::setNextFileName(tsv);
    QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("agreementExportTableButton")), Qt::LeftButton);
    QFile file(tsv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QVERIFY(lines.at(0).startsWith("Sentence\tSynsets A\tSynsets B"));
    QCOMPARE(lines.at(1), QByteArray("all sentences\t1350\t1822\t871\t882\t0.4841\t0.6452\t0.5646\t422"));
    QCOMPARE(lines.size(), int(sentences.size()) + 3); // header, totals, sentences, final newline

    // Sorting by agreement keeps the totals first, then the lowest.
    auto *table = view->findChild<QTableView *>(QStringLiteral("agreementTable"));
    table->sortByColumn(AgreementSentenceModel::AgreementColumn, Qt::AscendingOrder);
    QCOMPARE(table->model()->index(0, 0).data().toString(), QStringLiteral("all sentences"));
    double previous = -1;
    for (int row = 1; row < table->model()->rowCount(); ++row) {
        const double value
            = table->model()->index(row, AgreementSentenceModel::AgreementColumn).data(Qt::UserRole).toDouble();
        QVERIFY(value >= previous);
        previous = value;
    }
    table->sortByColumn(AgreementSentenceModel::AgreementColumn, Qt::DescendingOrder);
    QCOMPARE(table->model()->index(0, 0).data().toString(), QStringLiteral("all sentences"));

    // The chart: one bar per sentence, lowest first, or in sentence order; exported as SVG.
    ChartData chart = view->chartData();
    QCOMPARE(chart.categories.size(), sentences.size());
    QVERIFY(chart.note.startsWith(QStringLiteral("Overall: 0.")));
    QVERIFY(std::is_sorted(chart.series.first().values.begin(), chart.series.first().values.end()));
    view->setChartSorted(false);
    chart = view->chartData();
    QCOMPARE(chart.categories.first(), sentences.first().toObject().value(QStringLiteral("sent_id")).toString());
    const QString svg = m_dir.filePath(QStringLiteral("agreement.svg"));
    Dialogs::setNextFileName(svg);
    QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("agreementExportChartButton")), Qt::LeftButton);
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    QVERIFY(svgFile.readAll().contains("Agreement per sentence"));
}

// "[the] PM" and "the PM" share the realization "the PM": covered under the default facet; the
// minimal facet drops "[the]", and "PM" is not "the PM": uncovered both ways.
void TestAgreementView::minimalFacetOnHandMadePair()
{
    const QString a = m_dir.filePath(QStringLiteral("a.txt")), b = m_dir.filePath(QStringLiteral("b.txt"));
    QVERIFY(writeFile(a, "sent_id:1\tHe served as the PM .\n1--> Cluster 1:\nHe --> served as --> [the] PM\n"));
    QVERIFY(writeFile(b, "sent_id:1\tHe served as the PM .\n1--> Cluster 1:\nHe --> served as --> the PM\n"));
    QVERIFY(m_window->openGold(a));
    AgreementView *view = m_window->agreementView();
    QString error;
    QVERIFY2(view->compareWith(b, &error), qPrintable(error));
    QCOMPARE(view->result().agreement(), 1.0);
    view->setFacet(Facet::Minimal);
    QCOMPARE(view->result().agreement(), 0.0);
    QCOMPARE(view->result().uncovered.size(), 2);
    QVERIFY(view->summaryText().contains(QStringLiteral("Only on optional tokens: 2 of the 2")));
    view->setFacet(Facet::Default);
    QCOMPARE(view->result().agreement(), 1.0);
}

QTEST_MAIN(TestAgreementView)
#include "TestAgreementView.moc"
