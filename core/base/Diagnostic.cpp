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

QString Diagnostic::location(const QString &file, int line, int column)
{
    QString where = file;
    if (line > 0) {
        where += QLatin1Char(':') + QString::number(line);
        if (column > 0)
            where += QLatin1Char(':') + QString::number(column);
    }
    return where + QLatin1Char(':');
}

int Diagnostic::columnOf(QStringView line, QStringView part)
{
    const auto begin = reinterpret_cast<quintptr>(line.data());
    const auto at = reinterpret_cast<quintptr>(part.data());
    if (!line.data() || at < begin || at > begin + quintptr(line.size()) * sizeof(QChar))
        return 0;
    return int((at - begin) / sizeof(QChar)) + 1;
}

QString Diagnostic::toString() const
{
    return location(file, line, column) + QLatin1Char(' ') + severityName(severity) + QStringLiteral(": ") + message;
}
