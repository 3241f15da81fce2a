#pragma once

#include "core/model/Sentence.h"

#include <QString>

class AgreementCache;
#include <QStringList>
#include <QVector>

// How the synsets of one sentence line up across two annotators (docs/merge.md).
enum class MergeCategory {
    Identical, // the same synsets each side (usually one), the same triples in the same order
    Different, // one synset each side, the same fact (they cover each other) with other triples or optional marks
    OnlyA, // a synset of A that no synset of B covers
    OnlyB, // a synset of B that no synset of A covers
    Split, // one synset of one side aligned with two or more of the other (split or merged facts)
};

// One aligned group: the synsets (indices in their sentence, ascending) of each side that are
// linked by the agreement's coverage rule, directly or through each other.
struct MergeItem
{
    MergeCategory category = MergeCategory::Identical;
    QVector<int> synsetsA;
    QVector<int> synsetsB;
    // Who decided it: the item as it stands, both sides' gold lines (see MergeAlignment::signature).
    QString signature;
};

namespace MergeAlignment {
// The items of a sentence pair, in merge order: A's synsets in A's order, each synset only in
// B right after the item of its nearest preceding synset of B that A has too (first if none).
// Two scored synsets are the same fact when one's triples cover the other's
// (Agreement::linkSentence); synsets the official reader leaves unscored pair only when identical.
// `cache` (optional) keeps what was learnt about pairs of slots for the next call.
QVector<MergeItem> align(const Sentence &a, const Sentence &b, AgreementCache *cache = nullptr);
// The gold lines of a synset, one per triple.
QStringList linesOf(const Synset &synset);
// Both sides of an item as text: it names the item as long as neither side changes.
QString signature(const Sentence &a, const Sentence &b, const QVector<int> &synsetsA, const QVector<int> &synsetsB);
QString categoryName(MergeCategory category);
} // namespace MergeAlignment
