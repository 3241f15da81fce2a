#pragma once

#include <QStringList>
#include <QVector>

// The phrase a token starts, from the sentence's part-of-speech tags (Penn Treebank or
// universal), for the chips' phrase keys: a noun phrase (determiners, possessives, adjectives,
// numbers and nouns; a determiner after a noun starts the next one), a preposition with the noun
// phrase after it, or a verb group (auxiliaries, verbs, adverbs, particles, `to`). Any other token,
// or a sentence without tags, is a phrase of its own. No parsing: a noun phrase's own
// prepositional phrases are the next phrases (`Prime Minister` / `of Australia`).
class Phrases
{
public:
    Phrases() = delete;

    // The last token of the phrase starting at `start` (`start` itself when it starts none).
    static int end(const QStringList &tags, int start);
    // Where the sentence's phrases start, read from its first token on (each phrase's start is
    // the token after the previous one's end): what Ctrl+Left and Ctrl+Right move between. Every
    // token of a sentence without tags.
    static QVector<int> starts(const QStringList &tags, int count);
};
