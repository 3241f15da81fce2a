#include "ui/edit/SentenceListCommand.h"

#include "core/document/StudioDocument.h"

SentenceListCommand::SentenceListCommand(StudioDocument *document, int first, const QVector<Sentence> &before,
                                         const QVector<Sentence> &after, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_first(first)
    , m_before(before)
    , m_after(after)
{
}

void SentenceListCommand::redo()
{
    m_document->replaceSentences(m_first, int(m_before.size()), m_after);
}

void SentenceListCommand::undo()
{
    m_document->replaceSentences(m_first, int(m_after.size()), m_before);
}
