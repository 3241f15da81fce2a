#include "ui/annotation/AnnotationSettings.h"

bool AnnotationSettings::operator==(const AnnotationSettings &other) const
{
    return scheme == other.scheme && showTags == other.showTags && showIndices == other.showIndices
        && order == other.order && articlesOptional == other.articlesOptional
        && learnedOptional == other.learnedOptional && fontSize == other.fontSize && language == other.language
        && author == other.author && autosaveMinutes == other.autosaveMinutes
        && suggestionKinds == other.suggestionKinds && tokenizer == other.tokenizer;
}
