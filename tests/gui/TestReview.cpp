// The Review tab driven through its widgets on the English gold with the 8 systems: one key per
// action, accepting raises the system's TP by the synsets it newly covers and one undo restores
// everything, the judgments and references survive saving and reopening the project, the TSV
// export and Cohen's kappa of two reviewers.

#include "core/document/RecoveryStore.h"
#include "core/document/StudioDocument.h"
#include "core/review/JudgmentTsv.h"
#include "core/review/ReviewRound.h"
#include "tests/TestData.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/Autosave.h"
#include "ui/common/Dialogs.h"
#include "ui/DocumentController.h"
#include "ui/MainWindow.h"
#include "ui/review/ReviewTableModel.h"
#include "ui/review/ReviewWorkspace.h"
#include "ui/StudioSettings.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace {

const QStringList kSystems{QStringLiteral("clausie"),  QStringLiteral("minie"),   QStringLiteral("naive_oie"),
                           QStringLiteral("openie6"),  QStringLiteral("roi_n"),   QStringLiteral("roi_t"),
                           QStringLiteral("stanford"), QStringLiteral("m2oie_en")};

QString systemPath(const QString &name)
{
    return TestData::benchie(QStringLiteral("systems/%1_explicit.txt").arg(name));
}

} // namespace

class TestReview : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void keysJudgeAndMoveOn();
    void acceptNewSynsetAndUndo();
    void acceptSuggestedCountsNewlyCoveredSynsets();
    void projectKeepsJudgmentsAndReferences();
    void exportAndKappa();
    void editInSlotEditorThenAccept();
    void recoveryKeepsJudgmentsAndReferences();

private:
    void open(int systems);
    ReviewWorkspace *review() const { return m_window->reviewWorkspace(); }
    const SystemScore &score(int system) const { return m_window->session().scores().at(system); }
    // Selects the first row of the table showing only this source's extractions to judge.
    const ReviewEntry &selectFirstOf(const QString &source);
    int pending() const;

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestReview::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Dialogs::setInteractive(false);
    QVERIFY(m_dir.isValid());
    StudioSettings::useTemporaryStore(m_dir.filePath(QStringLiteral("settings.ini")));
}

void TestReview::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1300, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_tester = std::make_unique<QAbstractItemModelTester>(review()->tableModel(),
                                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestReview::cleanup()
{
    m_tester.reset();
    m_window.reset();
    Dialogs::clearQueues();
}

void TestReview::open(int systems)
{
    const QString gold = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    REQUIRE_DATA_FILE(gold);
    {
        const StudioDocument::UpdateBatch batch(m_window->document());
        QVERIFY(m_window->openGold(gold));
        for (int i = 0; i < systems; ++i)
            QVERIFY(m_window->addSystem(kSystems.at(i), systemPath(kSystems.at(i))));
    }
    m_window->showReview();
}

const ReviewEntry &TestReview::selectFirstOf(const QString &source)
{
    auto *combo = review()->findChild<QComboBox *>(QStringLiteral("reviewSourceCombo"));
    combo->setCurrentIndex(combo->findText(source));
    QTableView *table = review()->table();
    table->setCurrentIndex(table->model()->index(0, 0));
    return review()->round()->queue().at(review()->currentQueueRow());
}

int TestReview::pending() const
{
    const ReviewRound *round = review()->round();
    int count = 0;
    for (int i = 0; i < round->queue().size(); ++i)
        count += round->state(round->queue().at(i)) == ReviewState::Pending;
    return count;
}

// X rejects, Space skips, each moving to the next extraction; the progress bar counts the
// judged ones (a skip is not a judgment); undo takes a judgment back.
void TestReview::keysJudgeAndMoveOn()
{
    open(8);
    const ReviewRound *round = review()->round();
    const int size = round->queue().size();
    QVERIFY(size > 3000);
    auto *progress = review()->findChild<QProgressBar *>(QStringLiteral("reviewProgress"));
    QCOMPARE(progress->text(), QStringLiteral("0 of %1 judged").arg(QLocale().toString(size)));
    // The Review menu holds the six judging actions (with their keys) and the three file actions.
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("reviewMenu"));
    QVERIFY(menu);
    QCOMPARE(menu->actions().size(), 6 + 1 + 3);
    QCOMPARE(menu->actions().at(3)->shortcut(), QKeySequence(Qt::Key_X));
    QTableView *table = review()->table();
    table->setFocus();
    table->setCurrentIndex(table->model()->index(0, 0));
    const QString first = round->queue().at(review()->currentQueueRow()).key;
    QTest::keyClick(table, Qt::Key_X);
    const ReviewJudgment *judgment = m_window->document()->judgments().find(first);
    QVERIFY(judgment);
    QCOMPARE(judgment->verdict, ReviewVerdict::Rejected);
    QVERIFY(!judgment->sources.isEmpty());
    QVERIFY(!judgment->reviewer.isEmpty());
    QVERIFY(judgment->time.isValid());
    const int at = round->queue().indexOf(m_window->document()->benchmark().indexOf(judgment->sentenceId), first);
    QCOMPARE(round->state(round->queue().at(at)), ReviewState::Rejected);
    QCOMPARE(progress->text(), QStringLiteral("1 of %1 judged").arg(QLocale().toString(size)));
    // The rejected row left the "to judge" filter; the next one is selected.
    const QString second = round->queue().at(review()->currentQueueRow()).key;
    QVERIFY(second != first);
    QTest::keyClick(table, Qt::Key_Space);
    QCOMPARE(m_window->document()->judgments().find(second)->verdict, ReviewVerdict::Skipped);
    QCOMPARE(round->judgedCount(), 1);
    QCOMPARE(pending(), size - 2);
    const QString third = round->queue().at(review()->currentQueueRow()).key;
    QVERIFY(third != second && third != first);
    // Undo takes back the skip, then the rejection.
    m_window->undoStack()->undo();
    QVERIFY(!m_window->document()->judgments().find(second));
    m_window->undoStack()->undo();
    QVERIFY(!m_window->document()->judgments().find(first));
    QCOMPARE(progress->text(), QStringLiteral("0 of %1 judged").arg(QLocale().toString(size)));
    QCOMPARE(pending(), size);
}

// N: into a new synset. The new synset is covered by the system (TP + 1), the extraction's
// occurrences are no longer false positives; one undo brings back the sentence, the scores, the
// queue and no judgment.
void TestReview::acceptNewSynsetAndUndo()
{
    open(8);
    const ReviewRound *round = review()->round();
    const int system = 0;
    const ReviewEntry entry = selectFirstOf(kSystems.at(system));
    QVERIFY(entry.hasSource(system));
    const int s = entry.sentenceIndex;
    const Sentence sentenceBefore = m_window->document()->benchmark().sentences().at(s);
    const SystemScore before = score(system);
    int occurrences = 0; // this system's occurrences of the extraction
    for (const ReviewOccurrence &occurrence : entry.occurrences)
        occurrences += occurrence.source == system;
    const int size = round->queue().size();
    QTest::keyClick(review()->table(), Qt::Key_N);
    const Sentence &sentenceAfter = m_window->document()->benchmark().sentences().at(s);
    QCOMPARE(sentenceAfter.synsets.size(), sentenceBefore.synsets.size() + 1);
    const Triple &added = sentenceAfter.synsets.last().triples.first();
    QCOMPARE(added.subject().source(), entry.subject);
    QCOMPARE(added.object().source(), entry.object);
    QVERIFY(!added.author().isEmpty());
    QCOMPARE(score(system).totals.tp, before.totals.tp + 1);
    QCOMPARE(score(system).totals.fp, before.totals.fp - occurrences);
    QCOMPARE(score(system).coverage.at(s).size(), sentenceAfter.synsets.size());
    QVERIFY(!score(system).coverage.at(s).last().isEmpty());
    const ReviewJudgment *judgment = m_window->document()->judgments().find(entry.key);
    QVERIFY(judgment);
    QCOMPARE(judgment->verdict, ReviewVerdict::Accepted);
    QCOMPARE(judgment->synset, int(sentenceBefore.synsets.size()));
    QCOMPARE(round->queue().size(), size); // it stays, accepted
    QCOMPARE(round->state(round->queue().at(round->queue().indexOf(s, entry.key))), ReviewState::Accepted);
    QCOMPARE(round->judgedCount(), 1);

    m_window->undoStack()->undo();
    QCOMPARE(m_window->document()->benchmark().sentences().at(s).synsets.size(), sentenceBefore.synsets.size());
    QCOMPARE(score(system).totals.tp, before.totals.tp);
    QCOMPARE(score(system).totals.fp, before.totals.fp);
    QCOMPARE(score(system).totals.fn, before.totals.fn);
    QVERIFY(!m_window->document()->judgments().find(entry.key));
    QCOMPARE(round->state(round->queue().at(round->queue().indexOf(s, entry.key))), ReviewState::Pending);
    QCOMPARE(round->judgedCount(), 0);
    QVERIFY(!m_window->document()->isModified());
    // The extraction taken back is the one selected, not the one after it.
    QCOMPARE(review()->table()->currentIndex().data(ReviewTableModel::KeyRole).toString(), entry.key);
}

// C: into the synset of the closest gold triple. TP grows by exactly the synsets the system now
// covers and did not before: the target one, when it was not covered.
void TestReview::acceptSuggestedCountsNewlyCoveredSynsets()
{
    open(8);
    const ReviewRound *round = review()->round();
    for (int system : {6, 3}) { // stanford, openie6
        const ReviewEntry entry = selectFirstOf(kSystems.at(system));
        const int s = entry.sentenceIndex;
        const int target = round->suggestedSynset(entry);
        QVERIFY(target >= 0);
        QCOMPARE(review()->activeSynset(), target); // the suggestion is preselected
        const SystemScore before = score(system);
        QVector<int> uncoveredBefore;
        for (int k = 0; k < before.coverage.at(s).size(); ++k) {
            if (before.coverage.at(s).at(k).isEmpty())
                uncoveredBefore.append(k);
        }
        QTest::keyClick(review()->table(), Qt::Key_C);
        const SystemScore &after = score(system);
        int newlyCovered = 0;
        for (int k : uncoveredBefore)
            newlyCovered += !after.coverage.at(s).at(k).isEmpty();
        const int expected = uncoveredBefore.contains(target) ? 1 : 0;
        QCOMPARE(newlyCovered, expected);
        QCOMPARE(after.totals.tp, before.totals.tp + expected);
        QCOMPARE(after.totals.fn, before.totals.fn - expected);
        qInfo("%s: accepted into synset %d of sentence %d, TP %d -> %d", qPrintable(kSystems.at(system)), target + 1,
              s + 1, before.totals.tp, after.totals.tp);
        m_window->undoStack()->undo();
        QCOMPARE(score(system).totals.tp, before.totals.tp);
    }
}

// Saved and reopened: the judgments, the reduced queue and the reference file come back.
void TestReview::projectKeepsJudgmentsAndReferences()
{
    open(3);
    const QString carb = TestData::benchie(QStringLiteral("carb_explicit.txt"));
    QString error;
    QVERIFY2(review()->attachReference(carb, &error), qPrintable(error));
    const ReviewRound *round = review()->round();
    const int size = round->queue().size();
    QTableView *table = review()->table();
    table->setFocus();
    table->setCurrentIndex(table->model()->index(0, 0));
    QTest::keyClick(table, Qt::Key_X);
    QTest::keyClick(table, Qt::Key_X);
    QTest::keyClick(table, Qt::Key_N);
    QCOMPARE(round->judgedCount(), 3);
    const int pendingBefore = pending();
    QCOMPARE(pendingBefore, size - 3);
    const QVector<ReviewJudgment> judgments = m_window->document()->judgments().list();
    const QString path = m_dir.filePath(QStringLiteral("review.oieproj"));
    QVERIFY(m_window->files()->saveProject(path));

    m_tester.reset();
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(m_window->openGold(path));
    QCOMPARE(m_window->document()->judgments().list(), judgments);
    QCOMPARE(review()->round()->referencePaths(), QStringList{carb});
    QCOMPARE(review()->round()->queue().size(), size);
    QCOMPARE(review()->round()->judgedCount(), 3);
    QCOMPARE(pending(), pendingBefore);
    auto *progress = review()->findChild<QProgressBar *>(QStringLiteral("reviewProgress"));
    QCOMPARE(progress->text(), QStringLiteral("3 of %1 judged").arg(QLocale().toString(size)));
    // The "to judge" table lists exactly the extractions left.
    QCOMPARE(review()->table()->model()->rowCount(), pendingBefore);
}

// The judgments exported as TSV; a second reviewer's file differing on two of them; kappa through
// the Files menu, compared with the formula computed here.
void TestReview::exportAndKappa()
{
    open(2);
    QTableView *table = review()->table();
    table->setFocus();
    table->setCurrentIndex(table->model()->index(0, 0));
    for (int k = 0; k < 10; ++k)
        QTest::keyClick(table, k < 4 ? Qt::Key_X : Qt::Key_N);
    QCOMPARE(review()->round()->judgedCount(), 10);
    const QString a = m_dir.filePath(QStringLiteral("a.tsv"));
    Dialogs::setNextFileName(a);
    review()->findChild<QAction *>(QStringLiteral("reviewExportAction"))->trigger();
    QVector<ReviewJudgment> mine;
    Diagnostics diagnostics;
    QString error;
    QVERIFY2(JudgmentTsv::readFile(a, &mine, &diagnostics, &error), qPrintable(error));
    QVERIFY(diagnostics.isEmpty());
    QCOMPARE(mine, m_window->document()->judgments().list());
    // Reviewer B flips the verdicts of the first two lines.
    QVector<ReviewJudgment> theirs = mine;
    for (int k = 0; k < 2; ++k)
        theirs[k].verdict
            = theirs[k].verdict == ReviewVerdict::Accepted ? ReviewVerdict::Rejected : ReviewVerdict::Accepted;
    const QString b = m_dir.filePath(QStringLiteral("b.tsv"));
    QVERIFY(JudgmentTsv::writeFile(theirs, b, &error));
    int acceptA = 0, acceptB = 0;
    for (int k = 0; k < 10; ++k) {
        acceptA += mine.at(k).verdict == ReviewVerdict::Accepted;
        acceptB += theirs.at(k).verdict == ReviewVerdict::Accepted;
    }
    const double expected = (acceptA / 10.0) * (acceptB / 10.0) + (1 - acceptA / 10.0) * (1 - acceptB / 10.0);
    const double kappa = (0.8 - expected) / (1 - expected);
    Dialogs::setNextFileName(a);
    Dialogs::setNextFileName(b);
    review()->findChild<QAction *>(QStringLiteral("reviewKappaAction"))->trigger();
    auto *dialog = review()->findChild<QDialog *>(QStringLiteral("kappaDialog"));
    QVERIFY(dialog);
    const QString summary = dialog->findChild<QLabel *>(QStringLiteral("kappaSummary"))->text();
    QVERIFY2(summary.contains(QStringLiteral("Cohen's kappa %1</b> over 10").arg(QString::number(kappa, 'f', 4))),
             qPrintable(summary));
    QCOMPARE(dialog->findChild<QTableWidget *>(QStringLiteral("kappaDisagreements"))->rowCount(), 2);
}

// E opens the extraction in the Annotate tab's slots, with its words aligned to the tokens; adding
// it there (Ctrl+Return, to a new synset) accepts it: the judgment and the triple are one undo step.
void TestReview::editInSlotEditorThenAccept()
{
    open(1);
    const ReviewEntry entry = selectFirstOf(kSystems.at(0));
    const SystemScore before = score(0);
    QTest::keyClick(review()->table(), Qt::Key_E);
    AnnotationWorkspace *annotation = m_window->annotationWorkspace();
    QVERIFY(annotation->isVisible());
    QCOMPARE(annotation->currentSentence(), entry.sentenceIndex);
    QVERIFY(annotation->hasReviewDraft());
    QCOMPARE(annotation->draft().line(), review()->round()->acceptedTriple(entry).toGoldLine());
    const int synset = annotation->addToNewSynset();
    QVERIFY(synset >= 0);
    QVERIFY(!annotation->hasReviewDraft());
    const ReviewJudgment *judgment = m_window->document()->judgments().find(entry.key);
    QVERIFY(judgment);
    QCOMPARE(judgment->verdict, ReviewVerdict::Accepted);
    QCOMPARE(judgment->synset, synset);
    QCOMPARE(score(0).totals.tp, before.totals.tp + 1);
    m_window->undoStack()->undo();
    QVERIFY(!m_window->document()->judgments().find(entry.key));
    QCOMPARE(score(0).totals.tp, before.totals.tp);
    // Without the review draft, an add is a plain edit: no judgment.
    annotation->clearDraft();
    QVERIFY(!annotation->hasReviewDraft());
}

// The recovery copy written after a crash holds the judgments and the reference files: restoring
// it brings back the judged queue.
void TestReview::recoveryKeepsJudgmentsAndReferences()
{
    QDir(RecoveryStore::defaultDirectory()).removeRecursively();
    open(2);
    const QString carb = TestData::benchie(QStringLiteral("carb_explicit.txt"));
    QString error;
    QVERIFY2(review()->attachReference(carb, &error), qPrintable(error));
    QTableView *table = review()->table();
    table->setFocus();
    table->setCurrentIndex(table->model()->index(0, 0));
    QTest::keyClick(table, Qt::Key_X);
    QTest::keyClick(table, Qt::Key_N);
    const QVector<ReviewJudgment> judgments = m_window->document()->judgments().list();
    QCOMPARE(judgments.size(), 2);
    const int size = review()->round()->queue().size();
    QVERIFY(m_window->autosave()->saveNow());
    m_tester.reset();
    m_window.reset(); // a crash
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    Dialogs::setNextAnswer(QMessageBox::Yes); // Restore
    m_window->files()->offerRecovery();
    QCOMPARE(Dialogs::pendingAnswers(), 0);
    QCOMPARE(m_window->document()->judgments().list(), judgments);
    QCOMPARE(review()->round()->referencePaths(), QStringList{carb});
    QCOMPARE(review()->round()->queue().size(), size);
    QCOMPARE(review()->round()->judgedCount(), 2);
    QVERIFY(m_window->document()->isModified());
    QDir(RecoveryStore::defaultDirectory()).removeRecursively();
}

QTEST_MAIN(TestReview)
#include "TestReview.moc"
