#include "core/fl/FlText.h"

#include "core/base/PyText.h"

namespace FlText {

namespace {
bool isAsciiPunct(char16_t c)
{
    return (c >= 0x21 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60)
        || (c >= 0x7b && c <= 0x7e);
}

// Start of the first occurrence of `element` in `words` at or after `from`, or -1.
qsizetype findWords(const QStringList &words, const QStringList &element, qsizetype from)
{
    if (element.isEmpty())
        return -1;
    for (qsizetype i = from; i + element.size() <= words.size(); ++i) {
        qsizetype k = 0;
        while (k < element.size() && words.at(i + k) == element.at(k))
            ++k;
        if (k == element.size())
            return i;
    }
    return -1;
}
} // namespace

QString noPunct(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (!isAsciiPunct(c.unicode()))
            out += c;
    }
    return out;
}

QString squash(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c != QLatin1Char(' '))
            out += c;
    }
    return out.toLower();
}

QString normalized(QStringView text)
{
    return words(text.toString()).join(QLatin1Char(' '));
}

QString collapseSpaces(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c == QLatin1Char(' ') && out.endsWith(QLatin1Char(' ')))
            continue;
        out += c;
    }
    return PyText::trimmedString(out);
}

QStringList pySplit(const QString &text)
{
    return text.split(QLatin1Char(' '));
}

QStringList words(const QString &text)
{
    QStringList out;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        const bool space = i == text.size() || PyText::isSpace(text.at(i));
        if (space && start >= 0) {
            out.append(text.mid(start, i - start));
            start = -1;
        } else if (!space && start < 0) {
            start = i;
        }
    }
    return out;
}

QStringList wordsOf(const QString &text, bool official)
{
    return official ? pySplit(text) : words(text);
}

QString noPunctSlot(const QString &slot, bool official)
{
    const QString bare = noPunct(slot);
    return official ? PyText::trimmedString(bare) : normalized(bare);
}

bool containsAll(const QStringList &haystack, const QStringList &needle)
{
    for (const QString &word : needle) {
        if (!haystack.contains(word))
            return false;
    }
    return true;
}

QStringList removeWords(const QStringList &words, const QStringList &element)
{
    QStringList out;
    qsizetype i = 0;
    for (qsizetype at = findWords(words, element, 0); at >= 0; at = findWords(words, element, i)) {
        for (; i < at; ++i)
            out.append(words.at(i));
        i = at + element.size();
    }
    for (; i < words.size(); ++i)
        out.append(words.at(i));
    return out;
}

} // namespace FlText
