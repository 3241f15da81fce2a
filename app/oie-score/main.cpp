// oie-score: the command-line BenchIE scorer. A thin main over core's ScoreCommand.
#include "LargePages.h"
#include "ScoreCommand.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    preferLargeHeapPages();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("oie-score"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();
    return ScoreCommand::run(arguments, out, err, ScoreCommand::Ending::ExitProcess);
}
