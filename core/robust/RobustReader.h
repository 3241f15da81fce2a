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
    int line = 0; // 1-based line of the sentence's text in its file, 0 when unknown
    int paraphrase = 0; // 0 for the original, else its 1-based place among the clique's paraphrases

    // "the original" or "paraphrase 2", for messages.
    QString name() const;
};

// An original sentence (first) and its paraphrases, as the file lists them.
struct RobustClique
{
    QVector<RobustSentence> sentences;
    int line = 0; // 1-based line where the clique's object starts
    int number = 0; // 1-based place of the clique in its file
};

// Reads the ROBUST JSON (docs/scoring/robust.md 4), gold and system alike: a list of objects with
// `ori_sent`, `ori_args` (list of [relation, arg1, ...]) and `paraphrases` (list of
// {`sent`, `args`}). The JSON carries no confidences: every tuple has confidence 1.
// Malformed cliques or tuples are error diagnostics and are skipped. The cliques are returned
// as the file lists them; what the official reader makes of repeated sentences (a Python dict
// keyed by the exact text: a later clique or sentence replaces an earlier one in its place) is
// applied by RobustScorer, and reported here as warnings with the line: two cliques with the
// same original, a paraphrase equal to its original or to another paraphrase, and two
// sentences (or two originals) whose CaRB keys are the same though their texts differ.
class RobustReader
{
public:
    static bool readFile(const QString &path, QVector<RobustClique> *cliques, Diagnostics *diagnostics, QString *error);
    static QVector<RobustClique> readBytes(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics);
};
