#pragma once

#include "core/model/SystemScore.h"
#include "core/stats/Bootstrap.h"

#include <QAbstractTableModel>
#include <QVector>

// One row per scored system: its name, extraction count, TP/FP/FN and P/R/F1.
// Qt::DisplayRole holds the formatted text, Qt::UserRole the raw value (for sorting).
class ScoreTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { System, Extractions, TruePositives, FalsePositives, FalseNegatives, Precision, Recall, F1,
                  ColumnCount };

    explicit ScoreTableModel(QObject *parent = nullptr);

    void setScores(const QVector<SystemScore> &scores);
    const QVector<SystemScore> &scores() const { return m_scores; }
    // Bootstrap intervals of P, R and F1, parallel to the scores (empty: none shown). Shown as
    // "0.339 [0.310, 0.370]" at the table's decimals; sorting stays on the value.
    void setIntervals(const QVector<SystemIntervals> &intervals);
    const QVector<SystemIntervals> &intervals() const { return m_intervals; }
    // Decimals of the scores shown (the Decimals box; exports use the same).
    void setDecimals(int decimals);
    int decimals() const { return m_decimals; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant rawValue(const SystemScore &score, int column) const;

    QVector<SystemScore> m_scores;
    QVector<SystemIntervals> m_intervals;
    int m_decimals = 4;
};
