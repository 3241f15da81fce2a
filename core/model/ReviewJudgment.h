#pragma once

#include <QDateTime>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

// What a reviewer decided about one extraction that matched no synset (the review rounds of
// the annotation protocol): accepted into a synset of the gold, rejected as incorrect, or
// skipped for now. Identified by its sentence and its three slots (ReviewJudgment::keyOf).
enum class ReviewVerdict { Accepted, Rejected, Skipped };

struct ReviewJudgment
{
    QString sentenceId;
    QString subject;
    QString relation;
    QString object;
    QStringList sources; // the systems and reference files that produced it, when judged
    ReviewVerdict verdict = ReviewVerdict::Skipped;
    int synset = -1; // accepted: the synset it went to (0-based in its sentence), else -1
    QString reviewer;
    QDateTime time; // UTC

    QString key() const { return keyOf(sentenceId, subject, relation, object); }
    // One extraction whatever its surrounding or repeated spaces: "ID<TAB>s<TAB>r<TAB>o" of
    // the simplified slots.
    static QString keyOf(const QString &sentenceId, const QString &subject, const QString &relation,
                         const QString &object);
    // "accept", "reject", "skip" (as in the project file and the TSV export).
    static QString verdictName(ReviewVerdict verdict);
    static bool parseVerdict(const QString &name, ReviewVerdict *verdict);

    bool operator==(const ReviewJudgment &other) const;
    bool operator!=(const ReviewJudgment &other) const { return !(*this == other); }
};

// Every judgment of a document, one per extraction key; list() in a stable order (sentence id,
// then slots), so that a project file holding them does not churn when saved again.
class ReviewJudgments
{
public:
    bool isEmpty() const { return m_byKey.isEmpty(); }
    int size() const { return int(m_byKey.size()); }
    // The judgment of this key, or null.
    const ReviewJudgment *find(const QString &key) const;
    // Sets (or replaces) the judgment of its key.
    void set(const ReviewJudgment &judgment);
    bool remove(const QString &key);
    void clear() { m_byKey.clear(); }
    QVector<ReviewJudgment> list() const;
    int count(ReviewVerdict verdict) const;

private:
    QHash<QString, ReviewJudgment> m_byKey;
};
