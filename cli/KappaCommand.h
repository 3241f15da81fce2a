#pragma once

#include "cli/CommandSupport.h"

#include <QStringList>
#include <QTextStream>

// `oie-score kappa A_JUDGMENTS.tsv B_JUDGMENTS.tsv [--format table|json] [--diagnostics]`: Cohen's
// kappa of two reviewers' judgments of the same extractions (core/review/ReviewKappa.h), with
// the extractions they judged differently. The files are the studio's judgment exports
// (core/review/JudgmentTsv.h).
namespace KappaCommand {
int run(const QStringList &arguments, QTextStream &out, QTextStream &err, CommandSupport::Ending ending);
}
