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

MergeRecord MergeDecision::toRecord() const
{
    return {sentenceId,
            sentence,
            MergeRecord::categoryKeys().value(int(category)),
            MergeRecord::actionKeys().value(int(action)),
            before,
            after,
            note,
            author,
            when};
}

bool MergeDecision::fromRecord(const MergeRecord &record, MergeDecision *decision, QString *error)
{
    const qsizetype category = MergeRecord::categoryKeys().indexOf(record.category);
    const qsizetype action = MergeRecord::actionKeys().indexOf(record.action);
    if (category < 0 || action < 0) {
        *error = QStringLiteral("unknown merge category '%1' or action '%2'").arg(record.category, record.action);
        return false;
    }
    MergeDecision result;
    result.sentenceId = record.sentenceId;
    result.sentence = record.sentence;
    result.category = MergeCategory(category);
    result.action = MergeAction(action);
    result.before = record.before;
    result.after = record.after;
    result.note = record.note;
    result.author = record.author;
    result.when = record.when;
    *decision = result;
    return true;
}
