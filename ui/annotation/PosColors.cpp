#include "ui/annotation/PosColors.h"

#include <QHash>

PosColors::Category PosColors::category(const QString &tag)
{
    static const QHash<QString, Category> exact = {
        // Penn Treebank (and the Lingua::EN::Tagger variants: DET, PP*, LRB, RRB)
        {QStringLiteral("MD"), Category::Verb},
        {QStringLiteral("NN"), Category::Noun},
        {QStringLiteral("NNS"), Category::Noun},
        {QStringLiteral("NNP"), Category::ProperNoun},
        {QStringLiteral("NNPS"), Category::ProperNoun},
        {QStringLiteral("PRP"), Category::Pronoun},
        {QStringLiteral("PRP$"), Category::Pronoun},
        {QStringLiteral("PRPS"), Category::Pronoun},
        {QStringLiteral("WP"), Category::Pronoun},
        {QStringLiteral("WP$"), Category::Pronoun},
        {QStringLiteral("WPS"), Category::Pronoun},
        {QStringLiteral("EX"), Category::Pronoun},
        {QStringLiteral("DT"), Category::Determiner},
        {QStringLiteral("PDT"), Category::Determiner},
        {QStringLiteral("WDT"), Category::Determiner},
        {QStringLiteral("DET"), Category::Determiner},
        {QStringLiteral("IN"), Category::Adposition},
        {QStringLiteral("TO"), Category::Adposition},
        {QStringLiteral("CD"), Category::Number},
        {QStringLiteral("CC"), Category::Conjunction},
        {QStringLiteral("RP"), Category::Particle},
        {QStringLiteral("POS"), Category::Particle},
        {QStringLiteral("WRB"), Category::Adverb},
        // Universal dependencies
        {QStringLiteral("VERB"), Category::Verb},
        {QStringLiteral("AUX"), Category::Verb},
        {QStringLiteral("NOUN"), Category::Noun},
        {QStringLiteral("PROPN"), Category::ProperNoun},
        {QStringLiteral("ADJ"), Category::Adjective},
        {QStringLiteral("ADV"), Category::Adverb},
        {QStringLiteral("PRON"), Category::Pronoun},
        {QStringLiteral("ADP"), Category::Adposition},
        {QStringLiteral("NUM"), Category::Number},
        {QStringLiteral("CCONJ"), Category::Conjunction},
        {QStringLiteral("SCONJ"), Category::Conjunction},
        {QStringLiteral("PART"), Category::Particle},
        {QStringLiteral("PUNCT"), Category::Punctuation},
        {QStringLiteral("SYM"), Category::Punctuation},
    };
    const QString upper = tag.toUpper();
    const auto found = exact.constFind(upper);
    if (found != exact.constEnd())
        return found.value();
    if (upper.startsWith(QLatin1String("VB")))
        return Category::Verb;
    if (upper.startsWith(QLatin1String("JJ")))
        return Category::Adjective;
    if (upper.startsWith(QLatin1String("RB")))
        return Category::Adverb;
    if (upper.startsWith(QLatin1String("PP")) || upper.endsWith(QLatin1String("RB")) || upper.isEmpty()
        || !upper.at(0).isLetter())
        return upper.isEmpty() ? Category::Other : Category::Punctuation;
    return Category::Other;
}

QColor PosColors::background(Category category, Scheme scheme, bool dark)
{
    int hue = -1;
    switch (scheme) {
    case Scheme::None:
        return QColor();
    case Scheme::VerbsAndNouns:
        if (category == Category::Verb)
            hue = 0;
        else if (category == Category::Noun || category == Category::ProperNoun)
            hue = 210;
        break;
    case Scheme::AllPos: {
        static const int hues[] = {0, 210, 250, 120, 160, 290, 50, 30, 330, 185, 80, -1, -1};
        hue = hues[int(category)];
        break;
    }
    case Scheme::NamedEntities:
        if (category == Category::ProperNoun)
            hue = 275;
        break;
    }
    if (hue < 0)
        return QColor();
    return dark ? QColor::fromHsl(hue, 110, 75) : QColor::fromHsl(hue, 170, 218);
}

QVector<PosColors::Category> PosColors::legend(Scheme scheme)
{
    switch (scheme) {
    case Scheme::None:
        return {};
    case Scheme::VerbsAndNouns:
        return {Category::Verb, Category::Noun};
    case Scheme::NamedEntities:
        return {Category::ProperNoun};
    case Scheme::AllPos:
        break;
    }
    return {Category::Verb,     Category::Noun,       Category::ProperNoun, Category::Adjective,
            Category::Adverb,   Category::Pronoun,    Category::Determiner, Category::Adposition,
            Category::Number,   Category::Conjunction, Category::Particle};
}

QString PosColors::name(Category category)
{
    switch (category) {
    case Category::Verb: return tr("Verb");
    case Category::Noun: return tr("Noun");
    case Category::ProperNoun: return tr("Proper noun");
    case Category::Adjective: return tr("Adjective");
    case Category::Adverb: return tr("Adverb");
    case Category::Pronoun: return tr("Pronoun");
    case Category::Determiner: return tr("Determiner");
    case Category::Adposition: return tr("Preposition");
    case Category::Number: return tr("Number");
    case Category::Conjunction: return tr("Conjunction");
    case Category::Particle: return tr("Particle");
    case Category::Punctuation: return tr("Punctuation");
    case Category::Other: break;
    }
    return tr("Other");
}

QString PosColors::schemeName(Scheme scheme)
{
    switch (scheme) {
    case Scheme::VerbsAndNouns: return tr("Verbs and nouns");
    case Scheme::AllPos: return tr("All parts of speech");
    case Scheme::NamedEntities: return tr("Named entities (proper nouns)");
    case Scheme::None: break;
    }
    return tr("None");
}
