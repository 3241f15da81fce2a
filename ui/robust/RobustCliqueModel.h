#pragma once

#include "core/document/RobustResults.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QVector>

// The clique table: one row per sentence of the ROBUST gold, clique by clique (the original
// first, then its paraphrases, in the gold file's order), with each shown system's P, R and F1
// of that sentence and a Worst column that marks the sentence the clique's ROBUST score comes
// from (RobustScorer's pick: the lowest F1, the first in the system file's order on ties).
// A sentence a system did not score (its file lacks it) shows "—"; a NaN shows "nan".
// Shown systems: all, or one (setSystem); rows: all, or only the worst sentences of the shown
// systems (setWorstOnly). Qt::UserRole: raw values; WorstRole: whether the cell's row is the
// worst of its clique for the cell's system.
class RobustCliqueModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Clique, Kind, Text, FixedColumns };
    enum SystemColumn { Precision, Recall, F1, Worst, SystemColumns };
    enum Role { WorstRole = Qt::UserRole + 1, GoldRowRole };

    explicit RobustCliqueModel(QObject *parent = nullptr);

    // The results must outlive the model (or be set again after they change).
    void setResults(const RobustResults *results, const QVector<QColor> &colors);
    // -1: every system; else the index of the one system to show.
    void setSystem(int system);
    int system() const { return m_system; }
    void setWorstOnly(bool worstOnly);
    bool worstOnly() const { return m_worstOnly; }

    // The system index of a column (-1 for the fixed columns), and which of its columns it is.
    int systemOfColumn(int column) const;
    int systemColumn(int column) const;
    // The row of a gold sentence index (RobustResults::rows()), or -1 when filtered out.
    int rowOfGoldRow(int goldRow) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void rebuild();
    QVector<int> shownSystems() const;
    QVariant rawValue(int goldRow, int column) const;

    const RobustResults *m_results = nullptr;
    QVector<QColor> m_colors;
    int m_system = -1;
    bool m_worstOnly = false;
    QVector<int> m_rows; // gold rows shown
};
