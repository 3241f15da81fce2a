#include "core/document/RobustResults.h"

#include <QFileInfo>

#include <algorithm>
#include <cmath>

namespace {

// Reads a ROBUST file; false with *error (its first error, or that it has no clique) when it
// cannot be used at all.
bool readCliques(const QString &path, QVector<RobustClique> *cliques, Diagnostics *diagnostics, QString *error)
{
    Diagnostics read;
    if (!RobustReader::readFile(path, cliques, &read, error))
        return false;
    if (cliques->isEmpty()) {
        const auto firstError = std::find_if(read.cbegin(), read.cend(), [](const Diagnostic &diagnostic) {
            return diagnostic.severity == Diagnostic::Severity::Error;
        });
        *error = firstError != read.cend() ? firstError->toString()
                                           : Diagnostic::location(path, 1)
                + QStringLiteral(" no ROBUST clique in this file (expected a JSON list of "
                                 "{\"ori_sent\", \"ori_args\", \"paraphrases\"})");
        return false;
    }
    *diagnostics = read;
    return true;
}

} // namespace

bool RobustResults::setGold(const QString &path, QString *error)
{
    QVector<RobustClique> gold;
    Diagnostics diagnostics;
    if (!readCliques(path, &gold, &diagnostics, error))
        return false;
    m_goldPath = path;
    m_gold = gold;
    m_goldDiagnostics = diagnostics;
    for (System &system : m_systems)
        score(&system);
    rebuildIndex();
    return true;
}

bool RobustResults::addSystem(const QString &name, const QString &path, QString *error)
{
    if (!hasGold()) {
        *error = Diagnostic::location(path) + QStringLiteral(" open a ROBUST gold before its system files");
        return false;
    }
    System system;
    system.name = name.trimmed().isEmpty() ? QFileInfo(path).completeBaseName() : name.trimmed();
    system.path = path;
    if (!readCliques(path, &system.cliques, &system.readDiagnostics, error))
        return false;
    score(&system);
    const auto same = std::find_if(m_systems.begin(), m_systems.end(),
                                   [&system](const System &other) { return other.name == system.name; });
    if (same != m_systems.end())
        *same = system;
    else
        m_systems.append(system);
    rebuildIndex();
    return true;
}

bool RobustResults::removeSystem(int index)
{
    if (index < 0 || index >= m_systems.size())
        return false;
    m_systems.removeAt(index);
    rebuildIndex();
    return true;
}

void RobustResults::clear()
{
    *this = RobustResults();
}

void RobustResults::score(System *system) const
{
    system->scoreDiagnostics.clear();
    system->result = RobustScorer::score(m_gold, system->cliques, &system->scoreDiagnostics, m_goldPath, system->path);
}

void RobustResults::rebuildIndex()
{
    m_rows.clear();
    m_firstRow.clear();
    for (int c = 0; c < m_gold.size(); ++c) {
        m_firstRow.append(int(m_rows.size()));
        for (int s = 0; s < m_gold.at(c).sentences.size(); ++s)
            m_rows.append({c, s});
    }
    m_cells.clear();
    for (const System &system : std::as_const(m_systems)) {
        QVector<QPair<int, int>> cells(m_rows.size(), qMakePair(-1, -1));
        const QVector<RobustCliqueScore> &cliques = system.result.cliques;
        for (int k = 0; k < cliques.size(); ++k) {
            const int goldClique = cliques.at(k).goldClique;
            if (goldClique < 0 || goldClique >= m_firstRow.size())
                continue;
            for (int s = 0; s < cliques.at(k).sentences.size(); ++s) {
                const int goldSentence = cliques.at(k).sentences.at(s).goldSentence;
                if (goldSentence >= 0 && goldSentence < m_gold.at(goldClique).sentences.size())
                    cells[m_firstRow.at(goldClique) + goldSentence] = qMakePair(k, s);
            }
        }
        m_cells.append(cells);
    }
}

Diagnostics RobustResults::diagnostics() const
{
    Diagnostics all = m_goldDiagnostics;
    for (const System &system : m_systems)
        all += system.readDiagnostics + system.scoreDiagnostics;
    return all;
}

QVector<RobustResults::Table2Row> RobustResults::table2() const
{
    QVector<Table2Row> rows;
    for (const System &system : m_systems) {
        const RobustResult &r = system.result;
        Table2Row row;
        row.name = system.name;
        row.carbAuc = r.carbAuc;
        row.carbPrecision = r.carbPrecision;
        row.carbRecall = r.carbRecall;
        row.carbF1 = r.carbF1;
        row.robustAuc = r.auc;
        row.robustPrecision = r.precision;
        row.robustRecall = r.recall;
        row.robustF1 = r.f1;
        // NaN propagates through the differences: a NaN figure gives a NaN drop, never 0.
        row.deltaAuc = r.auc - r.carbAuc;
        row.deltaF1 = r.f1 - r.carbF1;
        row.relativeDeltaF1 = r.carbF1 == 0 ? std::nan("") : row.deltaF1 / r.carbF1;
        row.cliquesScored = int(r.cliques.size());
        rows.append(row);
    }
    return rows;
}

RobustResults::Cell RobustResults::cell(int system, int row) const
{
    Cell cell;
    if (system < 0 || system >= m_cells.size() || row < 0 || row >= m_rows.size())
        return cell;
    const QPair<int, int> at = m_cells.at(system).at(row);
    if (at.first < 0)
        return cell;
    const RobustCliqueScore &clique = m_systems.at(system).result.cliques.at(at.first);
    cell.score = &clique.sentences.at(at.second);
    cell.worst = clique.worst == at.second;
    cell.cliqueVariance = clique.f1Variance;
    return cell;
}

RobustResults::VarianceHistogram RobustResults::varianceHistogram(double binWidth) const
{
    VarianceHistogram histogram;
    histogram.binWidth = binWidth > 0 ? binWidth : 0.01;
    double largest = 0;
    for (const System &system : m_systems) {
        for (const RobustCliqueScore &clique : system.result.cliques)
            largest = std::max(largest, clique.f1Variance);
    }
    // floor(largest / width) + 1 bins, so that the largest value has a bin of its own edge.
    const int bins = std::max(1, int(std::floor(largest / histogram.binWidth + 1e-9)) + 1);
    for (int b = 0; b < bins; ++b)
        histogram.lowerEdges.append(b * histogram.binWidth);
    for (const System &system : m_systems) {
        QVector<int> counts(bins, 0);
        for (const RobustCliqueScore &clique : system.result.cliques) {
            if (std::isnan(clique.f1Variance))
                continue;
            // A value on an edge (0.04 computed as 0.0399999...) goes to the bin it starts.
            const int bin = std::clamp(int(std::floor(clique.f1Variance / histogram.binWidth + 1e-9)), 0, bins - 1);
            ++counts[bin];
        }
        histogram.counts.append(counts);
    }
    return histogram;
}
