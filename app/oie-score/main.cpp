// oie-score: the command-line BenchIE scorer. A thin main over the cli library's OieScore.
#include "app/oie-score/LargePages.h"
#include "cli/OieScore.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    preferLargeHeapPages();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("oie-score"));
    QCoreApplication::setApplicationVersion(QStringLiteral(OIE_STUDIO_VERSION)); // CMake's project version
    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();
    if (arguments == QStringList{QStringLiteral("--version")}) {
        out << "oie-score " << QCoreApplication::applicationVersion() << '\n';
        out.flush(); // a failed write (a full disk, /dev/full) fails the run, as every output does
        if (out.status() != QTextStream::Ok || std::fflush(stdout) != 0 || std::ferror(stdout)) {
            err << "oie-score: standard output: write failed\n";
            return 1;
        }
        return 0;
    }
    return OieScore::run(arguments, out, err, CommandSupport::Ending::ExitProcess);
}
