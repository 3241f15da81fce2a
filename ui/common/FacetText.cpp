#include "ui/common/FacetText.h"

QString FacetText::label(Facet facet)
{
    switch (facet) {
    case Facet::Default:
        //: Facet (scoring mode) of BenchIE: exact slot-wise matching
        return tr("Default");
    case Facet::Concat:
        //: Facet (scoring mode) of BenchIE: the three slots concatenated
        return tr("Concat");
    case Facet::Minimal:
        //: Facet (scoring mode) of BenchIE: minimal gold slots
        return tr("Minimal");
    case Facet::MinimalConcat:
        //: Facet (scoring mode) of BenchIE: minimal gold slots, concatenated
        return tr("Minimal concat");
    case Facet::Entity:
        //: Facet (scoring mode) of BenchIE: entity-clean triples only
        return tr("Entity");
    }
    return Facets::name(facet);
}

QString FacetText::toolTip(Facet facet)
{
    switch (facet) {
    case Facet::Default:
        return tr("Subject, relation and object each match a gold slot");
    case Facet::Concat:
        return tr("Subject, relation and object joined into one string match a joined gold triple");
    case Facet::Minimal:
        return tr("Only the minimal gold slots count: every optional [bracketed] part removed");
    case Facet::MinimalConcat:
        return tr("Minimal gold slots, matched as one joined string");
    case Facet::Entity:
        return tr("Only gold triples whose subject and object are whole entities count");
    }
    return QString();
}
