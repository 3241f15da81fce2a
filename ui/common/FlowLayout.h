#pragma once

#include <QLayout>
#include <QVector>

// Lays its items out in rows from left to right and starts a new row when the next item does
// not fit the width, so that a row of buttons whose labels are long (a translated interface)
// wraps instead of widening the window. A stretch item (addStretch) takes the rest of its row,
// so what follows it sits at the right edge; the items after a stretch move to a new row
// together when they do not fit beside the ones before it.
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr);
    ~FlowLayout() override;

    // The rest of the current row; the items after it go to the row's right end.
    void addStretch();

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    int arrange(const QRect &rect, bool apply) const;
    int groupWidth(qsizetype first, int gap) const;

    QVector<QLayoutItem *> m_items;
};
