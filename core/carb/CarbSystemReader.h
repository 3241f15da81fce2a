#pragma once

#include "core/base/Diagnostic.h"
#include "core/carb/CarbCorpus.h"
#include "core/model/SystemOutput.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

// Reads system extractions for CaRB in the native formats of the official readers
// (docs/scoring/carb.md 3, Reading): tabbed, OpenIE-4, OpenIE-5, ClausIE, PropS, and the BenchIE tab
// format, whose sentence ids take their text from a sentence source and whose extractions
// are scored as tabbed lines `sentence<TAB>1.00<TAB>relation<TAB>subject<TAB>object`.
// A line the official reader would crash on is an error diagnostic and is skipped.
class CarbSystemReader
{
public:
    enum class Format { Tabbed, Benchie, OpenIe4, OpenIe5, ClausIe, PropS };

    static bool parseFormat(const QString &name, Format *format);
    static QStringList formatNames();
    static QString formatName(Format format);

    // False only when the file cannot be read. `sentences` (id -> text) is needed for Benchie.
    static bool readFile(const QString &path, Format format, const QHash<QString, QString> &sentences,
                         CarbCorpus *system, Diagnostics *diagnostics, QString *error);
    static CarbCorpus readBytes(const QByteArray &bytes, const QString &fileName, Format format,
                                const QHash<QString, QString> &sentences, Diagnostics *diagnostics);

    // BenchIE extractions already read (the studio's systems), as the Benchie format reads them.
    static CarbCorpus fromExtractions(const SystemOutput &output, const QHash<QString, QString> &sentences,
                                      Diagnostics *diagnostics);
    // Sentence texts by id: from a BenchIE gold file (`sent_id:ID<TAB>text` lines) or from a
    // file of one sentence per line (ids 1, 2, ...).
    static bool readSentences(const QString &path, QHash<QString, QString> *sentences, Diagnostics *diagnostics,
                              QString *error);
};
