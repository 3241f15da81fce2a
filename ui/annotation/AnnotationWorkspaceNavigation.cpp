// The annotation workspace's navigation: the current sentence, finding and going to a sentence,
// the synset tree's selection (AnnotationWorkspace.cpp builds the view and refreshes it).

#include "core/document/StudioDocument.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/annotation/SynsetTreeModel.h"
#include "ui/common/Dialogs.h"

#include <QInputDialog>
#include <QSpinBox>
#include <QTreeView>

void AnnotationWorkspace::setCurrentSentence(int index)
{
    const int count = int(m_document->benchmark().sentences().size());
    if (count == 0) {
        m_current = -1;
    } else {
        index = qBound(0, index, count - 1);
        if (index == m_current)
            return;
        m_current = index;
    }
    m_draft.clear();
    refreshOptionalWords(); // this sentence's adverbs
    stopEditing();
    m_treeModel->setActiveSynset(-1);
    refreshSentence();
    Q_EMIT currentSentenceChanged(m_current);
}

int AnnotationWorkspace::activeSynset() const
{
    return m_treeModel->activeSynset();
}

void AnnotationWorkspace::setActiveSynset(int synset)
{
    if (synset >= 0 && synset < m_treeModel->rowCount())
        selectTriple(synset, -1);
}

void AnnotationWorkspace::selectTriple(int synset, int triple)
{
    const QModelIndex index = triple >= 0 ? m_treeModel->tripleIndex(synset, triple) : m_treeModel->synsetIndex(synset);
    if (!index.isValid())
        return;
    m_tree->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    m_tree->scrollTo(index);
    m_treeModel->setActiveSynset(synset);
    refreshEnabled();
}

int AnnotationWorkspace::selectedSynset() const
{
    const QModelIndex index = m_tree->selectionModel()->currentIndex();
    return index.isValid() && m_tree->selectionModel()->isSelected(index)
        ? index.data(SynsetTreeModel::SynsetRole).toInt()
        : -1;
}

int AnnotationWorkspace::selectedTriple() const
{
    const QModelIndex index = m_tree->selectionModel()->currentIndex();
    if (!index.isValid() || !index.parent().isValid() || !m_tree->selectionModel()->isSelected(index))
        return -1;
    return index.data(SynsetTreeModel::TripleRole).toInt();
}

bool AnnotationWorkspace::goToNextWhere(const std::function<bool(const Sentence &)> &matches)
{
    const QVector<Sentence> &sentences = m_document->benchmark().sentences();
    for (int step = 1; step <= sentences.size(); ++step) {
        const int index = int((m_current + step) % sentences.size());
        if (matches(sentences.at(index))) {
            setCurrentSentence(index);
            return true;
        }
    }
    return false;
}

bool AnnotationWorkspace::findNext(const QString &text)
{
    const QString needle = text.trimmed();
    return !needle.isEmpty() && goToNextWhere([&needle](const Sentence &sentence) {
        return sentence.text.contains(needle, Qt::CaseInsensitive) || sentence.id == needle;
    });
}

bool AnnotationWorkspace::goToNextWithoutSynsets()
{
    return goToNextWhere([](const Sentence &sentence) { return sentence.synsets.isEmpty(); });
}

void AnnotationWorkspace::goToDialog()
{
    const int count = int(m_document->benchmark().sentences().size());
    if (count == 0)
        return;
    if (!Dialogs::isInteractive()) { // no dialog: the sentence box takes the number
        m_sentenceSpin->setFocus(Qt::ShortcutFocusReason);
        m_sentenceSpin->selectAll();
        return;
    }
    bool ok = false;
    const int number = QInputDialog::getInt(this, tr("Go to Sentence"), tr("Sentence (1 to %1):").arg(count),
                                            m_current + 1, 1, count, 1, &ok);
    if (ok)
        setCurrentSentence(number - 1);
}

void AnnotationWorkspace::moveToDialog()
{
    if (selectedTriple() < 0 || !Dialogs::isInteractive())
        return;
    bool ok = false;
    const int rows = m_treeModel->rowCount();
    //: Move a triple: synset number, or one past the last for a new synset
    const int number = QInputDialog::getInt(this, tr("Move Triple"),
                                            tr("To synset (1 to %1; %2 makes a new one):").arg(rows).arg(rows + 1),
                                            selectedSynset() + 1, 1, rows + 1, 1, &ok);
    if (ok)
        moveSelectedTripleTo(number > rows ? -1 : number - 1);
}
