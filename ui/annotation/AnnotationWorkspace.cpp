#include "ui/annotation/AnnotationWorkspace.h"

#include "core/document/StudioDocument.h"
#include "ui/annotation/EffortRecorder.h"
#include "ui/annotation/SlotEditor.h"
#include "ui/annotation/SynsetTreeModel.h"
#include "ui/annotation/TokenView.h"
#include "ui/common/Dialogs.h"
#include "ui/common/FlowLayout.h"
#include "ui/common/WrappingPane.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace {

QToolButton *actionButton(QAction *action)
{
    auto *button = new QToolButton;
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setObjectName(action->objectName() + QStringLiteral("Button"));
    return button;
}

FlowLayout *buttonRow()
{
    auto *row = new FlowLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(6);
    return row;
}

} // namespace

AnnotationWorkspace::AnnotationWorkspace(StudioDocument *document, QUndoStack *undoStack, QWidget *parent)
    : QWidget(parent),
      m_document(document),
      m_undoStack(undoStack),
      m_editor(document, undoStack)
{
    setObjectName(QStringLiteral("annotationPage"));
    createActions();
    createLayout();
    connect(m_document, &StudioDocument::goldReset, this, &AnnotationWorkspace::onGoldReset);
    connect(m_document, &StudioDocument::sentenceChanged, this, &AnnotationWorkspace::onSentenceChanged);
    applySettings(m_settings);
    onGoldReset();
    retranslateUi();
}

// The texts made of a translation and a value (a slot's name, a key); the plain ones are
// TranslatedText's.
void AnnotationWorkspace::retranslateUi()
{
    for (int s = 0; s < TripleDraft::kSlotCount; ++s)
        //: Edit menu: "Fill Subject", the slot clicked tokens go to
        m_slotActions[s]->setText(tr("Fill %1").arg(SlotEditor::slotName(s)));
    m_sentenceSpin->setToolTip(
        tr("Sentence number (%1)").arg(m_goToAction->shortcut().toString(QKeySequence::NativeText)));
    m_findEdit->setPlaceholderText(
        tr("Find in sentences (%1)").arg(QKeySequence(QKeySequence::Find).toString(QKeySequence::NativeText)));
    refreshSentence();
    refreshDraft();
    refreshLegend();
    refreshDraftsLabel();
}

void AnnotationWorkspace::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void AnnotationWorkspace::createLayout()
{
    auto *navigation = new QToolBar;
    navigation->setObjectName(QStringLiteral("annotationNavigation"));
    // Text arrows rather than the style's media icons: they follow the palette (dark included).
    navigation->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_firstAction->setIconText(QStringLiteral("|\u25C0"));
    m_previousAction->setIconText(QStringLiteral("\u25C0"));
    m_nextAction->setIconText(QStringLiteral("\u25B6"));
    m_lastAction->setIconText(QStringLiteral("\u25B6|"));
    navigation->addAction(m_firstAction);
    navigation->addAction(m_previousAction);
    m_sentenceSpin = new QSpinBox;
    m_sentenceSpin->setObjectName(QStringLiteral("sentenceSpin"));
    m_sentenceSpin->setKeyboardTracking(false);
    m_sentenceSpin->installEventFilter(this);
    connect(m_sentenceSpin, &QSpinBox::valueChanged, this, [this](int value) { setCurrentSentence(value - 1); });
    navigation->addWidget(m_sentenceSpin);
    navigation->addAction(m_nextAction);
    navigation->addAction(m_lastAction);
    navigation->addAction(m_nextEmptyAction);
    navigation->addSeparator();
    m_findEdit = new QLineEdit;
    m_findEdit->setObjectName(QStringLiteral("findEdit"));
    m_findEdit->setClearButtonEnabled(true);
    m_findEdit->setMaximumWidth(320);
    m_findEdit->installEventFilter(this);
    navigation->addWidget(m_findEdit);

    m_sentenceLabel = new QLabel;
    m_sentenceLabel->setObjectName(QStringLiteral("sentenceLabel"));
    m_sentenceLabel->setWordWrap(true);
    m_sentenceLabel->setTextFormat(Qt::PlainText);
    m_sentenceLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_tokenView = new TokenView;
    m_tokenView->setObjectName(QStringLiteral("tokenView"));
    connect(m_tokenView, &TokenView::tokenActivated, this, &AnnotationWorkspace::activateToken);
    connect(m_tokenView, &TokenView::tokenDragged, this, &AnnotationWorkspace::addTokenToSlot);
    connect(m_tokenView, &TokenView::tokenOptionalRequested, this, &AnnotationWorkspace::toggleOptionalToken);
    connect(m_tokenView, &TokenView::slotClearRequested, this, &AnnotationWorkspace::clearSlot);
    connect(m_tokenView, &TokenView::slotRequested, this, &AnnotationWorkspace::setCurrentSlot);
    connect(m_tokenView, &TokenView::phraseRequested, this, &AnnotationWorkspace::addPhrase);
    connect(m_tokenView, &TokenView::tokenAppendRequested, this, &AnnotationWorkspace::appendTokenToSlot);
    connect(m_tokenView, &TokenView::appendModeRequested, this, &AnnotationWorkspace::toggleAppendMode);
    connect(m_tokenView, &TokenView::tokenWordRequested, this, &AnnotationWorkspace::addTokenWord);
    connect(m_tokenView, &TokenView::tokenSplitRequested, this, &AnnotationWorkspace::splitToken);
    connect(m_tokenView, &TokenView::tokenJoinRequested, this, &AnnotationWorkspace::joinToken);
    new EffortRecorder(this, m_document, [this]() { return m_current; });
    auto *tokenScroll = new QScrollArea;
    tokenScroll->setWidget(m_tokenView);
    tokenScroll->setWidgetResizable(true);
    tokenScroll->setFrameShape(QFrame::NoFrame);
    tokenScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    tokenScroll->setFocusProxy(m_tokenView);
    // The pane grows to show every chip of a long sentence, up to a third of a typical screen.
    connect(m_tokenView, &TokenView::neededHeightChanged, tokenScroll,
            [tokenScroll](int height) { tokenScroll->setMinimumHeight(std::min(height, 300)); });
    m_legend = new QLabel;
    m_legend->setObjectName(QStringLiteral("posLegend"));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setWordWrap(true); // every part of speech of a scheme, at any width

    // As high as the lines the sentence and the legend wrap to need: the legend below every row of chips.
    auto *sentencePane = new WrappingPane;
    auto *sentenceLayout = new QVBoxLayout(sentencePane);
    sentenceLayout->setContentsMargins(6, 4, 6, 0);
    sentenceLayout->addWidget(m_sentenceLabel);
    sentenceLayout->addWidget(tokenScroll, 1);
    sentenceLayout->addWidget(m_legend);

    m_slotEditor = new SlotEditor;
    m_slotEditor->setObjectName(QStringLiteral("slotEditor"));
    m_slotEditor->freeWordEdit()->installEventFilter(this);
    connect(m_slotEditor, &SlotEditor::currentSlotChanged, this, &AnnotationWorkspace::refreshEnabled);
    connect(m_slotEditor, &SlotEditor::freeWordEntered, this, &AnnotationWorkspace::addFreeWord);
    for (int s = 0; s < TripleDraft::kSlotCount; ++s)
        connect(m_slotEditor->wordList(s), &QListWidget::itemSelectionChanged, this,
                &AnnotationWorkspace::refreshEnabled);
    // Rows that wrap when the labels are long (a translated interface) rather than widen the window.
    auto *wordButtons = buttonRow();
    for (QAction *action :
         {m_optionalAction, m_moveWordLeftAction, m_moveWordRightAction, m_removeWordAction, m_clearAction})
        wordButtons->addWidget(actionButton(action));
    wordButtons->addStretch();
    m_editingLabel = new QLabel;
    m_editingLabel->setObjectName(QStringLiteral("editingLabel"));
    wordButtons->addWidget(m_editingLabel);
    for (QAction *action : {m_replaceAction, m_addActiveAction, m_addNewAction})
        wordButtons->addWidget(actionButton(action));
    auto *slotPane = new QWidget;
    auto *slotLayout = new QVBoxLayout(slotPane);
    slotLayout->setContentsMargins(6, 0, 6, 0);
    slotLayout->addWidget(m_slotEditor);
    slotLayout->addLayout(wordButtons);

    m_treeModel = new SynsetTreeModel(this);
    // Queued, like the move below: the view finishes handling the click (or the drop) before the
    // edit resets the model under it.
    connect(
        m_treeModel, &SynsetTreeModel::entityCleanRequested, this,
        [this](int synset, int triple, bool clean) { m_editor.setEntityClean(m_current, synset, triple, clean); },
        Qt::QueuedConnection);
    connect(
        m_treeModel, &SynsetTreeModel::moveRequested, this,
        [this](int synset, int triple, int toSynset) {
            const int target = m_editor.moveTriple(m_current, synset, triple, toSynset);
            if (target >= 0)
                selectLastTriple(target);
        },
        Qt::QueuedConnection);
    m_tree = new QTreeView;
    m_tree->setObjectName(QStringLiteral("synsetTree"));
    m_tree->setModel(m_treeModel);
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setDragDropMode(QAbstractItemView::DragDrop);
    m_tree->setDefaultDropAction(Qt::MoveAction);
    m_tree->setDropIndicatorShown(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &index) {
        if (index.isValid())
            m_treeModel->setActiveSynset(index.data(SynsetTreeModel::SynsetRole).toInt());
        refreshEnabled();
    });
    // A mouse press makes the row current before it selects it: the actions follow the selection too.
    connect(m_tree->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &AnnotationWorkspace::refreshEnabled);
    connect(m_tree, &QTreeView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.parent().isValid())
            editSelectedTriple();
    });
    auto *treeButtons = buttonRow();
    for (QAction *action : {m_editTripleAction, m_copyTripleAction, m_duplicateAction, m_moveUpAction, m_moveDownAction,
                            m_entityAction, m_deleteAction})
        treeButtons->addWidget(actionButton(action));
    auto *treePane = new QWidget;
    auto *treeLayout = new QVBoxLayout(treePane);
    treeLayout->setContentsMargins(6, 0, 6, 4);
    m_draftsLabel = new QLabel;
    m_draftsLabel->setObjectName(QStringLiteral("draftsLabel"));
    m_draftsLabel->setVisible(false);
    treeLayout->addWidget(m_draftsLabel);
    treeLayout->addWidget(m_tree, 1);
    treeLayout->addLayout(treeButtons);

    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setObjectName(QStringLiteral("annotationSplitter"));
    splitter->addWidget(sentencePane);
    splitter->addWidget(slotPane);
    splitter->addWidget(treePane);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 0);
    splitter->setStretchFactor(2, 1);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({1, 1, 1000}); // the sentence and slot panes at their minimum, the tree gets the rest

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(navigation);
    layout->addWidget(splitter, 1);
    setFocusProxy(m_tokenView);
}

const Sentence *AnnotationWorkspace::sentence() const
{
    const QVector<Sentence> &sentences = m_document->benchmark().sentences();
    return m_current >= 0 && m_current < sentences.size() ? &sentences.at(m_current) : nullptr;
}

QStringList AnnotationWorkspace::tokens() const
{
    const Sentence *current = sentence();
    if (!current)
        return {};
    return current->tokens.isEmpty() ? Sentence::tokenize(current->text) : current->tokens;
}

void AnnotationWorkspace::applySettings(const AnnotationSettings &settings)
{
    m_settings = settings;
    m_draft.setOrder(settings.order);
    m_draft.setArticlesOptional(settings.articlesOptional);
    refreshOptionalWords();
    m_tokenView->setScheme(settings.scheme);
    m_tokenView->setShowIndices(settings.showIndices);
    m_tokenView->setShowTags(settings.showTags);
    if (sentence()) {
        m_tokenView->setTokens(tokens(), sentence()->tags(), sentence()->entityLabels);
        refreshDraft(); // the chips of the slots' tokens
    }
    QFont base = QWidget::font();
    base.setPointSize(settings.fontSize > 0 ? settings.fontSize : QFont().pointSize());
    m_tokenView->setFont(base);
    m_slotEditor->setFont(base);
    m_tree->setFont(base);
    m_sentenceLabel->setFont(base);
    GoldEditor::setAuthor(settings.author);
    refreshLegend();
}

QStringList AnnotationWorkspace::learnedOptionalWords()
{
    const QSet<QString> words = m_optionalWords.words(m_document->benchmark());
    return QStringList(words.begin(), words.end());
}

void AnnotationWorkspace::refreshOptionalWords()
{
    QSet<QString> words;
    if (m_settings.learnedOptional) {
        const Benchmark &gold = m_document->benchmark();
        words = m_optionalWords.words(gold);
        const Sentence *current = sentence();
        if (current && SuggestionHabits::adverbsOptional(m_habits.suggestionCounts(gold)))
            words.unite(OptionalSuggester(*current).optionalAdverbs());
    }
    m_draft.setOptionalWords(words);
}

void AnnotationWorkspace::onGoldReset()
{
    m_habits.clear();
    m_optionalWords.clear();
    refreshOptionalWords();
    m_current = -1;
    m_draft.clear();
    stopEditing();
    const int count = int(m_document->benchmark().sentences().size());
    {
        const QSignalBlocker blocker(m_sentenceSpin);
        m_sentenceSpin->setRange(count > 0 ? 1 : 0, count);
        m_sentenceSpin->setSuffix(tr(" / %1").arg(count));
    }
    setCurrentSentence(0);
    refreshEnabled();
}

void AnnotationWorkspace::onSentenceChanged(int index)
{
    m_habits.invalidate(index);
    m_optionalWords.invalidate(index);
    refreshOptionalWords();
    if (index != m_current) {
        setCurrentSentence(index); // an undo or redo of an edit elsewhere shows that sentence
        return;
    }
    const QVector<Synset> &synsets = m_document->benchmark().sentences().at(index).synsets;
    if (m_editSynset >= 0
        && (m_editSynset >= synsets.size() || m_editTriple >= synsets.at(m_editSynset).triples.size()))
        stopEditing();
    refreshTree();
    refreshEnabled();
}

void AnnotationWorkspace::refreshSentence()
{
    const Sentence *current = sentence();
    {
        const QSignalBlocker blocker(m_sentenceSpin);
        m_sentenceSpin->setValue(m_current + 1);
    }
    if (!current) {
        m_sentenceLabel->setText(tr("Open a gold, project or text file to annotate (File > Open)."));
        m_tokenView->setTokens({}, {});
    } else {
        //: Above the token chips: "sent_id 12: the sentence text"
        m_sentenceLabel->setText(tr("sent_id %1: %2").arg(current->id, current->text));
        m_tokenView->setTokens(tokens(), current->tags(), current->entityLabels);
    }
    refreshTree();
    refreshDraft();
}

void AnnotationWorkspace::refreshTree()
{
    const int selectedS = selectedSynset();
    const int selectedT = selectedTriple();
    const int active = m_treeModel->activeSynset();
    const Sentence *current = sentence();
    m_treeModel->setSynsets(current ? current->synsets : QVector<Synset>());
    m_tree->expandAll();
    if (active >= 0)
        m_treeModel->setActiveSynset(std::min(active, m_treeModel->rowCount() - 1));
    if (selectedS >= 0 && selectedS < m_treeModel->rowCount())
        selectTriple(selectedS, selectedT);
    refreshDraftsLabel();
    Q_EMIT statusChanged();
}

void AnnotationWorkspace::refreshDraft()
{
    refreshSuggestions();
    m_slotEditor->setDraft(m_draft, m_suggestions);
    m_slotEditor->setSuggestionHint(suggestionHint());
    QVector<int> slotOfToken(m_tokenView->tokenCount(), -1);
    for (int s = 0; s < TripleDraft::kSlotCount; ++s) {
        for (const DraftWord &word : m_draft.words(s)) {
            if (word.token >= 0 && word.token < slotOfToken.size())
                slotOfToken[word.token] = s;
        }
    }
    m_tokenView->setTokenSlots(slotOfToken);
    m_tokenView->setAppendSlot(m_draft.appendSlot());
    refreshEnabled();
}

void AnnotationWorkspace::refreshLegend()
{
    QStringList parts;
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    for (PosColors::Category category : PosColors::legend(m_settings.scheme)) {
        const QColor color = PosColors::background(category, m_settings.scheme, dark);
        parts << QStringLiteral("<span style=\"background-color:%1; color:%2\">&nbsp;%3&nbsp;</span>")
                     .arg(color.name(), palette().color(QPalette::ButtonText).name(),
                          PosColors::name(category).toHtmlEscaped());
    }
    for (int s = 0; s < TripleDraft::kSlotCount; ++s) {
        parts << QStringLiteral("<span style=\"color:%1\"><b>%2</b></span>")
                     .arg(TokenView::slotColor(s).name(), SlotEditor::slotName(s).toHtmlEscaped());
    }
    m_legend->setText(parts.join(QStringLiteral(" &nbsp; ")));
}

void AnnotationWorkspace::refreshEnabled()
{
    const bool hasSentence = sentence() != nullptr;
    const int slot = currentSlot();
    const bool wordsSelected = !m_slotEditor->selectedPositions(slot).isEmpty();
    const bool tripleSelected = selectedTriple() >= 0;
    m_addNewAction->setEnabled(hasSentence && m_draft.isComplete());
    m_addActiveAction->setEnabled(hasSentence && m_draft.isComplete() && activeSynset() >= 0);
    m_addNewFormsAction->setEnabled(m_addNewAction->isEnabled());
    m_addActiveFormsAction->setEnabled(m_addActiveAction->isEnabled());
    m_addActiveKeepAction->setEnabled(m_addActiveAction->isEnabled());
    m_replaceAction->setEnabled(hasSentence && m_draft.isComplete() && m_editSynset >= 0);
    m_optionalAction->setEnabled(wordsSelected);
    m_moveWordLeftAction->setEnabled(wordsSelected);
    m_moveWordRightAction->setEnabled(wordsSelected);
    m_removeWordAction->setEnabled(wordsSelected);
    m_clearAction->setEnabled(!m_draft.isEmpty() || m_editSynset >= 0);
    m_acceptAllAction->setEnabled(!m_suggestions.isEmpty());
    m_acceptOneAction->setEnabled(!m_suggestions.isEmpty());
    m_undoAcceptAction->setEnabled(!m_acceptedUndo.isEmpty());
    m_checklistAction->setEnabled(selectedSynset() >= 0);
    m_activeVoiceAction->setEnabled(tripleSelected);
    m_optionalSynsetAction->setEnabled(wordsSelected && activeSynset() >= 0);
    m_editTripleAction->setEnabled(tripleSelected);
    m_duplicateAction->setEnabled(tripleSelected);
    m_copyTripleAction->setEnabled(tripleSelected);
    m_nestedFactAction->setEnabled(tripleSelected);
    m_moveUpAction->setEnabled(tripleSelected);
    m_moveDownAction->setEnabled(tripleSelected);
    m_moveToAction->setEnabled(tripleSelected);
    m_entityAction->setEnabled(tripleSelected);
    m_deleteAction->setEnabled(selectedSynset() >= 0);
    const int count = int(m_document->benchmark().sentences().size());
    m_firstAction->setEnabled(m_current > 0);
    m_previousAction->setEnabled(m_current > 0);
    m_nextAction->setEnabled(m_current + 1 < count);
    m_lastAction->setEnabled(m_current + 1 < count);
    m_nextEmptyAction->setEnabled(count > 0);
    m_goToAction->setEnabled(count > 0);
    for (int s = 0; s < TripleDraft::kSlotCount; ++s)
        m_slotActions[s]->setEnabled(hasSentence);
    m_editingLabel->setText(m_editSynset >= 0
                                ? tr("Editing triple %1 of synset %2").arg(m_editTriple + 1).arg(m_editSynset + 1)
                                : m_reviewJudgment ? tr("Under review: adding it accepts the extraction")
                                                   : QString());
}

QString AnnotationWorkspace::statusText() const
{
    const Benchmark &benchmark = m_document->benchmark();
    const Sentence *current = sentence();
    if (!current)
        return tr("No sentence");
    int triples = 0;
    for (const Synset &synset : current->synsets)
        triples += int(synset.triples.size());
    //: Status bar: "Sentence 2 / 300: 3 synsets, 7 triples (total: 1350 synsets, 9000 triples)"
    return tr("Sentence %1 / %2: %3, %4 (total: %5, %6)")
        .arg(QString::number(m_current + 1), QString::number(benchmark.sentences().size()),
             tr("%n synset(s)", nullptr, int(current->synsets.size())), tr("%n triple(s)", nullptr, triples),
             tr("%n synset(s)", nullptr, benchmark.synsetCount()),
             tr("%n triple(s)", nullptr, benchmark.tripleCount()));
}

int AnnotationWorkspace::currentSlot() const
{
    return m_slotEditor->currentSlot();
}

void AnnotationWorkspace::setCurrentSlot(int slot)
{
    m_slotEditor->setCurrentSlot(slot);
}
