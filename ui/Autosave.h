#pragma once

#include "core/document/RecoveryStore.h"

#include <QObject>

#include <functional>

class QTimer;
class StudioDocument;

// Never losing work: while the document has unsaved changes, a copy goes to its recovery file
// (RecoveryStore) every few minutes and whenever the application loses focus. A clean save,
// or closing without saving on purpose, removes it; after a crash the next start finds it.
class Autosave : public QObject
{
    Q_OBJECT

public:
    explicit Autosave(StudioDocument *document, QObject *parent = nullptr);

    // Minutes between two recovery copies; 0 turns the timer off (focus loss still saves).
    void setIntervalMinutes(int minutes);
    RecoveryStore &store() { return m_store; }
    // The path the recovery file is named after: the project file, else the opened file.
    QString documentKey() const;
    // Writes the recovery copy now when there are unsaved changes; false with *error on failure.
    bool saveNow(QString *error = nullptr);
    // Removes the recovery copy of the document (saved, or changes thrown away).
    void clear();
    // The document as a project file: the benchmark and the attached systems...
    static ProjectFile projectOf(const StudioDocument &document);
    // ...plus what lives outside the document (the evaluation set-up), added by the writer set
    // here: what a save and each recovery copy hold.
    void setSetupWriter(std::function<void(ProjectFile *)> writer) { m_setupWriter = std::move(writer); }
    ProjectFile project() const;

private:
    StudioDocument *m_document;
    RecoveryStore m_store;
    QTimer *m_timer;
    QString m_lastKey; // the key the last copy was written under
    std::function<void(ProjectFile *)> m_setupWriter;
};
