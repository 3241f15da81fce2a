#include "AnalysisResults.h"

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
    m_buckets = std::make_unique<SentenceBuckets>(session.benchmark());
    for (const QString &name : SentenceBuckets::builtInNames())
        m_buckets->addBuiltIn(name);
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
    m_buckets = std::make_unique<SentenceBuckets>(session.benchmark());
    for (const QString &name : SentenceBuckets::builtInNames())
        m_buckets->addBuiltIn(name);
    analyzeAll(session);
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
