#pragma once

#include "core/analysis/ErrorAnalysis.h"
#include "core/analysis/SentenceBuckets.h"
#include "core/base/Diagnostic.h"
#include "core/report/MismatchReport.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

// The analyses of several systems (slot errors, error buckets, bucketized scores) and their
// renderings for `oie-score analysis`:
// - JSON: {"systems": [{"name", "incorrect", "slot_errors": {"subject", "relation", "object"},
//   "error_buckets": {"000" ... "110": share}, "error_bucket_counts": {same keys: count},
//   "buckets": [{"dimension", "label", "sentences", "tp", "fp", "fn", "precision", "recall",
//   "f1"}]}], "tokenization", "diagnostics": [{"file", "line", "severity", "message"}]};
//   with details, each system also has "extractions" (the MismatchReport rows).
// - CSV: one table with a `section` column: `bucket` rows (one per system and bucket: dimension,
//   label, sentences, tp, fp, fn, precision, recall, f1), then per system `slot_error` rows
//   (label subject/relation/object; count = incorrect extractions with that slot wrong,
//   share = count / incorrect) and `error_bucket` rows (label 000 ... 110; count, share);
//   the cells a section does not use are empty.
struct AnalysisReport
{
    struct SystemEntry
    {
        SystemAnalysis analysis;
        QVector<BucketScore> buckets;
        QJsonArray extractions; // MismatchReport rows, with details only
    };

    QVector<SystemEntry> systems;
    QString tokenization;
    Diagnostics diagnostics;
    bool withDetails = false;

    QJsonObject toJson() const;
    QString toCsv() const;
    static QStringList csvColumns();
};
