#include "core/model/SystemScore.h"

QString ExtractionResult::verdictName(ExtractionVerdict verdict)
{
    switch (verdict) {
    case ExtractionVerdict::Correct:
        return QStringLiteral("correct");
    case ExtractionVerdict::Incorrect:
        return QStringLiteral("incorrect");
    case ExtractionVerdict::Ignored:
        return QStringLiteral("ignored");
    }
    return QString();
}

// docs/scoring/benchie.md 1.5: precision mixes covered synsets with incorrect extractions.
double ScoreCounts::precision() const
{
    return tp + fp == 0 ? 0.0 : double(tp) / double(tp + fp);
}

double ScoreCounts::recall() const
{
    return tp + fn == 0 ? 0.0 : double(tp) / double(tp + fn);
}

double ScoreCounts::f1() const
{
    const double p = precision();
    const double r = recall();
    return p + r == 0.0 ? 0.0 : 2.0 * (p * r) / (p + r);
}

ScoreCounts &ScoreCounts::operator+=(const ScoreCounts &other)
{
    tp += other.tp;
    fp += other.fp;
    fn += other.fn;
    correct += other.correct;
    return *this;
}

double SystemScore::precision() const
{
    if (!extractionPrecision)
        return totals.precision();
    const int all = totals.correct + totals.fp;
    return all == 0 ? 0.0 : double(totals.correct) / double(all);
}

double SystemScore::f1() const
{
    if (!extractionPrecision)
        return totals.f1();
    const double p = precision();
    const double r = recall();
    return p + r == 0.0 ? 0.0 : 2.0 * (p * r) / (p + r);
}

SystemScore SystemScore::emptyFor(const SystemOutput &output, int sentenceCount)
{
    SystemScore score;
    score.name = output.name;
    score.path = output.path;
    score.extractions = int(output.extractions.size());
    score.results.resize(output.extractions.size());
    score.perSentence.resize(sentenceCount);
    score.coverage.resize(sentenceCount);
    return score;
}
