#pragma once

#include "core/base/Diagnostic.h"
#include "core/model/ReviewJudgment.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QVector>

// The judgments of a review as TSV, one per line after a header:
// sentence_id, subject, relation, object, verdict (accept/reject/skip), synset (1-based, empty
// unless accepted), sources (joined by "; "), reviewer, time (ISO 8601, UTC). Tabs and line
// breaks inside a field become spaces.
class JudgmentTsv
{
    Q_DECLARE_TR_FUNCTIONS(JudgmentTsv)

public:
    static QByteArray toBytes(const QVector<ReviewJudgment> &judgments);
    static bool writeFile(const QVector<ReviewJudgment> &judgments, const QString &path, QString *error);
    // Every well-formed line; a malformed one is an error diagnostic at its line and left out.
    static QVector<ReviewJudgment> fromBytes(const QByteArray &bytes, const QString &fileName,
                                             Diagnostics *diagnostics);
    // False with *error when the file cannot be read.
    static bool readFile(const QString &path, QVector<ReviewJudgment> *judgments, Diagnostics *diagnostics,
                         QString *error);
};
