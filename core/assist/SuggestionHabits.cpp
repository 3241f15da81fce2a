#include "core/assist/SuggestionHabits.h"

#include "core/assist/OptionalWords.h"
#include "core/assist/SlotWords.h"

namespace {

QString withoutBrackets(const Slot &slot)
{
    return Slot::realizedText(slot.source()).simplified();
}

// The slot's words first..last are one optional group of their own.
bool oneGroup(const QVector<DraftWord> &words, int first, int last)
{
    if (last >= words.size())
        return false;
    const int group = words.at(first).optionalGroup;
    if (group == 0)
        return false;
    for (int i = 0; i < words.size(); ++i) {
        if ((words.at(i).optionalGroup == group) != (i >= first && i <= last))
            return false;
    }
    return true;
}

} // namespace

SuggestionHabits::Counts SuggestionHabits::of(const Sentence &sentence)
{
    Counts counts{};
    if (sentence.synsets.isEmpty())
        return counts;
    const OptionalSuggester suggester(sentence);
    for (const Synset &synset : sentence.synsets) {
        for (const Triple &triple : synset.triples) {
            if (triple.isInert())
                continue;
            const TripleDraft gold = SlotWords::load(triple, sentence);
            const TripleDraft bare = SlotWords::load(Triple(withoutBrackets(triple.subject()), withoutBrackets(triple.relation()),
                                                            withoutBrackets(triple.object())),
                                                     sentence);
            bool sameWords = true;
            for (int slot = 0; slot < 3; ++slot)
                sameWords = sameWords && gold.words(slot).size() == bare.words(slot).size();
            if (!sameWords)
                continue;
            for (const OptionalSuggestion &suggestion : suggester.suggest(bare)) {
                Count &count = counts[size_t(suggestion.kind)];
                ++count.suggested;
                if (oneGroup(gold.words(suggestion.slot), suggestion.first, suggestion.last))
                    ++count.bracketed;
            }
        }
    }
    return counts;
}

void SuggestionHabits::add(Counts *to, const Counts &counts)
{
    for (size_t k = 0; k < counts.size(); ++k) {
        (*to)[k].suggested += counts[k].suggested;
        (*to)[k].bracketed += counts[k].bracketed;
    }
}

OptionalSuggester::Kinds SuggestionHabits::keptByDefault()
{
    OptionalSuggester::Kinds kinds;
    kinds.set(size_t(OptionalSuggestion::Kind::Determiner));
    kinds.set(size_t(OptionalSuggestion::Kind::Title));
    kinds.set(size_t(OptionalSuggestion::Kind::Adverb));
    return kinds;
}

bool SuggestionHabits::adverbsOptional(const Counts &counts)
{
    const Count &adverbs = counts[size_t(OptionalSuggestion::Kind::Adverb)];
    return adverbs.suggested < kMinimumSuggested || adverbs.bracketed >= OptionalWords::kShare * adverbs.suggested;
}

OptionalSuggester::Kinds SuggestionHabits::kept(const Counts &counts)
{
    OptionalSuggester::Kinds kinds = keptByDefault();
    for (size_t k = 0; k < counts.size(); ++k) {
        if (counts[k].suggested >= kMinimumSuggested)
            kinds.set(k, 2 * counts[k].bracketed >= counts[k].suggested);
    }
    return kinds;
}
