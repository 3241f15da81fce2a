#include "ui/edit/JudgmentCommand.h"

#include "core/document/StudioDocument.h"

JudgmentCommand::JudgmentCommand(StudioDocument *document, const std::optional<ReviewJudgment> &before,
                                 const ReviewJudgment &after, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent),
      m_document(document),
      m_before(before),
      m_after(after)
{ }

void JudgmentCommand::redo()
{
    m_document->setJudgment(m_after);
}

void JudgmentCommand::undo()
{
    if (m_before)
        m_document->setJudgment(*m_before);
    else
        m_document->removeJudgment(m_after.key());
}
