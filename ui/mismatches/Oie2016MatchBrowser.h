#pragma once

#include <QWidget>

class Oie2016Evaluation;
class QLabel;
class QListWidget;
class QTableWidget;
class SystemAppearance;

// OIE2016 per sentence: the gold sentences (with how many of their gold extractions some system
// matched) and, for the selected one, each gold extraction against each scored system: the
// system extraction the official loop credited with it (its line, words and confidence), or
// none. Reads Oie2016Evaluation's scores; computes nothing.
class Oie2016MatchBrowser : public QWidget
{
    Q_OBJECT

public:
    Oie2016MatchBrowser(const Oie2016Evaluation *evaluation, SystemAppearance *appearance, QWidget *parent = nullptr);

    // Rebuilds the sentence list from the evaluation's current scores.
    void refresh();
    void selectSentence(int goldSentence);

private:
    void showSentence(int goldSentence);
    // The visible scored systems, as indices into the evaluation's results.
    QVector<int> visibleSystems() const;

    const Oie2016Evaluation *m_evaluation;
    SystemAppearance *m_appearance;
    QLabel *m_caption = nullptr;
    QListWidget *m_sentences = nullptr;
    QLabel *m_sentence = nullptr;
    QTableWidget *m_matches = nullptr;
};
