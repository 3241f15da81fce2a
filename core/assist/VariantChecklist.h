#pragma once

#include "core/assist/ConjunctFacts.h"
#include "core/assist/SuggestionHabits.h"
#include "core/model/Sentence.h"

#include <QCoreApplication>
#include <QSet>
#include <QVector>

#include <optional>

class Benchmark;
class VerbForms;

// One form a synset may hold, offered by the variant checklist.
struct VariantChoice
{
    // How the form differs from the triple it was made from (its base).
    enum class Kind {
        PrepositionIntoRelation, // `born --> in Brooklyn` gives `born in --> Brooklyn`
        PrepositionIntoObject, // the other way: the relation's last preposition or particle
        WordsIntoObject, // other words of the relation's end moved: `was --> born in Brooklyn`
        ActiveVoice, // `John --> kicked --> [the] ball` from the passive
        // The subject of one triple with the relation and object of another (`Bob --> ...`
        // beside `He --> ...`).
        Combination,
        // A change made elsewhere in the sentence, made here too: two triples of one synset
        // that differ in one slot (`[``] beaver ['']` / ```beaver''`, `He` / `Barton`) teach
        // that change, which is offered on every triple of this synset holding its words;
        // checked when the sentence's other synsets made it on at least half of their triples it
        // applies to, or when it applies to none of them (learned from this synset).
        SentenceChange,
        // A placement whose boundary falls inside an optional group, the group's words plain
        // (PlacementVariants::splittingGroups).
        GroupSplit,
        // Like another fact of the sentence: where a triple of this synset differs from a triple
        // of another synset in one slot (`deals with cases involving --> CITES` beside
        // `... --> conflict diamonds`), that synset's triples with the same change.
        Parallel,
        // The object made longer by a fact nested in it: where another synset's triple with the
        // same subject continues this triple's relation and object (`became [a] justice of -->
        // [the] High Court` beside `became --> [a] justice`), the object with its words
        // (`became --> [a] justice of [the] High Court`), and that form's placements.
        LongerObject,
        // Other object words than prepositions moved into the relation (`deals with cases -->
        // involving CITES` gives `deals with cases involving --> CITES`).
        WordsIntoRelation,
        // Not a form of this fact but the fact of another conjunct (ConjunctFacts): `deals with
        // --> indirect taxes` beside `deals with --> direct taxes`, as a new synset holding the
        // synset's triples (those added in the same step included) with the conjunct swapped;
        // `triple` is its first. Held when another synset of the sentence holds that triple.
        // Unchecked while the checklist checks other forms (the fact is not whole yet).
        OtherConjunct,
        // The same words written otherwise (SpellingVariants): quotes, hyphens, slashes,
        // abbreviations, final dots, commas (`[``] Sahara ['']` beside ```Sahara''`), one slot of
        // one triple at a time.
        Spelling,
        // Another conjunct in the same fact: a triple of this synset with its conjunct swapped
        // (ConjunctFacts::swapped), kept in this synset, where a coordination specifies the fact
        // rather than making facts of its own (`held --> [the] Triangle workshop for sculptors`
        // and `... for painters` in one synset). Offered beside OtherConjunct.
        ConjunctInSynset,
        // An article inside a longer optional group left out (`[the] bars [of a cell window]`
        // gives `[the] bars [of cell window]`): the notation cannot bracket an optional word
        // inside an optional group, so the English gold writes both (55% of those offered).
        ArticleLeftOut,
        // The object continued by the phrases of the sentence that follow it, a preposition
        // first (`gave --> [a] speech` gives `gave --> [a] speech in Chicago`), one to three
        // phrases (Phrases::end), articles optional; tagged sentences only.
        ObjectContinued,
        // The relation continued, after one of its words, by the phrases of the sentence that
        // follow that word, a preposition first (`founded in --> 1880` gives `founded by [the]
        // Western Town Lot Company in --> 1880`), one to three phrases, articles optional; tagged
        // sentences only.
        RelationContinued,
        // The words that lead the relation before its verb (auxiliaries, modals, `helped to`)
        // one optional group, or plain when they are optional already (`would pursue` and
        // `[would] pursue`, `were able to defeat` and `[were able to] defeat`).
        AuxiliariesToggled,
        // The object cut before one of its prepositions (`[the] balloon to [the] ground` gives
        // `[the] balloon`): the shorter facts the gold holds beside the longer one.
        ObjectShortened,
    };
    static constexpr int kKindCount = 18;

    Triple triple;
    Kind kind = Kind::PrepositionIntoRelation;
    int moved = 0; // words moved across the boundary (placement kinds)
    bool held = false; // the synset holds it already
    bool checked = false; // the default: what annotators keep (VariantChecklist::keptByDefault)
    ConjunctFacts::Swap swap; // OtherConjunct: the conjunct replaced
    int synsetSize = 0; // OtherConjunct: the triples of the new synset from the held ones
};

// The variant checklist (the BenchIE guidelines' other forms of a fact): from every
// triple of a synset, the forms the guidelines admit for it — every placement of the boundary
// between relation and object (PlacementVariants), the active voice of a passive
// (ActiveVoice), and each of its triples' subjects with the others' relations and objects — each once, those the synset
// holds marked as held. The default checked state is what annotators of the real golds keep (measured by `habits`,
// docs/user-guide/assist.md).
class VariantChecklist
{
    Q_DECLARE_TR_FUNCTIONS(VariantChecklist)

public:
    VariantChecklist() = delete;

    struct Habit;
    // Forms of the synset's triples (the base triples in synset order; a form made from several
    // is listed once, under the first; one the synset holds is marked held). `forms` may be
    // null (no active voice then). `learned`: the habits of the gold being built (habits()); a kind offered at least
    // kLearnedFrom times there is checked when kept at least half of the time, others as in
    // keptByDefault (the English BenchIE gold's habits). BenchIE^FL's annotators, whose
    // matching makes most placements redundant, keep 2% of prepositions moved into the object.
    // `index`: where the synset is in the sentence (its triples there are not learned from:
    // the synset given is what it holds now), -1 for none.
    static QVector<VariantChoice> of(const Synset &synset, const Sentence &sentence, const VerbForms *forms,
                                     const QVector<Habit> *learned = nullptr, int index = -1);
    static constexpr int kLearnedFrom = 20;
    // The default checked state for a kind and a number of moved words, with no habits learned.
    static bool keptByDefault(VariantChoice::Kind kind, int moved);
    static bool kept(VariantChoice::Kind kind, int moved, const QVector<Habit> *learned);
    static QString kindName(VariantChoice::Kind kind);
    // A kind's stable name in files (`preposition_into_relation`), and back (nullopt: unknown).
    static QString kindKey(VariantChoice::Kind kind);
    static std::optional<VariantChoice::Kind> kindOfKey(const QString &key);

    // How often annotators keep each offered form: over every synset of a gold, the forms
    // `of` offers from its first triple, and how many of them the synset holds. Rows by kind and
    // moved words (1, 2, 3 or more).
    struct Habit
    {
        VariantChoice::Kind kind;
        int moved; // 3 stands for 3 or more; 0 for the active voice
        int offered = 0;
        int held = 0;
    };
    static QVector<Habit> habits(const Benchmark &gold, const VerbForms *forms);
    static QVector<Habit> habits(const Sentence &sentence, const VerbForms *forms);
    static QVector<Habit> noHabits(); // every row, nothing counted
    static void add(QVector<Habit> *sum, const QVector<Habit> &rows);
    // The annotator's own decisions: each form offered and not held counted as offered, and as
    // kept when it was checked as the checklist was accepted (`choices` as decided). They tell
    // what is kept where the checklist is really opened (on a synset with several triples, its
    // conjuncts before it is whole), which the gold's habits, counted from first triples, do not.
    static void addDecisions(QVector<Habit> *decided, const QVector<VariantChoice> &choices);
    // A form left unchecked once is not offered checked again to its synset, nor counted again
    // as a decision: `remember` adds the forms `choices` (as decided) leave out to `declined` (the
    // sentence's declined forms, each under `scope`, declineScope of the synset) and returns those
    // decided for the first time; `applyDeclined` unchecks the forms declined in that scope (and
    // those of older projects, kept without one, in the whole sentence). A form left out of one
    // fact may be a form of another of the sentence: it is offered there as usual.
    static QVector<VariantChoice> remember(const QVector<VariantChoice> &choices, const QString &scope,
                                           QSet<QString> *declined);
    static void applyDeclined(QVector<VariantChoice> *choices, const QString &scope, const QSet<QString> &declined);
    // The synset a decline belongs to: its first triple's line.
    static QString declineScope(const Synset &synset);
    // The habits to check by: a row the annotator decided kLearnedFrom times from `decided`, the
    // others from `gold`.
    static QVector<Habit> preferDecided(const QVector<Habit> &gold, const QVector<Habit> &decided);
    static int movedBucket(int moved) { return moved >= 3 ? 3 : moved; }
};

// The habits of a gold being built (the forms its synsets keep, the suggestions it brackets),
// kept per sentence: after an edit only the edited sentence is counted again (invalidate), so
// opening the checklist or the drafts on a whole gold stays cheap.
class VariantHabitCache
{
public:
    void clear(); // the gold was replaced
    void invalidate(int sentence);
    QVector<VariantChecklist::Habit> habits(const Benchmark &gold, const VerbForms *forms);
    // The suggestion kinds round 0's drafts accept (SuggestionHabits::kept over the gold).
    OptionalSuggester::Kinds draftKinds(const Benchmark &gold);
    // SuggestionHabits::of summed over the gold.
    SuggestionHabits::Counts suggestionCounts(const Benchmark &gold);

private:
    void fit(const Benchmark &gold);

    QVector<std::optional<QVector<VariantChecklist::Habit>>> m_bySentence;
    QVector<std::optional<SuggestionHabits::Counts>> m_suggestions;
};
