#pragma once

#include "cli/CommandOptions.h"
#include "core/stats/Bootstrap.h"
#include "core/stats/PairedTests.h"

#include <QString>
#include <QStringList>
#include <QVector>

// The options of the statistics (docs/scoring/statistics.md), which the scorer commands take
// beside their own: --ci LEVEL [--resamples N] [--seed S] for confidence intervals, and, when a
// command runs for `oie-score compare`, --test, --resamples, --seed, --holm and --metric. In
// compare the options that only shape the scores' own output (--ci, --details, --stats,
// --curve) are refused, and --format is json or table.
class StatsOptions
{
public:
    enum class Use { Intervals, Compare };

    explicit StatsOptions(Use use = Use::Intervals);

    bool comparing() const { return m_use == Use::Compare; }
    // The message prefix of the command's usage errors: "oie-score" or "oie-score compare".
    QString command() const;
    // The --format names: every ScoreReport format, or json|table in compare.
    QStringList formats() const;
    // The options that take a value, for CommandOptions::parse.
    QStringList valued() const;
    // An option of the statistics (name, value): CommandOptions::Taken, NotTaken, or the exit
    // status after a usage error on `common`.
    int take(const QString &name, const QString &value, const CommandOptions &common);
    // After parsing, with what the run has (`withAuc`: the scorer draws a curve): -1, or the exit
    // status after a usage error (--resamples or --seed without --ci, compare with fewer than two
    // systems, --metric auc without a curve). Fills the metrics compare tests (all of the
    // scorer's unless --metric).
    int check(bool withAuc, const CommandOptions &common);
    // -1 when neither --ci nor compare is asked, else the exit status after the usage error that
    // says why this scorer has no statistics (`why`).
    int refuse(const QString &why, const CommandOptions &common) const;

    // Whether the run computes statistics: --ci, or compare.
    bool wanted() const { return m_ci || comparing(); }
    bool intervals() const { return m_ci; }
    const BootstrapSettings &bootstrap() const { return m_bootstrap; }
    const PairedTestSettings &paired() const { return m_paired; }

private:
    Use m_use;
    bool m_ci = false;
    bool m_resamplesOrSeed = false;
    QStringList m_metricNames;
    BootstrapSettings m_bootstrap;
    PairedTestSettings m_paired;
};
