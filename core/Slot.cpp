#include "Slot.h"

#include "PyText.h"

namespace {

bool hasOpen(const QString &word)
{
    return word.contains(QLatin1Char('['));
}

bool hasClose(const QString &word)
{
    return word.contains(QLatin1Char(']'));
}

} // namespace

Slot::Slot(const QString &source)
    : m_source(source)
{
    parse();
}

int Slot::optionalCount() const
{
    int count = 0;
    for (const SlotElement &element : m_elements)
        count += element.optional ? 1 : 0;
    return count;
}

// SCORING.md 1.2, as the official reader does it. Words are split on single spaces (empty
// words kept). A word with no bracket is fixed; a word with both brackets is a one-word
// optional element; a word with only '[' opens a group that runs to the next word holding
// ']'. The official loop then resumes *at* that closing word, so a closing word that also
// holds '[' (e.g. `[of [the]`) is read a second time as an optional element of its own;
// a word holding only ']' is dropped, and so is an opener whose group never closes.
void Slot::parse()
{
    const QStringList words = m_source.split(QLatin1Char(' '));
    int i = 0;
    while (i < words.size()) {
        const QString &word = words.at(i);
        const bool open = hasOpen(word);
        const bool close = hasClose(word);
        if (!open && !close) {
            m_elements.append({word, false, i, i});
            ++i;
        } else if (open && close) {
            m_elements.append({word, true, i, i});
            ++i;
        } else if (open) {
            int j = i + 1;
            while (j < words.size() && !hasClose(words.at(j)))
                ++j;
            if (j == words.size()) {
                m_problems.append(QStringLiteral("unbalanced brackets: '%1' opens an optional group that never closes; "
                                                 "the word is dropped, as the official scorer does")
                                      .arg(word));
                ++i;
                continue;
            }
            m_elements.append({words.mid(i, j - i + 1).join(QLatin1Char(' ')), true, i, j});
            if (hasOpen(words.at(j)))
                m_problems.append(QStringLiteral("unbalanced brackets: '%1' closes a group and opens another; "
                                                 "the official scorer also reads it as an optional word of its own")
                                      .arg(words.at(j)));
            i = j; // resume at the closing word, like the official loop
            if (!hasOpen(words.at(j)))
                ++i; // a closing word with only ']' would be dropped anyway
        } else {
            m_problems.append(QStringLiteral("unbalanced brackets: '%1' closes no group; "
                                             "the word is dropped, as the official scorer does")
                                  .arg(word));
            ++i;
        }
    }
}

QString Slot::minimalText(const QString &source)
{
    // Same as Python's re.sub(r"[\(\[].*?[\)\]]", "", s).strip(), then re.sub(" +", " ", ...).
    QString out;
    out.reserve(source.size());
    const int n = source.size();
    int i = 0;
    while (i < n) {
        const QChar c = source.at(i);
        if (c == QLatin1Char('[') || c == QLatin1Char('(')) {
            int j = i + 1;
            while (j < n && source.at(j) != QLatin1Char(']') && source.at(j) != QLatin1Char(')'))
                ++j;
            if (j < n) {
                i = j + 1;
                continue;
            }
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

QString Slot::realizedText(const QString &elementText)
{
    QString out = elementText;
    out.remove(QLatin1Char('['));
    out.remove(QLatin1Char(']'));
    return out;
}
