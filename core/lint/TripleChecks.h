#pragma once

class SentenceLint;
struct Sentence;

// The lint checks that read one triple at a time (GoldLint runs them on each sentence).
namespace TripleChecks {
// unbalanced-brackets: a slot whose '[' and ']' do not pair up one level deep, or that the
// official reading reads otherwise than written (Slot::problems).
void unbalancedBrackets(SentenceLint &lint);
// empty-slot: a slot with no word, or none left once its optional words are dropped.
void emptySlot(SentenceLint &lint);
// words-not-in-sentence: a slot word that is neither in the sentence (its letters, digits and
// punctuation in the sentence's order, case and tokenization aside, the sentence's punctuation
// may be left out) nor an inferred word of LintOptions; one finding per word and sentence.
void wordsNotInSentence(SentenceLint &lint);
// True when the sentence has POS tags (language-specific or universal) for every token.
bool hasTags(const Sentence &sentence);
// relation-without-verb: no relation word is a verb by the POS tags: tagged as a verb in the
// sentence, an inferred verb outside it, or, in a sentence the English tagger tagged, a word its
// lexicon lists as a verb (LintOptions::tagger). Does nothing on a sentence without tags.
void relationWithoutVerb(SentenceLint &lint);
} // namespace TripleChecks
