#pragma once

#include <QStringList>
#include <QTextStream>

// The `oie-score` command line, in the core so that tests run it in-process:
//   oie-score --gold GOLD [--scorer benchie] [--facet default|concat|minimal|entity]
//             [--format table|json|csv|tsv|latex] [--stats] [--diagnostics] [--details]
//             NAME=SYSTEM_FILE ...
// Exit status: 0 success, 1 unreadable or invalid input (file:line: message on stderr),
// 2 bad usage (with a usage line).
class ScoreCommand
{
public:
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err);
    static QString usage();
};
