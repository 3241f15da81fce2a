#pragma once

#include <QAbstractTableModel>
#include <QString>
#include <QVector>

// A read-only table model over a vector of rows with a fixed number of columns: what the
// result tables share (resetting on new results, the row and column counts, the header from
// one description per column). Subclasses give data() and header().
template <typename Row>
class RowTableModel : public QAbstractTableModel
{
public:
    RowTableModel(int columns, QObject *parent)
        : QAbstractTableModel(parent)
        , m_columns(columns)
    {
    }

    void setRows(const QVector<Row> &rows)
    {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    }
    const QVector<Row> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override
    {
        return parent.isValid() ? 0 : int(m_rows.size());
    }
    int columnCount(const QModelIndex &parent = QModelIndex()) const override { return parent.isValid() ? 0 : m_columns; }

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
    QVector<Row> m_rows;
};
