#include "core/assist/SlotForms.h"

#include "core/assist/OptionalSuggester.h"
#include "core/assist/SlotWords.h"
#include "core/model/TripleDraft.h"
#include "core/text/Phrases.h"

#include <QSet>

#include <algorithm>

namespace {

// Where the one, two and three phrases of the sentence from token `at` end (Phrases::end), the
// first starting with a preposition (IN, TO, ADP), none holding punctuation, a conjunction or a
// word a slot of `draft` holds; none when the first does not qualify or the sentence has no tags.
QVector<int> nextPhrases(const TripleDraft &draft, const QStringList &tokens, const QStringList &tags, int at)
{
    constexpr int kPhrases = 3;
    QVector<int> ends;
    if (tags.size() != tokens.size() || at < 0 || at >= tokens.size()
        || !(tags.at(at) == QLatin1String("IN") || tags.at(at) == QLatin1String("TO")
             || tags.at(at) == QLatin1String("ADP")))
        return ends;
    for (int phrase = 0; phrase < kPhrases && at < tokens.size(); ++phrase) {
        const int end = Phrases::end(tags, at);
        for (int t = at; t <= end; ++t) {
            const QString &word = tokens.at(t);
            if (!std::any_of(word.begin(), word.end(), [](QChar c) { return c.isLetterOrNumber(); })
                || tags.at(t) == QLatin1String("CC") || tags.at(t) == QLatin1String("CCONJ")
                || draft.slotOfToken(t) >= 0)
                return ends;
        }
        ends.append(end);
        at = end + 1;
    }
    return ends;
}

} // namespace

// `triple` with its object continued by the next phrases after the object's last word
// (nextPhrases); articles optional, each alone, the other words plain.
QVector<Triple> SlotForms::continuedObjects(const Triple &triple, const Sentence &sentence)
{
    QVector<Triple> out;
    const QStringList tokens = SlotWords::tokens(sentence);
    const TripleDraft draft = SlotWords::load(triple, sentence);
    const QVector<DraftWord> &object = draft.words(2);
    if (object.isEmpty() || object.last().token < 0)
        return out;
    int from = object.last().token + 1;
    QString text = triple.object().source();
    for (const int end : nextPhrases(draft, tokens, sentence.tags(), from)) {
        for (; from <= end; ++from) {
            const QString &word = tokens.at(from);
            text += TripleDraft::isArticle(word) ? QStringLiteral(" [%1]").arg(word) : QLatin1Char(' ') + word;
        }
        out.append(Triple(triple.subject().source(), triple.relation().source(), text));
    }
    return out;
}

// `triple` with its relation continued, after one of its words, by the next phrases after that
// word (nextPhrases), put as the chips put them (articles optional), in sentence order (`died -->
// in 1915` gives `died of [a] heart attack --> in 1915`, `founded in --> 1880` gives `founded by
// [the] Western Town Lot Company in --> 1880`).
QVector<Triple> SlotForms::continuedRelations(const Triple &triple, const Sentence &sentence)
{
    QVector<Triple> out;
    const QStringList tokens = SlotWords::tokens(sentence);
    TripleDraft draft = SlotWords::load(triple, sentence);
    draft.setArticlesOptional(true);
    for (const DraftWord &word : draft.words(1)) {
        if (word.token < 0)
            continue;
        TripleDraft longer = draft;
        int from = word.token + 1;
        for (const int end : nextPhrases(draft, tokens, sentence.tags(), from)) {
            for (; from <= end; ++from)
                longer.putToken(1, from, tokens.at(from));
            out.append(Triple(triple.subject().source(), longer.slotSource(1), triple.object().source()));
        }
    }
    return out;
}

// `triple` with its object cut before each of its prepositions (IN, TO, ADP) that is a plain word
// after a plain word (`[the] balloon to [the] ground` gives `[the] balloon`, `demands for improved
// safety in [the] mines` gives `demands` and `demands for improved safety`), a word that is not
// optional left. Nothing without tags.
QVector<Triple> SlotForms::shortenedObjects(const Triple &triple, const Sentence &sentence)
{
    QVector<Triple> out;
    const TripleDraft draft = SlotWords::load(triple, sentence);
    const QVector<DraftWord> &words = draft.words(2);
    for (int p = 1; p < words.size(); ++p) {
        const QString tag = SlotWords::tag(sentence, words.at(p));
        if (words.at(p).optionalGroup != 0 || words.at(p - 1).optionalGroup != 0
            || !(tag == QLatin1String("IN") || tag == QLatin1String("TO") || tag == QLatin1String("ADP")))
            continue;
        if (!SlotWords::hasFixedWord(words.mid(0, p)))
            continue;
        TripleDraft shorter = draft;
        QVector<int> rest;
        for (int q = p; q < words.size(); ++q)
            rest.append(q);
        shorter.removeWords(2, rest);
        out.append(Triple(triple.subject().source(), triple.relation().source(), shorter.slotSource(2)));
    }
    return out;
}

// `triple` with the words that lead its relation before its verb made one optional group, or
// plain when they are optional already: auxiliaries and modals (`would pursue` gives `[would]
// pursue`), and words followed by `to` (`helped to raise` gives `[helped to] raise`, `[were] able
// to defeat` gives `[were able to] defeat`). The verb is a word tagged VB...; nothing without tags.
QVector<Triple> SlotForms::auxiliariesToggled(const Triple &triple, const Sentence &sentence)
{
    TripleDraft draft = SlotWords::load(triple, sentence);
    const QVector<DraftWord> &words = draft.words(1);
    const auto lower = [&](int p) { return p < words.size() ? words.at(p).text.toLower() : QString(); };
    int verb = 0;
    while (verb < words.size()
           && (OptionalSuggester::isEnglishAuxiliary(lower(verb)) || (verb > 0 && lower(verb) == QLatin1String("to"))
               || lower(verb + 1) == QLatin1String("to")))
        ++verb;
    if (verb == 0 || verb >= words.size() || !SlotWords::tag(sentence, words.at(verb)).startsWith(QLatin1String("VB"))
        || !(OptionalSuggester::isEnglishAuxiliary(lower(verb - 1)) || lower(verb - 1) == QLatin1String("to")))
        return {};
    QVector<int> leading;
    for (int p = 0; p < verb; ++p)
        leading.append(p);
    draft.toggleOptional(1, leading);
    return {Triple(triple.subject().source(), draft.slotSource(1), triple.object().source())};
}
