#include "core/assist/OptionalSuggestion.h"

QString OptionalSuggestion::kindId(Kind kind)
{
    switch (kind) {
    case Kind::Determiner:
        return QStringLiteral("determiner");
    case Kind::Title:
        return QStringLiteral("title");
    case Kind::Adjective:
        return QStringLiteral("adjective");
    case Kind::Quantity:
        return QStringLiteral("quantity");
    case Kind::Auxiliary:
        return QStringLiteral("auxiliary");
    case Kind::LightVerb:
        return QStringLiteral("light-verb");
    case Kind::Adverb:
        break;
    }
    return QStringLiteral("adverb");
}

void OptionalSuggestion::applyTo(TripleDraft *draft) const
{
    QVector<int> positions;
    for (int p = first; p <= last; ++p)
        positions.append(p);
    draft->toggleOptional(slot, positions);
}
