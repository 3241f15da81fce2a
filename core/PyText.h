#pragma once

#include <QString>
#include <QStringView>

// Whitespace as Python's str.strip() sees it: the official scorers trim with it.
namespace PyText {

bool isSpace(QChar c);
QStringView trimmed(QStringView text);
QString trimmedString(const QString &text);
// Substring test for an ASCII needle, faster than a general search on short lines.
bool containsAscii(QStringView haystack, const char *needle);

} // namespace PyText
