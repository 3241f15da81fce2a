#pragma once

#include "core/document/ScorerResults.h"

#include <QAbstractTableModel>
#include <QVector>

// One row per system scored with CaRB: extractions in gold sentences, AUC, and P, R, F1 at
// the F1-optimal threshold, and that threshold. Display: the 3-decimal figures CaRB prints;
// Qt::UserRole: the raw values (sorting, exports).
class CarbTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { System, Extractions, Auc, Precision, Recall, F1, Threshold, ColumnCount };

    explicit CarbTableModel(QObject *parent = nullptr);

    void setResults(const QVector<ScorerResults::CarbSystem> &results);
    // Decimals of the scores shown (the Decimals box; exports use the same).
    void setDecimals(int decimals);
    int decimals() const { return m_decimals; }
    const QVector<ScorerResults::CarbSystem> &results() const { return m_results; }

    // Why CaRB's extraction count is not the systems panel's, with the numbers: "4,321 of 5,400
    // extractions: 1,079 in sentences the CaRB gold does not have" (the Extractions cell's tool
    // tip)...
    static QString countExplanation(const ScorerResults::CarbCount &count);
    // ...and for every system, the line under the CaRB table (empty when every count agrees).
    QString countNote() const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant rawValue(const ScorerResults::CarbSystem &system, int column) const;

    QVector<ScorerResults::CarbSystem> m_results;
    int m_decimals = 3;
};
