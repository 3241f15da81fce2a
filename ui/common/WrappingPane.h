#pragma once

#include <QWidget>

// A pane of a splitter whose contents wrap (a word-wrapped label, chips or buttons in rows): its
// minimum height is what its layout needs at its current width, and a new width asks the splitter
// again. A QSplitter only knows a child's minimum size, which a layout computes without wrapping;
// given less height than the rows need at the real width, the layout lays one row over the next
// (the second row of token chips under the part-of-speech legend).
class WrappingPane : public QWidget
{
    Q_OBJECT

public:
    explicit WrappingPane(QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
};
