#include "ui/review/ReviewTableModel.h"

#include "core/review/ReviewRound.h"

#include <QBrush>
#include <QColor>

#include <algorithm>

ReviewTableModel::ReviewTableModel(const ReviewRound *round, QObject *parent)
    : QAbstractTableModel(parent),
      m_round(round)
{
    connect(round, &ReviewRound::queueReset, this, &ReviewTableModel::reset);
    connect(round, &ReviewRound::sentenceQueueChanged, this, &ReviewTableModel::replaceSentence);
    reset();
}

void ReviewTableModel::reset()
{
    beginResetModel();
    const ReviewQueue &queue = m_round->queue();
    m_entries.resize(queue.sentenceCount());
    for (int s = 0; s < queue.sentenceCount(); ++s)
        m_entries[s] = queue.entriesOf(s);
    updateOffsets();
    endResetModel();
}

void ReviewTableModel::updateOffsets()
{
    m_offsets.resize(m_entries.size());
    int offset = 0;
    for (int s = 0; s < m_entries.size(); ++s) {
        m_offsets[s] = offset;
        offset += int(m_entries.at(s).size());
    }
    m_rows = offset;
}

const ReviewEntry *ReviewTableModel::entryAt(int row) const
{
    if (row < 0 || row >= m_rows)
        return nullptr;
    const auto it = std::upper_bound(m_offsets.begin(), m_offsets.end(), row);
    const int s = int(it - m_offsets.begin()) - 1;
    return &m_entries.at(s).at(row - m_offsets.at(s));
}

// The queue of the sentence is already rebuilt; the views still know the old rows.
void ReviewTableModel::replaceSentence(int sentenceIndex)
{
    const ReviewQueue &queue = m_round->queue();
    if (sentenceIndex < 0 || sentenceIndex >= m_entries.size() || queue.sentenceCount() != m_entries.size()) {
        reset();
        return;
    }
    const int first = m_offsets.at(sentenceIndex);
    const int before = int(m_entries.at(sentenceIndex).size());
    const QVector<ReviewEntry> &entries = queue.entriesOf(sentenceIndex);
    const int after = int(entries.size());
    if (before == after) {
        m_entries[sentenceIndex] = entries;
        if (after > 0)
            Q_EMIT dataChanged(index(first, 0), index(first + after - 1, ColumnCount - 1));
        return;
    }
    if (before > 0) {
        beginRemoveRows(QModelIndex(), first, first + before - 1);
        m_entries[sentenceIndex].clear();
        updateOffsets();
        endRemoveRows();
    }
    if (after > 0) {
        beginInsertRows(QModelIndex(), first, first + after - 1);
        m_entries[sentenceIndex] = entries;
        updateOffsets();
        endInsertRows();
    }
}

int ReviewTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int ReviewTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ReviewTableModel::stateName(int state)
{
    switch (ReviewState(state)) {
    case ReviewState::Pending:
        return tr("to judge");
    case ReviewState::Skipped:
        return tr("skipped");
    case ReviewState::Accepted:
        return tr("accepted");
    case ReviewState::Rejected:
        return tr("rejected");
    }
    return QString();
}

QVariant ReviewTableModel::data(const QModelIndex &index, int role) const
{
    const ReviewEntry *found = index.isValid() ? entryAt(index.row()) : nullptr;
    if (!found)
        return QVariant();
    const ReviewQueue &queue = m_round->queue();
    const ReviewEntry &entry = *found;
    switch (role) {
    case SourcesRole:
        return queue.sourceNames(entry);
    case StateRole:
        return int(m_round->state(entry));
    case SentenceIndexRole:
        return entry.sentenceIndex;
    case KeyRole:
        return entry.key;
    case Qt::ForegroundRole:
        if (index.column() == StateColumn) {
            const ReviewState state = m_round->state(entry);
            if (state == ReviewState::Accepted)
                return QBrush(QColor(0x2e, 0x7d, 0x32));
            if (state == ReviewState::Rejected)
                return QBrush(QColor(0xc6, 0x28, 0x28));
        }
        return QVariant();
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        break;
    default:
        return QVariant();
    }
    switch (index.column()) {
    case SentenceColumn:
        return role == Qt::DisplayRole ? QVariant(entry.sentenceIndex + 1) : QVariant();
    case SubjectColumn:
        return entry.subject;
    case RelationColumn:
        return entry.relation;
    case ObjectColumn:
        return entry.object;
    case SourcesColumn:
        return queue.sourceNames(entry).join(QStringLiteral(", "));
    case StateColumn:
        return stateName(int(m_round->state(entry)));
    case ClosestColumn: {
        const ExtractionDiagnosis &diagnosis = m_round->diagnosis(entry);
        if (role == Qt::ToolTipRole)
            return diagnosis.explanation;
        if (diagnosis.closest.isEmpty())
            return tr("no gold triple");
        const ClosestTriple &closest = diagnosis.closest.first();
        return tr("synset %1 · %2").arg(closest.synset + 1).arg(closest.pattern.code());
    }
    default:
        break;
    }
    return QVariant();
}

QVariant ReviewTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == ClosestColumn)
        return tr("The synset of the closest gold triple and its slot pattern (1 = the slot agrees: subject, "
                  "relation, object)");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SentenceColumn:
        return tr("Sentence");
    case SubjectColumn:
        return tr("Subject");
    case RelationColumn:
        return tr("Relation");
    case ObjectColumn:
        return tr("Object");
    case SourcesColumn:
        return tr("Sources");
    case StateColumn:
        return tr("State");
    case ClosestColumn:
        return tr("Closest");
    default:
        break;
    }
    return QVariant();
}
