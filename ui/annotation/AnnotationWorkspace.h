#pragma once

#include "core/assist/DraftSynsets.h"
#include "core/assist/OptionalSuggestion.h"
#include "core/assist/OptionalWords.h"
#include "core/assist/VariantChecklist.h"
#include "core/model/TripleDraft.h"
#include "ui/annotation/AnnotationSettings.h"
#include "ui/edit/GoldEditor.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QWidget>

#include <functional>
#include <optional>

class QAction;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTreeView;
class QUndoCommand;
class QUndoStack;
class SlotEditor;
class StudioDocument;
class SynsetTreeModel;
class TokenView;

// The annotation workspace (the "Annotate" tab), after the AnnIE platform: the current
// sentence as token chips, the triple being built (subject / relation / object), and the
// sentence's synsets as a tree. Every change to the gold goes through GoldEditor, so it is
// one undo step on the main window's stack. Its actions (with shortcuts) are listed by
// editActions() and navigationActions() for the main window's menus; a whole session works
// from the keyboard: F6 tokens, arrows, 1/2/3 (or S/R/O) slot, Space add, Return add to the
// active synset, Ctrl+Return add to a new one, Page Down next sentence.
class AnnotationWorkspace : public QWidget
{
    Q_OBJECT

public:
    AnnotationWorkspace(StudioDocument *document, QUndoStack *undoStack, QWidget *parent = nullptr);

    int currentSentence() const { return m_current; }
    void setCurrentSentence(int index);
    int activeSynset() const;
    void setActiveSynset(int synset);
    int currentSlot() const;
    void setCurrentSlot(int slot);
    const TripleDraft &draft() const { return m_draft; }
    GoldEditor &editor() { return m_editor; }

    const AnnotationSettings &settings() const { return m_settings; }
    void applySettings(const AnnotationSettings &settings);

    QList<QAction *> editActions() const { return m_editActions; }
    QList<QAction *> navigationActions() const { return m_navigationActions; }
    // Suggested optional tokens and variants of a triple (AnnotationWorkspaceAssist.cpp).
    QList<QAction *> assistActions() const { return m_assistActions; }
    // View > Annotation Effort: the keys and time recorded per sentence (EffortDialog).
    QAction *effortAction() const { return m_effortAction; }
    void showEffort();
    // "Sentence 2 / 300 · here: 3 synsets, 7 triples · total: ..."
    QString statusText() const;

    // The steps the actions take, callable directly (tests, scripts).
    void activateToken(int token); // into the current slot, or out of it when already there
    void addTokenToSlot(int token);
    // Words not in the sentence, in BenchIE notation: `is`, `[had]` (an optional group); after
    // `=`, the whole current slot written exactly as typed (`=Crozier[,] Jr.`).
    bool addFreeWord(const QString &text);
    bool toggleOptional();
    // The token under the keyboard cursor made optional in its slot (added to the current slot
    // first), or plain again; next to an optional word of the token before, one group with it.
    // With `ownGroup` (the ] key) it never joins the group before: `[the] [first]`.
    bool toggleOptionalToken(int token, bool ownGroup = false);
    bool clearSlot(); // the current slot emptied (Backspace on the chips)
    // The chip at the end of the current slot, out of sentence order (+).
    bool appendTokenToSlot(int token);
    // The chip key =: chips go to the end of the current slot from now on, or in sentence order again.
    void toggleAppendMode();
    // The chip key *: the token's word at the end of the current slot, a word of its own.
    bool addTokenWord(int token);
    // The chip key |: the token split at its punctuation into the current slot.
    bool splitToken(int token);
    // The chip key &: the token joined to the current slot's last word, without a space.
    bool joinToken(int token);
    // The phrase first..last (Shift+Space; } its articles optional; { as one optional group) into
    // the current slot.
    bool addPhrase(int first, int last, TripleDraft::Phrase how);
    bool moveSlotWord(int delta);
    bool removeSlotWords();
    void clearDraft();
    int addToNewSynset();
    int addToActiveSynset();
    // The add that keeps the triple in the slots, as a copy (F4) of it would load it (Shift+Return).
    int addToActiveSynsetKeep();
    bool editSelectedTriple(); // loads the selected triple into the slots
    // Copy and change: the selected triple loaded into the slots as a new triple (not replacing
    // it), the object the current slot; change a slot, then Return adds it to the active synset (F4).
    bool copySelectedTriple();
    // A fact nested in the selected triple's object loaded into the slots, to be added as a
    // new synset (Shift+F4): the object cut after its first preposition, the words before it
    // moved into the relation; again: after the next one (PlacementVariants::nestedFacts).
    bool copyNestedFact();
    void loadDraft(const Triple &triple); // into the slots as a new triple (scripts, --draft)
    void loadCopy(const Triple &triple); // loadDraft, the object current, the keyboard on the chips
    // Review rounds: opens an extraction under review in the slots at its sentence, so that
    // optional words can be marked before it is added; the next add (to the active or a new
    // synset) accepts it with this judgment, one undo step (GoldEditor::accept). Clearing the
    // slots or another sentence drops it.
    bool loadForReview(int sentence, const Triple &triple, const ReviewJudgment &judgment);
    bool hasReviewDraft() const { return m_reviewJudgment.has_value(); }
    bool replaceEditedTriple();
    bool duplicateSelectedTriple();
    bool moveSelectedTriple(int delta); // to the previous (-1) or next (+1) synset; past the last: new
    bool moveSelectedTripleTo(int synset);
    bool deleteSelection();
    bool toggleEntityClean();
    bool findNext(const QString &text);
    bool goToNextWithoutSynsets();
    void selectTriple(int synset, int triple);
    int selectedSynset() const;
    int selectedTriple() const;

    // Suggested optional tokens of the draft (the kinds of the preferences), shown on the slot
    // words; accepting makes them optional groups of the draft, and can be undone.
    const QVector<OptionalSuggestion> &suggestions() const { return m_suggestions; }
    int acceptAllSuggestions(); // how many were accepted
    bool acceptSuggestionAtCursor(); // the one on the current slot word, or on the focused token
    bool undoAcceptedSuggestions();
    // Variants of the selected triple, added to its synset, each one undo step.
    // The variant checklist of the selected synset (VariantChecklistDialog); the checked forms
    // are added, one undo step.
    void showVariantChecklist();
    // The habits the checklist checks by: this gold's, or, once there are enough, the
    // annotator's own decisions in the checklist (VariantChecklist::preferDecided).
    QVector<VariantChecklist::Habit> variantHabits();
    // What round 0's drafts follow: the suggestion kinds this gold brackets at least half of the
    // times they are suggested (SuggestionHabits), and the words the chips put in optional.
    DraftHabits draftHabits();
    // The words this gold brackets alone nearly everywhere (OptionalWords), which the chips put
    // in optional while AnnotationSettings::learnedOptional is on.
    QStringList learnedOptionalWords();
    // The annotator's checklist decisions, kept in the document (and so in the project file):
    // per kind, and the forms declined in a sentence.
    QVector<VariantChecklist::Habit> decidedHabits() const;
    QSet<QString> declinedIn(const QString &sentenceId) const;
    // The forms the checklist offers for a synset of the current sentence, checked as it shows
    // them (the habits above; a form declined before in this sentence unchecked).
    QVector<VariantChoice> variantChoices(int synset);
    // The same for synset `index` of a sentence as it would be (a triple not added yet; scripts).
    QVector<VariantChoice> variantChoices(const Sentence &sentence, int index);
    bool addVariants(const QVector<Triple> &variants, const QString &undoText);
    // Made: added at once; needs a verb form: asks for it (activeVoiceDialog); else says why not.
    bool addActiveVoiceVariant();
    bool addActiveVoiceVariant(const QString &typedRelation);
    // The selected words of the current slot made optional, or plain again, in every triple of
    // the active synset.
    bool toggleOptionalInSynset();
    // Round 0 (AnnotationWorkspaceDrafts.cpp): draft synsets from the attached systems. The
    // dialog for the current sentence (proposing its drafts first when it has none); proposing
    // for one sentence (as a child of `parent` when given) or for every sentence without
    // drafts (one undo step); how many drafts were made.
    void showDraftSynsets();
    int proposeDrafts(int sentence, QUndoCommand *parent = nullptr);
    int proposeDraftsEverywhere();
    // What the last variant action could not do (empty when it did).
    QString assistMessage() const { return m_assistMessage; }

Q_SIGNALS:
    void currentSentenceChanged(int index);
    void statusChanged();
    // A short message for the status bar (why a variant was not made).
    void message(const QString &text);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void keepDecisions(const QVector<VariantChecklist::Habit> &decided, const QString &sentenceId,
                       const QSet<QString> &declined);
    void focusChips(); // after F2, F4 and Shift+F4: the keyboard on the chips
    QAction *makeAction(const QString &name, const char *text, const QList<QKeySequence> &shortcuts,
                        QList<QAction *> *list);
    void createActions();
    void retranslateUi();
    void createAssistActions();
    void createDraftActions();
    void refreshDraftsLabel();
    // The next sentence after the current one (wrapping round) that matches, made current.
    bool goToNextWhere(const std::function<bool(const Sentence &)> &matches);
    void refreshSuggestions();
    QString suggestionHint() const;
    void acceptSuggestion(const OptionalSuggestion &suggestion);
    void tell(const QString &text);
    void createLayout();
    void refreshSentence();
    void refreshDraft();
    void refreshTree();
    void refreshLegend();
    void refreshEnabled();
    void onSentenceChanged(int index);
    void onGoldReset();
    // The words the chips put in optional as learned from the gold (AnnotationSettings::learnedOptional).
    void refreshOptionalWords();
    // A chip key's edit of the draft with the token under the cursor, into the current slot.
    bool editWithToken(int token, bool (TripleDraft::*edit)(int, int, const QString &));
    void goToDialog();
    void moveToDialog();
    void stopEditing();
    // Adds the draft to a synset (-1: a new one) and selects it there; the synset, or -1.
    int addDraft(int synset);
    void selectLastTriple(int synset);
    const Sentence *sentence() const;
    QStringList tokens() const;

    StudioDocument *m_document;
    QUndoStack *m_undoStack;
    GoldEditor m_editor;
    AnnotationSettings m_settings;
    TripleDraft m_draft;
    int m_current = -1;
    int m_editSynset = -1; // the triple loaded back into the slots, while editing
    int m_editTriple = -1;
    std::optional<ReviewJudgment> m_reviewJudgment; // the extraction in the slots is under review

    QLabel *m_sentenceLabel = nullptr;
    TokenView *m_tokenView = nullptr;
    QLabel *m_legend = nullptr;
    SlotEditor *m_slotEditor = nullptr;
    QLabel *m_editingLabel = nullptr;
    QLabel *m_draftsLabel = nullptr;
    QTreeView *m_tree = nullptr;
    SynsetTreeModel *m_treeModel = nullptr;
    QSpinBox *m_sentenceSpin = nullptr;
    QLineEdit *m_findEdit = nullptr;

    QList<QAction *> m_editActions;
    QList<QAction *> m_navigationActions;
    QList<QAction *> m_assistActions;
    QVector<OptionalSuggestion> m_suggestions;
    QVector<TripleDraft> m_acceptedUndo; // the draft before each acceptance
    TripleDraft m_acceptedDraft; // the draft after the last one: any other change ends the undo
    QString m_assistMessage;
    VariantHabitCache m_habits; // what this gold's annotators kept, per sentence
    OptionalWordCache m_optionalWords; // the words this gold brackets alone, per sentence
    QAction *m_acceptAllAction = nullptr;
    QAction *m_acceptOneAction = nullptr;
    QAction *m_undoAcceptAction = nullptr;
    QAction *m_checklistAction = nullptr;
    QAction *m_draftsAction = nullptr;
    QAction *m_proposeAllAction = nullptr;
    QAction *m_activeVoiceAction = nullptr;
    QAction *m_optionalSynsetAction = nullptr;
    QAction *m_slotActions[TripleDraft::kSlotCount] = {};
    QAction *m_addNewAction = nullptr;
    QAction *m_addActiveAction = nullptr;
    QAction *m_addNewFormsAction = nullptr; // the add, then the variant checklist
    QAction *m_addActiveFormsAction = nullptr;
    QAction *m_addActiveKeepAction = nullptr; // the add, the triple staying in the slots
    QAction *m_replaceAction = nullptr;
    QAction *m_optionalAction = nullptr;
    QAction *m_moveWordLeftAction = nullptr;
    QAction *m_moveWordRightAction = nullptr;
    QAction *m_removeWordAction = nullptr;
    QAction *m_clearAction = nullptr;
    QAction *m_freeWordAction = nullptr;
    QAction *m_editTripleAction = nullptr;
    QAction *m_duplicateAction = nullptr;
    QAction *m_copyTripleAction = nullptr;
    QAction *m_nestedFactAction = nullptr;
    QAction *m_effortAction = nullptr;
    QAction *m_moveUpAction = nullptr;
    QAction *m_moveDownAction = nullptr;
    QAction *m_moveToAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_entityAction = nullptr;
    QAction *m_focusTokensAction = nullptr;
    QAction *m_focusTreeAction = nullptr;
    QAction *m_firstAction = nullptr;
    QAction *m_previousAction = nullptr;
    QAction *m_nextAction = nullptr;
    QAction *m_lastAction = nullptr;
    QAction *m_goToAction = nullptr;
    QAction *m_nextEmptyAction = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_findNextAction = nullptr;
};
