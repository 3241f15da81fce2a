#pragma once

#include "core/model/Triple.h"

#include <QString>
#include <QVector>

// A word of a slot as one annotator wrote it, compared with the other's (docs/merge.md).
struct DiffWord
{
    enum State {
        Same, // the same word, written alike
        Marks, // the same word, optional on one side only (`[the]` vs `the`)
        Only, // a word this side has and the other has not
    };
    QString text; // as written, brackets included
    State state = Same;
};

// One triple of a side against its closest triple on the other side.
struct TripleDiff
{
    QVector<DiffWord> parts[3];
    bool identical = false; // the other side has this triple exactly
    bool onlyHere = false; // no triple of the other side shares a word with it
};

namespace MergeDiff {
// Each of `mine` against the triple of `theirs` that shares most words with it, slot by slot
// (longest common subsequence of the words, brackets aside).
QVector<TripleDiff> compare(const QVector<Triple> &mine, const QVector<Triple> &theirs);
} // namespace MergeDiff
