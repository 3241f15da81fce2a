#pragma once

#include "core/model/SystemScore.h"

#include <QColor>
#include <QPalette>

// The colours of verdicts (correct, incorrect, ignored) and of highlighted differing slots,
// chosen for contrast on the given palette's base colour, light or dark.
namespace VerdictColors {
bool isDark(const QPalette &palette);
QColor color(ExtractionVerdict verdict, const QPalette &palette);
QColor differenceBackground(const QPalette &palette);
} // namespace VerdictColors
