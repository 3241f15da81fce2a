#include "core/model/Slot.h"

#include "core/base/PyText.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace {

// Which brackets a word holds, in one pass.
struct Brackets
{
    bool open = false;
    bool close = false;
};

Brackets bracketsOf(QStringView word)
{
    Brackets brackets;
    for (const QChar c : word) {
        brackets.open = brackets.open || c == QLatin1Char('[');
        brackets.close = brackets.close || c == QLatin1Char(']');
    }
    return brackets;
}

} // namespace

Slot::Slot(const QString &source)
    : m_source(source)
{
    parse(nullptr);
}

QStringList Slot::problems() const
{
    QStringList descriptions;
    if (m_hasProblems) {
        Slot again;
        again.m_source = m_source;
        again.parse(&descriptions);
    }
    return descriptions;
}

int Slot::firstWordOf(const SlotElement &element) const
{
    return int(QStringView(m_source).first(element.start).count(QLatin1Char(' ')));
}

int Slot::lastWordOf(const SlotElement &element) const
{
    return firstWordOf(element) + int(elementText(element).count(QLatin1Char(' ')));
}

int Slot::optionalCount() const
{
    int count = 0;
    for (const SlotElement &element : m_elements)
        count += element.optional ? 1 : 0;
    return count;
}

// docs/scoring/benchie.md 1.2, as the official reader does it. Words are split on single spaces (empty
// words kept). A word with no bracket is fixed; a word with both brackets is a one-word
// optional element; a word with only '[' opens a group that runs to the next word holding
// ']'. The official loop then resumes *at* that closing word, so a closing word that also
// holds '[' (e.g. `[of [the]`) is read a second time as an optional element of its own;
// a word holding only ']' is dropped, and so is an opener whose group never closes.
void Slot::parse(QStringList *problems)
{
    const QStringView source(m_source);
    if (!source.contains(QLatin1Char('[')) && !source.contains(QLatin1Char(']'))) {
        // The usual slot: no brackets, every word a fixed element.
        qsizetype begin = 0;
        for (qsizetype space = source.indexOf(QLatin1Char(' ')); space >= 0;
             space = source.indexOf(QLatin1Char(' '), begin)) {
            m_elements.append(SlotElement{int(begin), int(space - begin), false});
            begin = space + 1;
        }
        m_elements.append(SlotElement{int(begin), int(source.size() - begin), false});
        return;
    }
    // Word spans of the source split on single spaces (empty words kept).
    thread_local std::vector<std::pair<int, int>> spans;
    spans.clear();
    const int n = int(m_source.size());
    int begin = 0;
    for (int k = 0; k <= n; ++k) {
        if (k == n || m_source.at(k) == QLatin1Char(' ')) {
            spans.emplace_back(begin, k - begin);
            begin = k + 1;
        }
    }
    const int wordCount = int(spans.size());
    auto word = [&](int w) { return QStringView(m_source).mid(spans[size_t(w)].first, spans[size_t(w)].second); };
    auto element = [&](int first, int last, bool optional) {
        const int start = spans[size_t(first)].first;
        const int end = spans[size_t(last)].first + spans[size_t(last)].second;
        m_elements.append(SlotElement{start, end - start, optional});
    };
    // At most kListedProblems descriptions, then a count of the rest: a slot of a million
    // unclosed brackets is one line of the file, not a million messages.
    int unlisted = 0;
    auto report = [&](const QString &problem) {
        m_hasProblems = true;
        if (problems && problems->size() < kListedProblems)
            problems->append(problem);
        else if (problems)
            ++unlisted;
    };
    // Once a search for a closing word has run to the end, no word from where it started on
    // closes: later openers are dropped without searching again (linear, whatever the input).
    int noCloserFrom = wordCount;
    int i = 0;
    while (i < wordCount) {
        const QStringView current = word(i);
        const auto [open, close] = bracketsOf(current);
        if (open == close) {
            element(i, i, open);
            ++i;
        } else if (open) {
            int j = i + 1;
            while (j < noCloserFrom && !bracketsOf(word(j)).close)
                ++j;
            if (j >= noCloserFrom) {
                noCloserFrom = std::min(noCloserFrom, i + 1);
                report(QStringLiteral("unbalanced brackets: '%1' opens an optional group that never closes; "
                                                 "the word is dropped, as the official scorer does")
                                      .arg(current));
                ++i;
                continue;
            }
            element(i, j, true);
            const bool reopens = bracketsOf(word(j)).open;
            if (reopens)
                report(QStringLiteral("unbalanced brackets: '%1' closes a group and opens another; "
                                                 "the official scorer also reads it as an optional word of its own")
                                      .arg(word(j)));
            i = j; // resume at the closing word, like the official loop
            if (!reopens)
                ++i; // a closing word with only ']' would be dropped anyway
        } else {
            report(QStringLiteral("unbalanced brackets: '%1' closes no group; "
                                             "the word is dropped, as the official scorer does")
                                  .arg(current));
            ++i;
        }
    }
    if (unlisted > 0)
        problems->append(QStringLiteral("%1 more unbalanced brackets in this slot").arg(unlisted));
}

QString Slot::minimalText(const QString &source)
{
    // Same as Python's re.sub(r"[\(\[].*?[\)\]]", "", s).strip(), then re.sub(" +", " ", ...).
    QString out;
    out.reserve(source.size());
    const int n = source.size();
    // Once a search for a closing bracket has run to the end, none is left after that point:
    // later openers are kept as they are without searching again (linear, whatever the input).
    bool closerAhead = true;
    int i = 0;
    while (i < n) {
        const QChar c = source.at(i);
        if (closerAhead && (c == QLatin1Char('[') || c == QLatin1Char('('))) {
            int j = i + 1;
            while (j < n && source.at(j) != QLatin1Char(']') && source.at(j) != QLatin1Char(')'))
                ++j;
            if (j < n) {
                i = j + 1;
                continue;
            }
            closerAhead = false;
        }
        out.append(c);
        ++i;
    }
    out = PyText::trimmedString(out);
    QString collapsed;
    collapsed.reserve(out.size());
    for (int k = 0; k < out.size(); ++k) {
        if (out.at(k) == QLatin1Char(' ') && k > 0 && out.at(k - 1) == QLatin1Char(' '))
            continue;
        collapsed.append(out.at(k));
    }
    return collapsed;
}

QString Slot::realizedText(QStringView elementText)
{
    QString out;
    out.reserve(elementText.size());
    for (const QChar c : elementText) {
        if (c != QLatin1Char('[') && c != QLatin1Char(']'))
            out.append(c);
    }
    return out;
}
