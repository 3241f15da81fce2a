#pragma once

#include <QPalette>

class QApplication;

// OIE Studio's dark theme (--dark), for dark desktops that do not theme Qt: the Fusion style
// with a dark palette.
namespace DarkTheme {
QPalette palette();
// Sets the Fusion style and palette() on the application.
void apply(QApplication &app);
} // namespace DarkTheme
