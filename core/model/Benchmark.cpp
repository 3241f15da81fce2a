#include "core/model/Benchmark.h"

void Benchmark::appendSentence(const Sentence &sentence)
{
    m_sentences.append(sentence);
    if (!m_index.contains(sentence.id))
        m_index.insert(sentence.id, int(m_sentences.size()) - 1);
}

int Benchmark::indexOf(const QString &sentenceId) const
{
    return m_index.value(sentenceId, -1);
}

void Benchmark::rebuildIndex()
{
    m_index.clear();
    for (int i = 0; i < m_sentences.size(); ++i) {
        if (!m_index.contains(m_sentences.at(i).id))
            m_index.insert(m_sentences.at(i).id, i);
    }
}

QHash<QString, QString> Benchmark::sentenceTexts() const
{
    QHash<QString, QString> texts;
    texts.reserve(m_sentences.size());
    for (const Sentence &sentence : m_sentences) {
        if (!texts.contains(sentence.id))
            texts.insert(sentence.id, sentence.text);
    }
    return texts;
}

int Benchmark::synsetCount() const
{
    int count = 0;
    for (const Sentence &sentence : m_sentences)
        count += int(sentence.synsets.size());
    return count;
}

int Benchmark::tripleCount() const
{
    int count = 0;
    for (const Sentence &sentence : m_sentences) {
        for (const Synset &synset : sentence.synsets)
            count += synset.matchableTripleCount();
    }
    return count;
}

bool Benchmark::hasEntityMarks() const
{
    for (const Sentence &sentence : m_sentences) {
        for (const Synset &synset : sentence.synsets) {
            for (const Triple &triple : synset.triples) {
                if (triple.isEntityClean())
                    return true;
            }
        }
    }
    return false;
}

Benchmark Benchmark::entityGold() const
{
    Benchmark result;
    result.fileName = fileName;
    result.layout.lineEnd = layout.lineEnd;
    result.layout.finalNewline = layout.finalNewline;
    result.layout.trailingBlankLines = layout.trailingBlankLines;
    for (const Sentence &sentence : m_sentences) {
        Sentence kept = sentence;
        kept.synsets.clear();
        for (const Synset &synset : sentence.synsets) {
            Synset entitySynset;
            for (const Triple &triple : synset.triples) {
                if (!triple.isInert() && triple.isEntityClean())
                    entitySynset.triples.append(triple);
            }
            if (entitySynset.triples.isEmpty())
                continue;
            // Renumber the header: the entity gold is a BenchIE file of its own.
            entitySynset.headerLine = sentence.id + QStringLiteral("--> Cluster ")
                + QString::number(kept.synsets.size() + 1) + QLatin1Char(':');
            kept.synsets.append(entitySynset);
        }
        result.appendSentence(kept);
    }
    return result;
}
