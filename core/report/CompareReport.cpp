#include "core/report/CompareReport.h"

#include "core/report/ReportTable.h"

#include <QJsonArray>

#include <utility>

namespace {

// A p-value for the table: 4 decimals, or two significant digits below 0.0001 (1/10001 is 0.0001).
QString pText(double p)
{
    return p < 0.0001 ? QString::number(p, 'g', 2) : QString::number(p, 'f', 4);
}

QString deltaText(double delta)
{
    const QString text = QString::number(delta, 'f', 4);
    return delta >= 0 && !text.startsWith(QLatin1Char('-')) ? QLatin1Char('+') + text : text;
}

QString testTitle(const PairedTestSettings &settings)
{
    return settings.test == PairedTest::Bootstrap
        ? QStringLiteral("Paired bootstrap test (%1 resamples of the sentences, seed %2)")
              .arg(QString::number(settings.resamples), QString::number(settings.seed))
        : QStringLiteral("Approximate randomization test (%1 rounds swapping sentences, seed %2)")
              .arg(QString::number(settings.resamples), QString::number(settings.seed));
}

// "precision", "recall", "F1", "AUC": as a caption says them.
QString metricTitle(StatsMetric metric)
{
    return metric == StatsMetric::F1 ? QStringLiteral("F1")
        : metric == StatsMetric::Auc ? QStringLiteral("AUC")
                                     : StatsMetrics::name(metric);
}

} // namespace

CompareReport::CompareReport(QString goldPath, QString scorer, QString description, QVector<System> systems,
                             Diagnostics diagnostics)
    : goldPath(std::move(goldPath)),
      scorer(std::move(scorer)),
      description(std::move(description)),
      systems(std::move(systems)),
      diagnostics(std::move(diagnostics))
{ }

QVector<CompareReport::System> CompareReport::systemsOf(const QVector<SystemScore> &scores)
{
    QVector<System> systems;
    for (const SystemScore &score : scores)
        systems.append({score.name, score.path, {score.precision(), score.recall(), score.f1(), 0}});
    return systems;
}

QVector<CompareReport::System> CompareReport::systemsOf(const QVector<CarbReport::System> &scored)
{
    QVector<System> systems;
    for (const CarbReport::System &system : scored) {
        const CarbResult &r = system.result;
        systems.append({system.name, system.path, {r.precision, r.recall, r.f1, r.auc}});
    }
    return systems;
}

QVector<CompareReport::System> CompareReport::systemsOf(const QVector<Oie2016ScoredSystem> &scored)
{
    QVector<System> systems;
    for (const Oie2016ScoredSystem &system : scored) {
        const Oie2016Result &r = system.result;
        systems.append({system.name, system.path, {r.precision, r.recall, r.f1, r.auc()}});
    }
    return systems;
}

QString CompareReport::render(ScoreReport::Format format) const
{
    switch (format) {
    case ScoreReport::Format::Json:
        return ReportTable::jsonText(toJson());
    case ScoreReport::Format::Csv:
        return toCsv();
    case ScoreReport::Format::Latex:
        return toLatex();
    case ScoreReport::Format::Table:
    case ScoreReport::Format::Tsv:
        break;
    }
    return toTable();
}

QJsonObject CompareReport::toJson() const
{
    QJsonArray systemArray;
    for (const System &system : systems) {
        QJsonObject object{{QStringLiteral("name"), system.name}, {QStringLiteral("file"), system.path}};
        for (const StatsMetric metric : StatsMetrics::of(withAuc))
            object.insert(StatsMetrics::name(metric), system.figures.value(metric));
        systemArray.append(object);
    }
    QJsonArray pairs;
    for (const PairComparison &c : comparisons) {
        QJsonObject pair{
            {QStringLiteral("a"), systems.at(c.first).name},          {QStringLiteral("b"), systems.at(c.second).name},
            {QStringLiteral("metric"), StatsMetrics::name(c.metric)}, {QStringLiteral("delta"), c.delta},
            {QStringLiteral("as_extreme"), double(c.atLeast)},        {QStringLiteral("p_value"), c.pValue}};
        if (settings.holm)
            pair.insert(QStringLiteral("p_holm"), c.holmValue);
        if (c.hasInterval)
            pair.insert(QStringLiteral("delta_ci"), QJsonArray{c.interval.low, c.interval.high});
        pairs.append(pair);
    }
    QJsonArray metricNames;
    for (const StatsMetric metric : settings.metrics)
        metricNames.append(StatsMetrics::name(metric));
    return QJsonObject{{QStringLiteral("gold"), goldPath},
                       {QStringLiteral("scorer"), scorer},
                       {QStringLiteral("description"), description},
                       {QStringLiteral("sentences"), sentences},
                       {QStringLiteral("test"), PairedTests::testName(settings.test)},
                       {QStringLiteral("resamples"), settings.resamples},
                       {QStringLiteral("seed"), double(settings.seed)},
                       {QStringLiteral("holm"), settings.holm},
                       {QStringLiteral("metrics"), metricNames},
                       {QStringLiteral("systems"), systemArray},
                       {QStringLiteral("pairs"), pairs},
                       {QStringLiteral("diagnostics"), ScoreReport::diagnosticsJson(diagnostics)}};
}

QString CompareReport::toTable() const
{
    QString out = testTitle(settings) + QStringLiteral(", ") + description + QStringLiteral(", gold ") + goldPath
        + QStringLiteral(": %1 systems, %2 sentences\n")
              .arg(QString::number(systems.size()), QString::number(sentences));
    QStringList header{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("Metric"), QStringLiteral("Delta"),
                       QStringLiteral("p")};
    if (settings.holm)
        header.append(QStringLiteral("p (Holm)"));
    const bool intervals = settings.test == PairedTest::Bootstrap;
    if (intervals)
        header.append(QStringLiteral("Delta %1% CI").arg(settings.level * 100));
    QVector<QStringList> rows{header};
    for (const PairComparison &c : comparisons) {
        QStringList row{systems.at(c.first).name, systems.at(c.second).name, StatsMetrics::name(c.metric),
                        deltaText(c.delta), pText(c.pValue)};
        if (settings.holm)
            row.append(pText(c.holmValue));
        if (intervals)
            row.append(QStringLiteral("[%1, %2]").arg(deltaText(c.interval.low), deltaText(c.interval.high)));
        rows.append(row);
    }
    out += ScoreReport::alignedTable(rows);
    // One matrix per metric: the row system against the column system.
    for (const StatsMetric metric : settings.metrics) {
        out += QStringLiteral("\n%1: %2p-values, row against column (> row higher, < row lower; * p < %3)\n")
                   .arg(StatsMetrics::name(metric), settings.holm ? QStringLiteral("Holm-adjusted ") : QString(),
                        QString::number(alpha));
        QVector<QStringList> matrix{QStringList{QString()}};
        for (const System &system : systems)
            matrix.first().append(system.name);
        for (qsizetype r = 0; r < systems.size(); ++r)
            matrix.append(QStringList{systems.at(r).name} + QStringList(systems.size(), QStringLiteral("-")));
        for (const PairComparison &c : comparisons) {
            if (c.metric != metric)
                continue;
            const double p = shownP(c);
            const QString mark = p < alpha ? QStringLiteral("*") : QStringLiteral(" ");
            const QChar firstSide = c.delta > 0 ? QLatin1Char('>') : c.delta < 0 ? QLatin1Char('<') : QLatin1Char('=');
            const QChar secondSide = c.delta > 0 ? QLatin1Char('<') : c.delta < 0 ? QLatin1Char('>') : QLatin1Char('=');
            matrix[c.first + 1][c.second + 1] = firstSide + QLatin1Char(' ') + pText(p) + mark;
            matrix[c.second + 1][c.first + 1] = secondSide + QLatin1Char(' ') + pText(p) + mark;
        }
        out += ScoreReport::alignedTable(matrix);
    }
    return out;
}

QString CompareReport::toCsv() const
{
    QStringList header{QStringLiteral("a"),     QStringLiteral("b"),          QStringLiteral("metric"),
                       QStringLiteral("delta"), QStringLiteral("as_extreme"), QStringLiteral("p_value")};
    if (settings.holm)
        header.append(QStringLiteral("p_holm"));
    const bool intervals = settings.test == PairedTest::Bootstrap;
    if (intervals)
        header << QStringLiteral("delta_ci_low") << QStringLiteral("delta_ci_high");
    header << QStringLiteral("test") << QStringLiteral("resamples") << QStringLiteral("seed");
    QString out = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const PairComparison &c : comparisons) {
        QStringList row{ScoreReport::delimitedField(systems.at(c.first).name, QLatin1Char(',')),
                        ScoreReport::delimitedField(systems.at(c.second).name, QLatin1Char(',')),
                        StatsMetrics::name(c.metric),
                        ScoreReport::formatNumber(c.delta),
                        QString::number(c.atLeast),
                        ScoreReport::formatNumber(c.pValue)};
        if (settings.holm)
            row.append(ScoreReport::formatNumber(c.holmValue));
        if (intervals)
            row << ScoreReport::formatNumber(c.interval.low) << ScoreReport::formatNumber(c.interval.high);
        row << PairedTests::testName(settings.test) << QString::number(settings.resamples)
            << QString::number(settings.seed);
        out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

QString CompareReport::caption(StatsMetric metric) const
{
    return QStringLiteral("Differences in %1 between the systems (row minus column), %2, on %3 sentences; "
                          "$^{\\dagger}$: $p < %4$, two-sided %5.")
        .arg(metricTitle(metric), ScoreReport::latexEscape(description), QString::number(sentences),
             QString::number(alpha), testPhrase());
}

QString CompareReport::testPhrase() const
{
    QString test = testTitle(settings);
    test[0] = test.at(0).toLower();
    if (settings.holm) {
        const qsizetype pairs = systems.size() * (systems.size() - 1) / 2;
        test += QStringLiteral(", Holm-adjusted over %1 %2")
                    .arg(QString::number(pairs), pairs == 1 ? QStringLiteral("pair") : QStringLiteral("pairs"));
    }
    return test;
}

QString CompareReport::toLatex() const
{
    QString out;
    for (const StatsMetric metric : settings.metrics) {
        if (!out.isEmpty())
            out += QLatin1Char('\n');
        out += QStringLiteral("% ") + caption(metric) + QStringLiteral("\n% requires \\usepackage{booktabs}\n");
        out += QStringLiteral("\\begin{tabular}{l") + QString(systems.size(), QLatin1Char('r'))
            + QStringLiteral("}\n\\toprule\n");
        for (const System &system : systems)
            out += QStringLiteral(" & ") + ScoreReport::latexEscape(system.name);
        out += QStringLiteral(" \\\\\n\\midrule\n");
        QVector<QStringList> cells(systems.size(), QStringList(systems.size(), QStringLiteral("--")));
        for (const PairComparison &c : comparisons) {
            if (c.metric != metric)
                continue;
            const QString mark = shownP(c) < alpha ? QStringLiteral("^{\\dagger}") : QString();
            const QString p = QStringLiteral(" {\\scriptsize (") + pText(shownP(c)) + QStringLiteral(")}");
            cells[c.first][c.second] = QLatin1Char('$') + deltaText(c.delta) + mark + QLatin1Char('$') + p;
            cells[c.second][c.first]
                = QLatin1Char('$') + deltaText(c.delta == 0 ? 0.0 : -c.delta) + mark + QLatin1Char('$') + p;
        }
        for (qsizetype r = 0; r < systems.size(); ++r)
            out += ScoreReport::latexEscape(systems.at(r).name) + QStringLiteral(" & ")
                + cells.at(r).join(QStringLiteral(" & ")) + QStringLiteral(" \\\\\n");
        out += QStringLiteral("\\bottomrule\n\\end{tabular}\n");
        out += QStringLiteral("\\par\\smallskip{\\footnotesize $^{\\dagger}$ $p < %1$, two-sided %2; $p$-values in "
                              "parentheses.}\n")
                   .arg(QString::number(alpha), testPhrase());
    }
    return out;
}
