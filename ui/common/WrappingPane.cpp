#include "ui/common/WrappingPane.h"

#include <QLayout>
#include <QResizeEvent>

#include <algorithm>

WrappingPane::WrappingPane(QWidget *parent)
    : QWidget(parent)
{ }

QSize WrappingPane::minimumSizeHint() const
{
    QSize size = QWidget::minimumSizeHint();
    // Not shown yet: the width is no real one (a child's first is 100 pixels), the rows no real rows.
    if (isVisible() && layout() && layout()->hasHeightForWidth())
        size.setHeight(std::max(size.height(), layout()->totalMinimumHeightForWidth(width())));
    return size;
}

void WrappingPane::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (event->oldSize().width() != width())
        updateGeometry(); // the rows wrap anew: the splitter reads the minimum height again
}
