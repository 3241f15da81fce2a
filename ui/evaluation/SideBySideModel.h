#pragma once

#include "core/report/SideBySide.h"
#include "ui/common/RowTableModel.h"

// The side-by-side rows (SideBySide::build): per system, BenchIE P/R/F1, CaRB AUC/F1 and
// OIE2016 AUC/F1 with the OIE2016 system paired with it. Display: 3 decimals, "–" where the
// system was not scored by that scorer; Qt::UserRole: the raw value (invalid where none), which
// TableExport writes.
class SideBySideModel : public RowTableModel<SideBySideRow>
{
    Q_OBJECT

public:
    enum Column {
        System,
        Oie2016System,
        BenchieP,
        BenchieR,
        BenchieF1,
        CarbAuc,
        CarbF1,
        Oie2016Auc,
        Oie2016F1,
        ColumnCount
    };

    explicit SideBySideModel(QObject *parent = nullptr);

private:
    Header header(int column) const override;
    QVariant rawValue(const SideBySideRow &row, int column) const override;
    QVariant display(const QModelIndex &index, const QVariant &value) const override;
};
