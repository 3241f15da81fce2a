#include "ui/evaluation/CarbTableModel.h"

#include "ui/evaluation/BestPoint.h"

#include <QLocale>

static_assert(CarbTableModel::Threshold - CarbTableModel::Auc == BestPoint::Threshold,
              "the CaRB table ends with the best point's columns");

CarbTableModel::CarbTableModel(QObject *parent)
    : RowTableModel(ColumnCount, parent, 3)
{ }

QString CarbTableModel::countExplanation(const ScorerResults::CarbCount &count)
{
    const QLocale locale;
    QStringList reasons;
    const auto reason = [&](int n, const QString &text) {
        if (n > 0)
            reasons.append(text.arg(locale.toString(n)));
    };
    //: CaRB extraction count: why some extractions of the system are not scored
    reason(count.outsideCarbGold, tr("%1 in sentences the CaRB gold does not have"));
    reason(count.withoutSentence, tr("%1 whose sentence id is not in the gold"));
    reason(count.replaced, tr("%1 of a sentence repeated later (CaRB keeps the later one)"));
    reason(count.unreadable, tr("%1 that CaRB cannot read as a tuple"));
    const QString counted
        = tr("CaRB scores %1 of the %2 extractions").arg(locale.toString(count.counted), locale.toString(count.read));
    return reasons.isEmpty() ? counted : tr("%1; left out: %2").arg(counted, reasons.join(QStringLiteral(", ")));
}

QString CarbTableModel::countNote() const
{
    QStringList systems;
    for (const ScorerResults::CarbSystem &system : results()) {
        if (system.count.counted != system.count.read)
            systems.append(QStringLiteral("%1: %2").arg(system.name, countExplanation(system.count)));
    }
    if (systems.isEmpty())
        return QString();
    //: Under the CaRB table: why its Extractions column is not the systems panel's count
    return tr("Extractions: CaRB scores only the extractions of sentences in its gold; the systems panel counts "
              "every extraction read. %1.")
        .arg(systems.join(QStringLiteral("; ")));
}

QVariant CarbTableModel::rawValue(const ScorerResults::CarbSystem &system, int column) const
{
    const CarbResult &r = system.result;
    if (column == System)
        return system.name;
    if (column == Extractions)
        return r.systemTuples;
    const BestPoint best{r.auc, r.precision, r.recall, r.f1, r.hasOptimum ? QVariant(r.threshold) : QVariant()};
    return best.value(column - Auc);
}

QVariant CarbTableModel::display(const QModelIndex &index, const QVariant &value) const
{
    const int column = index.column();
    if (column == System || !value.isValid())
        return value;
    if (column == Extractions)
        return QLocale().toString(value.toInt());
    if (column == Threshold)
        return QLocale().toString(value.toDouble(), 'f', decimals());
    // CaRB's official rounding (3 decimals) first, as its scorer prints.
    const QString shown = QLocale().toString(decimals() >= 3 ? CarbResult::round3(value.toDouble()) : value.toDouble(),
                                             'f', decimals());
    return intervalText(index, shown);
}

QVariant CarbTableModel::toolTip(const ScorerResults::CarbSystem &system, int column, const QVariant &value) const
{
    if (column == Extractions)
        return countExplanation(system.count);
    if (column == System)
        return tr("%1 gold tuples in %2 sentences; %3 sentences of the system without CaRB gold ignored")
            .arg(QString::number(system.result.goldTuples), QString::number(system.result.goldSentences),
                 QString::number(system.result.systemSentencesWithoutGold));
    return value.isValid() ? QVariant(QLocale().toString(value.toDouble(), 'g', 10)) : QVariant();
}

RowTableModel<ScorerResults::CarbSystem>::Header CarbTableModel::header(int column) const
{
    const QString best = tr("At the F1-optimal confidence threshold, rounded as CaRB prints it");
    switch (column) {
    case System:
        return {tr("System"), QString(), true};
    case Extractions:
        return {tr("Extractions"),
                tr("Extractions in sentences that have CaRB gold (the systems panel counts every extraction read)")};
    case Auc:
        //: Column header: area under the precision-recall curve (keep it short)
        return {tr("AUC"), tr("Area under the precision-recall curve")};
    case Precision:
        return {tr("P"), best};
    case Recall:
        return {tr("R"), best};
    case F1:
        return {tr("F1"), best};
    case Threshold:
        return {tr("Threshold"), tr("The confidence threshold of the F1-optimal point")};
    default:
        return {};
    }
}

bool CarbTableModel::metricOf(int column, StatsMetric *metric) const
{
    return BestPoint::metricOf(column - Auc, metric);
}
