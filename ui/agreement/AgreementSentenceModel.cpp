#include "ui/agreement/AgreementSentenceModel.h"

#include <QFont>

AgreementSentenceModel::AgreementSentenceModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void AgreementSentenceModel::setResult(const AgreementResult &result)
{
    beginResetModel();
    m_result = result;
    m_totals = SentenceAgreement{tr("all sentences"), result.synsetsA, result.synsetsB,
                                 result.coveredA,     result.coveredB, result.optionalOnlyCount()};
    endResetModel();
}

int AgreementSentenceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || (m_result.sentences.isEmpty() && m_result.synsetsA + m_result.synsetsB == 0)
        ? 0
        : int(m_result.sentences.size()) + 1;
}

int AgreementSentenceModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

SentenceAgreement AgreementSentenceModel::rowAt(int row) const
{
    return row == 0 ? m_totals : m_result.sentences.at(row - 1);
}

QVariant AgreementSentenceModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return QVariant();
    const SentenceAgreement s = rowAt(index.row());
    if (role == Qt::TextAlignmentRole)
        return index.column() == SentenceColumn ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole && index.row() == 0) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role != Qt::DisplayRole && role != Qt::UserRole)
        return QVariant();
    const bool display = role == Qt::DisplayRole;
    // Ratios: 4 decimals on screen, the double for sorting and exports.
    const auto ratio
        = [display](double value) { return display ? QVariant(QString::number(value, 'f', 4)) : QVariant(value); };
    switch (index.column()) {
    case SentenceColumn:
        return s.sentenceId; // sorted in file order, the totals first (AgreementSortProxy)
    case SynsetsAColumn:
        return s.synsetsA;
    case SynsetsBColumn:
        return s.synsetsB;
    case CoveredAColumn:
        return s.coveredA;
    case CoveredBColumn:
        return s.coveredB;
    case RecallAOnBColumn:
        return ratio(s.recallAOnB());
    case RecallBOnAColumn:
        return ratio(s.recallBOnA());
    case AgreementColumn:
        return ratio(index.row() == 0 ? m_result.agreement() : s.agreement());
    case OptionalOnlyColumn:
        return s.optionalOnly;
    default:
        break;
    }
    return QVariant();
}

QVariant AgreementSentenceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case CoveredAColumn:
            return tr("Synsets of A that a synset of B covers");
        case CoveredBColumn:
            return tr("Synsets of B that a synset of A covers");
        case OptionalOnlyColumn:
            return tr("Uncovered synsets (of both sides) that differ from a triple of the other side only by words one "
                      "annotator left out: marking them optional would have made them agree");
        default:
            return QVariant();
        }
    }
    if (role != Qt::DisplayRole)
        return QVariant();
    switch (section) {
    case SentenceColumn:
        return tr("Sentence");
    case SynsetsAColumn:
        return tr("Synsets A");
    case SynsetsBColumn:
        return tr("Synsets B");
    case CoveredAColumn:
        return tr("A covered");
    case CoveredBColumn:
        return tr("B covered");
    case RecallAOnBColumn:
        return tr("Recall A on B");
    case RecallBOnAColumn:
        return tr("Recall B on A");
    case AgreementColumn:
        return tr("Agreement");
    case OptionalOnlyColumn:
        return tr("Only optional");
    default:
        break;
    }
    return QVariant();
}
