#pragma once

#include "core/stats/Bootstrap.h"

#include <QAbstractTableModel>
#include <QLocale>
#include <QString>
#include <QVector>

// A read-only table model over a vector of rows with a fixed number of columns: what the
// result tables share (resetting on new results, the row and column counts, the header from
// one description per column, the roles of a cell: Qt::DisplayRole the text shown,
// Qt::UserRole the raw value for sorting and exports, the tooltip, the alignment by column,
// and the decimals of the figures shown). Subclasses give header(), rawValue() and display(),
// and toolTip() where cells have one.
// A cell's bootstrap interval, when shown: QVariantList{low, high} (TableExport writes it).
constexpr int kIntervalRole = Qt::UserRole + 16;

template <typename Row> class RowTableModel : public QAbstractTableModel
{
public:
    RowTableModel(int columns, QObject *parent, int decimals = 3)
        : QAbstractTableModel(parent),
          m_columns(columns),
          m_decimals(decimals)
    { }

    // New rows drop the intervals of the rows before (setIntervals gives the new ones).
    void setRows(const QVector<Row> &rows)
    {
        beginResetModel();
        m_rows = rows;
        m_intervals.clear();
        endResetModel();
    }
    const QVector<Row> &rows() const { return m_rows; }

    // Bootstrap intervals, parallel to the rows (empty: none shown): a figure with one shows
    // "0.339 [0.305, 0.374]" (intervalText), its raw value stays the figure alone.
    void setIntervals(const QVector<SystemIntervals> &intervals)
    {
        m_intervals = intervals;
        if (rowCount() > 0)
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::DisplayRole});
    }
    const QVector<SystemIntervals> &intervals() const { return m_intervals; }

    // Decimals of the scores shown, for the tables that follow the Decimals box (exports use
    // the same).
    void setDecimals(int decimals)
    {
        if (decimals == m_decimals)
            return;
        m_decimals = decimals;
        if (rowCount() > 0)
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::DisplayRole});
    }
    int decimals() const { return m_decimals; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override
    {
        return parent.isValid() ? 0 : int(m_rows.size());
    }
    int columnCount(const QModelIndex &parent = QModelIndex()) const override
    {
        return parent.isValid() ? 0 : m_columns;
    }

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override
    {
        const Row *row = rowAt(index);
        if (!row)
            return QVariant();
        const int column = index.column();
        switch (role) {
        case Qt::DisplayRole:
            return display(index, rawValue(*row, column));
        case Qt::UserRole:
            return rawValue(*row, column);
        case Qt::ToolTipRole:
            return toolTip(*row, column, rawValue(*row, column));
        case Qt::TextAlignmentRole:
            return alignment(column);
        case kIntervalRole: {
            StatsMetric metric = StatsMetric::F1;
            if (index.row() >= m_intervals.size() || !metricOf(column, &metric))
                return QVariant();
            const MetricInterval &interval = m_intervals.at(index.row()).of(metric);
            return QVariantList{interval.low, interval.high};
        }
        default:
            return QVariant();
        }
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override
    {
        if (orientation != Qt::Horizontal || section < 0 || section >= m_columns)
            return QAbstractTableModel::headerData(section, orientation, role);
        const Header described = header(section);
        switch (role) {
        case Qt::DisplayRole:
            return described.title;
        case Qt::ToolTipRole:
            return described.toolTip.isEmpty() ? QVariant() : QVariant(described.toolTip);
        case Qt::TextAlignmentRole:
            return alignment(section);
        default:
            return QVariant();
        }
    }

protected:
    // A column: its title, its tooltip (may be empty), and whether it holds text (left aligned)
    // rather than numbers (right aligned).
    struct Header
    {
        QString title;
        QString toolTip;
        bool text = false;
    };
    virtual Header header(int column) const = 0;
    // The raw value of a cell (Qt::UserRole: sorting, exports; invalid where there is none).
    virtual QVariant rawValue(const Row &row, int column) const = 0;
    // What a cell shows, from its raw value `value`.
    virtual QVariant display(const QModelIndex &index, const QVariant &value) const = 0;
    // A cell's tooltip, from its row and raw value `value` (none unless a subclass gives one).
    virtual QVariant toolTip(const Row &row, int column, const QVariant &value) const
    {
        Q_UNUSED(row);
        Q_UNUSED(column);
        Q_UNUSED(value);
        return QVariant();
    }
    // The statistic a column shows (its interval's), or false for a column without one.
    virtual bool metricOf(int column, StatsMetric *metric) const
    {
        Q_UNUSED(column);
        Q_UNUSED(metric);
        return false;
    }
    // `shown` (a cell's figure as displayed) with the row's interval after it, in the same
    // decimals, when intervals are shown and the column has one.
    QString intervalText(const QModelIndex &index, const QString &shown) const
    {
        StatsMetric metric = StatsMetric::F1;
        if (index.row() >= m_intervals.size() || !metricOf(index.column(), &metric))
            return shown;
        const MetricInterval &interval = m_intervals.at(index.row()).of(metric);
        const QLocale locale;
        return QStringLiteral("%1 [%2, %3]")
            .arg(shown, locale.toString(interval.low, 'f', m_decimals),
                 locale.toString(interval.high, 'f', m_decimals));
    }
    // The alignment of a column's cells and header.
    QVariant alignment(int column) const
    {
        return int((header(column).text ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    }

    // The row of a valid index of this model, else null.
    const Row *rowAt(const QModelIndex &index) const
    {
        return index.isValid() && index.row() < m_rows.size() ? &m_rows.at(index.row()) : nullptr;
    }

private:
    int m_columns;
    int m_decimals;
    QVector<Row> m_rows;
    QVector<SystemIntervals> m_intervals;
};
