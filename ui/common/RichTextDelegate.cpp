#include "ui/common/RichTextDelegate.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QPainter>
#include <QTextDocument>

namespace {

void prepare(QTextDocument *document, const QStyleOptionViewItem &option, const QString &html)
{
    document->setDefaultFont(option.font);
    document->setDocumentMargin(1);
    document->setHtml(html);
}

} // namespace

void RichTextDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QString html = index.data(HtmlRole).toString();
    if (html.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    QTextDocument document;
    prepare(&document, opt, html);
    const QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget);
    QAbstractTextDocumentLayout::PaintContext context;
    const bool selected = opt.state & QStyle::State_Selected;
    context.palette.setColor(QPalette::Text, selected ? opt.palette.color(QPalette::HighlightedText)
                                                      : opt.palette.color(QPalette::Text));
    painter->save();
    painter->translate(textRect.left(), textRect.top() + qMax(0, (textRect.height() - int(document.size().height())) / 2));
    painter->setClipRect(textRect.translated(-textRect.topLeft()));
    document.documentLayout()->draw(painter, context);
    painter->restore();
}

QSize RichTextDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QString html = index.data(HtmlRole).toString();
    if (html.isEmpty())
        return QStyledItemDelegate::sizeHint(option, index);
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    QTextDocument document;
    prepare(&document, opt, html);
    const QSize base = QStyledItemDelegate::sizeHint(option, index);
    return {int(document.idealWidth()) + 8 + opt.decorationSize.width(), qMax(base.height(), int(document.size().height()))};
}
