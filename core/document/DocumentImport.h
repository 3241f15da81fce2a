#pragma once

#include "core/base/Diagnostic.h"
#include "core/model/Benchmark.h"
#include "core/text/PtbTokenizer.h"
#include "core/text/SentenceSplitter.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

class Oie2016Corpus;
class PosTagger;

// The kinds of file `oie-studio FILE` opens, told apart by content (never by extension).
enum class DocumentKind {
    Project, // OIE Studio project (JSON with "format": "oie-studio-project")
    BenchieGold, // BenchIE gold text (a line `sent_id:ID<TAB>sentence`, normally the first)
    Conllu, // CoNLL-U from any parser (10 tab-separated columns)
    Oie2016Gold, // OIE2016 gold (`sentence<TAB>base verb<TAB>predicate<TAB>arguments...`, Oie2016GoldReader)
    SentencePerLine, // plain text, one sentence per line (each line ends like a sentence)
    RawText, // plain text split into sentences by SentenceSplitter (ImportOptions::sentenceBreaks)
    AnnieProgress, // AnnIE's saved progress (JSON with "textFile" and "clusters"; AnnieImport)
    AnnieExport, // AnnIE's exported annotation text (lines "N<TAB>Cluster K: ..."; AnnieImport)
};

struct ImportOptions
{
    // Tag the sentences that have no tags yet (posTags empty, tagSource empty) with the English
    // POS tagger, tagSource = "tagger", when the document is English (see isEnglish). Tags never
    // change what the BenchIE writer writes.
    bool tagPartsOfSpeech = true;
    // Keep what writing the document back byte for byte needs (BenchieGoldReader::readBytes);
    // a read-only scorer turns it off.
    bool forWriting = true;
    // The tagger to use; null: PosTagger::shared(). A tagger without a model tags nothing.
    const PosTagger *tagger = nullptr;
    // Raw text: every line break ends a sentence (a headline, a caption, a byline stay apart),
    // or only blank lines do (SentenceBreaks::Paragraphs: a hard-wrapped paragraph is joined).
    SentenceBreaks sentenceBreaks = SentenceBreaks::Lines;
    // Raw text and one-sentence-per-line text: hyphenated compounds and quotation marks
    // (PtbTokenizer; the defaults are BenchIE's). Gold, project and CoNLL-U files keep their tokens.
    TokenizerOptions tokenizer;
    // Scoring, linting, agreement: only a gold will do (a BenchIE gold, a project, an AnnIE file
    // or an OIE2016 gold) holding at least one sentence. An empty file, a text to annotate or a
    // CoNLL-U file is refused at its line 1 ("this looks like ..., not a gold"), never read as
    // a gold of no facts that every system then scores 0 against.
    bool goldOnly = false;
};

// Opens any document kind into a Benchmark. BenchIE gold and project files are read as
// ScoringSession always read them (losslessly: BenchieGoldReader, ProjectFile); CoNLL-U through
// ConlluReader; text files are tokenized by PtbTokenizer and their sentences get ids 1..N and no
// synsets.
class DocumentImport
{
    Q_DECLARE_TR_FUNCTIONS(DocumentImport)

public:
    static DocumentKind detectKind(const QByteArray &bytes);
    static QString kindName(DocumentKind kind);

    // False with *error ("file:line: message") only when the file cannot be read or is an
    // unreadable project (for example one written by a newer OIE Studio); problems inside a
    // readable file are *diagnostics. *kind, when given, receives the detected kind.
    static bool open(const QString &path, Benchmark *out, Diagnostics *diagnostics, QString *error,
                     const ImportOptions &options = ImportOptions(), DocumentKind *kind = nullptr);
    static bool openBytes(const QByteArray &bytes, const QString &fileName, Benchmark *out, Diagnostics *diagnostics,
                          QString *error, const ImportOptions &options = ImportOptions(), DocumentKind *kind = nullptr);

    // An OIE2016 gold as a document: one sentence per sentence text (ids 1..N, tokens split on
    // spaces as the gold is tokenised), one synset per gold extraction holding the one triple
    // arg1 --> predicate --> arg2 (further arguments as extra parts, a missing arg2 empty).
    static Benchmark fromOie2016(const Oie2016Corpus &gold);
    // Sentences built from text: ids 1..N (after `firstId - 1`), text = tokens joined by spaces.
    static void appendTokenizedSentences(const QVector<QStringList> &sentences, Benchmark *benchmark);
    // True when at least 60% of the word tokens of the first 50 sentences are in the English
    // tagger's lexicon (German and Chinese BenchIE golds stay far below).
    static bool isEnglish(const Benchmark &benchmark, const PosTagger &tagger);
    // Tags every sentence without tags (see ImportOptions); returns how many were tagged.
    static int tagUntaggedSentences(Benchmark *benchmark, const PosTagger &tagger);
};
