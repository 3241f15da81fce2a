#pragma once

#include "core/analysis/Agreement.h"

#include <QAbstractTableModel>

// The inter-annotator agreement as a table: the first row for all sentences (the figures
// `oie-score agreement` prints), then one row per sentence paired by id. Numbers are doubles
// (or ints) under Qt::UserRole, so that sorting and the table export see the values.
class AgreementSentenceModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        SentenceColumn,
        SynsetsAColumn,
        SynsetsBColumn,
        CoveredAColumn,
        CoveredBColumn,
        RecallAOnBColumn,
        RecallBOnAColumn,
        AgreementColumn,
        OptionalOnlyColumn,
        ColumnCount
    };

    explicit AgreementSentenceModel(QObject *parent = nullptr);

    void setResult(const AgreementResult &result);
    const AgreementResult &result() const { return m_result; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // Row 0: the totals, as a SentenceAgreement.
    SentenceAgreement rowAt(int row) const;

    AgreementResult m_result;
    SentenceAgreement m_totals;
};
