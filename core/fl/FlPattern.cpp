#include "core/fl/FlPattern.h"

#include "core/base/PyText.h"
#include "core/fl/FlText.h"
#include "core/model/Slot.h"

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
    const bool strip = reading == Reading::NoPunctOfficial;
    const bool skipEmpty = reading == Reading::NoPunctPrincipled;
    const bool separated = reading == Reading::Exact || strip || skipEmpty;
    const QString space(QLatin1Char(' '));
    const Walk walk(target, strip);
    const int states = walk.stateCount();
    std::vector<char> live(size_t(states) * 2, 0), next(size_t(states) * 2, 0);
    live[size_t(walk.start()) * 2] = 1;
    for (const FlPatternGroup *group : groups) {
        QStringList tokens;
        for (const QString &word : group->words) {
            QString token = transformed(word, reading);
            if (!(skipEmpty && token.isEmpty()))
                tokens.append(token);
        }
        std::fill(next.begin(), next.end(), 0);
        bool any = false;
        for (int state = 0; state < states; ++state) {
            for (int kept = 0; kept < 2; ++kept) {
                if (!live[size_t(state) * 2 + size_t(kept)])
                    continue;
                if (group->optional) {
                    next[size_t(state) * 2 + size_t(kept)] = 1;
                    any = true;
                }
                int at = state;
                bool hasWord = kept;
                for (const QString &token : std::as_const(tokens)) {
                    if (hasWord && separated)
                        at = walk.advance(at, space);
                    if (at >= 0)
                        at = walk.advance(at, token);
                    hasWord = true;
                    if (at < 0)
                        break;
                }
                if (at >= 0) {
                    next[size_t(at) * 2 + (hasWord ? 1 : 0)] = 1;
                    any = true;
                }
            }
        }
        live.swap(next);
        if (!any)
            break;
    }
    return live;
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
    const QVector<std::pair<QString, bool>> a = flatWords(m_slots.at(index));
    const QVector<std::pair<QString, bool>> b = flatWords(other.m_slots.at(otherIndex));
    const qsizetype width = b.size() + 1;
    std::vector<char> reach(size_t((a.size() + 1) * width), 0);
    reach[0] = 1;
    for (qsizetype i = 0; i <= a.size(); ++i) {
        for (qsizetype j = 0; j <= b.size(); ++j) {
            if (!reach[size_t(i * width + j)])
                continue;
            if (i < a.size() && a.at(i).second)
                reach[size_t((i + 1) * width + j)] = 1;
            if (j < b.size() && b.at(j).second)
                reach[size_t(i * width + j + 1)] = 1;
            if (i < a.size() && j < b.size() && a.at(i).first == b.at(j).first)
                reach[size_t((i + 1) * width + j + 1)] = 1;
        }
    }
    return reach[size_t(a.size() * width + b.size())];
}
