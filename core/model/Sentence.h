#pragma once

#include "core/model/Synset.h"

#include <QString>
#include <QStringList>
#include <QVector>

// A sentence of the benchmark with its synsets, in file order.
struct Sentence
{
    QString id;
    QString text;
    QStringList tokens; // the data's space-separated tokens
    // Per-token annotations, each either empty or parallel to tokens. posTags are the
    // language-specific tags (PTB for English: from CoNLL-U XPOS or the bundled tagger),
    // universalTags the CoNLL-U UPOS; heads (1-based, 0 = root) and relations are a CoNLL-U
    // dependency parse. tagSource says where they came from: "conllu", "tagger" or empty.
    QStringList posTags;
    QStringList universalTags;
    QVector<int> heads;
    QStringList relations;
    QString tagSource;
    // Named-entity labels, each empty or a type (PER, LOC, GPE, ...), parallel to tokens or
    // empty: from CoNLL-U MISC `NER=`/`NE=` (B-/I- prefixes dropped) or AnnIE's entity labels.
    QStringList entityLabels;
    QVector<Synset> synsets;
    // Draft synsets proposed from system extractions (round 0, core/assist/DraftSynsets), kept
    // until the annotator accepts one (it becomes a synset) or drops it: never scored, exported,
    // linted or compared; the project file keeps them.
    QVector<Synset> drafts;
    // The `sent_id:` line exactly as read; null once id or text are edited.
    QString rawLine;
    // False when the gold file gave this sentence no block of clusters: the official scorer
    // then leaves it out of the gold altogether and ignores its extractions.
    bool inGold = true;
    int sourceLine = 0;

    static QStringList tokenize(const QString &text);
    // The tags the chips show and their phrase keys read: the language-specific ones, else the
    // universal ones.
    const QStringList &tags() const { return posTags.isEmpty() ? universalTags : posTags; }
};
