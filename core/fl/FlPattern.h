#pragma once

#include "core/model/Triple.h"

#include <QSet>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <QVector>

#include <vector>

// A gold triple kept as its words, some optional, instead of as the list of its forms
// (docs/scoring/fl.md 3): a triple with n optional words has 2^n forms, too many to list
// beyond a few dozen, but whether one of them reads as a given text is a walk over its words.
// Each slot is a run of groups; a group is one or more words kept or dropped together (a
// bracketed word in the official reading, an optional element in the principled one). A form's
// slot is the kept words joined with single spaces.
struct FlPatternGroup
{
    QStringList words;
    bool optional = false;
};

class FlPattern
{
public:
    // How a form's slot becomes the text compared (docs/scoring/fl.md 4, 5, 7).
    enum class Reading {
        Exact, // the words joined with spaces; a slot with no word reads as nothing at all
        NoPunctOfficial, // punctuation deleted from each word, joined with spaces, stripped
        NoPunctPrincipled, // punctuation deleted, words left empty dropped, joined with spaces
        Squashed, // lowercased, spaces deleted
        SquashedNoPunct, // the same after deleting punctuation
    };

    // The official reading of a triple's slot strings: one counter over the triple's bracketed
    // words; those at a position below the number of '[' are optional, the others are kept
    // with their brackets deleted (FlForms::appendOfficial). The brackets must balance.
    static FlPattern official(const QStringList &slotTexts);
    // The principled reading (FlForms::realizations): the optional elements of each slot.
    static FlPattern principled(const QStringList &slotSources);
    static FlPattern principled(const Triple &triple);

    int slotCount() const { return int(m_slots.size()); }
    qsizetype wordCount() const;
    const QVector<FlPatternGroup> &slot(int index) const { return m_slots.at(index); }

    // Whether some form reads as `pieces`, slot by slot (as many slots as pieces).
    bool reads(const QStringList &pieces, Reading reading) const;
    // Whether some form's slot `index` reads as `target`.
    bool slotReads(int index, QStringView target, Reading reading) const;
    // Official: whether one of the first `count` forms in the official order (drop sets of
    // size 1, 2, ..., n, each size in combinations order, then the empty set) reads as
    // `pieces` (docs/scoring/fl.md 5: a cluster of more than 100,000 forms is tried on its first
    // 5,000). The form of the fewest drops, earliest in that order, is found without listing any.
    bool readsAmongFirst(const QStringList &pieces, Reading reading, qsizetype count) const;
    // Official: the number of its forms, 2^n for n '[' (at most 2^62).
    qsizetype officialFormCount() const;
    // Whether some form, its slots joined, reads as `target` (Squashed or SquashedNoPunct):
    // LoD's F (docs/scoring/fl.md 7).
    bool flatReads(QStringView target, Reading reading) const;
    // LoD's containment: whether the words of some form's slot `index` (punctuation deleted
    // when noPunct) all occur in `words`, read as the official or principled scorer splits them.
    bool slotContainedIn(int index, const QStringList &words, bool noPunct, bool official) const;
    // The distinct forms of slot `index` that occur in `text` (the "is" pairs' substring test,
    // docs/scoring/fl.md 6.2): anywhere and the empty form included, or (wordAligned) as
    // whole words of a text of single spaces and not empty.
    QSet<QString> occurrencesIn(int index, const QString &text, bool wordAligned) const;
    // Whether slot `index` and `other`'s slot `otherIndex` may have a form in common. May
    // say yes when they have none (an optional group's words are taken as optional one by
    // one), never no when they have one.
    bool mayShare(int index, const FlPattern &other, int otherIndex) const;
    // Whether slot `index` and `other`'s slot `otherIndex` have a form in common, exactly, for
    // patterns whose words are never empty (the principled reading): a walk over both slots'
    // words, each optional group kept whole or skipped whole. Returns false once `work` (word
    // pairs compared, taken off) runs out, and sets it negative.
    bool shares(int index, const FlPattern &other, int otherIndex, qsizetype *work) const;

private:
    bool readsGroups(const QVector<const FlPatternGroup *> &groups, QStringView target, Reading reading) const;
    // The walk's states after every group (FlPattern.cpp), two per state: with a word kept or not.
    static std::vector<char> walk(const QVector<const FlPatternGroup *> &groups, QStringView target, Reading reading);

    QVector<QVector<FlPatternGroup>> m_slots;
    qsizetype m_opening = 0; // official: the number of '[', the positions of the drop sets
};
