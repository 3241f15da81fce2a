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
class PtbTokenizer
{
public:
    // The tokens of one sentence.
    static QStringList tokenize(const QString &sentence);
    // A raw text (paragraphs, several sentences per line) → sentences → tokens: the sentence
    // splitter (SentenceSplitter, paragraph-aware or breaking at every line) then tokenize() on
    // each sentence.
    static QVector<QStringList> tokenizeText(const QString &text, SentenceBreaks breaks = SentenceBreaks::Paragraphs);

private:
    static void tokenizeChunk(const QString &chunk, bool lastChunk, int *doubleQuotes, QStringList *out);
};
