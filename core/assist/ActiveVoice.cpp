#include "core/assist/ActiveVoice.h"

#include "core/assist/SlotWords.h"

#include <QSet>

namespace {

bool isWord(const DraftWord &word, std::initializer_list<const char *> words)
{
    const QString lower = word.text.toLower();
    for (const char *w : words) {
        if (lower == QLatin1String(w))
            return true;
    }
    return false;
}

bool isAdverb(const Sentence &sentence, const DraftWord &word)
{
    const QString tag = SlotWords::tag(sentence, word);
    return tag.startsWith(QLatin1String("RB")) || tag == QLatin1String("ADV");
}

// The agent reads as plural: `and`, a plural noun last, or we/they/I/you.
bool isPlural(const Sentence &sentence, const QVector<DraftWord> &agent)
{
    for (const DraftWord &word : agent) {
        if (isWord(word, {"and", "we", "they", "i", "you"}))
            return true;
    }
    for (auto it = agent.crbegin(); it != agent.crend(); ++it) {
        if (it->optionalGroup != 0)
            continue;
        const QString tag = SlotWords::tag(sentence, *it);
        return tag == QLatin1String("NNS") || tag == QLatin1String("NNPS");
    }
    return false;
}

// A personal pronoun as a subject (nominative) or an object; any other word as it is.
QString pronounCase(const QString &word, bool subject)
{
    static const char *const pairs[][2]
        = {{"I", "me"}, {"he", "him"}, {"she", "her"}, {"we", "us"}, {"they", "them"}, {"who", "whom"}};
    const QString lower = word.toLower();
    for (const auto &pair : pairs) {
        const QLatin1String from(subject ? pair[1] : pair[0]);
        if (lower != from)
            continue;
        return QString::fromLatin1(subject ? pair[0] : pair[1]); // `She` was upper-case as the first word
    }
    return word;
}

DraftWord replaced(DraftWord word, const QString &text)
{
    word.text = text;
    word.token = -1;
    return word;
}

} // namespace

ActiveVoice::Result ActiveVoice::of(const Triple &triple, const Sentence &sentence, const VerbForms *forms)
{
    Result result;
    if (triple.isInert())
        return result;
    const TripleDraft draft = SlotWords::load(triple, sentence);
    QVector<DraftWord> relation = draft.words(1);
    QVector<DraftWord> agent = draft.words(2);
    if (!relation.isEmpty() && isWord(relation.last(), {"by"})) {
        relation.removeLast();
    } else if (!agent.isEmpty() && isWord(agent.first(), {"by"})) {
        agent.removeFirst();
    } else {
        result.message = tr("Not a passive with its agent: the relation does not end with \"by\" and the object does "
                            "not start with it.");
        return result;
    }
    if (agent.isEmpty() || relation.size() < 2 || !SlotWords::hasFixedWord(agent)) {
        result.message = tr("Not a passive with its agent: no agent after \"by\", or no verb before it.");
        return result;
    }
    // The participle: the last word tagged as a verb (`was founded [in 1851] by`), else the last
    // fixed word; what stands between it and `by` follows the verb in the active relation.
    // A tagged sentence names it by its tag (a fixed word); an untagged one, by its place.
    int verb = -1;
    bool tagged = false;
    for (int w = int(relation.size()) - 1; w >= 0 && verb < 0; --w) {
        const QString tag = SlotWords::tag(sentence, relation.at(w));
        tagged = tagged || !tag.isEmpty();
        if (relation.at(w).optionalGroup == 0
            && (tag == QLatin1String("VBN") || tag == QLatin1String("VBD") || tag == QLatin1String("VERB")))
            verb = w;
    }
    for (int w = int(relation.size()) - 1; w >= 0 && verb < 0 && !tagged; --w) {
        if (relation.at(w).optionalGroup == 0)
            verb = w;
    }
    // After the participle only a phrase of its own (`in hand`, `[in 1851]`), never a noun
    // phrase (`were [repeated] attempts to regain the throne by` is no passive).
    const QVector<DraftWord> tail = relation.mid(verb + 1);
    if (!tail.isEmpty() && tail.first().optionalGroup == 0
        && !SlotWords::isPrepositionOrParticle(sentence, tail.first()) && !isAdverb(sentence, tail.first()))
        verb = -1;
    int be = verb - 1;
    while (be >= 0 && isAdverb(sentence, relation.at(be)))
        --be;
    if (verb < 0 || be < 0
        || !isWord(relation.at(be), {"was", "were", "is", "are", "am", "be", "been", "being", "'s", "'re"})) {
        result.message = tr("Not a passive: no form of \"be\" before \"%1\".").arg(relation.at(std::max(verb, 0)).text);
        return result;
    }
    const QVector<DraftWord> prefix = relation.mid(0, be);
    const QVector<DraftWord> adverbs = relation.mid(be + 1, verb - be - 1);
    const DraftWord participle = relation.at(verb);
    QVector<DraftWord> active;
    QString missing; // what the annotator must type, when not empty
    if (isWord(relation.at(be), {"was", "were"}) && prefix.isEmpty()) {
        const VerbForms::Past past = forms ? forms->past(participle.text) : VerbForms::Past();
        active = adverbs;
        active.append(replaced(participle, past.form.isEmpty() ? participle.text : past.form));
        if (!forms) {
            const QString why = VerbForms::sharedError();
            missing = why.isEmpty() ? tr("No verb data: type the past tense of \"%1\".").arg(participle.text)
                                    : tr("WordNet's verb data is not loaded (%1): type the past tense of \"%2\".")
                                          .arg(why, participle.text);
        } else if (past.status == VerbForms::Past::Status::Ambiguous) {
            missing = tr("WordNet lists several past tenses of \"%1\" (%2): type the right one.")
                          .arg(participle.text, past.candidates.join(QStringLiteral(", ")));
        } else if (past.status == VerbForms::Past::Status::Unknown) {
            missing = tr("The past tense of \"%1\" is not in WordNet's data: type it.").arg(participle.text);
        }
        result.candidates = past.candidates;
    } else if (isWord(relation.at(be), {"been"}) && !prefix.isEmpty()
               && isWord(prefix.last(), {"has", "have", "had"})) {
        active = prefix;
        if (!isWord(prefix.last(), {"had"}))
            active.last()
                = replaced(prefix.last(), isPlural(sentence, agent) ? QStringLiteral("have") : QStringLiteral("has"));
        active += adverbs;
        active.append(participle);
    } else if (isWord(relation.at(be), {"be"}) && !prefix.isEmpty()
               && isWord(prefix.last(), {"will", "would", "can", "could", "may", "might", "must", "shall", "should"})) {
        const QStringList lemmas = forms ? forms->lemmas(participle.text.toLower()) : QStringList();
        active = prefix + adverbs;
        active.append(replaced(participle, lemmas.isEmpty() ? participle.text : lemmas.first()));
        if (lemmas.size() != 1)
            missing = tr("The base form of \"%1\" is not settled by WordNet's data: type it.").arg(participle.text);
    } else {
        active = prefix + adverbs;
        active.append(participle);
        missing = tr("Only past (\"was V-ed by\"), perfect (\"has been V-ed by\") and modal (\"will be V-ed by\") "
                     "passives are turned by themselves: type the active relation.");
    }
    active += tail;
    // Pronouns change case with their role: `he --> was murdered by --> them` gives
    // `they --> murdered --> him`.
    QVector<DraftWord> object = draft.words(0);
    for (DraftWord &word : object)
        word.text = pronounCase(word.text, false);
    for (DraftWord &word : agent)
        word.text = pronounCase(word.text, true);
    result.triple
        = Triple(TripleDraft::writeSlot(agent), TripleDraft::writeSlot(active), TripleDraft::writeSlot(object));
    result.status = missing.isEmpty() ? Status::Made : Status::NeedsRelation;
    result.message = missing;
    return result;
}

Triple ActiveVoice::withRelation(const Result &result, const QString &relation)
{
    return Triple(result.triple.subject().source(), relation.simplified(), result.triple.object().source());
}
