#include "core/text/Phrases.h"

namespace {

enum class Class { Determiner, Noun, Preposition, To, Verb, Other };

Class classOf(const QString &tag)
{
    static const QStringList determiners{QStringLiteral("DT"), QStringLiteral("PDT"), QStringLiteral("PRP$"),
                                         QStringLiteral("WP$"), QStringLiteral("DET")};
    static const QStringList nouns{QStringLiteral("JJ"),  QStringLiteral("JJR"),  QStringLiteral("JJS"),
                                   QStringLiteral("CD"),  QStringLiteral("NN"),   QStringLiteral("NNS"),
                                   QStringLiteral("NNP"), QStringLiteral("NNPS"), QStringLiteral("POS"),
                                   QStringLiteral("ADJ"), QStringLiteral("NOUN"), QStringLiteral("PROPN"),
                                   QStringLiteral("NUM")};
    static const QStringList verbs{QStringLiteral("MD"),  QStringLiteral("VB"),  QStringLiteral("VBD"),
                                   QStringLiteral("VBG"), QStringLiteral("VBN"), QStringLiteral("VBP"),
                                   QStringLiteral("VBZ"), QStringLiteral("RB"),  QStringLiteral("RBR"),
                                   QStringLiteral("RBS"), QStringLiteral("RP"),  QStringLiteral("VERB"),
                                   QStringLiteral("AUX"), QStringLiteral("ADV"), QStringLiteral("PART")};
    if (determiners.contains(tag))
        return Class::Determiner;
    if (nouns.contains(tag))
        return Class::Noun;
    if (tag == QStringLiteral("IN") || tag == QStringLiteral("ADP"))
        return Class::Preposition;
    if (tag == QStringLiteral("TO"))
        return Class::To;
    if (verbs.contains(tag))
        return Class::Verb;
    return Class::Other;
}

bool inNounPhrase(Class c)
{
    return c == Class::Determiner || c == Class::Noun;
}

// The noun phrase from `start` (which is in one): determiners open it, nouns and adjectives
// continue it, a determiner after them starts the next.
int nounPhraseEnd(const QStringList &tags, int start)
{
    int end = start;
    while (end + 1 < tags.size()) {
        const Class next = classOf(tags.at(end + 1));
        if (!inNounPhrase(next) || (next == Class::Determiner && classOf(tags.at(end)) != Class::Determiner))
            break;
        ++end;
    }
    return end;
}

} // namespace

int Phrases::end(const QStringList &tags, int start)
{
    if (start < 0 || start >= tags.size())
        return start;
    const Class c = classOf(tags.at(start));
    const bool nounAfter = start + 1 < tags.size() && inNounPhrase(classOf(tags.at(start + 1)));
    if ((c == Class::Preposition || c == Class::To) && nounAfter)
        return nounPhraseEnd(tags, start + 1);
    if (inNounPhrase(c))
        return nounPhraseEnd(tags, start);
    if (c == Class::Verb || c == Class::To) {
        int end = start;
        while (end + 1 < tags.size()
               && (classOf(tags.at(end + 1)) == Class::Verb || classOf(tags.at(end + 1)) == Class::To))
            ++end;
        return end;
    }
    return start;
}

QVector<int> Phrases::starts(const QStringList &tags, int count)
{
    QVector<int> out;
    for (int token = 0; token < count; token = (token < tags.size() ? end(tags, token) : token) + 1)
        out.append(token);
    return out;
}
