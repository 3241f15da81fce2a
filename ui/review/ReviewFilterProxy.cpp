#include "ui/review/ReviewFilterProxy.h"

#include "core/review/ReviewQueue.h"
#include "ui/review/ReviewTableModel.h"

ReviewFilterProxy::ReviewFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{ }

void ReviewFilterProxy::setSource(const QString &name)
{
    if (name == m_source)
        return;
    m_source = name;
    invalidateFilter();
}

void ReviewFilterProxy::setStateFilter(StateFilter filter)
{
    if (filter == m_state)
        return;
    m_state = filter;
    invalidateFilter();
}

void ReviewFilterProxy::setSentence(int sentenceIndex)
{
    if (sentenceIndex == m_sentence)
        return;
    m_sentence = sentenceIndex;
    invalidateFilter();
}

bool ReviewFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_sentence >= 0 && index.data(ReviewTableModel::SentenceIndexRole).toInt() != m_sentence)
        return false;
    if (!m_source.isEmpty() && !index.data(ReviewTableModel::SourcesRole).toStringList().contains(m_source))
        return false;
    const ReviewState state = ReviewState(index.data(ReviewTableModel::StateRole).toInt());
    switch (m_state) {
    case StateFilter::ToJudge:
        return state == ReviewState::Pending || state == ReviewState::Skipped;
    case StateFilter::Pending:
        return state == ReviewState::Pending;
    case StateFilter::Skipped:
        return state == ReviewState::Skipped;
    case StateFilter::Accepted:
        return state == ReviewState::Accepted;
    case StateFilter::Rejected:
        return state == ReviewState::Rejected;
    case StateFilter::Judged:
        return state == ReviewState::Accepted || state == ReviewState::Rejected;
    case StateFilter::All:
        break;
    }
    return true;
}
