#pragma once

#include "core/lint/LintResult.h"

#include <QJsonObject>
#include <QString>

// The gold lint (GoldLint) as JSON or as a table: a summary line per check, then every finding.
// JSON: {"gold", "against"?, "checks": [{"id", "title", "sentences", "skipped"?, "note"?,
// "findings": [{"sent_id", "synsets": [1-based], "triples": ["s --> r --> o"], "message"}]}]};
// "sentences" counts the sentences with at least one finding of the check; "skipped" (true) and
// "note" appear only when set. The synsets of a missing-fact finding are the other gold's.
struct LintReport
{
    LintResult result;

    QJsonObject toJson() const;
    QString toTable() const;
};
