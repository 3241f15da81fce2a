#pragma once

#include "core/document/ProjectFile.h"
#include "core/document/RobustResults.h"

#include <QObject>
#include <QString>

class EvaluationModel;
class StudioDocument;

// A project as the studio works on it, in core: the document (the gold, its systems, the
// review judgments, file name and unsaved state) and every evaluation result derived from it
// (EvaluationModel), opened from and saved to one project file. A program without widgets (a
// test, a batch tool) opens a project with its systems, CaRB and OIE2016 inputs, bucket
// dimensions and judgments, reads the same results as the studio and saves it back.
class StudioProject : public QObject
{
    Q_OBJECT

public:
    explicit StudioProject(QObject *parent = nullptr);

    StudioDocument *document() const { return m_document; }
    EvaluationModel *evaluation() const { return m_evaluation; }
    // The ROBUST set-up and its scores (independent of the gold; the ROBUST tab shows them).
    RobustResults *robust() { return &m_robust; }
    const RobustResults &robust() const { return m_robust; }

    // The document as a project file: the benchmark, the attached systems and the judgments...
    static ProjectFile projectOf(const StudioDocument &document);
    // The other way, what the project keeps of the annotators' work beside the gold: the review
    // judgments, the annotation effort and the checklist decisions, into the document.
    static void restoreAnnotatorState(const ProjectFile &project, StudioDocument *document);
    // ...plus the evaluation set-up: what save() writes.
    ProjectFile projectFile() const;
    // Opens a project (or any file StudioDocument::openGold reads) with everything it keeps;
    // false with *error when the file cannot be read whole. A system or set-up file that cannot
    // be read is reported through failed() and left out.
    bool open(const QString &path, QString *error);
    // Saves atomically; the document is then bound to `path` and unmodified.
    bool save(const QString &path, QString *error);

Q_SIGNALS:
    void failed(const QString &file, const QString &message);

private:
    StudioDocument *m_document;
    EvaluationModel *m_evaluation;
    RobustResults m_robust;
};
