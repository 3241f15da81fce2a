#include "ui/agreement/AgreementSortProxy.h"

AgreementSortProxy::AgreementSortProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(Qt::UserRole);
}

bool AgreementSortProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (left.row() == 0 || right.row() == 0) // the totals: first in either order
        return (left.row() == 0) == (sortOrder() == Qt::AscendingOrder);
    if (left.column() == 0) // the sentence: file order, not the ids' text
        return left.row() < right.row();
    return QSortFilterProxyModel::lessThan(left, right);
}
