#pragma once

#include "core/base/Diagnostic.h"
#include "core/oie2016/Oie2016Corpus.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

// Reads the native outputs of the six systems the OIE2016 paper scored, as the official
// readers read them (docs/scoring/oie2016.md 1.2-1.7). OpenIE-4 goes through CaRB's reader,
// whose rules for it are the same; ClausIE and PropS are read here because OIE2016 rescales
// their scores over every extraction read (1.2, 1.5). A line the official reader would stop on
// is an error diagnostic and is skipped; lines it drops silently are counted in one note.
class Oie2016SystemReader
{
public:
    enum class Format { Ollie, ReVerb, Stanford, OpenIe4, ClausIe, PropS };

    static bool parseFormat(const QString &name, Format *format);
    static QString formatName(Format format);
    static QStringList formatNames();

    // False only when the file cannot be read. `sentences` (line number "1", "2", ... -> the
    // line) is the raw sentence file ReVerb's sentence numbers point into (1.6); other formats
    // ignore it.
    static bool readFile(const QString &path, Format format, const QHash<QString, QString> &sentences,
                         Oie2016Corpus *system, Diagnostics *diagnostics, QString *error);
    static Oie2016Corpus readBytes(const QByteArray &bytes, const QString &fileName, Format format,
                                   const QHash<QString, QString> &sentences, Diagnostics *diagnostics);
};
