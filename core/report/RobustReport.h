#pragma once

#include "core/base/Diagnostic.h"
#include "core/report/ScoreReport.h"
#include "core/robust/RobustScorer.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

// ROBUST scores of several systems against one gold: the table with the 3-decimal figures,
// CSV/TSV and JSON with full precision (the official prints numpy's repr); a NaN (F1 where
// P + R = 0) is `nan` in the table, CSV, TSV and LaTeX and null in JSON.
struct RobustReport
{
    struct System
    {
        QString name;
        QString path;
        RobustResult result;
    };

    QString goldPath;
    QVector<System> systems;
    bool withDetails = false; // JSON: every clique's sentence scores
    Diagnostics diagnostics;

    QString render(ScoreReport::Format format) const;
    QJsonObject toJson() const;
};
