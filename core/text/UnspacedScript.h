#pragma once

#include <QString>
#include <QStringList>

// Scripts written without spaces between words (Han, Hiragana, Katakana, Thai, Lao, Khmer,
// Myanmar, Tibetan) and their punctuation (CJK symbols, full-width forms). BenchIE's Chinese
// data is tokenised into single characters separated by spaces (benchie/sentences, zh): text in
// these scripts becomes one token per character (a combining mark stays on its character),
// while Latin words and numbers inside it are tokenised as any other text.
class UnspacedScript
{
public:
    static bool isUnspaced(char32_t codePoint);
    static bool contains(const QString &text);
    // The runs of `text` in order: each character of an unspaced script alone (with its combining
    // marks), and each stretch of other text between them (spaces kept, never empty).
    struct Run
    {
        QString text;
        bool unspaced = false;
    };
    static QVector<Run> runs(const QString &text);
    // Text between unspaced characters, as BenchIE's Chinese data has it: words of letters and
    // digits whole (with `.` `,` `-` `'` between two of them: `3.5`, `1,300`, `COVID-19`), every
    // other character (quotes, brackets, punctuation) a token of its own, unchanged.
    static QStringList splitOther(const QString &text);
};
