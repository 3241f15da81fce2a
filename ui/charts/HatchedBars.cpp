#include "ui/charts/HatchedBars.h"

#include "ui/common/SystemStyle.h"

HatchedBars::HatchedBars(QCPAxis *keyAxis, QCPAxis *valueAxis, const QColor &color, Qt::BrushStyle hatch)
    : QCPBars(keyAxis, valueAxis)
    , m_color(color)
    , m_hatch(hatch)
{
    setPen(QPen(color.darker(160), 0));
    setBrush(color);
}

void HatchedBars::draw(QCPPainter *painter)
{
    QCPBars::draw(painter);
    if (m_hatch == Qt::NoBrush)
        return;
    const QPen pen = this->pen();
    setPen(Qt::NoPen);
    setBrush(QBrush(SystemStyle::hatchColor(m_color), m_hatch));
    QCPBars::draw(painter);
    setBrush(m_color);
    setPen(pen);
}

void HatchedBars::drawLegendIcon(QCPPainter *painter, const QRectF &rect) const
{
    // A square as high as the text, left-aligned in the icon's rectangle.
    const double side = qMin(rect.width(), rect.height());
    const QRectF square(rect.left(), rect.center().y() - side / 2, side, side);
    applyDefaultAntialiasingHint(painter);
    painter->setPen(pen());
    painter->setBrush(m_color);
    painter->drawRect(square);
    if (m_hatch != Qt::NoBrush) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(QBrush(SystemStyle::hatchColor(m_color), m_hatch));
        painter->drawRect(square);
    }
}
