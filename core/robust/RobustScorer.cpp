#include "core/robust/RobustScorer.h"

#include "core/base/TextFileLines.h"
#include "core/carb/CarbScorer.h"

#include <QHash>

#include <algorithm>

namespace {

CarbCorpus corpusOf(const RobustSentence &sentence)
{
    CarbCorpus corpus;
    for (const CarbTuple &tuple : sentence.tuples)
        corpus.addTuple(sentence.text, tuple);
    DiagnosticSink quiet(nullptr, QString());
    corpus.finish(quiet);
    return corpus;
}

double fromMeans(double precision, double recall)
{
    return precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0.0;
}

VarianceSummary summarize(std::vector<double> values)
{
    VarianceSummary summary;
    if (values.empty())
        return summary;
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    summary.minimum = values.front();
    summary.maximum = values.back();
    summary.median = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    double sum = 0;
    for (double value : values)
        sum += value;
    summary.mean = sum / double(n);
    return summary;
}

} // namespace

RobustSentenceScore RobustScorer::scoreSentence(const RobustSentence &gold, const RobustSentence *system)
{
    RobustSentenceScore score;
    score.text = gold.text;
    const CarbResult result = CarbScorer::score(corpusOf(gold), system ? corpusOf(*system) : CarbCorpus());
    if (result.hasOptimum) {
        score.precision = CarbResult::round3(result.precision);
        score.recall = CarbResult::round3(result.recall);
        score.f1 = CarbResult::round3(result.f1);
    }
    return score;
}

RobustResult RobustScorer::score(const QVector<RobustClique> &gold, const QVector<RobustClique> &system)
{
    QHash<QString, int> systemByKey;
    for (int c = 0; c < system.size(); ++c) {
        if (!system.at(c).sentences.isEmpty())
            systemByKey.insert(CarbCorpus::sentenceKey(system.at(c).sentences.first().text), c);
    }
    RobustResult result;
    std::vector<double> variances;
    double precisionSum = 0, recallSum = 0, carbPrecisionSum = 0, carbRecallSum = 0;
    for (const RobustClique &clique : gold) {
        if (clique.sentences.isEmpty())
            continue;
        RobustCliqueScore cliqueScore;
        const auto found = systemByKey.constFind(CarbCorpus::sentenceKey(clique.sentences.first().text));
        cliqueScore.systemFound = found != systemByKey.constEnd();
        QHash<QString, const RobustSentence *> systemSentences;
        if (cliqueScore.systemFound) {
            for (const RobustSentence &sentence : system.at(found.value()).sentences)
                systemSentences.insert(CarbCorpus::sentenceKey(sentence.text), &sentence);
        }
        double mean = 0;
        for (const RobustSentence &sentence : clique.sentences) {
            const RobustSentenceScore score
                = scoreSentence(sentence, systemSentences.value(CarbCorpus::sentenceKey(sentence.text), nullptr));
            if (score.f1 < cliqueScore.sentences.value(cliqueScore.worst, score).f1)
                cliqueScore.worst = int(cliqueScore.sentences.size());
            cliqueScore.sentences.append(score);
            mean += score.f1;
        }
        mean /= double(cliqueScore.sentences.size());
        for (const RobustSentenceScore &score : std::as_const(cliqueScore.sentences))
            cliqueScore.f1Variance += (score.f1 - mean) * (score.f1 - mean);
        cliqueScore.f1Variance /= double(cliqueScore.sentences.size());
        variances.push_back(cliqueScore.f1Variance);
        const RobustSentenceScore &worst = cliqueScore.sentences.at(cliqueScore.worst);
        precisionSum += worst.precision;
        recallSum += worst.recall;
        carbPrecisionSum += cliqueScore.sentences.first().precision;
        carbRecallSum += cliqueScore.sentences.first().recall;
        result.cliques.append(cliqueScore);
    }
    const double n = double(result.cliques.size());
    if (n > 0) {
        result.precision = precisionSum / n;
        result.recall = recallSum / n;
        result.carbPrecision = carbPrecisionSum / n;
        result.carbRecall = carbRecallSum / n;
    }
    result.f1 = fromMeans(result.precision, result.recall);
    result.carbF1 = fromMeans(result.carbPrecision, result.carbRecall);
    result.variance = summarize(variances);
    return result;
}
