#pragma once

#include "core/model/Sentence.h"

#include <QAbstractListModel>
#include <QVector>

// The sentences of the gold, one row each: "id: text (N synsets)".
// Qt::UserRole holds the sentence id, Qt::ToolTipRole the whole text.
class SentenceListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    explicit SentenceListModel(QObject *parent = nullptr);

    void setSentences(const QVector<Sentence> &sentences);
    // One sentence was edited: its row is updated.
    void updateSentence(int row, const Sentence &sentence);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QVector<Sentence> m_sentences;
};
