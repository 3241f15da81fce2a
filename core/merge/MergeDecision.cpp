#include "core/merge/MergeDecision.h"

#include <QCoreApplication>

QString MergeDecision::actionName(MergeAction action)
{
    switch (action) {
    case MergeAction::TakeA:
        return QCoreApplication::translate("MergeDecision", "take A");
    case MergeAction::TakeB:
        return QCoreApplication::translate("MergeDecision", "take B");
    case MergeAction::Union:
        return QCoreApplication::translate("MergeDecision", "union");
    case MergeAction::KeepBoth:
        return QCoreApplication::translate("MergeDecision", "keep both");
    case MergeAction::Drop:
        return QCoreApplication::translate("MergeDecision", "drop");
    case MergeAction::Edit:
        return QCoreApplication::translate("MergeDecision", "edit");
    }
    return QString();
}
