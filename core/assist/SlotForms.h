#pragma once

#include "core/model/Sentence.h"

#include <QVector>

// Forms of a triple made from the sentence's words around one slot, for the variant checklist
// (VariantChecklist): a slot continued by the phrases that follow it, an object cut short, a
// relation's leading auxiliaries bracketed. Each reads the sentence's tags and makes nothing
// without them.
namespace SlotForms {
// The object continued by the one, two and three phrases of the sentence after its last word,
// the first a preposition (`gave --> [a] speech` gives `gave --> [a] speech in Chicago`).
QVector<Triple> continuedObjects(const Triple &triple, const Sentence &sentence);
// The relation continued, after one of its words, by the phrases of the sentence that follow
// that word (`founded in --> 1880` gives `founded by [the] Western Town Lot Company in --> 1880`).
QVector<Triple> continuedRelations(const Triple &triple, const Sentence &sentence);
// The object cut before each of its plain prepositions (`[the] balloon to [the] ground` gives
// `[the] balloon`).
QVector<Triple> shortenedObjects(const Triple &triple, const Sentence &sentence);
// The words leading the relation before its verb one optional group, or plain when they are
// optional already (`would pursue` and `[would] pursue`); none when no verb follows them.
QVector<Triple> auxiliariesToggled(const Triple &triple, const Sentence &sentence);
} // namespace SlotForms
