#pragma once

#include "core/model/Sentence.h"

#include <QUndoCommand>

class StudioDocument;

// One undoable edit of the gold: the sentence as it was before and after the edit. redo()
// and undo() hand the right one to StudioDocument::replaceSentence, which rescores that
// sentence for every system. The command owns both copies (implicitly shared, so cheap); the
// document outlives the undo stack that owns the command.
class SentenceEditCommand : public QUndoCommand
{
public:
    SentenceEditCommand(StudioDocument *document, int index, const Sentence &before, const Sentence &after,
                        const QString &text, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

    int sentenceIndex() const { return m_index; }

private:
    StudioDocument *m_document;
    int m_index;
    Sentence m_before;
    Sentence m_after;
};
