#pragma once

#include <QByteArray>
#include <QString>
#include <QVector>

// A sentence bucket dimension the user defined: bins over a numeric sentence property, or a
// TSV file `sent_id<TAB>bucket` (its bytes kept, so that rebuilding never reads it again).
// A project file keeps name, property and edges of bins, and the path of a TSV file.
struct UserBucketDimension
{
    QString name;
    QString property; // bins: SentenceBuckets::propertyNames()
    QVector<int> edges; // bins: ascending
    QString tsvPath; // TSV: the file (its base name names the dimension)
    QByteArray tsvBytes;

    bool isTsv() const { return !tsvPath.isEmpty(); }
};
