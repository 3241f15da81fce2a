#include "core/stats/SentenceOutcomes.h"

int SentenceOutcomes::sentenceCount() const
{
    switch (kind) {
    case Kind::Counts:
        return int(counts.size());
    case Kind::CarbCurve:
    case Kind::Oie2016Curve:
        return int(goldCounted.size());
    }
    return 0;
}

SentenceOutcomes SentenceOutcomes::fromScore(const SystemScore &score)
{
    SentenceOutcomes outcomes;
    outcomes.kind = Kind::Counts;
    outcomes.extractionPrecision = score.extractionPrecision;
    outcomes.counts.reserve(score.perSentence.size());
    for (const ScoreCounts &sentence : score.perSentence)
        outcomes.counts.append(
            {sentence.correct + sentence.fp, sentence.correct, sentence.tp + sentence.fn, sentence.tp});
    return outcomes;
}

QVector<SentenceOutcomes> SentenceOutcomes::fromScores(const QVector<SystemScore> &scores)
{
    QVector<SentenceOutcomes> outcomes;
    for (const SystemScore &score : scores)
        outcomes.append(fromScore(score));
    return outcomes;
}
