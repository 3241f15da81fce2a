#pragma once

#include <QString>
#include <QStringView>
#include <QVector>

// One message about an input file: where it is and what is wrong with it.
struct Diagnostic
{
    enum class Severity { Info, Warning, Error };

    QString file;
    int line = 0; // 1-based; 0 when the message concerns the whole file
    Severity severity = Severity::Warning;
    QString message;
    int column = 0; // 1-based character in the line; 0 when the message concerns the whole line

    static QString severityName(Severity severity);
    // "file:line:column:", "file:line:" or "file:": where every message about a file starts
    // (a line or column of 0 is left out).
    static QString location(const QString &file, int line = 0, int column = 0);
    // The 1-based column where `part` (a view into `line`) starts in `line`; 0 when it is not
    // a view into it.
    static int columnOf(QStringView line, QStringView part);
    // "file:line[:column]: severity: message", the form printed on stderr.
    QString toString() const;
};

using Diagnostics = QVector<Diagnostic>;
