#pragma once

#include "core/assist/VerbForms.h"
#include "core/model/Sentence.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// The active voice of a passive triple, as the BenchIE guidelines allow it:
// `[The] ball --> was kicked by --> John` gives `John --> kicked --> [The] ball` (the agent,
// after `by` at the end of the relation or at the start of the object, becomes the subject).
// Never the other way: a passive of an active triple adds words the sentence does not have.
// The verb: `was/were V-en` takes V's past tense (VerbForms: `was written by` -> `wrote`);
// `has/have/had been V-en` keeps the participle (`has` or `have` agreeing with the new
// subject); `MODAL be V-en` takes V's lemma. Any other passive (present, progressive), or a
// past the data does not settle, needs the annotator to type the active relation: the result
// then says so and proposes one, and nothing is added until the annotator confirms it.
class ActiveVoice
{
    Q_DECLARE_TR_FUNCTIONS(ActiveVoice)

public:
    enum class Status { Made, NeedsRelation, NotPassive };
    struct Result
    {
        Status status = Status::NotPassive;
        Triple triple; // when NeedsRelation: with the proposed relation
        QString message; // why it is not passive, or what the annotator must type
        QStringList candidates; // past tenses the data lists, when ambiguous
    };

    ActiveVoice() = delete;

    // forms may be null (WordNet missing): a past tense then needs the annotator.
    static Result of(const Triple &triple, const Sentence &sentence, const VerbForms *forms);
    // The result's triple with the relation the annotator typed.
    static Triple withRelation(const Result &result, const QString &relation);
};
