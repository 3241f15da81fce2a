#include "core/analysis/AnalysisResults.h"

#include "core/base/TextFileLines.h"

#include <QCoreApplication>

AnalysisResults::AnalysisResults() = default;
AnalysisResults::~AnalysisResults() = default;

void AnalysisResults::rebuild(const ScoringSession &session)
{
    m_systems.clear();
    m_buckets.reset();
    m_analysis.reset();
    if (!session.hasGold())
        return;
    m_facet = session.facet();
    m_analysis = std::make_unique<ErrorAnalysis>(session.benchmark(), m_facet);
    buildBuckets(session.benchmark());
    analyzeAll(session);
}

void AnalysisResults::sentenceChanged(const ScoringSession &session, int sentenceIndex)
{
    if (!m_analysis || m_facet != session.facet()) {
        rebuild(session);
        return;
    }
    m_analysis->recompileSentence(sentenceIndex);
    // Buckets count tokens and tags of the gold: an edit may move the sentence.
    buildBuckets(session.benchmark());
    analyzeAll(session);
}

void AnalysisResults::buildBuckets(const Benchmark &gold)
{
    m_buckets = std::make_unique<SentenceBuckets>(gold);
    for (const QString &name : SentenceBuckets::builtInNames())
        m_buckets->addBuiltIn(name);
    for (const UserBucketDimension &dimension : std::as_const(m_userDimensions)) {
        Diagnostics ignored; // reported when the dimension was added
        QString error;
        addTo(m_buckets.get(), dimension, &ignored, &error);
    }
}

bool AnalysisResults::addTo(SentenceBuckets *buckets, const UserBucketDimension &dimension,
                            Diagnostics *diagnostics, QString *error) const
{
    if (dimension.tsvPath.isEmpty())
        return buckets->addBins(dimension.name, dimension.property, dimension.edges, {}, error);
    buckets->addTsv(dimension.tsvBytes, dimension.tsvPath, diagnostics);
    return true;
}

bool AnalysisResults::addUserDimension(UserBucketDimension dimension, Diagnostics *diagnostics, QString *error)
{
    if (!m_buckets) {
        *error = QCoreApplication::translate("AnalysisResults", "Open a gold file first.");
        return false;
    }
    if (!dimension.tsvPath.isEmpty() && dimension.tsvBytes.isEmpty()
        && !TextFileLines::readFile(dimension.tsvPath, &dimension.tsvBytes, error))
        return false;
    if (!addTo(m_buckets.get(), dimension, diagnostics, error))
        return false;
    m_userDimensions.append(dimension);
    return true;
}

void AnalysisResults::clearUserDimensions()
{
    m_userDimensions.clear();
}

void AnalysisResults::analyzeAll(const ScoringSession &session)
{
    m_systems.clear();
    for (int i = 0; i < session.systems().size() && i < session.scores().size(); ++i)
        m_systems.append(m_analysis->analyze(session.systems().at(i), session.scores().at(i)));
}

const SystemAnalysis *AnalysisResults::system(const QString &name) const
{
    for (const SystemAnalysis &analysis : m_systems) {
        if (analysis.name == name)
            return &analysis;
    }
    return nullptr;
}
