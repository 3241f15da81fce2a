#pragma once

#include "ErrorAnalysis.h"
#include "ScoringSession.h"
#include "SentenceBuckets.h"

#include <QVector>

#include <memory>

// The error analyses of every system of a session (slot errors, error buckets, per-extraction
// diagnoses) and the built-in sentence buckets, kept for the evaluation workspace and
// recomputed from the session when it changes.
class AnalysisResults
{
public:
    AnalysisResults();
    ~AnalysisResults();

    void rebuild(const ScoringSession &session);
    // One gold sentence changed: recompiles it and analyses the systems again.
    void sentenceChanged(const ScoringSession &session, int sentenceIndex);

    // Parallel to the session's systems.
    const QVector<SystemAnalysis> &systems() const { return m_systems; }
    const SystemAnalysis *system(const QString &name) const;
    const SentenceBuckets *buckets() const { return m_buckets.get(); }

private:
    void analyzeAll(const ScoringSession &session);

    std::unique_ptr<ErrorAnalysis> m_analysis;
    std::unique_ptr<SentenceBuckets> m_buckets;
    QVector<SystemAnalysis> m_systems;
    Facet m_facet = Facet::Default;
};
