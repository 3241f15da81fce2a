#pragma once

#include "core/base/Diagnostic.h"
#include "core/report/ScoreReport.h"
#include "core/robust/RobustScorer.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

// ROBUST scores of several systems against one gold.
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
