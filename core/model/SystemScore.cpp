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

const QVector<int> &ExtractionResult::creditedSynsets() const
{
    static const QVector<int> none;
    return m_credits ? m_credits->synsets : none;
}

const QVector<MatchRule> &ExtractionResult::creditedRules() const
{
    static const QVector<MatchRule> none;
    return m_credits ? m_credits->rules : none;
}

void ExtractionResult::addCredit(int synset, MatchRule rule)
{
    if (!m_credits)
        m_credits = new Credits;
    m_credits->synsets.append(synset);
    m_credits->rules.append(rule);
}

QString ExtractionResult::ruleName(MatchRule rule)
{
    switch (rule) {
    case MatchRule::None:
        return QString();
    case MatchRule::Exact:
        return QStringLiteral("exact");
    case MatchRule::Concat:
        return QStringLiteral("concat");
    case MatchRule::Alternative:
        return QStringLiteral("alternative");
    case MatchRule::Detail:
        return QStringLiteral("detail");
    case MatchRule::ExactNoPunct:
        return QStringLiteral("exact-nopunct");
    case MatchRule::DetailNoPunct:
        return QStringLiteral("detail-nopunct");
    }
    return QString();
}

QString ExtractionResult::quirkText(FlQuirk quirk)
{
    switch (quirk) {
    case FlQuirk::None:
        return QString();
    case FlQuirk::FirstOccurrence:
        return QStringLiteral("official: credited to the first occurrence of the same string");
    case FlQuirk::LaterOccurrence:
        return QStringLiteral("official: credited with the clusters of a later occurrence");
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

// Scores hold one per extraction: keep it small (see the struct's comment).
static_assert(sizeof(ExtractionResult) <= 40, "ExtractionResult grew");
