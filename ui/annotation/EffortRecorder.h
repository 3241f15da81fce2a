#pragma once

#include <QElapsedTimer>
#include <QObject>

#include <functional>

class QKeyEvent;
class QWidget;
class StudioDocument;

// Records the annotation effort (core/document/AnnotationEffort) while its recording is on:
// every key pressed while the keyboard is in the annotation workspace (its chips, slots, tree,
// line edits, and the dialogs it opens), a chord counted once, a held key's repeats and lone
// modifier presses not at all, with the time since the previous key, on the sentence shown.
// It watches the application's events, so a key that a shortcut consumes counts too.
class EffortRecorder : public QObject
{
    Q_OBJECT

public:
    // `workspace` shows sentence `currentSentence()` of `document`.
    EffortRecorder(QWidget *workspace, StudioDocument *document, std::function<int()> currentSentence);
    ~EffortRecorder() override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool counts(QObject *watched, const QKeyEvent *key) const;
    void record();

    QWidget *m_workspace;
    StudioDocument *m_document;
    std::function<int()> m_currentSentence;
    QElapsedTimer m_sinceLast;
    int m_pendingKey = 0; // counted at its shortcut override: its key press is not counted again
};
