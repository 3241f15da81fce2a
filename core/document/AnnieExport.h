#pragma once

#include "core/model/Benchmark.h"

#include <QByteArray>
#include <QString>

// The gold in AnnIE's exported annotation notation (its `NAME-annotated.tsv`, made after
// AnnIE's Output.js; AnnieImport::readExport reads it back): for each synset the sentence's
// text, then `N<TAB>Cluster K: ` and the synset's first triple, each triple on one line as
// `all words <TAB>subject(i) ... <TAB>relation(i) ...      object(i) ... `, where i is the
// word's 1-based token index (0 for a word that is not in the sentence, as AnnIE writes an
// inferred `is`) and an optional word is `[word(i)]`. N is the sentence's id when it is a
// positive number, else its position (1-based); K counts the sentence's synsets from 1.
//
// AnnIE's notation marks each word optional or not: adjacent optional groups (`[the] [first]`)
// come back as one (`[the first]`), a bracket inside a word (`[the film ``]A`) has no place, nor
// have further arguments (OIE2016 extras).
class AnnieExport
{
public:
    static QByteArray write(const Benchmark &benchmark);
    static bool writeFile(const Benchmark &benchmark, const QString &path, QString *error);
    // How many triples the notation changes (adjacent optional groups joined, brackets inside
    // words, extras dropped).
    static int approximatedTriples(const Benchmark &benchmark);
};
