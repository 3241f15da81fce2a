#pragma once

#include "core/model/SystemScore.h"

#include <QWidget>

class AnalysisResults;
class QLabel;
class QTreeWidget;
class QTreeWidgetItem;
struct ExtractionDiagnosis;
class ScoringSession;
class SystemAppearance;

// One sentence of the mismatch browser: its tokens, its synsets with the systems that cover
// each one, and every visible system's extractions coloured by verdict (correct with the
// synset credited, incorrect, ignored).
class SentenceDetailView : public QWidget
{
    Q_OBJECT

public:
    // Each extraction is one line `subject → relation → object`; its closest gold triples are
    // child lines whose differing slots are highlighted (DifferingSlotsRole: three bools).
    enum ExtractionColumn { ExtractionColumn, VerdictColumn, SynsetColumn };
    static constexpr int ExplanationRole = Qt::UserRole + 1;
    static constexpr int DifferingSlotsRole = Qt::UserRole + 2;

    SentenceDetailView(const ScoringSession *session, const AnalysisResults *analyses, SystemAppearance *appearance,
                       QWidget *parent = nullptr);

    // Shows sentence `index` (of the benchmark) for the given systems; -1 clears.
    void showSentence(int index, const QVector<SystemScore> &scores);
    int sentenceIndex() const { return m_index; }
    // Closest gold triples and explanations come from the BenchIE analysis: shown only when
    // the extractions' verdicts are BenchIE's.
    void setShowClosestTriples(bool show) { m_showClosest = show; }

private:
    void fillSynsets(int index, const QVector<SystemScore> &scores);
    void fillExtractions(int index, const QVector<SystemScore> &scores);
    void fillVerdict(QTreeWidgetItem *item, const ExtractionResult &result);
    static QString tripleLine(const QString &subject, const QString &relation, const QString &object);
    void addClosestTriples(QTreeWidgetItem *item, int index, const ExtractionDiagnosis &diagnosis);
    void showExplanation();

    const ScoringSession *m_session;
    const AnalysisResults *m_analyses;
    SystemAppearance *m_appearance;
    int m_index = -1;
    bool m_showClosest = true;
    QLabel *m_tokens = nullptr;
    QTreeWidget *m_synsets = nullptr;
    QTreeWidget *m_extractions = nullptr;
    QLabel *m_explanation = nullptr;
};
