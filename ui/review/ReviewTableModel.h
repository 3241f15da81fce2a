#pragma once

#include "core/review/ReviewQueue.h"

#include <QAbstractTableModel>
#include <QVector>

class ReviewRound;

// The review queue as a table, one row per extraction (ReviewQueue order: sentence by sentence):
// sentence, the three slots, the sources that produced it, its state and its closest gold
// triple. The model keeps its own copy of the entries (implicitly shared strings), so that when
// one sentence's queue was rebuilt its old rows can be removed as the views knew them and the
// new ones inserted (or only changed, when as many); the whole table is reset with the queue.
// Row i of the model is row i of the queue whenever no change is in progress.
class ReviewTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        SentenceColumn,
        SubjectColumn,
        RelationColumn,
        ObjectColumn,
        SourcesColumn,
        StateColumn,
        ClosestColumn,
        ColumnCount
    };
    enum Role {
        SourcesRole = Qt::UserRole + 1, // QStringList of source names
        StateRole, // int(ReviewState)
        SentenceIndexRole, // int, 0-based
        KeyRole, // QString, ReviewJudgment::keyOf
    };

    explicit ReviewTableModel(const ReviewRound *round, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString stateName(int state);

private:
    void reset();
    void replaceSentence(int sentenceIndex);
    void updateOffsets();
    const ReviewEntry *entryAt(int row) const;

    const ReviewRound *m_round;
    QVector<QVector<ReviewEntry>> m_entries; // per sentence, as the views know them
    QVector<int> m_offsets; // first row of each sentence
    int m_rows = 0;
};
