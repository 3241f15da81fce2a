#pragma once

#include "ui/edit/SentenceEditor.h"

#include <QObject>

class AnnotationWorkspace;
class QAction;
class QMenu;
class QUndoStack;
class QWidget;
class StudioDocument;

// The Edit > Sentence menu of the annotation workspace: split the current sentence before the
// token under the keyboard cursor, merge it with the next, edit its text (after a warning when
// triples use words the new text drops). Every change is undoable (SentenceEditor); after a
// split or a merge, and their undo and redo, the workspace shows the first changed sentence.
class SentenceActions : public QObject
{
    Q_OBJECT

public:
    SentenceActions(StudioDocument *document, QUndoStack *undoStack, AnnotationWorkspace *workspace,
                    QWidget *dialogParent);

    QMenu *menu() const { return m_menu; }
    // The steps of the actions, callable directly (tests): false when nothing changed.
    bool splitHere();
    bool mergeWithNext();
    // Asks first (Dialogs::warning, OK or Cancel) when triples would use words the text drops;
    // no answer (batch runs) keeps the sentence as it is.
    bool setText(const QString &text);

private:
    void editTextDialog();
    void refreshEnabled();

    StudioDocument *m_document;
    AnnotationWorkspace *m_workspace;
    QWidget *m_dialogParent;
    SentenceEditor m_editor;
    QMenu *m_menu = nullptr;
    QAction *m_split = nullptr;
    QAction *m_merge = nullptr;
    QAction *m_editText = nullptr;
};
