// Data safety through the real window (issue "Never lose a user's file"): a project file with a
// value of the wrong type is refused with its place and never bound to its path, so Ctrl+S
// cannot empty it; a recovery file of the wrong type is never restored, Ctrl+S afterwards
// leaves the project on disk as it was, and the copy is kept aside.
#include "core/benchie/BenchieGoldReader.h"
#include "core/document/ProjectFile.h"
#include "core/document/RecoveryStore.h"
#include "tests/TestData.h"
#include "ui/common/Dialogs.h"
#include "ui/DocumentController.h"
#include "ui/MainWindow.h"
#include "ui/StudioSettings.h"
#include "ui/Translations.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QListView>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

const QByteArray kGold = QByteArrayLiteral("sent_id:1\tHe served as Prime Minister .\n"
                                           "1--> Cluster 1:\n"
                                           "He --> served as --> [the] Prime Minister\n"
                                           "\n"
                                           "sent_id:2\tMarc 's dog barks .\n"
                                           "1--> Cluster 1:\n"
                                           "[Marc 's] dog --> barks --> \n\n");

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The project's bytes with its sentences written as an object keyed by id (valid JSON).
QByteArray sentencesKeyedById(QByteArray bytes)
{
    bytes.replace("\"sentences\": [", "\"sentences\": {\"1\": [");
    bytes.replace("],\n    \"systems\"", "]},\n    \"systems\"");
    return bytes;
}

} // namespace

class TestDataSafetyWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void brokenProjectIsNeitherOpenedNorSaved();
    void brokenRecoveryIsNeverRestored();

private:
    void openWindow();
    void pressSave();
    QString problems() const; // the Problems list, one line each
    QString writeProject(); // a valid project of kGold in m_dir; its path

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestDataSafetyWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Dialogs::setInteractive(false);
    QVERIFY(Translations::install(qApp, QLocale(QLocale::English)).startsWith(QStringLiteral("en")));
    QVERIFY(m_dir.isValid());
    StudioSettings::useTemporaryStore(m_dir.filePath(QStringLiteral("settings.ini")));
}

void TestDataSafetyWindow::init()
{
    QDir(RecoveryStore::defaultDirectory()).removeRecursively(); // a test-mode location
    openWindow();
}

void TestDataSafetyWindow::cleanup()
{
    m_window.reset();
    Dialogs::clearQueues();
}

void TestDataSafetyWindow::openWindow()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

// Ctrl+S as the keyboard sends it, to the window's focused widget.
void TestDataSafetyWindow::pressSave()
{
    QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get();
    QTest::keySequence(target, QKeySequence::Save);
    QApplication::processEvents();
}

QString TestDataSafetyWindow::problems() const
{
    auto *list = m_window->findChild<QListView *>(QStringLiteral("problemsList"));
    if (!list || !list->model())
        return QString();
    QStringList lines;
    for (int row = 0; row < list->model()->rowCount(); ++row)
        lines.append(list->model()->index(row, 0).data().toString());
    return lines.join(QLatin1Char('\n'));
}

QString TestDataSafetyWindow::writeProject()
{
    ProjectFile project;
    Diagnostics diagnostics;
    project.benchmark = BenchieGoldReader::readBytes(kGold, QStringLiteral("gold.txt"), &diagnostics);
    const QString path = m_dir.filePath(QStringLiteral("work.oieproj"));
    QString error;
    if (!project.write(path, &error))
        qWarning("%s", qPrintable(error));
    return path;
}

void TestDataSafetyWindow::brokenProjectIsNeitherOpenedNorSaved()
{
    const QString path = m_dir.filePath(QStringLiteral("broken.oieproj"));
    const QByteArray broken = sentencesKeyedById(readAll(writeProject()));
    QVERIFY(writeFile(path, broken));
    QVERIFY(!m_window->openGold(path));
    QVERIFY(!m_window->document()->hasGold());
    QVERIFY(m_window->document()->filePath().isEmpty());
    QVERIFY2(problems().contains(path + QLatin1Char(':'))
                 && problems().contains(QLatin1String("expected an array of sentences, found an object")),
             qPrintable(problems()));
    pressSave();
    QCOMPARE(readAll(path), broken);

    // With a gold already open, the refused project leaves it as it was, bound to nothing new.
    const QString gold = m_dir.filePath(QStringLiteral("gold.txt"));
    QVERIFY(writeFile(gold, kGold));
    QVERIFY(m_window->openGold(gold));
    QVERIFY(!m_window->openGold(path));
    QCOMPARE(m_window->session().benchmark().sentences().size(), 2);
    QVERIFY(m_window->document()->filePath() != path);
    pressSave(); // Save As, its file dialog unanswered: nothing written
    QCOMPARE(readAll(path), broken);
    QCOMPARE(readAll(gold), kGold);
}

void TestDataSafetyWindow::brokenRecoveryIsNeverRestored()
{
    const QString project = writeProject();
    const QByteArray saved = readAll(project);
    QVERIFY(m_window->openGold(project));
    QCOMPARE(m_window->document()->filePath(), project);
    ProjectFile copy;
    QString error;
    QVERIFY2(ProjectFile::read(project, &copy, &error), qPrintable(error));
    const RecoveryStore store;
    QTest::qWait(20); // the copy is newer than the project
    QVERIFY2(store.write(project, copy, &error), qPrintable(error));
    const QString recovery = store.recoveryPathFor(project);
    const QByteArray broken = sentencesKeyedById(readAll(recovery));
    QVERIFY(broken != readAll(recovery));
    QVERIFY(writeFile(recovery, broken));
    QCOMPARE(store.recoverable().size(), 1);

    m_window.reset(); // a crash
    openWindow();
    Dialogs::setNextAnswer(QMessageBox::Yes); // Restore
    m_window->files()->offerRecovery();
    QCOMPARE(Dialogs::pendingAnswers(), 0);
    QVERIFY(!m_window->document()->hasGold());
    QVERIFY(m_window->document()->filePath().isEmpty());
    QVERIFY(!m_window->document()->isModified());
    QVERIFY2(problems().contains(QLatin1String("expected an array of sentences, found an object"))
                 && problems().contains(recovery + QStringLiteral(".unreadable")),
             qPrintable(problems()));
    pressSave();
    QCOMPARE(readAll(project), saved);
    QVERIFY(store.recoverable().isEmpty()); // never offered again...
    QCOMPARE(readAll(recovery + QStringLiteral(".unreadable")), broken); // ...but kept
}

QTEST_MAIN(TestDataSafetyWindow)
#include "TestDataSafetyWindow.moc"
