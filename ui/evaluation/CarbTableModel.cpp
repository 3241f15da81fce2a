#include "ui/evaluation/CarbTableModel.h"

#include <QLocale>

CarbTableModel::CarbTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CarbTableModel::setResults(const QVector<ScorerResults::CarbSystem> &results)
{
    beginResetModel();
    m_results = results;
    endResetModel();
}

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
    const QString counted = tr("CaRB scores %1 of the %2 extractions").arg(locale.toString(count.counted), locale.toString(count.read));
    return reasons.isEmpty() ? counted : tr("%1; left out: %2").arg(counted, reasons.join(QStringLiteral(", ")));
}

QString CarbTableModel::countNote() const
{
    QStringList systems;
    for (const ScorerResults::CarbSystem &system : m_results) {
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

int CarbTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_results.size());
}

int CarbTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CarbTableModel::rawValue(const ScorerResults::CarbSystem &system, int column) const
{
    const CarbResult &r = system.result;
    switch (column) {
    case System:
        return system.name;
    case Extractions:
        return r.systemTuples;
    case Auc:
        return r.auc;
    case Precision:
        return r.precision;
    case Recall:
        return r.recall;
    case F1:
        return r.f1;
    case Threshold:
        return r.hasOptimum ? QVariant(r.threshold) : QVariant();
    default:
        return QVariant();
    }
}

QVariant CarbTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_results.size())
        return QVariant();
    const ScorerResults::CarbSystem &system = m_results.at(index.row());
    const int column = index.column();
    const QVariant value = rawValue(system, column);
    switch (role) {
    case Qt::DisplayRole:
        if (column == System || !value.isValid())
            return value;
        if (column == Extractions)
            return QLocale().toString(value.toInt());
        if (column == Threshold)
            return QLocale().toString(value.toDouble(), 'f', m_decimals);
        // CaRB's official rounding (3 decimals) first, as its scorer prints.
        return QLocale().toString(m_decimals >= 3 ? CarbResult::round3(value.toDouble()) : value.toDouble(), 'f',
                                  m_decimals);
    case Qt::UserRole:
        return value;
    case Qt::ToolTipRole:
        if (column == Extractions)
            return countExplanation(system.count);
        if (column == System)
            return tr("%1 gold tuples in %2 sentences; %3 sentences of the system without CaRB gold ignored")
                .arg(QString::number(system.result.goldTuples), QString::number(system.result.goldSentences),
                     QString::number(system.result.systemSentencesWithoutGold));
        return column == System || !value.isValid() ? QVariant() : QLocale().toString(value.toDouble(), 'g', 10);
    case Qt::TextAlignmentRole:
        return int((column == System ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    default:
        return QVariant();
    }
}

QVariant CarbTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case System:
            return tr("System");
        case Extractions:
            return tr("Extractions");
        case Auc:
            //: Column header: area under the precision-recall curve (keep it short)
            return tr("AUC");
        case Precision:
            return tr("P");
        case Recall:
            return tr("R");
        case F1:
            return tr("F1");
        case Threshold:
            return tr("Threshold");
        default:
            return QVariant();
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Extractions:
            return tr("Extractions in sentences that have CaRB gold (the systems panel counts every extraction read)");
        case Auc:
            return tr("Area under the precision-recall curve");
        case Precision:
        case Recall:
        case F1:
            return tr("At the F1-optimal confidence threshold, rounded as CaRB prints it");
        case Threshold:
            return tr("The confidence threshold of the F1-optimal point");
        default:
            return QVariant();
        }
    }
    if (role == Qt::TextAlignmentRole && section != System)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return QVariant();
}

void CarbTableModel::setDecimals(int decimals)
{
    if (decimals == m_decimals)
        return;
    m_decimals = decimals;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::DisplayRole});
}
