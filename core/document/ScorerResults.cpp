#include "core/document/ScorerResults.h"

#include "core/carb/CarbGoldReader.h"
#include "core/carb/CarbSystemReader.h"
#include "core/document/ScoringSession.h"
#include "core/fl/FlScorer.h"

#include <QElapsedTimer>
#include <QHash>

bool ScorerResults::setCarbGold(const QString &path, Diagnostics *diagnostics, QString *error)
{
    CarbCorpus gold;
    if (!CarbGoldReader::readFile(path, &gold, diagnostics, error))
        return false;
    m_carbGold = std::move(gold);
    m_carbGoldPath = path;
    m_carbValid = false;
    return true;
}

void ScorerResults::detachCarbGold()
{
    m_carbGoldPath.clear();
    m_carbGold = CarbCorpus();
    m_carb.clear();
    m_carbValid = false;
}

void ScorerResults::rebuildCarb(const ScoringSession &session, Diagnostics *diagnostics)
{
    m_carb.clear();
    m_carbValid = hasCarbGold();
    if (!m_carbValid)
        return;
    const QHash<QString, QString> sentences = session.benchmark().sentenceTexts();
    for (const SystemOutput &output : session.systems()) {
        const CarbCorpus system = CarbSystemReader::fromExtractions(output, sentences, diagnostics);
        CarbSystem scored{output.name, CarbScorer::score(m_carbGold, system), CarbCount(), system};
        CarbCount &count = scored.count;
        count.read = int(output.extractions.size());
        for (const Extraction &extraction : output.extractions)
            count.withoutSentence += sentences.contains(extraction.sentenceId) ? 0 : 1;
        count.unreadable = count.read - count.withoutSentence - system.addedTupleCount();
        count.replaced = system.addedTupleCount() - system.tupleCount();
        count.counted = scored.result.systemTuples;
        count.outsideCarbGold = system.tupleCount() - count.counted;
        m_carb.append(scored);
    }
}

void ScorerResults::setFlOptions(const FlOptions &options)
{
    if (options == m_flOptions)
        return;
    m_flOptions = options;
    m_flValid = false;
}

void ScorerResults::rebuildFl(const ScoringSession &session, Diagnostics *diagnostics)
{
    QElapsedTimer timer;
    timer.start();
    m_fl.clear();
    const FlScorer scorer(session.benchmark(), m_flOptions);
    for (const SystemOutput &output : session.systems())
        m_fl.append(scorer.scoreLoaded(output, diagnostics));
    m_flValid = true;
    m_flNs = timer.nsecsElapsed();
}

void ScorerResults::invalidate()
{
    m_carbValid = false;
    m_flValid = false;
}
