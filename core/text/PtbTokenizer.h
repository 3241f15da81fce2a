#pragma once

#include "core/text/SentenceSplitter.h"

#include <QString>
#include <QStringList>

// Penn-Treebank-style tokenization as in the BenchIE data (sample300_en.txt): clitics split
// (`Marc 's`, `do n't`, `ca n't`, `they 're`), punctuation and brackets separated, brackets kept
// as `(` `)` (the data never writes -LRB-), double quotes as `` and '', single quotes as ` and ',
// hyphenated words and numbers with `,` or `.` inside kept whole, `--` and `...` split off.
// A sentence-final period is split off; a period inside a sentence stays on its word
// (`Mr.`, `U.S.`, `Inc.`).
//
// Idempotent: tokenizing an already-tokenized sentence (tokens joined by single spaces) gives
// back its tokens.
//
// Text in a script written without spaces (Chinese, Japanese, Thai; UnspacedScript) becomes one
// token per character, as BenchIE's Chinese data is tokenised; Latin words and numbers inside
// it are tokenised as above and kept whole (`2024 年 iPhone 15 发 布 。`).
//
// Two habits differ between annotation tools, and both are options (AnnIE offers both):
// hyphenated compounds and quotation marks. The defaults are BenchIE's data.
struct TokenizerOptions
{
    // `state-of-the-art` whole (false, as the BenchIE data has it) or split at every hyphen
    // between two letters, `state - of - the - art` (as spaCy, AnnIE's tokenizer, does); a hyphen
    // next to a digit (`1980-81`, `COVID-19`) is kept.
    bool splitHyphens = false;
    // Quotation marks as tokens of their own (true: `` Hello '' as in the BenchIE data) or left
    // on the word they touch, as straight quotes (`"Hello"`, `'Fresh` ... `Story'`).
    bool quotesAsTokens = true;

    bool operator==(const TokenizerOptions &other) const
    {
        return splitHyphens == other.splitHyphens && quotesAsTokens == other.quotesAsTokens;
    }
};

class PtbTokenizer
{
public:
    // The tokens of one sentence.
    static QStringList tokenize(const QString &sentence, const TokenizerOptions &options = TokenizerOptions());
    // A raw text (paragraphs, several sentences per line) → sentences → tokens: the sentence
    // splitter (SentenceSplitter, paragraph-aware or breaking at every line) then tokenize() on
    // each sentence.
    static QVector<QStringList> tokenizeText(const QString &text, SentenceBreaks breaks = SentenceBreaks::Paragraphs,
                                             const TokenizerOptions &options = TokenizerOptions());

    // A comma between words (not inside a number) separates them: `a,b` is `a , b`, `1,000`
    // stays whole. While some comma of the part has a character on each side and a non-digit
    // (not Unicode Nd) on one of them, the part is cut at its last comma, which need not be that
    // comma (`a,1,2` gives `a , 1 , 2`). Returns the pieces cut off, in order, and leaves the
    // rest in `part`. A surrogate without its pair stops the rule: no cut spans it. Linear.
    static QStringList splitInnerCommas(QString *part);

private:
    static void tokenizeChunk(const QString &chunk, bool lastChunk, int *doubleQuotes, QStringList *out);
    static QStringList applyOptions(const QStringList &tokens, const TokenizerOptions &options);
};
