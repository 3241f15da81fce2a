#pragma once

#include "core/carb/CarbCorpus.h"

#include <QHash>
#include <QString>

#include <unordered_map>
#include <vector>

// CaRB's default tuple match, "binary lenient tuple match" (docs/scoring/carb.md 3, "Scoring one gold
// tuple against one system extraction"). Tuples are first prepared: made binary (first
// argument, then all later arguments joined), words split on whitespace and interned, so
// that a pair is scored by merging sorted word ids.
class CarbMatcher
{
public:
    struct Prepared
    {
        std::vector<int> relation; // sorted word ids
        std::vector<int> arguments[2];
        int argumentCount = 0; // of the binary tuple: 0, 1 or 2
        bool saidRelation = false; // relation contains said/told/added/adds/says (gold side)
        bool beRelation = false; // a relation word is a form of "be" (gold side)
    };
    struct Score
    {
        double precision = 0;
        double recall = 0;
    };

    CarbMatcher();
    // The tuple's strings must outlive the matcher.
    Prepared prepare(const CarbTuple &tuple);
    Score match(const Prepared &gold, const Prepared &system) const;

private:
    Score matchOrdered(const Prepared &gold, const Prepared &system, bool swapped) const;
    void addWords(QStringView text, std::vector<int> *ids);

    struct ViewHash
    {
        size_t operator()(QStringView view) const { return qHash(view); }
    };
    // Words are interned by view: the texts must outlive the matcher (the corpora being scored).
    std::unordered_map<QStringView, int, ViewHash> m_ids;
    QVector<bool> m_isBeForm; // by word id
    int m_be = 0;
};
