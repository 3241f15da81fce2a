#pragma once

#include "core/model/TripleDraft.h"

#include <QString>

// A run of slot words of the triple being built that the BenchIE annotation guidelines usually
// make optional (`[the]`, `[Prof.]`, `[has]`, `[continues to]`, ...): positions first..last
// (inclusive) of slot `slot` of a TripleDraft, and why (its kind). A suggestion is only shown:
// the annotator accepts it (the words become one optional group) or not.
struct OptionalSuggestion
{
    enum class Kind {
        Determiner, // a, an, the, this, his, ...
        Title, // Prof., Dr., Mr., President, ... before a name
        Adjective, // weaker: some adjectives are essential (`cold war`)
        Quantity, // some, many, thirty, 1.5 million, ... before a noun
        Auxiliary, // has, have, had before a participle
        LightVerb, // continues to, began to, went on to, ... before a verb
        // An adverb beside the words it modifies (`[probably] saw`, `[relatively] small`); not
        // one that changes the fact (`not`, `never`, `barely`, `allegedly`).
        Adverb,
    };
    static constexpr int kKindCount = 7;

    Kind kind = Kind::Determiner;
    int slot = 0;
    int first = 0;
    int last = 0;

    // Makes the suggested words one optional group of the draft (what accepting it does).
    void applyTo(TripleDraft *draft) const;
    bool contains(int slotIndex, int position) const
    {
        return slotIndex == slot && position >= first && position <= last;
    }
    bool operator==(const OptionalSuggestion &other) const
    {
        return kind == other.kind && slot == other.slot && first == other.first && last == other.last;
    }
    // A stable English id ("determiner", "title", "adjective", "quantity", "auxiliary",
    // "light-verb", "adverb"), for settings keys and test output.
    static QString kindId(Kind kind);
};
