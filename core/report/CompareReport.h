#pragma once

#include "core/base/Diagnostic.h"
#include "core/model/SystemScore.h"
#include "core/oie2016/Oie2016Evaluation.h"
#include "core/report/CarbReport.h"
#include "core/report/ScoreReport.h"
#include "core/stats/PairedTests.h"
#include "core/stats/StatsMetric.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

// `oie-score compare`: every pair of systems on every metric tested, with the difference and its
// p-value (docs/scoring/statistics.md 5), as JSON (the settings, the systems' figures, `pairs`)
// or as a table (the pairs, then one significance matrix per metric).
struct CompareReport
{
    struct System
    {
        QString name;
        QString path;
        MetricValues figures; // the scorer's own
    };

    CompareReport() = default;
    CompareReport(QString goldPath, QString scorer, QString description, QVector<System> systems,
                  Diagnostics diagnostics);

    // The systems with their figures: BenchIE's or BenchIE^FL's scores, CaRB's or OIE2016's
    // results (P, R and F1 at the best-F1 threshold, AUC).
    static QVector<System> systemsOf(const QVector<SystemScore> &scores);
    static QVector<System> systemsOf(const QVector<CarbReport::System> &systems);
    static QVector<System> systemsOf(const QVector<Oie2016ScoredSystem> &systems);

    QString goldPath;
    QString scorer; // "benchie", "fl", "carb", "oie2016"
    QString description; // what was scored: "BenchIE, facet default", ...
    int sentences = 0; // the resampling units: gold sentences
    bool withAuc = false;
    QVector<System> systems;
    PairedTestSettings settings;
    QVector<PairComparison> comparisons;
    Diagnostics diagnostics;
    double alpha = 0.05; // the matrices' mark

    // Json, Table, Csv or Latex (the command refuses Tsv).
    QString render(ScoreReport::Format format) const;
    QJsonObject toJson() const;
    QString toTable() const;
    // One row per pair and metric, with the test, its resamples and seed on every row.
    QString toCsv() const;
    // One booktabs tabular per metric: row minus column, a dagger where p < alpha (Holm-adjusted
    // with holm), the p-value beside it, and under it the footnote that names the test.
    QString toLatex() const;
    // The caption of a metric's matrix: what is compared, on how many sentences, by which test
    // with how many resamples and which seed.
    QString caption(StatsMetric metric) const;
    // "approximate randomization test (10000 rounds swapping sentences, seed 1)[, Holm-adjusted
    // over the N pairs]".
    QString testPhrase() const;
    // The p-value the matrices mark: Holm-adjusted with settings.holm.
    double shownP(const PairComparison &comparison) const
    {
        return settings.holm ? comparison.holmValue : comparison.pValue;
    }
};
