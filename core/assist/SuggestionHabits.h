#pragma once

#include "core/assist/OptionalSuggester.h"
#include "core/model/Sentence.h"

#include <array>

// How often a gold brackets what the optional-token suggester proposes, per kind: on each gold
// triple's words with its brackets taken away, every suggestion the suggester makes, and
// whether the gold brackets exactly those words as one optional group. Round 0's drafts
// (DraftSynsets) accept the kinds a gold keeps: on the English BenchIE gold the determiners
// (88% of the suggestions made are bracketed so), titles (67%) and adverbs (89%), not the
// quantities (38%), auxiliaries (40%), light verbs (40%) nor adjectives (27%) (`draft-coverage`).
class SuggestionHabits
{
public:
    struct Count
    {
        int suggested = 0;
        int bracketed = 0;
    };
    using Counts = std::array<Count, OptionalSuggestion::kKindCount>;

    // A kind suggested fewer times than this in the gold follows the English gold's habit.
    static constexpr int kMinimumSuggested = 20;

    static Counts of(const Sentence &sentence);
    static void add(Counts *to, const Counts &counts);
    // The kinds bracketed at least half of the times they are suggested.
    static OptionalSuggester::Kinds kept(const Counts &counts);
    // What kept() gives on a gold with no triples yet: the English BenchIE gold's habits.
    static OptionalSuggester::Kinds keptByDefault();
    // The chips put adverbs in optional (OptionalSuggester::optionalAdverbs): the gold brackets
    // at least OptionalWords::kShare (80%) of the adverbs suggested, as it asks of a word; before
    // kMinimumSuggested suggestions, as the English BenchIE gold does (89%).
    static bool adverbsOptional(const Counts &counts);
};
