#pragma once

#include "core/assist/OptionalSuggestion.h"

#include <QColor>
#include <QStyledItemDelegate>

// Draws the slot words of the triple being built with the optional tokens suggested for them
// (core/assist/OptionalSuggester): a dotted bracket opens before the first word of a suggestion
// and closes after its last, in the colour of its kind; adjectives, the weaker suggestion, get a
// fainter, finer bracket. Items carry the suggestion in the roles below (SlotEditor sets them).
class SuggestionDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    enum Role {
        KindRole = Qt::UserRole + 40, // int(OptionalSuggestion::Kind), absent when none
        OpensRole, // bool: the bracket opens at this word
        ClosesRole, // bool: it closes after this word
    };

    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // "Determiners (a, the)", for the preferences and tool tips.
    static QString kindName(OptionalSuggestion::Kind kind);
    // "determiner", "adjective (weak)", ...: the hint under the slots.
    static QString kindShortName(OptionalSuggestion::Kind kind);
    // An example from the guidelines: "[the] ball, [a] [smart] scientist".
    static QString kindExample(OptionalSuggestion::Kind kind);
    static QColor kindColor(OptionalSuggestion::Kind kind);
};
