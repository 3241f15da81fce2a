#pragma once

#include "core/model/Slot.h"

#include <QString>
#include <QStringView>
#include <QVarLengthArray>

#include <algorithm>
#include <vector>

// A gold slot prepared for matching without enumerating its realizations.
//
// A realization keeps every fixed element and any subset of the optional ones, joined with
// single spaces, brackets deleted (docs/scoring/benchie.md 1.2). Instead of building the 2^k strings, the
// matcher runs the elements through a small automaton over the candidate string: the state
// is a position in the candidate (plus, when realizations are trimmed, "still in leading
// spaces" and "in trailing spaces after position k"). Each element either is skipped (when
// optional) or consumes its characters from every live state. The number of states is
// bounded by the candidate length, so a test costs O(|slot| x |candidate|) character steps
// at worst, and usually O(|slot|): a slot with 40 optional elements takes microseconds.
class CompiledSlot
{
public:
    CompiledSlot() = default;
    explicit CompiledSlot(const Slot &slot);

    // True when some realization R equals `candidate` exactly (trimRealization: when
    // trim(R) equals it; then `candidate` should itself be trimmed).
    bool matches(QStringView candidate, bool trimRealization) const;

    // Every end position b such that some realization (trimmed if asked) equals
    // target[start, b). ends is resized to target.size() + 1 and holds 0/1 flags.
    void endPositions(QStringView target, int start, bool trimRealization, std::vector<char> &ends) const;

    // True when no element is empty or starts or ends with a space: then no realization has
    // surrounding spaces, and an untrimmed match of a trimmed candidate equals a trimmed one.
    bool hasCleanEdges() const { return m_cleanEdges; }

    // Quick tests for a concat match (TripleMatch::joined), where this slot's trimmed
    // realization starts or ends a joined candidate, or lies inside it: false means no
    // realization can. A blank realization leaves the joining space in its place.
    bool mayStartJoined(QChar c) const { return mayBeEdge(m_firstChars, c); }
    bool mayEndJoined(QChar c) const { return mayBeEdge(m_lastChars, c); }
    bool fixedTextsOccurIn(QStringView text) const;
    int maxLength() const { return m_maxLength; }

    int elementCount() const { return int(m_elements.size()); }
    QStringView elementText(int i) const;
    bool isOptional(int i) const { return m_elements[size_t(i)].optional; }

private:
    struct Element
    {
        int start = 0; // in m_text
        int length = 0;
        bool optional = false;
    };

    using CharSet = QVarLengthArray<char16_t, 6>;

    bool mayBeEdge(const CharSet &chars, QChar c) const
    {
        return (m_canBeBlank && c == QLatin1Char(' ')) || std::find(chars.begin(), chars.end(), c.unicode()) != chars.end();
    }

    QString m_text; // the elements' texts, brackets deleted, joined with single spaces
    std::vector<Element> m_elements;
    bool m_hasOptional = false;
    bool m_cleanEdges = true;
    // Quick rejection for trimmed matching: the characters a trimmed realization can start
    // and end with, whether it can be empty, and the longest realization.
    CharSet m_firstChars;
    CharSet m_lastChars;
    bool m_canBeBlank = false;
    int m_maxLength = 0;
    // Without optional elements, the one realization trimmed: m_text[m_trimStart, +m_trimLength).
    int m_trimStart = 0;
    int m_trimLength = 0;
};
