#pragma once

#include "core/fl/FlGold.h"
#include "core/fl/FlOptions.h"
#include "core/model/SystemOutput.h"
#include "core/model/SystemScore.h"

#include <QString>
#include <QVector>

// The routes by which an extraction can match a cluster (docs/scoring/fl.md 8), as bits.
namespace FlRoute {
enum : quint8 {
    Exact = 1,
    Alternative = 2,
    Detail = 4,
    ExactNoPunct = 8,
    DetailNoPunct = 16,
};
// The first route in the official order (exact, alternative, detail, no-punct exact,
// no-punct detail); None for no route.
MatchRule rule(quint8 routes);
} // namespace FlRoute

// Matches the extractions of one system in one sentence against that sentence's clusters:
// for every (extraction, cluster) pair, the routes that fire (before correction).
class FlMatcher
{
public:
    FlMatcher(const FlSentenceGold &gold, const FlOptions &options);

    // routes[e][c] for the extractions in file order; the switches of the options apply.
    QVector<QVector<quint8>> match(const QVector<Extraction> &extractions) const;

    // The official extraction string: slots joined by " - " (docs/scoring/fl.md 2.1).
    static QString officialString(const Extraction &extraction);

private:
    struct View;
    View viewOf(const Extraction &extraction) const;
    QSet<QString> alternateKeys(const View &view) const;
    QStringList activeConjunctForms(const QString &piece) const;
    void detailFlags(const View &view, const FlCluster &cluster, bool noPunct, bool *detail) const;

    const FlSentenceGold &m_gold;
    FlOptions m_options;
};
