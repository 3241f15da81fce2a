#pragma once

#include "core/model/Triple.h"

#include <QString>
#include <QVector>

// A fact synset ("cluster"): every acceptable triple for one fact of a sentence.
struct Synset
{
    QVector<Triple> triples;
    // The header line exactly as read ("1--> Cluster 2:"); null for a synset made in the tool.
    QString headerLine;
    int headerSourceLine = 0;
    // True when the file gave this synset no header (a block that starts with a triple):
    // it is then written back without one.
    bool headerless = false;
    // False for a lone line that made up a whole sentence block: the official reader builds no
    // synset from it (docs/scoring/benchie.md 1.1), so it is kept for writing but never scored.
    bool scored = true;

    int matchableTripleCount() const;
};
