#include "core/oie2016/Oie2016Scorer.h"

#include "core/base/TextFileLines.h"

#include <algorithm>
#include <vector>

Oie2016Scorer::Oie2016Scorer(const Oie2016Corpus &gold, const Oie2016Options &options,
                             const Oie2016Lemmatizer *lemmatizer, Diagnostics *diagnostics)
    : m_gold(gold),
      m_options(options),
      m_matcher(options.mode, lemmatizer)
{
    DiagnosticSink sink(diagnostics, gold.path);
    if (options.mode == Oie2016Options::Mode::Current && !lemmatizer) {
        sink.error(0,
                   QStringLiteral("the current OIE2016 matcher compares WordNet lemmas, and no WordNet data was "
                                  "loaded: nothing scored"));
        m_usable = false;
        return;
    }
    const QHash<QString, int> index = gold.keyIndex(options.mode, sink);
    QVector<QString> keyOf(gold.sentences().size());
    for (auto it = index.constBegin(); it != index.constEnd(); ++it)
        keyOf[it.value()] = it.key();
    for (int s = 0; s < gold.sentences().size(); ++s) {
        if (index.value(keyOf.at(s), -1) != s)
            continue; // replaced by a later sentence with the same key
        m_scored.append(s);
        m_keys.append(keyOf.at(s));
        QVector<Oie2016Matcher::Prepared> prepared;
        for (const Oie2016Extraction &extraction : gold.sentences().at(s).extractions)
            prepared.append(m_matcher.prepare(extraction));
        m_prepared.append(prepared);
    }
}

Oie2016Result Oie2016Scorer::score(const Oie2016Corpus &system, Diagnostics *diagnostics)
{
    Oie2016Result result;
    DiagnosticSink sink(diagnostics, system.path);
    result.goldExtractions = m_gold.extractionCount();
    result.goldSentences = goldSentences();
    result.systemExtractions = system.extractionCount();
    result.systemSentences = int(system.sentences().size());
    if (!m_usable)
        return result;
    const bool paper2016 = m_options.mode == Oie2016Options::Mode::Paper2016;
    const QHash<QString, int> systemIndex = system.keyIndex(m_options.mode, sink);

    qint64 counted = 0; // T
    qint64 unmatched = 0; // U
    QVector<Oie2016ScoredPoint> points;
    QVector<Oie2016Matcher::Prepared> predictions;
    std::vector<char> credited;
    for (qsizetype i = 0; i < m_scored.size(); ++i) {
        const Oie2016Sentence &gold = m_gold.sentences().at(m_scored.at(i));
        const auto found = systemIndex.constFind(m_keys.at(i));
        if (found == systemIndex.constEnd()) {
            // A sentence the system did not produce: n gold extractions missed, counted n
            // times in 2016 mode (docs/scoring/oie2016.md 5).
            const qint64 n = gold.extractions.size();
            counted += paper2016 ? n * n : n;
            unmatched += paper2016 ? n * n : n;
            for (const Oie2016Extraction &extraction : gold.extractions)
                result.goldMatches.append({extraction.line, 0, 0});
            continue;
        }
        const QVector<Oie2016Extraction> &extractions = system.sentences().at(found.value()).extractions;
        result.systemExtractionsInGoldSentences += int(extractions.size());
        predictions.clear();
        for (const Oie2016Extraction &extraction : extractions)
            predictions.append(m_matcher.prepare(extraction));
        credited.assign(size_t(extractions.size()), 0);
        const QVector<Oie2016Matcher::Prepared> &goldPrepared = m_prepared.at(i);
        for (qsizetype g = 0; g < goldPrepared.size(); ++g) {
            ++counted;
            qsizetype match = -1;
            for (qsizetype p = 0; p < predictions.size() && match < 0; ++p) {
                if (paper2016 && credited[size_t(p)])
                    continue; // one-to-one in 2016 mode
                if (m_matcher.match(goldPrepared.at(g), predictions.at(p)))
                    match = p;
            }
            const int goldLine = gold.extractions.at(g).line;
            if (match < 0) {
                ++unmatched;
                result.goldMatches.append({goldLine, 0, 0});
                continue;
            }
            const Oie2016Extraction &prediction = extractions.at(match);
            points.append({true, prediction.confidence});
            credited[size_t(match)] = 1;
            result.goldMatches.append({goldLine, prediction.line, prediction.confidence});
        }
        for (qsizetype p = 0; p < extractions.size(); ++p) {
            if (!credited[size_t(p)])
                points.append({false, extractions.at(p).confidence});
        }
    }
    result.goldCounted = counted;
    result.matched = counted - unmatched;
    result.recallMultiplier = counted > 0 ? double(counted - unmatched) / double(counted) : 0.0;
    for (const Oie2016ScoredPoint &point : std::as_const(points))
        ++(point.positive ? result.positives : result.negatives);
    if (counted == 0)
        sink.warn(0,
                  QStringLiteral("the gold holds no extraction: recall is undefined (the official scorer stops "
                                 "with a division by zero); reported as 0"));
    else if (points.isEmpty())
        sink.warn(0,
                  QStringLiteral("no extraction of this system falls on a gold sentence: the curve is the single "
                                 "point (P 1, R 0) and AUC and F1 are 0 (the official scorer stops with an error)"));
    else if (result.positives == 0)
        sink.warn(0,
                  QStringLiteral("no gold extraction is matched: the official curve is NaN (0/0 recall); its "
                                 "recalls, AUC and F1 are reported as 0"));
    result.curve = Oie2016Curve::build(points, result.recallMultiplier, m_options.curve);
    if (result.curve.hasBest) {
        const Oie2016CurveRow &best = result.curve.rows.at(result.curve.bestRow);
        result.precision = best.precision;
        result.recall = best.recall;
        result.f1 = result.curve.f1;
        result.hasThreshold = best.hasThreshold;
        result.threshold = best.threshold;
    }
    std::stable_sort(result.goldMatches.begin(), result.goldMatches.end(),
                     [](const Oie2016GoldMatch &a, const Oie2016GoldMatch &b) { return a.goldLine < b.goldLine; });
    return result;
}
