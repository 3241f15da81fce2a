#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

// Remembers what a document's file looked like when it was opened or last saved (size,
// modification time, SHA-256 of its content), so that before saving the GUI can tell whether
// someone else changed it on disk and ask instead of overwriting it.
//
//   open:   guard.remember(path);
//   save:   if (guard.check() != DiskGuard::State::Unchanged) ask "reload / overwrite / save as";
//           write atomically, then guard.remember(path);
class DiskGuard
{
public:
    enum class State {
        NotTracked, // nothing remembered (an untitled document)
        Unchanged, // same content as remembered (a touch that keeps the bytes counts as unchanged)
        Changed, // different content
        Removed, // the file is gone (or unreadable)
    };

    // Records the file as it is now; false when it cannot be read (nothing is then tracked).
    bool remember(const QString &path);
    void forget();
    QString path() const { return m_path; }
    qint64 rememberedSize() const { return m_size; }
    QDateTime rememberedModified() const { return m_modified; }
    // Compares the file with what was remembered. The content hash is always compared, so an
    // edit that keeps the size and the time stamp is still seen.
    State check() const;
    bool changedOnDisk() const { const State s = check(); return s == State::Changed || s == State::Removed; }

private:
    static bool fingerprint(const QString &path, qint64 *size, QDateTime *modified, QByteArray *hash);

    QString m_path;
    qint64 m_size = -1;
    QDateTime m_modified;
    QByteArray m_hash;
};
