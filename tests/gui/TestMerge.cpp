// The Merge tab driven through its widgets (offscreen) on the real English BenchIE gold: two
// annotators built from it (tests/MergeFixtures.h: A lost synsets and had optional marks
// changed, B has extra synsets), A opened as the gold, B opened through the tab's button, every
// disagreement walked with "Next unresolved" and decided with the action buttons (Take B, Drop,
// an Apply Edit, a Take A undone), and the merged gold exported: byte for byte the gold they
// were built from. A third annotator is merged into the result the same way; undoing every
// decision gives A back; the merge log lists the decisions with their notes.

#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/BenchieGoldWriter.h"
#include "core/merge/MergeSession.h"
#include "tests/MergeFixtures.h"
#include "tests/TestData.h"
#include "ui/common/Dialogs.h"
#include "ui/DocumentController.h"
#include "ui/MainWindow.h"
#include "ui/merge/MergeWorkspace.h"
#include "ui/StudioSettings.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

#include <memory>

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestMerge : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Dialogs::setInteractive(false);
        QVERIFY(m_dir.isValid());
        StudioSettings::useTemporaryStore(m_dir.filePath(QStringLiteral("settings.ini")));
        REQUIRE_DATA_FILE(m_goldPath);
        Diagnostics diagnostics;
        QString error;
        QVERIFY2(BenchieGoldReader::readFile(m_goldPath, &m_gold, &diagnostics, &error), qPrintable(error));
        QVERIFY(BenchieGoldWriter::writeFile(MergeFixtures::annotatorA(m_gold), path("a.txt"), &error));
        QVERIFY(BenchieGoldWriter::writeFile(MergeFixtures::annotatorB(m_gold), path("b.txt"), &error));
        QVERIFY(readAll(path("a.txt")) != readAll(m_goldPath));
    }

    void init()
    {
        Dialogs::clearQueues();
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1300, 900);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QApplication::setActiveWindow(m_window.get());
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QVERIFY(m_window->openGold(path("a.txt")));
        m_merge = m_window->mergeWorkspace();
        auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("workspaceTabs"));
        tabs->setCurrentWidget(m_merge);
    }

    void cleanup() { m_window.reset(); }

    void mergeGivesBackTheGold()
    {
        openThroughButton(path("b.txt"));
        MergeSession *session = m_merge->session();
        QVERIFY(session);
        auto *problems = m_merge->findChild<QListWidget *>(QStringLiteral("mergeProblems"));
        // What the reader says of B (the gold's own odd headers and brackets), no pairing problem.
        QVERIFY(problems->count() > 0);
        for (int row = 0; row < problems->count(); ++row) {
            const QString text = problems->item(row)->text();
            QVERIFY2(!text.contains(QStringLiteral("paired")) && !text.contains(QStringLiteral("left")),
                     qPrintable(text));
        }
        const int toDecide = session->unresolvedCount();
        QVERIFY(toDecide > 100);
        QCOMPARE(label("mergeProgressLabel"), QStringLiteral("0 decided, %1 left").arg(toDecide));
        QUndoStack *stack = m_window->undoStack();

        // One Take A, undone: the item needs a decision again.
        const int sentence = m_merge->currentSentence(), item = m_merge->currentItem();
        click("mergeTakeA");
        QCOMPARE(session->decidedCount(), 1);
        stack->undo();
        QCOMPARE(session->decidedCount(), 0);
        QCOMPARE(session->unresolvedCount(), toDecide);
        m_merge->showItem(sentence, item);

        int decisions = 0;
        bool edited = false, noted = false;
        while (session->unresolvedCount() > 0) {
            const MergeItem current = session->items(m_merge->currentSentence()).at(m_merge->currentItem());
            QVERIFY2(session->needsDecision(m_merge->currentSentence(), current),
                     "Next unresolved stops on decided items");
            QVERIFY(current.category != MergeCategory::OnlyA); // A lost synsets, never gained one
            const Sentence &other = *session->otherSentence(m_merge->currentSentence());
            bool extra = false;
            for (int j : current.synsetsB)
                extra = extra || MergeFixtures::isExtra(other.synsets.at(j));
            QVERIFY(!side("mergeSideA").isEmpty() && !side("mergeSideB").isEmpty());
            if (extra) {
                QCOMPARE(current.category, MergeCategory::OnlyB);
                if (!noted) {
                    m_merge->findChild<QLineEdit *>(QStringLiteral("mergeNote"))
                        ->setText(QStringLiteral("made-up fact"));
                    noted = true;
                }
                click("mergeDrop");
            } else if (!edited && current.category == MergeCategory::Different) {
                // Apply Edit with B's triples typed in: the same as Take B.
                QStringList lines;
                for (const Triple &triple : other.synsets.at(current.synsetsB.first()).triples)
                    lines.append(triple.toGoldLine());
                auto *text = m_merge->findChild<QPlainTextEdit *>(QStringLiteral("mergeEditText"));
                text->setPlainText(lines.join(QLatin1Char('\n')));
                click("mergeEdit");
                edited = true;
            } else {
                click("mergeTakeB");
            }
            ++decisions;
            QVERIFY(decisions <= 2 * toDecide);
        }
        QVERIFY(edited && noted);
        QCOMPARE(session->decidedCount(), decisions);
        QCOMPARE(label("mergeProgressLabel"), QStringLiteral("%1 decided, 0 left").arg(decisions));
        auto *progress = m_merge->findChild<QProgressBar *>(QStringLiteral("mergeProgress"));
        QCOMPARE(progress->value(), progress->maximum());
        QCOMPARE(BenchieGoldWriter::toBytes(m_window->document()->benchmark()), readAll(m_goldPath));

        // The log: a header and one line per decision, the note in it.
        const QString log = path("merge-log.tsv");
        QVERIFY(m_merge->saveLog(log));
        const QList<QByteArray> logLines = readAll(log).trimmed().split('\n');
        QCOMPARE(logLines.size(), decisions + 1);
        QVERIFY(readAll(log).contains("\tmade-up fact\t"));
        QVERIFY(!readAll(log).contains('\x1d') && !readAll(log).contains('\x1e'));
        for (const QByteArray &line : logLines)
            QCOMPARE(line.count('\t'), 7);

        // A third annotator: the gold with one more made-up synset, merged into the result.
        Benchmark third = m_gold;
        third.sentences()[0].synsets.append(MergeFixtures::extraSynset(0, 3));
        QString error;
        QVERIFY(BenchieGoldWriter::writeFile(third, path("c.txt"), &error));
        openThroughButton(path("c.txt"));
        QCOMPARE(m_merge->session()->unresolvedCount(), 1);
        QCOMPARE(m_merge->currentSentence(), 0);
        click("mergeDrop");
        QCOMPARE(m_merge->session()->unresolvedCount(), 0);
        QCOMPARE(BenchieGoldWriter::toBytes(m_window->document()->benchmark()), readAll(m_goldPath));
        QCOMPARE(label("mergeMessage"), QStringLiteral("Every disagreement is decided."));
        // That decision undone: the message goes with it, the counter says what is left.
        stack->undo();
        QCOMPARE(label("mergeProgressLabel"), QStringLiteral("0 decided, 1 left"));
        QVERIFY2(label("mergeMessage").isEmpty(), qPrintable(label("mergeMessage")));
        stack->redo();
        QCOMPARE(label("mergeProgressLabel"), QStringLiteral("1 decided, 0 left"));
        QCOMPARE(label("mergeMessage"), QStringLiteral("Every disagreement is decided."));

        // Every decision undone: annotator A again.
        while (stack->canUndo())
            stack->undo();
        QCOMPARE(BenchieGoldWriter::toBytes(m_window->document()->benchmark()), readAll(path("a.txt")));
        QCOMPARE(session->decidedCount(), 0);
    }

    // The keyboard: N walks to the next unresolved item, B takes B's; opening another gold ends the merge.
    void keys()
    {
        openThroughButton(path("b.txt"));
        MergeSession *session = m_merge->session();
        const int before = session->unresolvedCount();
        const int sentence = m_merge->currentSentence(), item = m_merge->currentItem();
        m_merge->findChild<QListWidget *>(QStringLiteral("mergeItemList"))->setFocus();
        QTest::keyClick(m_merge, Qt::Key_N);
        QVERIFY(m_merge->currentSentence() != sentence || m_merge->currentItem() != item);
        QTest::keyClick(m_merge, Qt::Key_B);
        QCOMPARE(session->decidedCount(), 1);
        QCOMPARE(session->unresolvedCount(), before - 1);
        // Ctrl+Return in the edit box applies it (letters typed there are text, not keys).
        auto *text = m_merge->findChild<QPlainTextEdit *>(QStringLiteral("mergeEditText"));
        text->setFocus();
        const QString typed = text->toPlainText();
        QTest::keyClicks(text, QStringLiteral("BD"));
        QCOMPARE(session->decidedCount(), 1);
        text->setPlainText(typed);
        QTest::keyClick(text, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(session->decidedCount(), 2);
        // The sentence list beside the tab shows its sentence in the tab.
        auto *list = m_window->findChild<QListView *>(QStringLiteral("sentenceList"));
        list->setCurrentIndex(list->model()->index(5, 0));
        QCOMPARE(m_merge->currentSentence(), 5);
        // Another gold opened: the merge ends, nothing is paired with the old gold.
        QVERIFY(m_window->openGold(path("a.txt")));
        QCOMPARE(m_merge->session(), nullptr);
        QCOMPARE(label("mergeProgressLabel"), QString());
        QTest::keyClick(m_merge, Qt::Key_B); // no merge: nothing happens
    }

    // The merge in progress is kept in the project file: saved with two decisions (one with a
    // note), the project reopened in a new window opens B again with both decisions, and the
    // items they resolved stay resolved.
    void decisionsSurviveSaveAndReopen()
    {
        openThroughButton(path("b.txt"));
        MergeSession *session = m_merge->session();
        const int before = session->unresolvedCount();
        m_merge->findChild<QListWidget *>(QStringLiteral("mergeItemList"))->setFocus();
        m_merge->findChild<QLineEdit *>(QStringLiteral("mergeNote"))->setText(QStringLiteral("kept for later"));
        QTest::keyClick(m_merge, Qt::Key_B);
        QTest::keyClick(m_merge, Qt::Key_N);
        QTest::keyClick(m_merge, Qt::Key_D);
        QCOMPARE(session->decidedCount(), 2);
        const QVector<MergeDecision> decided = session->decisions();
        const QString project = path("merging.oieproj");
        QVERIFY(m_window->files()->saveProject(project));
        QVERIFY(readAll(project).contains("\"merge\""));

        init(); // a new window on a.txt...
        QVERIFY(m_window->openGold(project)); // ...then the project
        m_merge = m_window->mergeWorkspace();
        session = m_merge->session();
        QVERIFY(session);
        QCOMPARE(session->decidedCount(), 2);
        QCOMPARE(session->unresolvedCount(), before - 2);
        for (int k = 0; k < 2; ++k) {
            const MergeDecision &was = decided.at(k), &now = session->decisions().at(k);
            QCOMPARE(now.sentence, was.sentence);
            QCOMPARE(int(now.action), int(was.action));
            QCOMPARE(int(now.category), int(was.category));
            QCOMPARE(now.before, was.before);
            QCOMPARE(now.after, was.after);
            QCOMPARE(now.note, was.note);
            QCOMPARE(now.when.toString(Qt::ISODate), was.when.toString(Qt::ISODate));
        }
        QCOMPARE(session->decisions().at(0).note, QStringLiteral("kept for later"));
        QVERIFY(label("mergeProgressLabel").startsWith(QStringLiteral("2 decided")));
    }

private:
    QString path(const char *name) const { return m_dir.filePath(QLatin1String(name)); }

    void openThroughButton(const QString &file)
    {
        Dialogs::setNextFileName(file);
        click("mergeOpenButton");
        QCOMPARE(Dialogs::pendingFileNames(), 0);
    }

    void click(const char *name)
    {
        auto *button = m_merge->findChild<QPushButton *>(QLatin1String(name));
        QVERIFY2(button, name);
        QTest::mouseClick(button, Qt::LeftButton);
    }

    QString label(const char *name) const { return m_merge->findChild<QLabel *>(QLatin1String(name))->text(); }

    QString side(const char *name) const
    {
        return m_merge->findChild<QTextBrowser *>(QLatin1String(name))->toPlainText();
    }

    QTemporaryDir m_dir;
    QString m_goldPath = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    Benchmark m_gold;
    std::unique_ptr<MainWindow> m_window;
    MergeWorkspace *m_merge = nullptr;
};

QTEST_MAIN(TestMerge)
#include "TestMerge.moc"
