#pragma once

#include "core/oie2016/Oie2016Corpus.h"
#include "core/oie2016/Oie2016Lemmatizer.h"
#include "core/oie2016/Oie2016Options.h"

#include <QHash>
#include <QString>
#include <QStringView>
#include <QVector>

#include <deque>

// The official lexical matcher (docs/scoring/oie2016.md 3, 4). An extraction is prepared once:
// its bag of words (predicate and arguments joined by single spaces, split on single spaces,
// empty tokens kept, case kept) and, in current mode, the lemmas of its predicate words, each
// word and lemma as a number (equal numbers, equal strings) so that matching compares integers.
// match(gold, prediction): current mode, a shared predicate lemma and more than a quarter of
// the gold's words covered; 2016 mode, more than half covered.
class Oie2016Matcher
{
public:
    struct Prepared
    {
        QVector<int> words;
        QVector<int> predicateLemmas; // distinct
    };

    // `lemmatizer` is needed in current mode only.
    Oie2016Matcher(Oie2016Options::Mode mode, const Oie2016Lemmatizer *lemmatizer);

    // Not const: it numbers new words and remembers each word's lemma.
    Prepared prepare(const Oie2016Extraction &extraction);
    bool match(const Prepared &gold, const Prepared &prediction) const;

    // How many (i, j) pairs have gold word i equal to prediction word j.
    static int commonWordPairs(const Prepared &gold, const Prepared &prediction);

private:
    int number(QStringView word);
    void addWords(QStringView text, QVector<int> *words);

    Oie2016Options::Mode m_mode;
    const Oie2016Lemmatizer *m_lemmatizer;
    std::deque<QString> m_strings; // by number; the keys of m_numbers are views into them
    QHash<QStringView, int> m_numbers;
    QHash<int, int> m_lemmas; // word number -> lemma number
};
