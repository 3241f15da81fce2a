#pragma once

#include "core/model/SystemScore.h"

#include <QWidget>

class AnalysisResults;
class MismatchFilterProxy;
class MismatchSentenceModel;
class QLabel;
class QTableView;
class ScoringSession;
class SentenceDetailView;
class SystemAppearance;

// The per-sentence mismatch browser: a sortable, filterable sentence list with every visible
// system's TP / FP / FN / F1 for each sentence, and the selected sentence in detail.
class MismatchBrowser : public QWidget
{
    Q_OBJECT

public:
    MismatchBrowser(const ScoringSession *session, const AnalysisResults *analyses, SystemAppearance *appearance,
                    QWidget *parent = nullptr);

    void setScores(const QVector<SystemScore> &visibleScores);
    void updateSentence(int index, const QVector<SystemScore> &visibleScores);
    // Selects the sentence with this index in the benchmark (clearing filters that hide it).
    // Closest gold triples (BenchIE's analysis) under the extractions, or not (BenchIE^FL).
    void setShowClosestTriples(bool show);
    // A line above the sentences that says whose verdicts they are; hidden when empty.
    void setNote(const QString &note);
    void selectSentence(int index);
    int currentSentence() const;

Q_SIGNALS:
    void exportRequested();
    // The user (or selectSentence) made this sentence (0-based, in the gold) the current one.
    void sentenceSelected(int index);

private:
    void showCurrent();

    const ScoringSession *m_session;
    QVector<SystemScore> m_scores;
    MismatchSentenceModel *m_model = nullptr;
    MismatchFilterProxy *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    SentenceDetailView *m_detail = nullptr;
    QLabel *m_note = nullptr;
};
