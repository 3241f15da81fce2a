#include "core/model/TripleDraft.h"

#include <algorithm>

bool TripleDraft::isEmpty() const
{
    return std::all_of(std::begin(m_slots), std::end(m_slots), [](const auto &slot) { return slot.isEmpty(); });
}

bool TripleDraft::isComplete() const
{
    return std::none_of(std::begin(m_slots), std::end(m_slots), [](const auto &slot) { return slot.isEmpty(); });
}

void TripleDraft::clear()
{
    for (int s = 0; s < kSlotCount; ++s) {
        m_slots[s].clear();
        m_text[s] = QString();
        m_textWords[s].clear();
    }
    m_appendSlot = -1;
}

int TripleDraft::slotOfToken(int token) const
{
    if (token < 0)
        return -1;
    for (int s = 0; s < kSlotCount; ++s) {
        for (const DraftWord &word : m_slots[s]) {
            if (word.token == token)
                return s;
        }
    }
    return -1;
}

bool TripleDraft::addToken(int slot, int token, const QString &text)
{
    const int current = slotOfToken(token);
    if (current == slot)
        return false;
    if (current >= 0)
        removeToken(token);
    m_slots[slot].insert(insertionPoint(slot, token), DraftWord{text, token, 0});
    return true;
}

qsizetype TripleDraft::insertionPoint(int slot, int token) const
{
    const QVector<DraftWord> &words = m_slots[slot];
    if (m_order == Order::Sentence && slot != m_appendSlot) {
        for (qsizetype i = 0; i < words.size(); ++i) {
            if (words.at(i).token > token)
                return i;
        }
    }
    return words.size();
}

bool TripleDraft::putToken(int slot, int token, const QString &text)
{
    const bool held = slotOfToken(token) >= 0;
    if (!addToken(slot, token, text))
        return false;
    if (!held)
        putOptional(slot, token);
    return true;
}

bool TripleDraft::joinToken(int slot, int token, const QString &text)
{
    if (slotOfToken(token) >= 0)
        return false;
    if (m_slots[slot].isEmpty())
        return putToken(slot, token, text);
    m_slots[slot].last().text += text;
    return true;
}

QVector<QPair<QString, bool>> TripleDraft::splitParts(const QString &text)
{
    QVector<QPair<QString, bool>> parts;
    for (const QChar c : text) {
        const bool punctuation = !c.isLetterOrNumber();
        if (!punctuation && !parts.isEmpty() && !parts.last().second)
            parts.last().first += c;
        else
            parts.append({QString(c), punctuation});
    }
    return parts;
}

bool TripleDraft::putSplit(int slot, int token, const QString &text)
{
    const QVector<QPair<QString, bool>> parts = splitParts(text);
    if (parts.size() < 2
        || std::any_of(parts.begin(), parts.end(), [](const auto &p) { return p.first.trimmed().isEmpty(); }))
        return false;
    removeToken(token);
    qsizetype at = insertionPoint(slot, token);
    for (const auto &part : parts)
        m_slots[slot].insert(at++, DraftWord{part.first, token, part.second ? nextGroup() : 0});
    return true;
}

bool TripleDraft::putsOptional(const QString &word) const
{
    return (m_articlesOptional && isArticle(word)) || (!m_optionalWords.isEmpty() && m_optionalWords.contains(word.toLower()));
}

void TripleDraft::putOptional(int slot, int token)
{
    for (DraftWord &word : m_slots[slot]) {
        if (word.token == token && word.optionalGroup == 0 && putsOptional(word.text))
            word.optionalGroup = nextGroup();
    }
}

bool TripleDraft::appendToken(int slot, int token, const QString &text)
{
    if (!m_slots[slot].isEmpty() && m_slots[slot].last().token == token && m_slots[slot].last().optionalGroup == 0)
        return false;
    const bool held = slotOfToken(token) >= 0;
    removeToken(token);
    m_slots[slot].append(DraftWord{text, token, 0});
    if (!held)
        putOptional(slot, token);
    return true;
}

bool TripleDraft::removeToken(int token)
{
    const int slot = slotOfToken(token);
    if (slot < 0)
        return false;
    QVector<DraftWord> &words = m_slots[slot];
    words.erase(std::remove_if(words.begin(), words.end(), [token](const DraftWord &w) { return w.token == token; }),
                words.end());
    return true;
}

bool TripleDraft::addFreeWord(int slot, const QString &text)
{
    int group = nextGroup() - 1;
    const QVector<DraftWord> words = readSlot(Slot(text.simplified()), &group);
    m_slots[slot].append(words);
    return !words.isEmpty();
}

bool TripleDraft::removeWords(int slot, QVector<int> positions)
{
    std::sort(positions.begin(), positions.end(), std::greater<int>());
    positions.erase(std::unique(positions.begin(), positions.end()), positions.end());
    bool removed = false;
    for (int position : positions) {
        if (position >= 0 && position < m_slots[slot].size()) {
            m_slots[slot].removeAt(position);
            removed = true;
        }
    }
    return removed;
}

bool TripleDraft::moveWord(int slot, int position, int delta)
{
    QVector<DraftWord> &words = m_slots[slot];
    const int target = position + delta;
    if (position < 0 || position >= words.size() || target < 0 || target >= words.size() || delta == 0)
        return false;
    words.move(position, target);
    return true;
}

int TripleDraft::nextGroup() const
{
    int group = 0;
    for (const auto &slot : m_slots) {
        for (const DraftWord &word : slot)
            group = std::max(group, word.optionalGroup);
    }
    return group + 1;
}

bool TripleDraft::toggleOptionalToken(int slot, int token, const QString &text, bool ownGroup)
{
    int holder = slotOfToken(token);
    if (holder < 0) {
        if (!addToken(slot, token, text))
            return false;
        holder = slot;
    }
    const QVector<DraftWord> &words = m_slots[holder];
    int position = -1;
    for (int i = 0; i < words.size(); ++i) {
        if (words.at(i).token == token)
            position = i;
    }
    QVector<int> positions{position};
    const int before = position > 0 ? words.at(position - 1).optionalGroup : 0;
    if (!ownGroup && words.at(position).optionalGroup == 0 && before != 0) {
        for (int i = 0; i < words.size(); ++i) {
            if (words.at(i).optionalGroup == before)
                positions.append(i);
        }
    }
    return toggleOptional(holder, positions);
}

bool TripleDraft::isArticle(const QString &word)
{
    return word.compare(QLatin1String("the"), Qt::CaseInsensitive) == 0
        || word.compare(QLatin1String("a"), Qt::CaseInsensitive) == 0
        || word.compare(QLatin1String("an"), Qt::CaseInsensitive) == 0;
}

bool TripleDraft::addPhrase(int slot, int first, int last, const QStringList &tokens, Phrase how)
{
    bool changed = false;
    bool started = false;
    for (int token = std::max(first, 0); token <= last && token < tokens.size(); ++token) {
        // Shift+Space: the words a put makes optional (putsOptional); }: articles too.
        const bool optional = how == Phrase::Plain ? putsOptional(tokens.at(token))
                                                   : how == Phrase::OptionalArticles
                && (isArticle(tokens.at(token)) || putsOptional(tokens.at(token)));
        if (optional && slotOfToken(token) < 0) {
            changed = toggleOptionalToken(slot, token, tokens.at(token), true) || changed;
        } else if (how != Phrase::OptionalGroup) {
            changed = addToken(slot, token, tokens.at(token)) || changed;
        } else if (slotOfToken(token) < 0) {
            changed = toggleOptionalToken(slot, token, tokens.at(token), !started) || changed;
            started = true;
        }
    }
    return changed;
}

void TripleDraft::clearSlot(int slot)
{
    m_slots[slot].clear();
    if (slot == m_appendSlot)
        m_appendSlot = -1;
}

bool TripleDraft::toggleOptional(int slot, const QVector<int> &positions)
{
    QVector<DraftWord> &words = m_slots[slot];
    QVector<int> valid;
    for (int position : positions) {
        if (position >= 0 && position < words.size())
            valid.append(position);
    }
    if (valid.isEmpty())
        return false;
    const bool allOptional
        = std::all_of(valid.begin(), valid.end(), [&words](int p) { return words.at(p).optionalGroup != 0; });
    const int group = allOptional ? 0 : nextGroup();
    for (int position : valid)
        words[position].optionalGroup = group;
    return true;
}

void TripleDraft::setSlotText(int slot, const QString &text)
{
    m_slots[slot].clear();
    int group = nextGroup() - 1;
    m_slots[slot] = readSlot(Slot(text), &group);
    m_text[slot] = text;
    m_textWords[slot] = m_slots[slot];
}

QString TripleDraft::slotSource(int slot) const
{
    if (!m_text[slot].isNull() && m_slots[slot] == m_textWords[slot])
        return m_text[slot];
    return writeSlot(m_slots[slot]);
}

QString TripleDraft::writeSlot(const QVector<DraftWord> &words)
{
    QString out;
    for (qsizetype i = 0; i < words.size(); ++i) {
        const int group = words.at(i).optionalGroup;
        if (i > 0)
            out += QLatin1Char(' ');
        if (group != 0 && (i == 0 || words.at(i - 1).optionalGroup != group))
            out += QLatin1Char('[');
        out += words.at(i).text;
        if (group != 0 && (i + 1 == words.size() || words.at(i + 1).optionalGroup != group))
            out += QLatin1Char(']');
    }
    return out;
}

QVector<DraftWord> TripleDraft::readSlot(const Slot &slot, int *group)
{
    QVector<DraftWord> out;
    for (const SlotElement &element : slot.elements()) {
        const QString text
            = element.optional ? Slot::realizedText(slot.elementText(element)) : slot.elementText(element).toString();
        const int elementGroup = element.optional ? ++*group : 0;
        for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            out.append(DraftWord{word, -1, elementGroup});
    }
    return out;
}

QString TripleDraft::line() const
{
    return Triple(slotSource(0), slotSource(1), slotSource(2)).toGoldLine();
}

Triple TripleDraft::toTriple() const
{
    return Triple(slotSource(0), slotSource(1), slotSource(2));
}

void TripleDraft::load(const Triple &triple, const QStringList &tokens)
{
    clear();
    if (triple.isInert())
        return;
    QVector<bool> used(tokens.size(), false);
    int group = 0;
    for (int s = 0; s < kSlotCount; ++s) {
        int last = -1; // the slot's last matched token: the next word is looked for after it first
        for (DraftWord word : readSlot(triple.slot(s), &group)) {
            for (int pass = 0; pass < 2 && word.token < 0; ++pass) {
                for (int t = pass == 0 ? last + 1 : 0; t < tokens.size(); ++t) {
                    if (!used.at(t) && tokens.at(t) == word.text) {
                        word.token = t;
                        break;
                    }
                }
            }
            if (word.token >= 0) {
                used[word.token] = true;
                last = word.token;
            }
            m_slots[s].append(word);
        }
        if (writeSlot(m_slots[s]) != triple.slot(s).source()) {
            m_text[s] = triple.slot(s).source();
            m_textWords[s] = m_slots[s];
        }
    }
}

bool TripleDraft::operator==(const TripleDraft &other) const
{
    for (int s = 0; s < kSlotCount; ++s) {
        if (m_slots[s] != other.m_slots[s] || slotSource(s) != other.slotSource(s))
            return false;
    }
    return m_order == other.m_order && m_appendSlot == other.m_appendSlot
        && m_articlesOptional == other.m_articlesOptional;
}
