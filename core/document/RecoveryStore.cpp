#include "core/document/RecoveryStore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>

#include "core/base/TextFileLines.h"

namespace {

const QString &suffix()
{
    static const QString text = QStringLiteral(".oiestudio.json");
    return text;
}

} // namespace

RecoveryStore::RecoveryStore(const QString &directory)
    : m_directory(directory.isEmpty() ? defaultDirectory() : directory)
{
}

QString RecoveryStore::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QString RecoveryStore::recoveryPathFor(const QString &documentPath, int untitledNumber) const
{
    QString name;
    if (documentPath.isEmpty()) {
        name = QStringLiteral("untitled-") + QString::number(untitledNumber);
    } else {
        const QByteArray absolute = QFileInfo(documentPath).absoluteFilePath().toUtf8();
        name = QString::fromLatin1(QCryptographicHash::hash(absolute, QCryptographicHash::Sha1).toHex().left(16));
    }
    return QDir(m_directory).filePath(name + suffix());
}

bool RecoveryStore::write(const QString &documentPath, const ProjectFile &project, QString *error, int untitledNumber) const
{
    if (!QDir().mkpath(m_directory)) {
        *error = tr("Cannot create the recovery folder %1").arg(m_directory);
        return false;
    }
    const QJsonObject recovery{
        {QStringLiteral("original_path"), documentPath.isEmpty() ? QString() : QFileInfo(documentPath).absoluteFilePath()},
        {QStringLiteral("saved_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}};
    // The project's JSON object with "recovery" spliced in as its first member (no re-parse).
    QByteArray bytes = project.toBytes();
    const qsizetype brace = bytes.indexOf('{');
    if (brace < 0) {
        *error = tr("Cannot write the recovery file: the project could not be serialized");
        return false;
    }
    const QByteArray member = QByteArrayLiteral("\"recovery\": ")
                              + QJsonDocument(recovery).toJson(QJsonDocument::Compact) + QByteArrayLiteral(",");
    bytes.insert(brace + 1, member);
    return TextFileLines::writeFileAtomically(bytes, recoveryPathFor(documentPath, untitledNumber), error);
}

bool RecoveryStore::remove(const QString &documentPath, int untitledNumber) const
{
    const QString path = recoveryPathFor(documentPath, untitledNumber);
    return !QFileInfo::exists(path) || QFile::remove(path);
}

QVector<RecoveryEntry> RecoveryStore::recoverable() const
{
    QVector<RecoveryEntry> entries;
    const QDir dir(m_directory);
    const QStringList names = dir.entryList({QStringLiteral("*") + suffix()}, QDir::Files);
    for (const QString &name : names) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject recovery = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("recovery")).toObject();
        RecoveryEntry entry;
        entry.recoveryPath = file.fileName();
        entry.originalPath = recovery.value(QStringLiteral("original_path")).toString();
        entry.savedAt = QDateTime::fromString(recovery.value(QStringLiteral("saved_at")).toString(), Qt::ISODateWithMs);
        if (!entry.savedAt.isValid())
            continue; // not one of ours, or truncated
        const QFileInfo original(entry.originalPath);
        if (!entry.originalPath.isEmpty() && original.exists() && original.lastModified() > entry.savedAt)
            continue; // saved since: stale
        entries.append(entry);
    }
    std::sort(entries.begin(), entries.end(),
              [](const RecoveryEntry &a, const RecoveryEntry &b) { return a.savedAt > b.savedAt; });
    return entries;
}

bool RecoveryStore::restore(const RecoveryEntry &entry, ProjectFile *project, QString *error) const
{
    return ProjectFile::read(entry.recoveryPath, project, error);
}

bool RecoveryStore::discard(const RecoveryEntry &entry) const
{
    return !QFileInfo::exists(entry.recoveryPath) || QFile::remove(entry.recoveryPath);
}

QString RecoveryStore::setAside(const RecoveryEntry &entry) const
{
    QString target = entry.recoveryPath + QStringLiteral(".unreadable");
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = entry.recoveryPath + QStringLiteral(".unreadable-") + QString::number(n);
    return QFile::rename(entry.recoveryPath, target) ? target : QString();
}
