#pragma once

#include "tests/TestData.h"

#include <QProcess>
#include <QString>
#include <QStringList>

// Runs the built `oie-score` (OIE_SCORE_EXE) as a process, for the command-line tests.
struct ScoreRun
{
    int status = -1; // the exit code; -2 after a crash, -1 when it did not finish
    QString out;
    QString err;
};

inline ScoreRun runScore(const QStringList &arguments)
{
    ScoreRun run;
    QProcess process;
    process.start(QStringLiteral(OIE_SCORE_EXE), arguments);
    if (!process.waitForFinished(TestData::timeLimitMs(120000))) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("oie-score did not finish: ") + process.errorString();
        return run;
    }
    run.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// The status and the start of both streams, for a failure message.
inline QString describeRun(const ScoreRun &run)
{
    return QStringLiteral("status %1\n--- stdout:\n%2\n--- stderr:\n%3")
        .arg(run.status)
        .arg(run.out.left(3000), run.err.left(3000));
}
