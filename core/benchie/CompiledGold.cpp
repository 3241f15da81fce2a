#include "core/benchie/CompiledGold.h"

#include "core/base/TwoThreads.h"

namespace TripleMatch {

bool joined(const CompiledSlot &subject, const CompiledSlot &relation, const CompiledSlot &object,
            QStringView joined)
{
    thread_local std::vector<char> subjectEnds;
    thread_local std::vector<char> relationEnds;
    thread_local std::vector<char> objectEnds;
    const int n = int(joined.size());
    // Cheap refusals first: most gold triples of a sentence cannot match a given candidate.
    if (n < 2 || n > subject.maxLength() + relation.maxLength() + object.maxLength() + 2
        || !subject.mayStartJoined(joined.front()) || !object.mayEndJoined(joined.back())
        || !subject.fixedTextsOccurIn(joined) || !relation.fixedTextsOccurIn(joined)
        || !object.fixedTextsOccurIn(joined))
        return false;
    subject.endPositions(joined, 0, true, subjectEnds);
    for (int b1 = 0; b1 < n; ++b1) {
        if (!subjectEnds[size_t(b1)] || joined.at(b1) != QLatin1Char(' '))
            continue;
        relation.endPositions(joined, b1 + 1, true, relationEnds);
        for (int b2 = b1 + 1; b2 < n; ++b2) {
            if (!relationEnds[size_t(b2)] || joined.at(b2) != QLatin1Char(' '))
                continue;
            object.endPositions(joined, b2 + 1, true, objectEnds);
            if (objectEnds[size_t(n)])
                return true;
        }
    }
    return false;
}

} // namespace TripleMatch

bool CompiledSentence::matchesJoined(const CompiledTriple &triple, QStringView joined) const
{
    return TripleMatch::joined(slot(triple, 0), slot(triple, 1), slot(triple, 2), joined);
}

bool CompiledSentence::matchesUntrimmed(const CompiledTriple &triple, const QStringView candidate[3],
                                        const QStringView trimmed[3]) const
{
    for (int p = 0; p < 3; ++p) {
        const CompiledSlot &gold = slot(triple, p);
        if (candidate[p].size() == trimmed[p].size() && gold.hasCleanEdges())
            continue; // as good as the trimmed match, which holds
        if (!gold.matches(candidate[p], false))
            return false;
    }
    return true;
}

SlotMatchMemo::SlotMatchMemo(const CompiledSentence &sentence)
    : m_sentence(sentence)
    , m_slotCount(sentence.slotTable.size())
{
}

int SlotMatchMemo::row(QStringView trimmedCandidate)
{
    const auto it = m_rowOf.constFind(trimmedCandidate);
    if (it != m_rowOf.constEnd())
        return it.value();
    const int row = int(m_candidates.size());
    m_rowOf.insert(trimmedCandidate, row);
    m_candidates.push_back(trimmedCandidate);
    m_results.resize(m_results.size() + m_slotCount, -1);
    return row;
}

bool SlotMatchMemo::matches(int row, int slotId)
{
    signed char &result = m_results[size_t(row) * m_slotCount + size_t(slotId)];
    if (result < 0)
        result = m_sentence.slotTable[size_t(slotId)].matches(m_candidates[size_t(row)], true) ? 1 : 0;
    return result == 1;
}

bool SlotMatchMemo::matchesSlots(const CompiledTriple &triple, const int rows[3])
{
    for (int p = 0; p < 3; ++p) {
        if (!matches(rows[p], triple.slotIds[p]))
            return false;
    }
    return true;
}

CompiledGold::CompiledGold(const Benchmark &benchmark, Facet facet)
    : m_facet(facet)
{
    // Sentences compile independently: two threads share a large gold.
    const QVector<Sentence> &sentences = benchmark.sentences();
    const qsizetype count = sentences.size();
    m_sentences.resize(count);
    CompiledSentence *const out = m_sentences.data();
    constexpr qsizetype kWorthAThread = 64;
    TwoThreads::forEach(
        count, [&](qsizetype i, int) { out[i] = compileSentence(sentences.at(i)); }, kWorthAThread);
}

void CompiledGold::recompileSentence(const Benchmark &benchmark, int sentenceIndex)
{
    while (m_sentences.size() < benchmark.sentences().size())
        m_sentences.append(CompiledSentence());
    m_sentences[sentenceIndex] = compileSentence(benchmark.sentences().at(sentenceIndex));
}

QString CompiledGold::facetSlotText(const Slot &slot, Facet facet)
{
    return Facets::isMinimal(facet) ? Slot::minimalText(slot.source()) : slot.source();
}

CompiledSentence CompiledGold::caseFolded(const Sentence &sentence) const
{
    return compileSentence(sentence, Case::Folded);
}

CompiledSentence CompiledGold::compileSentence(const Sentence &sentence, Case letterCase) const
{
    CompiledSentence result;
    QHash<QString, int> slotIds;
    auto slotId = [&](const Slot &slot) {
        QString text = facetSlotText(slot, m_facet);
        if (letterCase == Case::Folded)
            text = text.toLower();
        auto it = slotIds.constFind(text);
        if (it != slotIds.constEnd())
            return it.value();
        result.slotTable.emplace_back(Facets::isMinimal(m_facet) || letterCase == Case::Folded ? Slot(text) : slot);
        const int id = int(result.slotTable.size()) - 1;
        slotIds.insert(text, id);
        return id;
    };
    for (int k = 0; k < sentence.synsets.size(); ++k) {
        const Synset &synset = sentence.synsets.at(k);
        if (!synset.scored)
            continue;
        CompiledSynset compiled;
        compiled.synsetIndex = k;
        for (int t = 0; t < synset.triples.size(); ++t) {
            const Triple &triple = synset.triples.at(t);
            if (triple.isInert())
                continue;
            if (m_facet == Facet::Entity && !triple.isEntityClean())
                continue;
            CompiledTriple compiledTriple;
            compiledTriple.tripleIndex = t;
            for (int p = 0; p < 3; ++p)
                compiledTriple.slotIds[p] = slotId(triple.slot(p));
            compiled.triples.append(compiledTriple);
        }
        // The entity gold keeps only synsets with an entity-clean triple.
        if (m_facet == Facet::Entity && compiled.triples.isEmpty())
            continue;
        result.synsets.append(compiled);
    }
    return result;
}
