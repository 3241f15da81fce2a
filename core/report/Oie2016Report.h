#pragma once

#include "core/base/Diagnostic.h"
#include "core/oie2016/Oie2016Evaluation.h"
#include "core/oie2016/Oie2016Options.h"
#include "core/oie2016/Oie2016Scorer.h"
#include "core/report/CurveReport.h"
#include "core/report/ScoreReport.h"
#include "core/stats/Bootstrap.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QVector>

// The OIE2016 scores of several systems against one gold, rendered like ScoreReport: an
// aligned table and a booktabs LaTeX tabular with 3 decimals (as papers print OIE2016's AUC and
// F1), CSV/TSV and JSON with full precision; and every system's curve as TSV. Each rendering
// says which matcher mode ran.
struct Oie2016Report : CurveReport
{
    using System = Oie2016ScoredSystem;

    int goldExtractions = 0;
    int goldSentences = 0;
    Oie2016Options::Mode mode = Oie2016Options::Mode::Current;
    Oie2016Options::Curve curve = Oie2016Options::Curve::Legacy;
    QVector<System> systems;

    QString render(ScoreReport::Format format) const;
    QJsonObject toJson() const;
    // system<TAB>mode<TAB>precision<TAB>recall<TAB>threshold, one line per curve row in the
    // order the official code writes them (empty threshold for the appended (1, 0) row).
    QByteArray curveTsv() const;
};
