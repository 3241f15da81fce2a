#include "ui/edit/SentenceEditCommand.h"

#include "core/document/StudioDocument.h"

SentenceEditCommand::SentenceEditCommand(StudioDocument *document, int index, const Sentence &before,
                                         const Sentence &after, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_index(index)
    , m_before(before)
    , m_after(after)
{
}

void SentenceEditCommand::redo()
{
    m_document->replaceSentence(m_index, m_after);
}

void SentenceEditCommand::undo()
{
    m_document->replaceSentence(m_index, m_before);
}
