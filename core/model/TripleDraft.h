#pragma once

#include "core/model/Triple.h"

#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVector>

// One word of a slot being built: a sentence token (its index) or a free word that is not in
// the sentence (token -1). Words of one optional group share a nonzero group number; adjacent
// words of one group are written as one bracketed element, `[of Australia]`.
struct DraftWord
{
    QString text;
    int token = -1;
    int optionalGroup = 0;

    bool operator==(const DraftWord &other) const
    {
        return text == other.text && token == other.token && optionalGroup == other.optionalGroup;
    }
};

// The triple an annotator is building in the annotation workspace: three slots of words,
// written in BenchIE notation exactly as the gold file will hold them. Widget-free.
class TripleDraft
{
public:
    static constexpr int kSlotCount = 3;
    // Where a clicked token goes: in sentence order among the slot's tokens, or at the end.
    enum class Order { Sentence, Click };
    // How the chips' phrase keys add a phrase (addPhrase).
    enum class Phrase {
        Plain, // Shift+Space
        OptionalGroup, // {: one optional group of its own
        OptionalArticles, // }: its articles each an optional group of their own (`as [the] first Prime Minister`)
    };

    void setOrder(Order order) { m_order = order; }
    Order order() const { return m_order; }
    // The chip key =: chips put into `slot` from now on go to its end whatever the sentence
    // order (`[That night]` after the verb: = then {), until = again (-1), the slot is emptied,
    // or the draft cleared or loaded.
    void setAppendSlot(int slot) { m_appendSlot = slot; }
    int appendSlot() const { return m_appendSlot; }
    // The chips put articles (isArticle) in optional, each a group of its own, as the
    // guidelines write them (`[the] river`): putToken, appendToken and the plain phrase
    // (addPhrase) then do what } does. A preference, on by default in the studio.
    void setArticlesOptional(bool on) { m_articlesOptional = on; }
    bool articlesOptional() const { return m_articlesOptional; }
    // Other words the chips put in optional the same way, lower case: those the gold being built
    // brackets alone nearly everywhere (OptionalWords::learned: `[also]`, `[``]`).
    void setOptionalWords(const QSet<QString> &words) { m_optionalWords = words; }
    const QSet<QString> &optionalWords() const { return m_optionalWords; }
    // A chip put into a slot no slot held before (Space, a range, Shift+Space, +) becomes an
    // optional group of its own: an article with articlesOptional(), or one of optionalWords().
    bool putsOptional(const QString &word) const;

    const QVector<DraftWord> &words(int slot) const { return m_slots[slot]; }
    bool isEmpty() const;
    // Every slot holds a word: the draft can become a gold triple.
    bool isComplete() const;
    void clear();

    // The slot that holds sentence token `token`, or -1.
    int slotOfToken(int token) const;
    // Adds a sentence token to a slot (taking it out of any other slot); false when it is
    // already there.
    bool addToken(int slot, int token, const QString &text);
    // A chip put into a slot (Space, a click, a range): addToken, and an article no slot held
    // made optional when articlesOptional().
    bool putToken(int slot, int token, const QString &text);
    // The chip key |: the token put into `slot` split at its punctuation, each run of letters
    // and digits a plain word, each punctuation character an optional word of its own
    // (`Anti-Monitor` gives `Anti [-] Monitor`, ``` `` ``` gives `[`] [`]`: the gold writing a
    // chip otherwise than the sentence's tokens), in sentence order; every part keeps the chip's
    // token (Space on the chip takes them all out). False when the token has nothing to split.
    bool putSplit(int slot, int token, const QString &text);
    // The chip key &: the token joined to the slot's last word without a space (`19-story` from
    // the chips 19 - story, `City,` from City ,), as some golds write what the tokenizer split;
    // the word keeps its first chip and its optional group. Into an empty slot, a put (putToken).
    // False when a slot holds the token already.
    bool joinToken(int slot, int token, const QString &text);
    // The parts putSplit makes of a token (texts), punctuation characters flagged.
    static QVector<QPair<QString, bool>> splitParts(const QString &text);
    // Puts a sentence token at the end of a slot whatever the sentence order (the chip key +:
    // `was re-elected In 1879` from `In 1879 , he was re-elected`), taking it out of any slot
    // first (an article no slot held optional when articlesOptional()); false when it is the
    // slot's last word already.
    bool appendToken(int slot, int token, const QString &text);
    // Removes a sentence token from whichever slot holds it; false when none does.
    bool removeToken(int token);
    // Adds words that are not in the sentence at the end of the slot, in BenchIE notation:
    // `is`, `has [had]` (bracketed words become an optional group).
    bool addFreeWord(int slot, const QString &text);
    // Writes the slot exactly as `text` (BenchIE notation, kept verbatim: spacing and brackets
    // as typed, `Crozier[,] Jr.`); its words become free words. Any later change of the slot's
    // words writes it from its words again.
    void setSlotText(int slot, const QString &text);
    // Removes the words at these positions of the slot.
    bool removeWords(int slot, QVector<int> positions);
    // Moves one word left (delta -1) or right (+1); false at the slot's edge.
    bool moveWord(int slot, int position, int delta);
    // The chip key [ (or ] with `ownGroup`) on sentence token `token`: into `slot` first when no
    // slot holds it, then optional in its slot, or plain again. [ joins the optional group of
    // the slot word before it (`[of Australia]`); ] never does (`[the] [first]`).
    bool toggleOptionalToken(int slot, int token, const QString &text, bool ownGroup);
    // The chips' phrase keys on sentence tokens first..last (a phrase, Phrases::end): Shift+Space
    // puts them into `slot` (taking them out of any other slot; what } does when
    // articlesOptional()), } the same with the articles
    // (isArticle) no slot holds optional, each a group of its own; { makes those no slot
    // holds one optional group of their own there, `[of the High Court]`. False when nothing
    // changed.
    bool addPhrase(int slot, int first, int last, const QStringList &tokens, Phrase how);
    // An English article (a, an, the, any case): what } makes optional (the English BenchIE gold
    // brackets 98% of its articles).
    static bool isArticle(const QString &word);
    void clearSlot(int slot);
    // Makes the words at these positions one optional group, or plain words when all of them
    // are optional already.
    bool toggleOptional(int slot, const QVector<int> &positions);

    // The slot in BenchIE notation: words separated by spaces, optional groups in brackets.
    QString slotSource(int slot) const;
    // "subject --> relation --> object", exactly the line the gold file will hold.
    QString line() const;
    Triple toTriple() const;
    // Loads a gold triple back into the slots; its words are matched to the sentence tokens
    // (in order, each token once), words not in the sentence become free words; a slot its
    // words would not write back exactly keeps its text (setSlotText).
    void load(const Triple &triple, const QStringList &tokens);

    bool operator==(const TripleDraft &other) const;

    // A slot's words in BenchIE notation (what slotSource writes for the draft's own slots).
    static QString writeSlot(const QVector<DraftWord> &words);
    // A gold slot as words, all free (token -1); each optional element's words share a group
    // number, counted on from *group (incremented per optional element).
    static QVector<DraftWord> readSlot(const Slot &slot, int *group);

private:
    int nextGroup() const;
    // Where a word of sentence token `token` goes in `slot`: in sentence order, or at the end
    // (click order, or the slot chips go to the end of).
    qsizetype insertionPoint(int slot, int token) const;
    // `token`'s word in `slot` made an optional group of its own, when putsOptional().
    void putOptional(int slot, int token);

    QVector<DraftWord> m_slots[kSlotCount];
    // A slot written verbatim (setSlotText, or a loaded slot its words do not write back
    // exactly), valid while the slot holds the words it was set with.
    QString m_text[kSlotCount];
    QVector<DraftWord> m_textWords[kSlotCount];
    Order m_order = Order::Sentence;
    int m_appendSlot = -1;
    bool m_articlesOptional = false;
    QSet<QString> m_optionalWords;
};
