#pragma once

#include "core/model/TripleDraft.h"
#include "ui/annotation/PosColors.h"

#include <QRect>
#include <QSet>
#include <QStringList>
#include <QVector>
#include <QWidget>

// The sentence as a flow of token chips (AnnIE's token buttons): each chip shows the token,
// and optionally its index and part-of-speech tag, coloured by part of speech; a chip whose
// token is in a slot of the triple being built carries that slot's colour and letter.
// Clicking a chip activates it; dragging across chips, or moving over them with Ctrl held
// (AnnIE's Ctrl + hover), adds each of them. With the keyboard (keys()): Left/Right/Home/End
// and Up/Down move the cursor, Shift with them marks a range, Ctrl+Left/Right go from phrase to
// phrase (Phrases::starts); Space activates the chip (or adds
// the range) and, when that put it in a slot, moves on to the next chip; [ toggles "optional"
// on the chip under the cursor (adding it first, joining the optional slot word before it; ]
// as a group of its own) and moves on; Shift+Space adds the phrase the chip starts (Phrases::end:
// a noun phrase, a preposition with its noun phrase, a verb group), } with its articles optional
// and { as one optional group, then the chip after it; + puts the chip at the end of the slot out of sentence order;
// Backspace empties the current slot; / then an index or the first
// letters of a token jumps there, and so do the letters typed alone (type-ahead, as in a list:
// on the chips letters are never one-key shortcuts); Backspace takes a character back, Escape
// ends the jump.
class TokenView : public QWidget
{
    Q_OBJECT

public:
    explicit TokenView(QWidget *parent = nullptr);

    // `entities`: named-entity labels parallel to tokens (or empty), coloured by the "named
    // entities" scheme and named in the tool tip.
    void setTokens(const QStringList &tokens, const QStringList &tags, const QStringList &entities = {});
    // For each token the slot (0 subject, 1 relation, 2 object) that holds it, or -1.
    void setTokenSlots(const QVector<int> &slotOfToken);
    void setShowIndices(bool show);
    // The slot chips go to the end of (the key =), shown over the chips; -1 for none.
    void setAppendSlot(int slot);
    void setShowTags(bool show);
    void setScheme(PosColors::Scheme scheme);

    int tokenCount() const { return int(m_tokens.size()); }
    int focusedToken() const { return m_focused; }
    void setFocusedToken(int token);
    // Where a chip is drawn (widget coordinates), for tests and tool tips.
    QRect tokenRect(int token) const;
    int tokenAt(const QPoint &position) const;

    static QColor slotColor(int slot);
    // The chips' own keys and what they do, for Help > Keyboard Shortcuts.
    static QList<QPair<QString, QString>> keys();
    // Jump mode: "/" or a letter typed, then the index or first letters so far.
    bool isJumping() const { return m_jumping; }
    QString jumpText() const { return m_jump; }
    // The other end of the Shift range from the cursor, or -1.
    int rangeAnchor() const { return m_anchor; }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    // A chip was clicked, or Space/Return pressed on the focused chip.
    void tokenActivated(int token);
    // The mouse was dragged onto a chip while the button is held, or moved onto it with Ctrl
    // held, or the chip is in the Shift range Space adds: add it (never take it out).
    void tokenDragged(int token);
    // [ on the chip under the cursor: make it optional in its slot (joining the optional group of
    // the slot word before it), or plain again; ] the same as a group of its own (`ownGroup`).
    void tokenOptionalRequested(int token, bool ownGroup);
    // + on the chip under the cursor: put it at the end of the current slot, out of sentence order.
    void tokenAppendRequested(int token);
    // * on the chip under the cursor: its word at the end of the current slot as a word of its own,
    // even when a slot holds the chip (a subject named again in the object).
    void tokenWordRequested(int token);
    // | on the chip under the cursor: put it split at its punctuation (TripleDraft::putSplit).
    void tokenSplitRequested(int token);
    // & on the chip under the cursor: join it to the current slot's last word (TripleDraft::joinToken).
    void tokenJoinRequested(int token);
    // = on the chips: chips from now on go to the end of the current slot, or in sentence order
    // again (TripleDraft::setAppendSlot).
    void appendModeRequested();
    // Shift+Space, } or { on the chip under the cursor: the phrase first..last it starts, into
    // the current slot (TripleDraft::addPhrase).
    void phraseRequested(int first, int last, TripleDraft::Phrase how);
    // Backspace on the chips: empty the current slot.
    void slotClearRequested();
    // Ctrl or Alt with 1, 2 or 3 on the chips: that slot becomes the current one (the chip or
    // phrase under the cursor then goes into it).
    void slotRequested(int slot);
    // The chips need this height at the current width (after a new sentence, font or width).
    void neededHeightChanged(int height);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    QString caption(int token) const;
    // Lays the chips out for a width; returns the height they need.
    int layoutChips(int width, QVector<QRect> *rects) const;
    void relayout();
    // The cursor to the chip the jump text names: an index, else the first chip from the
    // cursor on (wrapping) whose token starts with it, ignoring case; one letter repeated
    // (`tt`) goes on to the next chip that letter starts. False when none does.
    bool jump();
    void endJump();
    // A letter without Ctrl, Alt or Meta: on the chips it starts a jump (type-ahead).
    static bool startsJump(const QKeyEvent *event);
    // Space (`phrase`: Shift+Space) on the chip under the cursor, or on the Shift range.
    void put(bool phrase);
    // After Space or [: the next chip, when the chip is now in a slot.
    void advanceFrom(int token);

    static constexpr int kSpacing = 6; // between chips

    QStringList m_tokens;
    QStringList m_tags;
    QStringList m_entities;
    QVector<int> m_slots;
    QVector<QRect> m_rects;
    PosColors::Scheme m_scheme = PosColors::Scheme::VerbsAndNouns;
    bool m_showIndices = true;
    bool m_showTags = true;
    int m_focused = 0;
    bool m_dragging = false;
    bool m_hovering = false; // Ctrl held over the chips: each one the mouse enters is added
    int m_anchor = -1;
    bool m_jumping = false;
    int m_appendSlot = -1;
    QString m_jump;
    QSet<int> m_dragged;
};
