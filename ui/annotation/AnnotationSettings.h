#pragma once

#include "core/assist/OptionalSuggester.h"
#include "core/model/TripleDraft.h"
#include "core/text/PtbTokenizer.h"
#include "ui/annotation/PosColors.h"

#include <QString>

// The preferences of the annotation workspace, with their defaults (also the defaults of the
// settings table, StudioSettings, which loads and stores them).
struct AnnotationSettings
{
    PosColors::Scheme scheme = PosColors::Scheme::VerbsAndNouns;
    bool showTags = true;
    bool showIndices = true;
    TripleDraft::Order order = TripleDraft::Order::Sentence;
    // The chips put articles in optional (TripleDraft::setArticlesOptional): the guidelines
    // bracket determiners, and the English BenchIE gold writes 95% of its articles `[the]`.
    bool articlesOptional = true;
    // The chips put in optional the words the gold being built brackets alone nearly everywhere
    // (OptionalWords: `[also]`, `[``]`), learned as it grows (TripleDraft::setOptionalWords).
    bool learnedOptional = true;
    int fontSize = 0; // points; 0 keeps the system font
    QString language; // "de", "fr", "zh_CN", "en"; empty follows the system
    QString author; // recorded on edited triples; empty: the login name
    int autosaveMinutes = 1; // recovery copy of unsaved changes; 0: only on focus loss
    // The kinds of optional tokens suggested on the slot words (bit int(OptionalSuggestion::Kind)).
    OptionalSuggester::Kinds suggestionKinds = OptionalSuggester::allKinds();
    // How raw text is tokenised on import (the defaults of the import dialog): hyphenated
    // compounds whole or split, quotation marks as tokens or on their word.
    TokenizerOptions tokenizer;

    bool operator==(const AnnotationSettings &other) const;
};
