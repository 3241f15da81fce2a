#pragma once

#include "core/model/TripleDraft.h"

#include <QString>
#include <QStringList>
#include <Qt>
#include <QVector>

// One key press as a person's keyboard sends it: a key with its modifiers (a chord is one
// press), and for typed characters the character.
struct ReplayKey
{
    int key = 0;
    Qt::KeyboardModifiers modifiers = Qt::NoModifier;
    QString text;
    int slot = -1; // a slot key (1, 2, 3) on the chips: that slot (ChipKeys::chord)
};
using ReplayKeys = QVector<ReplayKey>;

// The annotation workspace's keys as the replay's planner foresees them: what each key does to
// the triple being built, the current slot and the chip cursor (TokenView, AnnotationWorkspace),
// on a private TripleDraft. The replay never edits through this; it plans with it, sends the
// keys to the real widgets and then checks the real draft against the plan.
struct ChipState
{
    TripleDraft draft;
    int slot = 0;
    int focus = 0;
    bool onChips = true; // false while the keyboard is in the free-word line
};

class ChipKeys
{
public:
    ChipKeys(const QStringList &tokens, const QStringList &tags);

    const QStringList &tokens() const { return m_tokens; }
    // The cheapest keys that put the chip cursor on `token`: arrows, Home/End and arrows, Ctrl+
    // arrows to a phrase's start and arrows, / then the chip's index, or the first letters of
    // its token (type-ahead; / first when the token starts with another character).
    void moveTo(ChipState &state, int token, ReplayKeys &keys) const;
    int moveCost(const ChipState &state, int token) const;
    // Space on the chip under the cursor: into the current slot, or out of it.
    void space(ChipState &state, ReplayKeys &keys) const;
    // [ (join the optional word before) or ] (a group of its own) on the chip under the cursor.
    void optional(ChipState &state, bool ownGroup, ReplayKeys &keys) const;
    // The plain run first..last put into the current slot (the cursor on `first`): Space per
    // chip, a Shift range, or the phrases it is made of (Shift+Space, Phrases::end) and Space.
    void run(ChipState &state, int first, int last, ReplayKeys &keys) const;
    // The run first..last, no slot holding any of it, as one optional group of its own: ] then [
    // per chip, or { for the phrase it starts.
    void optionalRun(ChipState &state, int first, int last, ReplayKeys &keys) const;
    // + on `token`: at the end of the current slot, out of sentence order.
    void append(ChipState &state, int token, ReplayKeys &keys) const;
    // | on the chip under the cursor: the chip split at its punctuation (TripleDraft::putSplit).
    void split(ChipState &state, ReplayKeys &keys) const;
    // & on `token`: joined to the current slot's last word, no space (TripleDraft::joinToken).
    void join(ChipState &state, int token, ReplayKeys &keys) const;
    // * on `token`: its word at the end of the current slot, a word of its own (as typed).
    void word(ChipState &state, int token, ReplayKeys &keys) const;
    // =: the chips of the current slot's keys from now on go to its end (TripleDraft::setAppendSlot).
    void appendMode(ChipState &state, ReplayKeys &keys) const;
    // Shift+Space, } or { on the chip under the cursor.
    void phrase(ChipState &state, TripleDraft::Phrase how, ReplayKeys &keys) const;
    int phraseEnd(int token) const;
    void clearSlot(ChipState &state, ReplayKeys &keys) const; // Backspace
    void setSlot(ChipState &state, int slot, ReplayKeys &keys) const; // 1, 2, 3
    // Insert, the words typed in BenchIE notation, Return.
    void type(ChipState &state, const QString &words, ReplayKeys &keys) const;
    // Insert, =, the slot's text exactly, Return: the slot written verbatim (TripleDraft::setSlotText).
    void typeSlot(ChipState &state, const QString &text, ReplayKeys &keys) const;
    void toChips(ChipState &state, ReplayKeys &keys) const; // Escape out of the free-word line

    // A slot key then, past cursor moves only, Space or Shift+Space: the moves, then Ctrl or Alt
    // with the slot's key (TokenView: the chip or phrase into that slot), one key less each.
    static void chord(ReplayKeys &keys);

    static ReplayKey press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    static ReplayKey character(QChar c);

private:
    static bool startsWithLetter(const QString &jump);
    // The keys of a jump: the letters alone (type-ahead), else / first.
    static void jumpKeys(const QString &jump, ReplayKeys &keys);
    // Where the jump typed lands from `from` (TokenView::jump, character by character).
    int landing(int from, const QString &typed) const;
    // Keys of the letters (/ first when they do not start with a letter) that land on `token`
    // from `from`, or -1: the prefixes of its token, or its first letter pressed again and again.
    int letterJump(int from, int token, QString *typed) const;
    void advance(ChipState &state, int token) const;

    QStringList m_tokens;
    QStringList m_tags; // the chips' tags, for their phrases
    QVector<int> m_starts; // where the phrases start (Ctrl+Left, Ctrl+Right)
};
