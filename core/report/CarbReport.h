#pragma once

#include "core/base/Diagnostic.h"
#include "core/carb/CarbScorer.h"
#include "core/report/CurveReport.h"
#include "core/report/ScoreReport.h"
#include "core/stats/Bootstrap.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QVector>

// The CaRB scores of several systems against one gold, rendered like ScoreReport: an aligned
// table with the 3-decimal figures CaRB prints, CSV/TSV and JSON with full precision, a
// booktabs LaTeX tabular; and every system's PR curve as TSV.
struct CarbReport : CurveReport
{
    struct System
    {
        QString name;
        QString path;
        CarbResult result;
    };

    QString systemFormat;
    QVector<System> systems;

    QString render(ScoreReport::Format format) const;
    QJsonObject toJson() const;
    // system<TAB>threshold<TAB>precision<TAB>recall<TAB>f1, one line per curve point.
    QByteArray curveTsv() const;
};
