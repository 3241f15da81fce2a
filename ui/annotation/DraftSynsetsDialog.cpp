#include "ui/annotation/DraftSynsetsDialog.h"

#include "core/assist/DraftSynsets.h"
#include "ui/annotation/VariantChecklistDialog.h"

#include <QDialogButtonBox>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSet>
#include <QVBoxLayout>

QChar DraftSynsetsDialog::keyOf(int draft)
{
    return VariantChecklistDialog::keyOf(draft);
}

QSet<QString> DraftSynsetsDialog::heldLines(const Sentence &sentence)
{
    QSet<QString> held;
    for (const Synset &synset : sentence.synsets) {
        for (const Triple &triple : synset.triples)
            held.insert(triple.toGoldLine());
    }
    return held;
}

QList<QPair<QString, QString>> DraftSynsetsDialog::keys()
{
    return {
        {tr("1-9, a-z, A-Z"), tr("Go to that draft")},
        {tr("Space"), tr("Check or uncheck the triple (on a draft's line: all of its triples)")},
        {tr("Return"), tr("Accept the draft: its checked triples become a new synset")},
        {tr("Delete"), tr("Drop the draft")},
        {tr("F2"), tr("Load the triple into the slots to change it (its draft is dropped)")},
    };
}

DraftSynsetsDialog::DraftSynsetsDialog(const Sentence &sentence, int sentenceNumber, QWidget *parent)
    : QDialog(parent),
      m_sentenceNumber(sentenceNumber)
{
    setObjectName(QStringLiteral("draftSynsetsDialog"));
    setWindowTitle(tr("Draft Synsets from Systems"));
    m_label = new QLabel;
    m_label->setWordWrap(true);
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("draftSynsetList"));
    m_list->installEventFilter(this);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Close);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Accept Draft"));
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("acceptDraftButton"));
    auto *drop = buttons->addButton(tr("Drop Draft"), QDialogButtonBox::ActionRole);
    drop->setObjectName(QStringLiteral("dropDraftButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this]() {
        const int draft = currentDraft();
        if (draft >= 0)
            Q_EMIT acceptRequested(draft, checkedTriples(draft));
    });
    connect(drop, &QPushButton::clicked, this, [this]() {
        if (currentDraft() >= 0)
            Q_EMIT dropRequested(currentDraft());
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_label);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(820, 440);
    setDrafts(sentence);
}

void DraftSynsetsDialog::setDrafts(const Sentence &sentence)
{
    const int keep = currentDraft();
    m_drafts = sentence.drafts;
    m_rows.clear();
    m_list->clear();
    const QSet<QString> held = heldLines(sentence);
    //: %1: a sentence number; %n: how many drafts
    m_label->setText(
        tr("Sentence %1: %n draft synset(s) made from the systems' extractions (never gold until accepted). A draft's "
           "key (1-9, a-z) goes to it; Space toggles a triple, Return accepts the draft's checked triples as a new "
           "synset, Delete drops the draft, F2 loads the triple into the slots to change it.",
           nullptr, int(m_drafts.size()))
            .arg(m_sentenceNumber));
    for (int d = 0; d < m_drafts.size(); ++d) {
        const Synset &draft = m_drafts.at(d);
        const QChar key = keyOf(d);
        const QStringList systems = DraftSynsets::systemsOf(draft);
        auto *header = new QListWidgetItem(tr("%1   Draft %2 — %3")
                                               .arg(key.isNull() ? QStringLiteral(" ") : QString(key))
                                               .arg(d + 1)
                                               .arg(systems.join(QStringLiteral(", "))),
                                           m_list);
        QFont bold = header->font();
        bold.setBold(true);
        header->setFont(bold);
        header->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        m_rows.append(Row{d, -1});
        for (int t = 0; t < draft.triples.size(); ++t) {
            const Triple &triple = draft.triples.at(t);
            const QStringList by = DraftSynsets::systemsOf(triple);
            const bool inGold = held.contains(triple.toGoldLine());
            const QString note = inGold ? tr("in the gold already")
                : by.isEmpty()          ? tr("placement")
                                        : by.join(QStringLiteral(", "));
            auto *item = new QListWidgetItem(QStringLiteral("      %1    (%2)").arg(triple.toGoldLine(), note), m_list);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
            item->setCheckState(inGold ? Qt::Unchecked : Qt::Checked);
            m_rows.append(Row{d, t});
        }
    }
    if (m_rows.isEmpty()) {
        auto *none = new QListWidgetItem(tr("No draft synsets left for this sentence."), m_list);
        none->setFlags(Qt::ItemIsEnabled);
        return;
    }
    m_list->setCurrentRow(rowOf(std::clamp(keep, 0, int(m_drafts.size()) - 1)));
}

int DraftSynsetsDialog::currentDraft() const
{
    const int row = m_list ? m_list->currentRow() : -1;
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).draft : -1;
}

QVector<Triple> DraftSynsetsDialog::checkedTriples(int draft) const
{
    QVector<Triple> out;
    for (int row = 0; row < m_rows.size(); ++row) {
        const Row &r = m_rows.at(row);
        if (r.draft == draft && r.triple >= 0 && m_list->item(row)->checkState() == Qt::Checked)
            out.append(m_drafts.at(draft).triples.at(r.triple));
    }
    return out;
}

int DraftSynsetsDialog::rowOf(int draft, int triple) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).draft == draft && m_rows.at(row).triple == triple)
            return row;
    }
    return -1;
}

bool DraftSynsetsDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_list || event->type() != QEvent::KeyPress)
        return QDialog::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    const int row = m_list->currentRow();
    const bool onRow = row >= 0 && row < m_rows.size();
    const bool plain = !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier));
    switch (key->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (onRow)
            Q_EMIT acceptRequested(m_rows.at(row).draft, checkedTriples(m_rows.at(row).draft));
        return true;
    case Qt::Key_Delete:
        if (onRow)
            Q_EMIT dropRequested(m_rows.at(row).draft);
        return true;
    case Qt::Key_Space:
        if (onRow && plain) {
            const Row r = m_rows.at(row);
            if (r.triple >= 0) {
                QListWidgetItem *item = m_list->item(row);
                item->setCheckState(item->checkState() == Qt::Checked ? Qt::Unchecked : Qt::Checked);
            } else { // a header: all of its triples, to the opposite of the first
                const int first = rowOf(r.draft, 0);
                const Qt::CheckState to
                    = first >= 0 && m_list->item(first)->checkState() == Qt::Checked ? Qt::Unchecked : Qt::Checked;
                for (int t = 0; t < m_drafts.at(r.draft).triples.size(); ++t)
                    m_list->item(rowOf(r.draft, t))->setCheckState(to);
            }
        }
        return true;
    default:
        break;
    }
    if (key->key() == Qt::Key_F2 && onRow) {
        const Row r = m_rows.at(row);
        Q_EMIT editRequested(r.draft, m_drafts.at(r.draft).triples.at(std::max(r.triple, 0)));
        return true;
    }
    if (plain && !key->text().isEmpty()) {
        const QString text = key->text();
        for (int d = 0; d < m_drafts.size(); ++d) {
            if (QString(keyOf(d)) == text) {
                m_list->setCurrentRow(rowOf(d));
                return true;
            }
        }
        if (text.at(0).isLetterOrNumber())
            return true; // not a key of this list: no type-ahead search
    }
    return QDialog::eventFilter(watched, event);
}
