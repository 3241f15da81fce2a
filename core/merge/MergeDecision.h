#pragma once

#include "core/document/ProjectFile.h"
#include "core/merge/MergeAlignment.h"

#include <QDateTime>
#include <QString>

// What can be done with an aligned item (docs/merge.md).
enum class MergeAction {
    TakeA, // keep A's synsets, drop B's
    TakeB, // B's synsets replace A's
    Union, // one synset: A's triples, then B's that A lacks
    KeepBoth, // A's synsets and B's, as separate synsets
    Drop, // neither
    Edit, // the synset as the merger wrote it
};

// One decision of the merge log.
struct MergeDecision
{
    QString sentenceId;
    int sentence = -1; // index in the merged gold
    MergeCategory category = MergeCategory::Identical;
    MergeAction action = MergeAction::TakeA;
    QString before; // the item's signature when decided
    QString after; // the signature of the item that holds the result ("" when nothing is left)
    QString note;
    QString author;
    QDateTime when;

    static QString actionName(MergeAction action);

    // As a project file keeps it (stable keys, never translated), and back: false with *error
    // naming the unknown category or action.
    MergeRecord toRecord() const;
    static bool fromRecord(const MergeRecord &record, MergeDecision *decision, QString *error);
};
