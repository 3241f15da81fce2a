#pragma once

#include <QSortFilterProxyModel>

// Sorts the agreement table by the values under Qt::UserRole, the totals row (source row 0)
// always first whatever the order.
class AgreementSortProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit AgreementSortProxy(QObject *parent = nullptr);

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
};
