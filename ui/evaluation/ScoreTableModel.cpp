#include "ui/evaluation/ScoreTableModel.h"

#include <QLocale>

ScoreTableModel::ScoreTableModel(QObject *parent)
    : RowTableModel(ColumnCount, parent, 4)
{ }

void ScoreTableModel::setScores(const QVector<SystemScore> &scores)
{
    setRows(scores); // the intervals of the scores before are dropped: setIntervals() gives the new ones
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

QVariant ScoreTableModel::display(const QModelIndex &index, const QVariant &value) const
{
    const int column = index.column();
    if (column == System)
        return value;
    const QLocale locale;
    if (column >= Precision)
        return intervalText(index, locale.toString(value.toDouble(), 'f', decimals()));
    return locale.toString(value.toInt());
}

QVariant ScoreTableModel::toolTip(const SystemScore &score, int column, const QVariant &) const
{
    if (column == System)
        return score.path;
    if (column == Extractions && score.ignored > 0)
        return tr("%n extraction(s) of sentences outside the gold ignored", nullptr, score.ignored);
    return QVariant();
}

RowTableModel<SystemScore>::Header ScoreTableModel::header(int column) const
{
    switch (column) {
    case System:
        return {tr("System"), QString(), true};
    case Extractions:
        return {tr("Extractions"), tr("Extractions read from the system output")};
    case TruePositives:
        //: Column header: true positives (keep it short)
        return {tr("TP"), tr("True positives: gold synsets covered by a correct extraction")};
    case FalsePositives:
        //: Column header: false positives (keep it short)
        return {tr("FP"), tr("False positives: incorrect extractions")};
    case FalseNegatives:
        //: Column header: false negatives (keep it short)
        return {tr("FN"), tr("False negatives: gold synsets no extraction covers")};
    case Precision:
        //: Column header: precision (keep it short)
        return {tr("P"), tr("Precision: TP / (TP + FP)")};
    case Recall:
        //: Column header: recall (keep it short)
        return {tr("R"), tr("Recall: TP / (TP + FN)")};
    case F1:
        //: Column header: F1 score (keep it short)
        return {tr("F1"), tr("F1: harmonic mean of precision and recall")};
    default:
        return {};
    }
}

bool ScoreTableModel::metricOf(int column, StatsMetric *metric) const
{
    if (column < Precision || column > F1)
        return false;
    *metric = column == Precision ? StatsMetric::Precision : column == Recall ? StatsMetric::Recall : StatsMetric::F1;
    return true;
}
