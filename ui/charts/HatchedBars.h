#pragma once

#include <qcustomplot.h>

// Bars filled with their colour and, over it, a hatching in a darker shade of the colour
// (SystemStyle::hatch), so that systems stay apart in grey print; the legend icon likewise.
class HatchedBars : public QCPBars
{
    Q_OBJECT

public:
    HatchedBars(QCPAxis *keyAxis, QCPAxis *valueAxis, const QColor &color, Qt::BrushStyle hatch);

protected:
    void draw(QCPPainter *painter) override;
    void drawLegendIcon(QCPPainter *painter, const QRectF &rect) const override;

private:
    QColor m_color;
    Qt::BrushStyle m_hatch;
};
