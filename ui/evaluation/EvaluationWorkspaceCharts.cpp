// The evaluation workspace's charts: every chart of the current analysis as ChartData (with
// error bars on the score chart while Bootstrap Intervals is on), and the one shown
// (EvaluationWorkspace.cpp holds the rest of the class).

#include "core/document/StudioDocument.h"
#include "core/project/EvaluationModel.h"
#include "ui/charts/BarChart.h"
#include "ui/charts/EvaluationChartData.h"
#include "ui/common/FacetText.h"
#include "ui/common/SystemAppearance.h"
#include "ui/evaluation/EvaluationWorkspace.h"

#include <QCheckBox>

QVector<ChartData> EvaluationWorkspace::charts()
{
    const QVector<SystemScore> visible = m_appearance->visibleScores(m_document->session().scores());
    const QString gold = m_document->benchmark().fileName;
    const QString facet = FacetText::label(m_document->session().facet());
    // Where each chart's numbers come from, for its caption snippet.
    const auto from = [](ChartData chart, const QString &scorer, const QString &chartFacet, const QString &file) {
        chart.scorer = scorer;
        chart.facet = chartFacet;
        chart.gold = file;
        return chart;
    };
    const QString benchie = QStringLiteral("BenchIE");
    const AnalysisResults &analyses = m_model->analyses();
    const ScorerResults &scorerResults = m_model->scorerResults();
    const Oie2016Evaluation &oie2016Evaluation = m_model->oie2016();
    QVector<ChartData> result{
        from(EvaluationChartData::precisionRecallF1(visible, m_document->session().facet(), m_appearance), benchie,
             facet, gold),
        from(EvaluationChartData::f1ByFacet(m_model->facetOverview(), visible, m_appearance), benchie,
             tr("every facet"), gold),
        from(EvaluationChartData::slotErrors(analyses, visible, m_appearance), benchie, facet, gold),
        from(EvaluationChartData::errorBuckets(analyses, visible, m_appearance), benchie, facet, gold),
        from(EvaluationChartData::errorBucketHeatMap(analyses, visible, m_appearance), benchie, facet, gold)};
    const int dimensions = analyses.buckets() ? int(analyses.buckets()->dimensions().size()) : 0;
    for (int d = 0; d < dimensions; ++d)
        result.append(from(EvaluationChartData::bucketF1(analyses, d, visible, m_appearance), benchie, facet, gold));
    // While Bootstrap Intervals is on, the score chart of the scorer in force has error bars.
    const bool errorBars = m_intervalsCheck->isChecked() && m_intervalsCheck->isEnabled();
    if (errorBars && m_model->scorer() == Scorer::Benchie)
        EvaluationChartData::addErrorBars(&result.first(), m_model->intervalsOf(visible, m_intervalSettings),
                                          m_intervalSettings);
    if (scorerResults.flValid()) {
        const QVector<SystemScore> fl = m_appearance->visibleScores(scorerResults.fl());
        result.append(
            from(EvaluationChartData::flPrecisionRecallF1(fl, scorerResults.flOptions().describe(), m_appearance),
                 QStringLiteral("BenchIE^FL"), QString(), gold));
        if (errorBars && m_model->scorer() == Scorer::Fl)
            EvaluationChartData::addErrorBars(&result.last(), m_model->intervalsOf(fl, m_intervalSettings),
                                              m_intervalSettings);
    }
    if (scorerResults.carbValid())
        result.append(from(EvaluationChartData::carbCurves(visibleCarb(), m_appearance), QStringLiteral("CaRB"),
                           QString(), scorerResults.carbGoldPath()));
    if (oie2016Evaluation.isScored()) {
        const QVector<Oie2016ScoredSystem> oie2016 = visibleOie2016();
        const QString oie2016Gold = oie2016Evaluation.setup().goldPath;
        result.append(from(EvaluationChartData::oie2016Curves(oie2016, oie2016Evaluation.mode(), m_appearance),
                           QStringLiteral("OIE2016"), QString(), oie2016Gold));
        result.append(from(EvaluationChartData::oie2016Auc(oie2016, oie2016Evaluation.mode(), m_appearance),
                           QStringLiteral("OIE2016"), QString(), oie2016Gold));
    }
    return result;
}

void EvaluationWorkspace::showChart(int row)
{
    if (row >= 0 && row < m_charts.size())
        m_chartView->setChartData(m_charts.at(row));
}
