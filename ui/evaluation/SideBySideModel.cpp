#include "ui/evaluation/SideBySideModel.h"

#include <QLocale>

SideBySideModel::SideBySideModel(QObject *parent)
    : RowTableModel(ColumnCount, parent)
{ }

QVariant SideBySideModel::rawValue(const SideBySideRow &row, int column) const
{
    const auto when = [](bool has, double value) { return has ? QVariant(value) : QVariant(); };
    switch (column) {
    case System:
        return row.name;
    case Oie2016System:
        return row.oie2016Name.isEmpty() ? QVariant() : QVariant(row.oie2016Name);
    case BenchieP:
        return when(row.hasBenchie, row.benchiePrecision);
    case BenchieR:
        return when(row.hasBenchie, row.benchieRecall);
    case BenchieF1:
        return when(row.hasBenchie, row.benchieF1);
    case CarbAuc:
        return when(row.hasCarb, row.carbAuc);
    case CarbF1:
        return when(row.hasCarb, row.carbF1);
    case Oie2016Auc:
        return when(row.hasOie2016, row.oie2016Auc);
    case Oie2016F1:
        return when(row.hasOie2016, row.oie2016F1);
    default:
        return QVariant();
    }
}

QVariant SideBySideModel::display(const QModelIndex &index, const QVariant &value) const
{
    if (!value.isValid())
        //: A side-by-side cell for a scorer the system was not scored by
        return tr("–");
    return header(index.column()).text ? value : QVariant(QLocale().toString(value.toDouble(), 'f', 3));
}

RowTableModel<SideBySideRow>::Header SideBySideModel::header(int column) const
{
    const QString benchie = tr("BenchIE under the facet of the toolbar");
    const QString carb = tr("CaRB against the attached CaRB gold (F1 at its best threshold)");
    const QString oie2016 = tr("OIE2016 against the attached OIE2016 gold (best F1 of its curve)");
    switch (column) {
    case System:
        return {tr("System"), QString(), true};
    case Oie2016System:
        //: Column header: the OIE2016 system paired with the row's system
        return {tr("OIE2016 system"), QString(), true};
    case BenchieP:
        return {tr("BenchIE P"), benchie};
    case BenchieR:
        return {tr("BenchIE R"), benchie};
    case BenchieF1:
        return {tr("BenchIE F1"), benchie};
    case CarbAuc:
        return {tr("CaRB AUC"), carb};
    case CarbF1:
        return {tr("CaRB F1"), carb};
    case Oie2016Auc:
        return {tr("OIE2016 AUC"), oie2016};
    case Oie2016F1:
        return {tr("OIE2016 F1"), oie2016};
    default:
        return {};
    }
}
