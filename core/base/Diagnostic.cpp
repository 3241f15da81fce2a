#include "core/base/Diagnostic.h"

QString Diagnostic::severityName(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return QStringLiteral("info");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Error:
        return QStringLiteral("error");
    }
    return QString();
}

QString Diagnostic::toString() const
{
    QString where = file;
    if (line > 0)
        where += QLatin1Char(':') + QString::number(line);
    return where + QStringLiteral(": ") + severityName(severity) + QStringLiteral(": ") + message;
}
