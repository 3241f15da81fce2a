#pragma once

class SentenceLint;

// The lint checks that compare triples with each other (GoldLint runs them on each sentence).
namespace SynsetChecks {
// double-annotation: two synsets hold triples whose fixed words, the three slots read as one
// sequence, are the same.
void doubleAnnotation(SentenceLint &lint);
// double-meaning: triples of one synset with the same fixed subject and relation whose objects
// share no word: no content word (function words of LintOptions::inferredWords, case and
// punctuation aside), forms of one word counting as one. An object of function words only (a
// pronoun) is compared with nothing.
void doubleMeaning(SentenceLint &lint);
// duplicate-triple: the same three slots twice in one synset (spaces at the ends and runs of
// spaces aside).
void duplicateTriple(SentenceLint &lint);
// entity-clean-variant: two entity-clean triples of one synset that are placement variants of
// each other (the same words, brackets included, with other slot boundaries).
void entityCleanVariant(SentenceLint &lint);
} // namespace SynsetChecks
