#pragma once

#include <QString>
#include <QVector>

// The checks of the gold lint (GoldLint), in the order reports list them. Each has a stable id,
// the one the command line and the JSON use, and a title.
enum class LintCheck {
    DoubleAnnotation, // one fact annotated in two synsets
    DoubleMeaning, // two facts in one synset
    MissingFact, // a synset of the other gold that no synset of this one covers (--against)
    ExtraFact, // a synset of this gold that no synset of the other covers (--against)
    DuplicateTriple,
    UnbalancedBrackets,
    EmptySlot,
    WordsNotInSentence,
    RelationWithoutVerb,
    EntityCleanVariant,
};

namespace LintChecks {
// Every check, in report order.
QVector<LintCheck> all();
// "double-annotation", ...
QString id(LintCheck check);
// The check with this id; false when there is none.
bool fromId(const QString &id, LintCheck *check);
QString title(LintCheck check);
// True for the checks that compare with a second gold (missing-fact, extra-fact).
bool needsAgainst(LintCheck check);
} // namespace LintChecks
