#pragma once

#include "SystemScore.h"

#include <QWidget>

class QLabel;
class QTreeWidget;
class ScoringSession;
class SystemAppearance;

// One sentence of the mismatch browser: its tokens, its synsets with the systems that cover
// each one, and every visible system's extractions coloured by verdict (correct with the
// synset credited, incorrect, ignored).
class SentenceDetailView : public QWidget
{
    Q_OBJECT

public:
    enum ExtractionColumn { SystemColumn, SubjectColumn, RelationColumn, ObjectColumn, VerdictColumn, SynsetColumn };

    SentenceDetailView(const ScoringSession *session, SystemAppearance *appearance, QWidget *parent = nullptr);

    // Shows sentence `index` (of the benchmark) for the given systems; -1 clears.
    void showSentence(int index, const QVector<SystemScore> &scores);
    int sentenceIndex() const { return m_index; }

private:
    void fillSynsets(int index, const QVector<SystemScore> &scores);
    void fillExtractions(int index, const QVector<SystemScore> &scores);

    const ScoringSession *m_session;
    SystemAppearance *m_appearance;
    int m_index = -1;
    QLabel *m_tokens = nullptr;
    QTreeWidget *m_synsets = nullptr;
    QTreeWidget *m_extractions = nullptr;
};
