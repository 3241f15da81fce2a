#pragma once

#include <QString>
#include <QStringList>

// Splits raw English text into sentences (untokenized strings). A sentence ends at `.`, `!` or
// `?` (possibly followed by closing quotes or brackets) when the next word starts a sentence
// (an upper-case letter, a digit, or an opening quote or bracket before one), and always at a
// blank line. A period does not end a sentence after a title or a name initial (`Mr.`, `Dr.`,
// `J.`), nor inside a number (`3.5`); after other abbreviations (`U.S.`, `e.g.`, `Inc.`, `Jan.`)
// it ends one only when the next word is a usual sentence opener (`The`, `He`, `But`, ...).
//
// Scripts written without spaces (Chinese, Japanese) end a sentence at `。`, `！` or `？`
// (with any closing quotes or brackets after it), whatever follows.
//
// Raw text is split in one of two ways (SentenceBreaks): every line break ends a sentence (as
// AnnIE treats each line as a unit: a headline, a caption, a byline stay apart), or only a blank
// line does (paragraphs; a hard-wrapped paragraph is joined again).
enum class SentenceBreaks { Lines, Paragraphs };

class SentenceSplitter
{
public:
    // Paragraph-aware split: single line breaks are spaces.
    static QStringList split(const QString &text);
    static QStringList split(const QString &text, SentenceBreaks breaks);
    // True when `word` (with its final period) is an abbreviation that never ends a sentence.
    static bool isTitleOrInitial(const QString &word);
    // True when `word` (with its final period) is any known abbreviation.
    static bool isAbbreviation(const QString &word);
    // Where a sentence ends inside a word for a missing space (`Thursday.Credit`: a word of two
    // or more letters that is no abbreviation, a period, a capitalised word): the period's
    // index, else -1. `U.S.`, `p.m.`, `3.5`, `Node.js` and `St.Louis` have none.
    static qsizetype missingSpace(const QString &word);
};
