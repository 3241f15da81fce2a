#pragma once

#include "core/lint/LintOptions.h"
#include "core/lint/LintResult.h"
#include "core/model/Benchmark.h"

#include <QVector>

// The gold lint: checks that point an annotator at what may be wrong in a gold (LintCheck lists
// them; the README says what each finding means and why it may be fine). It reads the model only;
// POS tags come from the sentences (the English tagger or CoNLL-U, as DocumentImport set them).
//
// A panel lints the whole gold once (run) and then one sentence after each edit
// (lintSentence, LintResult::replaceSentence).
namespace GoldLint {

// Every check of `options` on every sentence of the gold. With `against` (another gold of the
// same sentences, paired by id) also missing-fact and extra-fact, by the agreement's coverage
// rule (Agreement::coverSentence); the synsets of a sentence only one gold has are all
// uncovered. Findings of the other gold's sentences that this gold lacks come last (sentence -1).
LintResult run(const Benchmark &gold, const LintOptions &options, const Benchmark *against = nullptr);

// The findings of one sentence of the gold (its index), every check of `options`, as run()
// gives them for that sentence; `against` as for run().
QVector<LintFinding> lintSentence(const Benchmark &gold, int sentence, const LintOptions &options,
                                  const Benchmark *against = nullptr);

// The same for a sentence on its own. `other`: the sentence in the other gold (an empty
// Sentence when that gold lacks it) to compare with, or null not to compare. *bounded, when
// given, is set when the coverage rule tried only part of some slot's realizations.
QVector<LintFinding> lintSentence(const Sentence &sentence, int index, const LintOptions &options,
                                  const Sentence *other = nullptr, bool *bounded = nullptr);

} // namespace GoldLint
