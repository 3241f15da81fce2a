#include "core/model/Facet.h"

namespace Facets {

QString name(Facet facet)
{
    switch (facet) {
    case Facet::Default:
        return QStringLiteral("default");
    case Facet::Concat:
        return QStringLiteral("concat");
    case Facet::Minimal:
        return QStringLiteral("minimal");
    case Facet::MinimalConcat:
        return QStringLiteral("minimal-concat");
    case Facet::Entity:
        return QStringLiteral("entity");
    }
    return QString();
}

QStringList names()
{
    return {name(Facet::Default), name(Facet::Concat), name(Facet::Minimal), name(Facet::MinimalConcat),
            name(Facet::Entity)};
}

bool isConcat(Facet facet)
{
    return facet == Facet::Concat || facet == Facet::MinimalConcat;
}

bool isMinimal(Facet facet)
{
    return facet == Facet::Minimal || facet == Facet::MinimalConcat;
}

bool parse(const QString &text, Facet *facet)
{
    for (Facet f : {Facet::Default, Facet::Concat, Facet::Minimal, Facet::MinimalConcat, Facet::Entity}) {
        if (text == name(f)) {
            *facet = f;
            return true;
        }
    }
    return false;
}

} // namespace Facets
