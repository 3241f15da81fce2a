#pragma once

#include "core/model/Facet.h"

#include <QCoreApplication>
#include <QString>

// What the user reads about a facet: a short translated label (Facets::name() is the
// untranslated identifier of files and command lines) and a one-line explanation.
class FacetText
{
    Q_DECLARE_TR_FUNCTIONS(FacetText)

public:
    static QString label(Facet facet);
    static QString toolTip(Facet facet);
};
