#pragma once

#include <QSortFilterProxyModel>
#include <QString>

// Filters the review table by source (a system or reference name; empty: all), by state and
// by sentence (-1: all).
class ReviewFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    enum class StateFilter { ToJudge, Pending, Skipped, Accepted, Rejected, Judged, All };

    explicit ReviewFilterProxy(QObject *parent = nullptr);

    void setSource(const QString &name);
    void setStateFilter(StateFilter filter);
    void setSentence(int sentenceIndex);
    QString source() const { return m_source; }
    StateFilter stateFilter() const { return m_state; }
    int sentence() const { return m_sentence; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_source;
    StateFilter m_state = StateFilter::ToJudge;
    int m_sentence = -1;
};
