#include "EvaluationChartData.h"

#include "FacetText.h"
#include "SystemAppearance.h"

ChartData EvaluationChartData::precisionRecallF1(const QVector<SystemScore> &scores, Facet facet,
                                                 SystemAppearance *appearance)
{
    ChartData data;
    data.fileName = QStringLiteral("prf1");
    data.title = tr("Precision, recall and F1 (facet: %1)").arg(FacetText::label(facet));
    data.xLabel = tr("Measure");
    data.yLabel = tr("Score");
    data.categories = {tr("Precision"), tr("Recall"), tr("F1")};
    for (const SystemScore &score : scores)
        data.series.append({score.name, appearance->color(score.name), {score.precision(), score.recall(), score.f1()}});
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
    for (const Facet facet : facets)
        data.categories.append(FacetText::label(facet));
    for (const SystemScore &score : scores) {
        ChartSeries series{score.name, appearance->color(score.name), {}};
        for (int f = 0; f < facets.size(); ++f) {
            const SystemScore *facetScore = overview.score(f, score.name);
            series.values.append(facetScore ? facetScore->f1() : 0.0);
        }
        data.series.append(series);
    }
    return data;
}
