#pragma once

#include <QAbstractTableModel>
#include <QVector>

// A read-only table model over a vector of rows with a fixed number of columns: what the
// result tables share (resetting on new results, the row and column counts). Subclasses give
// data() and headerData().
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

protected:
    // The row of a valid index of this model, else null.
    const Row *rowAt(const QModelIndex &index) const
    {
        return index.isValid() && index.row() < m_rows.size() ? &m_rows.at(index.row()) : nullptr;
    }

private:
    int m_columns;
    QVector<Row> m_rows;
};
