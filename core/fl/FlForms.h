#pragma once

#include "core/model/Triple.h"

#include <QHash>
#include <QStringList>
#include <QVector>

// A form: one gold triple with its optional tokens resolved (docs/scoring/fl.md 3). Each slot
// is its words joined by single spaces.
using FlForm = QStringList;

namespace FlForms {

// The official expansion of a triple given as its slot strings: one counter over the whole
// triple's bracketed words, drop sets of size 1, 2, ..., n and then the empty set, in that
// order, duplicates kept. False (nothing appended) when '[' and ']' counts differ, as the
// official code returns -1 for the cluster. More than `maxOptional` brackets: false too.
bool appendOfficial(const QStringList &slotTexts, QVector<FlForm> *forms, int maxOptional = 22);

// The distinct realizations of one slot as docs/scoring/benchie.md 1.2 reads it (multi-word groups are
// one element), each normalized to single spaces; at most `cap` of them.
QStringList realizations(const QString &slotSource, int cap, bool *capped);

// The principled expansion of a triple: the product of its slotTexts' realizations, distinct,
// at most `cap` forms (*capped says when some were left out).
// `cache` (may be null) memoizes slot realizations across the triples of a sentence.
void appendPrincipled(const Triple &triple, QVector<FlForm> *forms, int cap, bool *capped,
                      QHash<QString, QStringList> *cache = nullptr);

} // namespace FlForms
