#pragma once

#include "core/model/Synset.h"

#include <QAbstractItemModel>
#include <QVector>

// The synsets of one sentence as a tree: a row per synset ("Synset 1 (3 triples)"), under it
// a row per triple in BenchIE notation, entity-clean shown as the triple's check state. The
// model never edits the gold: checking a triple or dropping one on another synset asks the
// workspace to (entityCleanRequested, moveRequested), whose undo command then updates the
// gold and, through setSynsets, this model.
class SynsetTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    // Qt::UserRole on any row: the synset (0-based); UserRole + 1 on a triple row: the triple.
    static constexpr int SynsetRole = Qt::UserRole;
    static constexpr int TripleRole = Qt::UserRole + 1;

    explicit SynsetTreeModel(QObject *parent = nullptr);

    void setSynsets(const QVector<Synset> &synsets);
    void setActiveSynset(int synset);
    int activeSynset() const { return m_active; }

    QModelIndex synsetIndex(int synset) const;
    QModelIndex tripleIndex(int synset, int triple) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    Qt::DropActions supportedDropActions() const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                         const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                      const QModelIndex &parent) override;

Q_SIGNALS:
    void entityCleanRequested(int synset, int triple, bool clean);
    // toSynset -1: a new synset (dropped below the last one).
    void moveRequested(int synset, int triple, int toSynset);

private:
    static bool isTripleRow(const QModelIndex &index) { return index.isValid() && index.internalId() != 0; }

    QVector<Synset> m_synsets;
    int m_active = -1;
};
