// The evaluation workspace driven offscreen on the English BenchIE gold with its 8 systems:
// the mismatch browser's verdict colours and closest triples, live rescoring after a gold
// edit, and chart export to PDF (vector text), SVG and PNG.

#include "../TestData.h"
#include "ChartExporter.h"
#include "EvaluationWorkspace.h"
#include "MainWindow.h"
#include "MismatchBrowser.h"
#include "MismatchSentenceModel.h"
#include "ScoreTableModel.h"
#include "SentenceDetailView.h"
#include "VerdictColors.h"

#include <QLabel>
#include <QProcess>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

namespace {

const QStringList kSystems = {QStringLiteral("clausie"), QStringLiteral("m2oie_en"), QStringLiteral("minie"),
                              QStringLiteral("naive_oie"), QStringLiteral("openie6"), QStringLiteral("roi_n"),
                              QStringLiteral("roi_t"), QStringLiteral("stanford")};

int scoreColumn(const ScoreTableModel *model, const QString &system, int column)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, ScoreTableModel::System).data().toString() == system)
            return model->index(row, column).data(Qt::UserRole).toInt();
    }
    return -1;
}

} // namespace

class TestEvaluation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void verdictColoursAndClosestTriples();
    void synsetEditRescoresTableAndList();
    void chartsExportToPdfSvgPng();

private:
    MainWindow *m_window = nullptr;
    EvaluationWorkspace *m_workspace = nullptr;
};

void TestEvaluation::initTestCase()
{
    MainWindow::setInteractive(false);
    const QString gold = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    REQUIRE_DATA_FILE(gold);
    m_window = new MainWindow;
    QVERIFY(m_window->openGold(gold));
    for (const QString &system : kSystems) {
        const QString file = TestData::benchie(QStringLiteral("systems/") + system + QStringLiteral("_explicit.txt"));
        REQUIRE_DATA_FILE(file);
        QVERIFY(m_window->addSystem(system, file));
    }
    m_window->show();
    m_workspace = m_window->findChild<EvaluationWorkspace *>(QStringLiteral("evaluationWorkspace"));
    QVERIFY(m_workspace);
    QCOMPARE(m_window->scoreModel()->rowCount(), 8);
    m_workspace->showPage(1);
}

void TestEvaluation::cleanupTestCase()
{
    delete m_window;
}

void TestEvaluation::verdictColoursAndClosestTriples()
{
    auto *browser = m_window->findChild<MismatchBrowser *>(QStringLiteral("mismatchBrowser"));
    QVERIFY(browser);
    browser->selectSentence(1); // sentence 2 of the gold
    QCOMPARE(browser->currentSentence(), 1);
    auto *tree = m_window->findChild<QTreeWidget *>(QStringLiteral("extractionTree"));
    QVERIFY(tree);
    QCOMPARE(tree->topLevelItemCount(), 8); // one group per system

    int correct = 0;
    int incorrect = 0;
    int highlighted = 0;
    QTreeWidgetItem *incorrectItem = nullptr;
    for (int s = 0; s < tree->topLevelItemCount(); ++s) {
        QTreeWidgetItem *system = tree->topLevelItem(s);
        for (int e = 0; e < system->childCount(); ++e) {
            QTreeWidgetItem *item = system->child(e);
            const auto verdict = ExtractionVerdict(item->data(SentenceDetailView::VerdictColumn, Qt::UserRole).toInt());
            QCOMPARE(item->foreground(SentenceDetailView::SubjectColumn).color(),
                     VerdictColors::color(verdict, tree->palette()));
            if (verdict == ExtractionVerdict::Correct) {
                ++correct;
                QVERIFY(item->text(SentenceDetailView::SynsetColumn).toInt() >= 1);
            } else if (verdict == ExtractionVerdict::Incorrect) {
                ++incorrect;
                QVERIFY2(item->childCount() >= 1, "an incorrect extraction lists its closest gold triples");
                for (int c = 0; c < item->childCount(); ++c) {
                    QTreeWidgetItem *closest = item->child(c);
                    QVERIFY(closest->text(SentenceDetailView::SystemColumn).contains(QLatin1String("synset")));
                    const QString code = closest->text(SentenceDetailView::VerdictColumn);
                    QCOMPARE(code.size(), 3);
                    QVERIFY(code != QLatin1String("111"));
                    for (int slot = 0; slot < 3; ++slot) {
                        const int column = SentenceDetailView::SubjectColumn + slot;
                        const bool differs = code.at(slot) == QLatin1Char('0');
                        QCOMPARE(closest->data(column, Qt::UserRole).toBool(), differs);
                        if (differs) {
                            QCOMPARE(closest->background(column).color(),
                                     VerdictColors::differenceBackground(tree->palette()));
                            ++highlighted;
                        }
                    }
                }
                if (!incorrectItem)
                    incorrectItem = item;
            }
        }
    }
    QVERIFY(correct > 0);
    QVERIFY(incorrect > 0);
    QVERIFY(highlighted > 0);
    QVERIFY(VerdictColors::color(ExtractionVerdict::Correct, tree->palette())
            != VerdictColors::color(ExtractionVerdict::Incorrect, tree->palette()));

    tree->setCurrentItem(incorrectItem);
    auto *explanation = m_window->findChild<QLabel *>(QStringLiteral("explanationLabel"));
    QVERIFY(explanation);
    QVERIFY(!explanation->text().isEmpty());
    QCOMPARE(explanation->text(), incorrectItem->toolTip(SentenceDetailView::SubjectColumn));
}

void TestEvaluation::synsetEditRescoresTableAndList()
{
    StudioDocument *document = m_window->document();
    // Sentence 2: find a synset some system covers, and that system.
    const int index = 1;
    QString coveringSystem;
    int coveredSynset = -1;
    for (const SystemScore &score : document->session().scores()) {
        const QVector<QVector<int>> &coverage = score.coverage.at(index);
        for (int k = 0; k < coverage.size() && coveredSynset < 0; ++k) {
            if (!coverage.at(k).isEmpty()) {
                coveredSynset = k;
                coveringSystem = score.name;
            }
        }
    }
    QVERIFY(coveredSynset >= 0);
    const int tpBefore = scoreColumn(m_window->scoreModel(), coveringSystem, ScoreTableModel::TruePositives);
    auto *table = m_window->findChild<QTableView *>(QStringLiteral("mismatchTable"));
    QVERIFY(table);
    const QAbstractItemModel *proxy = table->model();
    int row = -1;
    for (int r = 0; r < proxy->rowCount(); ++r) {
        if (proxy->index(r, 0).data(MismatchSentenceModel::SentenceIndexRole).toInt() == index)
            row = r;
    }
    QVERIFY(row >= 0);
    const int system = int(kSystems.indexOf(coveringSystem));
    const QModelIndex tpCell = proxy->index(row, MismatchSentenceModel::FirstSystemColumn
                                                     + system * MismatchSentenceModel::kColumnsPerSystem);
    const int sentenceTpBefore = tpCell.data(Qt::UserRole).toInt();
    QVERIFY(sentenceTpBefore >= 1);

    Sentence edited = document->benchmark().sentences().at(index);
    edited.synsets.remove(coveredSynset);
    document->replaceSentence(index, edited);

    QCOMPARE(scoreColumn(m_window->scoreModel(), coveringSystem, ScoreTableModel::TruePositives), tpBefore - 1);
    QCOMPARE(tpCell.data(Qt::UserRole).toInt(), sentenceTpBefore - 1);
    auto *status = m_window->findChild<QLabel *>(QStringLiteral("scoringTime"));
    QVERIFY(status);
    QVERIFY(status->text().contains(QLatin1String("ms")));
}

void TestEvaluation::chartsExportToPdfSvgPng()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QVector<ChartData> charts = m_workspace->charts();
    QStringList names;
    for (const ChartData &chart : charts)
        names.append(chart.fileName);
    for (const QString &expected : {QStringLiteral("prf1"), QStringLiteral("f1_by_facet"), QStringLiteral("slot_errors"),
                                    QStringLiteral("error_buckets"), QStringLiteral("buckets_length"),
                                    QStringLiteral("buckets_conj"), QStringLiteral("buckets_case")})
        QVERIFY2(names.contains(expected), qPrintable(expected));

    ChartExportOptions options;
    options.dpi = 150;
    QStringList written;
    QString error;
    QVERIFY2(m_workspace->exportAllCharts(dir.path(), options, &written, &error), qPrintable(error));
    QCOMPARE(written.size(), charts.size() * 3);
    for (const QString &path : std::as_const(written))
        QVERIFY2(QFileInfo(path).size() > 0, qPrintable(path));

    const QImage png(dir.filePath(QStringLiteral("prf1.png")));
    QCOMPARE(png.width(), qRound(qRound(options.widthPoints()) * 150 / 72.0));

    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed: PDF text not checked");
    for (const ChartData &chart : charts) {
        QProcess process;
        process.start(pdftotext, {dir.filePath(chart.fileName + QStringLiteral(".pdf")), QStringLiteral("-")});
        QVERIFY(process.waitForFinished(30000));
        const QString text = QString::fromUtf8(process.readAllStandardOutput()).simplified();
        QVERIFY2(text.contains(chart.yLabel), qPrintable(chart.fileName + QStringLiteral(": ") + text));
        QVERIFY2(text.contains(chart.xLabel), qPrintable(chart.fileName + QStringLiteral(": ") + text));
    }
}

QTEST_MAIN(TestEvaluation)
#include "TestEvaluation.moc"
