#pragma once

#include "core/model/Sentence.h"

#include <QString>
#include <QVector>

// Changes to the sentences themselves rather than their synsets: split a sentence before a
// token, merge it with the next, give it a new text. Plain functions over copies; the studio
// applies their results through an undoable command (ScoringSession::replaceSentences).
//
// Triples are words, not token positions: a split sends each synset to the part that holds
// every word of its triples (the first part when neither or both do); a merge keeps both parts'
// synsets in order; a new text keeps the synsets as they are, and wordsLost() says beforehand
// which triples would then use words the sentence no longer has (they stay, the lint lists them,
// and no extraction can match those words in the sentence's text).
//
// Ids: when every sentence's id is its 1-based position (a text import) and no system output is
// attached (their extractions are attached by id), the sentences from the edit on are numbered
// again; otherwise a new sentence gets its first part's id and a suffix (`12` -> `12.2`, unique
// in the benchmark) and merged ones keep the first id.
class SentenceStructure
{
public:
    // The two parts of `sentence` split before token `token` (1..tokens-1); empty when no split.
    static QVector<Sentence> split(const Sentence &sentence, int token);
    static Sentence merge(const Sentence &first, const Sentence &second);
    // The sentence with a new text, tokenised (PtbTokenizer); tags dropped (they no longer fit).
    static Sentence withText(const Sentence &sentence, const QString &text);
    // The triples (as "synset.triple", 1-based) whose words are not all among `tokens`.
    static QStringList wordsLost(const Sentence &sentence, const QStringList &tokens);

    // True when sentence i has id i+1 for every i.
    static bool numberedByPosition(const QVector<Sentence> &sentences);
    // Gives the sentences of `replacement`, to be put in place of `removed` sentences of `all`
    // from `first`, their ids. Numbered by position and `mayRenumber`: the rest of the benchmark
    // is appended to the replacement and numbered again with it, and the number of sentences to
    // replace (to the end) is returned. Else the first keeps its id, a new one gets a free
    // suffix, and `removed` is returned unchanged.
    static int assignIds(const QVector<Sentence> &all, int first, int removed, bool mayRenumber,
                         QVector<Sentence> *replacement);

    // After synsets were inserted, deleted or moved, or the id changed, a header read from the
    // file that no longer names its position ("1--> Cluster 3:" for the second synset) is
    // dropped, so that the canonical header is written.
    static void dropStaleHeaders(Sentence *sentence);

    // The words of a triple's slots, brackets removed.
    static QStringList tripleWords(const Triple &triple);
};
