#pragma once

#include <QStyledItemDelegate>

// Draws an item's HTML (kept in HtmlRole) instead of its plain text, so that one line can
// mark single words, such as the slots of a closest gold triple that differ from the
// extraction. Items without HTML are drawn as usual.
class RichTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    static constexpr int HtmlRole = Qt::UserRole + 20;

    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};
