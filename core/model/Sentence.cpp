#include "core/model/Sentence.h"

QStringList Sentence::tokenize(const QString &text)
{
    return text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}
