#pragma once

#include "core/base/Diagnostic.h"
#include "core/model/Benchmark.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

// Reads CoNLL-U (https://universaldependencies.org/format.html) from any external parser into
// sentences with tokens, tags and a dependency parse (tagSource = "conllu"), without synsets.
//
// - Sentence id: the `# sent_id = ...` comment, else the 1-based position of the sentence.
// - Tokens are the surface words, as an annotator sees them. A multiword token (`1-2 zum`)
//   becomes one token and its syntactic words (`1 zu`, `2 dem`) are folded into it: their UPOS
//   and XPOS joined by `+` (`ADP+DET`), the head and relation of the word whose head lies
//   outside the range. Heads are renumbered to token positions (1-based, 0 = root).
// - Empty nodes (`5.1`) are skipped.
// - Sentence.text is the tokens joined by single spaces (the BenchIE sentence line form, so
//   that Sentence::tokenize(text) == tokens); the `# text` comment is not needed.
// - posTags is XPOS (PTB for English parsers), universalTags UPOS; a column that is `_` for
//   every word of a sentence leaves that list empty.
// Malformed lines (wrong column count, bad id, bad or out-of-range head) are reported as
// "file:line: message" diagnostics and skipped or repaired (head 0); it never fails on content.
class ConlluReader
{
    Q_DECLARE_TR_FUNCTIONS(ConlluReader)

public:
    // Detects CoNLL-U by content: the first non-comment, non-blank lines have 10 tab-separated
    // columns with a numeric id.
    static bool looksLikeConllu(const QString &text);
    // False with *error only when the file cannot be read.
    static bool read(const QString &path, Benchmark *benchmark, Diagnostics *diagnostics, QString *error);
    // Decodes UTF-8 (a byte order mark and any line ends accepted) and parses.
    static void readBytes(const QByteArray &bytes, const QString &fileName, Benchmark *benchmark, Diagnostics *diagnostics);
    static void parse(const QString &text, const QString &fileName, Benchmark *benchmark, Diagnostics *diagnostics);
};
