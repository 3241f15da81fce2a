#include "ui/evaluation/Oie2016TableModel.h"

#include "ui/evaluation/BestPoint.h"

#include <QLocale>

static_assert(Oie2016TableModel::Threshold - Oie2016TableModel::Auc == BestPoint::Threshold,
              "the OIE2016 table ends with the best point's columns");

Oie2016TableModel::Oie2016TableModel(QObject *parent)
    : RowTableModel(ColumnCount, parent)
{ }

QVariant Oie2016TableModel::rawValue(const Oie2016ScoredSystem &system, int column) const
{
    const Oie2016Result &r = system.result;
    switch (column) {
    case System:
        return system.name;
    case Format:
        return system.format;
    case Extractions:
        return r.systemExtractions;
    case Matched:
        return r.matched;
    default:
        return BestPoint{r.auc(), r.precision, r.recall, r.f1, r.hasThreshold ? QVariant(r.threshold) : QVariant()}
            .value(column - Auc);
    }
}

QVariant Oie2016TableModel::display(const QModelIndex &index, const QVariant &value) const
{
    const int column = index.column();
    if (header(column).text)
        return value;
    if (!value.isValid())
        //: The best-F1 point is the appended (P 1, R 0) row, which has no threshold
        return tr("none");
    if (column == Extractions || column == Matched)
        return QLocale().toString(value.toLongLong());
    if (column == Threshold)
        return QLocale().toString(value.toDouble(), 'g', 4);
    const QString shown = QLocale().toString(value.toDouble(), 'f', 3);
    return intervalText(index, shown);
}

QVariant Oie2016TableModel::toolTip(const Oie2016ScoredSystem &system, int column, const QVariant &value) const
{
    if (column == System)
        return tr("%1\n%2 of %3 gold extractions matched; %4 of the %5 extractions fall on gold sentences")
            .arg(system.path, QLocale().toString(system.result.matched), QLocale().toString(system.result.goldCounted),
                 QLocale().toString(system.result.systemExtractionsInGoldSentences),
                 QLocale().toString(system.result.systemExtractions));
    return header(column).text || !value.isValid() ? QVariant() : QLocale().toString(value.toDouble(), 'g', 12);
}

RowTableModel<Oie2016ScoredSystem>::Header Oie2016TableModel::header(int column) const
{
    switch (column) {
    case System:
        return {tr("System"), QString(), true};
    case Format:
        return {tr("Format"), tr("The native output format the file was read as"), true};
    case Extractions:
        //: Column header: the number of extractions a system produced
        return {tr("Yield"), tr("Extractions the official reader keeps from the file")};
    case Matched:
        return {tr("Matched"), tr("Gold extractions credited to one of the system's extractions")};
    case Auc:
        return {tr("AUC"), tr("Area under the precision-recall curve the official scorer writes")};
    case Precision:
        return {tr("P"), tr("At the best-F1 point of the curve")};
    case Recall:
        return {tr("R"), tr("At the best-F1 point of the curve")};
    case F1:
        return {tr("F1"), tr("At the best-F1 point of the curve")};
    case Threshold:
        return {tr("Threshold"),
                tr("The confidence threshold of the best-F1 point (extractions at or above it are kept)")};
    default:
        return {};
    }
}

bool Oie2016TableModel::metricOf(int column, StatsMetric *metric) const
{
    return BestPoint::metricOf(column - Auc, metric);
}
