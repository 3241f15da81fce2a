#pragma once

#include <QColor>
#include <QFont>
#include <QFontMetrics>
#include <QString>
#include <QStringList>

// Measuring, wrapping and eliding the texts of a chart, with the metrics QCustomPlot lays them
// out with (a text's bounding rectangle, line by line).
namespace ChartText {

// The width of the widest line of `text`.
int width(const QFontMetrics &metrics, const QString &text);
// `text` elided at its end to at most `width` (the full text when it fits).
QString elide(const QFontMetrics &metrics, const QString &text, int width);
// Each of `texts` elided to at most `width` so that texts that differ stay apart: at the end
// when that keeps them apart, else around the first character that tells a text from its
// nearest neighbour, from the start of its word ("…sys10（第二…" for names sharing a long
// prefix). Texts that cannot be kept apart at this width come back elided at the end (see
// distinct()).
QStringList elideDistinct(const QFontMetrics &metrics, const QStringList &texts, int width);
// True when no two of `labels` are equal unless their `texts` are.
bool distinct(const QStringList &labels, const QStringList &texts);
// `text` broken into at most `maxLines` lines of at most `width`: at spaces, between CJK
// characters, inside a word only when it is wider than a line (or, without breakWords, never:
// the word then stands on its own line); the last line elided when the text does not fit.
QString wrap(const QFontMetrics &metrics, const QString &text, int width, int maxLines, bool breakWords = true);
// `font` `steps` pixels (or points) smaller, never under `minimum`, nor larger than it is.
QFont smaller(const QFont &font, int steps, double minimum = 6.0);
// True when `text` has a Chinese, Japanese or Korean character (lines may break around it).
bool hasCjk(const QString &text);
// Black or white, whichever reads better on `background` (WCAG relative luminance).
QColor readableOn(const QColor &background);

} // namespace ChartText
