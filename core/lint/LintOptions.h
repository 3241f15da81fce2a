#pragma once

#include "core/lint/LintCheck.h"

#include <QSet>
#include <QString>
#include <QVector>

class PosTagger;

// What GoldLint checks and with which word lists.
struct LintOptions
{
    // The checks to run; missing-fact and extra-fact run only when a second gold is given.
    QVector<LintCheck> checks = LintChecks::all();
    // Words a slot may hold without their being sentence tokens (words-not-in-sentence), lower
    // case: what annotators add to state a fact (`is`, `has`, `of`, ...; English, German, Chinese).
    QSet<QString> inferredWords = defaultInferredWords();
    // The inferred words that are verbs: a relation word outside the sentence that is one of
    // them is a verb (relation-without-verb).
    QSet<QString> inferredVerbs = defaultInferredVerbs();
    // In a sentence this tagger tagged (tagSource "tagger"), a relation word its lexicon lists as a
    // verb counts as one (the greedy tagger often tags `cuts` NNS after a noun). Null: the
    // sentence's tags and inferredVerbs decide alone.
    const PosTagger *tagger = nullptr;
    // The realizations tried per slot by the coverage rule (Agreement::coverSentence).
    int coverageBudget = 4096;

    bool runs(LintCheck check) const { return checks.contains(check); }

    static QSet<QString> defaultInferredWords();
    static QSet<QString> defaultInferredVerbs();
};
