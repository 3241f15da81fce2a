#include "ui/merge/MergeDecisionCommand.h"

#include "core/merge/MergeSession.h"

MergeDecisionCommand::MergeDecisionCommand(MergeSession *session, const MergeDecision &decision, const QString &text)
    : QUndoCommand(text),
      m_session(session),
      m_decision(decision)
{ }

void MergeDecisionCommand::redo()
{
    QUndoCommand::redo(); // the gold first: the log's item is aligned on the new sentence
    if (m_session)
        m_session->addDecision(m_decision);
}

void MergeDecisionCommand::undo()
{
    if (m_session)
        m_session->removeDecision(m_decision);
    QUndoCommand::undo();
}
