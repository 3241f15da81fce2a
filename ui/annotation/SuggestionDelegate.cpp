#include "ui/annotation/SuggestionDelegate.h"

#include <QPainter>
#include <QPen>

namespace {

constexpr int kBracketSpace = 6; // pixels left free for a bracket on each side of a word

// What is shown of each kind, in the order of OptionalSuggestion::Kind. The colours are
// Okabe-Ito's, as the system colours: told apart by colour-blind readers too.
struct KindTexts
{
    const char *name;
    const char *shortName;
    const char *example;
    QRgb color;
};

const KindTexts kKinds[OptionalSuggestion::kKindCount] = {
    {QT_TRANSLATE_NOOP("SuggestionDelegate", "Determiners (a, the, his)"),
     QT_TRANSLATE_NOOP("SuggestionDelegate", "determiner"),
     QT_TRANSLATE_NOOP("SuggestionDelegate", "[The] ball; not in a name: The Times"), 0x0072B2},
    {QT_TRANSLATE_NOOP("SuggestionDelegate", "Titles before a name (Prof., Dr., Mr.)"),
     QT_TRANSLATE_NOOP("SuggestionDelegate", "title"),
     QT_TRANSLATE_NOOP("SuggestionDelegate", "[Prof.] Michael Jordan"), 0xCC79A7},
    {QT_TRANSLATE_NOOP("SuggestionDelegate", "Adjectives (weaker: some are essential)"),
     QT_TRANSLATE_NOOP("SuggestionDelegate", "adjective (weak)"),
     QT_TRANSLATE_NOOP("SuggestionDelegate", "[a] [smart] scientist; but: cold war"), 0x009E73},
    {QT_TRANSLATE_NOOP("SuggestionDelegate", "Quantities (some, thirty)"),
     QT_TRANSLATE_NOOP("SuggestionDelegate", "quantity"),
     QT_TRANSLATE_NOOP("SuggestionDelegate", "[some] major projects, [thirty] painters"), 0xE69F00},
    {QT_TRANSLATE_NOOP("SuggestionDelegate", "Tense auxiliaries (has, had)"),
     QT_TRANSLATE_NOOP("SuggestionDelegate", "auxiliary"),
     QT_TRANSLATE_NOOP("SuggestionDelegate", "[has] approved, [had] been"), 0xD55E00},
    {QT_TRANSLATE_NOOP("SuggestionDelegate", "Light verb wrappers (continues to)"),
     QT_TRANSLATE_NOOP("SuggestionDelegate", "light verb"),
     QT_TRANSLATE_NOOP("SuggestionDelegate", "[continues to] reside in"), 0x56B4E9},
    {QT_TRANSLATE_NOOP("SuggestionDelegate", "Adverbs (probably, subsequently)"),
     QT_TRANSLATE_NOOP("SuggestionDelegate", "adverb"),
     QT_TRANSLATE_NOOP("SuggestionDelegate", "[probably] saw, [relatively] small; but: never, barely"), 0x000000},
};

const KindTexts &kindTexts(OptionalSuggestion::Kind kind)
{
    return kKinds[qBound(0, int(kind), OptionalSuggestion::kKindCount - 1)];
}

} // namespace

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
    return tr(kindTexts(kind).name);
}

QString SuggestionDelegate::kindShortName(OptionalSuggestion::Kind kind)
{
    return tr(kindTexts(kind).shortName);
}

QString SuggestionDelegate::kindExample(OptionalSuggestion::Kind kind)
{
    return tr(kindTexts(kind).example);
}

QColor SuggestionDelegate::kindColor(OptionalSuggestion::Kind kind)
{
    return QColor(kindTexts(kind).color);
}
