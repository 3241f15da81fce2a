#pragma once

#include "core/model/Sentence.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QUndoStack;
class StudioDocument;

// The undoable edits of the sentences themselves (SentenceStructure does the work): split a
// sentence before a token, merge it with the next, give it a new text. Each pushes one command
// (a split or a merge a SentenceListCommand, a new text a SentenceEditCommand); an edit that
// would change nothing is refused (false) and nothing is pushed.
class SentenceEditor
{
    Q_DECLARE_TR_FUNCTIONS(SentenceEditor)

public:
    SentenceEditor(StudioDocument *document, QUndoStack *stack);

    // Splits sentence `sentence` (0-based) before token `token` (0-based, 1..tokens-1).
    bool split(int sentence, int token);
    bool mergeWithNext(int sentence);
    bool setText(int sentence, const QString &text);
    // The triples ("synset.triple", 1-based) that would use words the new text does not have.
    QStringList triplesLosingWords(int sentence, const QString &text) const;

private:
    void pushList(int first, int removed, QVector<Sentence> replacement, const QString &text);

    StudioDocument *m_document;
    QUndoStack *m_stack;
};
