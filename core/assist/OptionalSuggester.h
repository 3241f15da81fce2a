#pragma once

#include "core/assist/OptionalSuggestion.h"
#include "core/model/Sentence.h"
#include "core/model/TripleDraft.h"

#include <QSet>
#include <QStringList>
#include <QVector>

#include <bitset>

// Suggests the optional words of a triple being built, from the sentence's tokens and POS tags
// (the English tagger's Penn Treebank tags, or a CoNLL-U document's universal tags) and the
// BenchIE guidelines (see OptionalSuggestion::Kind). Only sentence tokens that are plain slot
// words are suggested; a capitalised determiner before a proper noun (`The Times`) is part of a
// name and never suggested. Word lists (titles, quantities, light verbs, have-auxiliaries) are
// English; in other languages the tags alone drive determiners, adjectives, numbers and
// auxiliaries. Cheap: one pass over the draft's words.
class OptionalSuggester
{
public:
    using Kinds = std::bitset<OptionalSuggestion::kKindCount>;
    static Kinds allKinds() { return Kinds().set(); }
    // An English auxiliary or modal, lower case (`has`, `were`, `would`, `'s`): the word lists
    // behind the auxiliary suggestions.
    static bool isEnglishAuxiliary(const QString &lower);

    // The tags are read once: universal tags when the sentence has them, else its
    // language-specific ones as Penn Treebank tags; a sentence without tags gets no suggestion
    // but those of the word lists.
    explicit OptionalSuggester(const Sentence &sentence);
    OptionalSuggester(const QStringList &tokens, const QStringList &pennTags, const QStringList &universalTags);

    // Suggestions of the enabled kinds for every slot of the draft, by slot and position; at
    // most one per word.
    QVector<OptionalSuggestion> suggest(const TripleDraft &draft, Kinds kinds = allKinds()) const;

    // What the suggester knows of a token, from its tag and its word.
    enum class WordClass {
        Other,
        Determiner,
        Possessive,
        Adjective,
        Number,
        Noun,
        ProperNoun,
        Participle,
        Verb,
        Auxiliary,
        Adverb
    };
    WordClass wordClass(int token) const;
    // The sentence's adverbs the Adverb kind suggests (not those that change the fact, such as
    // `never`, `barely`, nor particles tagged as adverbs) that stand before the verb, adjective
    // or adverb they modify (`probably saw`, `relatively small`), lower-cased: the words the chips
    // put in optional when the gold brackets its adverbs nearly everywhere (SuggestionHabits).
    // Not one after its verb (`barks loudly`): it may be a slot of its own.
    QSet<QString> optionalAdverbs() const;

private:
    void suggestSlot(int slot, const QVector<DraftWord> &words, Kinds kinds, QVector<OptionalSuggestion> *out) const;
    bool isCapitalised(int token) const;

    QStringList m_tokens;
    QVector<WordClass> m_classes;
};
