#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "core/base/DiskGuard.h"
#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/BenchieGoldWriter.h"
#include "core/document/ProjectFile.h"
#include "core/document/RecoveryStore.h"
#include "tests/TestData.h"

// Crash recovery, external changes on disk, and project schema versions.
class TestRecovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void restoresAfterACrash();
    void staleAndUntitledRecoveryFiles();
    void guardSeesExternalChanges();
    void readsAMinimalVersionOneProject();
    void refusesANewerSchema();

private:
    static ProjectFile smallProject();
    std::unique_ptr<QTemporaryDir> m_dir;
};

namespace {

const QByteArray kGold = QByteArrayLiteral("sent_id:1\tHe served as Prime Minister .\n"
                                           "1--> Cluster 1:\n"
                                           "He --> served as --> [the] Prime Minister\n\n");

} // namespace

void TestRecovery::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

ProjectFile TestRecovery::smallProject()
{
    ProjectFile project;
    Diagnostics diagnostics;
    project.benchmark = BenchieGoldReader::readBytes(kGold, QStringLiteral("gold.txt"), &diagnostics);
    project.benchmark.sentences()[0].posTags = QStringList{QStringLiteral("PRP"), QStringLiteral("VBD"), QStringLiteral("IN"),
                                                           QStringLiteral("NNP"), QStringLiteral("NNP"), QStringLiteral(".")};
    project.benchmark.sentences()[0].tagSource = QStringLiteral("tagger");
    project.systems.append({QStringLiteral("clausie"), QStringLiteral("/data/clausie.txt")});
    return project;
}

void TestRecovery::restoresAfterACrash()
{
    const QString documentPath = m_dir->filePath(QStringLiteral("work.oiestudio.json"));
    const QString recoveryDir = m_dir->filePath(QStringLiteral("recovery"));
    ProjectFile saved = smallProject();
    QString error;
    QVERIFY2(saved.write(documentPath, &error), qPrintable(error));
    QTest::qWait(20);

    // Edits after the save, autosaved, then the process dies.
    ProjectFile edited = saved;
    Sentence sentence = edited.benchmark.sentences().at(0);
    sentence.synsets[0].triples.append(Triple(QStringLiteral("He"), QStringLiteral("was"), QStringLiteral("Prime Minister")));
    edited.benchmark.sentences()[0] = sentence;
    {
        const RecoveryStore store(recoveryDir);
        QVERIFY2(store.write(documentPath, edited, &error), qPrintable(error));
        QVERIFY(QFileInfo::exists(store.recoveryPathFor(documentPath)));
    }

    // "Restart": a new store lists the recovery file and restores the edited benchmark.
    const RecoveryStore store(recoveryDir);
    const QVector<RecoveryEntry> entries = store.recoverable();
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.at(0).originalPath, QFileInfo(documentPath).absoluteFilePath());
    QVERIFY(entries.at(0).savedAt.isValid());
    ProjectFile restored;
    QVERIFY2(store.restore(entries.at(0), &restored, &error), qPrintable(error));
    QCOMPARE(BenchieGoldWriter::serialize(restored.benchmark), BenchieGoldWriter::serialize(edited.benchmark));
    QVERIFY(BenchieGoldWriter::serialize(restored.benchmark) != BenchieGoldWriter::serialize(saved.benchmark));
    QCOMPARE(restored.benchmark.sentences().at(0).posTags, edited.benchmark.sentences().at(0).posTags);
    QCOMPARE(restored.systems.size(), 1);
    QCOMPARE(restored.systems.at(0).path, QStringLiteral("/data/clausie.txt"));

    // A clean save removes it.
    QVERIFY(store.remove(documentPath));
    QVERIFY(store.recoverable().isEmpty());
}

void TestRecovery::staleAndUntitledRecoveryFiles()
{
    const QString documentPath = m_dir->filePath(QStringLiteral("gold.txt"));
    QVERIFY(writeFile(documentPath, kGold));
    const RecoveryStore store(m_dir->filePath(QStringLiteral("recovery")));
    QString error;
    QVERIFY(store.write(documentPath, smallProject(), &error));
    QVERIFY(store.write(QString(), smallProject(), &error, 2));
    QCOMPARE(store.recoverable().size(), 2);
    QVERIFY(store.recoveryPathFor(QString(), 2).endsWith(QStringLiteral("untitled-2.oiestudio.json")));
    QVERIFY(store.recoveryPathFor(documentPath) != store.recoveryPathFor(m_dir->filePath(QStringLiteral("other.txt"))));

    // The document is saved after the recovery file was written: that one is stale.
    QTest::qWait(20);
    QVERIFY(writeFile(documentPath, kGold));
    const QVector<RecoveryEntry> entries = store.recoverable();
    QCOMPARE(entries.size(), 1);
    QVERIFY(entries.at(0).originalPath.isEmpty());
    QVERIFY(store.discard(entries.at(0)));
    QVERIFY(store.recoverable().isEmpty());
}

void TestRecovery::guardSeesExternalChanges()
{
    const QString path = m_dir->filePath(QStringLiteral("gold.txt"));
    DiskGuard guard;
    QCOMPARE(guard.check(), DiskGuard::State::NotTracked);
    QVERIFY(!guard.remember(path)); // no file yet
    QVERIFY(writeFile(path, kGold));
    QVERIFY(guard.remember(path));
    QCOMPARE(guard.check(), DiskGuard::State::Unchanged);
    QVERIFY(!guard.changedOnDisk());

    // Someone else rewrites it with the same size: still seen.
    QByteArray other = kGold;
    other.replace("served", "SERVED");
    QCOMPARE(other.size(), kGold.size());
    QVERIFY(writeFile(path, other));
    QCOMPARE(guard.check(), DiskGuard::State::Changed);
    QVERIFY(guard.changedOnDisk());

    // Our own save: remembered again.
    QVERIFY(guard.remember(path));
    QCOMPARE(guard.check(), DiskGuard::State::Unchanged);
    QVERIFY(QFile::remove(path));
    QCOMPARE(guard.check(), DiskGuard::State::Removed);
}

void TestRecovery::readsAMinimalVersionOneProject()
{
    // Version 1 as first written: no tags, no parse, no layout.
    const QByteArray old = QByteArrayLiteral(
        "{\"format\": \"oie-studio-project\", \"version\": 1, \"sentences\": [{\"id\": \"1\", \"text\": \"It works .\", "
        "\"tokens\": [\"It\", \"works\", \".\"], \"synsets\": [{\"triples\": [{\"subject\": \"It\", \"relation\": \"works\", "
        "\"object\": \"\"}]}]}]}");
    ProjectFile project;
    QString error;
    QVERIFY2(ProjectFile::fromBytes(old, QStringLiteral("old.json"), &project, &error), qPrintable(error));
    QCOMPARE(project.benchmark.sentences().size(), 1);
    QVERIFY(project.benchmark.sentences().at(0).posTags.isEmpty());
    QCOMPARE(project.benchmark.sentences().at(0).synsets.size(), 1);
    // Written back at the current version.
    ProjectFile reread;
    QVERIFY(ProjectFile::fromBytes(project.toBytes(), QStringLiteral("new.json"), &reread, &error));
    QCOMPARE(reread.benchmark.sentences().at(0).text, QStringLiteral("It works ."));
}

void TestRecovery::refusesANewerSchema()
{
    const QString path = m_dir->filePath(QStringLiteral("future.oiestudio.json"));
    const int newer = ProjectFile::kVersion + 1;
    QVERIFY(writeFile(path, "{\"format\": \"oie-studio-project\", \"version\": " + QByteArray::number(newer)
                                 + ", \"sentences\": []}"));
    ProjectFile project;
    QString error;
    QVERIFY(!ProjectFile::read(path, &project, &error));
    QCOMPARE(error, QStringLiteral("%1:1:45: written by a newer OIE Studio (schema version %2, this one reads up to %3)")
                        .arg(path, QString::number(newer), QString::number(ProjectFile::kVersion)));
}

QTEST_GUILESS_MAIN(TestRecovery)
#include "test_recovery.moc"
