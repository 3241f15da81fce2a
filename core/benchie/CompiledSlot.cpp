#include "core/benchie/CompiledSlot.h"

#include "core/base/PyText.h"

#include <algorithm>

namespace {

// The automaton of CompiledSlot, for one target string and start position.
// States: 0 = L (only leading spaces so far, trimmed mode); 1 + (k - start) = M_k (the
// realization so far equals target[start, k)); 1 + span + (k - start) = W_k (trimmed mode:
// the realization's trimmed content ended at k and only trailing spaces follow).
class SlotAutomaton
{
public:
    // Prepares for a new target; the buffers are kept from call to call.
    void reset(QStringView target, int start, bool trim)
    {
        m_target = target;
        m_start = start;
        m_span = int(target.size()) - start + 1;
        m_trim = trim;
        if (m_mark.size() < size_t(1 + 2 * m_span))
            m_mark.resize(size_t(1 + 2 * m_span), 0);
    }

    int initialState() const { return m_trim ? 0 : mState(m_start); }

    // Feeds `text` (after an optional single space) to every state of `states`, in place.
    void feed(std::vector<int> &states, bool leadingSpace, QStringView text)
    {
        if (leadingSpace)
            step(states, QLatin1Char(' '));
        for (qsizetype i = 0; i < text.size() && !states.empty(); ++i)
            step(states, text.at(i));
    }

    // Adds every state of `from` to `into`, without duplicates.
    void merge(std::vector<int> &into, const std::vector<int> &from)
    {
        for (int s : into)
            m_mark[size_t(s)] = 1;
        for (int s : from) {
            if (!m_mark[size_t(s)]) {
                m_mark[size_t(s)] = 1;
                into.push_back(s);
            }
        }
        for (int s : into)
            m_mark[size_t(s)] = 0;
    }

    // The end position a state accepts at, or -1.
    int acceptEnd(int state) const
    {
        if (m_trim) {
            if (state == 0)
                return m_start;
            if (state <= m_span) {
                const int k = m_start + state - 1;
                return (k > m_start && !PyText::isSpace(m_target.at(k - 1))) ? k : -1;
            }
            return m_start + state - 1 - m_span;
        }
        return m_start + state - 1;
    }

private:
    int mState(int k) const { return 1 + (k - m_start); }
    int wState(int k) const { return 1 + m_span + (k - m_start); }

    void add(std::vector<int> &next, int state)
    {
        if (!m_mark[size_t(state)]) {
            m_mark[size_t(state)] = 1;
            next.push_back(state);
        }
    }

    void step(std::vector<int> &states, QChar c)
    {
        m_next.clear();
        const int n = int(m_target.size());
        for (int state : states) {
            if (m_trim && state == 0) {
                if (PyText::isSpace(c))
                    add(m_next, 0);
                else if (m_start < n && m_target.at(m_start) == c)
                    add(m_next, mState(m_start + 1));
            } else if (state <= m_span) {
                const int k = m_start + state - 1;
                if (k < n && m_target.at(k) == c)
                    add(m_next, mState(k + 1));
                if (m_trim && k > m_start && PyText::isSpace(c) && !PyText::isSpace(m_target.at(k - 1)))
                    add(m_next, wState(k));
            } else if (PyText::isSpace(c)) {
                add(m_next, state);
            }
        }
        for (int s : m_next)
            m_mark[size_t(s)] = 0;
        states.swap(m_next);
    }

    QStringView m_target;
    int m_start = 0;
    int m_span = 1;
    bool m_trim = false;
    std::vector<char> m_mark;
    std::vector<int> m_next;
};

} // namespace

CompiledSlot::CompiledSlot(const Slot &slot)
{
    // m_text holds the elements' texts, brackets deleted, separated by single spaces: so
    // when nothing is optional it is the one realization itself. Elements may overlap (a word
    // that closes a group and opens another is read twice, as the official reader does), so
    // the room needed is the sum of the elements' lengths, not the source's.
    const qsizetype elementCount = slot.elements().size();
    m_elements.reserve(size_t(elementCount));
    qsizetype room = elementCount;
    for (const SlotElement &element : slot.elements())
        room += element.length;
    m_text.resize(room);
    QChar *out = m_text.data();
    int size = 0;
    for (const SlotElement &element : slot.elements()) {
        if (!m_elements.empty())
            out[size++] = QLatin1Char(' ');
        const int start = size;
        for (const QChar c : slot.elementText(element)) {
            if (c != QLatin1Char('[') && c != QLatin1Char(']'))
                out[size++] = c;
        }
        m_elements.push_back({start, size - start, element.optional});
        m_cleanEdges = m_cleanEdges && size > start && !PyText::isSpace(out[start]) && !PyText::isSpace(out[size - 1]);
        m_hasOptional = m_hasOptional || element.optional;
    }
    m_text.truncate(size);
    m_maxLength = size;
    const QStringView trimmed = PyText::trimmed(m_text);
    m_trimStart = trimmed.isEmpty() ? 0 : int(trimmed.data() - m_text.constData());
    m_trimLength = int(trimmed.size());
    // The first non-space character of a trimmed realization comes from the first kept
    // element that is not blank: any element reached while every earlier one may be left
    // out or is blank. Likewise for the last character, from the end.
    auto collect = [this](bool fromEnd, CharSet *chars) {
        const int count = int(m_elements.size());
        for (int k = 0; k < count; ++k) {
            const int i = fromEnd ? count - 1 - k : k;
            const QStringView text = PyText::trimmed(elementText(i));
            if (text.isEmpty())
                continue;
            const char16_t c = (fromEnd ? text.back() : text.front()).unicode();
            if (std::find(chars->begin(), chars->end(), c) == chars->end())
                chars->push_back(c);
            if (!m_elements[size_t(i)].optional)
                return false;
        }
        return true;
    };
    m_canBeBlank = collect(false, &m_firstChars);
    collect(true, &m_lastChars);
}

QStringView CompiledSlot::elementText(int i) const
{
    const Element &element = m_elements[size_t(i)];
    return QStringView(m_text).mid(element.start, element.length);
}

void CompiledSlot::endPositions(QStringView target, int start, bool trimRealization, std::vector<char> &ends) const
{
    ends.assign(size_t(target.size()) + 1, 0);
    thread_local SlotAutomaton automaton;
    automaton.reset(target, start, trimRealization);
    thread_local std::vector<int> started; // states after at least one kept element
    thread_local std::vector<int> fromInitial;
    thread_local std::vector<int> advanced;
    started.clear();
    bool nothingKeptYet = true;
    for (size_t i = 0; i < m_elements.size(); ++i) {
        const QStringView text = elementText(int(i));
        const bool optional = m_elements[i].optional;
        advanced = started;
        automaton.feed(advanced, true, text);
        if (nothingKeptYet) {
            fromInitial.assign(1, automaton.initialState());
            automaton.feed(fromInitial, false, text);
            automaton.merge(advanced, fromInitial);
        }
        if (optional)
            automaton.merge(started, advanced);
        else
            started.swap(advanced);
        nothingKeptYet = nothingKeptYet && optional;
        if (started.empty() && !nothingKeptYet)
            return;
    }
    if (nothingKeptYet)
        started.push_back(automaton.initialState());
    for (int state : started) {
        const int end = automaton.acceptEnd(state);
        if (end >= 0)
            ends[size_t(end)] = 1;
    }
}

bool CompiledSlot::fixedTextsOccurIn(QStringView text) const
{
    // Every realization holds each fixed element; trimming it can only drop spaces around the
    // element's own trimmed text, which therefore stays.
    for (size_t i = 0; i < m_elements.size(); ++i) {
        if (m_elements[i].optional)
            continue;
        const QStringView core = PyText::trimmed(elementText(int(i)));
        if (!core.isEmpty() && !text.contains(core))
            return false;
    }
    return true;
}

bool CompiledSlot::matches(QStringView candidate, bool trimRealization) const
{
    if (!m_hasOptional) // one realization: a plain comparison
        return (trimRealization ? QStringView(m_text).sliced(m_trimStart, m_trimLength) : QStringView(m_text)) == candidate;
    if (trimRealization) {
        if (candidate.isEmpty()) {
            if (!m_canBeBlank)
                return false;
        } else if (candidate.size() > m_maxLength
                   || std::find(m_firstChars.begin(), m_firstChars.end(), candidate.front().unicode()) == m_firstChars.end()
                   || std::find(m_lastChars.begin(), m_lastChars.end(), candidate.back().unicode()) == m_lastChars.end()) {
            return false;
        }
    }
    thread_local std::vector<char> ends;
    endPositions(candidate, 0, trimRealization, ends);
    return ends[size_t(candidate.size())] != 0;
}
