#pragma once

#include "core/assist/OptionalSuggestion.h"
#include "core/model/TripleDraft.h"

#include <QVector>
#include <QWidget>

class QAbstractButton;
class QButtonGroup;
class QLabel;
class QLineEdit;
class QListWidget;

// The three slots of the triple being built (subject, relation, object): a mode button per
// slot (the slot that clicked tokens go to), the slot's words (optional groups in brackets,
// free words marked), a line edit for words that are not in the sentence, and a live preview
// of the line exactly as the gold file will hold it. Suggested optional tokens are drawn on the
// slot words (SuggestionDelegate). It shows a TripleDraft; the workspace
// owns the draft and edits it.
class SlotEditor : public QWidget
{
    Q_OBJECT

public:
    explicit SlotEditor(QWidget *parent = nullptr);

    // The draft's words, with the optional tokens suggested for them drawn as dotted brackets.
    void setDraft(const TripleDraft &draft, const QVector<OptionalSuggestion> &suggestions = {});
    int currentSlot() const { return m_current; }
    void setCurrentSlot(int slot);
    QVector<int> selectedPositions(int slot) const;
    void selectPositions(int slot, const QVector<int> &positions);
    QListWidget *wordList(int slot) const { return m_lists[slot]; }
    QLineEdit *freeWordEdit() const { return m_freeWord; }
    QLabel *preview() const { return m_preview; }
    // The line under the preview that says what the dotted brackets are (rich text; the line
    // stays when empty, so that the panes do not jump).
    void setSuggestionHint(const QString &html);
    static QString slotName(int slot);

Q_SIGNALS:
    void currentSlotChanged(int slot);
    void freeWordEntered(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QButtonGroup *m_modeGroup = nullptr;
    QAbstractButton *m_modeButtons[TripleDraft::kSlotCount] = {};
    QListWidget *m_lists[TripleDraft::kSlotCount] = {};
    QLineEdit *m_freeWord = nullptr;
    QLabel *m_preview = nullptr;
    QLabel *m_hint = nullptr;
    int m_current = 0;
};
