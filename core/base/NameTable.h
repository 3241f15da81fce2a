#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

// A table of names for the values of an enum (a command-line format name and its value), read
// both ways: the system formats of the CaRB and OIE2016 readers.
namespace NameTable {

template <typename Value> using Table = QList<std::pair<QString, Value>>;

// The value named `name`; false (and *value unchanged) for a name not in the table.
template <typename Value> bool parse(const Table<Value> &table, const QString &name, Value *value)
{
    for (const auto &[text, entry] : table) {
        if (text == name) {
            *value = entry;
            return true;
        }
    }
    return false;
}

// The name of a value; empty for a value not in the table.
template <typename Value> QString name(const Table<Value> &table, Value value)
{
    for (const auto &[text, entry] : table) {
        if (entry == value)
            return text;
    }
    return QString();
}

// Every name, in the table's order (the order usage messages list them).
template <typename Value> QStringList names(const Table<Value> &table)
{
    QStringList all;
    for (const auto &entry : table)
        all.append(entry.first);
    return all;
}

} // namespace NameTable
