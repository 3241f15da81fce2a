#pragma once

#include "core/base/Diagnostic.h"
#include "core/stats/Bootstrap.h"

#include <QString>
#include <QVector>

// What the reports of the scorers with a precision-recall curve (CarbReport, Oie2016Report)
// share besides their systems: the gold, whether each system's curve (and more) goes into the
// JSON, the diagnostics, and the --ci intervals with how they were drawn.
struct CurveReport
{
    QString goldPath;
    bool withDetails = false; // JSON: each system's curve (and the scorer's details)
    Diagnostics diagnostics;
    // --ci: each system's intervals (parallel to the systems; empty without --ci), how they were drawn.
    QVector<SystemIntervals> intervals;
    BootstrapSettings intervalSettings;
};
