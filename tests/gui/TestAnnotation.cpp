// The annotation workspace driven as an annotator would: tokens clicked into slots, keys for
// slots and synsets, undo and redo of every step, project save and reopen, BenchIE export
// (byte-identical for the five real gold files in ../shared/data).

#include "core/document/AnnieImport.h"
#include "core/document/ProjectFile.h"
#include "core/document/RecoveryStore.h"
#include "tests/TestData.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/annotation/SynsetTreeModel.h"
#include "ui/annotation/TokenView.h"
#include "ui/Autosave.h"
#include "ui/common/DiagnosticListModel.h"
#include "ui/common/Dialogs.h"
#include "ui/DocumentController.h"
#include "ui/MainWindow.h"
#include "ui/ShortcutsDialog.h"
#include "ui/StudioSettings.h"
#include "ui/Translations.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QHash>
#include <QSet>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMenuBar>
#include <QMimeData>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

#include <memory>

namespace {

// Sentence 2 has no synsets yet.
const QByteArray kFixture = "sent_id:1\tHe served as the first Prime Minister of Australia .\n"
                            "1--> Cluster 1:\n"
                            "He --> served as --> [the] [first] Prime Minister [of Australia]\n"
                            "\n"
                            "sent_id:2\tMarc 's dog barks loudly .\n";

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return file.readAll();
}

// The gold line of a triple of a saved project; empty when the project or the triple is missing.
QString projectTriple(const QString &path, int sentence, int synset, int triple)
{
    ProjectFile project;
    QString error;
    if (!ProjectFile::read(path, &project, &error))
        return QString();
    const QVector<Sentence> &sentences = project.benchmark.sentences();
    if (sentence >= sentences.size() || synset >= sentences.at(sentence).synsets.size()
        || triple >= sentences.at(sentence).synsets.at(synset).triples.size())
        return QString();
    return sentences.at(sentence).synsets.at(synset).triples.at(triple).toGoldLine();
}

} // namespace

class TestAnnotation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void buildTriplesByClickingAndKeys();
    void keyboardOnlySession();
    void editMoveDeleteWithUndo();
    void dragAndDropMovesTriple();
    void saveReopenAndExport();
    void navigation();
    void crashAndRestoreFromRecoveryFile();
    void projectChangedOnDiskIsNeverOverwritten();
    void projectChangedOnDiskOverwrittenWhenConfirmed();
    void closeWithUnsavedChangesAsks();
    void recoveryIsOfferedAtStart();
    void everyMenuActionHasAShortcut();
    void legendBelowEveryChipRow();
    void realGoldExportsByteIdentical_data();
    void realGoldExportsByteIdentical();

private:
    const Sentence &sentence(int index) const { return m_window->document()->benchmark().sentences().at(index); }
    void clickToken(int token);
    void key(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    QString preview() const;
    void buildMarcTriple(); // [Marc 's] dog --> barks --> loudly, in sentence 2
    void openWindow(); // a main window on the fixture, at sentence 2
    void commitMarcTriple(); // buildMarcTriple() and Ctrl+Return: an unsaved change
    // Saves the window's document as `project`, reopens it, commits an edit, and rewrites the
    // file as someone else would; *theirs: the bytes they wrote.
    void editWhileChangedOnDisk(const QString &project, QByteArray *theirs);

    QTemporaryDir m_dir;
    QString m_fixture;
    std::unique_ptr<MainWindow> m_window;
    AnnotationWorkspace *m_workspace = nullptr;
    TokenView *m_tokens = nullptr;
    QTreeView *m_tree = nullptr;
};

void TestAnnotation::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Dialogs::setInteractive(false);
    QVERIFY(Translations::install(qApp, QLocale(QLocale::English)).startsWith(QStringLiteral("en")));
    QVERIFY(m_dir.isValid());
    StudioSettings::useTemporaryStore(m_dir.filePath(QStringLiteral("settings.ini")));
    m_fixture = m_dir.filePath(QStringLiteral("fixture.txt"));
    QFile file(m_fixture);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(kFixture);
}

void TestAnnotation::init()
{
    QDir(RecoveryStore::defaultDirectory()).removeRecursively(); // a test-mode location
    openWindow();
}

void TestAnnotation::openWindow()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1300, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->openGold(m_fixture));
    m_workspace = m_window->findChild<AnnotationWorkspace *>(QStringLiteral("annotationPage"));
    QVERIFY(m_workspace);
    m_tokens = m_window->findChild<TokenView *>(QStringLiteral("tokenView"));
    m_tree = m_window->findChild<QTreeView *>(QStringLiteral("synsetTree"));
    QVERIFY(m_tokens && m_tree);
    m_window->showAnnotation(1);
    QTRY_VERIFY(m_tokens->isVisible());
    QCOMPARE(m_tokens->tokenCount(), 6); // Marc 's dog barks loudly .
}

void TestAnnotation::cleanup()
{
    m_window.reset();
    Dialogs::clearQueues();
}

void TestAnnotation::clickToken(int token)
{
    QVERIFY(!m_tokens->tokenRect(token).isEmpty());
    QTest::mouseClick(m_tokens, Qt::LeftButton, Qt::NoModifier, m_tokens->tokenRect(token).center());
}

void TestAnnotation::key(int key, Qt::KeyboardModifiers modifiers)
{
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get(), Qt::Key(key), modifiers);
}

QString TestAnnotation::preview() const
{
    return m_window->findChild<QLabel *>(QStringLiteral("triplePreview"))->text();
}

void TestAnnotation::buildMarcTriple()
{
    QTest::mouseClick(m_window->findChild<QToolButton *>(QStringLiteral("subjectButton")), Qt::LeftButton);
    clickToken(0);
    clickToken(1);
    clickToken(2);
    m_tokens->setFocus();
    key(Qt::Key_2); // relation
    clickToken(3);
    key(Qt::Key_3); // object (on the chips letters jump: O would go to a chip)
    clickToken(4);
    QCOMPARE(preview(), QStringLiteral("Marc 's dog --> barks --> loudly"));
    // "Marc 's" becomes one optional group: select both words, then Ctrl+B.
    auto *subject = m_window->findChild<QListWidget *>(QStringLiteral("subjectWords"));
    QCOMPARE(subject->count(), 3);
    QTest::mouseClick(subject->viewport(), Qt::LeftButton, Qt::NoModifier, subject->visualItemRect(subject->item(0)).center());
    QTest::mouseClick(subject->viewport(), Qt::LeftButton, Qt::ControlModifier,
                      subject->visualItemRect(subject->item(1)).center());
    QCOMPARE(m_workspace->currentSlot(), 0);
    key(Qt::Key_B, Qt::ControlModifier);
    QCOMPARE(preview(), QStringLiteral("[Marc 's] dog --> barks --> loudly"));
}

void TestAnnotation::commitMarcTriple()
{
    buildMarcTriple();
    m_tokens->setFocus();
    key(Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(m_window->document()->isModified());
}

void TestAnnotation::buildTriplesByClickingAndKeys()
{
    QUndoStack *undo = m_window->undoStack();
    // A sentence outside the gold (no block of clusters in its file) joins it with its first synset.
    Sentence outside = sentence(1);
    outside.inGold = false;
    m_window->document()->replaceSentence(1, outside);
    m_window->undoStack()->setClean();
    m_window->document()->setModified(false);
    buildMarcTriple();
    // Clicking a token of the current slot again takes it out; dragging adds.
    key(Qt::Key_3);
    clickToken(4);
    QCOMPARE(preview(), QStringLiteral("[Marc 's] dog --> barks --> "));
    clickToken(4);
    m_tokens->setFocus();
    key(Qt::Key_Return, Qt::ControlModifier); // add to a new synset
    QCOMPARE(sentence(1).synsets.size(), 1);
    QVERIFY(sentence(1).inGold);
    QCOMPARE(sentence(1).synsets.at(0).triples.at(0).toGoldLine(), QStringLiteral("[Marc 's] dog --> barks --> loudly"));
    QVERIFY(!sentence(1).synsets.at(0).triples.at(0).author().isNull());
    QVERIFY(sentence(1).synsets.at(0).triples.at(0).modified().isValid());
    QCOMPARE(undo->undoText(), QStringLiteral("Add triple to new synset 1"));
    QVERIFY(m_window->document()->isModified());
    QVERIFY(preview().startsWith(QLatin1Char('('))); // the slots are empty again
    QCOMPARE(m_workspace->activeSynset(), 0);

    // A second triple into the active synset (Return), built by dragging across two tokens.
    m_tokens->setFocus();
    key(Qt::Key_1);
    QTest::mousePress(m_tokens, Qt::LeftButton, Qt::NoModifier, m_tokens->tokenRect(1).center());
    QTest::mouseMove(m_tokens, m_tokens->tokenRect(2).center());
    QTest::mouseRelease(m_tokens, Qt::LeftButton, Qt::NoModifier, m_tokens->tokenRect(2).center());
    key(Qt::Key_2);
    clickToken(3);
    key(Qt::Key_3);
    clickToken(4);
    QCOMPARE(preview(), QStringLiteral("'s dog --> barks --> loudly"));
    key(Qt::Key_Return);
    QCOMPARE(sentence(1).synsets.size(), 1);
    QCOMPARE(sentence(1).synsets.at(0).triples.size(), 2);
    QCOMPARE(undo->undoText(), QStringLiteral("Add triple to synset 1"));
    auto *undoAction = m_window->findChild<QAction *>(QStringLiteral("undoAction"));
    QVERIFY(undoAction->text().contains(QStringLiteral("Add triple to synset 1")));
    // Keys of the workspace do nothing while the keyboard is in the Evaluate tab.
    auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("workspaceTabs"));
    tabs->setCurrentIndex(1);
    m_window->findChild<QWidget *>(QStringLiteral("scoreTable"))->setFocus();
    m_workspace->selectTriple(0, 0);
    key(Qt::Key_Delete);
    QCOMPARE(sentence(1).synsets.at(0).triples.size(), 2);
    QCOMPARE(undo->count(), 2);
    tabs->setCurrentIndex(0);

    // Undo each step, then redo each.
    undoAction->trigger();
    QCOMPARE(sentence(1).synsets.at(0).triples.size(), 1);
    undoAction->trigger();
    QCOMPARE(sentence(1).synsets.size(), 0);
    QVERIFY(!sentence(1).inGold);
    QVERIFY(!m_window->document()->isModified());
    auto *redoAction = m_window->findChild<QAction *>(QStringLiteral("redoAction"));
    redoAction->trigger();
    redoAction->trigger();
    QCOMPARE(sentence(1).synsets.at(0).triples.size(), 2);
    QVERIFY(m_window->document()->isModified());
    QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("annotationStatus"))->text().contains(QStringLiteral("unsaved")));
}

void TestAnnotation::keyboardOnlySession()
{
    key(Qt::Key_F6); // focus on the tokens
    QCOMPARE(QApplication::focusWidget(), m_tokens);
    key(Qt::Key_Home);
    key(Qt::Key_Space); // Marc -> subject, and the cursor moves on to 's
    key(Qt::Key_2);
    key(Qt::Key_Right);
    key(Qt::Key_Right);
    key(Qt::Key_Space); // barks -> relation
    key(Qt::Key_3);
    key(Qt::Key_Insert); // a word that is not in the sentence
    QCOMPARE(QApplication::focusWidget(), m_window->findChild<QLineEdit *>(QStringLiteral("freeWordEdit")));
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("sound"));
    key(Qt::Key_Return);
    QCOMPARE(preview(), QStringLiteral("Marc --> barks --> sound"));
    QVERIFY(sentence(1).synsets.isEmpty()); // Return in the word field added the word only
    key(Qt::Key_Escape); // back to the tokens
    QCOMPARE(QApplication::focusWidget(), m_tokens);
    key(Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(sentence(1).synsets.size(), 1);
    QCOMPARE(sentence(1).synsets.at(0).triples.at(0).toGoldLine(), QStringLiteral("Marc --> barks --> sound"));
    key(Qt::Key_PageDown); // already the last sentence
    QCOMPARE(m_workspace->currentSentence(), 1);
    key(Qt::Key_PageUp);
    QCOMPARE(m_workspace->currentSentence(), 0);
    key(Qt::Key_Z, Qt::ControlModifier); // undo brings the edited sentence back into view
    QCOMPARE(m_workspace->currentSentence(), 1);
    QVERIFY(sentence(1).synsets.isEmpty());
}

void TestAnnotation::editMoveDeleteWithUndo()
{
    buildMarcTriple();
    m_tokens->setFocus();
    key(Qt::Key_Return, Qt::ControlModifier);
    key(Qt::Key_1);
    clickToken(2);
    key(Qt::Key_2);
    clickToken(3);
    key(Qt::Key_3);
    clickToken(4);
    key(Qt::Key_Return);
    QCOMPARE(sentence(1).synsets.at(0).triples.size(), 2);
    QUndoStack *undo = m_window->undoStack();

    // Edit the second triple: load it (F2), add a word to the object, replace.
    m_workspace->selectTriple(0, 1);
    m_tree->setFocus();
    key(Qt::Key_F2);
    QCOMPARE(preview(), QStringLiteral("dog --> barks --> loudly"));
    key(Qt::Key_3);
    key(Qt::Key_Insert);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("indeed"));
    key(Qt::Key_Return);
    key(Qt::Key_Escape);
    QCOMPARE(preview(), QStringLiteral("dog --> barks --> loudly indeed"));
    // Move the free word before "loudly" and replace the triple.
    auto *object = m_window->findChild<QListWidget *>(QStringLiteral("objectWords"));
    QTest::mouseClick(object->viewport(), Qt::LeftButton, Qt::NoModifier, object->visualItemRect(object->item(1)).center());
    key(Qt::Key_Left, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(preview(), QStringLiteral("dog --> barks --> indeed loudly"));
    key(Qt::Key_Return, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(sentence(1).synsets.at(0).triples.at(1).toGoldLine(), QStringLiteral("dog --> barks --> indeed loudly"));
    QCOMPARE(undo->undoText(), QStringLiteral("Replace triple 2 of synset 1"));
    undo->undo();
    QCOMPARE(sentence(1).synsets.at(0).triples.at(1).toGoldLine(), QStringLiteral("dog --> barks --> loudly"));
    undo->redo();

    // Move it to a new synset (the next one after the last), by keyboard.
    m_workspace->selectTriple(0, 1);
    m_tree->setFocus();
    key(Qt::Key_Down, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(sentence(1).synsets.size(), 2);
    QCOMPARE(sentence(1).synsets.at(1).triples.at(0).toGoldLine(), QStringLiteral("dog --> barks --> indeed loudly"));
    QCOMPARE(undo->undoText(), QStringLiteral("Move triple from synset 1 to a new synset"));
    QCOMPARE(m_workspace->selectedSynset(), 1);
    undo->undo();
    QCOMPARE(sentence(1).synsets.size(), 1);
    undo->redo();
    QCOMPARE(sentence(1).synsets.size(), 2);

    // Entity-clean, by key and by the check box.
    m_workspace->selectTriple(1, 0);
    m_tree->setFocus();
    key(Qt::Key_E, Qt::ControlModifier);
    QVERIFY(sentence(1).synsets.at(1).triples.at(0).isEntityClean());
    QCOMPARE(undo->undoText(), QStringLiteral("Mark triple 1 of synset 2 entity-clean"));
    auto *model = qobject_cast<SynsetTreeModel *>(m_tree->model());
    QVERIFY(model->setData(model->tripleIndex(0, 0), Qt::Checked, Qt::CheckStateRole));
    QTRY_VERIFY(sentence(1).synsets.at(0).triples.at(0).isEntityClean());
    undo->undo();
    QVERIFY(!sentence(1).synsets.at(0).triples.at(0).isEntityClean());

    // Duplicate, then delete the duplicate and a whole synset.
    m_workspace->selectTriple(0, 0);
    m_tree->setFocus();
    key(Qt::Key_D, Qt::ControlModifier);
    QCOMPARE(sentence(1).synsets.at(0).triples.size(), 2);
    QCOMPARE(m_workspace->selectedTriple(), 1);
    key(Qt::Key_Delete);
    QCOMPARE(sentence(1).synsets.at(0).triples.size(), 1);
    QCOMPARE(undo->undoText(), QStringLiteral("Delete triple 2 of synset 1"));
    m_workspace->selectTriple(0, -1);
    m_tree->setFocus();
    key(Qt::Key_Delete);
    QCOMPARE(sentence(1).synsets.size(), 1);
    QCOMPARE(undo->undoText(), QStringLiteral("Delete synset 1"));
    QCOMPARE(sentence(1).synsets.at(0).triples.at(0).toGoldLine(), QStringLiteral("dog --> barks --> indeed loudly"));
    undo->undo();
    QCOMPARE(sentence(1).synsets.size(), 2);
    QCOMPARE(sentence(1).synsets.at(0).triples.at(0).toGoldLine(), QStringLiteral("[Marc 's] dog --> barks --> loudly"));
}

void TestAnnotation::dragAndDropMovesTriple()
{
    m_window->showAnnotation(0);
    auto *model = qobject_cast<SynsetTreeModel *>(m_tree->model());
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    clickToken(0); // He
    m_tokens->setFocus();
    key(Qt::Key_2);
    clickToken(1); // served
    key(Qt::Key_3);
    clickToken(8); // Australia
    clickToken(7); // of: sentence order puts it first
    QCOMPARE(preview(), QStringLiteral("He --> served --> of Australia"));
    QCOMPARE(m_workspace->addToNewSynset(), 1);
    QCOMPARE(sentence(0).synsets.size(), 2);
    // Drag triple 1 of synset 2 onto synset 1: the queued move runs through the undo stack.
    std::unique_ptr<QMimeData> data(model->mimeData({model->tripleIndex(1, 0)}));
    QVERIFY(data);
    QVERIFY(model->canDropMimeData(data.get(), Qt::MoveAction, -1, -1, model->synsetIndex(0)));
    QSignalSpy moves(model, &SynsetTreeModel::moveRequested);
    model->dropMimeData(data.get(), Qt::MoveAction, -1, -1, model->synsetIndex(0));
    QCOMPARE(moves.size(), 1);
    QTRY_COMPARE(sentence(0).synsets.size(), 1);
    QCOMPARE(sentence(0).synsets.at(0).triples.size(), 2);
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Move triple from synset 2 to synset 1"));
}

void TestAnnotation::saveReopenAndExport()
{
    buildMarcTriple();
    m_tokens->setFocus();
    key(Qt::Key_Return, Qt::ControlModifier);
    m_workspace->selectTriple(0, 0);
    QVERIFY(m_workspace->toggleEntityClean());
    const QString project = m_dir.filePath(QStringLiteral("annotation.oieproj"));
    QVERIFY(m_window->files()->saveProject(project));
    QVERIFY(!m_window->document()->isModified());
    QVERIFY(m_window->undoStack()->isClean());
    QCOMPARE(m_window->document()->filePath(), project);

    m_window.reset();
    init();
    QVERIFY(m_window->openGold(project));
    QCOMPARE(m_window->document()->filePath(), project);
    QVERIFY(!m_window->document()->isModified());
    QCOMPARE(sentence(1).synsets.size(), 1);
    const Triple &triple = sentence(1).synsets.at(0).triples.at(0);
    QCOMPARE(triple.toGoldLine(), QStringLiteral("[Marc 's] dog --> barks --> loudly"));
    QVERIFY(triple.isEntityClean());
    QVERIFY(triple.modified().isValid());

    const QString gold = m_dir.filePath(QStringLiteral("export.txt"));
    QVERIFY(m_window->files()->exportGold(gold, DocumentController::GoldExport::Benchie));
    QCOMPARE(readAll(gold), kFixture + QByteArray("2--> Cluster 1:\n[Marc 's] dog --> barks --> loudly\n"));
    const QString entity = m_dir.filePath(QStringLiteral("entity.txt"));
    QVERIFY(m_window->files()->exportGold(entity, DocumentController::GoldExport::Entity));
    const QByteArray entityBytes = readAll(entity);
    QVERIFY(entityBytes.contains("[Marc 's] dog --> barks --> loudly"));
    QVERIFY(!entityBytes.contains("--> [the] [first] Prime Minister")); // not flagged entity-clean

    // File > Export Gold in AnnIE Notation: word(index) per slot word, read back by the AnnIE
    // import to the same triple.
    const QString annie = m_dir.filePath(QStringLiteral("annie"));
    Dialogs::setNextFileName(annie);
    auto *exportAnnie = m_window->findChild<QAction *>(QStringLiteral("exportAnnieGoldAction"));
    QVERIFY(exportAnnie);
    exportAnnie->trigger();
    const QByteArray annieBytes = readAll(annie + QStringLiteral(".tsv")); // the filter's extension
    QVERIFY(annieBytes.contains("2\tCluster 1: Marc 's dog barks loudly \t[Marc(1)] ['s(2)] dog(3) \tbarks(4)      loudly(5) \n"));
    Benchmark back;
    Diagnostics diagnostics;
    QString error;
    QVERIFY(AnnieImport::readExport(annieBytes, annie, &back, &diagnostics, &error));
    const int index = back.indexOf(QStringLiteral("2"));
    QVERIFY(index >= 0);
    QCOMPARE(back.sentences().at(index).synsets.value(0).triples.value(0).toGoldLine(),
             QStringLiteral("[Marc 's] dog --> barks --> loudly"));
}

void TestAnnotation::navigation()
{
    m_window->showAnnotation(0);
    m_tokens->setFocus();
    key(Qt::Key_End, Qt::ControlModifier);
    QCOMPARE(m_workspace->currentSentence(), 1);
    key(Qt::Key_Home, Qt::ControlModifier);
    QCOMPARE(m_workspace->currentSentence(), 0);
    key(Qt::Key_PageDown, Qt::ControlModifier | Qt::ShiftModifier); // next sentence without synsets
    QCOMPARE(m_workspace->currentSentence(), 1);
    // Find: Ctrl+F, type, Return.
    key(Qt::Key_F, Qt::ControlModifier);
    auto *find = m_window->findChild<QLineEdit *>(QStringLiteral("findEdit"));
    QCOMPARE(QApplication::focusWidget(), find);
    QTest::keyClicks(find, QStringLiteral("prime minister"));
    key(Qt::Key_Return);
    QCOMPARE(m_workspace->currentSentence(), 0);
    QVERIFY(!m_workspace->findNext(QStringLiteral("no such words")));
    // The sentence list follows and drives the workspace.
    auto *list = m_window->findChild<QListView *>(QStringLiteral("sentenceList"));
    QCOMPARE(list->currentIndex().row(), 0);
    list->setCurrentIndex(list->model()->index(1, 0));
    QCOMPARE(m_workspace->currentSentence(), 1);
    // A line of the gold file (from a problem in the list) opens its sentence and triple.
    m_window->showGoldLine(3); // He --> served as --> ... in sentence 1, synset 1
    QCOMPARE(m_workspace->currentSentence(), 0);
    QCOMPARE(m_workspace->selectedSynset(), 0);
    QCOMPARE(m_workspace->selectedTriple(), 0);
    m_window->showGoldLine(5);
    QCOMPARE(m_workspace->currentSentence(), 1);
    QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("annotationStatus"))->text().startsWith(QStringLiteral("Sentence 2 / 2")));
}

void TestAnnotation::crashAndRestoreFromRecoveryFile()
{
    buildMarcTriple();
    m_tokens->setFocus();
    key(Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(m_window->document()->isModified());
    QVERIFY(m_window->autosave()->saveNow()); // what the timer and focus loss do
    m_window.reset(); // a crash: no close, no save, the recovery file stays

    openWindow();
    RecoveryStore store;
    const QVector<RecoveryEntry> entries = store.recoverable();
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.first().originalPath, QFileInfo(m_fixture).absoluteFilePath());
    QVERIFY(m_window->files()->restoreRecovery(entries.first()));
    QVERIFY(m_window->document()->isModified());
    QCOMPARE(sentence(1).synsets.size(), 1);
    QCOMPARE(sentence(1).synsets.at(0).triples.at(0).toGoldLine(), QStringLiteral("[Marc 's] dog --> barks --> loudly"));
    // Saving the restored work removes its recovery file.
    QVERIFY(m_window->files()->saveProject(m_dir.filePath(QStringLiteral("restored.oieproj"))));
    QVERIFY(store.recoverable().isEmpty());
}

void TestAnnotation::editWhileChangedOnDisk(const QString &project, QByteArray *theirs)
{
    QVERIFY(m_window->files()->saveProject(project));
    QVERIFY(m_window->openGold(project));
    m_window->showAnnotation(1);
    commitMarcTriple();
    // Someone else rewrites the project meanwhile.
    QByteArray rewritten = readAll(project);
    rewritten.replace("Prime Minister", "Premier");
    QFile file(project);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(rewritten), rewritten.size());
    *theirs = rewritten;
}

void TestAnnotation::projectChangedOnDiskIsNeverOverwritten()
{
    const QString project = m_dir.filePath(QStringLiteral("shared.oieproj"));
    QByteArray theirs;
    editWhileChangedOnDisk(project, &theirs);
    QVERIFY(!theirs.isEmpty());
    QVERIFY(!m_window->files()->saveProject(project));
    QCOMPARE(readAll(project), theirs);
    QVERIFY(m_window->document()->isModified());
    QVERIFY(m_window->problemModel()->rowCount() > 0);
}

// The same clash, answered through the Dialogs hooks: Cancel still refuses; Save overwrites.
void TestAnnotation::projectChangedOnDiskOverwrittenWhenConfirmed()
{
    const QString project = m_dir.filePath(QStringLiteral("confirmed.oieproj"));
    QByteArray theirs;
    editWhileChangedOnDisk(project, &theirs);
    QVERIFY(!theirs.isEmpty());
    Dialogs::setNextAnswer(QMessageBox::Cancel);
    QVERIFY(!m_window->files()->saveProject(project));
    QCOMPARE(Dialogs::pendingAnswers(), 0);
    QCOMPARE(readAll(project), theirs);
    Dialogs::setNextAnswer(QMessageBox::Save);
    QVERIFY(m_window->files()->saveProject(project));
    QCOMPARE(Dialogs::pendingAnswers(), 0);
    QVERIFY(!m_window->document()->isModified());
    QCOMPARE(projectTriple(project, 1, 0, 0), QStringLiteral("[Marc 's] dog --> barks --> loudly"));
    QCOMPARE(projectTriple(project, 0, 0, 0), QStringLiteral("He --> served as --> [the] [first] Prime Minister [of Australia]"));
}

// Closing the window (or opening a file) with unsaved changes asks first, answered through the
// Dialogs hooks: Cancel keeps the window and the changes; Save saves, through Save As when the
// document has no project yet (its file dialog cancelled: the window stays); Discard closes
// without saving and drops the recovery copy.
void TestAnnotation::closeWithUnsavedChangesAsks()
{
    commitMarcTriple();
    Dialogs::setNextAnswer(QMessageBox::Cancel);
    QVERIFY(!m_window->close());
    QCOMPARE(Dialogs::pendingAnswers(), 0);
    QVERIFY(m_window->isVisible());
    QVERIFY(m_window->document()->isModified());
    Dialogs::setNextAnswer(QMessageBox::Cancel);
    QVERIFY(!m_window->openGold(m_fixture));
    QCOMPARE(Dialogs::pendingAnswers(), 0);
    QCOMPARE(sentence(1).synsets.size(), 1);

    Dialogs::setNextAnswer(QMessageBox::Save); // no file name: Save As is cancelled
    QVERIFY(!m_window->close());
    QCOMPARE(Dialogs::pendingAnswers(), 0);
    QVERIFY(m_window->document()->isModified());

    const QString project = m_dir.filePath(QStringLiteral("closing.oieproj"));
    Dialogs::setNextAnswer(QMessageBox::Save);
    Dialogs::setNextFileName(project);
    QVERIFY(m_window->close());
    QCOMPARE(Dialogs::pendingAnswers(), 0);
    QCOMPARE(Dialogs::pendingFileNames(), 0);
    QVERIFY(!m_window->document()->isModified());
    QCOMPARE(m_window->document()->filePath(), project);
    QCOMPARE(projectTriple(project, 1, 0, 0), QStringLiteral("[Marc 's] dog --> barks --> loudly"));

    openWindow();
    commitMarcTriple();
    QVERIFY(m_window->autosave()->saveNow());
    QVERIFY(!RecoveryStore().recoverable().isEmpty());
    Dialogs::setNextAnswer(QMessageBox::Discard);
    QVERIFY(m_window->close());
    QCOMPARE(Dialogs::pendingAnswers(), 0);
    QVERIFY(RecoveryStore().recoverable().isEmpty());
    QCOMPARE(readAll(m_fixture), kFixture);
}

// After a crash the next start offers the recovery copy: no answer (batch runs) and Later keep
// it, Restore brings it back unsaved, Discard removes it.
void TestAnnotation::recoveryIsOfferedAtStart()
{
    commitMarcTriple();
    QVERIFY(m_window->autosave()->saveNow());
    m_window.reset(); // a crash
    openWindow();
    m_window->files()->offerRecovery();
    Dialogs::setNextAnswer(QMessageBox::Cancel); // Later
    m_window->files()->offerRecovery();
    QCOMPARE(Dialogs::pendingAnswers(), 0);
    QCOMPARE(RecoveryStore().recoverable().size(), 1);
    QVERIFY(sentence(1).synsets.isEmpty());
    QVERIFY(!m_window->document()->isModified());

    Dialogs::setNextAnswer(QMessageBox::Yes); // Restore
    m_window->files()->offerRecovery();
    QCOMPARE(Dialogs::pendingAnswers(), 0);
    QVERIFY(m_window->document()->isModified());
    QCOMPARE(sentence(1).synsets.size(), 1);
    QCOMPARE(sentence(1).synsets.at(0).triples.at(0).toGoldLine(), QStringLiteral("[Marc 's] dog --> barks --> loudly"));
    QCOMPARE(RecoveryStore().recoverable().size(), 1);

    m_window.reset(); // a crash again
    openWindow();
    Dialogs::setNextAnswer(QMessageBox::Discard);
    m_window->files()->offerRecovery();
    QCOMPARE(Dialogs::pendingAnswers(), 0);
    QVERIFY(RecoveryStore().recoverable().isEmpty());
    QVERIFY(sentence(1).synsets.isEmpty());
}

void TestAnnotation::everyMenuActionHasAShortcut()
{
    ShortcutsDialog dialog(m_window->menuBar());
    QTableWidget *table = dialog.table();
    QVERIFY(table->rowCount() > 40);
    QStringList missing;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QString menu = table->item(row, 0)->text();
        if (menu == QStringLiteral("View") || table->item(row, 1)->text().startsWith(QStringLiteral("About")))
            continue; // dock toggles and the about boxes
        if (table->item(row, 2)->text().isEmpty())
            missing << menu + QStringLiteral(" > ") + table->item(row, 1)->text();
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    // Every entry has a name, not only its keys (the slot actions of the Edit menu had none).
    QStringList unnamed;
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 1)->text().trimmed().isEmpty())
            unnamed << table->item(row, 0)->text() + QStringLiteral(" > (") + table->item(row, 2)->text() + QLatin1Char(')');
    }
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral(", "))));
    // No key is claimed twice (Qt would then run neither action).
    QHash<QString, QString> owners;
    QStringList clashes;
    for (QAction *action : m_window->findChildren<QAction *>()) {
        QSet<QString> keys; // one action may list the same key twice (a platform default and ours)
        for (const QKeySequence &sequence : action->shortcuts())
            keys.insert(sequence.toString(QKeySequence::PortableText));
        for (const QString &key : std::as_const(keys)) {
            if (owners.contains(key))
                clashes << key + QStringLiteral(": ") + owners.value(key) + QStringLiteral(" / ") + action->text();
            owners.insert(key, action->text());
        }
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral(", "))));
    // The table is generated from the actions: a shortcut changed in code shows there.
    auto *next = m_window->findChild<QAction *>(QStringLiteral("nextSentenceAction"));
    const QList<QTableWidgetItem *> found = table->findItems(QStringLiteral("Next Sentence"), Qt::MatchExactly);
    QCOMPARE(found.size(), 1);
    QCOMPARE(table->item(found.first()->row(), 2)->text(),
             next->shortcuts().first().toString(QKeySequence::NativeText) + QStringLiteral(", ")
                 + next->shortcuts().last().toString(QKeySequence::NativeText));
}

void TestAnnotation::realGoldExportsByteIdentical_data()
{
    QTest::addColumn<QString>("gold");
    QTest::addColumn<int>("sentences");
    QTest::newRow("en") << TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt")) << 300;
    QTest::newRow("de") << TestData::benchie(QStringLiteral("benchie_gold_annotations_de.txt")) << 300;
    QTest::newRow("zh") << TestData::benchie(QStringLiteral("benchie_gold_annotations_zh.txt")) << 300;
    QTest::newRow("fl300") << TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_300.txt")) << 300;
    QTest::newRow("fl50") << TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_50.txt")) << 50;
}

void TestAnnotation::realGoldExportsByteIdentical()
{
    QFETCH(QString, gold);
    QFETCH(int, sentences);
    REQUIRE_DATA_FILE(gold);
    QVERIFY(m_window->openGold(gold));
    QCOMPARE(m_window->document()->benchmark().sentences().size(), sentences);
    m_window->showAnnotation(1);
    QCOMPARE(m_workspace->currentSentence(), 1);
    const QString out = m_dir.filePath(QStringLiteral("roundtrip.txt"));
    QVERIFY(m_window->files()->exportGold(out, DocumentController::GoldExport::Benchie));
    QVERIFY(readAll(out) == readAll(gold));
    // An edit and its undo leave the export byte-identical too.
    m_workspace->selectTriple(0, 0);
    QVERIFY(m_workspace->duplicateSelectedTriple());
    m_window->undoStack()->undo();
    QVERIFY(!m_window->document()->isModified());
    QVERIFY(m_window->files()->exportGold(out, DocumentController::GoldExport::Benchie));
    QVERIFY(readAll(out) == readAll(gold));
}

// A long sentence at narrower and narrower widths (the English gold's sentence 5, 31 chips in 3
// or 4 rows, as Annotate and the Review tab's Edit, then Accept show it): the part-of-speech legend
// below the chips and the sentence above them clear of every chip, and every chip shown whole.
void TestAnnotation::legendBelowEveryChipRow()
{
    const QString gold = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    QVERIFY2(QFileInfo::exists(gold), qPrintable(gold));
    QVERIFY(m_window->openGold(gold));
    const auto *legend = m_window->findChild<QLabel *>(QStringLiteral("posLegend"));
    const auto *label = m_window->findChild<QLabel *>(QStringLiteral("sentenceLabel"));
    QVERIFY(legend && label);
    const QWidget *pane = legend->parentWidget();
    const QWidget *viewport = m_tokens->parentWidget(); // the scroll area's
    const auto text = [](const QRect &rect) {
        return QStringLiteral("(%1, %2, %3x%4)").arg(rect.x()).arg(rect.y()).arg(rect.width()).arg(rect.height());
    };
    // The first chip in the way, empty when none is.
    const auto overlap = [&]() {
        const QRect shown(viewport->mapTo(pane, QPoint(0, 0)), viewport->size());
        for (int token = 0; token < m_tokens->tokenCount(); ++token) {
            const QRect chip(m_tokens->mapTo(pane, m_tokens->tokenRect(token).topLeft()),
                             m_tokens->tokenRect(token).size());
            const auto where = [&](const char *what, const QRect &rect) {
                return QStringLiteral("chip %1 at %2 %3 %4")
                    .arg(QString::number(token), text(chip), QLatin1String(what), text(rect));
            };
            if (chip.intersects(legend->geometry()))
                return where("under the legend at", legend->geometry());
            if (chip.intersects(label->geometry()))
                return where("under the sentence at", label->geometry());
            if (!shown.contains(chip))
                return where("cut by the chips' pane at", shown);
        }
        return QString();
    };
    for (const int width : {1300, 1000, 800}) {
        m_window->resize(width, 700);
        m_window->showAnnotation(4);
        QCOMPARE(m_tokens->tokenCount(), 31);
        QTRY_COMPARE(overlap(), QString());
    }
    QSet<int> rows;
    for (int token = 0; token < m_tokens->tokenCount(); ++token)
        rows.insert(m_tokens->tokenRect(token).top());
    QVERIFY(rows.size() >= 4); // the narrowest window: four rows of chips
}

QTEST_MAIN(TestAnnotation)
#include "TestAnnotation.moc"
