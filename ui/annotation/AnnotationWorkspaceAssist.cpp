// The annotation workspace's help from the guidelines (core/assist): suggested optional tokens
// on the slot words of the draft, and variants of the selected triple (placement, active
// voice, optional groups across a synset), each added through GoldEditor as one undo step
// (AnnotationWorkspace.cpp holds the rest of the class).

#include "core/assist/ActiveVoice.h"
#include "core/assist/OptionalGroupVariant.h"
#include "core/assist/OptionalSuggester.h"
#include "core/assist/PlacementVariants.h"
#include "core/assist/VariantChecklist.h"
#include "core/assist/VerbForms.h"
#include "core/document/StudioDocument.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/annotation/SlotEditor.h"
#include "ui/annotation/SuggestionDelegate.h"
#include "ui/annotation/TokenView.h"
#include "ui/annotation/VariantChecklistDialog.h"
#include "ui/common/TranslatedText.h"

#include <QAction>
#include <QInputDialog>
#include <QListWidget>

#include <algorithm>

void AnnotationWorkspace::createAssistActions()
{
    const TranslatedText text(staticMetaObject);
    QList<QAction *> *assist = &m_assistActions;
    m_acceptAllAction
        = makeAction(QStringLiteral("acceptSuggestionsAction"), QT_TR_NOOP("Accept All Suggested &Optional Tokens"),
                     {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B)}, assist);
    text.setToolTip(m_acceptAllAction, QT_TR_NOOP("Make every word in a dotted bracket an optional group"));
    connect(m_acceptAllAction, &QAction::triggered, this, &AnnotationWorkspace::acceptAllSuggestions);
    m_acceptOneAction
        = makeAction(QStringLiteral("acceptSuggestionAction"), QT_TR_NOOP("Accept the Suggestion at the &Cursor"),
                     {QKeySequence(Qt::ALT | Qt::Key_B)}, assist);
    text.setToolTip(m_acceptOneAction, QT_TR_NOOP("The suggestion on the current slot word, or on the focused token"));
    connect(m_acceptOneAction, &QAction::triggered, this, &AnnotationWorkspace::acceptSuggestionAtCursor);
    m_undoAcceptAction
        = makeAction(QStringLiteral("undoAcceptSuggestionsAction"), QT_TR_NOOP("&Undo Accepted Suggestions"),
                     {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_B)}, assist);
    connect(m_undoAcceptAction, &QAction::triggered, this, &AnnotationWorkspace::undoAcceptedSuggestions);
    m_checklistAction = makeAction(QStringLiteral("variantChecklistAction"), QT_TR_NOOP("&Variant Checklist..."),
                                   {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)}, assist);
    text.setToolTip(
        m_checklistAction,
        QT_TR_NOOP("Every other form of the selected synset's facts (placements of the relation/object boundary, the "
                   "active voice) and the facts of the other conjuncts as new synsets, the usual ones checked: toggle "
                   "by key, Return adds them"));
    connect(m_checklistAction, &QAction::triggered, this, &AnnotationWorkspace::showVariantChecklist);
    m_activeVoiceAction = makeAction(QStringLiteral("activeVoiceAction"), QT_TR_NOOP("Add &Active-Voice Variant"),
                                     {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)}, assist);
    text.setToolTip(m_activeVoiceAction,
                    QT_TR_NOOP("The selected passive triple in the active voice: [The] ball; was kicked by; "
                               "John gives John; kicked; [The] ball"));
    connect(m_activeVoiceAction, &QAction::triggered, this, qOverload<>(&AnnotationWorkspace::addActiveVoiceVariant));
    m_optionalSynsetAction
        = makeAction(QStringLiteral("optionalInSynsetAction"), QT_TR_NOOP("Toggle Optional in the &Whole Synset"),
                     {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O)}, assist);
    text.setToolTip(
        m_optionalSynsetAction,
        QT_TR_NOOP("The selected slot words made optional, or plain again, in every triple of the active synset"));
    connect(m_optionalSynsetAction, &QAction::triggered, this, &AnnotationWorkspace::toggleOptionalInSynset);
    m_nestedFactAction = makeAction(QStringLiteral("nestedFactAction"), QT_TR_NOOP("Copy a Nested &Fact to the Slots"),
                                    {QKeySequence(Qt::SHIFT | Qt::Key_F4)}, assist);
    text.setToolTip(m_nestedFactAction,
                    QT_TR_NOOP("The selected triple with its object cut after a preposition, the words before it in "
                               "the relation, as a new triple (again: the next preposition); Ctrl+Return adds it as a "
                               "new synset"));
    connect(m_nestedFactAction, &QAction::triggered, this, &AnnotationWorkspace::copyNestedFact);
}

bool AnnotationWorkspace::copyNestedFact()
{
    const int synset = selectedSynset();
    const int triple = selectedTriple();
    if (!sentence() || triple < 0)
        return false;
    const QVector<Triple> facts
        = PlacementVariants::nestedFacts(sentence()->synsets.at(synset).triples.at(triple), *sentence());
    if (facts.isEmpty()) {
        tell(tr("The object of the selected triple has no preposition to cut it at"));
        return false;
    }
    // Pressed again: the next one.
    int next = 0;
    for (int f = 0; f < facts.size(); ++f) {
        if (m_draft.line() == facts.at(f).toGoldLine())
            next = (f + 1) % int(facts.size());
    }
    loadDraft(facts.at(next));
    focusChips();
    tell(tr("Nested fact %1 of %2 in the slots: %3 adds it as a new synset")
             .arg(next + 1)
             .arg(facts.size())
             .arg(m_addNewAction->shortcut().toString(QKeySequence::NativeText)));
    return true;
}

void AnnotationWorkspace::tell(const QString &text)
{
    m_assistMessage = text;
    if (!text.isEmpty())
        Q_EMIT message(text);
}

void AnnotationWorkspace::refreshSuggestions()
{
    if (!m_acceptedUndo.isEmpty() && !(m_draft == m_acceptedDraft))
        m_acceptedUndo.clear(); // the draft changed otherwise since: its undo would lose that
    const Sentence *current = sentence();
    m_suggestions = current && !m_draft.isEmpty() && m_settings.suggestionKinds.any()
        ? OptionalSuggester(*current).suggest(m_draft, m_settings.suggestionKinds)
        : QVector<OptionalSuggestion>();
}

QString AnnotationWorkspace::suggestionHint() const
{
    if (m_suggestions.isEmpty())
        return QString();
    QStringList kinds;
    for (int k = 0; k < OptionalSuggestion::kKindCount; ++k) {
        const auto kind = OptionalSuggestion::Kind(k);
        const bool present = std::any_of(m_suggestions.begin(), m_suggestions.end(),
                                         [kind](const OptionalSuggestion &s) { return s.kind == kind; });
        if (present)
            kinds << QStringLiteral("<span style=\"color:%1\"><b>%2</b></span>")
                         .arg(SuggestionDelegate::kindColor(kind).name(),
                              SuggestionDelegate::kindShortName(kind).toHtmlEscaped());
    }
    //: Under the slots: "Suggested optional (dotted): determiner, quantity · Ctrl+Shift+B accepts all, Alt+B the one at
    //: the cursor"
    return tr("Suggested optional (dotted): %1 &middot; %2 accepts all, %3 the one at the cursor")
        .arg(kinds.join(QStringLiteral(", ")),
             m_acceptAllAction->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped(),
             m_acceptOneAction->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped());
}

void AnnotationWorkspace::acceptSuggestion(const OptionalSuggestion &suggestion)
{
    suggestion.applyTo(&m_draft);
}

int AnnotationWorkspace::acceptAllSuggestions()
{
    if (m_suggestions.isEmpty())
        return 0;
    m_acceptedUndo.append(m_draft);
    const QVector<OptionalSuggestion> accepted = m_suggestions;
    for (const OptionalSuggestion &suggestion : accepted)
        acceptSuggestion(suggestion);
    m_acceptedDraft = m_draft;
    refreshDraft();
    tell(tr("%n suggested optional token(s) accepted (%1 undoes)", nullptr, int(accepted.size()))
             .arg(m_undoAcceptAction->shortcut().toString(QKeySequence::NativeText)));
    return int(accepted.size());
}

bool AnnotationWorkspace::acceptSuggestionAtCursor()
{
    // The cursor: the focused token chip when the keyboard is on the tokens, else the current
    // word of the current slot.
    int slot = currentSlot();
    int position = m_slotEditor->wordList(slot)->currentRow();
    if (m_tokenView->hasFocus()) {
        const int token = m_tokenView->focusedToken();
        slot = m_draft.slotOfToken(token);
        position = -1;
        for (int p = 0; slot >= 0 && p < m_draft.words(slot).size(); ++p) {
            if (m_draft.words(slot).at(p).token == token)
                position = p;
        }
    }
    for (const OptionalSuggestion &suggestion : std::as_const(m_suggestions)) {
        if (!suggestion.contains(slot, position))
            continue;
        m_acceptedUndo.append(m_draft);
        acceptSuggestion(suggestion);
        m_acceptedDraft = m_draft;
        refreshDraft();
        return true;
    }
    tell(tr("No suggested optional token at the cursor"));
    return false;
}

bool AnnotationWorkspace::undoAcceptedSuggestions()
{
    if (m_acceptedUndo.isEmpty())
        return false;
    const QSet<QString> learned = m_draft.optionalWords(); // as learned now, not then
    m_draft = m_acceptedUndo.takeLast();
    m_draft.setOptionalWords(learned);
    m_acceptedDraft = m_draft;
    refreshDraft();
    return true;
}

void AnnotationWorkspace::showVariantChecklist()
{
    const int synset = selectedSynset();
    if (!sentence() || synset < 0)
        return;
    const QVector<VariantChoice> choices = variantChoices(synset);
    if (std::none_of(choices.begin(), choices.end(), [](const VariantChoice &c) { return !c.held; })) {
        tell(PlacementVariants::allowedIn(sentence()->synsets.at(synset))
                 ? tr("No other form of synset %1's triples that it does not hold already").arg(synset + 1)
                 : tr("Synset %1 holds an entity-clean triple: the entity facet admits one placement, so no placement "
                      "variant is offered")
                       .arg(synset + 1));
        return;
    }
    auto *dialog = new VariantChecklistDialog(choices, synset, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const int sentenceIndex = m_current;
    connect(dialog, &QDialog::accepted, this, [this, dialog, sentenceIndex, synset]() {
        if (sentenceIndex != m_current)
            return;
        QVector<VariantChecklist::Habit> decided = decidedHabits();
        QSet<QString> declined = declinedIn(sentence()->id);
        const QString scope = VariantChecklist::declineScope(sentence()->synsets.at(synset));
        VariantChecklist::addDecisions(&decided, VariantChecklist::remember(dialog->decided(), scope, &declined));
        keepDecisions(decided, sentence()->id, declined);
        const QVector<Triple> chosen = dialog->chosen();
        const QVector<ConjunctFacts::Swap> conjuncts = dialog->chosenConjuncts();
        if (chosen.isEmpty() && conjuncts.isEmpty())
            return;
        selectTriple(synset, -1);
        if (conjuncts.isEmpty()) {
            addVariants(chosen, tr("Add %n variant(s) to synset %1", nullptr, int(chosen.size())).arg(synset + 1));
            return;
        }
        // Each other conjunct's synset: every triple of this one after the step, swapped.
        const QVector<Triple> all = sentence()->synsets.at(synset).triples + chosen;
        QVector<QVector<Triple>> synsets;
        for (const ConjunctFacts::Swap &swap : conjuncts)
            synsets.append(ConjunctFacts::synsetOf(all, *sentence(), swap));
        const QString text = chosen.isEmpty()
            ? tr("Add %n synset(s) for other conjuncts", nullptr, int(synsets.size()))
            : tr("Add %n variant(s) to synset %1 and synsets for other conjuncts", nullptr, int(chosen.size()))
                  .arg(synset + 1);
        if (m_editor.addTriplesAndSynsets(m_current, synset, chosen, synsets, text))
            selectLastTriple(synset);
    });
    dialog->open();
    tell(QString());
}

QVector<VariantChecklist::Habit> AnnotationWorkspace::variantHabits()
{
    return VariantChecklist::preferDecided(m_habits.habits(m_document->benchmark(), VerbForms::shared().get()),
                                           decidedHabits());
}

DraftHabits AnnotationWorkspace::draftHabits()
{
    return {m_habits.draftKinds(m_document->benchmark()),
            m_settings.learnedOptional ? m_optionalWords.words(m_document->benchmark()) : QSet<QString>()};
}

QVector<VariantChecklist::Habit> AnnotationWorkspace::decidedHabits() const
{
    QVector<VariantChecklist::Habit> rows = VariantChecklist::noHabits();
    for (const ChecklistDecisions::Row &kept : m_document->checklist().rows) {
        const std::optional<VariantChoice::Kind> kind = VariantChecklist::kindOfKey(kept.kind);
        for (VariantChecklist::Habit &row : rows) {
            if (kind && row.kind == *kind && row.moved == kept.moved) {
                row.offered = kept.offered;
                row.held = kept.kept;
            }
        }
    }
    return rows;
}

QSet<QString> AnnotationWorkspace::declinedIn(const QString &sentenceId) const
{
    const QStringList forms = m_document->checklist().declined.value(sentenceId);
    return QSet<QString>(forms.begin(), forms.end());
}

void AnnotationWorkspace::keepDecisions(const QVector<VariantChecklist::Habit> &decided, const QString &sentenceId,
                                        const QSet<QString> &declined)
{
    ChecklistDecisions kept = m_document->checklist();
    kept.rows.clear();
    for (const VariantChecklist::Habit &row : decided) {
        if (row.offered > 0)
            kept.rows.append({VariantChecklist::kindKey(row.kind), row.moved, row.offered, row.held});
    }
    QStringList forms(declined.begin(), declined.end());
    std::sort(forms.begin(), forms.end());
    if (forms.isEmpty())
        kept.declined.remove(sentenceId);
    else
        kept.declined.insert(sentenceId, forms);
    m_document->setChecklist(kept);
}

QVector<VariantChoice> AnnotationWorkspace::variantChoices(int synset)
{
    // The defaults follow what this gold's annotators kept so far (VariantChecklist::of).
    return variantChoices(*sentence(), synset);
}

QVector<VariantChoice> AnnotationWorkspace::variantChoices(const Sentence &sentence, int index)
{
    const QVector<VariantChecklist::Habit> learned = variantHabits();
    QVector<VariantChoice> choices
        = VariantChecklist::of(sentence.synsets.at(index), sentence, VerbForms::shared().get(), &learned, index);
    VariantChecklist::applyDeclined(&choices, VariantChecklist::declineScope(sentence.synsets.at(index)),
                                    declinedIn(sentence.id));
    return choices;
}

bool AnnotationWorkspace::addVariants(const QVector<Triple> &variants, const QString &undoText)
{
    const int synset = selectedSynset();
    if (!sentence() || synset < 0 || !m_editor.addTriples(m_current, synset, variants, undoText))
        return false;
    selectLastTriple(synset);
    return true;
}

bool AnnotationWorkspace::addActiveVoiceVariant()
{
    const int synset = selectedSynset();
    const int triple = selectedTriple();
    if (!sentence() || triple < 0)
        return false;
    const ActiveVoice::Result result
        = ActiveVoice::of(sentence()->synsets.at(synset).triples.at(triple), *sentence(), VerbForms::shared().get());
    switch (result.status) {
    case ActiveVoice::Status::NotPassive:
        tell(result.message);
        return false;
    case ActiveVoice::Status::Made:
        tell(QString());
        return addVariants({result.triple},
                           tr("Add the active voice of triple %1 to synset %2").arg(triple + 1).arg(synset + 1));
    case ActiveVoice::Status::NeedsRelation:
        break;
    }
    // The annotator types the form; nothing is added before OK.
    tell(result.message);
    auto *dialog = new QInputDialog(this);
    dialog->setObjectName(QStringLiteral("activeVoiceDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Active Voice"));
    dialog->setLabelText(tr("%1\n\n%2 --> ? --> %3\nActive relation:")
                             .arg(result.message, result.triple.subject().source(), result.triple.object().source()));
    dialog->setTextValue(result.triple.relation().source());
    const int sentenceIndex = m_current;
    connect(dialog, &QInputDialog::textValueSelected, this, [this, sentenceIndex, synset, triple](const QString &text) {
        if (sentenceIndex == m_current && synset == selectedSynset() && triple == selectedTriple())
            addActiveVoiceVariant(text);
    });
    dialog->open();
    return false;
}

bool AnnotationWorkspace::addActiveVoiceVariant(const QString &typedRelation)
{
    const int synset = selectedSynset();
    const int triple = selectedTriple();
    if (!sentence() || triple < 0 || typedRelation.trimmed().isEmpty())
        return false;
    const ActiveVoice::Result result
        = ActiveVoice::of(sentence()->synsets.at(synset).triples.at(triple), *sentence(), VerbForms::shared().get());
    if (result.status == ActiveVoice::Status::NotPassive)
        return false;
    return addVariants({ActiveVoice::withRelation(result, typedRelation)},
                       tr("Add the active voice of triple %1 to synset %2").arg(triple + 1).arg(synset + 1));
}

bool AnnotationWorkspace::toggleOptionalInSynset()
{
    const int synset = activeSynset();
    const int slot = currentSlot();
    QVector<int> positions = m_slotEditor->selectedPositions(slot);
    if (!sentence() || synset < 0 || positions.isEmpty())
        return false;
    std::sort(positions.begin(), positions.end());
    QStringList phrase;
    for (int p = positions.first(); p <= positions.last(); ++p)
        phrase << m_draft.words(slot).at(p).text;
    int changed = 0;
    bool madeOptional = false;
    const Synset toggled
        = OptionalGroupVariant::toggle(sentence()->synsets.at(synset), slot, phrase, &changed, &madeOptional);
    const QString words = phrase.join(QLatin1Char(' '));
    if (changed == 0) {
        tell(tr("No triple of synset %1 holds \"%2\" in its %3")
                 .arg(QString::number(synset + 1), words, SlotEditor::slotName(slot).toLower()));
        return false;
    }
    //: Undo text: Make "the" optional in 3 triples of synset 2
    const QString text = madeOptional ? tr("Make \"%1\" optional in %n triple(s) of synset %2", nullptr, changed)
                                            .arg(words, QString::number(synset + 1))
                                      : tr("Make \"%1\" plain in %n triple(s) of synset %2", nullptr, changed)
                                            .arg(words, QString::number(synset + 1));
    if (!m_editor.replaceSynset(m_current, synset, toggled, text))
        return false;
    tell(QString());
    // A triple of that synset loaded into the slots follows the edit.
    if (m_editSynset == synset) {
        const int editTriple = m_editTriple;
        m_draft.load(sentence()->synsets.at(synset).triples.at(editTriple), tokens());
        m_editSynset = synset;
        m_editTriple = editTriple;
        refreshDraft();
        m_slotEditor->selectPositions(slot, positions);
    }
    return true;
}
