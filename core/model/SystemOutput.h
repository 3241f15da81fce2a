#pragma once

#include "core/base/Diagnostic.h"
#include "core/model/ExtractionList.h"

#include <QString>

// The extractions of one system, read from one file.
struct SystemOutput
{
    QString name;
    QString path;
    ExtractionList extractions;
};
