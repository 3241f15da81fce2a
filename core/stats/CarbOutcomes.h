#pragma once

#include "core/carb/CarbCorpus.h"
#include "core/stats/SentenceOutcomes.h"

// A CaRB system's outcome on every gold sentence (SentenceOutcomes::Kind::CarbCurve): each
// gold sentence with the extractions the system has for it is scored alone by CarbScorer, so
// the per-sentence numbers come from the scorer itself; its curve gives back the sentence's
// numerators at each of its confidence levels (docs/scoring/statistics.md 2.2).
namespace CarbOutcomes {

SentenceOutcomes build(const CarbCorpus &gold, const CarbCorpus &system);

} // namespace CarbOutcomes
