#include "core/assist/OptionalSuggester.h"

#include <QSet>

namespace {

using WordClass = OptionalSuggester::WordClass;
using Kind = OptionalSuggestion::Kind;

const QSet<QString> &wordSet(std::initializer_list<const char *> words, QSet<QString> *storage)
{
    if (storage->isEmpty()) {
        for (const char *word : words)
            storage->insert(QString::fromUtf8(word));
    }
    return *storage;
}

// Titles and honorifics that stand before a name (lower-cased).
bool isTitle(const QString &lower)
{
    static QSet<QString> set;
    return wordSet({"mr.",     "mrs.",     "ms.",       "dr.",       "prof.",      "mr",       "mrs",
                    "ms",      "dr",       "prof",      "sir",       "dame",       "lord",     "lady",
                    "rev.",    "gen.",     "col.",      "capt.",     "lt.",        "sgt.",     "sen.",
                    "rep.",    "gov.",     "president", "professor", "doctor",     "king",     "queen",
                    "prince",  "princess", "pope",      "judge",     "senator",    "governor", "general",
                    "captain", "bishop",   "saint",     "st.",       "chancellor", "minister"},
                   &set)
        .contains(lower);
}

// Quantity words that modify a noun phrase (numbers are found by their tag).
bool isQuantity(const QString &lower)
{
    static QSet<QString> set;
    return wordSet({"some", "many", "several", "few", "all", "both", "each", "every", "most", "much", "numerous",
                    "various", "multiple", "any"},
                   &set)
        .contains(lower);
}

// Determiners that carry the meaning of the fact: never suggested.
bool isNegative(const QString &lower)
{
    return lower == QLatin1String("no") || lower == QLatin1String("neither") || lower == QLatin1String("nor");
}

bool isHave(const QString &lower)
{
    static QSet<QString> set;
    return wordSet({"has", "have", "had", "having", "'ve", "'d"}, &set).contains(lower);
}

// English auxiliaries that are not tense auxiliaries before a participle (be, do, modals).
bool isOtherEnglishAuxiliary(const QString &lower)
{
    static QSet<QString> set;
    return wordSet({"is",    "are",    "was",  "were",  "be",  "been",  "being", "am",    "'s",
                    "'re",   "'m",     "will", "would", "can", "could", "may",   "might", "must",
                    "shall", "should", "do",   "does",  "did", "wo",    "ca"},
                   &set)
        .contains(lower);
}

// Verbs that wrap the verb of the fact: `continues to reside`, `began to play`.
bool isLightVerb(const QString &lower)
{
    static QSet<QString> set;
    return wordSet({"continue", "continues", "continued", "continuing", "begin", "begins", "began", "begun",
                    "beginning", "start", "starts", "started", "starting", "tend", "tends", "tended", "proceed",
                    "proceeds", "proceeded"},
                   &set)
        .contains(lower);
}

// Number words, whatever the tagger says (it reads a sentence-initial `Four` as a proper noun).
bool isNumberWord(const QString &lower)
{
    static QSet<QString> set;
    return wordSet({"two",      "three",     "four",     "five",     "six",      "seven",    "eight",
                    "nine",     "ten",       "eleven",   "twelve",   "thirteen", "fourteen", "fifteen",
                    "sixteen",  "seventeen", "eighteen", "nineteen", "twenty",   "thirty",   "forty",
                    "fifty",    "sixty",     "seventy",  "eighty",   "ninety",   "hundred",  "hundreds",
                    "thousand", "thousands", "million",  "millions", "billion",  "dozen",    "dozens"},
                   &set)
        .contains(lower);
}

// Adverbs that change the fact (negations, hedges: `never`, `barely`, `allegedly`, `no
// longer`), or that are a verb's particle when tagged as adverbs (`gave up`, `put together`): never
// suggested. On the English BenchIE gold, which keeps these plain, the other adverbs are
// bracketed 92% of the times they stand beside other slot words (1,228 of 1,336).
bool isMeaningAdverb(const QString &lower)
{
    static QSet<QString> set;
    return wordSet({"not",     "n't",     "never",     "no",         "neither",    "nor",      "barely",
                    "hardly",  "scarcely", "approximately", "allegedly", "reportedly", "supposedly",
                    "perhaps", "maybe",   "possibly",  "substantially", "alone",    "longer",   "instead",
                    "forever", "up",      "down",      "out",        "off",        "away",     "together",
                    "apart",   "along",   "around",    "how",        "when",       "where",    "why"},
                   &set)
        .contains(lower);
}

bool isGo(const QString &lower)
{
    static QSet<QString> set;
    return wordSet({"go", "goes", "went", "gone", "going"}, &set).contains(lower);
}

WordClass fromPenn(const QString &tag)
{
    if (tag == QLatin1String("DT") || tag == QLatin1String("PDT"))
        return WordClass::Determiner;
    if (tag == QLatin1String("PRP$"))
        return WordClass::Possessive;
    if (tag.startsWith(QLatin1String("JJ")))
        return WordClass::Adjective;
    if (tag == QLatin1String("CD"))
        return WordClass::Number;
    if (tag == QLatin1String("NN") || tag == QLatin1String("NNS"))
        return WordClass::Noun;
    if (tag.startsWith(QLatin1String("NNP")))
        return WordClass::ProperNoun;
    if (tag == QLatin1String("VBN"))
        return WordClass::Participle;
    if (tag.startsWith(QLatin1String("VB")))
        return WordClass::Verb;
    if (tag == QLatin1String("MD"))
        return WordClass::Auxiliary;
    if (tag.startsWith(QLatin1String("RB")))
        return WordClass::Adverb;
    return WordClass::Other;
}

WordClass fromUniversal(const QString &tag)
{
    if (tag == QLatin1String("DET"))
        return WordClass::Determiner;
    if (tag == QLatin1String("ADJ"))
        return WordClass::Adjective;
    if (tag == QLatin1String("NUM"))
        return WordClass::Number;
    if (tag == QLatin1String("NOUN"))
        return WordClass::Noun;
    if (tag == QLatin1String("PROPN"))
        return WordClass::ProperNoun;
    if (tag == QLatin1String("VERB"))
        return WordClass::Verb;
    if (tag == QLatin1String("AUX"))
        return WordClass::Auxiliary;
    if (tag == QLatin1String("ADV"))
        return WordClass::Adverb;
    return WordClass::Other;
}

bool isNominal(WordClass c)
{
    return c == WordClass::Noun || c == WordClass::ProperNoun;
}

} // namespace

bool OptionalSuggester::isEnglishAuxiliary(const QString &lower)
{
    return isHave(lower) || isOtherEnglishAuxiliary(lower);
}

OptionalSuggester::OptionalSuggester(const Sentence &sentence)
    : OptionalSuggester(sentence.tokens.isEmpty() ? Sentence::tokenize(sentence.text) : sentence.tokens,
                        sentence.posTags, sentence.universalTags)
{ }

OptionalSuggester::OptionalSuggester(const QStringList &tokens, const QStringList &pennTags,
                                     const QStringList &universalTags)
    : m_tokens(tokens)
{
    const bool universal = universalTags.size() == tokens.size();
    const bool penn = !universal && pennTags.size() == tokens.size();
    m_classes.reserve(tokens.size());
    for (int t = 0; t < tokens.size(); ++t) {
        WordClass c = universal ? fromUniversal(universalTags.at(t))
            : penn              ? fromPenn(pennTags.at(t))
                                : WordClass::Other;
        const QString lower = tokens.at(t).toLower();
        // Articles are articles whatever the tagger says (an untagged sentence included).
        if (TripleDraft::isArticle(lower))
            c = WordClass::Determiner;
        else if (isNumberWord(lower))
            c = WordClass::Number;
        m_classes.append(c);
    }
}

OptionalSuggester::WordClass OptionalSuggester::wordClass(int token) const
{
    return token >= 0 && token < m_classes.size() ? m_classes.at(token) : WordClass::Other;
}

QSet<QString> OptionalSuggester::optionalAdverbs() const
{
    QSet<QString> out;
    for (int t = 0; t + 1 < m_classes.size(); ++t) {
        const QString lower = m_tokens.at(t).toLower();
        const WordClass next = m_classes.at(t + 1);
        const bool modifies = next == WordClass::Verb || next == WordClass::Participle || next == WordClass::Auxiliary
            || next == WordClass::Adjective || next == WordClass::Adverb;
        if (m_classes.at(t) == WordClass::Adverb && modifies && !isMeaningAdverb(lower))
            out.insert(lower);
    }
    return out;
}

bool OptionalSuggester::isCapitalised(int token) const
{
    return token >= 0 && token < m_tokens.size() && !m_tokens.at(token).isEmpty() && m_tokens.at(token).at(0).isUpper();
}

QVector<OptionalSuggestion> OptionalSuggester::suggest(const TripleDraft &draft, Kinds kinds) const
{
    QVector<OptionalSuggestion> out;
    for (int s = 0; s < TripleDraft::kSlotCount; ++s)
        suggestSlot(s, draft.words(s), kinds, &out);
    return out;
}

void OptionalSuggester::suggestSlot(int slot, const QVector<DraftWord> &words, Kinds kinds,
                                    QVector<OptionalSuggestion> *out) const
{
    const int n = int(words.size());
    auto plain = [&](int p) { return p >= 0 && p < n && words.at(p).token >= 0 && words.at(p).optionalGroup == 0; };
    auto cls = [&](int p) { return p >= 0 && p < n ? wordClass(words.at(p).token) : WordClass::Other; };
    auto lower = [&](int p) { return p >= 0 && p < n ? words.at(p).text.toLower() : QString(); };
    // A noun follows position p in the slot, after adjectives, numbers and quantity words only.
    auto nounFollows = [&](int p) {
        for (int q = p + 1; q < n; ++q) {
            const WordClass c = cls(q);
            if (isNominal(c))
                return true;
            if (c != WordClass::Adjective && c != WordClass::Number && !isQuantity(lower(q)))
                return false;
        }
        return false;
    };
    auto add = [&](Kind kind, int first, int last) {
        if (kinds.test(int(kind)))
            out->append(OptionalSuggestion{kind, slot, first, last});
    };
    for (int p = 0; p < n; ++p) {
        if (!plain(p))
            continue;
        const QString word = lower(p);
        const WordClass c = cls(p);
        const int token = words.at(p).token;
        // Light verb wrappers: `continues to` + verb, `went on to` + verb.
        if (isLightVerb(word) && lower(p + 1) == QLatin1String("to") && p + 2 < n && plain(p + 1)) {
            add(Kind::LightVerb, p, p + 1);
            p += 1;
            continue;
        }
        if (isGo(word) && lower(p + 1) == QLatin1String("on") && lower(p + 2) == QLatin1String("to") && p + 3 < n
            && plain(p + 1) && plain(p + 2)) {
            add(Kind::LightVerb, p, p + 2);
            p += 2;
            continue;
        }
        // Tense auxiliaries: `has approved`, `had been` (adverbs may stand between).
        if (isHave(word) || (c == WordClass::Auxiliary && !isOtherEnglishAuxiliary(word))) {
            int q = p + 1;
            while (q < n && cls(q) == WordClass::Adverb)
                ++q;
            const WordClass next = cls(q);
            const bool participle = next == WordClass::Participle || lower(q) == QLatin1String("been")
                || (next == WordClass::Verb && !isHave(word)) // another language: auxiliary + verb
                || (next == WordClass::Verb && m_tokens.value(words.at(q).token).endsWith(QLatin1String("ed")));
            if (q < n && participle) {
                add(Kind::Auxiliary, p, p);
                continue;
            }
        }
        if (isTitle(word) && isCapitalised(token) && p + 1 < n
            && (cls(p + 1) == WordClass::ProperNoun || isCapitalised(words.at(p + 1).token))) {
            add(Kind::Title, p, p);
            continue;
        }
        if (isQuantity(word) && nounFollows(p)) {
            add(Kind::Quantity, p, p);
            continue;
        }
        if (c == WordClass::Number) {
            int last = p;
            while (last + 1 < n && plain(last + 1) && cls(last + 1) == WordClass::Number)
                ++last;
            if (nounFollows(last)) {
                add(Kind::Quantity, p, last);
                p = last;
            }
            continue;
        }
        if ((c == WordClass::Determiner || c == WordClass::Possessive) && p + 1 < n && !isNegative(word)) {
            // `The Times`: a capitalised determiner before a proper noun belongs to the name.
            const bool inName = isCapitalised(token) && wordClass(token + 1) == WordClass::ProperNoun;
            if (!inName)
                add(Kind::Determiner, p, p);
            continue;
        }
        // A participial modifier between a determiner and a noun (`a founding justice`), which
        // the tagger reads as a noun or a gerund.
        const bool participial = (c == WordClass::Noun || c == WordClass::Verb) && word.endsWith(QLatin1String("ing"))
            && p > 0
            && (cls(p - 1) == WordClass::Determiner || cls(p - 1) == WordClass::Possessive
                || cls(p - 1) == WordClass::Adjective);
        if ((c == WordClass::Adjective || participial) && nounFollows(p)) {
            const bool inName = isCapitalised(token) && wordClass(token + 1) == WordClass::ProperNoun;
            if (!inName)
                add(Kind::Adjective, p, p);
            continue;
        }
        // An adverb with other words beside it in the slot (`[probably] saw`), unless it
        // carries the fact (`never`, `barely`) or is a verb's particle (`gave up`).
        if (c == WordClass::Adverb && n > 1 && !isMeaningAdverb(word))
            add(Kind::Adverb, p, p);
    }
}
