#pragma once

#include "tests/TestData.h"
#include "ui/MainWindow.h"

#include <QStringList>

// The English BenchIE gold with its 8 systems (../shared/data/benchie), as the GUI tests open it.
namespace EnglishBenchie {

inline QStringList systems()
{
    return {QStringLiteral("clausie"), QStringLiteral("m2oie_en"), QStringLiteral("minie"), QStringLiteral("naive_oie"),
            QStringLiteral("openie6"), QStringLiteral("roi_n"),    QStringLiteral("roi_t"), QStringLiteral("stanford")};
}

inline QString systemFile(const QString &system)
{
    return TestData::benchie(QStringLiteral("systems/") + system + QStringLiteral("_explicit.txt"));
}

// Opens the gold and adds the systems in `window`; empty when done, else what went wrong (a
// missing shared data file is named: the test fails, never skips).
inline QString open(MainWindow *window)
{
    const QString gold = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    if (!QFileInfo::exists(gold))
        return QStringLiteral("missing shared data file: ") + gold;
    if (!window->openGold(gold))
        return QStringLiteral("cannot open ") + gold;
    for (const QString &system : systems()) {
        if (!QFileInfo::exists(systemFile(system)))
            return QStringLiteral("missing shared data file: ") + systemFile(system);
        if (!window->addSystem(system, systemFile(system)))
            return QStringLiteral("cannot add ") + systemFile(system);
    }
    return QString();
}

} // namespace EnglishBenchie
