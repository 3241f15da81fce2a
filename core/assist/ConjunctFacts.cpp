#include "core/assist/ConjunctFacts.h"

#include "core/assist/SlotWords.h"

#include <QSet>

namespace ConjunctFacts {

namespace {

constexpr int kUntaggedLength = 6; // the longest conjunct taken without tags

enum class Mode { Nominal, Verbal, Untagged };

struct Range
{
    int first = -1;
    int last = -1;
    bool isEmpty() const { return first < 0 || last < first; }
    int size() const { return isEmpty() ? 0 : last - first + 1; }
};

bool isConjunction(const QString &token)
{
    static const QSet<QString> words = {QStringLiteral("and"), QStringLiteral("or"),   QStringLiteral("nor"),
                                        QStringLiteral("und"), QStringLiteral("oder"), QStringLiteral("sowie"),
                                        QStringLiteral("和"),  QStringLiteral("或"),   QStringLiteral("及")};
    return words.contains(token.toLower());
}

bool isSeparator(const QString &token)
{
    return token == QLatin1String(",") || token == QStringLiteral("、") || isConjunction(token);
}

// Punctuation other than the comma ends a conjunct.
bool isStop(const QString &token)
{
    return !std::any_of(token.begin(), token.end(), [](QChar c) { return c.isLetterOrNumber(); });
}

// The sentence's tokens with their tags, and the tokens a triple's other slots hold.
class Coordination
{
public:
    Coordination(const Sentence &sentence, const QSet<int> &used)
        : m_tokens(SlotWords::tokens(sentence)),
          m_used(used)
    {
        if (sentence.posTags.size() == m_tokens.size())
            m_tags = sentence.posTags;
    }

    // The swaps of the own conjunct that a run of a slot's neighbouring tokens [a, b] holds.
    QVector<Swap> around(int a, int b) const;

private:
    QString tag(int token) const { return m_tags.isEmpty() ? QString() : m_tags.at(token); }
    bool nominal(int token) const
    {
        const QString t = tag(token);
        return t.startsWith(QLatin1String("NN")) || t.startsWith(QLatin1String("JJ")) || t == QLatin1String("CD")
            || t == QLatin1String("FW") || t == QLatin1String("POS") || t == QLatin1String("PRP");
    }
    bool determiner(int token) const
    {
        const QString t = tag(token);
        return t == QLatin1String("DT") || t == QLatin1String("PRP$") || t == QLatin1String("PDT");
    }
    bool verb(int token) const { return tag(token).startsWith(QLatin1String("VB")); }
    // A participle before the nouns of its conjunct (`recurring show elements`, `a founding
    // justice`): a word of a nominal conjunct when the token after it is one (or another such
    // participle) and no noun of the conjunct comes before it (`cases involving United Nations`
    // is a noun and a verb).
    bool premodifier(int token) const
    {
        const QString t = tag(token);
        return (t == QLatin1String("VBG") || t == QLatin1String("VBN")) && free(token) && free(token + 1)
            && (nominal(token + 1) || premodifier(token + 1));
    }
    bool free(int token) const
    {
        return token >= 0 && token < m_tokens.size() && !m_used.contains(token) && !isSeparator(m_tokens.at(token))
            && !isStop(m_tokens.at(token));
    }
    Mode modeOf(int token) const
    {
        if (m_tags.isEmpty())
            return Mode::Untagged;
        return verb(token) ? Mode::Verbal : Mode::Nominal;
    }
    // A conjunct starting at `from` going `step` (+1 rightwards, -1 leftwards).
    // Leftwards, a nominal conjunct shorter than `like` words may take words the tagger took for
    // verbs or adverbs (conjuncts are alike).
    Range conjunct(int from, int step, Mode mode, int like = 0) const;
    // Separators then conjuncts from `from` going `step`; each conjunct with whether an
    // and/or came before it (going that way).
    QVector<QPair<Range, bool>> list(int from, int step, Mode mode, int like = 0) const;

    QStringList m_tokens;
    QStringList m_tags;
    QSet<int> m_used;
};

Range Coordination::conjunct(int from, int step, Mode mode, int like) const
{
    Range range;
    int at = from;
    int taken = 0;
    const auto take = [&](int token) {
        range.first = range.first < 0 ? token : std::min(range.first, token);
        range.last = std::max(range.last, token);
        ++taken;
    };
    switch (mode) {
    case Mode::Verbal:
        // A verb alone (`sang and danced .`): one with its own object is another fact.
        if (free(at) && verb(at) && !free(at + step))
            take(at);
        break;
    case Mode::Untagged:
        while (free(at) && taken < kUntaggedLength) {
            take(at);
            at += step;
        }
        break;
    case Mode::Nominal: {
        // Rightwards: a determiner first, then nouns; leftwards: nouns, then a determiner.
        if (step > 0 && free(at) && determiner(at)) {
            take(at);
            at += step;
        }
        int nouns = 0;
        while (free(at) && (nominal(at) || (step > 0 && nouns == 0 && premodifier(at)))) {
            nouns += nominal(at) ? 1 : 0;
            take(at);
            at += step;
        }
        if (nouns == 0)
            return Range(); // a determiner alone, or nothing
        while (step < 0 && taken < like && free(at) && (verb(at) || tag(at).startsWith(QLatin1String("RB")))) {
            take(at);
            at += step;
        }
        if (step < 0 && free(at) && determiner(at))
            take(at);
        break;
    }
    }
    return range;
}

QVector<QPair<Range, bool>> Coordination::list(int from, int step, Mode mode, int like) const
{
    QVector<QPair<Range, bool>> out;
    int at = from;
    while (at >= 0 && at < m_tokens.size()) {
        bool conjunction = false;
        const int start = at;
        while (at >= 0 && at < m_tokens.size() && isSeparator(m_tokens.at(at))) {
            conjunction = conjunction || isConjunction(m_tokens.at(at));
            at += step;
        }
        if (at == start)
            break;
        const Range range = conjunct(at, step, mode, like);
        if (range.isEmpty())
            break;
        out.append({range, conjunction});
        at = step > 0 ? range.last + 1 : range.first - 1;
    }
    return out;
}

QVector<Swap> Coordination::around(int a, int b) const
{
    QVector<Swap> out;
    const auto add = [&](const Range &own, const QVector<QPair<Range, bool>> &others) {
        for (const auto &other : others)
            out.append(Swap{own.first, own.last, other.first.first, other.first.last});
    };
    // Rightwards from the run's end: the own conjunct ends at b.
    if (b + 1 < m_tokens.size() && isSeparator(m_tokens.at(b + 1))) {
        const Mode mode = modeOf(b);
        QVector<QPair<Range, bool>> others = list(b + 1, +1, mode);
        // The list ends at the last conjunct an and/or introduces.
        while (!others.isEmpty() && !others.last().second)
            others.removeLast();
        Range own{b, b};
        if (mode == Mode::Nominal) {
            if (nominal(b)) {
                while (own.first - 1 >= a && nominal(own.first - 1))
                    --own.first;
                // Conjuncts are alike: a word the tagger took for a verb or an adverb (`to
                // direct/VB taxes and indirect taxes`) while the own one is the shorter.
                while (!others.isEmpty() && own.size() < others.first().first.size() && own.first - 1 >= a
                       && (verb(own.first - 1) || tag(own.first - 1).startsWith(QLatin1String("RB"))))
                    --own.first;
                if (own.first - 1 >= a && determiner(own.first - 1))
                    --own.first;
            } else {
                others.clear(); // a slot ending in a preposition, an adverb, ...
            }
        } else if (mode == Mode::Untagged && !others.isEmpty()) {
            own.first = std::max(a, b - others.first().first.size() + 1);
        }
        add(own, others);
    }
    // Leftwards from the run's start: the own conjunct starts at a.
    if (a - 1 >= 0 && isSeparator(m_tokens.at(a - 1))) {
        const Mode mode = premodifier(a) ? Mode::Nominal : modeOf(a);
        Range own{a, a};
        if (mode == Mode::Nominal) {
            if (determiner(a) && a + 1 <= b)
                ++own.last;
            if (premodifier(own.last) && own.last + 1 <= b)
                ++own.last;
            while (own.last + 1 <= b && nominal(own.last + 1))
                ++own.last;
            if (!nominal(own.last))
                own = Range();
        }
        const QVector<QPair<Range, bool>> others = list(a - 1, -1, mode, own.size());
        const bool closed = std::any_of(others.begin(), others.end(), [](const auto &o) { return o.second; });
        if (mode == Mode::Untagged && !others.isEmpty())
            own.last = std::min(b, a + others.first().first.size() - 1);
        if (closed && !own.isEmpty())
            add(own, others);
    }
    return out;
}

// The triple as a draft, and the tokens each slot holds.
struct Loaded
{
    TripleDraft draft;
    QSet<int> tokens[TripleDraft::kSlotCount];
};

bool isDeterminer(const Sentence &sentence, const DraftWord &word)
{
    const QString tag = SlotWords::tag(sentence, word);
    return tag == QLatin1String("DT") || tag == QLatin1String("DET");
}

Loaded loaded(const Triple &triple, const Sentence &sentence)
{
    Loaded out;
    out.draft = SlotWords::load(triple, sentence);
    for (int slot = 0; slot < TripleDraft::kSlotCount; ++slot) {
        for (const DraftWord &word : out.draft.words(slot)) {
            if (word.token >= 0)
                out.tokens[slot].insert(word.token);
        }
    }
    return out;
}

} // namespace

QVector<Swap> of(const Synset &synset, const Sentence &sentence)
{
    QVector<Swap> out;
    for (const Triple &triple : synset.triples) {
        if (triple.isInert())
            continue;
        const Loaded words = loaded(triple, sentence);
        for (int slot = 0; slot < TripleDraft::kSlotCount; ++slot) {
            QSet<int> used;
            for (int other = 0; other < TripleDraft::kSlotCount; ++other) {
                if (other != slot)
                    used.unite(words.tokens[other]);
            }
            const Coordination coordination(sentence, used);
            const QVector<DraftWord> &slotWords = words.draft.words(slot);
            for (int start = 0; start < slotWords.size();) {
                int end = start;
                while (end + 1 < slotWords.size() && slotWords.at(end).token >= 0
                       && slotWords.at(end + 1).token == slotWords.at(end).token + 1)
                    ++end;
                if (slotWords.at(start).token >= 0) {
                    const int first = slotWords.at(start).token;
                    for (Swap swap : coordination.around(first, slotWords.at(end).token)) {
                        // Optional words before the conjunct stay where they are (`[thirty]
                        // sculptors and painters`); one optional inside it is no fact of its own
                        // (`[classical liberal] [libertarian] think tank`).
                        while (swap.ownFirst <= swap.ownLast
                               && slotWords.at(start + swap.ownFirst - first).optionalGroup != 0)
                            ++swap.ownFirst;
                        bool plain = swap.ownFirst <= swap.ownLast;
                        for (int t = swap.ownFirst; plain && t <= swap.ownLast; ++t)
                            plain = slotWords.at(start + t - first).optionalGroup == 0;
                        if (plain && !out.contains(swap))
                            out.append(swap);
                    }
                }
                start = end + 1;
            }
        }
    }
    return out;
}

std::optional<Triple> swapped(const Triple &triple, const Sentence &sentence, const Swap &swap)
{
    if (triple.isInert())
        return std::nullopt;
    const QStringList tokens = SlotWords::tokens(sentence);
    if (swap.otherLast >= tokens.size() || swap.otherFirst < 0)
        return std::nullopt;
    const TripleDraft draft = SlotWords::load(triple, sentence);
    QString sources[TripleDraft::kSlotCount];
    bool found = false;
    for (int slot = 0; slot < TripleDraft::kSlotCount; ++slot) {
        QVector<DraftWord> words = draft.words(slot);
        const int length = swap.ownLast - swap.ownFirst + 1;
        for (int p = 0; !found && p + length <= words.size(); ++p) {
            bool holds = true;
            for (int i = 0; i < length && holds; ++i)
                holds = words.at(p + i).token == swap.ownFirst + i;
            if (!holds)
                continue;
            QVector<DraftWord> other;
            for (int t = swap.otherFirst; t <= swap.otherLast; ++t) {
                // A head the conjuncts share stays once (`hearing , vision and speech
                // screening`: `vision screening`).
                const bool held
                    = std::any_of(words.begin(), words.end(), [t](const DraftWord &w) { return w.token == t; });
                if (!held)
                    other.append(DraftWord{tokens.at(t), t, 0});
            }
            if (other.isEmpty())
                return std::nullopt;
            // `[the] US , the UK`: `[the] UK`, the slot's optional determiner in the other's
            // place; else the other's determiner optional, as the guidelines make determiners.
            if (other.size() > 1 && p > 0 && words.at(p - 1).optionalGroup != 0
                && (words.at(p - 1).text.compare(other.first().text, Qt::CaseInsensitive) == 0
                    || (isDeterminer(sentence, words.at(p - 1)) && isDeterminer(sentence, other.first())))) {
                words[p - 1].text = other.first().text;
                words[p - 1].token = other.first().token;
                other.removeFirst();
            } else if (other.size() > 1 && isDeterminer(sentence, other.first()))
                other.first().optionalGroup = SlotWords::nextGroup(words);
            words.remove(p, length);
            for (int i = 0; i < other.size(); ++i)
                words.insert(p + i, other.at(i));
            found = true;
        }
        sources[slot] = draft.words(slot) == words ? draft.slotSource(slot) : TripleDraft::writeSlot(words);
    }
    if (!found)
        return std::nullopt;
    return Triple(sources[0], sources[1], sources[2]);
}

QVector<Triple> synsetOf(const QVector<Triple> &triples, const Sentence &sentence, const Swap &swap)
{
    QVector<Triple> out;
    QSet<QString> lines;
    for (const Triple &triple : triples) {
        if (const std::optional<Triple> made = swapped(triple, sentence, swap)) {
            const QString line = made->toGoldLine();
            if (!lines.contains(line)) {
                lines.insert(line);
                out.append(*made);
            }
        }
    }
    return out;
}

} // namespace ConjunctFacts
