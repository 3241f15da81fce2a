#include "core/fl/FlScorer.h"

#include "core/base/TextFileLines.h"
#include "core/fl/FlMatcher.h"
#include "core/fl/FlSystemReader.h"

#include <QHash>
#include <QSet>

#include <functional>

namespace {

// `score` is of `scored` (the official reading of `loaded`'s file); gives it back with its
// results parallel to `loaded`'s extractions, matched by line number. Counts stay those of the
// official reading; extractions that only the official reading has (lines the loader skipped)
// count but have no row in the views.
SystemScore alignToLoaded(SystemScore score, const SystemOutput &scored, const SystemOutput &loaded)
{
    QHash<int, int> loadedIndexOfLine;
    for (int e = 0; e < loaded.extractions.size(); ++e)
        loadedIndexOfLine.insert(loaded.extractions.line(e), e);
    QVector<int> loadedIndex(scored.extractions.size(), -1);
    QVector<ExtractionResult> results(loaded.extractions.size());
    for (int e = 0; e < scored.extractions.size() && e < score.results.size(); ++e) {
        loadedIndex[e] = loadedIndexOfLine.value(scored.extractions.line(e), -1);
        if (loadedIndex.at(e) >= 0)
            results[loadedIndex.at(e)] = score.results.at(e);
    }
    score.results = results;
    for (QVector<QVector<int>> &synsets : score.coverage) {
        for (QVector<int> &credited : synsets) {
            QVector<int> mapped;
            for (int e : std::as_const(credited)) {
                if (loadedIndex.value(e, -1) >= 0)
                    mapped.append(loadedIndex.at(e));
            }
            credited = mapped;
        }
    }
    return score;
}

// docs/scoring/fl.md 2.1: the official reader has 300 sentence positions, filled by id - 1.
const int kOfficialPositions = 300;

// Maximum one-to-one assignment of the candidate clusters to the extractions not yet served,
// by augmenting paths, extractions and clusters in file order (Kuhn's algorithm).
void assignRemaining(const QVector<QVector<int>> &candidates, const QVector<char> &eligible, QSet<int> claimed,
                     QVector<QVector<int>> *credited)
{
    QHash<int, int> ownerOf; // cluster -> extraction
    std::function<bool(int, QSet<int> &)> tryAssign = [&](int e, QSet<int> &visited) {
        for (int c : candidates.at(e)) {
            if (claimed.contains(c) || visited.contains(c))
                continue;
            visited.insert(c);
            if (!ownerOf.contains(c) || tryAssign(ownerOf.value(c), visited)) {
                ownerOf.insert(c, e);
                return true;
            }
        }
        return false;
    };
    for (int e = 0; e < candidates.size(); ++e) {
        if (!eligible.at(e))
            continue;
        QSet<int> visited;
        tryAssign(e, visited);
    }
    for (auto it = ownerOf.cbegin(); it != ownerOf.cend(); ++it)
        (*credited)[it.value()].append(it.key());
}

} // namespace

QString FlOptions::describe() const
{
    QStringList parts{official ? QStringLiteral("official") : QStringLiteral("principled")};
    if (!noPunctuation)
        parts.append(QStringLiteral("no punctuation relaxation"));
    if (!alternativeFormulations)
        parts.append(QStringLiteral("no alternative formulations"));
    if (!levelOfDetail)
        parts.append(QStringLiteral("no level of detail"));
    if (!correction)
        parts.append(QStringLiteral("no correction"));
    return parts.join(QStringLiteral(", "));
}

FlScorer::FlScorer(const Benchmark &benchmark, const FlOptions &options)
    : m_benchmark(benchmark)
    , m_options(options)
    , m_gold(benchmark, options, &m_goldDiagnostics)
{
}

int FlScorer::sentenceOf(const Extraction &extraction, bool *counted) const
{
    *counted = false;
    if (!m_options.official) {
        const int index = m_benchmark.indexOf(extraction.sentenceId);
        *counted = index >= 0;
        return index;
    }
    bool ok = false;
    const int id = extraction.sentenceId.trimmed().toInt(&ok);
    if (!ok || id < 0 || id > kOfficialPositions)
        return -1;
    *counted = true;
    const int position = id == 0 ? kOfficialPositions - 1 : id - 1; // id 0 wraps to the last position
    return position < m_gold.sentenceCount() ? position : -1;
}

// docs/scoring/fl.md 9. Phase 1 gives every exact cluster not yet claimed to the first extraction
// that matches it exactly (an extraction may take several). Official phase 2: each remaining
// extraction takes its lowest eligible cluster, taking it away from earlier ones; extractions
// with an exact match anywhere are barred; consecutive identical extractions form one row.
// Principled phase 2: a maximum one-to-one assignment among the extractions phase 1 left
// empty-handed and the clusters it left unclaimed.
QVector<QVector<int>> FlScorer::correct(const QVector<Extraction> &extractions,
                                        const QVector<QVector<quint8>> &routes) const
{
    const int n = int(extractions.size());
    const int clusters = n == 0 ? 0 : int(routes.first().size());
    QVector<QVector<int>> credited(n);
    if (!m_options.correction) {
        for (int e = 0; e < n; ++e) {
            for (int c = 0; c < clusters; ++c) {
                if (routes[e][c])
                    credited[e].append(c);
            }
        }
        return credited;
    }
    if (!m_options.official) {
        QSet<int> claimed;
        QVector<char> eligible(n, 1);
        QVector<QVector<int>> candidates(n);
        for (int e = 0; e < n; ++e) {
            for (int c = 0; c < clusters; ++c) {
                if ((routes[e][c] & FlRoute::Exact) && !claimed.contains(c)) {
                    claimed.insert(c);
                    credited[e].append(c);
                    eligible[e] = 0;
                } else if (routes[e][c]) {
                    candidates[e].append(c);
                }
            }
        }
        assignRemaining(candidates, eligible, claimed, &credited);
        return credited;
    }
    // Official rows: runs of identical consecutive extraction strings, cells copy * clusters + c.
    QVector<QVector<int>> rows;
    QString previous;
    for (int e = 0; e < n; ++e) {
        const QString text = FlMatcher::officialString(extractions.at(e));
        if (e == 0 || text != previous)
            rows.append(QVector<int>());
        rows.last().append(e);
        previous = text;
    }
    QVector<QVector<char>> out(rows.size());
    QSet<int> claimed;
    QSet<int> marked;
    for (int g = 0; g < rows.size(); ++g) {
        out[g].fill(0, int(rows[g].size()) * clusters);
        bool anyExact = false;
        for (int copy = 0; copy < rows[g].size(); ++copy) {
            for (int c = 0; c < clusters; ++c) {
                const int p = copy * clusters + c;
                if (!(routes[rows[g][copy]][c] & FlRoute::Exact))
                    continue;
                anyExact = true;
                if (!claimed.contains(p)) {
                    out[g][p] = 1;
                    claimed.insert(p);
                }
            }
        }
        if (anyExact)
            marked.insert(g);
    }
    for (int g = 0; g < rows.size(); ++g) {
        for (int copy = 0; copy < rows[g].size(); ++copy) {
            for (int c = 0; c < clusters; ++c) {
                const int p = copy * clusters + c;
                if (!routes[rows[g][copy]][c] || marked.contains(g) || claimed.contains(p))
                    continue;
                for (QVector<char> &row : out) {
                    if (p < row.size())
                        row[p] = 0;
                }
                out[g][p] = 1;
                marked.insert(g);
            }
        }
    }
    for (int g = 0; g < rows.size(); ++g) {
        for (int copy = 0; copy < rows[g].size(); ++copy) {
            for (int c = 0; c < clusters; ++c) {
                if (out[g][copy * clusters + c])
                    credited[rows[g][copy]].append(c);
            }
        }
    }
    return credited;
}

SystemScore FlScorer::score(const SystemOutput &output) const
{
    SystemScore score = SystemScore::emptyFor(output, int(m_benchmark.sentences().size()));
    score.extractionPrecision = true;
    QVector<QVector<int>> bySentence(m_benchmark.sentences().size());
    int counted = 0;
    for (int e = 0; e < output.extractions.size(); ++e) {
        bool inDenominator = false;
        const int s = sentenceOf(output.extractions.at(e), &inDenominator);
        counted += inDenominator ? 1 : 0;
        ExtractionResult &result = score.results[e];
        result.sentenceIndex = s;
        result.verdict = inDenominator ? ExtractionVerdict::Incorrect : ExtractionVerdict::Ignored;
        if (s >= 0)
            bySentence[s].append(e);
        if (!inDenominator) {
            ++score.ignored;
            score.diagnostics.append({output.path, output.extractions.line(e), Diagnostic::Severity::Warning,
                                      QStringLiteral("sentence id '%1' is not in the gold: extraction ignored")
                                          .arg(output.extractions.sentenceId(e))});
        }
    }
    int distinctCredited = 0;
    for (int s = 0; s < bySentence.size(); ++s) {
        const FlSentenceGold &gold = m_gold.sentence(s);
        score.coverage[s].resize(gold.clusters.size());
        if (bySentence[s].isEmpty() || gold.clusters.isEmpty())
            continue;
        QVector<Extraction> extractions;
        for (int e : std::as_const(bySentence[s]))
            extractions.append(output.extractions.at(e));
        const QVector<QVector<quint8>> routes = FlMatcher(gold, m_options).match(extractions);
        const QVector<QVector<int>> credited = correct(extractions, routes);
        for (int i = 0; i < extractions.size(); ++i) {
            const int e = bySentence[s][i];
            ExtractionResult &result = score.results[e];
            for (int c = 0; c < gold.clusters.size(); ++c) {
                if (routes[i][c])
                    result.matchingSynsets.append(gold.clusters.at(c).synsetIndex);
            }
            for (int c : credited[i]) {
                result.addCredit(gold.clusters.at(c).synsetIndex, FlRoute::rule(routes[i][c]));
                score.coverage[s][c].append(e);
            }
            if (!result.creditedSynsets().isEmpty()) {
                result.verdict = ExtractionVerdict::Correct;
                result.creditedSynset = result.creditedSynsets().first();
                result.rule = result.creditedRules().first();
            }
        }
        for (int c = 0; c < gold.clusters.size(); ++c)
            distinctCredited += score.coverage[s][c].isEmpty() ? 0 : 1;
    }
    for (int s = 0; s < bySentence.size(); ++s) {
        ScoreCounts &counts = score.perSentence[s];
        for (int e : std::as_const(bySentence[s])) {
            const bool ok = score.results[e].verdict == ExtractionVerdict::Correct;
            counts.correct += ok ? 1 : 0;
            counts.fp += ok ? 0 : 1;
        }
        for (const QVector<int> &cluster : std::as_const(score.coverage[s]))
            counts.tp += cluster.isEmpty() ? 0 : 1;
        counts.fn = m_gold.sentence(s).recallWeight - counts.tp;
    }
    if (m_options.official) {
        score.totals.fp = counted; // countOfficial splits it
        countOfficial(output, &score);
    } else {
        int correct = 0;
        for (const ExtractionResult &result : std::as_const(score.results))
            correct += result.verdict == ExtractionVerdict::Correct ? 1 : 0;
        score.totals.correct = correct;
        score.totals.fp = counted - correct;
        score.totals.tp = distinctCredited;
        score.totals.fn = m_gold.recallDenominator() - distinctCredited;
    }
    return score;
}

// docs/scoring/fl.md 10: results grouped by extraction string across sentences and credited to
// its first occurrence (sentence order, then file order); positions run over the clusters of
// all its occurrences; two hits or more count 2 in recall unless the last position ends in 0.
void FlScorer::countOfficial(const SystemOutput &output, SystemScore *score) const
{
    const int counted = score->totals.fp;
    struct Group
    {
        int first = -1;
        int hits = 0;
        int lastPosition = 0;
        int offset = 0;
    };
    QHash<QString, Group> groups;
    QVector<int> order; // extraction indices in sentence order, then file order
    QVector<QVector<int>> bySentence(m_gold.sentenceCount());
    for (int e = 0; e < output.extractions.size(); ++e) {
        if (score->results.at(e).sentenceIndex >= 0)
            bySentence[score->results.at(e).sentenceIndex].append(e);
    }
    for (const QVector<int> &list : std::as_const(bySentence))
        order += list;
    for (int e : std::as_const(order)) {
        ExtractionResult &result = score->results[e];
        Group &group = groups[FlMatcher::officialString(output.extractions.at(e))];
        if (group.first < 0)
            group.first = e;
        for (int synset : result.creditedSynsets()) {
            int c = 0;
            const FlSentenceGold &gold = m_gold.sentence(result.sentenceIndex);
            while (c < gold.clusters.size() && gold.clusters.at(c).synsetIndex != synset)
                ++c;
            ++group.hits;
            group.lastPosition = group.offset + c;
        }
        group.offset += int(m_gold.sentence(result.sentenceIndex).clusters.size());
        if (group.first != e && result.verdict == ExtractionVerdict::Correct) {
            result.verdict = ExtractionVerdict::Incorrect;
            result.quirk = FlQuirk::FirstOccurrence;
        }
    }
    int correct = 0;
    int recalled = 0;
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        const Group &group = it.value();
        if (group.hits == 0)
            continue;
        ++correct;
        recalled += group.hits == 1 || (group.lastPosition + 1) % 10 == 0 ? 1 : 2;
        ExtractionResult &first = score->results[group.first];
        if (first.verdict != ExtractionVerdict::Correct) {
            first.verdict = ExtractionVerdict::Correct;
            first.quirk = FlQuirk::LaterOccurrence;
        }
    }
    score->totals.correct = correct;
    score->totals.fp = counted - correct;
    score->totals.tp = recalled;
    score->totals.fn = m_gold.recallDenominator() - recalled;
}

SystemScore FlScorer::scoreLoaded(const SystemOutput &loaded, Diagnostics *diagnostics) const
{
    if (!m_options.official)
        return score(loaded);
    QByteArray bytes;
    QString error;
    if (!TextFileLines::readFile(loaded.path, &bytes, &error)) {
        DiagnosticSink(diagnostics, loaded.path)
            .error(0, QStringLiteral("cannot read the file again for the official BenchIE^FL mode (%1): "
                                     "scored as loaded")
                          .arg(error));
        return score(loaded);
    }
    Diagnostics readerDiagnostics; // the loader already reported the file's problems
    SystemOutput official = FlSystemReader::readOfficial(bytes, loaded.path, &readerDiagnostics);
    official.name = loaded.name;
    return alignToLoaded(score(official), official, loaded);
}
