#include "cli/LintCommand.h"

#include "core/document/ScoringSession.h"
#include "core/lint/GoldLint.h"
#include "core/report/LintReport.h"
#include "core/text/PosTagger.h"

#include <QJsonDocument>

namespace LintCommand {

int run(const QStringList &arguments, QTextStream &out, QTextStream &err, CommandSupport::Ending ending)
{
    CommandOptions common(QStringLiteral("oie-score lint"), CommandSupport::usage(), err);
    common.formats = QStringList{QStringLiteral("table"), QStringLiteral("json")};
    QStringList files;
    QString against;
    const int status
        = common.parse(arguments, {QStringLiteral("--against")}, [&](const QString &name, const QString &value) {
              if (name == QLatin1String("--against")) {
                  against = value;
                  return CommandOptions::Taken;
              }
              if (name.startsWith(QLatin1Char('-')) && name.size() > 1)
                  return CommandOptions::NotTaken;
              files.append(name);
              return CommandOptions::Taken;
          });
    if (status >= 0)
        return status;
    if (common.help)
        return CommandSupport::printUsage(CommandSupport::usage(), out, err, ending);
    if (common.details)
        return common.usageError(QStringLiteral("unknown option '--details'"));
    if (files.size() != 1)
        return common.usageError(QStringLiteral("needs one gold file"));
    if (arguments.contains(QStringLiteral("--against")) && against.isEmpty())
        return common.usageError(QStringLiteral("--against needs a gold file"));

    // The relation check reads POS tags: an English gold is tagged as it is read.
    ImportOptions import;
    import.forWriting = false;
    import.goldOnly = true; // an empty file or a text has nothing to lint
    Benchmark golds[2];
    Diagnostics diagnostics;
    const QStringList paths = against.isEmpty() ? files : files + QStringList{against};
    for (int k = 0; k < paths.size(); ++k) {
        QString error;
        if (!ScoringSession::readGold(paths.at(k), &golds[k], &diagnostics, &error, import)) {
            err << error << '\n';
            return 1;
        }
        golds[k].fileName = paths.at(k);
    }
    LintOptions options;
    options.tagger = &PosTagger::shared();
    LintReport report{GoldLint::run(golds[0], options, against.isEmpty() ? nullptr : &golds[1])};
    if (common.format == QLatin1String("json"))
        out << QString::fromUtf8(QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented));
    else
        out << report.toTable();
    return CommandSupport::finish(diagnostics, common.diagnostics, out, err, ending);
}

} // namespace LintCommand
