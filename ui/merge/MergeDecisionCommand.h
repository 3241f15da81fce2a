#pragma once

#include "core/merge/MergeDecision.h"

#include <QPointer>
#include <QUndoCommand>

class MergeSession;

// One merge decision on the undo stack: its child (a SentenceEditCommand from GoldEditor, when
// the decision changes the gold) applies the sentence, and the decision joins the merge log;
// undo takes both back.
class MergeDecisionCommand : public QUndoCommand
{
public:
    MergeDecisionCommand(MergeSession *session, const MergeDecision &decision, const QString &text);

    void redo() override;
    void undo() override;

private:
    QPointer<MergeSession> m_session;
    MergeDecision m_decision;
};
