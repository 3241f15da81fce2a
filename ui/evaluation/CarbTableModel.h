#pragma once

#include "core/document/ScorerResults.h"
#include "ui/common/RowTableModel.h"

// One row per system scored with CaRB: extractions in gold sentences, AUC, and P, R, F1 at
// the F1-optimal threshold, and that threshold. Display: the 3-decimal figures CaRB prints;
// Qt::UserRole: the raw values (sorting, exports).
class CarbTableModel : public RowTableModel<ScorerResults::CarbSystem>
{
    Q_OBJECT

public:
    enum Column { System, Extractions, Auc, Precision, Recall, F1, Threshold, ColumnCount };

    explicit CarbTableModel(QObject *parent = nullptr);

    void setResults(const QVector<ScorerResults::CarbSystem> &results) { setRows(results); }
    const QVector<ScorerResults::CarbSystem> &results() const { return rows(); }

    // Why CaRB's extraction count is not the systems panel's, with the numbers: "4,321 of 5,400
    // extractions: 1,079 in sentences the CaRB gold does not have" (the Extractions cell's tool
    // tip)...
    static QString countExplanation(const ScorerResults::CarbCount &count);
    // ...and for every system, the line under the CaRB table (empty when every count agrees).
    QString countNote() const;

private:
    Header header(int column) const override;
    bool metricOf(int column, StatsMetric *metric) const override;
    QVariant rawValue(const ScorerResults::CarbSystem &system, int column) const override;
    QVariant display(const QModelIndex &index, const QVariant &value) const override;
    QVariant toolTip(const ScorerResults::CarbSystem &system, int column, const QVariant &value) const override;
};
