#pragma once

#include "core/oie2016/Oie2016Corpus.h"
#include "core/oie2016/Oie2016Options.h"
#include "core/oie2016/Oie2016Scorer.h"
#include "core/stats/SentenceOutcomes.h"

#include <QString>

// An OIE2016 system's outcome on every scored gold sentence (SentenceOutcomes::Kind::Oie2016Curve),
// from the scorer's result: its positive points are the credited gold extractions
// (Oie2016Result::goldMatches), its negatives the extractions of a produced sentence that no
// gold extraction was credited to, and T and T - U follow docs/scoring/oie2016.md 5.
namespace Oie2016Outcomes {

// False, with *error, when the result does not decompose into the corpora's sentences (the
// points, T or T - U do not add up to the result's): never a silent mismatch.
bool build(const Oie2016Corpus &gold, const Oie2016Corpus &system, const Oie2016Options &options,
           const Oie2016Result &result, SentenceOutcomes *outcomes, QString *error);

} // namespace Oie2016Outcomes
