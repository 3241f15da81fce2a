#include "core/text/UnspacedScript.h"

#include <QChar>
#include <QVector>

namespace {

// The code point at `*i`, moving `*i` past it (a surrogate pair is one code point).
char32_t nextCodePoint(const QString &text, qsizetype *i)
{
    const QChar c = text.at((*i)++);
    if (c.isHighSurrogate() && *i < text.size() && text.at(*i).isLowSurrogate())
        return QChar::surrogateToUcs4(c, text.at((*i)++));
    return c.unicode();
}

} // namespace

bool UnspacedScript::isUnspaced(char32_t c)
{
    if ((c >= 0x3000 && c <= 0x303F) // CJK symbols and punctuation (、。「」)
        || (c >= 0xFF00 && c <= 0xFFEF) // full-width and half-width forms (，！？（）)
        || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF))
        return true;
    switch (QChar::script(c)) {
    case QChar::Script_Han:
    case QChar::Script_Hiragana:
    case QChar::Script_Katakana:
    case QChar::Script_Thai:
    case QChar::Script_Lao:
    case QChar::Script_Khmer:
    case QChar::Script_Myanmar:
    case QChar::Script_Tibetan:
        return true;
    default:
        return false;
    }
}

bool UnspacedScript::contains(const QString &text)
{
    for (qsizetype i = 0; i < text.size();) {
        if (isUnspaced(nextCodePoint(text, &i)))
            return true;
    }
    return false;
}

QVector<UnspacedScript::Run> UnspacedScript::runs(const QString &text)
{
    QVector<Run> runs;
    for (qsizetype i = 0; i < text.size();) {
        const char32_t c = nextCodePoint(text, &i);
        const QString character = QString::fromUcs4(&c, 1);
        const QChar::Category category = QChar::category(c);
        const bool mark = category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining
            || category == QChar::Mark_Enclosing;
        if (mark && !runs.isEmpty()) {
            runs.last().text += character; // stays on its character
        } else if (isUnspaced(c)) {
            runs.append({character, true});
        } else if (!runs.isEmpty() && !runs.last().unspaced) {
            runs.last().text += character;
        } else {
            runs.append({character, false});
        }
    }
    return runs;
}

QStringList UnspacedScript::splitOther(const QString &text)
{
    QStringList tokens;
    QString word;
    const auto flush = [&]() {
        if (!word.isEmpty())
            tokens.append(word);
        word.clear();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isSpace()) {
            flush();
        } else if (c.isLetterOrNumber() || c.isMark()) {
            word += c;
        } else if (!word.isEmpty() && QStringLiteral(".,-'").contains(c) && i + 1 < text.size()
                   && text.at(i + 1).isLetterOrNumber()) {
            word += c; // inside a word or number
        } else {
            flush();
            if (c.isHighSurrogate() && i + 1 < text.size()) {
                tokens.append(text.mid(i, 2));
                ++i;
            } else {
                tokens.append(QString(c));
            }
        }
    }
    flush();
    return tokens;
}
