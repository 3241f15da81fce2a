#include "ui/edit/SentenceEditor.h"

#include "core/document/SentenceStructure.h"
#include "core/document/StudioDocument.h"
#include "ui/edit/SentenceEditCommand.h"
#include "ui/edit/SentenceListCommand.h"

#include <QUndoStack>

SentenceEditor::SentenceEditor(StudioDocument *document, QUndoStack *stack)
    : m_document(document)
    , m_stack(stack)
{
}

void SentenceEditor::pushList(int first, int removed, QVector<Sentence> replacement, const QString &text)
{
    const QVector<Sentence> &all = m_document->benchmark().sentences();
    // Extractions are attached by sentence id: with systems attached, no sentence is renumbered.
    removed = SentenceStructure::assignIds(all, first, removed, m_document->session().systems().isEmpty(), &replacement);
    m_stack->push(new SentenceListCommand(m_document, first, all.mid(first, removed), replacement, text));
}

bool SentenceEditor::split(int sentence, int token)
{
    const QVector<Sentence> &all = m_document->benchmark().sentences();
    if (sentence < 0 || sentence >= all.size())
        return false;
    const QVector<Sentence> parts = SentenceStructure::split(all.at(sentence), token);
    if (parts.size() != 2)
        return false;
    //: Edit > Undo "Split Sentence 3 before 'The'"
    pushList(sentence, 1, parts, tr("Split Sentence %1 before '%2'").arg(sentence + 1).arg(all.at(sentence).tokens.at(token)));
    return true;
}

bool SentenceEditor::mergeWithNext(int sentence)
{
    const QVector<Sentence> &all = m_document->benchmark().sentences();
    if (sentence < 0 || sentence + 1 >= all.size())
        return false;
    pushList(sentence, 2, {SentenceStructure::merge(all.at(sentence), all.at(sentence + 1))},
             tr("Merge Sentences %1 and %2").arg(sentence + 1).arg(sentence + 2));
    return true;
}

bool SentenceEditor::setText(int sentence, const QString &text)
{
    const QVector<Sentence> &all = m_document->benchmark().sentences();
    if (sentence < 0 || sentence >= all.size())
        return false;
    const Sentence &before = all.at(sentence);
    const Sentence after = SentenceStructure::withText(before, text);
    if (after.tokens.isEmpty() || after.tokens == before.tokens)
        return false;
    m_stack->push(new SentenceEditCommand(m_document, sentence, before, after,
                                          tr("Edit the Text of Sentence %1").arg(sentence + 1)));
    return true;
}

QStringList SentenceEditor::triplesLosingWords(int sentence, const QString &text) const
{
    const QVector<Sentence> &all = m_document->benchmark().sentences();
    if (sentence < 0 || sentence >= all.size())
        return {};
    return SentenceStructure::wordsLost(all.at(sentence), SentenceStructure::withText(all.at(sentence), text).tokens);
}
