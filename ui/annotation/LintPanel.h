#pragma once

#include "core/lint/LintOptions.h"
#include "core/model/Benchmark.h"

#include <QWidget>

#include <memory>

class LintTreeModel;
class QLabel;
class QToolButton;
class QTreeView;
class StudioDocument;

// The Lint dock's contents: the gold lint of the open gold (GoldLint, English tagger lexicon as
// the command line uses it), grouped by check, kept up to date while the gold is edited: the
// whole gold is linted on goldReset, only the edited sentence on sentenceChanged. "Compare
// With Gold..." adds missing-fact and extra-fact against a second gold, as `oie-score lint
// --against` does; "Clear" drops it.
class LintPanel : public QWidget
{
    Q_OBJECT

public:
    explicit LintPanel(StudioDocument *document, QWidget *parent = nullptr);

    LintTreeModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    int findingCount() const;

    // Lints against a second gold (read as oie-score lint reads it); false with *error when it
    // cannot be read, the comparison then unchanged.
    bool compareWith(const QString &path, QString *error);
    void clearComparison();
    QString comparedPath() const { return m_againstPath; }

Q_SIGNALS:
    // A finding was activated (double-click, Return): its sentence, synset and triple (0-based;
    // -1 when it names no synset or triple).
    void findingActivated(int sentence, int synset, int triple);
    // The number of findings changed (a new lint, an edit).
    void countChanged(int findings);

private:
    void lintGold();
    void lintSentence(int index);
    void chooseComparison();
    void refreshComparison();

    StudioDocument *m_document = nullptr;
    LintOptions m_options;
    LintTreeModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    std::unique_ptr<Benchmark> m_against; // the second gold, or null
    QString m_againstPath;
    QToolButton *m_compareButton = nullptr;
    QToolButton *m_clearButton = nullptr;
    QLabel *m_againstLabel = nullptr;
};
