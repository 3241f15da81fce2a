#pragma once

#include "core/assist/SuggestionHabits.h"
#include "core/model/Sentence.h"
#include "core/model/SystemOutput.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVector>

class Benchmark;
class VerbForms;

// What a gold being built brackets, which round 0's drafts follow: the suggestion kinds accepted
// (SuggestionHabits::kept) and the words put in optional alone, as the chips put them
// (OptionalWords::learned, lower case).
struct DraftHabits
{
    OptionalSuggester::Kinds kinds = SuggestionHabits::keptByDefault();
    QSet<QString> optionalWords;
};

// Round 0 of annotation (pre-annotation): draft synsets proposed from the extractions of the
// attached systems. Extractions of a sentence express the same fact when BenchIE^FL's
// matching finds them equal: the same subject and the same words from relation to object,
// compared without punctuation, spaces or case (so `served as ; the Prime Minister` and
// `served ; as the Prime Minister` are one fact). Each cluster becomes one draft synset: its
// distinct extractions with the suggested optional tokens accepted (OptionalSuggester, as
// Ctrl+Shift+B does, of the kinds the gold keeps: SuggestionHabits; and the words the gold
// brackets alone nearly everywhere optional, OptionalWords; author "systems: a, b", the
// systems that extracted it), completed
// with the placement variants the variant checklist checks by default. Drafts are ordered by
// the number of systems that agree (most first), then by where the first was extracted.
// Extractions with an empty slot are left out. A draft is never part of the gold: it is kept in
// Sentence::drafts until the annotator accepts it (it becomes a synset) or drops it.
class DraftSynsets
{
public:
    DraftSynsets() = delete;

    // The extractions of each system for each sentence id (only `sentenceId`'s when given),
    // built once for a whole gold.
    using BySentence = QHash<QString, QVector<QPair<QString, Extraction>>>;
    static BySentence index(const QVector<SystemOutput> &systems, const QString &sentenceId = QString());

    static QVector<Synset> propose(const Sentence &sentence, const BySentence &extractions, const VerbForms *forms,
                                   const DraftHabits &habits = DraftHabits());
    // The systems that extracted a draft's triple (from its author), empty for a generated form.
    static QStringList systemsOf(const Triple &triple);
    // The systems behind a draft synset, each once, in order of first appearance.
    static QStringList systemsOf(const Synset &draft);
    // The author a draft triple carries: "systems: a, b".
    static QString authorFor(const QStringList &systems);
};
