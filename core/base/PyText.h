#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>
#include <QVarLengthArray>

// Whitespace as Python's str.strip() sees it: the official scorers trim with it.
namespace PyText {

bool isSpace(QChar c);
QStringView trimmed(QStringView text);
QString trimmedString(const QString &text);
// Substring test for an ASCII needle, faster than a general search on short lines.
bool containsAscii(QStringView haystack, const char *needle);
// Position of an ASCII needle from `from`, or -1.
qsizetype indexOfAscii(QStringView haystack, const char *needle, qsizetype from = 0);
// Splits on an ASCII separator, like QString::split (empty parts kept).
QStringList splitAscii(QStringView text, const char *separator);
// The same split as views into `text` (no copies): for readers that look at most fields once.
QVarLengthArray<QStringView, 8> splitViews(QStringView text, QChar separator);
QVarLengthArray<QStringView, 8> splitViews(QStringView text, const char *separator);

} // namespace PyText
