#include "ui/annotation/VariantChecklistDialog.h"

#include <QDialogButtonBox>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace {

const QString kKeys = QStringLiteral("123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");
const QChar kMore = QLatin1Char('.'); // before a key: the lines after the first 61

} // namespace

QChar VariantChecklistDialog::keyOf(int index)
{
    return index >= 0 && index < kKeys.size() ? kKeys.at(index) : QChar();
}

QString VariantChecklistDialog::keysOf(int index)
{
    if (index < 0)
        return QString();
    return QString(index / int(kKeys.size()), kMore) + kKeys.at(index % kKeys.size());
}

QList<QPair<QString, QString>> VariantChecklistDialog::keys()
{
    return {
        {tr("1-9, a-z, A-Z; then .1, .a"), tr("Check or uncheck that form (past the 61st line a dot comes first)")},
        {tr("Space"), tr("Check or uncheck the current line")},
        {tr("*"), tr("Check every line of the current line's kind")},
        {tr("+, -"), tr("Check every line, uncheck every line")},
        {tr("Return"), tr("Add the checked forms (one undo step)")},
        {tr("Ctrl with a line's key, Ctrl+Space"),
         tr("Check or uncheck that form, then add the checked forms (the last toggle and Return in one chord)")},
    };
}

VariantChecklistDialog::VariantChecklistDialog(const QVector<VariantChoice> &choices, int synset, QWidget *parent)
    : QDialog(parent),
      m_choices(choices)
{
    setObjectName(QStringLiteral("variantChecklistDialog"));
    setWindowTitle(tr("Variant Checklist"));
    auto *label
        = new QLabel(tr("Other forms of the facts of synset %1 that the guidelines admit, and the facts of the "
                        "other conjuncts as new synsets. Checked: what annotators usually keep. A line's key (1-9, "
                        "a-z, A-Z; after them a dot first, .1, .a) or Space toggles it; * checks every line of the "
                        "current line's kind, + every line, - unchecks every line; Return adds the checked ones "
                        "(one undo step), Ctrl with a line's key toggles it and adds them.")
                         .arg(synset + 1));
    label->setWordWrap(true);
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("variantChecklist"));
    m_list->installEventFilter(this);
    m_items.resize(m_choices.size());
    int key = 0;
    // The forms to decide first, each with its key; the held ones after them.
    for (int pass = 0; pass < 2; ++pass) {
        for (int i = 0; i < m_choices.size(); ++i) {
            const VariantChoice &choice = m_choices.at(i);
            if (choice.held != (pass == 1))
                continue;
            const QString k = choice.held ? QString() : keysOf(key++);
            const QString prefix = k + QString(std::max(1, 4 - int(k.size())), QLatin1Char(' '));
            QString kind = VariantChecklist::kindName(choice.kind);
            if (choice.kind == VariantChoice::Kind::OtherConjunct)
                kind = tr("%1 of %n triple(s)", nullptr, choice.synsetSize).arg(kind);
            if (choice.held)
                kind = tr("%1, held").arg(kind);
            auto *item = new QListWidgetItem(
                QStringLiteral("%1%2    (%3)").arg(prefix, choice.triple.toGoldLine(), kind), m_list);
            item->setData(Qt::UserRole, i);
            item->setData(Qt::UserRole + 1, k);
            if (choice.held) {
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
                item->setCheckState(Qt::Checked);
                item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            } else {
                item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
                item->setCheckState(choice.checked ? Qt::Checked : Qt::Unchecked);
            }
            m_items[i] = item;
        }
    }
    m_list->setCurrentRow(0);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Add Checked"));
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("addVariantsButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(1000, 360);
}

bool VariantChecklistDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        QListWidgetItem *target = nullptr;
        const bool plain = !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier));
        const QString text = key->text();
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            accept();
            return true;
        }
        if (plain && (text == QStringLiteral("+") || text == QStringLiteral("-"))) {
            m_pending.clear();
            setAll(text == QStringLiteral("+"));
            return true;
        }
        if (plain && text == QStringLiteral("*")) {
            m_pending.clear();
            checkKindOf(m_list->currentItem());
            return true;
        }
        if (plain && text == QString(kMore)) {
            m_pending.append(kMore);
            return true;
        }
        // Ctrl with a line's key or Space: the toggle, then Return.
        const Qt::KeyboardModifiers modifiers = key->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier);
        const QString lineKey = modifiers == Qt::ControlModifier ? chordText(key) : text;
        const bool thenAdd = modifiers == Qt::ControlModifier && (!lineKey.isEmpty() || key->key() == Qt::Key_Space);
        if (key->key() == Qt::Key_Space && (thenAdd || !(key->modifiers() & ~Qt::KeypadModifier))) {
            m_pending.clear();
            target = m_list->currentItem();
        } else if ((plain || thenAdd) && !lineKey.isEmpty() && lineKey.at(0).isLetterOrNumber()) {
            const QString wanted = std::exchange(m_pending, QString()) + lineKey;
            for (int row = 0; row < m_list->count() && !target; ++row) {
                if (m_list->item(row)->data(Qt::UserRole + 1).toString() == wanted)
                    target = m_list->item(row);
            }
            if (!target)
                return true; // not a key of this list: no type-ahead search
        }
        if (target) {
            if (target->flags() & Qt::ItemIsUserCheckable)
                target->setCheckState(target->checkState() == Qt::Checked ? Qt::Unchecked : Qt::Checked);
            m_list->setCurrentItem(target);
            if (thenAdd)
                accept();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

QString VariantChecklistDialog::chordText(const QKeyEvent *key)
{
    // With Ctrl the event carries a control character: the line's key from the key code.
    if (key->key() >= Qt::Key_1 && key->key() <= Qt::Key_9)
        return QString(QChar(u'1' + (key->key() - Qt::Key_1)));
    if (key->key() >= Qt::Key_A && key->key() <= Qt::Key_Z) {
        const QChar letter(u'a' + (key->key() - Qt::Key_A));
        return QString(key->modifiers() & Qt::ShiftModifier ? letter.toUpper() : letter);
    }
    return QString();
}

void VariantChecklistDialog::checkKindOf(const QListWidgetItem *current)
{
    if (!current)
        return;
    const VariantChoice::Kind kind = m_choices.at(current->data(Qt::UserRole).toInt()).kind;
    for (int i = 0; i < m_choices.size(); ++i) {
        if (m_choices.at(i).kind == kind && (m_items.at(i)->flags() & Qt::ItemIsUserCheckable))
            m_items.at(i)->setCheckState(Qt::Checked);
    }
}

void VariantChecklistDialog::setAll(bool checked)
{
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem *item = m_list->item(row);
        if (item->flags() & Qt::ItemIsUserCheckable)
            item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    }
}

QVector<Triple> VariantChecklistDialog::chosen() const
{
    QVector<Triple> out;
    for (int i = 0; i < m_choices.size(); ++i) {
        const VariantChoice &choice = m_choices.at(i);
        if (!choice.held && choice.kind != VariantChoice::Kind::OtherConjunct
            && m_items.at(i)->checkState() == Qt::Checked)
            out.append(choice.triple);
    }
    return out;
}

QVector<VariantChoice> VariantChecklistDialog::decided() const
{
    QVector<VariantChoice> out = m_choices;
    for (int i = 0; i < out.size(); ++i)
        out[i].checked = m_items.at(i)->checkState() == Qt::Checked;
    return out;
}

QVector<ConjunctFacts::Swap> VariantChecklistDialog::chosenConjuncts() const
{
    QVector<ConjunctFacts::Swap> out;
    for (int i = 0; i < m_choices.size(); ++i) {
        const VariantChoice &choice = m_choices.at(i);
        if (!choice.held && choice.kind == VariantChoice::Kind::OtherConjunct
            && m_items.at(i)->checkState() == Qt::Checked)
            out.append(choice.swap);
    }
    return out;
}
