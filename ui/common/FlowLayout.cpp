#include "ui/common/FlowLayout.h"

#include <QSpacerItem>
#include <QWidget>

#include <algorithm>

FlowLayout::FlowLayout(QWidget *parent)
    : QLayout(parent)
{
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addStretch()
{
    addItem(new QSpacerItem(0, 0, QSizePolicy::Expanding, QSizePolicy::Minimum));
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
}

int FlowLayout::count() const
{
    return int(m_items.size());
}

QLayoutItem *FlowLayout::itemAt(int index) const
{
    return index >= 0 && index < m_items.size() ? m_items.at(index) : nullptr;
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return {};
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

// The widest item: a narrower layout could not show it whole.
QSize FlowLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem *item : m_items)
        size = size.expandedTo(item->minimumSize());
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

// Everything on one row.
QSize FlowLayout::sizeHint() const
{
    int width = 0;
    int height = 0;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        width += item->sizeHint().width() + spacing();
        height = std::max(height, item->sizeHint().height());
    }
    const QMargins margins = contentsMargins();
    return QSize(width + margins.left() + margins.right(), height + margins.top() + margins.bottom());
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

// The width of the items from `first` to the next spacer, side by side.
int FlowLayout::groupWidth(qsizetype first, int gap) const
{
    int width = 0;
    for (qsizetype k = first; k < m_items.size() && !m_items.at(k)->spacerItem(); ++k) {
        if (!m_items.at(k)->isEmpty())
            width += (width > 0 ? gap : 0) + m_items.at(k)->sizeHint().width();
    }
    return width;
}

// Rows of items; a spacer pushes the items after it on its row to the right. Returns the
// height the rows take.
int FlowLayout::arrange(const QRect &rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int gap = std::max(0, spacing());
    int y = area.y();
    qsizetype i = 0;
    while (i < m_items.size()) {
        // The items of this row: as many as fit (at least one).
        int used = 0;
        qsizetype end = i;
        int rowHeight = 0;
        bool stretched = false;
        while (end < m_items.size()) {
            QLayoutItem *item = m_items.at(end);
            if (item->spacerItem()) {
                // The items after a stretch stay together: a new row when they do not fit here.
                ++end;
                const int group = groupWidth(end, gap);
                if (used > 0 && used + gap + group > area.width() && group <= area.width())
                    break;
                stretched = true;
                continue;
            }
            if (item->isEmpty()) {
                ++end;
                continue;
            }
            const int width = item->sizeHint().width();
            if (used > 0 && used + gap + width > area.width())
                break;
            used += (used > 0 ? gap : 0) + width;
            rowHeight = std::max(rowHeight, item->sizeHint().height());
            ++end;
        }
        if (apply) {
            // Items after the row's last spacer go to the right end.
            int x = area.x();
            const int room = area.width() - used;
            for (qsizetype k = i; k < end; ++k) {
                QLayoutItem *item = m_items.at(k);
                if (item->spacerItem()) {
                    if (stretched && room > 0)
                        x += room;
                    stretched = false; // one stretch per row takes the room
                    continue;
                }
                if (item->isEmpty())
                    continue;
                const QSize hint = item->sizeHint();
                item->setGeometry(QRect(QPoint(x, y + (rowHeight - hint.height()) / 2), hint));
                x += hint.width() + gap;
            }
        }
        y += rowHeight + (end < m_items.size() ? gap : 0);
        i = end;
    }
    return y - area.y() + contentsMargins().top() + contentsMargins().bottom();
}
