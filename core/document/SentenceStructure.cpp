#include "core/document/SentenceStructure.h"

#include "core/text/PtbTokenizer.h"

#include <QSet>

#include <algorithm>

namespace {

// Every word of every triple of the synset is among `tokens` (as many times as used).
bool holdsSynset(const Synset &synset, const QStringList &tokens)
{
    bool any = false;
    for (const Triple &triple : synset.triples) {
        if (triple.isInert())
            continue;
        any = true;
        QStringList left = tokens;
        for (const QString &word : SentenceStructure::tripleWords(triple)) {
            if (!left.removeOne(word))
                return false;
        }
    }
    return any;
}

// Per-token annotations parallel to the tokens are cut (or joined) with them; others dropped.
template <typename List> List sliceParallel(const List &values, qsizetype tokens, qsizetype from, qsizetype count)
{
    return values.size() == tokens ? values.mid(from, count) : List();
}

void clearParse(Sentence *sentence)
{
    // A dependency parse does not survive a cut (heads point across it).
    sentence->heads.clear();
    sentence->relations.clear();
}

} // namespace

void SentenceStructure::dropStaleHeaders(Sentence *sentence)
{
    for (int k = 0; k < sentence->synsets.size(); ++k) {
        Synset &synset = sentence->synsets[k];
        const QString canonical
            = sentence->id + QStringLiteral("--> Cluster ") + QString::number(k + 1) + QLatin1Char(':');
        if (!synset.headerLine.isNull() && synset.headerLine != canonical)
            synset.headerLine = QString();
    }
}

QStringList SentenceStructure::tripleWords(const Triple &triple)
{
    QStringList words;
    for (int slot = 0; slot < 3; ++slot) {
        QString text = triple.slot(slot).source();
        text.remove(QLatin1Char('[')).remove(QLatin1Char(']'));
        words += text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    }
    return words;
}

QVector<Sentence> SentenceStructure::split(const Sentence &sentence, int token)
{
    const qsizetype n = sentence.tokens.size();
    if (token <= 0 || token >= n)
        return {};
    Sentence first = sentence;
    Sentence second = sentence;
    first.tokens = sentence.tokens.mid(0, token);
    second.tokens = sentence.tokens.mid(token);
    first.posTags = sliceParallel(sentence.posTags, n, 0, token);
    second.posTags = sliceParallel(sentence.posTags, n, token, n - token);
    first.universalTags = sliceParallel(sentence.universalTags, n, 0, token);
    second.universalTags = sliceParallel(sentence.universalTags, n, token, n - token);
    first.entityLabels = sliceParallel(sentence.entityLabels, n, 0, token);
    second.entityLabels = sliceParallel(sentence.entityLabels, n, token, n - token);
    clearParse(&first);
    clearParse(&second);
    first.text = first.tokens.join(QLatin1Char(' '));
    second.text = second.tokens.join(QLatin1Char(' '));
    first.rawLine.clear();
    second.rawLine.clear();
    // Synsets and draft synsets go to the part that holds their words (the first when both do).
    const auto distribute = [&](const QVector<Synset> &from, QVector<Synset> *toFirst, QVector<Synset> *toSecond) {
        toFirst->clear();
        toSecond->clear();
        for (const Synset &synset : from) {
            if (holdsSynset(synset, second.tokens) && !holdsSynset(synset, first.tokens))
                toSecond->append(synset);
            else
                toFirst->append(synset);
        }
    };
    distribute(sentence.synsets, &first.synsets, &second.synsets);
    distribute(sentence.drafts, &first.drafts, &second.drafts);
    second.sourceLine = 0;
    return {first, second};
}

Sentence SentenceStructure::merge(const Sentence &first, const Sentence &second)
{
    Sentence merged = first;
    merged.tokens = first.tokens + second.tokens;
    const auto joined = [&](const QStringList &a, const QStringList &b) {
        return a.size() == first.tokens.size() && b.size() == second.tokens.size() ? a + b : QStringList();
    };
    merged.posTags = joined(first.posTags, second.posTags);
    merged.universalTags = joined(first.universalTags, second.universalTags);
    merged.entityLabels
        = joined(first.entityLabels.isEmpty() ? QStringList(first.tokens.size(), QString()) : first.entityLabels,
                 second.entityLabels.isEmpty() ? QStringList(second.tokens.size(), QString()) : second.entityLabels);
    if (std::all_of(merged.entityLabels.cbegin(), merged.entityLabels.cend(),
                    [](const QString &l) { return l.isEmpty(); }))
        merged.entityLabels.clear();
    if (merged.posTags.isEmpty() && merged.universalTags.isEmpty())
        merged.tagSource.clear();
    clearParse(&merged);
    merged.text = merged.tokens.join(QLatin1Char(' '));
    merged.rawLine.clear();
    merged.synsets = first.synsets + second.synsets;
    merged.drafts = first.drafts + second.drafts;
    merged.inGold = first.inGold || second.inGold;
    return merged;
}

Sentence SentenceStructure::withText(const Sentence &sentence, const QString &text)
{
    Sentence edited = sentence;
    edited.tokens = PtbTokenizer::tokenize(text);
    edited.text = edited.tokens.join(QLatin1Char(' '));
    edited.posTags.clear();
    edited.universalTags.clear();
    edited.entityLabels.clear();
    edited.tagSource.clear();
    clearParse(&edited);
    edited.rawLine.clear();
    return edited;
}

QStringList SentenceStructure::wordsLost(const Sentence &sentence, const QStringList &tokens)
{
    const QSet<QString> words(tokens.cbegin(), tokens.cend());
    QStringList lost;
    for (int s = 0; s < sentence.synsets.size(); ++s) {
        const QVector<Triple> &triples = sentence.synsets.at(s).triples;
        for (int t = 0; t < triples.size(); ++t) {
            if (triples.at(t).isInert())
                continue;
            for (const QString &word : tripleWords(triples.at(t))) {
                if (!words.contains(word)) {
                    lost.append(QStringLiteral("%1.%2").arg(s + 1).arg(t + 1));
                    break;
                }
            }
        }
    }
    return lost;
}

bool SentenceStructure::numberedByPosition(const QVector<Sentence> &sentences)
{
    for (int i = 0; i < sentences.size(); ++i) {
        if (sentences.at(i).id != QString::number(i + 1))
            return false;
    }
    return true;
}

int SentenceStructure::assignIds(const QVector<Sentence> &all, int first, int removed, bool mayRenumber,
                                 QVector<Sentence> *replacement)
{
    if (replacement->isEmpty())
        return removed;
    if (mayRenumber && numberedByPosition(all)) {
        *replacement += all.mid(first + removed);
        for (int i = 0; i < replacement->size(); ++i) {
            Sentence &sentence = (*replacement)[i];
            const QString id = QString::number(first + i + 1);
            if (sentence.id != id) {
                sentence.id = id;
                sentence.rawLine.clear(); // the sent_id line is written anew
            }
            dropStaleHeaders(&sentence);
        }
        return int(all.size()) - first;
    }
    QSet<QString> taken;
    for (const Sentence &sentence : all)
        taken.insert(sentence.id);
    const QString base = replacement->constFirst().id;
    for (int i = 1; i < replacement->size(); ++i) {
        Sentence &sentence = (*replacement)[i];
        if (!taken.contains(sentence.id) && sentence.id != base)
            continue;
        int suffix = 2;
        while (taken.contains(base + QLatin1Char('.') + QString::number(suffix)))
            ++suffix;
        sentence.id = base + QLatin1Char('.') + QString::number(suffix);
        sentence.rawLine.clear();
        taken.insert(sentence.id);
    }
    for (Sentence &sentence : *replacement)
        dropStaleHeaders(&sentence);
    return removed;
}
