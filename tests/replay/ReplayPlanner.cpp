#include "tests/replay/ReplayPlanner.h"

#include <QSet>

#include <algorithm>

ReplayPlanner::ReplayPlanner(const Sentence &sentence)
    : m_keys(sentence.tokens, sentence.tags()),
      m_suggester(sentence)
{ }

QString ReplayPlanner::line(const Triple &triple)
{
    return Triple(triple.subject().source(), triple.relation().source(), triple.object().source()).toGoldLine();
}

QVector<ReplayPlanner::Word> ReplayPlanner::match(const QVector<DraftWord> &target, const QVector<bool> &taken,
                                                  const QVector<int> &preferred) const
{
    const QStringList &tokens = m_keys.tokens();
    QVector<Word> out;
    QVector<bool> used = taken;
    int last = -1;
    for (int i = 0; i < target.size(); ++i) {
        int best = -1;
        int bestRun = -1;
        bool bestPreferred = false;
        for (int t = last + 1; t < tokens.size(); ++t) {
            if (used.at(t) || tokens.at(t) != target.at(i).text)
                continue;
            int run = 0;
            while (i + run + 1 < target.size() && t + run + 1 < tokens.size()
                   && tokens.at(t + run + 1) == target.at(i + run + 1).text && !used.at(t + run + 1))
                ++run;
            const bool isPreferred = preferred.contains(t);
            if (best < 0 || (isPreferred && !bestPreferred) || (isPreferred == bestPreferred && run > bestRun)) {
                best = t;
                bestRun = run;
                bestPreferred = isPreferred;
            }
        }
        int joinFirst = -1;
        int joined = 0;
        if (best >= 0) {
            used[best] = true;
            last = best;
        } else if (m_join && (joined = joinedChips(target.at(i).text, last, used, &joinFirst)) > 0) {
            for (int k = 0; k < joined; ++k)
                used[joinFirst + k] = true;
            last = joinFirst + joined - 1;
            Word word{target.at(i), joinFirst};
            word.join = joined;
            out.append(word);
            continue;
        } else if (const int chip = splitChip(target, i, last, used); chip >= 0) {
            const int parts = int(TripleDraft::splitParts(tokens.at(chip)).size());
            used[chip] = true;
            last = chip;
            for (int k = 0; k < parts; ++k)
                out.append(Word{target.at(i + k), chip, false, k == 0 ? parts : -1});
            i += parts - 1;
            continue;
        }
        out.append(Word{target.at(i), best});
    }
    // An optional group with a typed word is typed whole (a typed group never joins a chip).
    QSet<int> typedGroups;
    for (const Word &w : std::as_const(out)) {
        if (w.token < 0 && w.word.optionalGroup != 0)
            typedGroups.insert(w.word.optionalGroup);
    }
    for (Word &w : out) {
        if (w.word.optionalGroup != 0 && typedGroups.contains(w.word.optionalGroup)) {
            w.token = -1;
            w.join = 0; // typed whole, as the rest of its group
            w.split = 0;
        }
    }
    // The words at the slot's end no later chip gives: from earlier chips, at the slot's end (+
    // for a plain word; = then the chip keys with optional words), an optional group only whole.
    qsizetype end = out.size();
    while (end > 0 && out.at(end - 1).token < 0)
        --end;
    for (qsizetype i = end; i < out.size();) {
        const int group = out.at(i).word.optionalGroup;
        qsizetype j = i + 1;
        while (group != 0 && j < out.size() && out.at(j).word.optionalGroup == group)
            ++j;
        QVector<bool> trial = used;
        QVector<int> found;
        for (qsizetype k = i; k < j; ++k) {
            for (int t = 0; t < tokens.size(); ++t) {
                if (!trial.at(t) && tokens.at(t) == out.at(k).word.text) {
                    trial[t] = true;
                    found.append(t);
                    break;
                }
            }
        }
        if (found.size() == j - i) {
            used = trial;
            for (qsizetype k = i; k < j; ++k) {
                out[k].token = found.at(k - i);
                out[k].append = true;
            }
        }
        i = j;
    }
    return out;
}

int ReplayPlanner::joinedChips(const QString &text, int last, const QVector<bool> &used, int *first) const
{
    const QStringList &tokens = m_keys.tokens();
    for (int t = last + 1; t < tokens.size(); ++t) {
        if (used.at(t) || !text.startsWith(tokens.at(t)) || tokens.at(t).size() == text.size())
            continue;
        QString made = tokens.at(t);
        int k = t + 1;
        while (k < tokens.size() && !used.at(k) && made.size() < text.size() && text.mid(made.size()).startsWith(tokens.at(k)))
            made += tokens.at(k++);
        if (made == text) {
            *first = t;
            return k - t;
        }
    }
    return 0;
}

int ReplayPlanner::splitChip(const QVector<DraftWord> &target, int i, int last, const QVector<bool> &used) const
{
    const QStringList &tokens = m_keys.tokens();
    for (int t = last + 1; t < tokens.size(); ++t) {
        const QVector<QPair<QString, bool>> parts = TripleDraft::splitParts(tokens.at(t));
        if (used.at(t) || parts.size() < 2 || i + parts.size() > target.size())
            continue;
        bool fits = true;
        for (int k = 0; k < parts.size() && fits; ++k) {
            const DraftWord &word = target.at(i + k);
            const int group = word.optionalGroup;
            const bool alone = group != 0 && (i + k == 0 || target.at(i + k - 1).optionalGroup != group)
                && (i + k + 1 == target.size() || target.at(i + k + 1).optionalGroup != group);
            fits = word.text == parts.at(k).first && (parts.at(k).second ? alone : group == 0);
        }
        if (fits)
            return t;
    }
    return -1;
}

void ReplayPlanner::fillEmpty(ChipState &state, const QVector<Word> &words, ReplayKeys &keys) const
{
    int i = 0;
    while (i < words.size()) {
        const Word &w = words.at(i);
        if (w.join > 0) { // its first chip put, plain, the others joined to it (&), then [ or ] for a group
            const bool wasOptional = state.draft.putsOptional(m_keys.tokens().at(w.token));
            m_keys.moveTo(state, w.token, keys);
            m_keys.space(state, keys);
            for (int k = 1; k < w.join; ++k)
                m_keys.join(state, w.token + k, keys);
            const bool start = i == 0 || words.at(i - 1).word.optionalGroup != w.word.optionalGroup;
            if ((w.word.optionalGroup != 0) != wasOptional) {
                m_keys.moveTo(state, w.token, keys);
                m_keys.optional(state, start, keys);
            }
            ++i;
            continue;
        }
        if (w.split > 0) { // | on the chip: its parts
            m_keys.moveTo(state, w.token, keys);
            m_keys.split(state, keys);
            i += w.split;
            continue;
        }
        if (w.token < 0) { // typed: the run of typed words, in notation
            QVector<DraftWord> typed;
            while (i < words.size() && words.at(i).token < 0)
                typed.append(words.at(i++).word);
            // Plain words of the sentence (held by another slot): * on their chips, when cheaper.
            ChipState byChips = state;
            ReplayKeys chipKeys;
            for (const DraftWord &word : std::as_const(typed)) {
                const int token = word.optionalGroup == 0 ? nearestToken(byChips, word.text) : -1;
                if (token < 0) {
                    chipKeys.clear();
                    break;
                }
                m_keys.word(byChips, token, chipKeys);
            }
            const QString text = TripleDraft::writeSlot(typed);
            if (!chipKeys.isEmpty() && chipKeys.size() < text.size() + 3) { // Insert, Return, Escape
                state = byChips;
                keys += chipKeys;
            } else {
                m_keys.type(state, text, keys);
            }
            continue;
        }
        if (w.append && state.draft.appendSlot() != state.slot) {
            // Optional words among those at the end: = once, then the chip keys as in order.
            const bool optional = std::any_of(words.begin() + i, words.end(), [](const Word &later) {
                return later.append && later.word.optionalGroup != 0;
            });
            if (!optional) {
                const bool plain = plainArticle(state, w);
                m_keys.append(state, w.token, keys);
                if (plain) { // + put it optional: ] makes it plain again
                    m_keys.moveTo(state, w.token, keys);
                    m_keys.optional(state, true, keys);
                }
                ++i;
                continue;
            }
            m_keys.appendMode(state, keys);
        }
        const int articles = articlesRun(state, words, i, state.slot);
        if (articles >= 0) {
            m_keys.moveTo(state, w.token, keys);
            m_keys.phrase(state, TripleDraft::Phrase::OptionalArticles, keys);
            i = articles + 1;
            continue;
        }
        if (putsAsIs(state, words, i)) {
            int j = i;
            while (j + 1 < words.size() && words.at(j + 1).token == words.at(j).token + 1
                   && putsAsIs(state, words, j + 1))
                ++j;
            m_keys.run(state, w.token, words.at(j).token, keys);
            i = j + 1;
            continue;
        }
        if (plainArticle(state, w)) {
            putPlainArticle(state, w.token, keys);
            ++i;
            continue;
        }
        const bool start = i == 0 || words.at(i - 1).word.optionalGroup != w.word.optionalGroup;
        const int j = groupRun(state, words, i, state.slot);
        if (start && j > i) { // a whole group on neighbouring chips: { for its phrase
            m_keys.optionalRun(state, w.token, words.at(j).token, keys);
            i = j + 1;
            continue;
        }
        m_keys.moveTo(state, w.token, keys);
        m_keys.optional(state, start, keys);
        ++i;
    }
}

int ReplayPlanner::nearestToken(const ChipState &state, const QString &text) const
{
    int best = -1;
    int bestCost = 0;
    for (int t = 0; t < m_keys.tokens().size(); ++t) {
        if (m_keys.tokens().at(t) != text)
            continue;
        const int cost = m_keys.moveCost(state, t);
        if (best < 0 || cost < bestCost) {
            best = t;
            bestCost = cost;
        }
    }
    return best;
}

bool ReplayPlanner::putsAsIs(const ChipState &state, const QVector<Word> &words, int i) const
{
    const Word &w = words.at(i);
    if (w.split != 0 || w.join != 0)
        return false;
    const int group = w.word.optionalGroup;
    if (w.token < 0 || !state.draft.putsOptional(m_keys.tokens().at(w.token)) || state.draft.slotOfToken(w.token) >= 0)
        return group == 0;
    return group != 0 && (i == 0 || words.at(i - 1).word.optionalGroup != group)
        && (i + 1 == words.size() || words.at(i + 1).word.optionalGroup != group);
}

bool ReplayPlanner::plainArticle(const ChipState &state, const Word &word) const
{
    return word.token >= 0 && word.word.optionalGroup == 0 && state.draft.putsOptional(m_keys.tokens().at(word.token))
        && state.draft.slotOfToken(word.token) < 0;
}

void ReplayPlanner::putPlainArticle(ChipState &state, int token, ReplayKeys &keys) const
{
    m_keys.moveTo(state, token, keys);
    m_keys.space(state, keys);
    m_keys.moveTo(state, token, keys);
    m_keys.optional(state, true, keys);
}

int ReplayPlanner::articlesRun(const ChipState &state, const QVector<Word> &words, int i, int slot) const
{
    const Word &first = words.at(i);
    // Where the chips put articles optional, Shift+Space does what } does, and chords.
    if (first.token < 0 || (first.append && state.draft.appendSlot() != slot) || state.draft.articlesOptional())
        return -1;
    const int end = m_keys.phraseEnd(first.token);
    const int count = end - first.token + 1;
    if (count < 2 || i + count > words.size())
        return -1;
    bool article = false;
    for (int k = 0; k < count; ++k) {
        const Word &w = words.at(i + k);
        const int token = first.token + k;
        if (w.token != token || w.append != first.append || w.split != 0 || w.join != 0
            || state.draft.slotOfToken(token) == slot)
            return -1;
        const int group = w.word.optionalGroup;
        const QString &text = m_keys.tokens().at(token);
        if ((TripleDraft::isArticle(text) || state.draft.putsOptional(text)) && state.draft.slotOfToken(token) < 0) {
            const bool alone = group != 0 && (i + k == 0 || words.at(i + k - 1).word.optionalGroup != group)
                && (i + k + 1 == words.size() || words.at(i + k + 1).word.optionalGroup != group);
            if (!alone)
                return -1;
            article = true;
        } else if (group != 0) {
            return -1;
        }
    }
    return article ? i + count - 1 : -1;
}

int ReplayPlanner::groupRun(const ChipState &state, const QVector<Word> &words, int i, int slot)
{
    const int group = words.at(i).word.optionalGroup;
    int j = i;
    if (words.at(i).join != 0)
        return i;
    while (j + 1 < words.size() && words.at(j + 1).token >= 0 && words.at(j + 1).token == words.at(j).token + 1
           && words.at(j + 1).join == 0 && words.at(j + 1).word.optionalGroup == group
           && state.draft.slotOfToken(words.at(j + 1).token) != slot)
        ++j;
    if (group != 0) { // the whole group, none of it held anywhere
        if (j + 1 < words.size() && words.at(j + 1).word.optionalGroup == group)
            return i;
        for (int k = i; k <= j; ++k) {
            if (state.draft.slotOfToken(words.at(k).token) >= 0)
                return i;
        }
    }
    return j;
}

bool ReplayPlanner::change(ChipState &state, int slot, const QVector<Word> &words, const QVector<bool> &laterNeeds,
                           ReplayKeys &keys) const
{
    const QVector<DraftWord> current = state.draft.words(slot);
    QSet<int> wanted;
    for (const Word &w : words) {
        if (w.token < 0 || w.append || w.split != 0 || w.join != 0)
            return false; // a typed, appended, split or joined word: fill the slot again instead
        wanted.insert(w.token);
    }
    for (const DraftWord &d : current) {
        if (d.token < 0)
            return false; // a typed word to take out: only emptying the slot does that
    }
    m_keys.setSlot(state, slot, keys);
    for (const DraftWord &d : current) {
        if (!wanted.contains(d.token) && !laterNeeds.value(d.token)) {
            m_keys.moveTo(state, d.token, keys);
            m_keys.space(state, keys);
        }
    }
    for (int i = 0; i < words.size(); ++i) {
        const Word &w = words.at(i);
        const bool start = i == 0 || words.at(i - 1).word.optionalGroup != w.word.optionalGroup;
        int group = -1;
        for (const DraftWord &d : state.draft.words(slot)) {
            if (d.token == w.token)
                group = d.optionalGroup;
        }
        if (group < 0) { // not in the slot yet
            const int articles = articlesRun(state, words, i, slot);
            if (articles >= 0) {
                m_keys.moveTo(state, w.token, keys);
                m_keys.phrase(state, TripleDraft::Phrase::OptionalArticles, keys);
                i = articles;
                continue;
            }
            // Neighbouring chips a put makes as they are wanted, as a run (phrases, a range).
            if ((state.draft.articlesOptional() || !state.draft.optionalWords().isEmpty()) && putsAsIs(state, words, i)) {
                int j = i;
                while (j + 1 < words.size() && words.at(j + 1).token == words.at(j).token + 1
                       && state.draft.slotOfToken(words.at(j + 1).token) != slot && putsAsIs(state, words, j + 1))
                    ++j;
                m_keys.run(state, w.token, words.at(j).token, keys);
                i = j;
                continue;
            }
            if (plainArticle(state, w)) {
                putPlainArticle(state, w.token, keys);
                continue;
            }
            // Neighbouring chips: plain ones as a run (phrases, a range), a whole optional group
            // with { for its phrase.
            const int j = groupRun(state, words, i, slot);
            if (j > i && (w.word.optionalGroup == 0 || start)) {
                if (w.word.optionalGroup == 0)
                    m_keys.run(state, w.token, words.at(j).token, keys);
                else
                    m_keys.optionalRun(state, w.token, words.at(j).token, keys);
                i = j;
                continue;
            }
            m_keys.moveTo(state, w.token, keys);
            if (w.word.optionalGroup == 0)
                m_keys.space(state, keys);
            else
                m_keys.optional(state, start, keys);
        } else if ((group == 0) != (w.word.optionalGroup == 0)) {
            m_keys.moveTo(state, w.token, keys);
            m_keys.optional(state, start, keys);
        }
    }
    return true;
}

void ReplayPlanner::slotPlan(ChipState &state, int slot, const Triple &target, ReplayKeys &keys) const
{
    int group = 0;
    const QVector<DraftWord> targetWords = TripleDraft::readSlot(target.slot(slot), &group);
    const QString want = TripleDraft::writeSlot(targetWords);
    if (state.draft.slotSource(slot) == target.slot(slot).source())
        return;
    // A word that is only white space (a no-break space) cannot be typed as a word of its own.
    const bool blankWord = std::any_of(targetWords.begin(), targetWords.end(),
                                       [](const DraftWord &word) { return word.text.trimmed().isEmpty(); });
    if (want != target.slot(slot).source() || blankWord) { // its words do not write it back: typed verbatim
        m_keys.setSlot(state, slot, keys);
        m_keys.typeSlot(state, target.slot(slot).source(), keys);
        return;
    }
    const int count = int(m_keys.tokens().size());
    // Chips the other slots keep: held there and wanted there by the target.
    QVector<bool> taken(count, false);
    QVector<bool> laterNeeds(count, false);
    for (int other = 0; other < TripleDraft::kSlotCount; ++other) {
        if (other == slot)
            continue;
        int g = 0;
        QSet<QString> otherWords;
        for (const DraftWord &d : TripleDraft::readSlot(target.slot(other), &g))
            otherWords.insert(d.text);
        for (const DraftWord &d : state.draft.words(other)) {
            if (d.token >= 0 && otherWords.contains(d.text))
                taken[d.token] = true;
        }
        if (other > slot) {
            for (int t = 0; t < count; ++t)
                laterNeeds[t] = laterNeeds.at(t) || otherWords.contains(m_keys.tokens().at(t));
        }
    }
    QVector<int> held;
    for (const DraftWord &d : state.draft.words(slot))
        held.append(d.token);

    // Changing what is there, or emptying the slot and filling it: the cheaper that works.
    ChipState changed = state;
    ReplayKeys changeKeys;
    if (!m_steal)
        laterNeeds.fill(false);
    bool changeWorks = change(changed, slot, match(targetWords, taken, held), laterNeeds, changeKeys);
    if (changeWorks) {
        // Chips a later slot will take (moving them) are not taken out here.
        TripleDraft after = changed.draft;
        for (const DraftWord &d : changed.draft.words(slot)) {
            if (d.token >= 0 && laterNeeds.value(d.token)) {
                bool wanted = false;
                for (const DraftWord &w : targetWords)
                    wanted = wanted || w.text == d.text;
                if (!wanted)
                    after.removeToken(d.token);
            }
        }
        changeWorks = after.slotSource(slot) == want;
    }
    ChipState filled = state;
    ReplayKeys fillKeys;
    m_keys.setSlot(filled, slot, fillKeys);
    if (!filled.draft.words(slot).isEmpty())
        m_keys.clearSlot(filled, fillKeys);
    const ChipState before = filled;
    const ReplayKeys beforeKeys = fillKeys;
    fillEmpty(filled, match(targetWords, taken, {}), fillKeys);
    if (filled.draft.slotSource(slot) != want) { // joined chips that do not give the words: typed
        filled = before;
        fillKeys = beforeKeys;
        m_join = false;
        fillEmpty(filled, match(targetWords, taken, {}), fillKeys);
        m_join = true;
    }
    if (changeWorks && changeKeys.size() <= fillKeys.size()) {
        state = changed;
        keys += changeKeys;
    } else {
        state = filled;
        keys += fillKeys;
    }
}

bool ReplayPlanner::tryPlan(ChipState &state, const Triple &target, bool viaSuggestions, ReplayKeys &keys) const
{
    // First letting later slots take chips from earlier ones; when that does not reach the
    // target, taking every unwanted chip out where it is.
    for (const bool steal : {true, false}) {
        m_steal = steal;
        ChipState tried = state;
        ReplayKeys tryKeys;
        if (viaSuggestions) {
            // The words as the chips put them: plain, the articles optional where the chips put
            // them so.
            const auto put = [&state](const Slot &slot) {
                QStringList words = Slot::realizedText(slot.source()).split(QLatin1Char(' '));
                for (QString &word : words) {
                    if (state.draft.putsOptional(word))
                        word = QLatin1Char('[') + word + QLatin1Char(']');
                }
                return words.join(QLatin1Char(' '));
            };
            const Triple plain(put(target.subject()), put(target.relation()), put(target.object()));
            for (int slot = 0; slot < TripleDraft::kSlotCount; ++slot)
                slotPlan(tried, slot, plain, tryKeys);
            m_keys.toChips(tried, tryKeys);
            const QVector<OptionalSuggestion> suggestions = m_suggester.suggest(tried.draft);
            if (suggestions.isEmpty())
                return false;
            tryKeys.append(ChipKeys::press(Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier));
            for (const OptionalSuggestion &suggestion : suggestions) // what Ctrl+Shift+B does
                suggestion.applyTo(&tried.draft);
        }
        for (int slot = 0; slot < TripleDraft::kSlotCount; ++slot)
            slotPlan(tried, slot, target, tryKeys);
        m_keys.toChips(tried, tryKeys);
        if (tried.draft.line() == line(target)) {
            state = tried;
            keys += tryKeys;
            return true;
        }
        if (qEnvironmentVariableIsSet("OIE_REPLAY_TRACE"))
            qWarning("plan missed: %s\n         got: %s", line(target).toUtf8().toHex(' ').constData(),
                     tried.draft.line().toUtf8().toHex(' ').constData());
    }
    return false;
}

bool ReplayPlanner::plan(ChipState &state, const Triple &target, ReplayKeys &keys) const
{
    ChipState direct = state;
    ReplayKeys directKeys;
    const bool directWorks = tryPlan(direct, target, false, directKeys);
    ChipState suggested = state;
    ReplayKeys suggestedKeys;
    const bool suggestedWorks
        = target.subject().optionalCount() + target.relation().optionalCount() + target.object().optionalCount() > 0
        && tryPlan(suggested, target, true, suggestedKeys);
    ChipKeys::chord(directKeys);
    ChipKeys::chord(suggestedKeys);
    if (suggestedWorks && (!directWorks || suggestedKeys.size() < directKeys.size())) {
        state = suggested;
        keys += suggestedKeys;
        return true;
    }
    if (!directWorks)
        return false;
    state = direct;
    keys += directKeys;
    return true;
}
