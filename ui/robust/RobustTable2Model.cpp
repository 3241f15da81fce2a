#include "ui/robust/RobustTable2Model.h"

#include <QFont>
#include <QLocale>

#include <cmath>

RobustTable2Model::RobustTable2Model(QObject *parent)
    : RowTableModel(ColumnCount, parent)
{ }

QString RobustTable2Model::figure(double value, int decimals)
{
    if (std::isnan(value))
        return QStringLiteral("nan");
    return QLocale().toString(value, 'f', decimals);
}

QVariant RobustTable2Model::rawValue(const RobustResults::Table2Row &row, int column) const
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
    if (role != Qt::FontRole)
        return RowTableModel::data(index, role);
    // The F1 columns in bold.
    if (!rowAt(index) || (index.column() != RobustF1 && index.column() != CarbF1))
        return QVariant();
    QFont font;
    font.setBold(true);
    return font;
}

QVariant RobustTable2Model::display(const QModelIndex &index, const QVariant &value) const
{
    const int column = index.column();
    if (column == System)
        return value;
    if (column == Cliques)
        return QLocale().toString(value.toInt());
    return figure(value.toDouble(), column == RelativeDeltaF1 ? 1 : 3);
}

QVariant RobustTable2Model::toolTip(const RobustResults::Table2Row &, int column, const QVariant &value) const
{
    if (column == System || column == Cliques)
        return QVariant();
    return std::isnan(value.toDouble()) ? tr("nan: P + R = 0, as the official scorer prints it")
                                        : QString::number(value.toDouble(), 'g', 17);
}

RobustTable2Model::Header RobustTable2Model::header(int column) const
{
    const QString carb = tr("CaRB on the original sentences only: means over cliques, F1 from the mean P and R");
    const QString robust = tr("ROBUST: each clique scored as its sentence of lowest F1; means over cliques, F1 "
                              "from the mean P and R");
    const QString delta = tr("ROBUST minus CaRB: negative is a drop");
    switch (column) {
    case System:
        return {tr("System"), QString(), true};
    case Cliques:
        return {tr("Cliques"), tr("Cliques scored: those of the system file that the gold has")};
    case CarbAuc:
        return {tr("CaRB AUC"), carb};
    case CarbPrecision:
        return {tr("CaRB P"), carb};
    case CarbRecall:
        return {tr("CaRB R"), carb};
    case CarbF1:
        return {tr("CaRB F1"), carb};
    case RobustAuc:
        return {tr("ROBUST AUC"), robust};
    case RobustPrecision:
        return {tr("ROBUST P"), robust};
    case RobustRecall:
        return {tr("ROBUST R"), robust};
    case RobustF1:
        return {tr("ROBUST F1"), robust};
    case DeltaAuc:
        return {tr("ΔAUC"), delta};
    case DeltaF1:
        return {tr("ΔF1"), delta};
    default:
        return {tr("ΔF1 %"), tr("ΔF1 in percent of CaRB's F1")};
    }
}
