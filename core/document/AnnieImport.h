#pragma once

#include "core/base/Diagnostic.h"
#include "core/model/Benchmark.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

// AnnIE's own files, so that a team can move its work in progress to OIE Studio (AnnIE: the
// web annotation tool of the BenchIE authors, github.com/nfriedri/annie-annotation-platform):
//
// - the saved progress (JSON): {"name", "textFile": {"name", "text", "sentences": [{"index",
//   "text", "words": [{"text", "posLabel", "index" (1-based), "type", "optional"}]}]},
//   "clusters": [{"sentenceNumber" (0-based), "clusterNumber", "triples": [{"subjects",
//   "predicates", "objects": [words]}]}]}. A sentence without words (AnnIE tokenises lazily) is
//   tokenised here (PtbTokenizer); a sentence with an empty text is left out; posLabel (spaCy's
//   UPOS, or an entity type in its place: PERSON, GPE, ORG...) becomes the universal tag, an
//   entity type as PROPN (NUM for dates, numbers and amounts);
// - the exported annotation text (`NAME-annotated.tsv`): for each cluster the sentence's text,
//   then `N<TAB>Cluster K: ` and its first triple, each triple on one line as
//   `all words<TAB>subject(i) ...<TAB>relation(i) ...     object(i) ...` (five spaces before the
//   object), an optional word as `[word(i)]`.
//
// Sentence ids are AnnIE's sentence numbers (1-based); consecutive optional words of a slot
// become one optional group (`[of Australia]`). A triple with an empty slot is left out with a
// warning at its line (the text) or cluster (JSON).
class AnnieImport
{
    Q_DECLARE_TR_FUNCTIONS(AnnieImport)

public:
    static bool looksLikeProgress(const QByteArray &bytes);
    static bool looksLikeExport(const QByteArray &bytes);
    // False with *error ("file:line: message") when the file is not AnnIE's.
    static bool readProgress(const QByteArray &bytes, const QString &fileName, Benchmark *out, Diagnostics *diagnostics,
                             QString *error);
    static bool readExport(const QByteArray &bytes, const QString &fileName, Benchmark *out, Diagnostics *diagnostics,
                           QString *error);
};
