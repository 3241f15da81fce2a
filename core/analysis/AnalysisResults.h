#pragma once

#include "core/analysis/ErrorAnalysis.h"
#include "core/analysis/SentenceBuckets.h"
#include "core/document/ScoringSession.h"
#include "core/model/UserBucketDimension.h"

#include <QByteArray>
#include <QString>
#include <QVector>

#include <memory>

// The error analyses of every system of a session (slot errors, error buckets, per-extraction
// diagnoses) and the sentence buckets (built in and user-defined), kept for the evaluation
// workspace and recomputed from the session when it changes.
class AnalysisResults
{
public:
    AnalysisResults();
    ~AnalysisResults();

    void rebuild(const ScoringSession &session);
    // One gold sentence changed: recompiles it and analyses the systems again.
    void sentenceChanged(const ScoringSession &session, int sentenceIndex);

    // Adds a user-defined dimension (kept over rebuilds); false with *error when its property,
    // edges or file are wrong. Diagnostics of a TSV file go to *diagnostics.
    bool addUserDimension(UserBucketDimension dimension, Diagnostics *diagnostics, QString *error);
    void clearUserDimensions();
    const QVector<UserBucketDimension> &userDimensions() const { return m_userDimensions; }

    // Parallel to the session's systems.
    const QVector<SystemAnalysis> &systems() const { return m_systems; }
    const SystemAnalysis *system(const QString &name) const;
    const SentenceBuckets *buckets() const { return m_buckets.get(); }

private:
    void analyzeAll(const ScoringSession &session);
    void buildBuckets(const Benchmark &gold);
    bool addTo(SentenceBuckets *buckets, const UserBucketDimension &dimension, Diagnostics *diagnostics,
               QString *error) const;

    std::unique_ptr<ErrorAnalysis> m_analysis;
    std::unique_ptr<SentenceBuckets> m_buckets;
    QVector<SystemAnalysis> m_systems;
    QVector<UserBucketDimension> m_userDimensions;
    Facet m_facet = Facet::Default;
};
