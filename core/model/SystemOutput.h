#pragma once

#include "core/base/Diagnostic.h"

#include <QString>
#include <QTypeInfo>
#include <QVector>

// One extraction of an OIE system: its sentence id and three slots, exactly as written.
struct Extraction
{
    QString sentenceId;
    QString subject;
    QString relation;
    QString object;
    int line = 0;
    double confidence = 1.0;
};
// Strings and numbers only: a growing vector of extractions may move them with realloc.
Q_DECLARE_TYPEINFO(Extraction, Q_RELOCATABLE_TYPE);

// The extractions of one system, read from one file.
struct SystemOutput
{
    QString name;
    QString path;
    QVector<Extraction> extractions;
};
