#pragma once

#include "core/base/Diagnostic.h"

#include <QString>
#include <QStringList>
#include <QTest>

// Checking diagnostics in tests: whether a message is there (at a line, of a severity, holding a
// part of its text; of a file when one is given), and all of them as text for a failure message.
inline bool hasMessage(const Diagnostics &diagnostics, const QString &file, int line, Diagnostic::Severity severity,
                       const QString &part)
{
    for (const Diagnostic &d : diagnostics) {
        if ((file.isEmpty() || d.file == file) && d.line == line && d.severity == severity && d.message.contains(part))
            return true;
    }
    return false;
}

inline bool hasMessage(const Diagnostics &diagnostics, int line, Diagnostic::Severity severity, const QString &part)
{
    return hasMessage(diagnostics, QString(), line, severity, part);
}

inline QString describe(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines.append(d.toString());
    return lines.join(QLatin1Char('\n'));
}

// Fails the test, listing every diagnostic, when the message is not there.
#define EXPECT_MESSAGE(diagnostics, line, severity, part)                                                              \
    QVERIFY2(hasMessage(diagnostics, line, Diagnostic::Severity::severity, QStringLiteral(part)),                      \
             qPrintable(describe(diagnostics)))
#define EXPECT_FILE_MESSAGE(diagnostics, file, line, severity, part)                                                   \
    QVERIFY2(                                                                                                          \
        hasMessage(diagnostics, QStringLiteral(file), line, Diagnostic::Severity::severity, QStringLiteral(part)),     \
        qPrintable(describe(diagnostics)))
