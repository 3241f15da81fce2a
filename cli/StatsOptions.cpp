#include "cli/StatsOptions.h"

#include "core/report/ScoreReport.h"

namespace {

// Seeds JSON carries exactly (every reader: integers up to 2^53 - 1).
constexpr quint64 kLargestSeed = (quint64(1) << 53) - 1;
constexpr int kMostResamples = 1000000; // the bootstrap keeps every resample's figures: 32 bytes a system

} // namespace

StatsOptions::StatsOptions(Use use)
    : m_use(use)
{ }

QString StatsOptions::command() const
{
    return comparing() ? QStringLiteral("oie-score compare") : QStringLiteral("oie-score");
}

QStringList StatsOptions::formats() const
{
    return comparing()
        ? QStringList{QStringLiteral("json"), QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("latex")}
        : ScoreReport::formatNames();
}

QStringList StatsOptions::valued() const
{
    if (comparing())
        return {QStringLiteral("--test"), QStringLiteral("--resamples"), QStringLiteral("--seed"),
                QStringLiteral("--metric")};
    return {QStringLiteral("--ci"), QStringLiteral("--resamples"), QStringLiteral("--seed")};
}

int StatsOptions::take(const QString &name, const QString &value, const CommandOptions &common)
{
    if (name == QLatin1String("--resamples")) {
        bool ok = false;
        const int resamples = value.toInt(&ok);
        if (!ok || resamples < 1 || resamples > kMostResamples)
            return common.usageError(QStringLiteral("--resamples takes a whole number from 1 to %1, not '%2'")
                                         .arg(QString::number(kMostResamples), value));
        m_bootstrap.resamples = resamples;
        m_paired.resamples = resamples;
        m_resamplesOrSeed = true;
    } else if (name == QLatin1String("--seed")) {
        bool ok = false;
        const quint64 seed = value.toULongLong(&ok);
        if (!ok || value.startsWith(QLatin1Char('+')) || seed > kLargestSeed)
            return common.usageError(QStringLiteral("--seed takes a whole number from 0 to %1, not '%2'")
                                         .arg(QString::number(kLargestSeed), value));
        m_bootstrap.seed = seed;
        m_paired.seed = seed;
        m_resamplesOrSeed = true;
    } else if (!comparing() && name == QLatin1String("--ci")) {
        bool ok = false;
        const double level = value.toDouble(&ok);
        if (!ok || !(level > 0.0 && level < 1.0))
            return common.usageError(
                QStringLiteral("--ci takes a confidence level between 0 and 1 (e.g. 0.95), not '%1'").arg(value));
        m_bootstrap.level = level;
        m_ci = true;
    } else if (comparing() && name == QLatin1String("--test")) {
        if (!PairedTests::parseTest(value, &m_paired.test))
            return common.usageError(QStringLiteral("unknown test '%1' (expected %2)")
                                         .arg(value, PairedTests::testNames().join(QLatin1Char('|'))));
    } else if (comparing() && name == QLatin1String("--holm")) {
        m_paired.holm = true;
    } else if (comparing() && name == QLatin1String("--metric")) {
        for (const QString &metric : value.split(QLatin1Char(','))) {
            StatsMetric parsed = StatsMetric::F1;
            if (!StatsMetrics::parse(metric, &parsed))
                return common.usageError(
                    QStringLiteral("unknown metric '%1' (expected %2, or several joined by commas)")
                        .arg(metric, StatsMetrics::names().join(QLatin1Char('|'))));
            m_metricNames.append(metric);
        }
    } else if (comparing()
               && (name == QLatin1String("--ci") || name == QLatin1String("--details")
                   || name == QLatin1String("--stats") || name == QLatin1String("--curve"))) {
        return common.usageError(QStringLiteral("option '%1' is not available with compare").arg(name));
    } else {
        return CommandOptions::NotTaken;
    }
    return CommandOptions::Taken;
}

int StatsOptions::check(bool withAuc, const CommandOptions &common)
{
    if (!comparing() && m_resamplesOrSeed && !m_ci)
        return common.usageError(QStringLiteral("--resamples and --seed go with --ci LEVEL"));
    if (comparing() && common.systems.size() < 2)
        return common.usageError(QStringLiteral("needs two systems or more (NAME=FILE ...)"));
    m_paired.metrics.clear();
    for (const QString &name : std::as_const(m_metricNames)) {
        StatsMetric metric = StatsMetric::F1;
        StatsMetrics::parse(name, &metric);
        if (metric == StatsMetric::Auc && !withAuc)
            return common.usageError(QStringLiteral("--metric auc: this scorer draws no precision-recall curve"));
        if (!m_paired.metrics.contains(metric))
            m_paired.metrics.append(metric);
    }
    if (m_paired.metrics.isEmpty())
        m_paired.metrics = StatsMetrics::of(withAuc);
    return -1;
}

int StatsOptions::refuse(const QString &why, const CommandOptions &common) const
{
    if (!wanted() && !m_resamplesOrSeed)
        return -1;
    return common.usageError((comparing() ? QStringLiteral("compare: ") : QStringLiteral("--ci: ")) + why);
}
