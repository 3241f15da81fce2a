#include "cli/CommandSupport.h"

#include "core/document/DocumentImport.h"
#include "core/document/ScoringSession.h"

#include <QIODevice>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <cstdlib>

void CommandSupport::printDiagnostics(const Diagnostics &diagnostics, bool all, QTextStream &err)
{
    int hidden = 0;
    for (const Diagnostic &d : diagnostics) {
        if (all || d.severity == Diagnostic::Severity::Error)
            err << d.toString() << '\n';
        else if (d.severity == Diagnostic::Severity::Warning)
            ++hidden;
    }
    if (hidden > 0)
        err << "oie-score: " << hidden << " warning(s); --diagnostics lists them\n";
}

QString CommandSupport::usage()
{
    return QStringLiteral(
        "usage: oie-score --gold GOLD [--scorer benchie] [--facet default|concat|minimal|minimal-concat|entity]\n"
        "                 [--format table|json|csv|tsv|latex] [--stats] [--diagnostics] [--details]\n"
        "                 [--ci LEVEL [--resamples N] [--seed S]] NAME=SYSTEM_FILE ...\n"
        "       oie-score --scorer carb --gold GOLD [--system-format tab|benchie|openie4|openie5|clausie|props]\n"
        "                 [--sentences FILE] [--curve FILE] [--format table|json|csv|tsv|latex] [--details]\n"
        "                 [--diagnostics] NAME=SYSTEM_FILE ...\n"
        "       oie-score --scorer oie2016 --gold GOLD.oie [--system-format ollie|reverb|stanford|openie4|clausie|props]\n"
        "                 [--oie2016-mode current|2016] [--sentences FILE] [--curve FILE]\n"
        "                 [--format table|json|csv|tsv|latex] [--details] [--diagnostics] NAME=FILE ...\n"
        "       oie-score --scorer robust --gold GOLD.json [--format F] [--details] [--diagnostics] NAME=SYSTEM.json ...\n"
        "       oie-score --scorer fl --gold GOLD [--fl-official] [--fl-no-punct] [--fl-no-af] [--fl-no-lod]\n"
        "                 [--fl-no-correction] [--format table|json|csv|tsv|latex] [--diagnostics] [--details]\n"
        "                 NAME=SYSTEM_FILE ...\n"
        "       oie-score agreement A_GOLD B_GOLD [--facet default|minimal|entity] [--format json|table] [--diagnostics]\n"
        "       oie-score kappa A_JUDGMENTS.tsv B_JUDGMENTS.tsv [--format json|table] [--diagnostics]\n"
        "       oie-score lint GOLD [--against OTHER_GOLD] [--format table|json] [--diagnostics]\n"
        "       oie-score compare --gold GOLD [--scorer benchie|fl|carb|oie2016] [the scorer's options]\n"
        "                 [--test randomization|bootstrap] [--resamples N] [--seed S] [--holm]\n"
        "                 [--metric precision|recall|f1|auc[,...]] [--format table|json|csv|latex] NAME=FILE NAME=FILE ...\n"
        "       --ci LEVEL (e.g. 0.95) adds bootstrap confidence intervals over the gold sentences to the\n"
        "       scores of benchie, fl (not --fl-official), carb and oie2016; with --resamples N (default 10000)\n"
        "       and --seed S (default 1)\n"
        "       oie-score analysis --gold GOLD [--facet F] [--by length|conj|case|FILE] [--format json|csv] NAME=FILE ...\n");
}

bool CommandSupport::loadSession(const QString &gold, Facet facet, const CommandOptions::SystemArguments &systems,
                               ScoringSession *session, QTextStream &err, bool tagPartsOfSpeech)
{
    ImportOptions importOptions;
    importOptions.tagPartsOfSpeech = tagPartsOfSpeech;
    importOptions.forWriting = false; // the command line never writes the gold back
    importOptions.goldOnly = true; // never a score of 0 against an empty file or a text
    QString error;
    session->setFacet(facet);
    QVector<ScoringSession::SystemFile> systemFiles;
    for (const auto &[name, path] : systems)
        systemFiles.append({name, path});
    if (!session->open(gold, systemFiles, &error, importOptions)) {
        err << error << '\n';
        return false;
    }
    if (facet == Facet::Entity && !session->benchmark().hasEntityMarks()) {
        err << gold << ":0: the entity facet needs gold triples flagged entity-clean, and this gold has "
                       "none (mark them in OIE Studio and score the project file or its entity export)\n";
        return false;
    }
    return true;
}

int CommandSupport::finish(const Diagnostics &diagnostics, bool all, QTextStream &out, QTextStream &err, Ending ending)
{
    out.flush();
    // A full disk or an unwritable output: the scores are incomplete, which must not pass for
    // a success (exit 1 with the reason, after the diagnostics).
    bool written = out.status() == QTextStream::Ok;
    QString reason = out.device() ? out.device()->errorString() : QString();
    if (ending == Ending::ExitProcess && written && (std::fflush(stdout) != 0 || std::ferror(stdout))) {
        written = false;
        reason = QString::fromLocal8Bit(std::strerror(errno));
    }
    printDiagnostics(diagnostics, all, err);
    int exitStatus = 0;
    for (const Diagnostic &d : diagnostics) {
        if (d.severity == Diagnostic::Severity::Error)
            exitStatus = 1;
    }
    if (!written) {
        err << "standard output: write failed: " << (reason.isEmpty() ? QStringLiteral("unknown error") : reason) << '\n';
        exitStatus = 1;
    }
    err.flush();
    if (ending == Ending::ExitProcess) {
        std::fflush(nullptr);
#ifndef OIE_SANITIZER_BUILD // sanitizer builds return through main, so that LeakSanitizer runs
        std::_Exit(exitStatus);
#endif
    }
    return exitStatus;
}

int CommandSupport::printUsage(const QString &usage, QTextStream &out, QTextStream &err, Ending ending)
{
    out << usage;
    return finish({}, false, out, err, ending);
}
