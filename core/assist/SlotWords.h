#pragma once

#include "core/model/Sentence.h"
#include "core/model/TripleDraft.h"

#include <QString>
#include <QVector>

// What the variant makers share: a gold triple as words matched to the sentence's tokens
// (TripleDraft::load), and what the sentence's tags say of a word.
namespace SlotWords {
// The sentence's tokens (its text split when it has none).
QStringList tokens(const Sentence &sentence);
// The triple as a draft whose words know their tokens.
TripleDraft load(const Triple &triple, const Sentence &sentence);
// The Penn Treebank (or else universal) tag of a word's token; empty when unknown.
QString tag(const Sentence &sentence, const DraftWord &word);
// A preposition or a verb particle: tagged IN, TO, RP (ADP, PART), or, untagged, an English one.
bool isPrepositionOrParticle(const Sentence &sentence, const DraftWord &word);
// True when some word is not optional: the slot cannot become empty.
bool hasFixedWord(const QVector<DraftWord> &words);
// 1 + the largest optional group number of the words.
int nextGroup(const QVector<DraftWord> &words);
} // namespace SlotWords
