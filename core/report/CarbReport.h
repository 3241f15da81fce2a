#pragma once

#include "core/base/Diagnostic.h"
#include "core/carb/CarbScorer.h"
#include "core/report/ScoreReport.h"
#include "core/stats/Bootstrap.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QVector>

// The CaRB scores of several systems against one gold, rendered like ScoreReport: an aligned
// table with the 3-decimal figures CaRB prints, CSV/TSV and JSON with full precision, a
// booktabs LaTeX tabular; and every system's PR curve as TSV.
struct CarbReport
{
    struct System
    {
        QString name;
        QString path;
        CarbResult result;
    };

    QString goldPath;
    QString systemFormat;
    QVector<System> systems;
    bool withDetails = false; // JSON: each system's curve
    Diagnostics diagnostics;
    // --ci: each system's intervals (parallel to systems; empty without --ci), how they were drawn.
    QVector<SystemIntervals> intervals;
    BootstrapSettings intervalSettings;

    QString render(ScoreReport::Format format) const;
    QJsonObject toJson() const;
    // system<TAB>threshold<TAB>precision<TAB>recall<TAB>f1, one line per curve point.
    QByteArray curveTsv() const;
};
