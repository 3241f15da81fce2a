#include "core/analysis/FacetOverview.h"

FacetOverview::FacetOverview() = default;
FacetOverview::~FacetOverview() = default;

QVector<Facet> FacetOverview::facets()
{
    return {Facet::Default, Facet::Concat, Facet::Minimal, Facet::MinimalConcat, Facet::Entity};
}

void FacetOverview::clear()
{
    m_scorers.clear();
    m_scores.clear();
    m_sentenceIds.clear();
}

void FacetOverview::rebuild(const ScoringSession &session)
{
    clear();
    if (!session.hasGold())
        return;
    const Benchmark &benchmark = session.benchmark();
    for (const Sentence &sentence : benchmark.sentences())
        m_sentenceIds.append(sentence.id);
    for (const Facet facet : facets()) {
        auto scorer = std::make_unique<BenchieScorer>(benchmark, facet);
        QVector<SystemScore> scores;
        scores.reserve(session.systems().size());
        for (int i = 0; i < session.systems().size(); ++i) {
            // The session already scored its own facet.
            if (facet == session.facet() && i < session.scores().size())
                scores.append(session.scores().at(i));
            else
                scores.append(scorer->score(session.systems().at(i)));
        }
        m_scorers.push_back(std::move(scorer));
        m_scores.append(scores);
    }
}

void FacetOverview::rescoreSentence(const ScoringSession &session, int sentenceIndex)
{
    const QVector<Sentence> &sentences = session.benchmark().sentences();
    if (sentenceIndex < 0 || sentenceIndex >= sentences.size() || m_scorers.empty())
        return;
    const bool stale = m_sentenceIds.size() != sentences.size()
        || m_sentenceIds.at(sentenceIndex) != sentences.at(sentenceIndex).id
        || m_scores.first().size() != session.systems().size();
    if (stale) {
        rebuild(session);
        return;
    }
    for (size_t f = 0; f < m_scorers.size(); ++f) {
        m_scorers[f]->recompileSentence(sentenceIndex);
        QVector<SystemScore> &scores = m_scores[int(f)];
        for (int i = 0; i < scores.size(); ++i)
            m_scorers[f]->rescoreSentence(session.systems().at(i), sentenceIndex, &scores[i]);
    }
}

bool FacetOverview::hasGold(int facetIndex) const
{
    if (facetIndex < 0 || facetIndex >= m_scores.size() || m_scores.at(facetIndex).isEmpty())
        return false;
    const ScoreCounts &totals = m_scores.at(facetIndex).first().totals;
    return totals.tp + totals.fn > 0;
}

const SystemScore *FacetOverview::score(int facetIndex, const QString &system) const
{
    if (facetIndex < 0 || facetIndex >= m_scores.size())
        return nullptr;
    for (const SystemScore &score : m_scores.at(facetIndex)) {
        if (score.name == system)
            return &score;
    }
    return nullptr;
}
