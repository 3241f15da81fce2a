#include "core/lint/LintCheck.h"

namespace LintChecks {

namespace {

struct Description
{
    LintCheck check;
    const char *id;
    const char *title;
};

// Every check in report order, with its stable id and title.
const Description kChecks[] = {
    {LintCheck::DoubleAnnotation, "double-annotation", "The same fact in two synsets"},
    {LintCheck::DoubleMeaning, "double-meaning", "Two facts in one synset"},
    {LintCheck::MissingFact, "missing-fact", "A fact of the other gold that this gold lacks"},
    {LintCheck::ExtraFact, "extra-fact", "A fact of this gold that the other gold lacks"},
    {LintCheck::DuplicateTriple, "duplicate-triple", "The same triple twice in a synset"},
    {LintCheck::UnbalancedBrackets, "unbalanced-brackets", "Unbalanced or nested brackets in a slot"},
    {LintCheck::EmptySlot, "empty-slot", "A slot that is or can become empty"},
    {LintCheck::WordsNotInSentence, "words-not-in-sentence", "Slot words that are not in the sentence"},
    {LintCheck::RelationWithoutVerb, "relation-without-verb", "A relation without a verb"},
    {LintCheck::EntityCleanVariant, "entity-clean-variant", "Placement variants in an entity-clean synset"},
};

const Description &describe(LintCheck check)
{
    for (const Description &description : kChecks) {
        if (description.check == check)
            return description;
    }
    return kChecks[0]; // unreachable: every enumerator is listed
}

} // namespace

QVector<LintCheck> all()
{
    QVector<LintCheck> checks;
    for (const Description &description : kChecks)
        checks.append(description.check);
    return checks;
}

QString id(LintCheck check)
{
    return QLatin1String(describe(check).id);
}

bool fromId(const QString &id, LintCheck *check)
{
    for (const Description &description : kChecks) {
        if (id == QLatin1String(description.id)) {
            *check = description.check;
            return true;
        }
    }
    return false;
}

QString title(LintCheck check)
{
    return QLatin1String(describe(check).title);
}

bool needsAgainst(LintCheck check)
{
    return check == LintCheck::MissingFact || check == LintCheck::ExtraFact;
}

} // namespace LintChecks
