#include "core/assist/OptionalWords.h"

#include "core/model/Benchmark.h"
#include "core/model/TripleDraft.h"

OptionalWords::Counts OptionalWords::count(const Sentence &sentence)
{
    Counts counts;
    QSet<QString> aloneHere;
    for (const Synset &synset : sentence.synsets) {
        QSet<QString> lines;
        for (const Triple &triple : synset.triples) {
            if (triple.isInert() || lines.contains(triple.toGoldLine()))
                continue;
            lines.insert(triple.toGoldLine());
            for (int s = 0; s < TripleDraft::kSlotCount; ++s) {
                int group = 0;
                const QVector<DraftWord> words = TripleDraft::readSlot(triple.slot(s), &group);
                for (qsizetype i = 0; i < words.size(); ++i) {
                    const int g = words.at(i).optionalGroup;
                    const bool alone = g != 0 && (i == 0 || words.at(i - 1).optionalGroup != g)
                        && (i + 1 == words.size() || words.at(i + 1).optionalGroup != g);
                    const QString word = words.at(i).text.toLower();
                    Count &c = counts[word];
                    if (alone) {
                        ++c.alone;
                        aloneHere.insert(word);
                    } else {
                        ++c.other;
                    }
                }
            }
        }
    }
    for (const QString &word : std::as_const(aloneHere))
        counts[word].sentences = 1;
    return counts;
}

void OptionalWords::add(Counts *sum, const Counts &counts, int sign)
{
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        Count &c = (*sum)[it.key()];
        c.alone += sign * it->alone;
        c.other += sign * it->other;
        c.sentences += sign * it->sentences;
    }
}

QSet<QString> OptionalWords::learned(const Counts &counts)
{
    QSet<QString> out;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it->sentences >= kFromSentences && it->alone >= kShare * (it->alone + it->other))
            out.insert(it.key());
    }
    return out;
}

void OptionalWordCache::clear()
{
    m_bySentence.clear();
    m_sum.clear();
}

void OptionalWordCache::invalidate(int sentence)
{
    if (sentence < 0 || sentence >= m_bySentence.size() || !m_bySentence.at(sentence))
        return;
    OptionalWords::add(&m_sum, *m_bySentence.at(sentence), -1);
    m_bySentence[sentence].reset();
}

QSet<QString> OptionalWordCache::words(const Benchmark &gold)
{
    const QVector<Sentence> &sentences = gold.sentences();
    if (m_bySentence.size() != sentences.size()) {
        clear();
        m_bySentence = QVector<std::optional<OptionalWords::Counts>>(sentences.size());
    }
    for (qsizetype i = 0; i < sentences.size(); ++i) {
        if (!m_bySentence.at(i)) {
            m_bySentence[i] = OptionalWords::count(sentences.at(i));
            OptionalWords::add(&m_sum, *m_bySentence.at(i));
        }
    }
    return OptionalWords::learned(m_sum);
}
