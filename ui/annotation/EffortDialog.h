#pragma once

#include <QDialog>

class QCheckBox;
class QLabel;
class QTableWidget;
class StudioDocument;

// View > Annotation Effort: the keys and time recorded per sentence (EffortRecorder), with the
// totals and the averages per synset and triple of the annotated sentences, as a team reports
// its effort; and whether the studio records it (kept in the project file).
class EffortDialog : public QDialog
{
    Q_OBJECT

public:
    EffortDialog(StudioDocument *document, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QLabel *summary() const { return m_summary; }

private:
    void refresh();

    StudioDocument *m_document;
    QTableWidget *m_table = nullptr;
    QLabel *m_summary = nullptr;
    QCheckBox *m_recording = nullptr;
};
