#pragma once

#include "core/document/RobustResults.h"
#include "ui/common/RowTableModel.h"

// The ROBUST paper's Table 2, one row per system: cliques scored, CaRB's AUC, P, R, F1 (the
// original sentences), ROBUST's (each clique's worst sentence), and the drop from CaRB to
// ROBUST (ΔAUC, ΔF1, ΔF1 in percent of CaRB's F1). Display: 3 decimals, `nan` for a NaN (F1
// where P + R = 0, as the official scorer prints it); Qt::UserRole: the raw values (exports,
// tests); the tooltip: the full double.
class RobustTable2Model : public RowTableModel<RobustResults::Table2Row>
{
    Q_OBJECT

public:
    enum Column {
        System,
        Cliques,
        CarbAuc,
        CarbPrecision,
        CarbRecall,
        CarbF1,
        RobustAuc,
        RobustPrecision,
        RobustRecall,
        RobustF1,
        DeltaAuc,
        DeltaF1,
        RelativeDeltaF1,
        ColumnCount
    };

    explicit RobustTable2Model(QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // A figure as the tables show it: `decimals` places, "nan" for NaN (never 0).
    static QString figure(double value, int decimals = 3);

private:
    Header header(int column) const override;
    QVariant rawValue(const RobustResults::Table2Row &row, int column) const override;
    QVariant display(const QModelIndex &index, const QVariant &value) const override;
    QVariant toolTip(const RobustResults::Table2Row &row, int column, const QVariant &value) const override;
};
