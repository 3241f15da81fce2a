#include "ui/evaluation/FacetOverviewModel.h"

#include "ui/common/FacetText.h"

#include <QLocale>
#include <QtNumeric>

FacetOverviewModel::FacetOverviewModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void FacetOverviewModel::setOverview(const FacetOverview &overview, const QStringList &systems)
{
    beginResetModel();
    m_systems = systems;
    m_f1.clear();
    const int facetCount = int(FacetOverview::facets().size());
    for (const QString &system : systems) {
        QVector<double> row(facetCount, 0.0);
        for (int f = 0; f < facetCount; ++f) {
            if (!overview.hasGold(f))
                row[f] = qQNaN(); // no gold under the facet: no F1 (shown as a dash)
            else if (const SystemScore *score = overview.score(f, system))
                row[f] = score->f1();
        }
        m_f1.append(row);
    }
    endResetModel();
}

double FacetOverviewModel::f1(int row, int facetIndex) const
{
    return m_f1.value(row).value(facetIndex);
}

int FacetOverviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_systems.size());
}

int FacetOverviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 1 + int(FacetOverview::facets().size());
}

QVariant FacetOverviewModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_systems.size())
        return QVariant();
    const int column = index.column();
    if (role == Qt::DisplayRole || role == Qt::UserRole) {
        if (column == 0)
            return m_systems.at(index.row());
        const double value = f1(index.row(), column - 1);
        if (qIsNaN(value))
            return role == Qt::UserRole ? QVariant(-1.0) : QVariant(QStringLiteral("\u2014"));
        if (role == Qt::UserRole)
            return value;
        return QLocale().toString(value, 'f', m_decimals);
    }
    if (role == Qt::ToolTipRole && column > 0 && qIsNaN(f1(index.row(), column - 1)))
        return tr("No F1: the gold has no synset under this facet (under Entity: no triple is flagged entity-clean)");
    if (role == Qt::TextAlignmentRole)
        return int((column == 0 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    return QVariant();
}

QVariant FacetOverviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QVector<Facet> facets = FacetOverview::facets();
    if (role == Qt::DisplayRole) {
        if (section == 0)
            return tr("System");
        //: Column header of the per-facet overview: F1 under a facet
        return tr("F1 %1").arg(FacetText::label(facets.value(section - 1)));
    }
    if (role == Qt::ToolTipRole && section > 0)
        return FacetText::toolTip(facets.value(section - 1));
    return QVariant();
}

void FacetOverviewModel::setDecimals(int decimals)
{
    if (decimals == m_decimals)
        return;
    m_decimals = decimals;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::DisplayRole});
}
