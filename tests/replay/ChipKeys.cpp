#include "tests/replay/ChipKeys.h"

#include "core/text/Phrases.h"

#include <algorithm>

ChipKeys::ChipKeys(const QStringList &tokens, const QStringList &tags)
    : m_tokens(tokens),
      m_tags(tags),
      m_starts(Phrases::starts(tags, int(tokens.size())))
{ }

ReplayKey ChipKeys::press(int key, Qt::KeyboardModifiers modifiers)
{
    return ReplayKey{key, modifiers, QString()};
}

void ChipKeys::chord(ReplayKeys &keys)
{
    int slotKey = -1; // the index of a slot key not yet chorded
    bool jumping = false; // after /, the characters typed are the jump's
    for (int i = 0; i < keys.size(); ++i) {
        const ReplayKey &key = keys.at(i);
        const Qt::KeyboardModifiers modifiers = key.modifiers & ~Qt::ShiftModifier;
        const bool arrow = key.key == Qt::Key_Left || key.key == Qt::Key_Right || key.key == Qt::Key_Up
            || key.key == Qt::Key_Down || key.key == Qt::Key_Home || key.key == Qt::Key_End;
        const bool put = key.key == Qt::Key_Space && modifiers == Qt::NoModifier;
        if (key.slot >= 0) {
            slotKey = i;
            jumping = false;
        } else if (put && slotKey >= 0) {
            const bool phrase = key.modifiers & Qt::ShiftModifier;
            keys[i] = press(Qt::Key_1 + keys.at(slotKey).slot, phrase ? Qt::AltModifier : Qt::ControlModifier);
            keys.remove(slotKey);
            --i;
            slotKey = -1;
            jumping = false;
        } else if ((key.key == Qt::Key_Slash && key.modifiers == Qt::NoModifier)
                   || (!jumping && startsWithLetter(key.text) && modifiers == Qt::NoModifier)) {
            jumping = true; // / or a letter (type-ahead) starts a jump
        } else if (arrow && (modifiers == Qt::NoModifier || modifiers == Qt::ControlModifier)) {
            jumping = false;
        } else if (jumping && !key.text.isEmpty() && !QStringLiteral("[]{}+=*|&").contains(key.text)) {
            // a character of the jump
        } else {
            slotKey = -1;
            jumping = false;
        }
    }
}

ReplayKey ChipKeys::character(QChar c)
{
    int key = Qt::Key_unknown;
    if (c.unicode() < 0x80)
        key = c.toUpper().unicode();
    else if (c.unicode() < 0x100)
        key = c.unicode();
    return ReplayKey{key, c.isUpper() ? Qt::ShiftModifier : Qt::NoModifier, QString(c)};
}

bool ChipKeys::startsWithLetter(const QString &jump)
{
    return !jump.isEmpty() && jump.at(0).isLetter();
}

void ChipKeys::jumpKeys(const QString &jump, ReplayKeys &keys)
{
    if (!startsWithLetter(jump)) // type-ahead: a letter starts the jump itself
        keys.append(press(Qt::Key_Slash));
    for (const QChar c : jump)
        keys.append(character(c));
}

int ChipKeys::landing(int from, const QString &typed) const
{
    // TokenView::jump after each character: the prefix searched from the cursor on, wrapping;
    // one letter repeated searched from the chip after the cursor.
    const int count = int(m_tokens.size());
    int cursor = from;
    for (int i = 1; i <= typed.size(); ++i) {
        const QString part = typed.left(i);
        const bool repeated = i > 1
            && std::all_of(part.begin(), part.end(), [&part](QChar c) { return c.toLower() == part.at(0).toLower(); });
        const QString prefix = repeated ? part.left(1) : part;
        for (int step = repeated ? 1 : 0; step < count + (repeated ? 1 : 0); ++step) {
            const int t = (cursor + step) % count;
            if (m_tokens.at(t).startsWith(prefix, Qt::CaseInsensitive)) {
                cursor = t;
                break;
            }
        }
    }
    return cursor;
}

int ChipKeys::letterJump(int from, int token, QString *typed) const
{
    const QString &word = m_tokens.at(token);
    if (word.isEmpty())
        return -1;
    QStringList tries;
    // The first letter again and again: on to the next chip it starts.
    if (word.at(0).isLetter())
        for (int presses = 1; presses <= 4; ++presses)
            tries << QString(presses, word.at(0).toLower());
    for (int length = word.at(0).isLetter() ? 2 : 1; length <= word.size(); ++length)
        tries << word.left(length).toLower();
    int best = -1;
    for (const QString &keys : std::as_const(tries)) {
        bool isNumber = false;
        keys.toInt(&isNumber);
        // Keys that end a jump and act (TokenView) cannot be part of it, nor a space; digits
        // alone are an index; the search ignores case, so no Shift is needed.
        const bool actionKey
            = std::any_of(keys.begin(), keys.end(), [](QChar c) { return QStringView(u"[]{}+=*/|&").contains(c); });
        if (isNumber || actionKey || keys.back().isSpace())
            continue;
        const int cost = startsWithLetter(keys) ? int(keys.size()) : 1 + int(keys.size());
        if ((best < 0 || cost < best) && landing(from, keys) == token) {
            best = cost;
            *typed = keys;
        }
    }
    return best;
}

int ChipKeys::moveCost(const ChipState &state, int token) const
{
    ChipState copy = state;
    ReplayKeys keys;
    moveTo(copy, token, keys);
    return int(keys.size());
}

void ChipKeys::moveTo(ChipState &state, int token, ReplayKeys &keys) const
{
    toChips(state, keys);
    const int from = state.focus;
    if (from == token)
        return;
    const int last = int(m_tokens.size()) - 1;
    const int arrows = std::abs(token - from);
    const int home = 1 + token;
    const int end = 1 + (last - token);
    const QString index = QString::number(token);
    const int byIndex = 1 + int(index.size());
    QString letters;
    int byLetters = letterJump(from, token, &letters);
    if (byLetters < 0)
        byLetters = 1 << 20;
    // Ctrl+Right or Ctrl+Left from phrase start to phrase start, then arrows.
    int byPhrases = 1 << 20;
    int viaStart = -1;
    int phraseSteps = 0;
    for (const int start : m_starts) {
        if (start == from)
            continue;
        int steps = 0;
        for (const int other : m_starts)
            steps += start > from ? (other > from && other <= start) : (other >= start && other < from);
        const int cost = steps + std::abs(token - start);
        if (cost < byPhrases) {
            byPhrases = cost;
            viaStart = start;
            phraseSteps = steps;
        }
    }
    const int best = std::min({arrows, home, end, byIndex, byLetters, byPhrases});
    if (best == byPhrases && best < arrows) {
        for (int i = 0; i < phraseSteps; ++i)
            keys.append(press(viaStart > from ? Qt::Key_Right : Qt::Key_Left, Qt::ControlModifier));
        for (int i = 0; i < std::abs(token - viaStart); ++i)
            keys.append(press(token > viaStart ? Qt::Key_Right : Qt::Key_Left));
    } else if (best == arrows) {
        for (int i = 0; i < arrows; ++i)
            keys.append(press(token > from ? Qt::Key_Right : Qt::Key_Left));
    } else if (best == home) {
        keys.append(press(Qt::Key_Home));
        for (int i = 0; i < token; ++i)
            keys.append(press(Qt::Key_Right));
    } else if (best == end) {
        keys.append(press(Qt::Key_End));
        for (int i = token; i < last; ++i)
            keys.append(press(Qt::Key_Left));
    } else {
        // The jump ends with the next key, which is always a chip action (Space, [, ], Shift+arrow).
        jumpKeys(best == byIndex ? index : letters, keys);
    }
    state.focus = token;
}

void ChipKeys::advance(ChipState &state, int token) const
{
    if (state.draft.slotOfToken(token) >= 0 && token + 1 < m_tokens.size())
        state.focus = token + 1;
}

void ChipKeys::space(ChipState &state, ReplayKeys &keys) const
{
    toChips(state, keys);
    const int token = state.focus;
    keys.append(press(Qt::Key_Space));
    if (state.draft.slotOfToken(token) == state.slot)
        state.draft.removeToken(token);
    else
        state.draft.putToken(state.slot, token, m_tokens.at(token));
    advance(state, token);
}

void ChipKeys::optional(ChipState &state, bool ownGroup, ReplayKeys &keys) const
{
    toChips(state, keys);
    const int token = state.focus;
    keys.append(press(ownGroup ? Qt::Key_BracketRight : Qt::Key_BracketLeft));
    keys.last().text = ownGroup ? QStringLiteral("]") : QStringLiteral("[");
    state.draft.toggleOptionalToken(state.slot, token, m_tokens.at(token), ownGroup);
    advance(state, token);
}

void ChipKeys::run(ChipState &state, int first, int last, ReplayKeys &keys) const
{
    moveTo(state, first, keys);
    const int end = int(m_tokens.size()) - 1;
    const int spaces = last - first + 1;
    const int toEnd = 2 + (end - last); // Shift+End, Shift+Left back, Space
    // Phrases where one ends inside the run, Space for the other chips.
    int byPhrases = 0;
    for (int t = first; t <= last; ++byPhrases) {
        const int end = Phrases::end(m_tags, t);
        t = end > t && end <= last ? end + 1 : t + 1;
    }
    // Shift+Right marks the range, a jump (/ and an index or letters) moves its end, Space.
    QString letters;
    const int byLetters = last > first + 1 ? letterJump(first + 1, last, &letters) : -1;
    const QString index = QString::number(last);
    const int jumpCost = byLetters > 0 ? std::min(byLetters, 1 + int(index.size())) : 1 + int(index.size());
    const int byJump = last > first + 1 ? 2 + jumpCost : 1 << 20;
    if (byJump < spaces && byJump <= toEnd && byJump < byPhrases) {
        keys.append(press(Qt::Key_Right, Qt::ShiftModifier));
        jumpKeys(byLetters > 0 && byLetters <= 1 + int(index.size()) ? letters : index, keys);
        keys.append(press(Qt::Key_Space));
        for (int t = first; t <= last; ++t)
            state.draft.putToken(state.slot, t, m_tokens.at(t));
        state.focus = last;
        advance(state, last);
        return;
    }
    if (byPhrases < spaces && byPhrases <= toEnd && byPhrases <= byJump) {
        for (int t = first; t <= last;) {
            const int end = Phrases::end(m_tags, t);
            if (end > t && end <= last) {
                phrase(state, TripleDraft::Phrase::Plain, keys);
                t = end + 1;
            } else {
                space(state, keys);
                ++t;
            }
        }
        return;
    }
    if (toEnd < spaces) {
        keys.append(press(Qt::Key_End, Qt::ShiftModifier));
        for (int t = end; t > last; --t)
            keys.append(press(Qt::Key_Left, Qt::ShiftModifier));
        keys.append(press(Qt::Key_Space));
        for (int t = first; t <= last; ++t)
            state.draft.putToken(state.slot, t, m_tokens.at(t)); // a range only adds (putToken)
        state.focus = last;
        advance(state, last);
        return;
    }
    for (int t = first; t <= last; ++t)
        space(state, keys);
}

void ChipKeys::append(ChipState &state, int token, ReplayKeys &keys) const
{
    moveTo(state, token, keys);
    keys.append(character(QLatin1Char('+')));
    state.draft.appendToken(state.slot, token, m_tokens.at(token));
    advance(state, token);
}

void ChipKeys::split(ChipState &state, ReplayKeys &keys) const
{
    toChips(state, keys);
    const int token = state.focus;
    keys.append(character(QLatin1Char('|')));
    state.draft.putSplit(state.slot, token, m_tokens.at(token));
    advance(state, token);
}

void ChipKeys::join(ChipState &state, int token, ReplayKeys &keys) const
{
    moveTo(state, token, keys);
    keys.append(character(QLatin1Char('&')));
    state.draft.joinToken(state.slot, token, m_tokens.at(token));
    state.focus = std::min(token + 1, int(m_tokens.size()) - 1);
}

void ChipKeys::word(ChipState &state, int token, ReplayKeys &keys) const
{
    moveTo(state, token, keys);
    keys.append(character(QLatin1Char('*')));
    state.draft.addFreeWord(state.slot, m_tokens.at(token));
    state.focus = std::min(token + 1, int(m_tokens.size()) - 1);
}

void ChipKeys::appendMode(ChipState &state, ReplayKeys &keys) const
{
    toChips(state, keys);
    keys.append(character(QLatin1Char('=')));
    state.draft.setAppendSlot(state.draft.appendSlot() == state.slot ? -1 : state.slot);
}

int ChipKeys::phraseEnd(int token) const
{
    return Phrases::end(m_tags, token);
}

void ChipKeys::phrase(ChipState &state, TripleDraft::Phrase how, ReplayKeys &keys) const
{
    toChips(state, keys);
    const int token = state.focus;
    const int end = Phrases::end(m_tags, token);
    if (how == TripleDraft::Phrase::Plain)
        keys.append(press(Qt::Key_Space, Qt::ShiftModifier));
    else
        keys.append(character(how == TripleDraft::Phrase::OptionalGroup ? QLatin1Char('{') : QLatin1Char('}')));
    state.draft.addPhrase(state.slot, token, end, m_tokens, how);
    advance(state, end);
}

void ChipKeys::optionalRun(ChipState &state, int first, int last, ReplayKeys &keys) const
{
    moveTo(state, first, keys);
    const int end = Phrases::end(m_tags, first);
    bool free = true;
    for (int t = first; t <= end; ++t)
        free = free && state.draft.slotOfToken(t) < 0;
    int t = first;
    if (end > first && end <= last && free) {
        phrase(state, TripleDraft::Phrase::OptionalGroup, keys);
        t = end + 1;
    } else {
        optional(state, true, keys);
        ++t;
    }
    for (; t <= last; ++t) {
        moveTo(state, t, keys);
        optional(state, false, keys);
    }
}

void ChipKeys::clearSlot(ChipState &state, ReplayKeys &keys) const
{
    toChips(state, keys);
    keys.append(press(Qt::Key_Backspace));
    state.draft.clearSlot(state.slot);
}

void ChipKeys::setSlot(ChipState &state, int slot, ReplayKeys &keys) const
{
    if (state.slot == slot)
        return;
    toChips(state, keys);
    keys.append(press(Qt::Key_1 + slot));
    keys.last().text = QString::number(slot + 1);
    keys.last().slot = slot;
    state.slot = slot;
}

void ChipKeys::type(ChipState &state, const QString &words, ReplayKeys &keys) const
{
    toChips(state, keys);
    keys.append(press(Qt::Key_Insert));
    for (const QChar c : words)
        keys.append(character(c));
    keys.append(press(Qt::Key_Return));
    state.draft.addFreeWord(state.slot, words);
    state.onChips = false;
}

void ChipKeys::typeSlot(ChipState &state, const QString &text, ReplayKeys &keys) const
{
    toChips(state, keys);
    keys.append(press(Qt::Key_Insert));
    const QString typed = QLatin1Char('=') + text;
    for (const QChar c : typed)
        keys.append(character(c));
    keys.append(press(Qt::Key_Return));
    state.draft.setSlotText(state.slot, text);
    state.onChips = false;
}

void ChipKeys::toChips(ChipState &state, ReplayKeys &keys) const
{
    if (state.onChips)
        return;
    keys.append(press(Qt::Key_Escape));
    state.onChips = true;
}
