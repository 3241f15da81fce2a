#pragma once

#include "core/model/Triple.h"

#include <QHash>
#include <QStringList>
#include <QVector>

// A form: one gold triple with its optional tokens resolved (docs/scoring/fl.md 3). Each slot
// is its words joined by single spaces.
using FlForm = QStringList;

namespace FlForms {

// What appendOfficial gave.
enum class OfficialExpansion {
    Whole, // every form of the official expansion
    Cut, // more forms than the budget: only the first ones (see appendOfficial)
    Unbalanced, // '[' and ']' counts differ: nothing, as the official code returns -1 for the cluster
};

// The official expansion of a triple given as its slot strings: one counter over the whole
// triple's bracketed words, drop sets of size 1, 2, ..., n and then the empty set, in that
// order, duplicates kept: 2^n forms. At most `budget` of them (at least one): when 2^n is more,
// the first budget - 1 in that order and then the empty set's (every optional word kept), and
// Cut. The official code expands them all, which for a few dozen brackets takes gigabytes and
// hours; the drop sets are made one at a time, so the cost follows the forms appended.
OfficialExpansion appendOfficial(const QStringList &slotTexts, QVector<FlForm> *forms, qsizetype budget);

// The distinct realizations of one slot as docs/scoring/benchie.md 1.2 reads it (multi-word groups are
// one element), each normalized to single spaces: those of its first `cap` subsets of optional
// elements dropped, the empty subset first (*capped when there are more).
QStringList realizations(const QString &slotSource, int cap, bool *capped);

// A slot's realizations as appendPrincipled made them, and whether some were left out.
struct SlotRealizations
{
    QStringList texts;
    bool capped = false;
};

// The principled expansion of a triple: the product of its slotTexts' realizations, distinct,
// at most `cap` forms (*capped says when some were left out, or when a slot had more
// realizations than about 8 MB of text or 65,536 of them).
// `cache` (may be null) memoizes slot realizations across the triples of a sentence; `work`
// (may be null) grows by the characters of the subsets tried for slots not in the cache.
void appendPrincipled(const Triple &triple, QVector<FlForm> *forms, int cap, bool *capped,
                      QHash<QString, SlotRealizations> *cache = nullptr, qsizetype *work = nullptr);

} // namespace FlForms
