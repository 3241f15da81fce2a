#pragma once

#include "core/model/Benchmark.h"
#include "core/model/SystemScore.h"

#include <QAbstractTableModel>
#include <QVector>

// The mismatch browser's sentence list: one row per gold sentence with, per visible system,
// TP / FP / FN and F1 of that sentence (SystemScore::perSentence), plus roles that the filter
// reads. Qt::UserRole holds raw values for sorting.
class MismatchSentenceModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role { MinF1Role = Qt::UserRole + 1, DisagreeRole, UncoveredSynsetRole, SentenceIndexRole, TpRole, FpRole,
                FnRole };
    enum { IdColumn, TextColumn, FirstSystemColumn };

    explicit MismatchSentenceModel(QObject *parent = nullptr);

    // The benchmark must outlive the model (it is the session's).
    void setScores(const Benchmark *benchmark, const QVector<SystemScore> &scores);
    // One sentence's scores changed (an edit): only its row changes.
    void updateSentence(int index, const QVector<SystemScore> &scores);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    ScoreCounts counts(int row, int column) const;
    QVariant rawValue(int row, int column) const;
    bool systemsDisagree(int row) const;
    bool hasUncoveredSynset(int row) const;

    const Benchmark *m_benchmark = nullptr;
    QVector<SystemScore> m_scores;
};
