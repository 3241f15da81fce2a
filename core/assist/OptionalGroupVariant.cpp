#include "core/assist/OptionalGroupVariant.h"

#include "core/assist/SlotWords.h"

namespace {

// Where the phrase starts among the words (each occurrence, not overlapping).
QVector<int> occurrences(const QVector<DraftWord> &words, const QStringList &phrase)
{
    QVector<int> out;
    const int n = int(phrase.size());
    for (int i = 0; n > 0 && i + n <= words.size(); ++i) {
        bool same = true;
        for (int k = 0; k < n && same; ++k)
            same = words.at(i + k).text == phrase.at(k);
        if (same) {
            out.append(i);
            i += n - 1;
        }
    }
    return out;
}

} // namespace

Synset OptionalGroupVariant::toggle(const Synset &synset, int slot, const QStringList &phrase, int *changed,
                                    bool *madeOptional)
{
    const int n = int(phrase.size());
    QVector<QVector<DraftWord>> words(synset.triples.size());
    bool anyPlain = false;
    for (int t = 0; t < synset.triples.size(); ++t) {
        const Triple &triple = synset.triples.at(t);
        if (triple.isInert())
            continue;
        int group = 0;
        words[t] = TripleDraft::readSlot(triple.slot(slot), &group);
        for (int at : occurrences(words.at(t), phrase)) {
            for (int k = 0; k < n; ++k)
                anyPlain = anyPlain || words.at(t).at(at + k).optionalGroup == 0;
        }
    }
    Synset out = synset;
    int count = 0;
    for (int t = 0; t < synset.triples.size(); ++t) {
        QVector<DraftWord> &slotWords = words[t];
        const QVector<int> found = occurrences(slotWords, phrase);
        if (found.isEmpty())
            continue;
        bool edited = false;
        for (int at : found) {
            bool plain = true;
            for (int k = 0; k < n; ++k)
                plain = plain && slotWords.at(at + k).optionalGroup == 0;
            if (anyPlain && !plain)
                continue; // partly optional already: left as it is
            const int group = anyPlain ? SlotWords::nextGroup(slotWords) : 0;
            for (int k = 0; k < n; ++k) {
                edited = edited || slotWords.at(at + k).optionalGroup != group;
                slotWords[at + k].optionalGroup = group;
            }
        }
        if (!edited || !SlotWords::hasFixedWord(slotWords))
            continue; // unchanged, or a slot that could become empty: left as it was
        out.triples[t].setSlot(slot, TripleDraft::writeSlot(slotWords));
        ++count;
    }
    if (changed)
        *changed = count;
    if (madeOptional)
        *madeOptional = anyPlain;
    return out;
}
