#include "core/model/Synset.h"

int Synset::matchableTripleCount() const
{
    int count = 0;
    for (const Triple &triple : triples)
        count += triple.isInert() ? 0 : 1;
    return count;
}
