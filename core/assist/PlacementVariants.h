#pragma once

#include "core/model/Sentence.h"

#include <QVector>

// Placement variants (BenchIE guidelines): the same words with the boundary between relation
// and object moved. From `M. J. --> was born in --> Brooklyn`: `was born --> in Brooklyn` and
// `was --> born in Brooklyn` (trailing words of the relation moved to the object), and from
// `was born --> in Brooklyn` also `was born in --> Brooklyn` (a leading preposition or particle
// of the object moved to the relation). An optional group is never split, the relation never ends in an
// article, a demonstrative or a possessive (`served as [the]`), and neither slot is left without a fixed word. The
// entity facet (BenchIE-E) admits one placement: a synset with an entity-clean triple gets none.
class PlacementVariants
{
public:
    PlacementVariants() = delete;

    static bool allowedIn(const Synset &synset);
    // The variants of the triple, in order of the boundary (leftmost first), without the triple
    // itself and without those the synset (if given) already holds.
    static QVector<Triple> of(const Triple &triple, const Sentence &sentence, const Synset *synset = nullptr);
    // The placements whose boundary falls inside an optional group, which the real golds write
    // with that group's words plain on both sides (`deals with cases of fraud in [relation to]
    // --> direct taxes` gives `in relation --> to direct taxes`; `was considered --> [to be] [the]
    // patron saint` gives `was considered to --> be [the] patron saint`); the same rules as `of`
    // otherwise.
    static QVector<Triple> splittingGroups(const Triple &triple, const Sentence &sentence);
    // The placements that move other object words than prepositions and particles into the
    // relation (`deals with cases --> involving conflict diamonds` gives `deals with cases
    // involving --> conflict diamonds`), which the guidelines leave to the annotator; *moved (if
    // given) gets the number of words each moves.
    static QVector<Triple> intoRelation(const Triple &triple, const Sentence &sentence, QVector<int> *moved = nullptr);
    // The facts nested in the object, each a new synset's first triple (BenchIE guidelines:
    // `He --> became --> [a] justice of [the] High Court` also states `He --> became [a] justice
    // of --> [the] High Court`): the object cut after each of its prepositions that is a plain
    // word (not in an optional group, not first, not last), the words before the cut moved
    // into the relation; leftmost first.
    static QVector<Triple> nestedFacts(const Triple &triple, const Sentence &sentence);
};
