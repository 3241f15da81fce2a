#pragma once

#include "core/model/Sentence.h"

#include <QVector>

#include <optional>

// The facts of the other conjuncts of a coordination. The BenchIE guidelines allow no
// conjunction inside an argument: "A and B played for C" gives one triple for A and one for B,
// in separate synsets. Once a synset holds the fact of one conjunct, the facts of the others are
// its triples with that conjunct's words replaced by another's, each a synset of its own.
//
// A coordination is found around a run of a slot's words that are neighbouring tokens of the
// sentence: separators (`,`, and, or, nor) then conjuncts, ending at the last conjunct an
// `and`/`or` introduces (`direct taxes and indirect taxes , tax credits , and money
// laundering`); a list without one is not a coordination (`Paris , France`). With part-of-speech
// tags, a conjunct of nouns and adjectives holds nouns, adjectives, numbers and determiners only
// (`B` in `A and B played`), and the conjunct the slot holds starts where its words stop being
// those (`involving [United Nations trade sanctions]`); a verb conjoins single verbs. Untagged, a
// conjunct runs to the next separator or punctuation, and the slot's is as long as the next one.
// A conjunct never takes a token another slot of the triple holds.
namespace ConjunctFacts {

// One conjunct replaced by another: token ranges, inclusive.
struct Swap
{
    int ownFirst = -1;
    int ownLast = -1;
    int otherFirst = -1;
    int otherLast = -1;

    bool operator==(const Swap &other) const
    {
        return ownFirst == other.ownFirst && ownLast == other.ownLast && otherFirst == other.otherFirst
            && otherLast == other.otherLast;
    }
};

// Every swap the synset's triples allow, each once, in the order of the triples and of the
// other conjuncts in the sentence.
QVector<Swap> of(const Synset &synset, const Sentence &sentence);

// The triple with the own conjunct's words (all in one slot, neighbours there) replaced by the
// other's, plain; an optional determiner of the own conjunct stays optional when the other
// starts with the same word. Nothing when no slot holds the own conjunct.
std::optional<Triple> swapped(const Triple &triple, const Sentence &sentence, const Swap &swap);

// The synset of the other conjunct: each triple swapped (those that hold the own conjunct),
// each line once, in order.
QVector<Triple> synsetOf(const QVector<Triple> &triples, const Sentence &sentence, const Swap &swap);

} // namespace ConjunctFacts
