// The Lint dock of the main window driven on a small hand-made gold: a duplicate triple is
// listed under its check, deleting the duplicate through GoldEditor removes the finding, undo
// brings it back, redo removes it again, and activating a finding opens its sentence and selects
// its synset and triple in the annotation workspace.

#include "core/lint/LintCheck.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/annotation/LintPanel.h"
#include "ui/annotation/LintTreeModel.h"
#include "ui/common/Dialogs.h"
#include "ui/MainWindow.h"
#include "ui/StudioSettings.h"

#include <QAbstractItemModelTester>
#include <QDockWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
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
    QVERIFY2(duplicateRows().constFirst().startsWith(QStringLiteral("sentence 2, synset 2: ")),
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
    QVERIFY(duplicateRows().constFirst().startsWith(QStringLiteral("sentence 2, synset 2: ")));
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
