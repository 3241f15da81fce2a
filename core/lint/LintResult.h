#pragma once

#include "core/lint/LintCheck.h"

#include <QString>
#include <QStringList>
#include <QVector>

// A triple of a sentence: its synset and its place in the synset (both 0-based, file order).
struct LintTripleRef
{
    int synset = 0;
    int triple = 0;

    bool operator==(const LintTripleRef &other) const { return synset == other.synset && triple == other.triple; }
};

// One finding of one check: a sentence, the synsets and triples it is about, and what is odd.
// A finding is something to look at, never an error: each check's README entry says why one
// may be fine.
struct LintFinding
{
    LintCheck check = LintCheck::DoubleAnnotation;
    QString sentenceId;
    // The sentence's index in the linted gold; -1 for a sentence only the other gold has.
    int sentence = -1;
    // True when synsets and triples are the other gold's (missing-fact); else the linted gold's.
    bool inOtherGold = false;
    QVector<int> synsets; // 0-based, in file order, ascending
    QVector<LintTripleRef> triples;
    QStringList tripleTexts; // "subject --> relation --> object", parallel to triples
    QString message;
};

// What one check found over a gold.
struct LintCheckResult
{
    LintCheck check = LintCheck::DoubleAnnotation;
    // True when the check could not run at all (relation-without-verb without any POS tags,
    // entity-clean-variant on a gold without entity marks); note says why.
    bool skipped = false;
    // Why the check was skipped, or what it left out (sentences without tags); empty otherwise.
    QString note;
    QVector<LintFinding> findings; // by sentence (the linted gold's order, then the other's), then as found

    // Sentences with at least one finding of this check.
    int sentenceCount() const;
};

// The lint of a gold: one result per check that was asked for, in LintChecks::all() order.
struct LintResult
{
    QString gold; // file names, as given
    QString against; // empty without a second gold
    QVector<LintCheckResult> checks;

    // The result of a check, or null when it was not run.
    const LintCheckResult *result(LintCheck check) const;
    int findingCount() const;
    // Puts the findings GoldLint::lintSentence gave for one sentence of the gold (its index)
    // in place of that sentence's previous findings, check by check, keeping sentence order.
    void replaceSentence(int sentence, const QVector<LintFinding> &findings);
};
