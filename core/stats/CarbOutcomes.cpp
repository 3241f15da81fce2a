#include "core/stats/CarbOutcomes.h"

#include "core/base/TextFileLines.h"
#include "core/carb/CarbScorer.h"

#include <algorithm>
#include <vector>

namespace {

// One sentence's gold and extractions as corpora of their own.
CarbCorpus oneSentence(const CarbSentence &sentence)
{
    CarbCorpus corpus;
    for (const CarbTuple &tuple : sentence.tuples)
        corpus.addTuple(sentence.text, tuple);
    Diagnostics unused; // the whole corpus was read and checked already
    DiagnosticSink sink(&unused, QString());
    corpus.finish(sink);
    return corpus;
}

// The sentence's numerators at each of its confidence levels, highest first. The sentence's
// own curve holds precision = sum / counted and recall = sum / gold tuples at each level; the
// sums are those ratios times their (integer) denominators, within a unit in the last place.
QVector<SentenceOutcomes::CarbLevel> levelsOf(const CarbSentence &gold, const CarbSentence &extracted)
{
    const CarbResult result = CarbScorer::score(oneSentence(gold), oneSentence(extracted));
    std::vector<double> confidences;
    for (const CarbTuple &tuple : extracted.tuples)
        confidences.push_back(tuple.confidence);
    std::sort(confidences.begin(), confidences.end());
    QVector<SentenceOutcomes::CarbLevel> levels;
    for (qsizetype k = result.curve.size(); k-- > 0;) {
        const CarbPoint &point = result.curve.at(k);
        const qint64 counted
            = qint64(confidences.end() - std::lower_bound(confidences.begin(), confidences.end(), point.threshold));
        levels.append(
            {point.threshold, point.precision * double(counted), point.recall * double(gold.tuples.size()), counted});
    }
    return levels;
}

} // namespace

namespace CarbOutcomes {

SentenceOutcomes build(const CarbCorpus &gold, const CarbCorpus &system)
{
    SentenceOutcomes outcomes;
    outcomes.kind = SentenceOutcomes::Kind::CarbCurve;
    std::vector<double> thresholds;
    for (const CarbSentence &sentence : system.sentences()) {
        for (const CarbTuple &tuple : sentence.tuples)
            thresholds.push_back(tuple.confidence);
    }
    std::sort(thresholds.begin(), thresholds.end());
    thresholds.erase(std::unique(thresholds.begin(), thresholds.end()), thresholds.end());
    outcomes.thresholds = QVector<double>(thresholds.begin(), thresholds.end());
    for (const CarbSentence &sentence : gold.sentences()) {
        outcomes.goldCounted.append(sentence.tuples.size());
        const CarbSentence *extracted = system.find(sentence.key);
        outcomes.carbLevels.append(extracted && !extracted->tuples.isEmpty() ? levelsOf(sentence, *extracted)
                                                                             : QVector<SentenceOutcomes::CarbLevel>());
    }
    return outcomes;
}

} // namespace CarbOutcomes
