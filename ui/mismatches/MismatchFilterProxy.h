#pragma once

#include <QSortFilterProxyModel>

// Filters the mismatch browser's sentences: text (id or sentence), some system's F1 below a
// threshold, systems disagreeing, a synset no system covers. Conditions combine with "and".
class MismatchFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit MismatchFilterProxy(QObject *parent = nullptr);

    void setText(const QString &text);
    // Shows only sentences where some visible system's F1 is below the threshold; > 1 shows all.
    void setF1Threshold(double threshold);
    void setDisagreeOnly(bool on);
    void setUncoveredOnly(bool on);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
    double m_threshold = 2.0;
    bool m_disagreeOnly = false;
    bool m_uncoveredOnly = false;
};
