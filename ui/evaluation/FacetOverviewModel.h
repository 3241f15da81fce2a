#pragma once

#include "core/analysis/FacetOverview.h"

#include <QAbstractTableModel>
#include <QStringList>
#include <QVector>

// The per-facet overview: one row per visible system, its F1 under every facet.
// Qt::DisplayRole holds the formatted text, Qt::UserRole the raw value (for sorting, export).
class FacetOverviewModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit FacetOverviewModel(QObject *parent = nullptr);

    // The F1 of the named systems, read from the overview.
    void setOverview(const FacetOverview &overview, const QStringList &systems);
    // Decimals of the scores shown (the Decimals box; exports use the same).
    void setDecimals(int decimals);
    int decimals() const { return m_decimals; }
    double f1(int row, int facetIndex) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QStringList m_systems;
    int m_decimals = 4;
    QVector<QVector<double>> m_f1; // [row][facet]
};
