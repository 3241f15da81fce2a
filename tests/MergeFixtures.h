#pragma once

#include "core/model/Benchmark.h"

#include <QString>

// Two annotators built from one real gold G, for the merge tests and benchmark (cluster headers
// kept as G has them, so some no longer name their place):
// A: G with some synsets removed (the second of every sentence i with i % 4 == 1, the first too
//    when i % 8 == 1) and, in every sentence i with i % 3 == 0, the optional marks of its last
//    synset's first triple changed (the first optional element unbracketed, else the object's
//    first word bracketed);
// B: G with extra synsets (a made-up fact no synset of G shares a realization with) at
//    position 1 of every sentence i with i % 5 == 2, and one more at the end when i % 10 == 2.
namespace MergeFixtures {

inline bool isExtra(const Synset &synset)
{
    return !synset.triples.isEmpty() && synset.triples.first().subject().source() == QStringLiteral("Zzq");
}

inline Synset extraSynset(int sentence, int k)
{
    Synset synset;
    synset.triples.append(
        Triple(QStringLiteral("Zzq"), QStringLiteral("zzrel%1").arg(k), QStringLiteral("zzobj %1").arg(sentence)));
    return synset;
}

// The triple with its marks changed, or the same triple when there is nothing to change.
inline Triple withMarksChanged(const Triple &triple)
{
    Triple changed = triple;
    for (int s = 0; s < 3; ++s) {
        const Slot &slot = triple.slot(s);
        for (const SlotElement &element : slot.elements()) {
            if (!element.optional)
                continue;
            QString source = slot.source();
            const QString text = slot.elementText(element).toString();
            source.replace(element.start, element.length, Slot::realizedText(text));
            changed.setSlot(s, source);
            return changed;
        }
    }
    const QString object = triple.object().source();
    const qsizetype space = object.indexOf(QLatin1Char(' '));
    if (space > 0 && !object.startsWith(QLatin1Char('[')))
        changed.setSlot(2, QLatin1Char('[') + object.left(space) + QLatin1Char(']') + object.mid(space));
    return changed;
}

inline Benchmark annotatorA(const Benchmark &gold)
{
    Benchmark a = gold;
    for (int i = 0; i < a.sentences().size(); ++i) {
        Sentence &sentence = a.sentences()[i];
        QVector<Synset> &synsets = sentence.synsets;
        if (i % 3 == 0 && !synsets.isEmpty() && !synsets.last().triples.isEmpty()) {
            Triple &first = synsets.last().triples.first();
            first = withMarksChanged(first);
        }
        if (i % 4 == 1 && synsets.size() >= 2) {
            synsets.removeAt(1);
            if (i % 8 == 1)
                synsets.removeAt(0);
        }
    }
    return a;
}

inline Benchmark annotatorB(const Benchmark &gold)
{
    Benchmark b = gold;
    for (int i = 0; i < b.sentences().size(); ++i) {
        QVector<Synset> &synsets = b.sentences()[i].synsets;
        if (i % 5 != 2)
            continue;
        synsets.insert(std::min<qsizetype>(1, synsets.size()), extraSynset(i, 1));
        if (i % 10 == 2)
            synsets.append(extraSynset(i, 2));
    }
    return b;
}

} // namespace MergeFixtures
