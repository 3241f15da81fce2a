#include "ui/common/VerdictColors.h"

namespace VerdictColors {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QColor color(ExtractionVerdict verdict, const QPalette &palette)
{
    const bool dark = isDark(palette);
    switch (verdict) {
    case ExtractionVerdict::Correct:
        return dark ? QColor(0x6f, 0xdc, 0x8c) : QColor(0x1b, 0x7a, 0x3a);
    case ExtractionVerdict::Incorrect:
        return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e);
    case ExtractionVerdict::Ignored:
        break;
    }
    return dark ? QColor(0xa0, 0xa0, 0xa0) : QColor(0x6e, 0x6e, 0x6e);
}

QColor differenceBackground(const QPalette &palette)
{
    return isDark(palette) ? QColor(0x7a, 0x5c, 0x00) : QColor(0xff, 0xe0, 0x82);
}

} // namespace VerdictColors
