#pragma once

#include "cli/CommandSupport.h"

#include <QStringList>
#include <QTextStream>

// `oie-score lint GOLD [--against OTHER_GOLD] [--format table|json] [--diagnostics]`: the gold
// lint (core/lint/GoldLint.h). Exit status 0 when the lint ran (findings are not errors), 1 for
// unreadable or invalid input, 2 for bad usage.
namespace LintCommand {
int run(const QStringList &arguments, QTextStream &out, QTextStream &err, CommandSupport::Ending ending);
}
