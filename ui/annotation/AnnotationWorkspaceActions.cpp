// The actions of the annotation workspace and their shortcuts (AnnotationWorkspace.cpp holds
// the rest of the class). Help > Keyboard shortcuts lists them from the actions themselves.

#include "core/document/StudioDocument.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/annotation/EffortDialog.h"
#include "ui/annotation/SlotEditor.h"
#include "ui/annotation/TokenView.h"
#include "ui/common/TranslatedText.h"

#include <QAction>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSpinBox>
#include <QStyle>
#include <QTreeView>

QAction *AnnotationWorkspace::makeAction(const QString &name, const char *text, const QList<QKeySequence> &shortcuts,
                                         QList<QAction *> *list)
{
    auto *action = new QAction(this);
    TranslatedText(staticMetaObject).set(action, text);
    action->setObjectName(name);
    action->setShortcuts(shortcuts);
    // Edits only answer while the keyboard is in the workspace (not in the Evaluate tab, where
    // Delete or Return must not change the hidden annotation); navigation works anywhere.
    action->setShortcutContext(list != &m_navigationActions ? Qt::WidgetWithChildrenShortcut : Qt::WindowShortcut);
    addAction(action);
    list->append(action);
    return action;
}

void AnnotationWorkspace::createActions()
{
    const TranslatedText text(staticMetaObject);
    QList<QAction *> *edit = &m_editActions;
    const char *const slotNames[] = {"slotSubjectAction", "slotRelationAction", "slotObjectAction"};
    // The Edit menu names them (they had only their keys there).
    const char *const slotTexts[]
        = {QT_TR_NOOP("Fill the &Subject"), QT_TR_NOOP("Fill the &Relation"), QT_TR_NOOP("Fill the O&bject")};
    const QList<QKeySequence> slotKeys[] = {{Qt::Key_1, Qt::Key_S}, {Qt::Key_2, Qt::Key_R}, {Qt::Key_3, Qt::Key_O}};
    for (int s = 0; s < TripleDraft::kSlotCount; ++s) {
        m_slotActions[s] = makeAction(QLatin1String(slotNames[s]), slotTexts[s], slotKeys[s], edit);
        connect(m_slotActions[s], &QAction::triggered, this, [this, s]() { setCurrentSlot(s); });
    }
    m_optionalAction = makeAction(QStringLiteral("optionalAction"), QT_TR_NOOP("Toggle &Optional"),
                                  {QKeySequence(Qt::CTRL | Qt::Key_B)}, edit);
    text.setToolTip(m_optionalAction,
                    QT_TR_NOOP("Make the selected slot words one optional group [in brackets], or plain again"));
    connect(m_optionalAction, &QAction::triggered, this, &AnnotationWorkspace::toggleOptional);
    m_moveWordLeftAction = makeAction(QStringLiteral("moveWordLeftAction"), QT_TR_NOOP("Move Word &Left"),
                                      {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Left)}, edit);
    connect(m_moveWordLeftAction, &QAction::triggered, this, [this]() { moveSlotWord(-1); });
    m_moveWordRightAction = makeAction(QStringLiteral("moveWordRightAction"), QT_TR_NOOP("Move Word &Right"),
                                       {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Right)}, edit);
    connect(m_moveWordRightAction, &QAction::triggered, this, [this]() { moveSlotWord(1); });
    m_removeWordAction = makeAction(QStringLiteral("removeWordAction"), QT_TR_NOOP("Remo&ve Slot Words"),
                                    {QKeySequence(Qt::CTRL | Qt::Key_Backspace)}, edit);
    connect(m_removeWordAction, &QAction::triggered, this, &AnnotationWorkspace::removeSlotWords);
    m_freeWordAction = makeAction(QStringLiteral("freeWordAction"), QT_TR_NOOP("Add a &Word Not in the Sentence"),
                                  {QKeySequence(Qt::Key_Insert), QKeySequence(Qt::Key_W)}, edit);
    connect(m_freeWordAction, &QAction::triggered, this, [this]() {
        m_slotEditor->freeWordEdit()->setFocus(Qt::ShortcutFocusReason);
        m_slotEditor->freeWordEdit()->selectAll();
    });
    m_clearAction = makeAction(QStringLiteral("clearDraftAction"), QT_TR_NOOP("&Clear Triple"),
                               {QKeySequence(Qt::Key_Escape)}, edit);
    connect(m_clearAction, &QAction::triggered, this, &AnnotationWorkspace::clearDraft);
    m_addActiveAction = makeAction(QStringLiteral("addToActiveSynsetAction"), QT_TR_NOOP("Add to &Active Synset"),
                                   {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)}, edit);
    connect(m_addActiveAction, &QAction::triggered, this, &AnnotationWorkspace::addToActiveSynset);
    m_addNewAction
        = makeAction(QStringLiteral("addToNewSynsetAction"), QT_TR_NOOP("Add to &New Synset"),
                     {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}, edit);
    connect(m_addNewAction, &QAction::triggered, this, &AnnotationWorkspace::addToNewSynset);
    // Most first triples of a fact are followed by its other forms: the add and the checklist in
    // one chord (Alt with the add key).
    m_addActiveFormsAction = makeAction(
        QStringLiteral("addToActiveSynsetThenFormsAction"), QT_TR_NOOP("Add to Active Synset, T&hen Its Forms"),
        {QKeySequence(Qt::ALT | Qt::Key_Return), QKeySequence(Qt::ALT | Qt::Key_Enter)}, edit);
    text.setToolTip(m_addActiveFormsAction,
                    QT_TR_NOOP("Adds the triple to the active synset, then opens the variant checklist on it"));
    connect(m_addActiveFormsAction, &QAction::triggered, this, [this]() {
        if (addToActiveSynset() >= 0)
            showVariantChecklist();
    });
    m_addNewFormsAction = makeAction(
        QStringLiteral("addToNewSynsetThenFormsAction"), QT_TR_NOOP("Add to New Synset, Then &Its Forms"),
        {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Enter)}, edit);
    text.setToolTip(m_addNewFormsAction,
                    QT_TR_NOOP("Adds the triple as a new synset, then opens the variant checklist on it"));
    connect(m_addNewFormsAction, &QAction::triggered, this, [this]() {
        if (addToNewSynset() >= 0)
            showVariantChecklist();
    });
    // A form made from the triple just added (an object made longer, a word dropped): the add
    // keeps the triple in the slots, as F4 would load it.
    m_addActiveKeepAction = makeAction(QStringLiteral("addToActiveSynsetKeepAction"),
                                       QT_TR_NOOP("Add to Active Synset, &Keep the Slots"),
                                       {QKeySequence(Qt::SHIFT | Qt::Key_Return), QKeySequence(Qt::SHIFT | Qt::Key_Enter)},
                                       edit);
    text.setToolTip(m_addActiveKeepAction,
                    QT_TR_NOOP("Adds the triple to the active synset and keeps it in the slots: change a slot, then "
                               "add the next form"));
    connect(m_addActiveKeepAction, &QAction::triggered, this, &AnnotationWorkspace::addToActiveSynsetKeep);
    m_replaceAction = makeAction(QStringLiteral("replaceTripleAction"), QT_TR_NOOP("Re&place Edited Triple"),
                                 {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return)}, edit);
    connect(m_replaceAction, &QAction::triggered, this, &AnnotationWorkspace::replaceEditedTriple);
    m_editTripleAction
        = makeAction(QStringLiteral("editTripleAction"), QT_TR_NOOP("&Edit Triple"), {QKeySequence(Qt::Key_F2)}, edit);
    text.setToolTip(m_editTripleAction, QT_TR_NOOP("Load the selected triple back into the slots, then Replace"));
    connect(m_editTripleAction, &QAction::triggered, this, &AnnotationWorkspace::editSelectedTriple);
    m_copyTripleAction = makeAction(QStringLiteral("copyTripleAction"), QT_TR_NOOP("&Copy Triple to the Slots"),
                                    {QKeySequence(Qt::Key_F4)}, edit);
    text.setToolTip(m_copyTripleAction,
                    QT_TR_NOOP("Load the selected triple into the slots as a new triple: change a "
                               "slot, then Return adds it to the active synset"));
    connect(m_copyTripleAction, &QAction::triggered, this, &AnnotationWorkspace::copySelectedTriple);
    m_duplicateAction = makeAction(QStringLiteral("duplicateTripleAction"), QT_TR_NOOP("D&uplicate Triple"),
                                   {QKeySequence(Qt::CTRL | Qt::Key_D)}, edit);
    connect(m_duplicateAction, &QAction::triggered, this, &AnnotationWorkspace::duplicateSelectedTriple);
    m_moveUpAction = makeAction(QStringLiteral("moveTripleUpAction"), QT_TR_NOOP("Move Triple to &Previous Synset"),
                                {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up)}, edit);
    connect(m_moveUpAction, &QAction::triggered, this, [this]() { moveSelectedTriple(-1); });
    m_moveDownAction = makeAction(QStringLiteral("moveTripleDownAction"), QT_TR_NOOP("Move Triple to Ne&xt Synset"),
                                  {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down)}, edit);
    connect(m_moveDownAction, &QAction::triggered, this, [this]() { moveSelectedTriple(1); });
    m_moveToAction = makeAction(QStringLiteral("moveTripleToAction"), QT_TR_NOOP("&Move Triple to Synset..."),
                                {QKeySequence(Qt::CTRL | Qt::Key_M)}, edit);
    connect(m_moveToAction, &QAction::triggered, this, &AnnotationWorkspace::moveToDialog);
    m_deleteAction = makeAction(QStringLiteral("deleteAction"), QT_TR_NOOP("&Delete Triple or Synset"),
                                {QKeySequence(QKeySequence::Delete)}, edit);
    m_deleteAction->setIcon(style()->standardIcon(QStyle::SP_TrashIcon));
    connect(m_deleteAction, &QAction::triggered, this, &AnnotationWorkspace::deleteSelection);
    m_entityAction = makeAction(QStringLiteral("entityCleanAction"), QT_TR_NOOP("Toggle En&tity-Clean"),
                                {QKeySequence(Qt::CTRL | Qt::Key_E)}, edit);
    connect(m_entityAction, &QAction::triggered, this, &AnnotationWorkspace::toggleEntityClean);
    createAssistActions();
    createDraftActions();
    m_effortAction = new QAction(this);
    m_effortAction->setObjectName(QStringLiteral("effortAction"));
    text.set(m_effortAction, QT_TR_NOOP("Annotation &Effort..."));
    connect(m_effortAction, &QAction::triggered, this, &AnnotationWorkspace::showEffort);
    QList<QAction *> *nav = &m_navigationActions;
    m_focusTokensAction = makeAction(QStringLiteral("focusTokensAction"), QT_TR_NOOP("Go to the &Tokens"),
                                     {QKeySequence(Qt::Key_F6)}, nav);
    connect(m_focusTokensAction, &QAction::triggered, this,
            [this]() { m_tokenView->setFocus(Qt::ShortcutFocusReason); });
    m_focusTreeAction = makeAction(QStringLiteral("focusSynsetsAction"), QT_TR_NOOP("Go to the S&ynsets"),
                                   {QKeySequence(Qt::Key_F7)}, nav);
    connect(m_focusTreeAction, &QAction::triggered, this, [this]() { m_tree->setFocus(Qt::ShortcutFocusReason); });

    m_firstAction = makeAction(QStringLiteral("firstSentenceAction"), QT_TR_NOOP("&First Sentence"),
                               {QKeySequence(Qt::CTRL | Qt::Key_Home)}, nav);
    connect(m_firstAction, &QAction::triggered, this, [this]() { setCurrentSentence(0); });
    m_previousAction = makeAction(QStringLiteral("previousSentenceAction"), QT_TR_NOOP("&Previous Sentence"),
                                  {QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::ALT | Qt::Key_Left)}, nav);
    connect(m_previousAction, &QAction::triggered, this, [this]() { setCurrentSentence(m_current - 1); });
    m_nextAction = makeAction(QStringLiteral("nextSentenceAction"), QT_TR_NOOP("&Next Sentence"),
                              {QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::ALT | Qt::Key_Right)}, nav);
    connect(m_nextAction, &QAction::triggered, this, [this]() { setCurrentSentence(m_current + 1); });
    m_lastAction = makeAction(QStringLiteral("lastSentenceAction"), QT_TR_NOOP("&Last Sentence"),
                              {QKeySequence(Qt::CTRL | Qt::Key_End)}, nav);
    connect(m_lastAction, &QAction::triggered, this,
            [this]() { setCurrentSentence(int(m_document->benchmark().sentences().size()) - 1); });
    m_goToAction = makeAction(QStringLiteral("goToSentenceAction"), QT_TR_NOOP("&Go to Sentence..."),
                              {QKeySequence(Qt::CTRL | Qt::Key_G)}, nav);
    connect(m_goToAction, &QAction::triggered, this, &AnnotationWorkspace::goToDialog);
    m_nextEmptyAction
        = makeAction(QStringLiteral("nextWithoutSynsetsAction"), QT_TR_NOOP("Next Sentence &Without Synsets"),
                     {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_PageDown)}, nav);
    connect(m_nextEmptyAction, &QAction::triggered, this, &AnnotationWorkspace::goToNextWithoutSynsets);
    m_findAction
        = makeAction(QStringLiteral("findAction"), QT_TR_NOOP("&Find in Sentences..."), {QKeySequence::Find}, nav);
    connect(m_findAction, &QAction::triggered, this, [this]() {
        m_findEdit->setFocus(Qt::ShortcutFocusReason);
        m_findEdit->selectAll();
    });
    m_findNextAction
        = makeAction(QStringLiteral("findNextAction"), QT_TR_NOOP("Find N&ext"), {QKeySequence::FindNext}, nav);
    connect(m_findNextAction, &QAction::triggered, this, [this]() { findNext(m_findEdit->text()); });
}

// The line edits and the sentence spin box take their own keys (Return, Escape, letters and
// digits) before the workspace's single-key shortcuts see them.
bool AnnotationWorkspace::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool plain = !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
        const bool editingKey = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter
            || key->key() == Qt::Key_Escape || (plain && !key->text().isEmpty() && key->text().at(0).isPrint());
        if (editingKey) {
            event->accept();
            return true;
        }
    }
    if (event->type() == QEvent::KeyPress && watched == m_slotEditor->freeWordEdit()) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape) {
            m_slotEditor->freeWordEdit()->clear();
            m_tokenView->setFocus(Qt::ShortcutFocusReason);
            return true;
        }
    }
    if (event->type() == QEvent::KeyPress && watched == m_findEdit) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            findNext(m_findEdit->text());
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            m_tokenView->setFocus(Qt::ShortcutFocusReason);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void AnnotationWorkspace::showEffort()
{
    auto *dialog = new EffortDialog(m_document, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}
