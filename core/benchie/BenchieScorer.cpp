#include "core/benchie/BenchieScorer.h"

#include "core/base/PyText.h"

#include "core/base/TwoThreads.h"

#include <algorithm>
#include <utility>

BenchieScorer::BenchieScorer(const Benchmark &benchmark, Facet facet)
    : m_benchmark(benchmark)
    , m_gold(benchmark, facet)
{
}

void BenchieScorer::recompileSentence(int sentenceIndex)
{
    m_gold.recompileSentence(m_benchmark, sentenceIndex);
}

namespace {

QString joinSlots(QStringView a, QStringView b, QStringView c)
{
    QString joined;
    joined.reserve(a.size() + b.size() + c.size() + 2);
    joined.append(a);
    joined.append(QLatin1Char(' '));
    joined.append(b);
    joined.append(QLatin1Char(' '));
    joined.append(c);
    return joined;
}

} // namespace

void BenchieScorer::judge(const ExtractionList &extractions, int e, int sentenceIndex, SlotMatchMemo &memo,
                          ExtractionResult *result) const
{
    const CompiledSentence &sentence = m_gold.sentence(sentenceIndex);
    const bool concat = Facets::isConcat(m_gold.facet());
    const QStringView raw[3] = {extractions.text(e, 0), extractions.text(e, 1), extractions.text(e, 2)};
    const QStringView trimmed[3] = {PyText::trimmed(raw[0]), PyText::trimmed(raw[1]), PyText::trimmed(raw[2])};
    const QString joinedTrimmed = concat ? joinSlots(trimmed[0], trimmed[1], trimmed[2]) : QString();
    const QString joinedRaw = concat ? joinSlots(raw[0], raw[1], raw[2]) : QString();
    const bool untrimmedDiffers = trimmed[0].size() != raw[0].size() || trimmed[1].size() != raw[1].size()
        || trimmed[2].size() != raw[2].size();

    int rows[3] = {0, 0, 0};
    if (!concat) {
        for (int p = 0; p < 3; ++p)
            rows[p] = memo.row(trimmed[p]);
    }

    int untrimmedSynset = -1;
    for (const CompiledSynset &synset : sentence.synsets) {
        bool matched = false;
        bool matchedUntrimmed = false;
        for (const CompiledTriple &triple : synset.triples) {
            const bool tripleMatches =
                concat ? sentence.matchesJoined(triple, joinedTrimmed) : memo.matchesSlots(triple, rows);
            matched = matched || tripleMatches;
            if (untrimmedSynset < 0 && !matchedUntrimmed) {
                // The official synset lookup compares without trimming (docs/scoring/benchie.md 1.4). Slot-wise,
                // an untrimmed match implies a trimmed one, so only matching triples are tried.
                if (concat)
                    matchedUntrimmed = untrimmedDiffers ? sentence.matchesJoined(triple, joinedRaw) : tripleMatches;
                else
                    matchedUntrimmed = tripleMatches && sentence.matchesUntrimmed(triple, raw, trimmed);
            }
            if (matched && (matchedUntrimmed || untrimmedSynset >= 0))
                break;
        }
        if (matched)
            result->matchingSynsets.append(synset.synsetIndex);
        if (matchedUntrimmed && untrimmedSynset < 0)
            untrimmedSynset = synset.synsetIndex;
    }
    if (result->matchingSynsets.isEmpty()) {
        result->verdict = ExtractionVerdict::Incorrect;
        return;
    }
    result->verdict = ExtractionVerdict::Correct;
    result->rule = concat ? MatchRule::Concat : MatchRule::Exact;
    if (untrimmedSynset >= 0) {
        result->creditedSynset = untrimmedSynset;
    } else {
        result->creditedSynset = sentence.synsets.last().synsetIndex;
        result->lastSynsetQuirk = true;
    }
}

ScoreCounts BenchieScorer::scoreSentence(const SystemOutput &output, int sentenceIndex,
                                         const QVector<int> &extractionIndices, SlotMatchMemo &memo,
                                         SystemScore *score) const
{
    const Sentence &sentence = m_benchmark.sentences().at(sentenceIndex);
    QVector<QVector<int>> coverage(sentence.synsets.size());
    ScoreCounts counts;
    for (int e : extractionIndices) {
        ExtractionResult result;
        result.sentenceIndex = sentenceIndex;
        judge(output.extractions, e, sentenceIndex, memo, &result);
        if (result.verdict == ExtractionVerdict::Correct) {
            ++counts.correct;
            coverage[result.creditedSynset].append(e);
        } else {
            ++counts.fp;
        }
        score->results[e] = std::move(result);
    }
    for (const CompiledSynset &synset : m_gold.synsets(sentenceIndex)) {
        if (coverage.at(synset.synsetIndex).isEmpty())
            ++counts.fn;
        else
            ++counts.tp;
    }
    score->coverage[sentenceIndex] = coverage;
    score->perSentence[sentenceIndex] = counts;
    return counts;
}

QVector<QVector<int>> BenchieScorer::extractionsBySentence(const SystemOutput &output, SystemScore *score) const
{
    QVector<QVector<int>> bySentence(m_benchmark.sentences().size());
    for (int e = 0; e < output.extractions.size(); ++e) {
        const int s = m_benchmark.indexOf(output.extractions.sentenceId(e));
        if (s < 0 || !m_benchmark.sentences().at(s).inGold) {
            ++score->ignored;
            continue;
        }
        bySentence[s].append(e);
    }
    return bySentence;
}

SystemScore BenchieScorer::score(const SystemOutput &output) const
{
    const int sentenceCount = int(m_benchmark.sentences().size());
    SystemScore score = SystemScore::emptyFor(output, sentenceCount);
    const QVector<QVector<int>> bySentence = extractionsBySentence(output, &score);
    for (int s = 0; s < sentenceCount; ++s) {
        if (!m_benchmark.sentences().at(s).inGold)
            continue;
        SlotMatchMemo memo(m_gold.sentence(s));
        scoreSentence(output, s, bySentence.at(s), memo, &score);
    }
    summarize(output, &score);
    return score;
}

QVector<SystemScore> BenchieScorer::scoreAll(const QVector<SystemOutput> &outputs) const
{
    const int systemCount = int(outputs.size());
    const int sentenceCount = int(m_benchmark.sentences().size());
    QVector<SystemScore> scores(systemCount);
    QVector<QVector<QVector<int>>> bySentence(systemCount);
    // Both cores: systems, then runs of sentences, then systems again.
    SystemScore *const out = scores.data(); // detached once here; the threads write disjoint parts
    QVector<QVector<int>> *const grouped = bySentence.data();
    TwoThreads::forEach(systemCount, [&](qsizetype i, int) {
        out[i] = SystemScore::emptyFor(outputs.at(i), sentenceCount);
        grouped[i] = extractionsBySentence(outputs.at(i), &out[i]);
    });
    constexpr int kRun = 8; // sentences per piece of work
    TwoThreads::forEach((sentenceCount + kRun - 1) / kRun, [&](qsizetype run, int) {
        for (int s = int(run) * kRun; s < std::min(sentenceCount, (int(run) + 1) * kRun); ++s) {
            if (!m_benchmark.sentences().at(s).inGold)
                continue;
            SlotMatchMemo memo(m_gold.sentence(s));
            for (int i = 0; i < systemCount; ++i)
                scoreSentence(outputs.at(i), s, grouped[i].at(s), memo, &out[i]);
        }
    });
    TwoThreads::forEach(systemCount, [&](qsizetype i, int) { summarize(outputs.at(i), &out[i]); });
    return scores;
}

// Totals and the quirk reports are derived from the per-sentence counts and the verdicts,
// so that rescoring one sentence never leaves a stale number or message behind.
void BenchieScorer::summarize(const SystemOutput &output, SystemScore *score) const
{
    score->totals = ScoreCounts();
    for (const ScoreCounts &counts : std::as_const(score->perSentence))
        score->totals += counts;
    score->diagnostics.clear();
    for (int e = 0; e < score->results.size(); ++e) {
        const ExtractionResult &result = score->results.at(e);
        if (!result.lastSynsetQuirk)
            continue;
        score->diagnostics.append(
            {output.path, output.extractions.line(e), Diagnostic::Severity::Warning,
             QStringLiteral("sentence '%1': the extraction matches synset %2 only after trimming its slots "
                            "or the gold's; like the official scorer, it is credited to the last synset (%3)")
                 .arg(output.extractions.sentenceId(e), QString::number(result.matchingSynsets.first() + 1),
                      QString::number(result.creditedSynset + 1))});
    }
}

void BenchieScorer::rescoreSentence(const SystemOutput &output, int sentenceIndex, SystemScore *score) const
{
    // The sentence's extractions are found by id, not by their last result: an edit may have
    // brought the sentence into the gold (its extractions were ignored) or, on undo, out of it.
    const Sentence &sentence = m_benchmark.sentences().at(sentenceIndex);
    QVector<int> indices;
    for (int e = 0; e < output.extractions.size(); ++e) {
        const QString &id = output.extractions.sentenceId(e);
        if (id == sentence.id && m_benchmark.indexOf(id) == sentenceIndex)
            indices.append(e);
    }
    const bool wasIgnored = !indices.isEmpty() && score->results.at(indices.first()).sentenceIndex < 0;
    if (!sentence.inGold) {
        if (!wasIgnored)
            score->ignored += int(indices.size());
        for (int e : std::as_const(indices))
            score->results[e] = ExtractionResult();
        score->coverage[sentenceIndex].clear();
        score->perSentence[sentenceIndex] = ScoreCounts();
    } else {
        if (wasIgnored)
            score->ignored -= int(indices.size());
        SlotMatchMemo memo(m_gold.sentence(sentenceIndex));
        scoreSentence(output, sentenceIndex, indices, memo, score);
    }
    summarize(output, score);
}
