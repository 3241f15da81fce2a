#pragma once

#include "core/report/CompareReport.h"

#include <QAbstractTableModel>
#include <QPalette>

// The Compare Systems matrix: row system against column system on one metric of a comparison
// made by the core (EvaluationModel::compare, as `oie-score compare` makes it). Each cell shows
// the difference (row minus column) and its p-value (Holm-adjusted when asked); significant
// cells (p < the report's alpha) are tinted green where the row system is higher and red where
// it is lower. Qt::UserRole gives the p-value, Qt::UserRole + 1 the difference.
class CompareMatrixModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role { PValueRole = Qt::UserRole, DeltaRole };

    explicit CompareMatrixModel(QObject *parent = nullptr);

    void setReport(CompareReport report);
    const CompareReport &report() const { return m_report; }
    void setMetric(StatsMetric metric);
    StatsMetric metric() const { return m_metric; }
    void setPalette(const QPalette &palette);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The comparison of row and column on the metric shown, with the delta as row minus column;
    // null on the diagonal or when not tested.
    const PairComparison *comparison(int row, int column, double *delta) const;

private:
    CompareReport m_report;
    StatsMetric m_metric = StatsMetric::F1;
    QPalette m_palette;
};
