#pragma once

#include "core/assist/OptionalSuggester.h"
#include "core/model/Sentence.h"
#include "tests/replay/ChipKeys.h"

// How a triple is made in the annotation workspace, cheapest first: the words of each slot
// from the chips (in the slot's order, runs of neighbouring chips as one range, optional
// groups with [ and ], words not in the sentence typed after W), either into empty slots or
// as a change of a triple copied into the slots (F4): only the slots that differ are changed,
// by taking chips out, putting chips in (a chip in another slot moves) and toggling optional,
// or by emptying the slot (Backspace) and filling it again. Optional words may also come from
// the suggestions (Ctrl+Shift+B accepts them all: the words filled plain first, the
// suggestions accepted, then what differs toggled with [ and ]).
class ReplayPlanner
{
public:
    explicit ReplayPlanner(const Sentence &sentence);

    const ChipKeys &chipKeys() const { return m_keys; }
    // The keys that turn `state` into the target (the add key not included). False when the
    // plan does not reach it (a word order or bracket the chips cannot make).
    bool plan(ChipState &state, const Triple &target, ReplayKeys &keys) const;

    // The target slot's words (TripleDraft::readSlot), in the canonical line.
    static QString line(const Triple &triple);

private:
    struct Word
    {
        DraftWord word;
        int token = -1; // the chip it is made from; -1: typed
        bool append = false; // put at the end of the slot out of sentence order (+)
        int split = 0; // a part of a chip put split (|): on its first part, the number of parts; -1 on the others
        int join = 0; // a word of neighbouring chips joined (&): the number of chips, from `token`
    };
    // The chips from `first` after `last`, none used, whose texts joined make `text` (at least
    // two), or 0.
    int joinedChips(const QString &text, int last, const QVector<bool> &used, int *first) const;
    // The chip after `last` that | splits into target words i.. (TripleDraft::putSplit), or -1.
    int splitChip(const QVector<DraftWord> &target, int i, int last, const QVector<bool> &used) const;
    // The target slot's words matched to chips: in increasing chip order (the order the draft
    // keeps), a word nobody else holds preferring `preferred` chips, then longer runs of
    // neighbouring chips; a group with a typed word is typed whole. Plain words at the slot's
    // end that no later chip gives are appended from earlier chips (+), else typed.
    QVector<Word> match(const QVector<DraftWord> &target, const QVector<bool> &taken,
                        const QVector<int> &preferred) const;
    void fillEmpty(ChipState &state, const QVector<Word> &words, ReplayKeys &keys) const;
    // The chip with this word the cursor reaches in the fewest keys, or -1.
    int nearestToken(const ChipState &state, const QString &text) const;
    // The last of the words from `i` on neighbouring chips, of `i`'s optional group (or all
    // plain), none in `slot`; for a group, `i` itself unless they are the whole group and no slot
    // holds any of them.
    static int groupRun(const ChipState &state, const QVector<Word> &words, int i, int slot);
    // The last of the words from `i` that } on `i`'s chip makes (its phrase, the articles no slot
    // holds optional groups of their own, the rest plain, none in `slot` yet, at least one
    // article), or -1.
    int articlesRun(const ChipState &state, const QVector<Word> &words, int i, int slot) const;
    // Word `i` is what a put of its chip makes (Space, a range, Shift+Space): plain, or an
    // article no slot holds optional alone in its group when the draft puts articles optional.
    bool putsAsIs(const ChipState &state, const QVector<Word> &words, int i) const;
    // A plain article a put would make optional: Space, back to it, ] (plain again).
    bool plainArticle(const ChipState &state, const Word &word) const;
    void putPlainArticle(ChipState &state, int token, ReplayKeys &keys) const;
    bool change(ChipState &state, int slot, const QVector<Word> &words, const QVector<bool> &laterNeeds,
                ReplayKeys &keys) const;
    void slotPlan(ChipState &state, int slot, const Triple &target, ReplayKeys &keys) const;
    bool tryPlan(ChipState &state, const Triple &target, bool viaSuggestions, ReplayKeys &keys) const;

    ChipKeys m_keys;
    OptionalSuggester m_suggester;
    mutable bool m_steal = true;
    mutable bool m_join = true; // words made of joined chips (&) planned, else typed
};
