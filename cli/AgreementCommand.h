#pragma once

#include "cli/CommandSupport.h"

#include <QStringList>
#include <QTextStream>

// `oie-score agreement A_GOLD B_GOLD [--facet default|minimal|entity] [--format json|table]
// [--diagnostics]`: inter-annotator agreement of two golds (docs/scoring/agreement.md 5,
// core/analysis/Agreement.h), under a facet (Agreement::facetGold).
namespace AgreementCommand {
int run(const QStringList &arguments, QTextStream &out, QTextStream &err, CommandSupport::Ending ending);
}
