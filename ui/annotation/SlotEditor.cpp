#include "ui/annotation/SlotEditor.h"

#include "ui/annotation/SuggestionDelegate.h"
#include "ui/annotation/TokenView.h"
#include "ui/common/TranslatedText.h"

#include <QButtonGroup>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QToolButton>

namespace {

const char *const kObjectNames[] = {"subjectWords", "relationWords", "objectWords"};
const char *const kButtonNames[] = {"subjectButton", "relationButton", "objectButton"};

} // namespace

SlotEditor::SlotEditor(QWidget *parent)
    : QWidget(parent)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setColumnStretch(1, 1);
    m_modeGroup = new QButtonGroup(this);
    m_modeGroup->setExclusive(true);
    for (int s = 0; s < TripleDraft::kSlotCount; ++s) {
        auto *button = new QToolButton;
        button->setObjectName(QLatin1String(kButtonNames[s]));
        button->setCheckable(true);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setMinimumWidth(96);
        button->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        const QColor color = TokenView::slotColor(s);
        button->setStyleSheet(
            QStringLiteral("QToolButton { border: 2px solid %1; border-radius: 4px; padding: 2px 8px; }"
                           "QToolButton:checked { background: %1; color: white; font-weight: bold; }")
                .arg(color.name()));
        m_modeGroup->addButton(button, s);
        m_modeButtons[s] = button;

        auto *list = new QListWidget;
        list->setObjectName(QLatin1String(kObjectNames[s]));
        list->setFlow(QListView::LeftToRight);
        list->setWrapping(false);
        list->setSelectionMode(QAbstractItemView::ExtendedSelection);
        list->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
        list->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        list->setSpacing(2);
        list->setFixedHeight(list->fontMetrics().height() + 14);
        list->setItemDelegate(new SuggestionDelegate(list));
        grid->addWidget(button, s, 0);
        grid->addWidget(list, s, 1);
        m_lists[s] = list;
        // Working in a slot's word list makes it the current slot.
        connect(list, &QListWidget::itemSelectionChanged, this, [this, s]() {
            if (!m_lists[s]->selectedItems().isEmpty())
                setCurrentSlot(s);
        });
    }
    m_modeButtons[0]->setChecked(true);
    connect(m_modeGroup, &QButtonGroup::idClicked, this, &SlotEditor::setCurrentSlot);

    m_freeWord = new QLineEdit;
    m_freeWord->setObjectName(QStringLiteral("freeWordEdit"));
    const TranslatedText text(staticMetaObject);
    text.setPlaceholder(m_freeWord,
                        QT_TR_NOOP("Word not in the sentence (e.g. an inferred \"is\", \"[had]\"; \"=\" then "
                                   "a whole slot, kept as typed), then Return"));
    m_freeWord->setClearButtonEnabled(true);
    connect(m_freeWord, &QLineEdit::returnPressed, this, [this]() {
        // After `=` the slot is kept exactly as typed, spaces at its end included.
        const QString raw = m_freeWord->text();
        const QString text
            = raw.trimmed().startsWith(QLatin1Char('=')) ? raw.mid(raw.indexOf(QLatin1Char('='))) : raw.trimmed();
        if (!text.isEmpty()) {
            Q_EMIT freeWordEntered(text);
            m_freeWord->clear();
        }
    });
    auto *freeLabel = new QLabel;
    text.set(freeLabel, QT_TR_NOOP("Add &word:"));
    freeLabel->setBuddy(m_freeWord);
    grid->addWidget(freeLabel, 3, 0);
    grid->addWidget(m_freeWord, 3, 1);

    m_preview = new QLabel;
    m_preview->setObjectName(QStringLiteral("triplePreview"));
    m_preview->setTextFormat(Qt::PlainText);
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_preview->setWordWrap(true);
    m_preview->setFrameShape(QFrame::StyledPanel);
    m_preview->setMinimumHeight(m_preview->fontMetrics().height() + 12);
    QFont previewFont = m_preview->font();
    previewFont.setBold(true);
    m_preview->setFont(previewFont);
    text.setToolTip(m_preview, QT_TR_NOOP("The triple exactly as it will be written to the BenchIE gold file"));
    auto *previewLabel = new QLabel;
    text.set(previewLabel, QT_TR_NOOP("Preview:"));
    grid->addWidget(previewLabel, 4, 0);
    grid->addWidget(m_preview, 4, 1);

    m_hint = new QLabel;
    m_hint->setObjectName(QStringLiteral("suggestionHint"));
    m_hint->setTextFormat(Qt::RichText);
    m_hint->setMinimumHeight(m_hint->fontMetrics().height());
    grid->addWidget(m_hint, 5, 1);
    retranslateUi();
}

// The slots' names (the plain texts are TranslatedText's).
void SlotEditor::retranslateUi()
{
    for (int s = 0; s < TripleDraft::kSlotCount; ++s) {
        m_modeButtons[s]->setText(slotName(s));
        m_lists[s]->setAccessibleName(slotName(s));
    }
}

void SlotEditor::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void SlotEditor::setSuggestionHint(const QString &html)
{
    m_hint->setText(html); // the line stays, empty or not: the panes do not jump
}

QString SlotEditor::slotName(int slot)
{
    switch (slot) {
    case 0:
        return tr("Subject");
    case 1:
        return tr("Relation");
    default:
        break;
    }
    return tr("Object");
}

void SlotEditor::setCurrentSlot(int slot)
{
    if (slot < 0 || slot >= TripleDraft::kSlotCount)
        return;
    m_modeButtons[slot]->setChecked(true);
    if (slot == m_current)
        return;
    m_current = slot;
    Q_EMIT currentSlotChanged(slot);
}

void SlotEditor::setDraft(const TripleDraft &draft, const QVector<OptionalSuggestion> &suggestions)
{
    for (int s = 0; s < TripleDraft::kSlotCount; ++s) {
        const QVector<int> selected = selectedPositions(s);
        QListWidget *list = m_lists[s];
        const QSignalBlocker blocker(list);
        list->clear();
        const QVector<DraftWord> &words = draft.words(s);
        for (int i = 0; i < words.size(); ++i) {
            const DraftWord &word = words.at(i);
            QString text = word.text;
            if (word.optionalGroup != 0) {
                if (i == 0 || words.at(i - 1).optionalGroup != word.optionalGroup)
                    text.prepend(QLatin1Char('['));
                if (i + 1 == words.size() || words.at(i + 1).optionalGroup != word.optionalGroup)
                    text.append(QLatin1Char(']'));
            }
            auto *item = new QListWidgetItem(text, list);
            QFont font = list->font();
            font.setItalic(word.optionalGroup != 0);
            font.setUnderline(word.token < 0);
            item->setFont(font);
            if (word.token < 0)
                item->setToolTip(tr("A word that is not in the sentence"));
            else if (word.optionalGroup != 0)
                item->setToolTip(tr("Token %1, optional").arg(word.token));
            else
                item->setToolTip(tr("Token %1").arg(word.token));
        }
        for (const OptionalSuggestion &suggestion : suggestions) {
            if (suggestion.slot != s || suggestion.last >= list->count())
                continue;
            for (int p = suggestion.first; p <= suggestion.last; ++p) {
                QListWidgetItem *item = list->item(p);
                item->setData(SuggestionDelegate::KindRole, int(suggestion.kind));
                item->setData(SuggestionDelegate::OpensRole, p == suggestion.first);
                item->setData(SuggestionDelegate::ClosesRole, p == suggestion.last);
                //: Tool tip of a slot word: "Token 3 · suggested optional: Determiners (a, the, his)"
                item->setToolTip(tr("%1 · suggested optional: %2")
                                     .arg(item->toolTip(), SuggestionDelegate::kindName(suggestion.kind)));
            }
        }
        for (int position : selected) {
            if (position < list->count())
                list->item(position)->setSelected(true);
        }
    }
    const QString line = draft.line();
    m_preview->setText(draft.isEmpty() ? tr("(empty: click tokens to fill the current slot)") : line);
    m_preview->setEnabled(!draft.isEmpty());
}

QVector<int> SlotEditor::selectedPositions(int slot) const
{
    QVector<int> positions;
    const QListWidget *list = m_lists[slot];
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->isSelected())
            positions.append(i);
    }
    return positions;
}

void SlotEditor::selectPositions(int slot, const QVector<int> &positions)
{
    QListWidget *list = m_lists[slot];
    list->clearSelection();
    for (int position : positions) {
        if (position >= 0 && position < list->count()) {
            list->item(position)->setSelected(true);
            list->setCurrentRow(position, QItemSelectionModel::Select);
        }
    }
}
