#include "ui/evaluation/SideBySideModel.h"

#include <QLocale>

SideBySideModel::SideBySideModel(QObject *parent)
    : RowTableModel(ColumnCount, parent)
{
}

QVariant SideBySideModel::rawValue(const SideBySideRow &row, int column)
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

QVariant SideBySideModel::data(const QModelIndex &index, int role) const
{
    const SideBySideRow *row = rowAt(index);
    if (!row)
        return QVariant();
    const int column = index.column();
    const QVariant value = rawValue(*row, column);
    const bool text = column == System || column == Oie2016System;
    switch (role) {
    case Qt::DisplayRole:
        if (!value.isValid())
            //: A side-by-side cell for a scorer the system was not scored by
            return tr("–");
        return text ? value : QVariant(QLocale().toString(value.toDouble(), 'f', 3));
    case Qt::UserRole:
        return value;
    case Qt::TextAlignmentRole:
        return int((text ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    default:
        return QVariant();
    }
}

QVariant SideBySideModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case System:
            return tr("System");
        case Oie2016System:
            //: Column header: the OIE2016 system paired with the row's system
            return tr("OIE2016 system");
        case BenchieP:
            return tr("BenchIE P");
        case BenchieR:
            return tr("BenchIE R");
        case BenchieF1:
            return tr("BenchIE F1");
        case CarbAuc:
            return tr("CaRB AUC");
        case CarbF1:
            return tr("CaRB F1");
        case Oie2016Auc:
            return tr("OIE2016 AUC");
        case Oie2016F1:
            return tr("OIE2016 F1");
        default:
            return QVariant();
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case BenchieP:
        case BenchieR:
        case BenchieF1:
            return tr("BenchIE under the facet of the toolbar");
        case CarbAuc:
        case CarbF1:
            return tr("CaRB against the attached CaRB gold (F1 at its best threshold)");
        case Oie2016Auc:
        case Oie2016F1:
            return tr("OIE2016 against the attached OIE2016 gold (best F1 of its curve)");
        default:
            return QVariant();
        }
    }
    if (role == Qt::TextAlignmentRole && section != System && section != Oie2016System)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return QVariant();
}
