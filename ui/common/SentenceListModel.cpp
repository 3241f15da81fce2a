#include "ui/common/SentenceListModel.h"

SentenceListModel::SentenceListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void SentenceListModel::setSentences(const QVector<Sentence> &sentences)
{
    beginResetModel();
    m_sentences = sentences;
    endResetModel();
}

void SentenceListModel::updateSentence(int row, const Sentence &sentence)
{
    if (row < 0 || row >= m_sentences.size())
        return;
    m_sentences[row] = sentence;
    Q_EMIT dataChanged(index(row), index(row));
}

int SentenceListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_sentences.size());
}

QVariant SentenceListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_sentences.size())
        return QVariant();
    const Sentence &sentence = m_sentences.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        //: Sentence list entry: "ID: sentence text (N synsets)"
        return tr("%1: %2 (%n synset(s))", nullptr, int(sentence.synsets.size())).arg(sentence.id, sentence.text);
    case Qt::ToolTipRole:
        return QStringLiteral("<p>%1</p>").arg(sentence.text.toHtmlEscaped());
    case Qt::UserRole:
        return sentence.id;
    default:
        return QVariant();
    }
}
