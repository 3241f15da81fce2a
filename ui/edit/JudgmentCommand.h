#pragma once

#include "core/model/ReviewJudgment.h"

#include <QUndoCommand>

#include <optional>

class StudioDocument;

// One undoable review judgment: the judgment of one extraction before (none, or an earlier one)
// and after. redo()/undo() set or remove it in the document; an acceptance pairs it with the
// SentenceEditCommand that adds the triple (one macro, one undo step).
class JudgmentCommand : public QUndoCommand
{
public:
    JudgmentCommand(StudioDocument *document, const std::optional<ReviewJudgment> &before, const ReviewJudgment &after,
                    const QString &text, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    StudioDocument *m_document;
    std::optional<ReviewJudgment> m_before;
    ReviewJudgment m_after;
};
