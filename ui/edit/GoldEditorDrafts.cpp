// GoldEditor's round-0 edits: draft synsets proposed from system extractions
// (core/assist/DraftSynsets) set, accepted into the gold, dropped; each one undo step.

#include "core/document/StudioDocument.h"
#include "ui/edit/GoldEditor.h"

bool GoldEditor::setDrafts(int sentence, const QVector<Synset> &drafts, const QString &text, QUndoCommand *parent)
{
    const QVector<Sentence> &sentences = m_document->benchmark().sentences();
    if (sentence < 0 || sentence >= sentences.size())
        return false;
    const Sentence &before = sentences.at(sentence);
    if (before.drafts.size() == drafts.size()
        && std::equal(drafts.begin(), drafts.end(), before.drafts.begin(),
                      [](const Synset &a, const Synset &b) { return a.triples == b.triples; }))
        return false;
    Sentence after = before;
    after.drafts = drafts;
    push(sentence, before, after, text, parent, false);
    return true;
}

int GoldEditor::acceptDraft(int sentence, int draft, QVector<Triple> triples)
{
    const QVector<Sentence> &sentences = m_document->benchmark().sentences();
    if (sentence < 0 || sentence >= sentences.size() || triples.isEmpty())
        return -1;
    const Sentence &before = sentences.at(sentence);
    if (draft < 0 || draft >= before.drafts.size())
        return -1;
    Synset fresh;
    for (Triple &triple : triples) {
        if (triple.isInert())
            return -1;
        stamp(&triple);
        if (!fresh.triples.contains(triple))
            fresh.triples.append(triple);
    }
    Sentence after = before;
    after.drafts.removeAt(draft);
    const int synset = int(after.synsets.size());
    after.synsets.append(fresh);
    push(sentence, before, after,
         tr("Accept draft synset %1 as synset %2 (%n triple(s))", nullptr, int(fresh.triples.size()))
             .arg(draft + 1)
             .arg(synset + 1));
    return synset;
}

bool GoldEditor::dropDraft(int sentence, int draft, const QString &text)
{
    const QVector<Sentence> &sentences = m_document->benchmark().sentences();
    if (sentence < 0 || sentence >= sentences.size())
        return false;
    const Sentence &before = sentences.at(sentence);
    if (draft < 0 || draft >= before.drafts.size())
        return false;
    Sentence after = before;
    after.drafts.removeAt(draft);
    push(sentence, before, after, text.isEmpty() ? tr("Drop draft synset %1").arg(draft + 1) : text, nullptr, false);
    return true;
}
