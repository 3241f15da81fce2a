#pragma once

#include <QString>
#include <QStringList>

// How the OIE2016 scorer runs (docs/scoring/oie2016.md 0).
struct Oie2016Options
{
    // Current: the official matcher as it is today (shared predicate lemma, coverage > 0.25,
    // a prediction may serve several gold extractions). Paper2016: the matcher behind the
    // paper's figures (coverage > 0.5, one-to-one, n² for a sentence the system missed).
    enum class Mode { Current, Paper2016 };
    // Legacy: the curve scikit-learn <= 1.0 builds (it stops at the first threshold that
    // reaches full recall; the committed curves). AllThresholds: scikit-learn >= 1.1.
    enum class Curve { Legacy, AllThresholds };

    Mode mode = Mode::Current;
    Curve curve = Curve::Legacy;

    static QString modeName(Mode mode)
    {
        return mode == Mode::Current ? QStringLiteral("current") : QStringLiteral("2016");
    }
    static QStringList modeNames() { return {modeName(Mode::Current), modeName(Mode::Paper2016)}; }
    static bool parseMode(const QString &name, Mode *mode)
    {
        for (const Mode candidate : {Mode::Current, Mode::Paper2016}) {
            if (name == modeName(candidate)) {
                *mode = candidate;
                return true;
            }
        }
        return false;
    }
    // One line for the reports: which matcher ran.
    static QString describe(Mode mode)
    {
        return mode == Mode::Current
            ? QStringLiteral("mode current: official matcher of today, shared predicate lemma + coverage > 0.25")
            : QStringLiteral("mode 2016: the paper's matcher, coverage > 0.5, one-to-one");
    }
};
