#pragma once

#include "core/document/ProjectFile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QVector>

// One recovery file found at start.
struct RecoveryEntry
{
    QString recoveryPath; // the recovery file itself
    QString originalPath; // the document it recovers; empty for an untitled document
    QDateTime savedAt; // when the recovery file was written (UTC)
};

// Crash recovery for open documents (Qt Core only; the GUI decides when to call it: every
// minute and when the window loses focus, as the issue asks).
//
// A recovery file is an ordinary OIE Studio project file (so ProjectFile reads it) with one
// more top-level member, "recovery": {"original_path", "saved_at"}. It lives in
// <AppDataLocation>/recovery/ (or the directory given to the constructor, for tests), named
// <first 16 hex digits of SHA-1 of the document's absolute path>.oiestudio.json, or
// untitled-N.oiestudio.json for a document never saved. It is written atomically (QSaveFile).
//
// Typical use:
//   at start:    for (entry : store.recoverable()) ask; store.restore(entry, &project, &error)
//                or store.discard(entry);
//   every minute / on focus loss, when modified: store.write(doc path, project, &error);
//   after a clean save or when the user discards changes: store.remove(doc path).
class RecoveryStore
{
    Q_DECLARE_TR_FUNCTIONS(RecoveryStore)

public:
    // Empty directory: defaultDirectory().
    explicit RecoveryStore(const QString &directory = QString());
    static QString defaultDirectory();
    QString directory() const { return m_directory; }

    // Where the recovery file of this document lives. An empty documentPath is an untitled
    // document, told apart by untitledNumber (1, 2, ...).
    QString recoveryPathFor(const QString &documentPath, int untitledNumber = 1) const;
    // Writes the recovery file (creating the directory); false with *error when it cannot.
    bool write(const QString &documentPath, const ProjectFile &project, QString *error, int untitledNumber = 1) const;
    // Removes the document's recovery file (after a clean save or a discard); true when none is left.
    bool remove(const QString &documentPath, int untitledNumber = 1) const;

    // The recovery files worth offering, newest first: untitled ones, and those written after the
    // original file was last modified (or whose original is gone). Recovery files that are
    // older than their saved original are stale: they are not listed.
    QVector<RecoveryEntry> recoverable() const;
    // Reads a recovery file as a project (benchmark and systems as they were when it was written).
    bool restore(const RecoveryEntry &entry, ProjectFile *project, QString *error) const;
    bool discard(const RecoveryEntry &entry) const;
    // A recovery file that did not read whole is never restored (an empty or partial document
    // bound to the real project would be saved over it): it is renamed out of the list,
    // <name>.unreadable (then .unreadable-2, ...), kept for the user to look at. Returns the
    // new path, empty when it could not be renamed.
    QString setAside(const RecoveryEntry &entry) const;

private:
    QString m_directory;
};
