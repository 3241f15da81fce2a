#pragma once

#include <QString>
#include <QStringList>

// The BenchIE facets (docs/scoring/benchie.md 1.3).
// MinimalConcat combines both (the official scorer's minimal load with concat matching).
enum class Facet { Default, Concat, Minimal, MinimalConcat, Entity };

namespace Facets {
// Concat matching (the three slots compared as one string)?
bool isConcat(Facet facet);
// Optional and parenthesized tokens dropped before matching?
bool isMinimal(Facet facet);
} // namespace Facets

namespace Facets {
QString name(Facet facet);
bool parse(const QString &name, Facet *facet);
QStringList names();
} // namespace Facets
