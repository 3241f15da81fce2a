#include "ui/evaluation/CompareMatrixModel.h"

#include <QColor>

#include <utility>

CompareMatrixModel::CompareMatrixModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void CompareMatrixModel::setReport(CompareReport report)
{
    beginResetModel();
    m_report = std::move(report);
    endResetModel();
}

void CompareMatrixModel::setMetric(StatsMetric metric)
{
    beginResetModel();
    m_metric = metric;
    endResetModel();
}

void CompareMatrixModel::setPalette(const QPalette &palette)
{
    m_palette = palette;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::BackgroundRole});
}

int CompareMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_report.systems.size());
}

int CompareMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_report.systems.size());
}

const PairComparison *CompareMatrixModel::comparison(int row, int column, double *delta) const
{
    for (const PairComparison &c : m_report.comparisons) {
        if (c.metric != m_metric)
            continue;
        if (c.first == row && c.second == column) {
            *delta = c.delta;
            return &c;
        }
        if (c.first == column && c.second == row) {
            *delta = c.delta == 0 ? 0.0 : -c.delta;
            return &c;
        }
    }
    return nullptr;
}

QVariant CompareMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    double delta = 0;
    const PairComparison *c = comparison(index.row(), index.column(), &delta);
    if (role == Qt::TextAlignmentRole)
        return int(Qt::AlignCenter);
    if (!c)
        return role == Qt::DisplayRole ? QVariant(QStringLiteral("\u2014")) : QVariant();
    const double p = m_report.shownP(*c);
    const bool significant = p < m_report.alpha;
    const QString deltaText = (delta >= 0 ? QStringLiteral("+") : QString()) + QString::number(delta, 'f', 4);
    const QString pText = p < 0.0001 ? QString::number(p, 'g', 2) : QString::number(p, 'f', 4);
    switch (role) {
    case Qt::DisplayRole:
        //: Compare Systems matrix cell: the difference, then its p-value on a second line; a dagger when significant
        return tr("%1\np %2%3").arg(deltaText, pText, significant ? QStringLiteral(" \u2020") : QString());
    case PValueRole:
        return p;
    case DeltaRole:
        return delta;
    case Qt::ToolTipRole: {
        const CompareReport::System &row = m_report.systems.at(index.row());
        const CompareReport::System &column = m_report.systems.at(index.column());
        const QString metric = StatsMetrics::name(m_metric);
        // The paired bootstrap's interval of the difference, row minus column.
        const bool flipped = c->first != index.row();
        const QString interval = !c->hasInterval ? QString()
                                                 : QLatin1Char('\n')
                + tr("%1% interval of the difference: [%2, %3]")
                      .arg(QString::number(m_report.settings.level * 100),
                           QString::number(flipped ? -c->interval.high : c->interval.low, 'f', 4),
                           QString::number(flipped ? -c->interval.low : c->interval.high, 'f', 4));
        return QString(tr("%1 %2 %3 minus %4 %5 = %6\np = %7%8 (as extreme in %9 of %10)\n%11")
                           .arg(row.name, metric, QString::number(row.figures.value(m_metric), 'f', 4), column.name,
                                QString::number(column.figures.value(m_metric), 'f', 4), deltaText, pText,
                                m_report.settings.holm ? tr(", Holm-adjusted") : QString(), QString::number(c->atLeast),
                                QString::number(m_report.settings.resamples),
                                significant ? tr("significant at p < %1").arg(m_report.alpha)
                                            : tr("not significant at p < %1").arg(m_report.alpha))
                       + interval);
    }
    case Qt::BackgroundRole: {
        if (!significant || delta == 0)
            return {};
        const QColor tint = delta > 0 ? QColor(46, 160, 67) : QColor(207, 34, 46);
        const QColor base = m_palette.color(QPalette::Base);
        const double share = 0.35;
        return QColor::fromRgbF(float(base.redF() * (1 - share) + tint.redF() * share),
                                float(base.greenF() * (1 - share) + tint.greenF() * share),
                                float(base.blueF() * (1 - share) + tint.blueF() * share));
    }
    default:
        return {};
    }
}

QVariant CompareMatrixModel::headerData(int section, Qt::Orientation, int role) const
{
    if (role != Qt::DisplayRole || section < 0 || section >= m_report.systems.size())
        return {};
    return m_report.systems.at(section).name;
}
