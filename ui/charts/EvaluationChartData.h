#pragma once

#include "core/analysis/FacetOverview.h"
#include "core/document/ScorerResults.h"
#include "core/model/SystemScore.h"
#include "core/oie2016/Oie2016Evaluation.h"
#include "core/stats/Bootstrap.h"
#include "ui/charts/ChartData.h"

#include <QCoreApplication>
#include <QVector>

class AnalysisResults;
class SystemAppearance;

// The charts of the evaluation workspace as ChartData, one bar colour per system from the
// workspace's palette. Only arranges numbers the core computed; no scoring here.
class EvaluationChartData
{
    Q_DECLARE_TR_FUNCTIONS(EvaluationChartData)

public:
    // P, R and F1 (categories) of each system (series), under the facet.
    static ChartData precisionRecallF1(const QVector<SystemScore> &scores, Facet facet, SystemAppearance *appearance);
    // P, R and F1 of each system under BenchIE^FL; the title names the mode (FlOptions::describe).
    static ChartData flPrecisionRecallF1(const QVector<SystemScore> &flScores, const QString &mode,
                                         SystemAppearance *appearance);
    // Error bars on a P, R and F1 chart: each system's bootstrap intervals (parallel to the
    // series; nothing when they do not match), and a note that says what the bars are.
    static void addErrorBars(ChartData *chart, const QVector<SystemIntervals> &intervals,
                             const BootstrapSettings &settings);
    // CaRB: each system's precision-recall curve, its AUC in the legend.
    static ChartData carbCurves(const QVector<ScorerResults::CarbSystem> &results, SystemAppearance *appearance);
    // OIE2016 (the paper's Figure 1): each system's precision-recall curve as the official code
    // writes it, its AUC in the legend; the note names the matcher mode.
    static ChartData oie2016Curves(const QVector<Oie2016ScoredSystem> &results, Oie2016Options::Mode mode,
                                   SystemAppearance *appearance);
    // OIE2016 (the paper's Figure 2): the AUC of each system, one bar each.
    static ChartData oie2016Auc(const QVector<Oie2016ScoredSystem> &results, Oie2016Options::Mode mode,
                                SystemAppearance *appearance);
    // F1 of each system (series) under each facet (categories).
    static ChartData f1ByFacet(const FacetOverview &overview, const QVector<SystemScore> &scores,
                               SystemAppearance *appearance);
    // Share of incorrect extractions with a wrong subject, relation, object, per system.
    static ChartData slotErrors(const AnalysisResults &analyses, const QVector<SystemScore> &scores,
                                SystemAppearance *appearance);
    // Distribution of the incorrect extractions over the seven slot patterns, per system.
    static ChartData errorBuckets(const AnalysisResults &analyses, const QVector<SystemScore> &scores,
                                  SystemAppearance *appearance);
    // The same distribution as a heat map: systems (rows) x slot patterns, values in the cells.
    static ChartData errorBucketHeatMap(const AnalysisResults &analyses, const QVector<SystemScore> &scores,
                                        SystemAppearance *appearance);
    // F1 per bucket of one sentence dimension (length, conj, case), per system.
    static ChartData bucketF1(const AnalysisResults &analyses, int dimension, const QVector<SystemScore> &scores,
                              SystemAppearance *appearance);
};
