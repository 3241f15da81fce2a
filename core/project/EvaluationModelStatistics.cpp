// The statistics of the Evaluate tab (docs/scoring/statistics.md): per-sentence outcomes of the
// systems under the scorer in force, their bootstrap intervals and the paired tests, built from
// the same outcomes `oie-score --ci` and `oie-score compare` build.

#include "core/document/StudioDocument.h"
#include "core/model/Facet.h"
#include "core/project/EvaluationModel.h"
#include "core/stats/CarbOutcomes.h"
#include "core/stats/Oie2016Outcomes.h"

namespace {

// The position of each name among the items (by their name), or an empty vector when one is
// missing.
template <typename Item> QVector<int> positionsOf(const QStringList &names, const QVector<Item> &items)
{
    QVector<int> positions;
    for (const QString &name : names) {
        const auto found
            = std::find_if(items.begin(), items.end(), [&name](const Item &item) { return item.name == name; });
        if (found == items.end())
            return {};
        positions.append(int(found - items.begin()));
    }
    return positions;
}

template <typename Item> QVector<Item> pick(const QVector<Item> &items, const QVector<int> &positions)
{
    QVector<Item> picked;
    for (const int position : positions)
        picked.append(items.at(position));
    return picked;
}

} // namespace

bool EvaluationModel::hasIntervals() const
{
    switch (m_scorer) {
    case Scorer::Benchie:
        return true;
    case Scorer::Fl:
        return !m_scorerResults.flOptions().official;
    case Scorer::Carb:
        return m_scorerResults.carbValid();
    case Scorer::Oie2016:
        return m_oie2016.isScored();
    }
    return false;
}

QVector<SystemIntervals> EvaluationModel::intervalsOf(const QVector<SystemScore> &scores,
                                                      const BootstrapSettings &settings) const
{
    if (!hasIntervals() || scores.isEmpty() || m_scorer == Scorer::Carb || m_scorer == Scorer::Oie2016)
        return {};
    return Bootstrap::intervals(SentenceOutcomes::fromScores(scores), settings);
}

QVector<SystemIntervals> EvaluationModel::intervalsOf(const QStringList &systems,
                                                      const BootstrapSettings &settings) const
{
    const QVector<SentenceOutcomes> outcomes = outcomesOf(systems);
    if (outcomes.isEmpty())
        return {};
    return Bootstrap::intervals(outcomes, settings);
}

QVector<SentenceOutcomes> EvaluationModel::outcomesOf(const QStringList &systems) const
{
    if (!hasIntervals())
        return {};
    QVector<SentenceOutcomes> outcomes;
    if (m_scorer == Scorer::Carb) {
        const QVector<int> at = positionsOf(systems, m_scorerResults.carb());
        for (const int i : at)
            outcomes.append(CarbOutcomes::build(m_scorerResults.carbGold(), m_scorerResults.carb().at(i).corpus));
    } else if (m_scorer == Scorer::Oie2016) {
        const QVector<int> at = positionsOf(systems, m_oie2016.results());
        for (const int i : at) {
            outcomes.append(SentenceOutcomes());
            QString error;
            if (!Oie2016Outcomes::build(m_oie2016.gold(), m_oie2016.systemCorpus(i), m_oie2016.options(),
                                        m_oie2016.results().at(i).result, &outcomes.last(), &error))
                return {};
        }
    } else {
        const QVector<SystemScore> &scores = activeScores();
        outcomes = SentenceOutcomes::fromScores(pick(scores, positionsOf(systems, scores)));
    }
    return outcomes.size() == systems.size() ? outcomes : QVector<SentenceOutcomes>();
}

CompareReport EvaluationModel::compare(const QStringList &systems, const PairedTestSettings &settings) const
{
    CompareReport report;
    if (m_scorer == Scorer::Carb) {
        report = CompareReport(m_scorerResults.carbGoldPath(), QStringLiteral("carb"),
                               QStringLiteral("CaRB (binary lenient tuple match; P, R, F1 at the best-F1 threshold)"),
                               {}, {});
        for (const ScorerResults::CarbSystem &system :
             pick(m_scorerResults.carb(), positionsOf(systems, m_scorerResults.carb()))) {
            const CarbResult &r = system.result;
            report.systems.append({system.name, QString(), {r.precision, r.recall, r.f1, r.auc}});
        }
    } else if (m_scorer == Scorer::Oie2016) {
        report = CompareReport(
            m_oie2016.setup().goldPath, QStringLiteral("oie2016"),
            QStringLiteral("OIE2016 (%1; P, R, F1 at the best-F1 threshold)")
                .arg(Oie2016Options::describe(m_oie2016.mode())),
            CompareReport::systemsOf(pick(m_oie2016.results(), positionsOf(systems, m_oie2016.results()))), {});
    } else {
        const QVector<SystemScore> &scores = activeScores();
        const QString description = m_scorer == Scorer::Fl
            ? QStringLiteral("BenchIE^FL (%1)").arg(m_scorerResults.flOptions().describe())
            : QStringLiteral("BenchIE, facet ") + Facets::name(m_document->session().facet());
        report = CompareReport(m_document->filePath(),
                               m_scorer == Scorer::Fl ? QStringLiteral("fl") : QStringLiteral("benchie"), description,
                               CompareReport::systemsOf(pick(scores, positionsOf(systems, scores))), {});
    }
    report.settings = settings;
    const QVector<SentenceOutcomes> outcomes = outcomesOf(systems);
    if (outcomes.size() < 2 || report.systems.size() != outcomes.size())
        return report;
    report.sentences = outcomes.first().sentenceCount();
    report.withAuc = outcomes.first().hasAuc();
    if (report.settings.metrics.isEmpty()) // as oie-score compare without --metric
        report.settings.metrics = StatsMetrics::of(report.withAuc);
    report.comparisons = PairedTests::run(outcomes, report.settings);
    return report;
}
