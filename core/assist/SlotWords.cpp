#include "core/assist/SlotWords.h"

#include <QSet>

namespace SlotWords {

QStringList tokens(const Sentence &sentence)
{
    return sentence.tokens.isEmpty() ? Sentence::tokenize(sentence.text) : sentence.tokens;
}

TripleDraft load(const Triple &triple, const Sentence &sentence)
{
    TripleDraft draft;
    draft.load(triple, tokens(sentence));
    return draft;
}

QString tag(const Sentence &sentence, const DraftWord &word)
{
    if (word.token < 0)
        return QString();
    if (word.token < sentence.posTags.size())
        return sentence.posTags.at(word.token);
    if (word.token < sentence.universalTags.size())
        return sentence.universalTags.at(word.token);
    return QString();
}

bool isPrepositionOrParticle(const Sentence &sentence, const DraftWord &word)
{
    const QString t = tag(sentence, word);
    if (!t.isEmpty()) {
        return t == QLatin1String("IN") || t == QLatin1String("TO") || t == QLatin1String("RP")
            || t == QLatin1String("ADP") || t == QLatin1String("PART");
    }
    static const QSet<QString> english = [] {
        QSet<QString> set;
        for (const char *w : {"about", "above",   "across",  "after",  "against", "along", "among",  "around", "as",
                              "at",    "before",  "behind",  "below",  "between", "by",    "during", "for",    "from",
                              "in",    "into",    "near",    "of",     "off",     "on",    "onto",   "out",    "over",
                              "since", "through", "to",      "toward", "towards", "under", "until",  "up",     "upon",
                              "with",  "within",  "without", "down",   "away"})
            set.insert(QString::fromLatin1(w));
        return set;
    }();
    return english.contains(word.text.toLower());
}

bool hasFixedWord(const QVector<DraftWord> &words)
{
    for (const DraftWord &word : words) {
        if (word.optionalGroup == 0)
            return true;
    }
    return false;
}

int nextGroup(const QVector<DraftWord> &words)
{
    int group = 0;
    for (const DraftWord &word : words)
        group = std::max(group, word.optionalGroup);
    return group + 1;
}

} // namespace SlotWords
