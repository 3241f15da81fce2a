#include "CompiledGold.h"

bool CompiledTriple::matchesSlots(const QStringView candidate[3], bool trimRealization) const
{
    for (int s = 0; s < 3; ++s) {
        if (!slotMatchers[s].matches(candidate[s], trimRealization))
            return false;
    }
    return true;
}

bool CompiledTriple::matchesJoined(QStringView joined) const
{
    thread_local std::vector<char> subjectEnds;
    thread_local std::vector<char> relationEnds;
    thread_local std::vector<char> objectEnds;
    const int n = int(joined.size());
    slotMatchers[0].endPositions(joined, 0, true, subjectEnds);
    for (int b1 = 0; b1 < n; ++b1) {
        if (!subjectEnds[size_t(b1)] || joined.at(b1) != QLatin1Char(' '))
            continue;
        slotMatchers[1].endPositions(joined, b1 + 1, true, relationEnds);
        for (int b2 = b1 + 1; b2 < n; ++b2) {
            if (!relationEnds[size_t(b2)] || joined.at(b2) != QLatin1Char(' '))
                continue;
            slotMatchers[2].endPositions(joined, b2 + 1, true, objectEnds);
            if (objectEnds[size_t(n)])
                return true;
        }
    }
    return false;
}

CompiledGold::CompiledGold(const Benchmark &benchmark, Facet facet)
    : m_facet(facet)
{
    m_sentences.reserve(benchmark.sentences().size());
    for (const Sentence &sentence : benchmark.sentences())
        m_sentences.append(compileSentence(sentence));
}

void CompiledGold::recompileSentence(const Benchmark &benchmark, int sentenceIndex)
{
    while (m_sentences.size() < benchmark.sentences().size())
        m_sentences.append(QVector<CompiledSynset>());
    m_sentences[sentenceIndex] = compileSentence(benchmark.sentences().at(sentenceIndex));
}

CompiledTriple CompiledGold::compileTriple(const Triple &triple, Facet facet)
{
    CompiledTriple compiled;
    for (int s = 0; s < 3; ++s) {
        if (Facets::isMinimal(facet))
            compiled.slotMatchers[s] = CompiledSlot(Slot(Slot::minimalText(triple.slot(s).source())));
        else
            compiled.slotMatchers[s] = CompiledSlot(triple.slot(s));
    }
    return compiled;
}

QVector<CompiledSynset> CompiledGold::compileSentence(const Sentence &sentence) const
{
    QVector<CompiledSynset> result;
    for (int k = 0; k < sentence.synsets.size(); ++k) {
        const Synset &synset = sentence.synsets.at(k);
        if (!synset.scored)
            continue;
        CompiledSynset compiled;
        compiled.synsetIndex = k;
        for (const Triple &triple : synset.triples) {
            if (triple.isInert())
                continue;
            if (m_facet == Facet::Entity && !triple.isEntityClean())
                continue;
            compiled.triples.append(compileTriple(triple, m_facet));
        }
        // The entity gold keeps only synsets with an entity-clean triple.
        if (m_facet == Facet::Entity && compiled.triples.isEmpty())
            continue;
        result.append(compiled);
    }
    return result;
}
