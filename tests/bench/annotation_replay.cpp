// annotation-replay: a whole gold rebuilt from its sentences alone through the keyboard, in the
// real main window (offscreen), every key counted (tests/replay/AnnotationReplay.h). Not a
// test: run it by hand.
//
//   QT_QPA_PLATFORM=offscreen build/tests/bench/annotation-replay --gold FILE [--format json|table]
//       [--limit N] [--export FILE] [--articles-plain] [--learned-plain] [--systems NAME=FILE ...]
//
// --articles-plain turns the preference "the chips put articles in optional" off, --learned-plain
// "the chips put in optional the words this gold usually brackets" (both are on by default, as in
// the studio).
// With --systems, the systems are attached first (every edit rescores them, as in a session);
// the replay may also accept their draft synsets or change one of their triples (round 0).
// Exit 0 when the gold was rebuilt identically, 1 when not, 2 on a usage or reading error.

#include "tests/replay/AnnotationReplay.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList args = QCoreApplication::arguments();
    ReplayOptions options;
    QString format = QStringLiteral("json");
    for (int i = 1; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        const bool hasValue = i + 1 < args.size();
        if (arg == QStringLiteral("--gold") && hasValue) {
            options.gold = args.at(++i);
        } else if (arg == QStringLiteral("--format") && hasValue) {
            format = args.at(++i);
        } else if (arg == QStringLiteral("--limit") && hasValue) {
            options.limit = args.at(++i).toInt();
        } else if (arg == QStringLiteral("--export") && hasValue) {
            options.exportPath = args.at(++i);
        } else if (arg == QStringLiteral("--articles-plain")) {
            options.articlesOptional = false;
        } else if (arg == QStringLiteral("--learned-plain")) {
            options.learnedOptional = false;
        } else if (arg == QStringLiteral("--systems") || arg == QStringLiteral("--system")) {
            // NAME=FILE ... up to the next option
            while (i + 1 < args.size() && !args.at(i + 1).startsWith(QStringLiteral("--"))) {
                const QString spec = args.at(++i);
                const qsizetype eq = spec.indexOf(QLatin1Char('='));
                if (eq <= 0) {
                    err << "annotation-replay: --systems takes NAME=FILE, not " << spec << '\n';
                    return 2;
                }
                options.systems.append({spec.left(eq), spec.mid(eq + 1)});
            }
        } else {
            err << "annotation-replay: unknown argument " << arg
                << "\nusage: annotation-replay --gold FILE [--format json|table] [--limit N] [--export FILE] "
                   "[--articles-plain] [--learned-plain] [--systems NAME=FILE ...]\n";
            return 2;
        }
    }
    if (options.gold.isEmpty() || (format != QStringLiteral("json") && format != QStringLiteral("table"))) {
        err << "usage: annotation-replay --gold FILE [--format json|table] [--limit N] [--export FILE]\n";
        return 2;
    }
    ReplayResult result;
    QString error;
    if (!AnnotationReplay::run(options, &result, &error)) {
        err << error << '\n';
        return 2;
    }
    if (format == QStringLiteral("json"))
        out << result.toJson();
    else
        out << result.toTable();
    return result.identical ? 0 : 1;
}
