#include "ui/evaluation/ScoreTableModel.h"

#include <QLocale>

ScoreTableModel::ScoreTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ScoreTableModel::setScores(const QVector<SystemScore> &scores)
{
    beginResetModel();
    m_scores = scores;
    m_intervals.clear(); // of the scores before: setIntervals() gives the new ones
    endResetModel();
}

int ScoreTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_scores.size());
}

int ScoreTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ScoreTableModel::rawValue(const SystemScore &score, int column) const
{
    switch (column) {
    case System:
        return score.name;
    case Extractions:
        return score.extractions;
    case TruePositives:
        return score.totals.tp;
    case FalsePositives:
        return score.totals.fp;
    case FalseNegatives:
        return score.totals.fn;
    case Precision:
        return score.precision();
    case Recall:
        return score.recall();
    case F1:
        return score.f1();
    default:
        return QVariant();
    }
}

QVariant ScoreTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_scores.size())
        return QVariant();
    const SystemScore &score = m_scores.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole: {
        const QVariant value = rawValue(score, column);
        if (column == System)
            return value;
        const QLocale locale;
        if (column >= Precision && column <= F1 && index.row() < m_intervals.size()) {
            const StatsMetric metric = column == Precision ? StatsMetric::Precision
                : column == Recall                         ? StatsMetric::Recall
                                                           : StatsMetric::F1;
            const MetricInterval &interval = m_intervals.at(index.row()).of(metric);
            return QStringLiteral("%1 [%2, %3]")
                .arg(locale.toString(value.toDouble(), 'f', m_decimals),
                     locale.toString(interval.low, 'f', m_decimals), locale.toString(interval.high, 'f', m_decimals));
        }
        if (column >= Precision)
            return locale.toString(value.toDouble(), 'f', m_decimals);
        return locale.toString(value.toInt());
    }
    case Qt::UserRole:
        return rawValue(score, column);
    case Qt::TextAlignmentRole:
        if (column == System)
            return int(Qt::AlignLeft | Qt::AlignVCenter);
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (column == System)
            return score.path;
        if (column == Extractions && score.ignored > 0)
            return tr("%n extraction(s) of sentences outside the gold ignored", nullptr, score.ignored);
        return QVariant();
    default:
        return QVariant();
    }
}

QVariant ScoreTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case System:
            return tr("System");
        case Extractions:
            return tr("Extractions");
        case TruePositives:
            //: Column header: true positives (keep it short)
            return tr("TP");
        case FalsePositives:
            //: Column header: false positives (keep it short)
            return tr("FP");
        case FalseNegatives:
            //: Column header: false negatives (keep it short)
            return tr("FN");
        case Precision:
            //: Column header: precision (keep it short)
            return tr("P");
        case Recall:
            //: Column header: recall (keep it short)
            return tr("R");
        case F1:
            //: Column header: F1 score (keep it short)
            return tr("F1");
        default:
            return QVariant();
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Extractions:
            return tr("Extractions read from the system output");
        case TruePositives:
            return tr("True positives: gold synsets covered by a correct extraction");
        case FalsePositives:
            return tr("False positives: incorrect extractions");
        case FalseNegatives:
            return tr("False negatives: gold synsets no extraction covers");
        case Precision:
            return tr("Precision: TP / (TP + FP)");
        case Recall:
            return tr("Recall: TP / (TP + FN)");
        case F1:
            return tr("F1: harmonic mean of precision and recall");
        default:
            return QVariant();
        }
    }
    if (role == Qt::TextAlignmentRole && section != System)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return QVariant();
}

void ScoreTableModel::setIntervals(const QVector<SystemIntervals> &intervals)
{
    m_intervals = intervals;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, Precision), index(rowCount() - 1, F1), {Qt::DisplayRole});
}

void ScoreTableModel::setDecimals(int decimals)
{
    if (decimals == m_decimals)
        return;
    m_decimals = decimals;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::DisplayRole});
}
