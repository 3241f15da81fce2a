#include "PyText.h"

#include <QStringList>

#include <cstring>

namespace PyText {

bool isSpace(QChar c)
{
    const char16_t u = c.unicode();
    if (u == 0x20 || (u >= 0x09 && u <= 0x0d) || (u >= 0x1c && u <= 0x1f))
        return true;
    if (u < 0x80)
        return false;
    return u == 0x85 || c.isSpace();
}

QStringView trimmed(QStringView text)
{
    qsizetype begin = 0;
    qsizetype end = text.size();
    while (begin < end && isSpace(text.at(begin)))
        ++begin;
    while (end > begin && isSpace(text.at(end - 1)))
        --end;
    return text.mid(begin, end - begin);
}

QString trimmedString(const QString &text)
{
    const QStringView view = trimmed(text);
    if (view.size() == text.size())
        return text;
    return view.toString();
}

qsizetype indexOfAscii(QStringView haystack, const char *needle, qsizetype from)
{
    const qsizetype length = qsizetype(std::strlen(needle));
    const char16_t first = char16_t(uchar(needle[0]));
    const qsizetype last = haystack.size() - length;
    const char16_t *data = haystack.utf16();
    for (qsizetype i = from; i <= last; ++i) {
        if (data[i] != first)
            continue;
        qsizetype k = 1;
        while (k < length && data[i + k] == char16_t(uchar(needle[k])))
            ++k;
        if (k == length)
            return i;
    }
    return -1;
}

bool containsAscii(QStringView haystack, const char *needle)
{
    return indexOfAscii(haystack, needle) >= 0;
}

QStringList splitAscii(QStringView text, const char *separator)
{
    const qsizetype length = qsizetype(std::strlen(separator));
    QStringList parts;
    qsizetype begin = 0;
    for (qsizetype at = indexOfAscii(text, separator); at >= 0; at = indexOfAscii(text, separator, begin)) {
        parts.append(text.sliced(begin, at - begin).toString());
        begin = at + length;
    }
    parts.append(text.sliced(begin).toString());
    return parts;
}

} // namespace PyText
