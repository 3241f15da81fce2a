#include "ui/common/SystemStyle.h"

SystemStyle SystemStyle::forIndex(int index)
{
    static const Qt::PenStyle lines[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    static const Qt::BrushStyle hatches[] = {Qt::NoBrush, Qt::BDiagPattern, Qt::FDiagPattern, Qt::DiagCrossPattern,
                                             Qt::HorPattern};
    const int i = qMax(0, index);
    const QVector<QColor> colors = palette();
    SystemStyle style;
    style.color = colors.at(i % colors.size());
    style.marker = Marker(i % kMarkerCount);
    style.line = lines[i % 4];
    style.hatch = hatches[i % 5];
    return style;
}

QVector<QColor> SystemStyle::palette()
{
    return {// Okabe-Ito: blue, orange, bluish green, vermillion, sky blue, reddish purple, yellow, grey
            QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73), QColor(0xd5, 0x5e, 0x00),
            QColor(0x56, 0xb4, 0xe9), QColor(0xcc, 0x79, 0xa7), QColor(0xf0, 0xe4, 0x42), QColor(0x99, 0x99, 0x99),
            // Tol muted: wine, indigo, olive, teal, green, sand
            QColor(0x88, 0x22, 0x55), QColor(0x33, 0x22, 0x88), QColor(0x99, 0x99, 0x33), QColor(0x44, 0xaa, 0x99),
            QColor(0x11, 0x77, 0x33), QColor(0xdd, 0xcc, 0x77)};
}

QColor SystemStyle::hatchColor(const QColor &color)
{
    return color.lightnessF() > 0.45 ? color.darker(220) : color.lighter(260);
}
