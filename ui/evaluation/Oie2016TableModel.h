#pragma once

#include "core/oie2016/Oie2016Evaluation.h"
#include "ui/common/RowTableModel.h"

// One row per system scored with OIE2016: its native format, its yield (extractions read), the
// gold extractions it matched, AUC, and P, R, F1 at the best-F1 point of the official curve with
// that point's confidence threshold. Display: 3 decimals, as the papers print OIE2016;
// Qt::UserRole: the raw values (sorting, exports, tests).
class Oie2016TableModel : public RowTableModel<Oie2016ScoredSystem>
{
    Q_OBJECT

public:
    enum Column { System, Format, Extractions, Matched, Auc, Precision, Recall, F1, Threshold, ColumnCount };

    explicit Oie2016TableModel(QObject *parent = nullptr);

    void setResults(const QVector<Oie2016ScoredSystem> &results) { setRows(results); }
    const QVector<Oie2016ScoredSystem> &results() const { return rows(); }

private:
    Header header(int column) const override;
    bool metricOf(int column, StatsMetric *metric) const override;
    QVariant rawValue(const Oie2016ScoredSystem &system, int column) const override;
    QVariant display(const QModelIndex &index, const QVariant &value) const override;
    QVariant toolTip(const Oie2016ScoredSystem &system, int column, const QVariant &value) const override;
};
