#pragma once

#include "core/base/Diagnostic.h"

#include <QString>
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

// The extractions of one system, read from one file.
struct SystemOutput
{
    QString name;
    QString path;
    QVector<Extraction> extractions;
};
