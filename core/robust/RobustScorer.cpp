#include "core/robust/RobustScorer.h"

#include "core/base/NumpySum.h"
#include "core/base/TextFileLines.h"
#include "core/carb/CarbScorer.h"

#include <QHash>

#include <algorithm>
#include <limits>

namespace {

constexpr double NaN = std::numeric_limits<double>::quiet_NaN();

CarbCorpus corpusOf(const RobustSentence &sentence)
{
    CarbCorpus corpus;
    for (const CarbTuple &tuple : sentence.tuples)
        corpus.addTuple(sentence.text, tuple);
    DiagnosticSink quiet(nullptr, QString());
    corpus.finish(quiet);
    return corpus;
}

// Texts looked up exactly, as the official dicts do, and by CaRB key when that fails (a key
// that several texts share pairs nothing).
class Lookup
{
public:
    void add(const QString &text, int index)
    {
        m_exact.insert(text, index);
        const QString key = CarbCorpus::sentenceKey(text);
        m_byKey.insert(key, m_byKey.contains(key) ? -1 : index);
    }
    // The index of exactly `text`, or -1.
    int exact(const QString &text) const { return m_exact.value(text, -1); }
    // The index of `text`, or -1; *byKey tells whether only the key matched.
    int find(const QString &text, bool *byKey) const
    {
        *byKey = false;
        const auto exact = m_exact.constFind(text);
        if (exact != m_exact.constEnd())
            return exact.value();
        const int index = m_byKey.value(CarbCorpus::sentenceKey(text), -1);
        *byKey = index >= 0;
        return index;
    }

private:
    QHash<QString, int> m_exact;
    QHash<QString, int> m_byKey;
};

// One clique as the official read_unified keeps it: a dict keyed by the exact sentence text,
// the original first; a repeated sentence replaces the earlier in its place
// (docs/scoring/robust.md 4).
struct DictClique
{
    const RobustClique *clique = nullptr;
    QVector<const RobustSentence *> sentences;
    Lookup lookup;
};

// A file as read_unified keeps it: a dict keyed by the exact original; a later clique with the
// same original replaces the earlier in its place.
struct DictFile
{
    QVector<DictClique> cliques;
    Lookup lookup;
};

DictClique dictOf(const RobustClique &clique)
{
    DictClique dict;
    dict.clique = &clique;
    for (const RobustSentence &sentence : clique.sentences) {
        if (const int earlier = dict.lookup.exact(sentence.text); earlier >= 0) {
            dict.sentences[earlier] = &sentence;
            continue;
        }
        dict.lookup.add(sentence.text, int(dict.sentences.size()));
        dict.sentences.append(&sentence);
    }
    return dict;
}

DictFile dictOf(const QVector<RobustClique> &cliques)
{
    DictFile dict;
    for (const RobustClique &clique : cliques) {
        if (clique.sentences.isEmpty())
            continue;
        const QString &original = clique.sentences.first().text;
        if (const int earlier = dict.lookup.exact(original); earlier >= 0) {
            dict.cliques[earlier] = dictOf(clique);
            continue;
        }
        dict.lookup.add(original, int(dict.cliques.size()));
        dict.cliques.append(dictOf(clique));
    }
    return dict;
}

// A sentence named in a message: its text, cut at 60 characters.
QString quoted(const QString &text)
{
    return QLatin1Char('"') + (text.size() > 60 ? text.left(57) + QStringLiteral("...") : text) + QLatin1Char('"');
}

QString cliqueName(const DictClique &dict)
{
    return QStringLiteral("clique ") + QString::number(dict.clique->number);
}

// np.var of the values: the mean of the squared deviations from the mean, both numpy means.
double variance(const std::vector<double> &values)
{
    const double mean = NumpySum::mean(values);
    std::vector<double> squares;
    squares.reserve(values.size());
    for (double value : values)
        squares.push_back((value - mean) * (value - mean));
    return NumpySum::mean(squares);
}

VarianceSummary summarize(std::vector<double> values)
{
    if (values.empty())
        return {NaN, NaN, NaN, NaN};
    VarianceSummary summary;
    summary.mean = NumpySum::mean(values);
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    summary.minimum = values.front();
    summary.maximum = values.back();
    summary.median = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    return summary;
}

// Benchmark.f1 on numpy floats: 2PR / (P + R), NaN where P + R = 0.
double f1Of(double precision, double recall)
{
    return 2 * precision * recall / (precision + recall);
}

// The official walk over the system file (docs/scoring/robust.md 4): where its messages go and
// what it left out.
struct Walk
{
    DiagnosticSink &goldSink;
    DiagnosticSink &systemSink;
    QString systemName;
    RobustCoverage coverage;
};

// The system clique's sentences in its order, each against its gold sentence; the gold
// paraphrases it lacks are reported.
RobustCliqueScore scoreClique(const DictClique &systemClique, const DictClique &goldClique, Walk &walk)
{
    QVector<bool> goldSentenceScored(goldClique.sentences.size(), false);
    RobustCliqueScore cliqueScore;
    cliqueScore.line = systemClique.clique->line;
    std::vector<double> f1s;
    for (int s = 0; s < systemClique.sentences.size(); ++s) {
        const RobustSentence &sentence = *systemClique.sentences.at(s);
        // The original goes with the gold original (also when paired by key); the others by text.
        int gs = 0;
        bool byKey = false;
        if (s > 0)
            gs = goldClique.lookup.find(sentence.text, &byKey);
        if (gs < 0) {
            ++walk.coverage.systemSentencesWithoutGold;
            walk.systemSink.error(sentence.line,
                                  QStringLiteral("%1, %2 (%3): not in gold %4 (line %5): not scored (the "
                                                 "official scorer stops here with a KeyError)")
                                      .arg(cliqueName(systemClique), sentence.name(), quoted(sentence.text),
                                           cliqueName(goldClique), QString::number(goldClique.clique->line)));
            continue;
        }
        if (byKey) {
            ++walk.coverage.pairedByKey;
            walk.systemSink.warn(sentence.line,
                                 QStringLiteral("%1, %2 (%3) is paired with the gold sentence of line %4 "
                                                "by its CaRB key only: the official scorer, which looks "
                                                "sentences up by their exact text, stops here with a "
                                                "KeyError")
                                     .arg(cliqueName(systemClique), sentence.name(), quoted(sentence.text),
                                          QString::number(goldClique.sentences.at(gs)->line)));
        }
        goldSentenceScored[gs] = true;
        RobustSentenceScore score = RobustScorer::scoreSentence(*goldClique.sentences.at(gs), &sentence);
        score.goldSentence = int(goldClique.sentences.at(gs) - goldClique.clique->sentences.constData());
        // min(scores, key=F1): the first of the lowest, in the system file's order.
        if (score.f1 < cliqueScore.sentences.value(cliqueScore.worst, score).f1)
            cliqueScore.worst = int(cliqueScore.sentences.size());
        cliqueScore.sentences.append(score);
        f1s.push_back(score.f1);
    }
    for (int gs = 1; gs < goldClique.sentences.size(); ++gs) {
        if (goldSentenceScored.at(gs))
            continue;
        const RobustSentence &missing = *goldClique.sentences.at(gs);
        ++walk.coverage.goldParaphrasesNotScored;
        walk.goldSink.warn(missing.line,
                           QStringLiteral("%1, %2 (%3) is not in the clique of %4 (line %5): not scored "
                                          "(the official scorer walks the system file's sentences)")
                               .arg(cliqueName(goldClique), missing.name(), quoted(missing.text), walk.systemName,
                                    QString::number(systemClique.clique->line)));
    }
    cliqueScore.f1Variance = variance(f1s);
    return cliqueScore;
}

// The gold clique of a system clique (by exact original, else by key with a warning), or -1
// with an error.
int goldCliqueOf(const DictClique &systemClique, const DictFile &gold, Walk &walk)
{
    const QString &original = systemClique.sentences.first()->text;
    bool byKey = false;
    const int g = gold.lookup.find(original, &byKey);
    if (g < 0) {
        ++walk.coverage.systemCliquesWithoutGold;
        walk.systemSink.error(systemClique.clique->line,
                              QStringLiteral("%1 (%2): no gold clique has this original sentence: not scored (the "
                                             "official scorer stops here with a KeyError)")
                                  .arg(cliqueName(systemClique), quoted(original)));
    } else if (byKey) {
        ++walk.coverage.pairedByKey;
        const DictClique &goldClique = gold.cliques.at(g);
        walk.systemSink.warn(
            systemClique.clique->line,
            QStringLiteral("%1 (%2) is paired with gold %3 (line %4) by the CaRB key of its original "
                           "only: the official scorer, which looks cliques up by their exact original, "
                           "stops here with a KeyError")
                .arg(cliqueName(systemClique), quoted(original), cliqueName(goldClique),
                     QString::number(goldClique.clique->line)));
    }
    return g;
}

// Per scored clique, in the system file's order: its worst sentence's AUC, P and R, its
// original's, and its F1 variance.
struct Columns
{
    std::vector<double> auc, precision, recall, carbAuc, carbPrecision, carbRecall, variances;
};

// The official means: numpy's, over the cliques in the system file's order; F1 from the means.
void setMeans(const Columns &columns, RobustResult *result)
{
    result->auc = NumpySum::mean(columns.auc);
    result->precision = NumpySum::mean(columns.precision);
    result->recall = NumpySum::mean(columns.recall);
    result->f1 = f1Of(result->precision, result->recall);
    result->carbAuc = NumpySum::mean(columns.carbAuc);
    result->carbPrecision = NumpySum::mean(columns.carbPrecision);
    result->carbRecall = NumpySum::mean(columns.carbRecall);
    result->carbF1 = f1Of(result->carbPrecision, result->carbRecall);
    result->variance = summarize(columns.variances);
}

RobustResult scoreFiles(const QVector<RobustClique> &gold, const QVector<RobustClique> &system, Walk &walk)
{
    const DictFile goldDict = dictOf(gold);
    const DictFile systemDict = dictOf(system);
    RobustResult result;
    QVector<bool> goldScored(goldDict.cliques.size(), false);
    Columns columns;
    // An empty (or unreadable) gold: one message, not one per system clique.
    const bool noGold = goldDict.cliques.isEmpty() && !systemDict.cliques.isEmpty();
    if (noGold) {
        walk.coverage.systemCliquesWithoutGold = int(systemDict.cliques.size());
        walk.systemSink.warn(0,
                             QStringLiteral("the gold has no clique: none of the %1 cliques of this file is scored, "
                                            "every figure is NaN")
                                 .arg(systemDict.cliques.size()));
    }
    for (const DictClique &systemClique : noGold ? QVector<DictClique>() : systemDict.cliques) {
        const int g = goldCliqueOf(systemClique, goldDict, walk);
        if (g < 0)
            continue;
        goldScored[g] = true;
        RobustCliqueScore cliqueScore = scoreClique(systemClique, goldDict.cliques.at(g), walk);
        cliqueScore.goldClique = int(goldDict.cliques.at(g).clique - gold.constData());
        columns.variances.push_back(cliqueScore.f1Variance);
        const RobustSentenceScore &worst = cliqueScore.sentences.at(cliqueScore.worst);
        columns.auc.push_back(worst.auc);
        columns.precision.push_back(worst.precision);
        columns.recall.push_back(worst.recall);
        const RobustSentenceScore &first = cliqueScore.sentences.first();
        columns.carbAuc.push_back(first.auc);
        columns.carbPrecision.push_back(first.precision);
        columns.carbRecall.push_back(first.recall);
        result.cliques.append(cliqueScore);
    }
    for (int g = 0; g < goldDict.cliques.size(); ++g) {
        if (goldScored.at(g))
            continue;
        const DictClique &missing = goldDict.cliques.at(g);
        ++walk.coverage.goldCliquesNotScored;
        walk.goldSink.warn(missing.clique->line,
                           QStringLiteral("%1 (%2) is not in %3: not scored (the official scorer "
                                          "walks the system file's cliques)")
                               .arg(cliqueName(missing), quoted(missing.sentences.first()->text), walk.systemName));
    }
    if (result.cliques.isEmpty() && !noGold)
        walk.systemSink.warn(0,
                             QStringLiteral("no clique scored: every figure is NaN (the official scorer stops on an "
                                            "empty list)"));
    result.coverage = walk.coverage;
    setMeans(columns, &result);
    return result;
}

} // namespace

RobustSentenceScore RobustScorer::scoreSentence(const RobustSentence &gold, const RobustSentence *system)
{
    RobustSentenceScore score;
    score.text = system ? system->text : gold.text;
    score.line = system ? system->line : 0;
    const CarbResult result = CarbScorer::score(corpusOf(gold), system ? corpusOf(*system) : CarbCorpus());
    score.auc = CarbResult::round3(result.auc);
    if (result.hasOptimum) {
        score.precision = CarbResult::round3(result.precision);
        score.recall = CarbResult::round3(result.recall);
        score.f1 = CarbResult::round3(result.f1);
    }
    return score;
}

RobustResult RobustScorer::score(const QVector<RobustClique> &gold, const QVector<RobustClique> &system,
                                 Diagnostics *diagnostics, const QString &goldFile, const QString &systemFile)
{
    // Each file's messages apart, each sorted by line: the system file's first.
    Diagnostics goldMessages, systemMessages;
    RobustResult result;
    {
        DiagnosticSink goldSink(diagnostics ? &goldMessages : nullptr, goldFile);
        DiagnosticSink systemSink(diagnostics ? &systemMessages : nullptr, systemFile);
        Walk walk{goldSink, systemSink, systemFile.isEmpty() ? QStringLiteral("the system file") : systemFile, {}};
        result = scoreFiles(gold, system, walk);
    }
    if (diagnostics)
        *diagnostics += systemMessages + goldMessages;
    return result;
}
