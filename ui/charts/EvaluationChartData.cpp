#include "ui/charts/EvaluationChartData.h"

#include "core/analysis/AnalysisResults.h"
#include "ui/common/FacetText.h"
#include "ui/common/SystemAppearance.h"

#include <algorithm>
#include <cmath>

ChartData EvaluationChartData::precisionRecallF1(const QVector<SystemScore> &scores, Facet facet,
                                                 SystemAppearance *appearance)
{
    ChartData data;
    data.fileName = QStringLiteral("prf1");
    data.title = tr("Precision, recall and F1 (facet: %1)").arg(FacetText::label(facet));
    data.xLabel = tr("Measure");
    data.yLabel = tr("Score");
    data.categories = {tr("Precision"), tr("Recall"), tr("F1")};
    for (const SystemScore &score : scores) {
        ChartSeries series = ChartSeries::styled(score.name, appearance->style(score.name));
        series.values = {score.precision(), score.recall(), score.f1()};
        data.series.append(series);
    }
    return data;
}

ChartData EvaluationChartData::flPrecisionRecallF1(const QVector<SystemScore> &flScores, const QString &mode,
                                                   SystemAppearance *appearance)
{
    ChartData data = precisionRecallF1(flScores, Facet::Default, appearance);
    data.fileName = QStringLiteral("fl_prf1");
    //: %1 is the matcher's mode, e.g. "principled" or "official, no correction"
    data.title = tr("Precision, recall and F1 (BenchIE^FL, %1)").arg(mode);
    return data;
}

void EvaluationChartData::addErrorBars(ChartData *chart, const QVector<SystemIntervals> &intervals,
                                       const BootstrapSettings &settings)
{
    if (intervals.size() != chart->series.size() || intervals.isEmpty())
        return;
    const StatsMetric metrics[] = {StatsMetric::Precision, StatsMetric::Recall, StatsMetric::F1}; // the categories
    for (int s = 0; s < chart->series.size(); ++s) {
        ChartSeries &series = chart->series[s];
        series.lows.clear();
        series.highs.clear();
        for (const StatsMetric metric : metrics) {
            series.lows.append(intervals.at(s).of(metric).low);
            series.highs.append(intervals.at(s).of(metric).high);
        }
    }
    //: Under a P, R and F1 chart: %1 the level (95), %2 resamples, %3 the seed
    chart->note = tr("Error bars: %1% percentile bootstrap intervals over the gold sentences, %2 resamples, seed %3")
                      .arg(QString::number(settings.level * 100, 'g', 4), QString::number(settings.resamples),
                           QString::number(settings.seed));
}

ChartData EvaluationChartData::carbCurves(const QVector<ScorerResults::CarbSystem> &results,
                                          SystemAppearance *appearance)
{
    ChartData data;
    data.kind = ChartData::Kind::Curves;
    data.fileName = QStringLiteral("carb_pr_curve");
    data.title = tr("CaRB precision-recall curves");
    data.xLabel = tr("Recall");
    data.yLabel = tr("Precision");
    data.note = tr("One point per confidence threshold, and (0, 1) as CaRB adds it for the AUC");
    for (const ScorerResults::CarbSystem &system : results) {
        ChartSeries series = ChartSeries::styled(system.name, appearance->style(system.name));
        //: Legend entry of a CaRB curve, after the system's name: the area under the curve
        series.detail = tr("AUC %1").arg(QString::number(CarbResult::round3(system.result.auc), 'f', 3));
        for (const CarbPoint &point : system.result.curve) {
            series.xs.append(point.recall);
            series.values.append(point.precision);
        }
        // The point CaRB adds for its AUC (docs/scoring/carb.md 3): recall 0, precision 1.
        series.xs.append(0.0);
        series.values.append(1.0);
        data.series.append(series);
    }
    return data;
}

ChartData EvaluationChartData::oie2016Curves(const QVector<Oie2016ScoredSystem> &results, Oie2016Options::Mode mode,
                                             SystemAppearance *appearance)
{
    ChartData data;
    data.kind = ChartData::Kind::Curves;
    data.fileName = QStringLiteral("oie2016_pr_curve");
    data.title = tr("OIE2016 precision-recall curves");
    data.xLabel = tr("Recall");
    data.yLabel = tr("Precision");
    //: %1 is the matcher's mode, e.g. "mode current: official matcher of today, ..."
    data.note = tr("The rows the official scorer writes, by recall; %1").arg(Oie2016Options::describe(mode));
    double maxRecall = 0;
    for (const Oie2016ScoredSystem &system : results) {
        //: Legend entry of an OIE2016 curve: system name and area under the curve
        ChartSeries series
            = ChartSeries::styled(tr("%1 (AUC %2)").arg(system.name, QString::number(system.result.auc(), 'f', 3)),
                                  appearance->style(system.name));
        for (const Oie2016CurveRow &row : system.result.curve.rows) {
            series.xs.append(row.recall);
            series.values.append(row.precision);
            maxRecall = std::max(maxRecall, row.recall);
        }
        data.series.append(series);
    }
    // Recall stops well below 1 (the recall multiplier): show the part that has curves.
    data.xMax = maxRecall > 0 ? std::min(1.0, std::ceil(maxRecall * 10.0) / 10.0) : 1.0;
    return data;
}

ChartData EvaluationChartData::oie2016Auc(const QVector<Oie2016ScoredSystem> &results, Oie2016Options::Mode mode,
                                          SystemAppearance *appearance)
{
    ChartData data;
    data.fileName = QStringLiteral("oie2016_auc");
    data.title = tr("OIE2016 area under the precision-recall curve");
    data.xLabel = tr("Measure");
    data.yLabel = tr("AUC");
    data.note = Oie2016Options::describe(mode);
    data.categories = {tr("AUC")};
    double maxAuc = 0;
    for (const Oie2016ScoredSystem &system : results) {
        ChartSeries series = ChartSeries::styled(system.name, appearance->style(system.name));
        series.values = {system.result.auc()};
        data.series.append(series);
        maxAuc = std::max(maxAuc, system.result.auc());
    }
    data.yMax = maxAuc > 0 ? std::min(1.0, std::ceil(maxAuc * 10.0) / 10.0) : 1.0;
    return data;
}

ChartData EvaluationChartData::f1ByFacet(const FacetOverview &overview, const QVector<SystemScore> &scores,
                                         SystemAppearance *appearance)
{
    ChartData data;
    data.fileName = QStringLiteral("f1_by_facet");
    data.title = tr("F1 per facet");
    data.xLabel = tr("Facet");
    data.yLabel = tr("F1");
    const QVector<Facet> facets = FacetOverview::facets();
    // A facet the gold has no synset under has no F1: left out, and the note says so.
    QVector<int> shown;
    QStringList left;
    for (int f = 0; f < facets.size(); ++f) {
        if (!scores.isEmpty() && !overview.hasGold(f)) {
            left.append(FacetText::label(facets.at(f)));
            continue;
        }
        shown.append(f);
        data.categories.append(FacetText::label(facets.at(f)));
    }
    if (!left.isEmpty())
        data.note
            = tr("Left out: %1 (the gold has no synset under it; under Entity, no triple is flagged entity-clean).")
                  .arg(left.join(QStringLiteral(", ")));
    for (const SystemScore &score : scores) {
        ChartSeries series = ChartSeries::styled(score.name, appearance->style(score.name));
        for (int f : std::as_const(shown)) {
            const SystemScore *facetScore = overview.score(f, score.name);
            series.values.append(facetScore ? facetScore->f1() : 0.0);
        }
        data.series.append(series);
    }
    return data;
}

ChartData EvaluationChartData::slotErrors(const AnalysisResults &analyses, const QVector<SystemScore> &scores,
                                          SystemAppearance *appearance)
{
    ChartData data;
    data.fileName = QStringLiteral("slot_errors");
    data.title = tr("Slot errors of incorrect extractions");
    data.xLabel = tr("Slot");
    data.yLabel = tr("Share of incorrect extractions");
    for (int slot = 0; slot < 3; ++slot)
        data.categories.append(ErrorAnalysis::slotName(slot));
    for (const SystemScore &score : scores) {
        const SystemAnalysis *analysis = analyses.system(score.name);
        ChartSeries series = ChartSeries::styled(score.name, appearance->style(score.name));
        for (int slot = 0; slot < 3; ++slot)
            series.values.append(analysis ? analysis->slotErrors[slot] : 0.0);
        data.series.append(series);
    }
    return data;
}

ChartData EvaluationChartData::errorBuckets(const AnalysisResults &analyses, const QVector<SystemScore> &scores,
                                            SystemAppearance *appearance)
{
    ChartData data;
    data.fileName = QStringLiteral("error_buckets");
    data.title = tr("Error buckets (1 = slot agrees with the closest gold triple)");
    data.xLabel = tr("Slot pattern (subject, relation, object)");
    data.yLabel = tr("Share of incorrect extractions");
    const QStringList codes = ErrorAnalysis::bucketCodes();
    data.categories = codes;
    double maximum = 0.0;
    QStringList caseOnly;
    for (const SystemScore &score : scores) {
        const SystemAnalysis *analysis = analyses.system(score.name);
        ChartSeries series = ChartSeries::styled(score.name, appearance->style(score.name));
        for (const QString &code : codes) {
            const double share = analysis ? analysis->bucketShares.value(code) : 0.0;
            series.values.append(share);
            maximum = qMax(maximum, share);
        }
        data.series.append(series);
        if (analysis && analysis->caseOnly > 0)
            caseOnly.append(QStringLiteral("%1 %2").arg(score.name).arg(analysis->caseOnly));
    }
    data.yMax = maximum > 0.0 ? qMin(1.0, maximum * 1.1) : 1.0;
    if (!caseOnly.isEmpty()) {
        //: Under the error-bucket charts; %1 lists systems with their counts ("clausie 12, minie 3")
        data.note
            = tr("Wrong only in letter case, which the scorers compare: %1").arg(caseOnly.join(QStringLiteral(", ")));
    }
    return data;
}

ChartData EvaluationChartData::errorBucketHeatMap(const AnalysisResults &analyses, const QVector<SystemScore> &scores,
                                                  SystemAppearance *appearance)
{
    ChartData data = errorBuckets(analyses, scores, appearance);
    data.kind = ChartData::Kind::HeatMap;
    data.fileName = QStringLiteral("error_buckets_heatmap");
    data.title = tr("Error buckets per system (1 = slot agrees with the closest gold triple)");
    data.yLabel = tr("System");
    // The letter-case count stays with the bars: the heat map's rows keep the figure's height.
    data.note = tr("Cells: share of the system's incorrect extractions");
    double maximum = 0.0;
    for (const ChartSeries &series : std::as_const(data.series)) {
        for (const double value : series.values)
            maximum = qMax(maximum, value);
    }
    data.yMax = maximum > 0.0 ? maximum : 1.0;
    return data;
}

ChartData EvaluationChartData::bucketF1(const AnalysisResults &analyses, int dimension,
                                        const QVector<SystemScore> &scores, SystemAppearance *appearance)
{
    ChartData data;
    const SentenceBuckets *buckets = analyses.buckets();
    if (!buckets || dimension < 0 || dimension >= buckets->dimensions().size())
        return data;
    const BucketDimension &bucketDimension = buckets->dimensions().at(dimension);
    data.fileName = QStringLiteral("buckets_") + bucketDimension.name;
    data.title = tr("F1 by sentence bucket: %1").arg(bucketDimension.name);
    data.xLabel = tr("Bucket (%1)").arg(bucketDimension.name);
    data.yLabel = tr("F1");
    data.note = bucketDimension.name == QLatin1String("length") ? tr("Tokens: %1").arg(buckets->tokenization())
                                                                : tr("Counted from: %1").arg(bucketDimension.source);
    QVector<int> sentences(bucketDimension.labels.size(), 0);
    for (const int bucket : bucketDimension.bucketOf) {
        if (bucket >= 0 && bucket < sentences.size())
            ++sentences[bucket];
    }
    for (int b = 0; b < bucketDimension.labels.size(); ++b)
        //: Chart category: bucket label and its number of sentences
        data.categories.append(tr("%1 (n=%2)").arg(bucketDimension.labels.at(b), QString::number(sentences.at(b))));
    for (const SystemScore &score : scores) {
        ChartSeries series = ChartSeries::styled(score.name, appearance->style(score.name));
        for (const BucketScore &bucket : buckets->score(score)) {
            if (bucket.dimension == bucketDimension.name)
                series.values.append(bucket.counts.f1());
        }
        data.series.append(series);
    }
    return data;
}
