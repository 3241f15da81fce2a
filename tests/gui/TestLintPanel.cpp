// The Lint dock of the main window driven on a small hand-made gold: a duplicate triple is
// listed under its check, deleting the duplicate through GoldEditor removes the finding, undo
// brings it back, redo removes it again, and activating a finding opens its sentence and selects
// its synset and triple in the annotation workspace; compared with a second gold, missing-fact
// and extra-fact are listed and follow the edits, and Clear drops them.

#include "core/lint/LintCheck.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/annotation/LintPanel.h"
#include "ui/annotation/LintTreeModel.h"
#include "ui/common/Dialogs.h"
#include "ui/MainWindow.h"
#include "ui/StudioSettings.h"

#include <QAbstractItemModelTester>
#include <QDockWidget>
#include <QLabel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

#include <memory>

namespace {

// Sentence 2, synset 2 holds the same triple twice (its triples 1 and 2).
const QByteArray kGold = "sent_id:1\tHe served as the first Prime Minister of Australia .\n"
                         "1--> Cluster 1:\n"
                         "He --> served as --> [the] [first] Prime Minister [of Australia]\n"
                         "\n"
                         "sent_id:2\tMarc 's dog barks loudly .\n"
                         "1--> Cluster 1:\n"
                         "Marc 's dog --> barks --> loudly\n"
                         "2--> Cluster 2:\n"
                         "dog --> barks --> loudly\n"
                         "dog --> barks --> loudly\n";

// A second annotator's gold: sentence 1 has one more fact, sentence 2 the same facts.
const QByteArray kOther = "sent_id:1\tHe served as the first Prime Minister of Australia .\n"
                          "1--> Cluster 1:\n"
                          "He --> served as --> [the] [first] Prime Minister [of Australia]\n"
                          "1--> Cluster 2:\n"
                          "Australia --> has --> [a] Prime Minister\n"
                          "\n"
                          "sent_id:2\tMarc 's dog barks loudly .\n"
                          "1--> Cluster 1:\n"
                          "Marc 's dog --> barks --> loudly\n"
                          "2--> Cluster 2:\n"
                          "dog --> barks --> loudly\n";

} // namespace

class TestLintPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void duplicateTripleListedFixedAndUndone();
    void activationSelectsSentenceSynsetAndTriple();
    void comparisonWithAnotherGold();

private:
    // The duplicate-triple findings the panel lists, as their rows read.
    QStringList duplicateRows() const;

    QTemporaryDir m_dir;
    QString m_gold;
    std::unique_ptr<MainWindow> m_window;
    LintPanel *m_panel = nullptr;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestLintPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Dialogs::setInteractive(false);
    QVERIFY(m_dir.isValid());
    StudioSettings::useTemporaryStore(m_dir.filePath(QStringLiteral("settings.ini")));
    m_gold = m_dir.filePath(QStringLiteral("gold.txt"));
    QFile file(m_gold);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(kGold), qint64(kGold.size()));
}

void TestLintPanel::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1300, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_panel = m_window->lintPanel();
    QVERIFY(m_panel);
    QCOMPARE(m_window->findChild<QDockWidget *>(QStringLiteral("lintDock"))->widget(), m_panel);
    m_tester = std::make_unique<QAbstractItemModelTester>(m_panel->model(),
                                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(m_window->openGold(m_gold));
}

void TestLintPanel::cleanup()
{
    m_tester.reset();
    m_window.reset();
    Dialogs::clearQueues();
}

// The rows of a check; empty when the check is not listed.
QStringList checkRows(const LintTreeModel *model, LintCheck check)
{
    const QModelIndex parent = model->checkIndex(check);
    QStringList rows;
    for (int row = 0; parent.isValid() && row < model->rowCount(parent); ++row)
        rows << model->index(row, 0, parent).data().toString();
    return rows;
}

void TestLintPanel::comparisonWithAnotherGold()
{
    const QString other = m_dir.filePath(QStringLiteral("other.txt"));
    QFile file(other);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(kOther), qint64(kOther.size()));
    file.close();
    const LintTreeModel *model = m_panel->model();
    QVERIFY(!model->checkIndex(LintCheck::MissingFact).isValid());
    // The dock's button asks for the file (the queued answer of the test hook).
    Dialogs::setNextFileName(other);
    QTest::mouseClick(m_panel->findChild<QToolButton *>(QStringLiteral("lintCompareButton")), Qt::LeftButton);
    QCOMPARE(m_panel->comparedPath(), other);
    QCOMPARE(m_panel->findChild<QLabel *>(QStringLiteral("lintComparisonLabel"))->text(), QStringLiteral("against other.txt"));
    QCOMPARE(model->rowCount(), int(LintChecks::all().size()));
    QCOMPARE(checkRows(model, LintCheck::MissingFact),
             QStringList{QStringLiteral("sentence 1: synset 2 of the other gold is covered by no synset of this gold")});
    QCOMPARE(checkRows(model, LintCheck::ExtraFact), QStringList());
    // An edit that adds the fact removes the finding, live; undo brings it back.
    AnnotationWorkspace *workspace = m_window->annotationWorkspace();
    QCOMPARE(workspace->editor().addTriple(0, -1, Triple(QStringLiteral("Australia"), QStringLiteral("has"),
                                                          QStringLiteral("[a] Prime Minister"))),
             1);
    QCOMPARE(checkRows(model, LintCheck::MissingFact), QStringList());
    m_window->undoStack()->undo();
    QCOMPARE(checkRows(model, LintCheck::MissingFact).size(), 1);
    // Clear: back to the checks of one gold.
    QTest::mouseClick(m_panel->findChild<QToolButton *>(QStringLiteral("lintClearComparisonButton")), Qt::LeftButton);
    QVERIFY(m_panel->comparedPath().isEmpty());
    QVERIFY(!model->checkIndex(LintCheck::MissingFact).isValid());
    QCOMPARE(model->rowCount(), int(LintChecks::all().size()) - 2);
    // A file that cannot be read changes nothing and says why.
    QString error;
    QVERIFY(!m_panel->compareWith(m_dir.filePath(QStringLiteral("missing.txt")), &error));
    QVERIFY(error.contains(QStringLiteral("missing.txt")));
    QVERIFY(!model->checkIndex(LintCheck::MissingFact).isValid());
}

QStringList TestLintPanel::duplicateRows() const
{
    const LintTreeModel *model = m_panel->model();
    const QModelIndex check = model->checkIndex(LintCheck::DuplicateTriple);
    QStringList rows;
    for (int row = 0; row < model->rowCount(check); ++row)
        rows << model->index(row, 0, check).data().toString();
    return rows;
}

void TestLintPanel::duplicateTripleListedFixedAndUndone()
{
    const LintTreeModel *model = m_panel->model();
    QCOMPARE(model->rowCount(), int(LintChecks::all().size()) - 2); // no --against: no missing/extra-fact
    const QModelIndex check = model->checkIndex(LintCheck::DuplicateTriple);
    QVERIFY(check.isValid());
    QCOMPARE(check.data().toString(), QStringLiteral("%1 (1)").arg(LintChecks::title(LintCheck::DuplicateTriple)));
    QCOMPARE(duplicateRows().size(), 1);
    QVERIFY2(duplicateRows().constFirst().startsWith(QStringLiteral("sentence 2: synset 2 holds ")),
             qPrintable(duplicateRows().constFirst()));
    const QModelIndex finding = model->index(0, 0, check);
    QCOMPARE(finding.data(LintTreeModel::SentenceRole).toInt(), 1);
    QCOMPARE(finding.data(LintTreeModel::SynsetRole).toInt(), 1);
    QCOMPARE(finding.data(LintTreeModel::TripleRole).toInt(), 0);
    const int total = m_panel->findingCount();
    QVERIFY(total >= 1);
    QCOMPARE(m_window->findChild<QDockWidget *>(QStringLiteral("lintDock"))->windowTitle(),
             QStringLiteral("Lint (%1)").arg(total));

    // The fix: the second copy deleted through the workspace's GoldEditor.
    AnnotationWorkspace *workspace = m_window->annotationWorkspace();
    QVERIFY(workspace->editor().deleteTriple(1, 1, 1));
    QVERIFY(duplicateRows().isEmpty());
    QCOMPARE(check.data().toString(), QStringLiteral("%1 (0)").arg(LintChecks::title(LintCheck::DuplicateTriple)));
    QCOMPARE(m_panel->findingCount(), total - 1);

    m_window->undoStack()->undo();
    QCOMPARE(duplicateRows().size(), 1);
    QVERIFY(duplicateRows().constFirst().startsWith(QStringLiteral("sentence 2: synset 2 holds ")));
    QCOMPARE(m_panel->findingCount(), total);

    m_window->undoStack()->redo();
    QVERIFY(duplicateRows().isEmpty());

    // An edit of the other sentence leaves this check's rows alone.
    m_window->undoStack()->undo();
    QVERIFY(workspace->editor().deleteTriple(0, 0, 0));
    QCOMPARE(duplicateRows().size(), 1);

    // A new gold: the whole lint again.
    QVERIFY(m_window->openGold(m_gold));
    QCOMPARE(duplicateRows().size(), 1);
    QCOMPARE(m_panel->findingCount(), total);
}

void TestLintPanel::activationSelectsSentenceSynsetAndTriple()
{
    AnnotationWorkspace *workspace = m_window->annotationWorkspace();
    m_window->showAnnotation(0);
    QCOMPARE(workspace->currentSentence(), 0);

    QTreeView *view = m_panel->view();
    QCOMPARE(view->objectName(), QStringLiteral("lintTree"));
    const QModelIndex check = m_panel->model()->checkIndex(LintCheck::DuplicateTriple);
    view->expand(check);
    const QModelIndex finding = m_panel->model()->index(0, 0, check);
    QVERIFY(view->isVisible());
    view->setFocus();
    view->setCurrentIndex(finding);
    QTest::keyClick(view, Qt::Key_Return); // activated, as a double click
    QTRY_COMPARE(workspace->currentSentence(), 1);
    QCOMPARE(m_window->findChild<QTabWidget *>(QStringLiteral("workspaceTabs"))->currentWidget(), workspace);
    QCOMPARE(workspace->selectedSynset(), 1);
    QCOMPARE(workspace->selectedTriple(), 0);
}

QTEST_MAIN(TestLintPanel)
#include "TestLintPanel.moc"
