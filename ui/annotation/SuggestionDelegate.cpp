#include "ui/annotation/SuggestionDelegate.h"

#include <QPainter>
#include <QPen>

namespace {
constexpr int kBracketSpace = 6; // pixels left free for a bracket on each side of a word
}

void SuggestionDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyledItemDelegate::paint(painter, option, index);
    const QVariant kindValue = index.data(KindRole);
    if (!kindValue.isValid())
        return;
    const auto kind = OptionalSuggestion::Kind(kindValue.toInt());
    const bool weak = kind == OptionalSuggestion::Kind::Adjective;
    QColor color = kindColor(kind);
    if (weak)
        color.setAlpha(170);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    QPen pen(color, 2, Qt::DotLine);
    pen.setDashPattern(weak ? QVector<qreal>{1, 2.5} : QVector<qreal>{1, 1});
    painter->setPen(pen);
    const QRect r = option.rect.adjusted(1, 1, -1, -2);
    const int tick = 5;
    if (index.data(OpensRole).toBool()) {
        painter->drawLine(r.left(), r.top(), r.left(), r.bottom());
        painter->drawLine(r.left(), r.top(), r.left() + tick, r.top());
        painter->drawLine(r.left(), r.bottom(), r.left() + tick, r.bottom());
    }
    if (index.data(ClosesRole).toBool()) {
        painter->drawLine(r.right(), r.top(), r.right(), r.bottom());
        painter->drawLine(r.right() - tick, r.top(), r.right(), r.top());
        painter->drawLine(r.right() - tick, r.bottom(), r.right(), r.bottom());
    }
    painter->restore();
}

QSize SuggestionDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    return QStyledItemDelegate::sizeHint(option, index) + QSize(2 * kBracketSpace, 0);
}

QString SuggestionDelegate::kindName(OptionalSuggestion::Kind kind)
{
    switch (kind) {
    case OptionalSuggestion::Kind::Determiner:
        return tr("Determiners (a, the, his)");
    case OptionalSuggestion::Kind::Title:
        return tr("Titles before a name (Prof., Dr., Mr.)");
    case OptionalSuggestion::Kind::Adjective:
        return tr("Adjectives (weaker: some are essential)");
    case OptionalSuggestion::Kind::Quantity:
        return tr("Quantities (some, thirty)");
    case OptionalSuggestion::Kind::Auxiliary:
        return tr("Tense auxiliaries (has, had)");
    case OptionalSuggestion::Kind::LightVerb:
        break;
    }
    return tr("Light verb wrappers (continues to)");
}

QString SuggestionDelegate::kindShortName(OptionalSuggestion::Kind kind)
{
    switch (kind) {
    case OptionalSuggestion::Kind::Determiner:
        return tr("determiner");
    case OptionalSuggestion::Kind::Title:
        return tr("title");
    case OptionalSuggestion::Kind::Adjective:
        return tr("adjective (weak)");
    case OptionalSuggestion::Kind::Quantity:
        return tr("quantity");
    case OptionalSuggestion::Kind::Auxiliary:
        return tr("auxiliary");
    case OptionalSuggestion::Kind::LightVerb:
        break;
    }
    return tr("light verb");
}

QString SuggestionDelegate::kindExample(OptionalSuggestion::Kind kind)
{
    switch (kind) {
    case OptionalSuggestion::Kind::Determiner:
        return tr("[The] ball; not in a name: The Times");
    case OptionalSuggestion::Kind::Title:
        return tr("[Prof.] Michael Jordan");
    case OptionalSuggestion::Kind::Adjective:
        return tr("[a] [smart] scientist; but: cold war");
    case OptionalSuggestion::Kind::Quantity:
        return tr("[some] major projects, [thirty] painters");
    case OptionalSuggestion::Kind::Auxiliary:
        return tr("[has] approved, [had] been");
    case OptionalSuggestion::Kind::LightVerb:
        break;
    }
    return tr("[continues to] reside in");
}

QColor SuggestionDelegate::kindColor(OptionalSuggestion::Kind kind)
{
    // Okabe-Ito, as the system colours: told apart by colour-blind readers too.
    switch (kind) {
    case OptionalSuggestion::Kind::Determiner:
        return QColor(0x00, 0x72, 0xB2);
    case OptionalSuggestion::Kind::Title:
        return QColor(0xCC, 0x79, 0xA7);
    case OptionalSuggestion::Kind::Adjective:
        return QColor(0x00, 0x9E, 0x73);
    case OptionalSuggestion::Kind::Quantity:
        return QColor(0xE6, 0x9F, 0x00);
    case OptionalSuggestion::Kind::Auxiliary:
        return QColor(0xD5, 0x5E, 0x00);
    case OptionalSuggestion::Kind::LightVerb:
        break;
    }
    return QColor(0x56, 0xB4, 0xE9);
}
