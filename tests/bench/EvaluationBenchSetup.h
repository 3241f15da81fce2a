#pragma once

// Shared by the GUI benchmarks: the --repeat argument, and the English BenchIE gold opened in
// a main window with its 8 systems.
#include "ui/MainWindow.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace EvaluationBenchSetup {

// --repeat N (at least 1), else `fallback`.
inline int repeat(const QCoreApplication &app, int fallback)
{
    const QStringList args = app.arguments();
    const qsizetype at = args.indexOf(QStringLiteral("--repeat"));
    return at >= 0 && at + 1 < args.size() ? qMax(1, args.at(at + 1).toInt()) : fallback;
}

// The folder of the BenchIE data.
inline QString benchieData()
{
    return QStringLiteral(OIE_SHARED_DATA_DIR "/benchie/");
}

// Opens the English gold and its 8 systems; false when one cannot be read.
inline bool openEnglishWithSystems(MainWindow *window)
{
    const QString data = benchieData();
    if (!window->openGold(data + QStringLiteral("benchie_gold_annotations_en.txt")))
        return false;
    for (const char *name : {"clausie", "m2oie_en", "minie", "naive_oie", "openie6", "roi_n", "roi_t", "stanford"}) {
        const QString system = QString::fromLatin1(name);
        if (!window->addSystem(system, data + QStringLiteral("systems/") + system + QStringLiteral("_explicit.txt")))
            return false;
    }
    return true;
}

} // namespace EvaluationBenchSetup
