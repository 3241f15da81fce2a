#pragma once

#include "core/base/Diagnostic.h"
#include "core/carb/CarbCorpus.h"

#include <QByteArray>
#include <QString>
#include <QVector>

// One sentence of a ROBUST clique with its n-ary tuples ([relation, arg1, arg2, ...]).
struct RobustSentence
{
    QString text;
    QVector<CarbTuple> tuples;
};

// An original sentence (first) and its paraphrases.
struct RobustClique
{
    QVector<RobustSentence> sentences;
};

// Reads the ROBUST JSON (docs/scoring/robust.md 4), gold and system alike: a list of objects with
// `ori_sent`, `ori_args` (list of [relation, arg1, ...]) and `paraphrases` (list of
// {`sent`, `args`}). The JSON carries no confidences: every tuple has confidence 1.
// Malformed cliques or tuples are error diagnostics and are skipped.
class RobustReader
{
public:
    static bool readFile(const QString &path, QVector<RobustClique> *cliques, Diagnostics *diagnostics,
                         QString *error);
    static QVector<RobustClique> readBytes(const QByteArray &bytes, const QString &fileName,
                                           Diagnostics *diagnostics);
};
