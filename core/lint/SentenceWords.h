#pragma once

#include "core/model/Sentence.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

// A sentence's tokens as one sequence of pieces (TripleWords::pieces), each piece knowing its
// token, for finding slot words in the sentence. A word is in the sentence when its pieces occur
// there one after the other: whatever the tokenization, `U.S.` and `U . S .`, `Australien.` and
// `Australien`, ``Kormoran'' and `` Kormoran '' are then the same text; the sentence's
// punctuation may be left out (`Dreamer''` for `Dreamer , ''`). Case is ignored.
class SentenceWords
{
public:
    explicit SentenceWords(const Sentence &sentence);

    // The token positions of every occurrence of the word; empty when it is not in the sentence.
    QVector<int> positions(const QString &word) const;
    bool contains(const QString &word) const { return !positions(word).isEmpty(); }

private:
    QStringList m_pieces;
    QVector<int> m_tokens; // parallel to m_pieces
    QHash<QString, QVector<int>> m_starts; // piece -> where it occurs
};
