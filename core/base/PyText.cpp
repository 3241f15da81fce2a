#include "core/base/PyText.h"

#include <QStringList>

#include <cctype>
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
    // Anchor the search on the needle's first punctuation character ('>' of " --> ", ':' of
    // "sent_id:"), rarer in text than letters and spaces, found with Qt's vectorized search.
    const qsizetype length = qsizetype(std::strlen(needle));
    qsizetype anchor = 0;
    for (qsizetype k = 0; k < length; ++k) {
        const uchar c = uchar(needle[k]);
        if (c != ' ' && !std::isalnum(c)) {
            anchor = k;
            break;
        }
    }
    const QChar anchorChar = QLatin1Char(needle[anchor]);
    const char16_t *data = haystack.utf16();
    for (qsizetype at = haystack.indexOf(anchorChar, from + anchor); at >= 0;
         at = haystack.indexOf(anchorChar, at + 1)) {
        const qsizetype start = at - anchor;
        if (start + length > haystack.size())
            return -1;
        qsizetype k = 0;
        while (k < length && data[start + k] == char16_t(uchar(needle[k])))
            ++k;
        if (k == length)
            return start;
    }
    return -1;
}

bool containsAscii(QStringView haystack, const char *needle)
{
    return indexOfAscii(haystack, needle) >= 0;
}

QVarLengthArray<QStringView, 8> splitViews(QStringView text, QChar separator)
{
    QVarLengthArray<QStringView, 8> parts;
    qsizetype begin = 0;
    for (qsizetype at = text.indexOf(separator); at >= 0; at = text.indexOf(separator, begin)) {
        parts.append(text.sliced(begin, at - begin));
        begin = at + 1;
    }
    parts.append(text.sliced(begin));
    return parts;
}

QVarLengthArray<QStringView, 8> splitViews(QStringView text, const char *separator)
{
    const qsizetype length = qsizetype(std::strlen(separator));
    QVarLengthArray<QStringView, 8> parts;
    qsizetype begin = 0;
    for (qsizetype at = indexOfAscii(text, separator); at >= 0; at = indexOfAscii(text, separator, begin)) {
        parts.append(text.sliced(begin, at - begin));
        begin = at + length;
    }
    parts.append(text.sliced(begin));
    return parts;
}

QStringList splitAscii(QStringView text, const char *separator)
{
    QStringList parts;
    for (const QStringView part : splitViews(text, separator))
        parts.append(part.toString());
    return parts;
}

} // namespace PyText
