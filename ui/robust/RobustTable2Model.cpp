#include "ui/robust/RobustTable2Model.h"

#include <QFont>
#include <QLocale>

#include <cmath>

RobustTable2Model::RobustTable2Model(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void RobustTable2Model::setRows(const QVector<RobustResults::Table2Row> &rows)
{
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

int RobustTable2Model::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RobustTable2Model::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RobustTable2Model::figure(double value, int decimals)
{
    if (std::isnan(value))
        return QStringLiteral("nan");
    return QLocale().toString(value, 'f', decimals);
}

QVariant RobustTable2Model::rawValue(const RobustResults::Table2Row &row, int column)
{
    switch (column) {
    case System:
        return row.name;
    case Cliques:
        return row.cliquesScored;
    case CarbAuc:
        return row.carbAuc;
    case CarbPrecision:
        return row.carbPrecision;
    case CarbRecall:
        return row.carbRecall;
    case CarbF1:
        return row.carbF1;
    case RobustAuc:
        return row.robustAuc;
    case RobustPrecision:
        return row.robustPrecision;
    case RobustRecall:
        return row.robustRecall;
    case RobustF1:
        return row.robustF1;
    case DeltaAuc:
        return row.deltaAuc;
    case DeltaF1:
        return row.deltaF1;
    case RelativeDeltaF1:
        return 100 * row.relativeDeltaF1; // percent (NaN stays NaN)
    default:
        return QVariant();
    }
}

QVariant RobustTable2Model::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return QVariant();
    const RobustResults::Table2Row &row = m_rows.at(index.row());
    const int column = index.column();
    const QVariant value = rawValue(row, column);
    switch (role) {
    case Qt::DisplayRole:
        if (column == System)
            return value;
        if (column == Cliques)
            return QLocale().toString(value.toInt());
        return figure(value.toDouble(), column == RelativeDeltaF1 ? 1 : 3);
    case Qt::UserRole:
        return value;
    case Qt::ToolTipRole:
        if (column == System || column == Cliques)
            return QVariant();
        return std::isnan(value.toDouble()) ? tr("nan: P + R = 0, as the official scorer prints it")
                                            : QString::number(value.toDouble(), 'g', 17);
    case Qt::FontRole:
        if (column == RobustF1 || column == CarbF1) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return QVariant();
    case Qt::TextAlignmentRole:
        return int((column == System ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    default:
        return QVariant();
    }
}

QVariant RobustTable2Model::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case System:
            return tr("System");
        case Cliques:
            return tr("Cliques");
        case CarbAuc:
            return tr("CaRB AUC");
        case CarbPrecision:
            return tr("CaRB P");
        case CarbRecall:
            return tr("CaRB R");
        case CarbF1:
            return tr("CaRB F1");
        case RobustAuc:
            return tr("ROBUST AUC");
        case RobustPrecision:
            return tr("ROBUST P");
        case RobustRecall:
            return tr("ROBUST R");
        case RobustF1:
            return tr("ROBUST F1");
        case DeltaAuc:
            return tr("ΔAUC");
        case DeltaF1:
            return tr("ΔF1");
        case RelativeDeltaF1:
            return tr("ΔF1 %");
        default:
            return QVariant();
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Cliques:
            return tr("Cliques scored: those of the system file that the gold has");
        case CarbAuc:
        case CarbPrecision:
        case CarbRecall:
        case CarbF1:
            return tr("CaRB on the original sentences only: means over cliques, F1 from the mean P and R");
        case RobustAuc:
        case RobustPrecision:
        case RobustRecall:
        case RobustF1:
            return tr("ROBUST: each clique scored as its sentence of lowest F1; means over cliques, F1 from the "
                      "mean P and R");
        case DeltaAuc:
        case DeltaF1:
            return tr("ROBUST minus CaRB: negative is a drop");
        case RelativeDeltaF1:
            return tr("ΔF1 in percent of CaRB's F1");
        default:
            return QVariant();
        }
    }
    if (role == Qt::TextAlignmentRole && section != System)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return QVariant();
}
