#include "ui/mismatches/MismatchSentenceModel.h"

#include <QLocale>

MismatchSentenceModel::MismatchSentenceModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void MismatchSentenceModel::setScores(const Benchmark *benchmark, const QVector<SystemScore> &scores)
{
    beginResetModel();
    m_benchmark = benchmark;
    m_scores = scores;
    endResetModel();
}

void MismatchSentenceModel::updateSentence(int index, const QVector<SystemScore> &scores)
{
    m_scores = scores;
    if (index >= 0 && index < rowCount())
        Q_EMIT dataChanged(this->index(index, 0), this->index(index, columnCount() - 1));
}

int MismatchSentenceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_benchmark ? 0 : int(m_benchmark->sentences().size());
}

int MismatchSentenceModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstSystemColumn + int(m_scores.size());
}

ScoreCounts MismatchSentenceModel::counts(int row, int column) const
{
    return m_scores.at(column - FirstSystemColumn).perSentence.value(row);
}

QVariant MismatchSentenceModel::rawValue(int row, int column) const
{
    const Sentence &sentence = m_benchmark->sentences().at(row);
    if (column == IdColumn) {
        bool numeric = false;
        const int id = sentence.id.toInt(&numeric);
        return numeric ? QVariant(id) : QVariant(sentence.id);
    }
    if (column == TextColumn)
        return sentence.text;
    return counts(row, column).f1();
}

bool MismatchSentenceModel::systemsDisagree(int row) const
{
    for (int s = 1; s < m_scores.size(); ++s) {
        if (m_scores.at(s).perSentence.value(row).f1() != m_scores.at(0).perSentence.value(row).f1())
            return true;
    }
    return false;
}

bool MismatchSentenceModel::hasUncoveredSynset(int row) const
{
    const int synsets = int(m_benchmark->sentences().at(row).synsets.size());
    for (int k = 0; k < synsets; ++k) {
        bool covered = false;
        for (const SystemScore &score : m_scores)
            covered = covered || !score.coverage.value(row).value(k).isEmpty();
        if (!covered)
            return true;
    }
    return false;
}

QVariant MismatchSentenceModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return QVariant();
    const int row = index.row();
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole: {
        const QVariant value = rawValue(row, column);
        if (column >= FirstSystemColumn)
            return QLocale().toString(value.toDouble(), 'f', 2);
        return value;
    }
    case Qt::UserRole:
        return rawValue(row, column);
    case Qt::ToolTipRole:
        if (column == TextColumn)
            return m_benchmark->sentences().at(row).text;
        if (column >= FirstSystemColumn) {
            const ScoreCounts c = counts(row, column);
            //: Tooltip of a system's cell in the sentence list
            return tr("%1 in this sentence: TP %2, FP %3, FN %4, F1 %5")
                .arg(m_scores.at(column - FirstSystemColumn).name, QString::number(c.tp), QString::number(c.fp),
                     QString::number(c.fn), QLocale().toString(c.f1(), 'f', 3));
        }
        return QVariant();
    case TpRole:
    case FpRole:
    case FnRole: {
        if (column < FirstSystemColumn)
            return QVariant();
        const ScoreCounts c = counts(row, column);
        return role == TpRole ? c.tp : role == FpRole ? c.fp : c.fn;
    }
    case Qt::TextAlignmentRole:
        return int((column >= FirstSystemColumn ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    case MinF1Role: {
        double minimum = 1.0;
        for (const SystemScore &score : m_scores)
            minimum = qMin(minimum, score.perSentence.value(row).f1());
        return minimum;
    }
    case DisagreeRole:
        return systemsDisagree(row);
    case UncoveredSynsetRole:
        return hasUncoveredSynset(row);
    case SentenceIndexRole:
        return row;
    default:
        return QVariant();
    }
}

QVariant MismatchSentenceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == IdColumn)
        return tr("Id");
    if (section == TextColumn)
        return tr("Sentence");
    const int system = section - FirstSystemColumn;
    if (system >= m_scores.size())
        return QVariant();
    const QString &name = m_scores.at(system).name;
    if (role == Qt::ToolTipRole)
        return tr("F1 of %1 in each sentence (TP, FP and FN in the cell's tooltip)").arg(name);
    // Compact: long names are cut (the tooltip has the whole name).
    return name.size() > 8 ? name.left(7) + QChar(0x2026) : name;
}
