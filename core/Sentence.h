#pragma once

#include "Synset.h"

#include <QString>
#include <QStringList>
#include <QVector>

// A sentence of the benchmark with its synsets, in file order.
struct Sentence
{
    QString id;
    QString text;
    QStringList tokens; // the data's space-separated tokens
    QVector<Synset> synsets;
    // The `sent_id:` line exactly as read; null once id or text are edited.
    QString rawLine;
    // False when the gold file gave this sentence no block of clusters: the official scorer
    // then leaves it out of the gold altogether and ignores its extractions.
    bool inGold = true;
    int sourceLine = 0;

    static QStringList tokenize(const QString &text);
};
