#include "ui/annotation/SynsetTreeModel.h"

#include <QDataStream>
#include <QFont>
#include <QIODevice>
#include <QLocale>
#include <QMimeData>

namespace {

const QString kMimeType = QStringLiteral("application/x-oie-studio-triple");

// Reads a dragged triple (synset, triple) from mime data; false when it holds none.
bool readDragged(const QMimeData *data, int *synset, int *triple)
{
    if (!data || !data->hasFormat(kMimeType))
        return false;
    QDataStream stream(data->data(kMimeType));
    stream >> *synset >> *triple;
    return stream.status() == QDataStream::Ok;
}

} // namespace

SynsetTreeModel::SynsetTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void SynsetTreeModel::setSynsets(const QVector<Synset> &synsets)
{
    beginResetModel();
    m_synsets = synsets;
    if (m_active >= m_synsets.size())
        m_active = int(m_synsets.size()) - 1;
    endResetModel();
}

void SynsetTreeModel::setActiveSynset(int synset)
{
    if (synset < -1 || synset >= m_synsets.size() || synset == m_active)
        return;
    const int previous = m_active;
    m_active = synset;
    for (int row : {previous, synset}) {
        if (row >= 0)
            Q_EMIT dataChanged(synsetIndex(row), synsetIndex(row), {Qt::FontRole, Qt::DisplayRole});
    }
}

QModelIndex SynsetTreeModel::synsetIndex(int synset) const
{
    return index(synset, 0);
}

QModelIndex SynsetTreeModel::tripleIndex(int synset, int triple) const
{
    return index(triple, 0, synsetIndex(synset));
}

QModelIndex SynsetTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column != 0 || row < 0)
        return QModelIndex();
    if (!parent.isValid())
        return row < m_synsets.size() ? createIndex(row, 0, quintptr(0)) : QModelIndex();
    if (isTripleRow(parent) || parent.row() >= m_synsets.size())
        return QModelIndex();
    if (row >= m_synsets.at(parent.row()).triples.size())
        return QModelIndex();
    return createIndex(row, 0, quintptr(parent.row() + 1));
}

QModelIndex SynsetTreeModel::parent(const QModelIndex &child) const
{
    if (!isTripleRow(child))
        return QModelIndex();
    return createIndex(int(child.internalId() - 1), 0, quintptr(0));
}

int SynsetTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_synsets.size());
    if (isTripleRow(parent) || parent.row() >= m_synsets.size())
        return 0;
    return int(m_synsets.at(parent.row()).triples.size());
}

int SynsetTreeModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QVariant SynsetTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return QVariant();
    if (!isTripleRow(index)) {
        const Synset &synset = m_synsets.at(index.row());
        switch (role) {
        case Qt::DisplayRole: {
            const int count = int(synset.triples.size());
            //: Synset tree row: "Synset 1 (3 triples)"; the active one is marked
            const QString text = tr("Synset %1 (%n triple(s))", nullptr, count).arg(index.row() + 1);
            return index.row() == m_active ? tr("%1 - active").arg(text) : text;
        }
        case Qt::FontRole:
            if (index.row() == m_active) {
                QFont font;
                font.setBold(true);
                return font;
            }
            return QVariant();
        case Qt::ToolTipRole:
            return synset.headerLine.isNull() ? QVariant() : QVariant(synset.headerLine);
        case SynsetRole:
            return index.row();
        default:
            return QVariant();
        }
    }
    const int synset = int(index.internalId() - 1);
    const Triple &triple = m_synsets.at(synset).triples.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return triple.toGoldLine();
    case Qt::CheckStateRole:
        if (triple.isInert())
            return QVariant();
        return triple.isEntityClean() ? Qt::Checked : Qt::Unchecked;
    case Qt::ToolTipRole: {
        QString tip = triple.isInert() ? tr("A line that is not a triple: kept, never matched.")
                                       : tr("Checked: entity-clean (subject and object are whole concepts).");
        if (!triple.author().isEmpty() || triple.modified().isValid()) {
            //: Tool tip: "Last changed by NAME on DATE"
            tip += QLatin1Char('\n')
                + tr("Last changed by %1 on %2")
                      .arg(triple.author(), QLocale().toString(triple.modified().toLocalTime(), QLocale::ShortFormat));
        }
        return tip;
    }
    case SynsetRole:
        return synset;
    case TripleRole:
        return index.row();
    default:
        return QVariant();
    }
}

bool SynsetTreeModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!isTripleRow(index) || role != Qt::CheckStateRole)
        return false;
    Q_EMIT entityCleanRequested(int(index.internalId() - 1), index.row(),
                                Qt::CheckState(value.toInt()) == Qt::Checked);
    return true;
}

Qt::ItemFlags SynsetTreeModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::ItemIsDropEnabled;
    if (!isTripleRow(index))
        return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDropEnabled;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled | Qt::ItemIsDropEnabled;
    if (!m_synsets.at(int(index.internalId() - 1)).triples.at(index.row()).isInert())
        flags |= Qt::ItemIsUserCheckable;
    return flags;
}

Qt::DropActions SynsetTreeModel::supportedDropActions() const
{
    return Qt::MoveAction;
}

QStringList SynsetTreeModel::mimeTypes() const
{
    return {kMimeType};
}

QMimeData *SynsetTreeModel::mimeData(const QModelIndexList &indexes) const
{
    for (const QModelIndex &index : indexes) {
        if (!isTripleRow(index))
            continue;
        QByteArray bytes;
        QDataStream stream(&bytes, QIODevice::WriteOnly);
        stream << int(index.internalId() - 1) << index.row();
        auto *data = new QMimeData;
        data->setData(kMimeType, bytes);
        return data;
    }
    return nullptr;
}

bool SynsetTreeModel::canDropMimeData(const QMimeData *data, Qt::DropAction action, int, int,
                                      const QModelIndex &) const
{
    int synset = 0;
    int triple = 0;
    return action == Qt::MoveAction && readDragged(data, &synset, &triple);
}

bool SynsetTreeModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int, int, const QModelIndex &parent)
{
    int synset = 0;
    int triple = 0;
    if (action != Qt::MoveAction || !readDragged(data, &synset, &triple))
        return false;
    // Onto a synset or one of its triples: that synset. Between synsets or below them: a new one.
    int target = -1;
    if (isTripleRow(parent))
        target = int(parent.internalId() - 1);
    else if (parent.isValid())
        target = parent.row();
    if (target == synset)
        return false;
    Q_EMIT moveRequested(synset, triple, target);
    return false; // the move is done by the undo command, not by removing rows here
}
