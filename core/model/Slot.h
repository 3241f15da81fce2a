#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>
#include <QVarLengthArray>
#include <QVector>

// One element of a gold slot: a fixed word, or an optional element that may span several
// words (`[of Australia]`). Its text is a span of the slot's source, as written, brackets
// included (Slot::elementText). Nothing here says that a word is a sentence token: slots
// may hold words that are not in the sentence.
struct SlotElement
{
    int start = 0; // span in the slot's source
    int length = 0;
    bool optional = false;
};

// Most slots have a handful of elements: kept inline, without a heap allocation.
using SlotElements = QVarLengthArray<SlotElement, 4>;

// A slot of a gold triple: its original string, exactly, and its parsed elements,
// following docs/scoring/benchie.md 1.2 (the official BenchIE reading, malformed brackets included).
class Slot
{
public:
    Slot() = default;
    explicit Slot(const QString &source);
    Slot(const Slot &) = default;
    Slot(Slot &&) = default;
    Slot &operator=(const Slot &) = default;
    // Qt 6.4's QVarLengthArray move assignment drops the target's own heap buffer without freeing
    // it (fixed in later Qt): a slot of more than 4 elements assigned over would leak. Assigning
    // by copy costs a QString reference and a few elements.
    Slot &operator=(Slot &&other) { return *this = static_cast<const Slot &>(other); }

    const QString &source() const { return m_source; }
    const SlotElements &elements() const { return m_elements; }
    QStringView elementText(const SlotElement &element) const
    {
        return QStringView(m_source).mid(element.start, element.length);
    }
    QStringView elementText(int index) const { return elementText(m_elements.at(index)); }
    // The space-separated words of the source an element spans (0-based, inclusive).
    int firstWordOf(const SlotElement &element) const;
    int lastWordOf(const SlotElement &element) const;
    int optionalCount() const;
    // Plain-language descriptions of malformed brackets; empty for a well-formed slot. At most
    // kListedProblems, and then one that counts the others.
    QStringList problems() const;
    static constexpr int kListedProblems = 20;
    bool hasProblems() const { return m_hasProblems; }

    // The slot text as the minimal facet (BenchIE-M, docs/scoring/benchie.md 1.3) sees it: every shortest
    // `[...]` or `(...)` span deleted, trimmed, runs of spaces collapsed.
    static QString minimalText(const QString &source);
    // An element's text as it appears in realizations: every '[' and ']' deleted.
    static QString realizedText(QStringView elementText);

    bool operator==(const Slot &other) const { return m_source == other.m_source; }
    bool operator!=(const Slot &other) const { return !(*this == other); }

private:
    // Parses the source into elements; describes malformed brackets into *problems if given.
    void parse(QStringList *problems);

    QString m_source;
    SlotElements m_elements;
    bool m_hasProblems = false; // the descriptions are made again on demand: they are rare
};
