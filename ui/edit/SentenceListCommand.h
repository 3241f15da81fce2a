#pragma once

#include "core/model/Sentence.h"

#include <QUndoCommand>
#include <QVector>

class StudioDocument;

// One undoable change to the list of sentences (a split, a merge): the sentences from `first`
// as they were before and after. redo() and undo() hand one list to
// StudioDocument::replaceSentences, which recompiles and rescores the gold.
class SentenceListCommand : public QUndoCommand
{
public:
    SentenceListCommand(StudioDocument *document, int first, const QVector<Sentence> &before,
                        const QVector<Sentence> &after, const QString &text);
    void redo() override;
    void undo() override;

private:
    StudioDocument *m_document;
    int m_first;
    QVector<Sentence> m_before;
    QVector<Sentence> m_after;
};
