// The token chips' keyboard (TokenView::keys() lists it): moving the cursor, ranges, jumps, and
// the keys that put chips and phrases into the current slot. TokenView.cpp holds the rest.

#include "core/text/Phrases.h"
#include "ui/annotation/TokenView.h"

#include <QKeyEvent>

#include <algorithm>

namespace {

// Ctrl+1..3 (Space) and Alt+1..3 (Shift+Space) into the subject, relation or object: the slot,
// or -1 for another key.
int slotChord(const QKeyEvent *event)
{
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    if (modifiers != Qt::ControlModifier && modifiers != Qt::AltModifier)
        return -1;
    const int slot = event->key() - Qt::Key_1;
    return slot >= 0 && slot < TripleDraft::kSlotCount ? slot : -1;
}

} // namespace

bool TokenView::startsJump(const QKeyEvent *event)
{
    const QString text = event->text();
    return !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) && text.size() == 1
        && text.at(0).isLetter();
}

void TokenView::keyPressEvent(QKeyEvent *event)
{
    if (const int slot = slotChord(event); slot >= 0 && !m_tokens.isEmpty()) {
        endJump();
        Q_EMIT slotRequested(slot);
        put(event->modifiers() & Qt::AltModifier);
        event->accept();
        return;
    }
    const bool phraseMove = (event->key() == Qt::Key_Left || event->key() == Qt::Key_Right)
        && (event->modifiers() & ~Qt::KeypadModifier) == Qt::ControlModifier;
    if (!m_tokens.isEmpty() && phraseMove) { // to the previous or next phrase's start
        endJump();
        m_anchor = -1;
        const QVector<int> starts = Phrases::starts(m_tags, int(m_tokens.size()));
        int to = event->key() == Qt::Key_Right ? int(m_tokens.size()) - 1 : 0;
        for (const int start : starts) {
            if (event->key() == Qt::Key_Right && start > m_focused) {
                to = start;
                break;
            }
            if (event->key() == Qt::Key_Left && start < m_focused)
                to = start;
        }
        setFocusedToken(to);
        event->accept();
        return;
    }
    if (m_tokens.isEmpty() || event->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) {
        QWidget::keyPressEvent(event);
        return;
    }
    if (m_jumping) {
        // Shift pressed for a capital letter (or any modifier alone) does not end the jump.
        if (event->key() == Qt::Key_Shift || event->key() == Qt::Key_Control || event->key() == Qt::Key_Alt
            || event->key() == Qt::Key_Meta || event->key() == Qt::Key_AltGr) {
            event->accept();
            return;
        }
        if (event->key() == Qt::Key_Escape) {
            endJump();
            event->accept();
            return;
        }
        if (event->key() == Qt::Key_Backspace) {
            m_jump.chop(1);
            jump();
            update();
            event->accept();
            return;
        }
        const QString text = event->text();
        const bool optionalKey = event->key() == Qt::Key_BracketLeft || event->key() == Qt::Key_BracketRight
            || event->key() == Qt::Key_BraceLeft || event->key() == Qt::Key_BraceRight || event->key() == Qt::Key_Plus
            || event->key() == Qt::Key_Equal || event->key() == Qt::Key_Asterisk || event->key() == Qt::Key_Bar
            || event->key() == Qt::Key_Ampersand;
        if (!optionalKey && !text.isEmpty() && text.at(0).isPrint() && !text.at(0).isSpace()) {
            m_jump += text;
            jump();
            update();
            event->accept();
            return;
        }
        endJump(); // any other key ends the jump and does what it always does
    } else if (startsJump(event)) { // type-ahead: a letter starts a jump, as / and the letter would
        m_jumping = true;
        m_jump = event->text();
        jump();
        update();
        event->accept();
        return;
    }
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const bool moves = event->key() == Qt::Key_Left || event->key() == Qt::Key_Right || event->key() == Qt::Key_Home
        || event->key() == Qt::Key_End || event->key() == Qt::Key_Up || event->key() == Qt::Key_Down;
    if (moves) {
        if (shift && m_anchor < 0)
            m_anchor = m_focused;
        else if (!shift)
            m_anchor = -1;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        setFocusedToken(m_focused - 1);
        break;
    case Qt::Key_Right:
        setFocusedToken(m_focused + 1);
        break;
    case Qt::Key_Home:
        setFocusedToken(0);
        break;
    case Qt::Key_End:
        setFocusedToken(int(m_tokens.size()) - 1);
        break;
    case Qt::Key_Slash:
        m_jumping = true;
        m_jump.clear();
        update();
        break;
    case Qt::Key_BracketLeft:
    case Qt::Key_BracketRight: {
        m_anchor = -1;
        const int token = m_focused;
        Q_EMIT tokenOptionalRequested(token, event->key() == Qt::Key_BracketRight);
        advanceFrom(token);
        break;
    }
    case Qt::Key_Plus: {
        m_anchor = -1;
        const int token = m_focused;
        Q_EMIT tokenAppendRequested(token);
        advanceFrom(token);
        break;
    }
    case Qt::Key_Equal:
        m_anchor = -1;
        Q_EMIT appendModeRequested();
        break;
    case Qt::Key_Bar: {
        m_anchor = -1;
        const int token = m_focused;
        Q_EMIT tokenSplitRequested(token);
        advanceFrom(token);
        break;
    }
    case Qt::Key_Ampersand: {
        m_anchor = -1;
        const int token = m_focused;
        Q_EMIT tokenJoinRequested(token);
        setFocusedToken(std::min(token + 1, int(m_tokens.size()) - 1)); // no slot holds it: on anyway
        break;
    }
    case Qt::Key_Asterisk: {
        m_anchor = -1;
        const int token = m_focused;
        Q_EMIT tokenWordRequested(token);
        setFocusedToken(std::min(token + 1, int(m_tokens.size()) - 1));
        break;
    }
    case Qt::Key_BraceLeft:
    case Qt::Key_BraceRight: {
        m_anchor = -1;
        const int last = Phrases::end(m_tags, m_focused);
        Q_EMIT phraseRequested(m_focused, last,
                               event->key() == Qt::Key_BraceLeft ? TripleDraft::Phrase::OptionalGroup
                                                                 : TripleDraft::Phrase::OptionalArticles);
        advanceFrom(last);
        break;
    }
    case Qt::Key_Backspace:
        m_anchor = -1;
        Q_EMIT slotClearRequested();
        break;
    case Qt::Key_Up:
    case Qt::Key_Down: {
        // The chip above or below: the nearest one on the previous or next row.
        const QRect current = m_rects.value(m_focused);
        const int rowStep = current.height() + kSpacing;
        const QPoint target(current.center().x(),
                            current.center().y() + (event->key() == Qt::Key_Up ? -rowStep : rowStep));
        int best = -1;
        int bestDistance = 0;
        for (int i = 0; i < m_rects.size(); ++i) {
            if (m_rects.at(i).top() > target.y() || m_rects.at(i).bottom() < target.y())
                continue;
            const int distance = std::abs(m_rects.at(i).center().x() - target.x());
            if (best < 0 || distance < bestDistance) {
                best = i;
                bestDistance = distance;
            }
        }
        if (best >= 0)
            setFocusedToken(best);
        break;
    }
    case Qt::Key_Space:
        put(shift);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void TokenView::put(bool phrase)
{
    if (phrase && m_anchor < 0) { // the phrase the chip starts
        const int last = Phrases::end(m_tags, m_focused);
        Q_EMIT phraseRequested(m_focused, last, TripleDraft::Phrase::Plain);
        advanceFrom(last);
    } else if (m_anchor >= 0) { // the range, in order, added
        const int first = std::min(m_anchor, m_focused);
        const int last = std::max(m_anchor, m_focused);
        m_anchor = -1;
        for (int token = first; token <= last; ++token)
            Q_EMIT tokenDragged(token);
        advanceFrom(last);
    } else {
        const int token = m_focused;
        Q_EMIT tokenActivated(token);
        advanceFrom(token);
    }
}

void TokenView::advanceFrom(int token)
{
    if (m_slots.value(token, -1) >= 0 && token + 1 < m_tokens.size())
        setFocusedToken(token + 1);
    update();
}

bool TokenView::jump()
{
    if (m_jump.isEmpty())
        return false;
    bool isIndex = false;
    const int index = m_jump.toInt(&isIndex);
    if (isIndex) {
        if (index < 0 || index >= m_tokens.size())
            return false;
        setFocusedToken(index);
        return true;
    }
    // One letter typed again and again goes on to the next chip it starts (as typing the same
    // key does in a list): `t t` is the second chip from the cursor that starts with t.
    const bool repeated = m_jump.size() > 1
        && std::all_of(m_jump.begin(), m_jump.end(), [this](QChar c) { return c.toLower() == m_jump.at(0).toLower(); });
    const QString prefix = repeated ? m_jump.left(1) : m_jump;
    const int count = int(m_tokens.size());
    for (int step = repeated ? 1 : 0; step < count + (repeated ? 1 : 0); ++step) {
        const int token = (m_focused + step) % count;
        if (m_tokens.at(token).startsWith(prefix, Qt::CaseInsensitive)) {
            setFocusedToken(token);
            return true;
        }
    }
    return false;
}

void TokenView::endJump()
{
    m_jumping = false;
    m_jump.clear();
    update();
}

QList<QPair<QString, QString>> TokenView::keys()
{
    return {
        {tr("Left, Right, Up, Down, Home, End"), tr("Move the cursor over the token chips")},
        {tr("Shift+Left, Shift+Right, Shift+Home, Shift+End"), tr("Mark a range of chips from the cursor")},
        {tr("Ctrl+Left, Ctrl+Right"), tr("Move the cursor to the start of the previous or next phrase")},
        {tr("Space"), tr("Put the chip (or the range) into the current slot, or take it out; then the next chip")},
        {tr("["),
         tr("Make the chip under the cursor optional in its slot (adding it first), joining the optional group "
            "of the slot word before it, or plain again; then the next chip")},
        {tr("]"),
         tr("Make the chip under the cursor an optional group of its own, or plain again; then the next chip")},
        {tr("Shift+Space"),
         tr("Put the phrase the chip starts into the current slot (a noun phrase, a preposition with its noun "
            "phrase, a verb group); then the chip after it")},
        {tr("Ctrl+1, Ctrl+2, Ctrl+3"),
         tr("Space into the subject, the relation or the object: that slot becomes the current one and the chip "
            "(or the range) goes into it")},
        {tr("Alt+1, Alt+2, Alt+3"),
         tr("Shift+Space into the subject, the relation or the object: the phrase the chip starts goes into that "
            "slot, which becomes the current one")},
        {tr("}"), tr("The same with its articles optional, each a group of its own: `of [the] High Court`")},
        {tr("{"), tr("The same as one optional group of its own, `[of the High Court]`")},
        {tr("+"),
         tr("Put the chip at the end of the current slot, out of sentence order (`was re-elected In 1879` from `In "
            "1879 , he was re-elected`); then the next chip")},
        {tr("="),
         tr("From now on every chip key puts its chips at the end of the current slot, out of sentence order "
            "(`= {` on `That night` gives `was re-elected [That night]`); = again, emptying the slot or adding the "
            "triple ends it")},
        {tr("*"),
         tr("Put the chip's word at the end of the current slot as a word of its own, even when a slot holds the "
            "chip (`named for St. Michael` with St. Michael the subject); then the next chip")},
        {tr("|"),
         tr("Put the chip into the current slot split at its punctuation, each punctuation character optional "
            "(`Anti [-] Monitor` from the chip Anti-Monitor, `[`] [`]` from ``), as some golds write it; then the "
            "next chip")},
        {tr("&"),
         tr("Join the chip to the current slot's last word, without a space (`19-story` from the chips 19 - story: "
            "Space, & and &), as some golds write what the tokenizer split; then the next chip")},
        {tr("Backspace"), tr("Empty the current slot")},
        {tr("/ then digits"), tr("Jump to the chip with that index (after Shift+arrow: the range ends there)")},
        {tr("Letters, or / then any characters"),
         tr("Jump to the next chip whose token starts with them, as typing does in a list; the same letter again "
            "goes on to the next chip it starts (Backspace, Escape; the next key that is not part of the jump ends "
            "it). On the chips letters are the jump's, never one-key shortcuts: choose slots with 1, 2, 3, type a "
            "word with Insert")},
        {tr("Ctrl + mouse over chips"), tr("Add each chip the mouse enters to the current slot")},
    };
}
