// The annotation workspace's edits: the triple being built (tokens, free words, optional
// groups, word order) and the synset tree (add, edit, duplicate, move, delete, entity-clean),
// each synset change one GoldEditor call, so one undo step (AnnotationWorkspace.cpp holds the
// rest of the class).

#include "core/document/StudioDocument.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/annotation/SlotEditor.h"
#include "ui/annotation/SynsetTreeModel.h"
#include "ui/annotation/TokenView.h"

void AnnotationWorkspace::activateToken(int token)
{
    if (m_draft.slotOfToken(token) == currentSlot()) {
        m_draft.removeToken(token);
        refreshDraft();
    } else {
        addTokenToSlot(token);
    }
}

void AnnotationWorkspace::addTokenToSlot(int token)
{
    const QStringList words = tokens();
    if (token < 0 || token >= words.size())
        return;
    if (m_draft.putToken(currentSlot(), token, words.at(token)))
        refreshDraft();
}

bool AnnotationWorkspace::addFreeWord(const QString &text)
{
    if (!sentence())
        return false;
    if (text.startsWith(QLatin1Char('='))) // the whole slot, exactly as typed
        m_draft.setSlotText(currentSlot(), text.mid(1));
    else if (!m_draft.addFreeWord(currentSlot(), text))
        return false;
    refreshDraft();
    return true;
}

bool AnnotationWorkspace::toggleOptional()
{
    const int slot = currentSlot();
    const QVector<int> positions = m_slotEditor->selectedPositions(slot);
    if (!m_draft.toggleOptional(slot, positions))
        return false;
    refreshDraft();
    return true;
}

bool AnnotationWorkspace::toggleOptionalToken(int token, bool ownGroup)
{
    const QStringList words = tokens();
    if (token < 0 || token >= words.size()
        || !m_draft.toggleOptionalToken(currentSlot(), token, words.at(token), ownGroup))
        return false;
    refreshDraft();
    return true;
}

bool AnnotationWorkspace::editWithToken(int token, bool (TripleDraft::*edit)(int, int, const QString &))
{
    const QStringList words = tokens();
    if (token < 0 || token >= words.size() || !(m_draft.*edit)(currentSlot(), token, words.at(token)))
        return false;
    refreshDraft();
    return true;
}

bool AnnotationWorkspace::appendTokenToSlot(int token)
{
    return editWithToken(token, &TripleDraft::appendToken);
}

bool AnnotationWorkspace::addTokenWord(int token)
{
    const QStringList words = tokens();
    if (token < 0 || token >= words.size() || !m_draft.addFreeWord(currentSlot(), words.at(token)))
        return false;
    refreshDraft();
    return true;
}

bool AnnotationWorkspace::splitToken(int token)
{
    return editWithToken(token, &TripleDraft::putSplit);
}

bool AnnotationWorkspace::joinToken(int token)
{
    return editWithToken(token, &TripleDraft::joinToken);
}

void AnnotationWorkspace::toggleAppendMode()
{
    m_draft.setAppendSlot(m_draft.appendSlot() == currentSlot() ? -1 : currentSlot());
    refreshDraft();
}

bool AnnotationWorkspace::addPhrase(int first, int last, TripleDraft::Phrase how)
{
    if (!sentence() || !m_draft.addPhrase(currentSlot(), first, last, tokens(), how))
        return false;
    refreshDraft();
    return true;
}

bool AnnotationWorkspace::moveSlotWord(int delta)
{
    const int slot = currentSlot();
    const QVector<int> positions = m_slotEditor->selectedPositions(slot);
    if (positions.size() != 1 || !m_draft.moveWord(slot, positions.first(), delta))
        return false;
    refreshDraft();
    m_slotEditor->selectPositions(slot, {positions.first() + delta});
    return true;
}

bool AnnotationWorkspace::removeSlotWords()
{
    const int slot = currentSlot();
    if (!m_draft.removeWords(slot, m_slotEditor->selectedPositions(slot)))
        return false;
    m_slotEditor->selectPositions(slot, {});
    refreshDraft();
    return true;
}

bool AnnotationWorkspace::clearSlot()
{
    const int slot = currentSlot();
    // An empty slot: Backspace still ends `=` there (as TripleDraft::clearSlot does).
    if (m_draft.words(slot).isEmpty() && m_draft.appendSlot() != slot)
        return false;
    m_draft.clearSlot(slot);
    m_slotEditor->selectPositions(slot, {});
    refreshDraft();
    return true;
}

void AnnotationWorkspace::clearDraft()
{
    m_draft.clear();
    stopEditing();
    setCurrentSlot(0);
    refreshDraft();
}

void AnnotationWorkspace::stopEditing()
{
    m_editSynset = -1;
    m_editTriple = -1;
    m_reviewJudgment.reset();
}

bool AnnotationWorkspace::loadForReview(int sentence, const Triple &triple, const ReviewJudgment &judgment)
{
    setCurrentSentence(sentence);
    if (m_current != sentence || !this->sentence())
        return false;
    stopEditing();
    m_draft.load(triple, tokens());
    m_reviewJudgment = judgment;
    setCurrentSlot(0);
    refreshDraft();
    return true;
}

int AnnotationWorkspace::addToNewSynset()
{
    return addDraft(-1);
}

int AnnotationWorkspace::addToActiveSynset()
{
    return activeSynset() < 0 ? -1 : addDraft(activeSynset());
}

int AnnotationWorkspace::addToActiveSynsetKeep()
{
    const Triple triple = m_draft.toTriple();
    const int cursor = m_tokenView->focusedToken();
    const int target = addToActiveSynset();
    if (target >= 0) {
        loadCopy(triple);
        m_tokenView->setFocusedToken(cursor); // the triple stays: so does the chip cursor
    }
    return target;
}

int AnnotationWorkspace::addDraft(int synset)
{
    if (!sentence() || !m_draft.isComplete())
        return -1;
    const int target = m_reviewJudgment ? m_editor.accept(m_current, synset, m_draft.toTriple(), *m_reviewJudgment)
                                        : m_editor.addTriple(m_current, synset, m_draft.toTriple());
    if (target >= 0) {
        clearDraft();
        // The next triple starts from the sentence's first chip, where subjects mostly are.
        m_tokenView->setFocusedToken(0);
        selectLastTriple(target);
    }
    return target;
}

void AnnotationWorkspace::selectLastTriple(int synset)
{
    selectTriple(synset, int(sentence()->synsets.at(synset).triples.size()) - 1);
}

bool AnnotationWorkspace::editSelectedTriple()
{
    const int synset = selectedSynset();
    const int triple = selectedTriple();
    if (!sentence() || triple < 0)
        return false;
    const Triple &loaded = sentence()->synsets.at(synset).triples.at(triple);
    if (loaded.isInert())
        return false;
    m_draft.load(loaded, tokens());
    m_editSynset = synset;
    m_editTriple = triple;
    setCurrentSlot(0);
    refreshDraft();
    focusChips();
    return true;
}

void AnnotationWorkspace::focusChips()
{
    // A triple loaded into the slots is changed there: the keyboard goes to the chips.
    if (m_tokenView->isVisible())
        m_tokenView->setFocus(Qt::OtherFocusReason);
}

bool AnnotationWorkspace::copySelectedTriple()
{
    const int synset = selectedSynset();
    const int triple = selectedTriple();
    if (!sentence() || triple < 0 || sentence()->synsets.at(synset).triples.at(triple).isInert())
        return false;
    loadCopy(sentence()->synsets.at(synset).triples.at(triple));
    return true;
}

void AnnotationWorkspace::loadCopy(const Triple &triple)
{
    loadDraft(triple);
    // The object is the slot a copy changes most often (the forms of a fact differ there: the
    // replay of the English gold changes it in half of its copies, the subject in a sixth).
    setCurrentSlot(2);
    focusChips();
}

void AnnotationWorkspace::loadDraft(const Triple &triple)
{
    if (!sentence())
        return;
    stopEditing();
    m_draft.load(triple, tokens());
    setCurrentSlot(0);
    refreshDraft();
}

bool AnnotationWorkspace::replaceEditedTriple()
{
    if (!sentence() || m_editSynset < 0 || !m_draft.isComplete())
        return false;
    const int synset = m_editSynset;
    const int triple = m_editTriple;
    if (!m_editor.replaceTriple(m_current, synset, triple, m_draft.toTriple()))
        return false;
    clearDraft();
    selectTriple(synset, triple);
    return true;
}

bool AnnotationWorkspace::duplicateSelectedTriple()
{
    const int synset = selectedSynset();
    const int triple = selectedTriple();
    if (triple < 0 || !m_editor.duplicateTriple(m_current, synset, triple))
        return false;
    selectTriple(synset, triple + 1);
    return true;
}

bool AnnotationWorkspace::moveSelectedTriple(int delta)
{
    const int synset = selectedSynset();
    if (selectedTriple() < 0)
        return false;
    const int target = synset + delta;
    if (target < 0)
        return false;
    return moveSelectedTripleTo(target >= m_treeModel->rowCount() ? -1 : target);
}

bool AnnotationWorkspace::moveSelectedTripleTo(int toSynset)
{
    const int synset = selectedSynset();
    const int triple = selectedTriple();
    if (triple < 0)
        return false;
    const int target = m_editor.moveTriple(m_current, synset, triple, toSynset);
    if (target < 0)
        return false;
    stopEditing();
    selectLastTriple(target);
    return true;
}

bool AnnotationWorkspace::deleteSelection()
{
    const int synset = selectedSynset();
    const int triple = selectedTriple();
    if (synset < 0)
        return false;
    const bool done
        = triple >= 0 ? m_editor.deleteTriple(m_current, synset, triple) : m_editor.deleteSynset(m_current, synset);
    if (done) {
        stopEditing();
        const int rows = m_treeModel->rowCount();
        if (rows > 0)
            selectTriple(std::min(synset, rows - 1), -1);
    }
    return done;
}

bool AnnotationWorkspace::toggleEntityClean()
{
    const int synset = selectedSynset();
    const int triple = selectedTriple();
    if (triple < 0)
        return false;
    const bool clean = sentence()->synsets.at(synset).triples.at(triple).isEntityClean();
    return m_editor.setEntityClean(m_current, synset, triple, !clean);
}
