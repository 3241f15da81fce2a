#pragma once

#include "core/base/Diagnostic.h"
#include "core/base/TextFileLines.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <utility>

// What kind of benchmark file a text looks like, from the shape of its first lines. Readers use
// it to refuse a file given in the wrong place (a system output given as the gold, a CaRB gold
// given to the BenchIE scorer, ...) with a message saying what the file looks like, instead of
// scoring it as if it were right.
class InputShape
{
    Q_DECLARE_TR_FUNCTIONS(InputShape)

public:
    enum Kind {
        Unknown, // empty, or none of the shapes below (plain text, a damaged file)
        BenchieGold, // `sent_id:ID<TAB>sentence` lines and `subject --> relation --> object` triples
        BenchieSystem, // ID<TAB>subject<TAB>relation<TAB>object
        SentenceTab, // sentence<TAB>...: a CaRB or OIE2016 gold, or a CaRB tab system file
        NativeSystem, // OpenIE-4/5, OLLIE, ClausIE, ReVerb, Stanford outputs
        Conllu, // ten tab-separated columns, `#` comments
        Json, // a ROBUST gold or system file, an OIE Studio project
    };

    // Looks at the first non-blank lines (at most 64 KiB) only.
    static Kind guess(const QByteArray &bytes);
    // "a BenchIE system file (sent_id<TAB>subject<TAB>relation<TAB>object)"
    static QString describe(Kind kind);
    // Why a text is not a tab-separated gold (`expected`, "a CaRB gold (...)"): ": empty file,
    // not ...", ":1: this looks like <another kind>, not ..." or ":N: this looks like text
    // without tabs, not ..." (to follow the file's name); empty when it may be one (a shape of
    // its own, or too few lines to tell: the reader then reports its lines).
    static QString tabGoldKindError(const QByteArray &bytes, const QString &expected);
    // Reads a file of one kind into *bytes (TextFileLines::readFile): false with *error ("FILE"
    // followed by kindError's reason) when it cannot be read or kindError finds another kind.
    static bool readFileOfKind(const QString &path, QString (*kindError)(const QByteArray &), QByteArray *bytes,
                               QString *error);
    // Reads a system file in a native format: read(bytes, &diagnostics) gives its corpus,
    // extractions(corpus) how many it holds. False with *error when the file cannot be read, or
    // (checkKind) when systemKindError finds it is not `expected`; else the file's diagnostics
    // join *diagnostics (may be null).
    template <typename Corpus, typename Read, typename Count>
    static bool readSystemFile(const QString &path, const QString &expected, bool checkKind, Read read,
                               Count extractions, Corpus *system, Diagnostics *diagnostics, QString *error)
    {
        QByteArray bytes;
        if (!TextFileLines::readFile(path, &bytes, error))
            return false;
        Diagnostics lines;
        Corpus corpus = read(bytes, &lines);
        if (checkKind) {
            const QString wrongKind = systemKindError(bytes, extractions(corpus), expected, false);
            if (!wrongKind.isEmpty()) {
                *error = path + wrongKind;
                return false;
            }
        }
        if (diagnostics)
            diagnostics->append(lines);
        *system = std::move(corpus);
        return true;
    }
    // ":1: this looks like UTF-16 text, ..." (a byte-order mark) or "...binary data..." (a NUL
    // byte in the first 4 KiB), to follow the file's name; empty for other bytes.
    static QString encodingError(const QByteArray &bytes, const QString &expected);
    // Why a system file read as `expected` ("an OpenIE-4 output") is not one: ":1: this looks
    // like <another kind>, not ..." (a BenchIE gold, a project, a CoNLL-U file, or a BenchIE
    // system file unless `benchieAllowed`), or ":1: no extraction ..." when text gave none; empty
    // when it may be one (an empty file is a system that extracted nothing).
    static QString systemKindError(const QByteArray &bytes, qsizetype extractions, const QString &expected,
                                   bool benchieAllowed);
    // "this looks like <describe(found)>, not <expected>[; hint]": the message a reader
    // reports at line 1 of a file of the wrong kind.
    static QString mismatch(Kind found, const QString &expected, const QString &hint = QString());
};
