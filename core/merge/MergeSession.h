#pragma once

#include "core/base/Diagnostic.h"
#include "core/merge/MergeAlignment.h"
#include "core/merge/MergeDecision.h"
#include "core/model/Benchmark.h"

#include <QObject>
#include <QString>
#include <QVector>

#include <memory>

class AgreementCache;

// Merging a second annotator's gold (B) into the open gold (A, which becomes the merge result):
// B's sentences paired with A's by id and text, each sentence's synsets aligned by fact
// (MergeAlignment), what each action makes of an item, and the merge log (docs/merge.md).
// The session never edits A: the studio applies `decide`'s sentence through the undo stack
// and records the decision with addDecision (removeDecision undoes it).
class MergeSession : public QObject
{
    Q_OBJECT

public:
    explicit MergeSession(QObject *parent = nullptr);
    ~MergeSession() override;

    // Reads B (a BenchIE gold or a project) and pairs it with `current`. False with *error
    // ("file:line: message") when B cannot be read; pairing problems are diagnostics().
    bool open(const QString &path, const Benchmark &current, QString *error);
    // The same with B already read (tests, benchmarks); `label` names B's annotator.
    void setOther(const Benchmark &other, const Benchmark &current, const QString &label);
    const Benchmark &other() const { return m_other; }
    QString otherLabel() const { return m_label; }
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    // B's sentence paired with sentence `sentence` of A, or null (unpaired).
    const Sentence *otherSentence(int sentence) const;

    // Aligns every paired sentence again / one sentence after it changed.
    void refreshAll(const Benchmark &current);
    void refresh(int sentence, const Sentence &current);
    const QVector<MergeItem> &items(int sentence) const;
    int sentenceCount() const { return int(m_items.size()); }
    // An item needs a decision unless it is identical and undecided, or a decision made it.
    bool isResolved(int sentence, const MergeItem &item) const;
    bool needsDecision(int sentence, const MergeItem &item) const;
    int decidedCount() const { return int(m_decisions.size()); }
    int unresolvedCount() const;
    // Items per category over the paired sentences.
    QVector<int> categoryCounts() const;

    // What `action` makes of `item` of sentence `sentence` (A's version `current`): the
    // sentence after it into *after, and the decision to record. `edited` (Edit only) is the
    // synset the merger wrote. False when the action does not apply to the item.
    bool decide(int sentence, const Sentence &current, const MergeItem &item, MergeAction action, const Synset &edited,
                Sentence *after, MergeDecision *decision) const;
    void addDecision(const MergeDecision &decision);
    void removeDecision(const MergeDecision &decision);
    const QVector<MergeDecision> &decisions() const { return m_decisions; }
    // The merge log as TSV (a header line, one decision per line), and saved atomically.
    QByteArray logTsv() const;
    bool writeLog(const QString &path, QString *error) const;

signals:
    void decisionsChanged(int sentence);

private:
    Benchmark m_other;
    QString m_label;
    Diagnostics m_diagnostics;
    QVector<int> m_pair; // per sentence of A: index of B's sentence, or -1
    QVector<QVector<MergeItem>> m_items;
    QVector<MergeDecision> m_decisions;
    // The items of the sentence `decide` made last: refresh takes them when the document's
    // sentence is that very one (its synsets still share the data), instead of aligning again.
    struct Pending
    {
        int sentence = -1;
        QVector<Synset> synsets;
        QVector<MergeItem> items;
    };
    mutable Pending m_pending;
    std::unique_ptr<AgreementCache> m_cache; // slot pairs already tried, kept for the session
};
