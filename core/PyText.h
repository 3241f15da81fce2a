#pragma once

#include <QString>
#include <QStringView>

// Whitespace as Python's str.strip() sees it: the official scorers trim with it.
namespace PyText {

bool isSpace(QChar c);
QStringView trimmed(QStringView text);
QString trimmedString(const QString &text);

} // namespace PyText
