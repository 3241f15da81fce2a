#pragma once

#include "core/benchie/BenchieScorer.h"
#include "core/document/ScoringSession.h"
#include "core/model/Facet.h"
#include "core/model/SystemScore.h"

#include <QStringList>
#include <QVector>

#include <memory>

// The scores of every system of a session under every BenchIE facet (the per-facet
// overview): one BenchieScorer per facet, kept so that a sentence edit rescores only that
// sentence. The scores are derived from the session's gold and systems, never edited.
class FacetOverview
{
public:
    FacetOverview();
    ~FacetOverview();
    FacetOverview(const FacetOverview &) = delete;
    FacetOverview &operator=(const FacetOverview &) = delete;

    static QVector<Facet> facets();

    // Scores every system under every facet again.
    void rebuild(const ScoringSession &session);
    // The gold of one sentence changed: rescores it under every facet (the whole overview when
    // the sentence ids changed, as the session then reads the systems again).
    void rescoreSentence(const ScoringSession &session, int sentenceIndex);
    void clear();

    // [facet index in facets()][system index in the session]
    const QVector<QVector<SystemScore>> &scores() const { return m_scores; }
    const SystemScore *score(int facetIndex, const QString &system) const;
    // Whether the gold has a synset under the facet (scored by the first system: every system
    // is scored against the same gold). False, for example, under Entity when no triple is
    // flagged entity-clean: its F1 is then undefined, not 0.
    bool hasGold(int facetIndex) const;

private:
    std::vector<std::unique_ptr<BenchieScorer>> m_scorers; // parallel to facets()
    QVector<QVector<SystemScore>> m_scores;
    QStringList m_sentenceIds; // as scored, to notice id edits
};
