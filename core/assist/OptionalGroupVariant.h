#pragma once

#include "core/model/Synset.h"

#include <QStringList>

// Optional-group variants: a slot word (or a run of words) made optional, or plain again, in
// every triple of a synset at once (`Prime Minister` -> `[Prime] Minister` in each triple whose
// slot holds it). When some occurrence is plain, every plain occurrence becomes one optional
// group of its own; when all are optional already, they become plain (the rest of their group
// stays optional). A triple whose slot would be left without a fixed word is left as it is.
class OptionalGroupVariant
{
public:
    OptionalGroupVariant() = delete;

    // The synset with the phrase toggled in slot `slot` (0 subject, 1 relation, 2 object) of
    // every triple; *changed (if given) counts the triples changed, *madeOptional says which
    // way it went. The synset unchanged when no triple holds the phrase there.
    static Synset toggle(const Synset &synset, int slot, const QStringList &phrase, int *changed = nullptr,
                         bool *madeOptional = nullptr);
};
