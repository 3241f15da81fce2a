#pragma once

#include "core/model/Sentence.h"

#include <QDialog>
#include <QSet>
#include <QVector>

class QLabel;
class QListWidget;

// Round 0 (pre-annotation): the draft synsets proposed from the attached systems'
// extractions for one sentence (core/assist/DraftSynsets), each as a header line (its key, the
// systems that agree) and its triples, checkable: the extracted forms and the placements the
// checklist would add, checked; forms the sentence's gold holds already, unchecked. From the
// keyboard: a draft's key (1-9, a-z, A-Z) goes to it, arrows move, Space toggles a triple (on
// a header: all of its triples), Return accepts the current draft's checked triples as a new
// synset, Delete drops the current draft, F2 loads the current triple into the slots to be
// changed (dropping its draft), Escape closes. The workspace does the edits (one undo step
// each) and hands the remaining drafts back with setDrafts.
class DraftSynsetsDialog : public QDialog
{
    Q_OBJECT

public:
    DraftSynsetsDialog(const Sentence &sentence, int sentenceNumber, QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }
    void setDrafts(const Sentence &sentence);
    // The draft of the current line, -1 when there is none.
    int currentDraft() const;
    // The checked triples of a draft, in its order.
    QVector<Triple> checkedTriples(int draft) const;
    // The list row of a draft's header, and of its triple.
    int rowOf(int draft, int triple = -1) const;
    // The key that goes to a draft (its index), or a null character.
    static QChar keyOf(int draft);
    // The gold lines the sentence's synsets hold: a draft triple among them starts unchecked.
    static QSet<QString> heldLines(const Sentence &sentence);
    // The list's keys and what they do (Help > Keyboard Shortcuts).
    static QList<QPair<QString, QString>> keys();

Q_SIGNALS:
    void acceptRequested(int draft, const QVector<Triple> &triples);
    void dropRequested(int draft);
    void editRequested(int draft, const Triple &triple);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Row
    {
        int draft = -1;
        int triple = -1; // -1: the draft's header line
    };
    QVector<Synset> m_drafts;
    QVector<Row> m_rows; // parallel to the list's rows
    QListWidget *m_list = nullptr;
    QLabel *m_label = nullptr;
    int m_sentenceNumber = 0;
};
