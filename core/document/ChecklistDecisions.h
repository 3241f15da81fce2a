#pragma once

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

// The annotator's own decisions in the variant checklist (core/assist's VariantChecklist), kept
// in the project file so that the checklist goes on checking by them after the project is
// reopened: per kind of form (its stable key, VariantChecklist::kindKey) and moved words, how
// many forms were offered and how many were left checked; and per sentence the forms left
// unchecked there (gold lines), offered unchecked again. Widget-free.
struct ChecklistDecisions
{
    struct Row
    {
        QString kind;
        int moved = 0;
        int offered = 0;
        int kept = 0;

        bool operator==(const Row &other) const
        {
            return kind == other.kind && moved == other.moved && offered == other.offered && kept == other.kept;
        }
    };
    QVector<Row> rows;
    QHash<QString, QStringList> declined; // sentence id -> forms left unchecked there

    bool isEmpty() const { return rows.isEmpty() && declined.isEmpty(); }
    bool operator==(const ChecklistDecisions &other) const { return rows == other.rows && declined == other.declined; }
};
