#pragma once

#include "core/lint/LintResult.h"

#include <QAbstractItemModel>

// The findings of the gold lint (GoldLint) as a tree: one row per check that ran, its title
// with the number of findings (or the note when it was skipped), and under it one row per
// finding, "sentence ID, synset N: message". The model only shows a LintResult; the lint is run
// by the core (LintPanel calls it).
class LintTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    // The finding rows carry where they point to: the sentence (0-based index in the gold), its
    // first synset and triple (0-based, -1 when the finding names none).
    enum Role { SentenceRole = Qt::UserRole + 1, SynsetRole, TripleRole };

    explicit LintTreeModel(QObject *parent = nullptr);

    // A new lint of the whole gold: the model is reset.
    void setResult(const LintResult &result);
    // The findings GoldLint::lintSentence gave for one sentence after an edit: only that
    // sentence's rows are removed and inserted (LintResult::replaceSentence), the rest stays.
    void replaceSentence(int sentence, const QVector<LintFinding> &findings);
    const LintResult &result() const { return m_result; }
    // The finding a row shows; null for a check row or an invalid index.
    const LintFinding *finding(const QModelIndex &index) const;
    // The row of a check; invalid when that check did not run.
    QModelIndex checkIndex(LintCheck check) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QString checkText(const LintCheckResult &check) const;
    QString findingText(const LintFinding &finding) const;

    LintResult m_result;
};
