// The fixes of the new-user walkthrough (issue "The studio as its users expect it"), driven
// through the real main window on the offscreen platform: file names get their filter's
// extension, a restored project saves in place, no two actions share a shortcut and no two
// visible mnemonics collide, Ctrl+Q quits, the facet box follows the scorer and the entity
// marks, case-only mismatches are told per system, the status bar follows BenchIE^FL and the
// mismatch browser, a raw text opens on the Annotate tab, file dialogs start in the last folder.

#include "core/benchie/BenchieScorer.h"
#include "core/benchie/BenchieSystemReader.h"
#include "core/document/RecoveryStore.h"
#include "core/document/StudioDocument.h"
#include "tests/gui/Mnemonics.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/Autosave.h"
#include "ui/common/DiagnosticListModel.h"
#include "ui/common/Dialogs.h"
#include "ui/DocumentController.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/MainWindow.h"
#include "ui/mismatches/MismatchBrowser.h"
#include "ui/StudioSettings.h"
#include "ui/Translations.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>

#include <memory>

namespace {

QString dataPath(const QString &relative)
{
    return QStringLiteral(OIE_SHARED_DATA_DIR "/") + relative;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestWalkthrough : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void filterExtensionIsAdded_data();
    void filterExtensionIsAdded();
    void saveAsAddsExtensionAndRenamesWindow();
    void restoredProjectSavesInPlace();
    void noTwoActionsShareAShortcut();
    void noTwoVisibleMnemonicsCollide();
    void ctrlQQuits();
    void facetBoxFollowsScorerAndEntityMarks();
    void lowercaseSystemIsExplained();
    void statusBarFollowsFlAndMismatchBrowser();
    void rawTextOpensOnAnnotateTab();
    void fileDialogsStartInLastUsedFolder();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QString m_gold;
    QString m_clausie;
};

void TestWalkthrough::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Dialogs::setInteractive(false);
    QVERIFY(m_dir.isValid());
    StudioSettings::useTemporaryStore(m_dir.filePath(QStringLiteral("settings.ini")));
    QVERIFY(Translations::install(qApp, QLocale(QLocale::English)).startsWith(QStringLiteral("en")));
    QLocale::setDefault(QLocale::c());
    m_gold = dataPath(QStringLiteral("benchie/benchie_gold_annotations_en.txt"));
    m_clausie = dataPath(QStringLiteral("benchie/systems/clausie_explicit.txt"));
    for (const QString &path : {m_gold, m_clausie}) {
        if (!QFileInfo::exists(path))
            QFAIL(qPrintable(QStringLiteral("missing benchmark data: %1 (set OIE_SHARED_DATA_DIR)").arg(path)));
    }
}

void TestWalkthrough::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestWalkthrough::cleanup()
{
    m_window.reset();
    Dialogs::setInteractive(false);
    Dialogs::clearQueues();
    RecoveryStore store;
    for (const RecoveryEntry &entry : store.recoverable())
        store.discard(entry);
}

void TestWalkthrough::filterExtensionIsAdded_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("filters");
    QTest::addColumn<QString>("chosen");
    QTest::addColumn<QString>("expected");
    const QString project = QStringLiteral("OIE Studio projects (*.oieproj);;All files (*)");
    const QString tables = QStringLiteral("LaTeX booktabs (*.tex);;CSV (*.csv);;TSV (*.tsv)");
    QTest::newRow("none added") << "/d/nyt_annot" << project << "OIE Studio projects (*.oieproj)" << "/d/nyt_annot.oieproj";
    QTest::newRow("kept") << "/d/a.oieproj" << project << "OIE Studio projects (*.oieproj)" << "/d/a.oieproj";
    QTest::newRow("kept, other case") << "/d/a.OIEPROJ" << project << "OIE Studio projects (*.oieproj)" << "/d/a.OIEPROJ";
    QTest::newRow("dot in name") << "/d/nyt.annot" << project << "OIE Studio projects (*.oieproj)" << "/d/nyt.annot.oieproj";
    QTest::newRow("all files") << "/d/nyt_annot" << project << "All files (*)" << "/d/nyt_annot";
    QTest::newRow("chosen filter") << "/d/t" << tables << "TSV (*.tsv)" << "/d/t.tsv";
    QTest::newRow("other filter's") << "/d/t.csv" << tables << "TSV (*.tsv)" << "/d/t.csv";
    QTest::newRow("empty: cancelled") << "" << tables << "TSV (*.tsv)" << "";
}

void TestWalkthrough::filterExtensionIsAdded()
{
    QFETCH(QString, path);
    QFETCH(QString, filters);
    QFETCH(QString, chosen);
    QFETCH(QString, expected);
    QCOMPARE(Dialogs::withFilterExtension(path, filters, chosen), expected);
}

void TestWalkthrough::saveAsAddsExtensionAndRenamesWindow()
{
    QVERIFY(m_window->openGold(m_gold));
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("benchie_gold_annotations_en.txt")));
    const QString typed = m_dir.filePath(QStringLiteral("nyt_annot"));
    Dialogs::setNextFileName(typed); // typed without extension under the project filter
    m_window->findChild<QAction *>(QStringLiteral("saveAsAction"))->trigger();
    QCOMPARE(Dialogs::pendingFileNames(), 0);
    QVERIFY(!QFileInfo::exists(typed));
    const QString saved = typed + QStringLiteral(".oieproj");
    QVERIFY(QFileInfo::exists(saved));
    QCOMPARE(m_window->document()->filePath(), saved);
    QVERIFY2(m_window->windowTitle().startsWith(QStringLiteral("nyt_annot.oieproj")), qPrintable(m_window->windowTitle()));

    // The exports too: the gold export gets .txt.
    Dialogs::setNextFileName(m_dir.filePath(QStringLiteral("exported")));
    m_window->findChild<QAction *>(QStringLiteral("exportGoldAction"))->trigger();
    QVERIFY(readAll(m_dir.filePath(QStringLiteral("exported.txt"))) == readAll(m_gold));
}

// A project saved (by an earlier version) under a name without .oieproj, restored after a crash:
// Ctrl+S saves it in place instead of asking for a file name.
void TestWalkthrough::restoredProjectSavesInPlace()
{
    QVERIFY(m_window->openGold(m_gold));
    const QString project = m_dir.filePath(QStringLiteral("old_project_name"));
    QVERIFY(m_window->files()->saveProject(project));
    m_window->undoStack()->resetClean(); // an unsaved change
    QVERIFY(m_window->document()->isModified());
    QVERIFY(m_window->autosave()->saveNow());
    m_window.reset(); // a crash

    init();
    RecoveryStore store;
    const QVector<RecoveryEntry> entries = store.recoverable();
    QCOMPARE(entries.size(), 1);
    QVERIFY(m_window->files()->restoreRecovery(entries.first()));
    QCOMPARE(m_window->document()->filePath(), project);
    QVERIFY(m_window->document()->isModified());
    auto *save = m_window->findChild<QAction *>(QStringLiteral("saveAction"));
    QCOMPARE(save->shortcut(), QKeySequence(QKeySequence::Save));
    save->trigger(); // no file name queued: a Save As dialog would cancel
    QVERIFY(!m_window->document()->isModified());
}

// Qt reports an ambiguous shortcut, and triggers nothing, when two enabled actions of a window
// share a key: walk every action of the main window (menus, toolbars, workspaces, docks).
void TestWalkthrough::noTwoActionsShareAShortcut()
{
    QVERIFY(m_window->openGold(m_gold));
    QHash<QString, QString> owner; // key (portable text) -> the action that has it
    QStringList clashes;
    const QList<QAction *> actions = m_window->findChildren<QAction *>();
    QVERIFY(actions.size() > 30);
    for (const QAction *action : actions) {
        if (action->shortcutContext() == Qt::WidgetShortcut)
            continue; // only active in its own widget
        const QString name = action->objectName().isEmpty() ? action->text() : action->objectName();
        QSet<QString> own; // one action may list the same key twice (QKeySequence::Quit and Ctrl+Q)
        for (const QKeySequence &key : action->shortcuts()) {
            const QString text = key.toString(QKeySequence::PortableText);
            if (text.isEmpty())
                continue;
            if (own.contains(text))
                clashes.append(QStringLiteral("%1 twice on %2").arg(text, name));
            own.insert(text);
            if (owner.contains(text) && owner.value(text) != name)
                clashes.append(QStringLiteral("%1: %2 and %3").arg(text, owner.value(text), name));
            owner.insert(text, name);
        }
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
    QVERIFY(owner.contains(QStringLiteral("Ctrl+Q")));
}

// Alt+letter: the menu bar's menus, the workspace tabs and the labels and buttons shown with
// them must each have their own letter (the Facet label's Alt+F took the File menu's).
void TestWalkthrough::noTwoVisibleMnemonicsCollide()
{
    QVERIFY(m_window->openGold(m_gold));
    auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("workspaceTabs"));
    QVERIFY(tabs);
    for (int page = 0; page < tabs->count(); ++page) {
        tabs->setCurrentIndex(page);
        QCoreApplication::processEvents();
        QHash<QChar, QString> owner;
        QStringList clashes;
        const auto note = [&](const QString &text) {
            const QChar letter = Mnemonics::of(text);
            if (letter.isNull())
                return;
            if (owner.contains(letter))
                clashes.append(QStringLiteral("Alt+%1: '%2' and '%3'").arg(letter, owner.value(letter), text));
            owner.insert(letter, text);
        };
        for (const QAction *menu : m_window->menuBar()->actions())
            note(menu->text());
        for (int i = 0; i < tabs->count(); ++i)
            note(tabs->tabText(i));
        for (const QLabel *label : m_window->findChildren<QLabel *>()) {
            if (label->buddy() && label->isVisible())
                note(label->text());
        }
        for (const QAbstractButton *button : m_window->findChildren<QAbstractButton *>()) {
            if (button->isVisible() && !button->text().isEmpty())
                note(button->text());
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(tabs->tabText(page) + QStringLiteral(": ") + clashes.join(QStringLiteral("; "))));
    }
}

void TestWalkthrough::ctrlQQuits()
{
    QVERIFY(m_window->openGold(m_gold));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QVERIFY(m_window->isVisible());
    QTest::keyClick(m_window.get(), Qt::Key_Q, Qt::ControlModifier);
    QTRY_VERIFY(!m_window->isVisible()); // closed (nothing unsaved to ask about)
}

void TestWalkthrough::facetBoxFollowsScorerAndEntityMarks()
{
    QVERIFY(m_window->openGold(m_gold));
    QVERIFY(m_window->addSystem(QStringLiteral("clausie"), m_clausie));
    auto *combo = m_window->findChild<QComboBox *>(QStringLiteral("facetCombo"));
    QVERIFY(combo);
    auto *items = qobject_cast<QStandardItemModel *>(combo->model());
    QVERIFY(items);
    const int entityRow = combo->findData(int(Facet::Entity));
    QVERIFY(entityRow >= 0);
    // The English gold marks no triple entity-clean: the facet cannot be chosen...
    QVERIFY(!m_window->document()->benchmark().hasEntityMarks());
    QVERIFY(!items->item(entityRow)->isEnabled());
    QVERIFY(items->item(entityRow)->toolTip().contains(QStringLiteral("entity-clean")));
    // ...and when it is in force anyway (a command line, a project), the status bar says so.
    m_window->setFacet(Facet::Entity);
    QVERIFY(items->item(entityRow)->isEnabled());
    auto *summary = m_window->findChild<QLabel *>(QStringLiteral("statusSummary"));
    QVERIFY2(summary->text().contains(QStringLiteral("entity-clean")), qPrintable(summary->text()));
    m_window->setFacet(Facet::Default);
    QVERIFY(!items->item(entityRow)->isEnabled());
    QVERIFY(!summary->text().contains(QStringLiteral("entity-clean")));

    // The facet box means nothing under BenchIE^FL.
    QVERIFY(combo->isEnabled());
    m_window->evaluationWorkspace()->setScorer(EvaluationWorkspace::Scorer::Fl);
    QVERIFY(!combo->isEnabled());
    m_window->evaluationWorkspace()->setScorer(EvaluationWorkspace::Scorer::Benchie);
    QVERIFY(combo->isEnabled());
}

// A system file written in lowercase: the Problems list tells how many of its incorrect
// extractions would match ignoring case. At least every extraction the original file has
// correct and the lowercased one has not (an independent count through the scorer).
void TestWalkthrough::lowercaseSystemIsExplained()
{
    const QString lower = m_dir.filePath(QStringLiteral("clausie_lowercase.txt"));
    QVERIFY(writeFile(lower, QString::fromUtf8(readAll(m_clausie)).toLower().toUtf8()));
    QVERIFY(m_window->openGold(m_gold));
    QVERIFY(m_window->addSystem(QStringLiteral("clausie"), m_clausie));
    QVERIFY(m_window->addSystem(QStringLiteral("lower"), lower));
    const QVector<SystemScore> &scores = m_window->session().scores();
    QCOMPARE(scores.size(), 2);
    const auto correct = [](const SystemScore &score) {
        int n = 0;
        for (const ExtractionResult &result : score.results)
            n += result.verdict == ExtractionVerdict::Correct ? 1 : 0;
        return n;
    };
    const int lost = correct(scores.at(0)) - correct(scores.at(1));
    QVERIFY2(lost > 100, qPrintable(QString::number(lost)));

    QStringList notes;
    for (const Diagnostic &problem : m_window->problemModel()->diagnostics()) {
        if (problem.message.contains(QStringLiteral("would match ignoring case"))) {
            QCOMPARE(problem.file, lower); // the lowercase file only
            notes.append(problem.message);
        }
    }
    QCOMPARE(notes.size(), 1);
    const int matching = notes.first().section(QLatin1Char(' '), 0, 0).toInt();
    QVERIFY2(matching >= lost, qPrintable(notes.first()));
    QVERIFY(matching <= scores.at(1).totals.fp);
}

void TestWalkthrough::statusBarFollowsFlAndMismatchBrowser()
{
    QVERIFY(m_window->openGold(m_gold));
    QVERIFY(m_window->addSystem(QStringLiteral("clausie"), m_clausie));
    auto *time = m_window->findChild<QLabel *>(QStringLiteral("scoringTime"));
    EvaluationWorkspace *evaluation = m_window->evaluationWorkspace();
    evaluation->setScorer(EvaluationWorkspace::Scorer::Fl);
    const qint64 flNs = evaluation->scorerResults().flNanoseconds();
    QVERIFY(flNs > 0);
    QCOMPARE(time->text(), QStringLiteral("scored in %1 ms").arg(QLocale().toString(flNs / 1e6, 'f', 2)));
    evaluation->setScorer(EvaluationWorkspace::Scorer::Benchie);
    QCOMPARE(time->text(), QStringLiteral("scored in %1 ms")
                               .arg(QLocale().toString(m_window->document()->lastRescoreNanoseconds() / 1e6, 'f', 2)));

    // A sentence chosen in the mismatch browser is the current one of the sentence list and of
    // the status bar.
    m_window->showEvaluation();
    evaluation->showPage(1);
    evaluation->mismatchBrowser()->selectSentence(41);
    auto *list = m_window->findChild<QListView *>(QStringLiteral("sentenceList"));
    QCOMPARE(list->currentIndex().row(), 41);
    auto *status = m_window->findChild<QLabel *>(QStringLiteral("annotationStatus"));
    QVERIFY2(status->text().startsWith(QStringLiteral("Sentence 42 /")), qPrintable(status->text()));
}

void TestWalkthrough::rawTextOpensOnAnnotateTab()
{
    auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("workspaceTabs"));
    QVERIFY(m_window->openGold(m_gold));
    tabs->setCurrentIndex(1);
    const QString text = m_dir.filePath(QStringLiteral("news.txt"));
    QVERIFY(writeFile(text, "Storm hits the coast\nThe storm reached the coast on Monday. Thousands left.\n"));
    QVERIFY(m_window->openGold(text));
    QCOMPARE(tabs->currentWidget(), static_cast<QWidget *>(m_window->annotationWorkspace()));
}

void TestWalkthrough::fileDialogsStartInLastUsedFolder()
{
    QVERIFY(m_window->openGold(m_gold));
    QTemporaryDir exports;
    QVERIFY(exports.isValid());
    Dialogs::setNextFileName(exports.filePath(QStringLiteral("entity")));
    m_window->findChild<QAction *>(QStringLiteral("exportEntityGoldAction"))->trigger();
    QVERIFY(QFileInfo::exists(exports.filePath(QStringLiteral("entity.txt"))));
    // The next dialog (any of them: the evaluation's exports too) starts there, not in the gold's folder.
    QCOMPARE(Dialogs::lastDirectory(), QFileInfo(exports.path()).absoluteFilePath());
    QCOMPARE(m_window->files()->lastDirectory(), Dialogs::lastDirectory());
}

QTEST_MAIN(TestWalkthrough)
#include "TestWalkthrough.moc"
