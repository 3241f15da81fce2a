#pragma once

#include "core/base/Diagnostic.h"
#include "core/robust/RobustReader.h"
#include "core/robust/RobustScorer.h"

#include <QString>
#include <QVector>

// The studio's ROBUST set-up and what it shows (docs/scoring/robust.md 4): one ROBUST gold
// (cliques of an original sentence and its paraphrases), the system files scored against it by
// RobustScorer as `oie-score --scorer robust` scores them, and the views' figures derived from
// those results: the paper's Table 2 (CaRB vs ROBUST, and the drop), the clique table (the gold's
// sentences with each system's score and worst sentence) and the distribution of cliques by
// the variance of their F1 (the paper's Figure 5a). Independent of the BenchIE gold.
class RobustResults
{
public:
    struct System
    {
        QString name;
        QString path;
        QVector<RobustClique> cliques; // as read
        RobustResult result;
        Diagnostics readDiagnostics; // the reader's
        Diagnostics scoreDiagnostics; // the scorer's, against the current gold
    };

    // One row of Table 2. Deltas are ROBUST minus CaRB (negative: a drop); NaN where either is.
    struct Table2Row
    {
        QString name;
        double carbAuc = 0, carbPrecision = 0, carbRecall = 0, carbF1 = 0;
        double robustAuc = 0, robustPrecision = 0, robustRecall = 0, robustF1 = 0;
        double deltaAuc = 0, deltaF1 = 0;
        double relativeDeltaF1 = 0; // deltaF1 / carbF1 (NaN when carbF1 is 0 or NaN)
        int cliquesScored = 0;
    };

    // One sentence of the gold, in the gold file's order (clique by clique, the original first).
    struct SentenceRow
    {
        int clique = 0; // index in gold()
        int sentence = 0; // index in the clique's sentences
    };

    // A system's score of one gold sentence: null when the system did not score it (its file
    // lacks the clique or the paraphrase, or a later repeat replaced it).
    struct Cell
    {
        const RobustSentenceScore *score = nullptr;
        bool worst = false; // the sentence the clique's robust score comes from (RobustScorer's pick)
        double cliqueVariance = 0; // the clique's F1 variance for this system
    };

    // Cliques per bin of F1 variance, per system (Figure 5a). Bin b holds the variances in
    // [b * width, (b + 1) * width); the last bin also its upper edge.
    struct VarianceHistogram
    {
        double binWidth = 0;
        QVector<double> lowerEdges;
        QVector<QVector<int>> counts; // [system][bin]
    };

    // Reads the gold and scores every system against it again. False with *error (the file's
    // first error, "file:line: ...") when unreadable or without a clique; the set-up is then unchanged.
    bool setGold(const QString &path, QString *error);
    // Reads and scores a system file (needs a gold). A name already used is replaced.
    bool addSystem(const QString &name, const QString &path, QString *error);
    bool removeSystem(int index);
    void clear();

    bool hasGold() const { return !m_goldPath.isEmpty(); }
    const QString &goldPath() const { return m_goldPath; }
    const QVector<RobustClique> &gold() const { return m_gold; }
    const QVector<System> &systems() const { return m_systems; }
    // Every message of the set-up: the gold reader's, then each system's.
    Diagnostics diagnostics() const;

    QVector<Table2Row> table2() const;
    const QVector<SentenceRow> &rows() const { return m_rows; }
    // The score of row `row` (index in rows()) by system `system`.
    Cell cell(int system, int row) const;
    // Bins of `binWidth` from 0 up to the largest variance of any system (at least one bin).
    VarianceHistogram varianceHistogram(double binWidth) const;

private:
    void score(System *system) const;
    void rebuildIndex();

    QString m_goldPath;
    QVector<RobustClique> m_gold;
    Diagnostics m_goldDiagnostics;
    QVector<System> m_systems;
    QVector<SentenceRow> m_rows;
    QVector<int> m_firstRow; // [gold clique] its first row
    // [system][row]: the clique score index and the sentence index in it, or -1.
    QVector<QVector<QPair<int, int>>> m_cells;
};
