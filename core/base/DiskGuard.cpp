#include "core/base/DiskGuard.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

bool DiskGuard::fingerprint(const QString &path, qint64 *size, QDateTime *modified, QByteArray *hash)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    QCryptographicHash sha(QCryptographicHash::Sha256);
    if (!sha.addData(&file))
        return false;
    const QFileInfo info(path);
    *size = info.size();
    *modified = info.lastModified();
    *hash = sha.result();
    return true;
}

bool DiskGuard::remember(const QString &path)
{
    forget();
    if (!fingerprint(path, &m_size, &m_modified, &m_hash))
        return false;
    m_path = path;
    return true;
}

void DiskGuard::forget()
{
    m_path.clear();
    m_size = -1;
    m_modified = QDateTime();
    m_hash.clear();
}

DiskGuard::State DiskGuard::check() const
{
    if (m_path.isEmpty())
        return State::NotTracked;
    qint64 size = -1;
    QDateTime modified;
    QByteArray hash;
    if (!fingerprint(m_path, &size, &modified, &hash))
        return State::Removed;
    return size == m_size && hash == m_hash ? State::Unchanged : State::Changed;
}
