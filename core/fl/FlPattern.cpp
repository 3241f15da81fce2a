#include "core/fl/FlPattern.h"

#include "core/base/PyText.h"
#include "core/fl/FlText.h"
#include "core/model/Slot.h"

#include <algorithm>
#include <vector>

namespace {

QString transformed(const QString &word, FlPattern::Reading reading)
{
    switch (reading) {
    case FlPattern::Reading::Exact:
        return word;
    case FlPattern::Reading::NoPunctOfficial:
    case FlPattern::Reading::NoPunctPrincipled:
        return FlText::noPunct(word);
    case FlPattern::Reading::Squashed:
        return FlText::squash(word);
    case FlPattern::Reading::SquashedNoPunct:
        return FlText::squash(FlText::noPunct(word));
    }
    return word;
}

// Reading a form's text against a target, one character at a time. The states: 0 before the
// text proper (leading whitespace, only when stripping), 1 + p after p characters of the
// target, size + 2 after it (trailing whitespace). -1: the text cannot be the target.
class Walk
{
public:
    Walk(QStringView target, bool strip)
        : m_target(target)
        , m_strip(strip)
    {
    }
    int stateCount() const { return int(m_target.size()) + 3; }
    int start() const { return m_strip ? 0 : 1; }
    bool accepts(int state) const
    {
        const int n = int(m_target.size());
        return state == n + 1 || state == n + 2 || (state == 0 && n == 0);
    }
    int advance(int state, QStringView text) const
    {
        const int n = int(m_target.size());
        for (const QChar c : text) {
            if (state == 0) {
                if (PyText::isSpace(c))
                    continue;
                if (n == 0 || m_target.at(0) != c)
                    return -1;
                state = 2;
            } else if (state == n + 2) {
                if (!PyText::isSpace(c))
                    return -1;
            } else {
                const int p = state - 1;
                if (p < n && m_target.at(p) == c)
                    ++state;
                else if (p == n && m_strip && PyText::isSpace(c))
                    state = n + 2;
                else
                    return -1;
            }
        }
        return state;
    }

private:
    QStringView m_target;
    bool m_strip;
};

// How a reading joins a form's words (FlPattern::Reading): whether the text is stripped, whether
// words left empty are dropped, and whether kept words are separated by a space.
struct Joining
{
    explicit Joining(FlPattern::Reading reading)
        : strip(reading == FlPattern::Reading::NoPunctOfficial)
        , skipEmpty(reading == FlPattern::Reading::NoPunctPrincipled)
        , separated(reading == FlPattern::Reading::Exact || strip || skipEmpty)
    {
    }
    bool strip;
    bool skipEmpty;
    bool separated;

    // Keeping `token` at walk state `at`, a word kept before it in the slot or not: the walk's
    // state after it, or -1.
    int keep(const Walk &walk, int at, bool afterWord, const QString &token) const
    {
        if (afterWord && separated)
            at = walk.advance(at, QStringView(u" "));
        return at < 0 ? -1 : walk.advance(at, token);
    }
};

constexpr qsizetype kSaturated = qsizetype(1) << 62;

// A slot's words, each with where the walk lands when it skips from there (0: it may not).
struct Reach
{
    QStringList words;
    QVector<qsizetype> skipTo;

    // Whether both have a reading in common: a walk over both, word against word.
    bool meets(const Reach &other) const
    {
        const qsizetype width = other.words.size() + 1;
        std::vector<char> reach(size_t((words.size() + 1) * width), 0);
        reach[0] = 1;
        for (qsizetype i = 0; i <= words.size(); ++i) {
            for (qsizetype j = 0; j <= other.words.size(); ++j) {
                if (!reach[size_t(i * width + j)])
                    continue;
                if (i < words.size() && skipTo.at(i) > 0)
                    reach[size_t(skipTo.at(i) * width + j)] = 1;
                if (j < other.words.size() && other.skipTo.at(j) > 0)
                    reach[size_t(i * width + other.skipTo.at(j))] = 1;
                if (i < words.size() && j < other.words.size() && words.at(i) == other.words.at(j))
                    reach[size_t((i + 1) * width + j + 1)] = 1;
            }
        }
        return reach.back();
    }
};

qsizetype saturatedSum(qsizetype a, qsizetype b)
{
    return std::min(kSaturated, a + b);
}

// C(n, k), at most kSaturated.
qsizetype binomial(qsizetype n, qsizetype k)
{
    if (k < 0 || k > n)
        return 0;
    k = std::min(k, n - k);
    qsizetype value = 1;
    for (qsizetype i = 1; i <= k; ++i) {
        // value * (n - k + i) / i, exact at every step; saturated once past the limit.
        const __int128 next = __int128(value) * (n - k + i) / i;
        if (next >= kSaturated)
            return kSaturated;
        value = qsizetype(next);
    }
    return value;
}

// The place of drop set `drop` (ascending, size k >= 1, positions below n) in the official
// order: the sets of sizes 1 .. k-1 first, then its rank in combinations order.
qsizetype officialRank(const QVector<qsizetype> &drop, qsizetype n)
{
    const qsizetype k = drop.size();
    qsizetype rank = 0;
    for (qsizetype size = 1; size < k; ++size)
        rank = saturatedSum(rank, binomial(n, size));
    qsizetype previous = -1;
    for (qsizetype i = 0; i < k; ++i) {
        for (qsizetype x = previous + 1; x < drop.at(i) && rank < kSaturated; ++x)
            rank = saturatedSum(rank, binomial(n - 1 - x, k - 1 - i));
        previous = drop.at(i);
    }
    return rank;
}

// A slot's words, each with whether it may be left out: an optional group's words one by one,
// and an empty word ("[]"), whose slot reads as the slot without it when it is alone.
QVector<std::pair<QString, bool>> flatWords(const QVector<FlPatternGroup> &groups)
{
    QVector<std::pair<QString, bool>> out;
    for (const FlPatternGroup &group : groups) {
        for (const QString &word : group.words)
            out.append({word, group.optional || word.isEmpty()});
    }
    return out;
}

} // namespace

FlPattern FlPattern::official(const QStringList &slotTexts)
{
    qsizetype opening = 0;
    for (const QString &slot : slotTexts)
        opening += slot.count(QLatin1Char('['));
    FlPattern pattern;
    pattern.m_opening = opening;
    qsizetype counter = 0;
    for (const QString &slot : slotTexts) {
        QVector<FlPatternGroup> groups;
        for (const QString &word : FlText::pySplit(slot)) {
            if (word.isEmpty())
                continue;
            const bool bracketed = word.contains(QLatin1Char('[')) || word.contains(QLatin1Char(']'));
            QString bare = word;
            if (bracketed)
                bare.remove(QLatin1Char('[')).remove(QLatin1Char(']'));
            const bool optional = bracketed && counter++ < opening;
            groups.append({{bare}, optional});
        }
        pattern.m_slots.append(groups);
    }
    return pattern;
}

FlPattern FlPattern::principled(const Triple &triple)
{
    return principled(QStringList{triple.subject().source(), triple.relation().source(), triple.object().source()});
}

FlPattern FlPattern::principled(const QStringList &slotSources)
{
    FlPattern pattern;
    for (const QString &source : slotSources) {
        const Slot slot(source);
        QVector<FlPatternGroup> groups;
        const SlotElements &elements = slot.elements();
        for (int i = 0; i < elements.size(); ++i) {
            const QStringList words = FlText::words(Slot::realizedText(slot.elementText(i)));
            if (!words.isEmpty())
                groups.append({words, elements.at(i).optional});
        }
        pattern.m_slots.append(groups);
    }
    return pattern;
}

qsizetype FlPattern::wordCount() const
{
    qsizetype count = 0;
    for (const QVector<FlPatternGroup> &slot : m_slots) {
        for (const FlPatternGroup &group : slot)
            count += group.words.size();
    }
    return count;
}

bool FlPattern::reads(const QStringList &pieces, Reading reading) const
{
    if (pieces.size() != m_slots.size())
        return false;
    // Every word that is kept in every form is in its slot's text, as it is: a quick no.
    if (reading == Reading::Exact) {
        for (int s = 0; s < pieces.size(); ++s) {
            for (const FlPatternGroup &group : m_slots.at(s)) {
                for (const QString &word : group.words) {
                    if (!group.optional && !pieces.at(s).contains(word))
                        return false;
                }
            }
        }
    }
    for (int s = 0; s < pieces.size(); ++s) {
        if (!slotReads(s, pieces.at(s), reading))
            return false;
    }
    return true;
}

bool FlPattern::slotReads(int index, QStringView target, Reading reading) const
{
    QVector<const FlPatternGroup *> groups;
    for (const FlPatternGroup &group : m_slots.at(index))
        groups.append(&group);
    return readsGroups(groups, target, reading);
}

bool FlPattern::flatReads(QStringView target, Reading reading) const
{
    QVector<const FlPatternGroup *> groups;
    for (const QVector<FlPatternGroup> &slot : m_slots) {
        for (const FlPatternGroup &group : slot)
            groups.append(&group);
    }
    return readsGroups(groups, target, reading);
}

// The states reachable after each group, with whether a word was kept so far (which decides
// the separator and, for Exact, whether the slot has a word at all); all zero once none is.
std::vector<char> FlPattern::walk(const QVector<const FlPatternGroup *> &groups, QStringView target, Reading reading)
{
    const Joining joining(reading);
    const Walk walk(target, joining.strip);
    const size_t codes = size_t(walk.stateCount()) * 2; // state * 2 + whether a word was kept
    // The live codes, as a list: a few of the target's positions are live at a time.
    std::vector<int> live{walk.start() * 2}, next;
    std::vector<char> reached(codes, 0);
    auto reach = [&](int code) {
        if (!reached[size_t(code)]) {
            reached[size_t(code)] = 1;
            next.push_back(code);
        }
    };
    for (const FlPatternGroup *group : groups) {
        QStringList tokens;
        for (const QString &word : group->words) {
            QString token = transformed(word, reading);
            if (!(joining.skipEmpty && token.isEmpty()))
                tokens.append(token);
        }
        next.clear();
        for (const int code : live) {
            if (group->optional)
                reach(code);
            int at = code / 2;
            bool hasWord = code % 2;
            for (const QString &token : std::as_const(tokens)) {
                at = joining.keep(walk, at, hasWord, token);
                hasWord = true;
                if (at < 0)
                    break;
            }
            if (at >= 0)
                reach(at * 2 + (hasWord ? 1 : 0));
        }
        for (const int code : next)
            reached[size_t(code)] = 0;
        live.swap(next);
        if (live.empty())
            break;
    }
    for (const int code : live)
        reached[size_t(code)] = 1;
    return reached;
}

bool FlPattern::readsGroups(const QVector<const FlPatternGroup *> &groups, QStringView target, Reading reading) const
{
    const std::vector<char> live = walk(groups, target, reading);
    const Walk accepting(target, reading == Reading::NoPunctOfficial);
    for (int state = 0; state < accepting.stateCount(); ++state) {
        for (int kept = reading == Reading::Exact ? 1 : 0; kept < 2; ++kept) {
            if (live[size_t(state) * 2 + size_t(kept)] && accepting.accepts(state))
                return true;
        }
    }
    return false;
}

QSet<QString> FlPattern::occurrencesIn(int index, const QString &text, bool wordAligned) const
{
    QVector<const FlPatternGroup *> groups;
    for (const FlPatternGroup &group : m_slots.at(index))
        groups.append(&group);
    QSet<QString> out;
    const QChar space(QLatin1Char(' '));
    for (qsizetype start = 0; start <= text.size(); ++start) {
        if (wordAligned && start > 0 && text.at(start - 1) != space)
            continue;
        // Without stripping, state 1 + p: the form read as the first p characters from `start`.
        const std::vector<char> live = walk(groups, QStringView(text).sliced(start), Reading::Exact);
        for (qsizetype p = 0; start + p <= text.size(); ++p) {
            const size_t state = size_t(1 + p);
            if (!live[state * 2] && !live[state * 2 + 1])
                continue;
            const qsizetype end = start + p;
            if (wordAligned && (p == 0 || (end < text.size() && text.at(end) != space)))
                continue;
            out.insert(text.mid(start, p));
        }
    }
    return out;
}

bool FlPattern::slotContainedIn(int index, const QStringList &words, bool noPunct, bool official) const
{
    // Dropping optional words only takes words away, so the form keeping none is the one to
    // test, except where the official reading of a slot with no word is one empty word.
    QStringList required, optional;
    for (const FlPatternGroup &group : m_slots.at(index)) {
        for (const QString &word : group.words) {
            const QString text = noPunct ? FlText::noPunct(word) : word;
            if (!official && text.isEmpty())
                continue; // the principled reading splits on whitespace: no empty word
            (group.optional ? optional : required).append(text);
        }
    }
    if (!official || !required.isEmpty())
        return FlText::containsAll(words, required);
    if (words.contains(QString()))
        return true;
    for (const QString &word : std::as_const(optional)) {
        if (words.contains(word))
            return true;
    }
    return false;
}

bool FlPattern::mayShare(int index, const FlPattern &other, int otherIndex) const
{
    // Each word skipped on its own, when it is optional.
    auto wordsOf = [](const QVector<FlPatternGroup> &groups, Reach *reach) {
        for (const auto &[word, optional] : flatWords(groups)) {
            reach->words.append(word);
            reach->skipTo.append(optional ? reach->words.size() : 0);
        }
    };
    Reach a, b;
    wordsOf(m_slots.at(index), &a);
    wordsOf(other.m_slots.at(otherIndex), &b);
    return a.meets(b);
}

bool FlPattern::shares(int index, const FlPattern &other, int otherIndex, qsizetype *work) const
{
    // From an optional group's first word, the walk may skip to the group's end.
    auto wordsOf = [](const QVector<FlPatternGroup> &groups, Reach *reach) {
        for (const FlPatternGroup &group : groups) {
            for (qsizetype w = 0; w < group.words.size(); ++w) {
                reach->words.append(group.words.at(w));
                reach->skipTo.append(w == 0 && group.optional ? reach->words.size() - 1 + group.words.size() : 0);
            }
        }
    };
    Reach a, b;
    wordsOf(m_slots.at(index), &a);
    wordsOf(other.m_slots.at(otherIndex), &b);
    *work -= (a.words.size() + 1) * (b.words.size() + 1);
    return *work >= 0 && a.meets(b);
}

qsizetype FlPattern::officialFormCount() const
{
    return m_opening >= 62 ? kSaturated : qsizetype(1) << m_opening;
}

// The walk over every slot in turn, keeping the number of words dropped: forward, the states
// each step can reach; backward, those from which the pieces can still be read with exactly
// the number of drops sought; then the earliest drop set of that size, word by word.
bool FlPattern::readsAmongFirst(const QStringList &pieces, Reading reading, qsizetype count) const
{
    if (count <= 0 || m_slots.isEmpty() || pieces.size() != m_slots.size())
        return false;
    const qsizetype n = m_opening;
    if (count >= officialFormCount())
        return reads(pieces, reading);
    // Drop sets of more than `most` positions come after the first `count` forms.
    qsizetype most = 1;
    for (qsizetype before = 0; most < n;) {
        before = saturatedSum(before, binomial(n, most));
        if (before >= count)
            break;
        ++most;
    }
    const Joining joining(reading);
    const bool needsWord = reading == Reading::Exact;
    // The steps: each word of each slot (its token, whether optional), then the slot's end.
    struct Step
    {
        int slot;
        QString token; // null: the end of the slot
        bool optional;
        bool skipped; // an empty token where empty words are dropped
    };
    QVector<Step> steps;
    QVector<Walk> walks;
    qsizetype optionalWords = 0;
    for (int s = 0; s < m_slots.size(); ++s) {
        walks.append(Walk(pieces.at(s), joining.strip));
        for (const FlPatternGroup &group : m_slots.at(s)) {
            for (const QString &word : group.words) {
                const QString token = transformed(word, reading);
                steps.append({s, token.isNull() ? QStringLiteral("") : token, group.optional,
                              joining.skipEmpty && token.isEmpty()});
                optionalWords += group.optional ? 1 : 0;
            }
        }
        steps.append({s, QString(), false, false});
    }
    const qsizetype phantoms = std::max<qsizetype>(0, n - optionalWords); // positions with no word
    const int width = int(most) + 1; // drops 0 .. most
    // A state: (walk state * 2 + a word kept) of the step's slot, and the drops so far.
    auto index = [&](int state, qsizetype drops) { return size_t(state) * size_t(width) + size_t(drops); };
    QVector<std::vector<char>> reach(steps.size() + 1);
    auto sizeAt = [&](qsizetype i) {
        const int slot = i < steps.size() ? steps.at(i).slot : int(m_slots.size()) - 1;
        return size_t(walks.at(slot).stateCount()) * 2 * size_t(width);
    };
    // Keeping the word of step i from state (walk state, kept): the state after it, or -1.
    auto keep = [&](qsizetype i, int state) {
        const Step &step = steps.at(i);
        if (step.skipped)
            return state;
        const int at = joining.keep(walks.at(step.slot), state / 2, state % 2 == 1, step.token);
        return at < 0 ? -1 : at * 2 + 1;
    };
    // The end of a slot: accepted, the next slot's start (or the one final state, 0).
    auto end = [&](qsizetype i, int state) {
        const Step &step = steps.at(i);
        const Walk &walk = walks.at(step.slot);
        if (!walk.accepts(state / 2) || (needsWord && state % 2 == 0))
            return -1;
        return step.slot + 1 < walks.size() ? walks.at(step.slot + 1).start() * 2 : 0;
    };
    reach[0].assign(sizeAt(0), 0);
    reach[0][index(walks.first().start() * 2, 0)] = 1;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        reach[i + 1].assign(sizeAt(i + 1), 0);
        const int states = int(reach.at(i).size() / size_t(width));
        for (int state = 0; state < states; ++state) {
            for (qsizetype drops = 0; drops < width; ++drops) {
                if (!reach.at(i)[index(state, drops)])
                    continue;
                if (steps.at(i).token.isNull()) {
                    const int next = end(i, state);
                    if (next >= 0)
                        reach[i + 1][index(next, drops)] = 1;
                    continue;
                }
                const int kept = keep(i, state);
                if (kept >= 0)
                    reach[i + 1][index(kept, drops)] = 1;
                if (steps.at(i).optional && drops < most)
                    reach[i + 1][index(state, drops + 1)] = 1;
            }
        }
    }
    // The fewest drops (at least one: the empty set comes last), phantom positions included.
    qsizetype size = -1;
    for (qsizetype drops = 0; drops < width; ++drops) {
        if (!reach.last()[index(0, drops)])
            continue;
        const qsizetype least = std::max<qsizetype>(1, drops);
        if (least <= drops + phantoms && least <= most && (size < 0 || least < size))
            size = least;
    }
    if (size < 0)
        return false;
    // Backward: which reached states can end with `size` drops in all.
    QVector<std::vector<char>> good(steps.size() + 1);
    good[steps.size()].assign(reach.last().size(), 0);
    for (qsizetype drops = 0; drops < width; ++drops)
        good[steps.size()][index(0, drops)] = reach.last()[index(0, drops)] && drops <= size && size <= drops + phantoms;
    for (qsizetype i = steps.size() - 1; i >= 0; --i) {
        good[i].assign(reach.at(i).size(), 0);
        const int states = int(reach.at(i).size() / size_t(width));
        for (int state = 0; state < states; ++state) {
            for (qsizetype drops = 0; drops < width; ++drops) {
                if (!reach.at(i)[index(state, drops)])
                    continue;
                bool ok = false;
                if (steps.at(i).token.isNull()) {
                    const int next = end(i, state);
                    ok = next >= 0 && good.at(i + 1)[index(next, drops)];
                } else {
                    const int kept = keep(i, state);
                    ok = (kept >= 0 && good.at(i + 1)[index(kept, drops)])
                        || (steps.at(i).optional && drops < most && good.at(i + 1)[index(state, drops + 1)]);
                }
                good[i][index(state, drops)] = ok;
            }
        }
    }
    // Forward again: drop each optional word when the rest can still be read (an earlier
    // position first is an earlier set), then the first phantom positions.
    QVector<qsizetype> drop;
    int state = walks.first().start() * 2;
    qsizetype drops = 0, position = 0;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const Step &step = steps.at(i);
        if (step.token.isNull()) {
            state = end(i, state);
            continue;
        }
        if (step.optional && drops < most && good.at(i + 1)[index(state, drops + 1)]) {
            drop.append(position);
            ++drops;
        } else {
            state = keep(i, state);
        }
        position += step.optional ? 1 : 0;
    }
    for (qsizetype p = optionalWords; drop.size() < size; ++p)
        drop.append(p);
    return officialRank(drop, n) < count;
}
