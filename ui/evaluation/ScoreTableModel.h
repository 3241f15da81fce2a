#pragma once

#include "core/model/SystemScore.h"
#include "core/stats/Bootstrap.h"
#include "ui/common/RowTableModel.h"

// One row per scored system: its name, extraction count, TP/FP/FN and P/R/F1.
// Qt::DisplayRole holds the formatted text, Qt::UserRole the raw value (for sorting).
class ScoreTableModel : public RowTableModel<SystemScore>
{
    Q_OBJECT

public:
    enum Column {
        System,
        Extractions,
        TruePositives,
        FalsePositives,
        FalseNegatives,
        Precision,
        Recall,
        F1,
        ColumnCount
    };

    explicit ScoreTableModel(QObject *parent = nullptr);

    void setScores(const QVector<SystemScore> &scores);
    const QVector<SystemScore> &scores() const { return rows(); }

private:
    Header header(int column) const override;
    bool metricOf(int column, StatsMetric *metric) const override;
    QVariant rawValue(const SystemScore &score, int column) const override;
    QVariant display(const QModelIndex &index, const QVariant &value) const override;
    QVariant toolTip(const SystemScore &score, int column, const QVariant &value) const override;
};
