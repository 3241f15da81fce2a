#include "ui/mismatches/MismatchFilterProxy.h"

#include "ui/mismatches/MismatchSentenceModel.h"

MismatchFilterProxy::MismatchFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(Qt::UserRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void MismatchFilterProxy::setText(const QString &text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

void MismatchFilterProxy::setF1Threshold(double threshold)
{
    m_threshold = threshold;
    invalidateFilter();
}

void MismatchFilterProxy::setDisagreeOnly(bool on)
{
    m_disagreeOnly = on;
    invalidateFilter();
}

void MismatchFilterProxy::setUncoveredOnly(bool on)
{
    m_uncoveredOnly = on;
    invalidateFilter();
}

bool MismatchFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *model = sourceModel();
    const QModelIndex id = model->index(sourceRow, MismatchSentenceModel::IdColumn, sourceParent);
    if (!m_text.isEmpty()) {
        const QString text = model->index(sourceRow, MismatchSentenceModel::TextColumn, sourceParent).data().toString();
        if (!text.contains(m_text, Qt::CaseInsensitive) && id.data().toString() != m_text)
            return false;
    }
    if (m_threshold <= 1.0 && id.data(MismatchSentenceModel::MinF1Role).toDouble() >= m_threshold)
        return false;
    if (m_disagreeOnly && !id.data(MismatchSentenceModel::DisagreeRole).toBool())
        return false;
    if (m_uncoveredOnly && !id.data(MismatchSentenceModel::UncoveredSynsetRole).toBool())
        return false;
    return true;
}
