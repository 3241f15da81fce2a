#pragma once

#include <QString>
#include <QStringList>

// The BenchIE facets (SCORING.md 1.3).
enum class Facet { Default, Concat, Minimal, Entity };

namespace Facets {
QString name(Facet facet);
bool parse(const QString &name, Facet *facet);
QStringList names();
} // namespace Facets
