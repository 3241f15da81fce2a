#include "core/document/ProjectFile.h"
#include "core/document/StudioDocument.h"
#include "core/review/JudgmentTsv.h"
#include "core/review/ReviewKappa.h"
#include "core/review/ReviewRound.h"
#include "ui/common/Dialogs.h"
#include "ui/review/ReviewFilterProxy.h"
#include "ui/review/ReviewTableModel.h"
#include "ui/review/ReviewWorkspace.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

bool ReviewWorkspace::acceptIntoActive()
{
    return accept(activeSynset()) >= 0;
}

bool ReviewWorkspace::acceptIntoNew()
{
    return accept(-1) >= 0;
}

bool ReviewWorkspace::acceptIntoSuggested()
{
    const ReviewEntry *entry = currentEntry();
    return entry && accept(m_round->suggestedSynset(*entry)) >= 0;
}

bool ReviewWorkspace::reject()
{
    return judge(int(ReviewVerdict::Rejected));
}

bool ReviewWorkspace::skip()
{
    return judge(int(ReviewVerdict::Skipped));
}

// An accepted extraction is in the gold: judging it again would add it twice or leave it there
// rejected; undo takes an acceptance back.
int ReviewWorkspace::accept(int synset)
{
    const ReviewEntry *entry = currentEntry();
    if (!entry || m_round->state(*entry) == ReviewState::Accepted)
        return -1;
    const int proxyRow = m_table->currentIndex().row();
    const ReviewEntry copy = *entry; // the queue changes under the edit
    const ReviewJudgment judgment = m_round->judgment(copy, ReviewVerdict::Accepted, synset, GoldEditor::author());
    const int added = m_editor.accept(copy.sentenceIndex, synset, m_round->acceptedTriple(copy), judgment);
    if (added >= 0)
        selectNextFrom(proxyRow, copy.key);
    return added;
}

bool ReviewWorkspace::editBeforeAccepting()
{
    const ReviewEntry *entry = currentEntry();
    if (!entry || m_round->state(*entry) == ReviewState::Accepted)
        return false;
    Q_EMIT editRequested(entry->sentenceIndex, m_round->acceptedTriple(*entry),
                         m_round->judgment(*entry, ReviewVerdict::Accepted, -1, GoldEditor::author()));
    return true;
}

bool ReviewWorkspace::judge(int verdict)
{
    const ReviewEntry *entry = currentEntry();
    if (!entry || m_round->state(*entry) == ReviewState::Accepted)
        return false;
    const int proxyRow = m_table->currentIndex().row();
    const QString key = entry->key;
    if (!m_editor.judge(m_round->judgment(*entry, ReviewVerdict(verdict), -1, GoldEditor::author())))
        return false;
    selectNextFrom(proxyRow, key);
    return true;
}

// The next entry not seen yet at or after the judged one's place (it may have left the filter),
// wrapping around; else a skipped one; else the place itself.
void ReviewWorkspace::selectNextFrom(int proxyRow, const QString &judgedKey)
{
    const int rows = m_proxy->rowCount();
    if (rows == 0) {
        refreshDetail();
        return;
    }
    const auto keyAt = [this](int row) { return m_proxy->index(row, 0).data(ReviewTableModel::KeyRole).toString(); };
    const auto stateAt
        = [this](int row) { return ReviewState(m_proxy->index(row, 0).data(ReviewTableModel::StateRole).toInt()); };
    const int start = std::clamp(proxyRow, 0, rows - 1);
    for (const ReviewState wanted : {ReviewState::Pending, ReviewState::Skipped}) {
        for (int step = 0; step < rows; ++step) {
            const int row = (start + step) % rows;
            if (stateAt(row) == wanted && keyAt(row) != judgedKey) {
                m_table->setCurrentIndex(m_proxy->index(row, 0));
                m_table->scrollTo(m_proxy->index(row, 0));
                return;
            }
        }
    }
    m_table->setCurrentIndex(m_proxy->index(start, 0));
}

bool ReviewWorkspace::attachReference(const QString &path, QString *error)
{
    if (!m_round->addReference(path, error))
        return false;
    Q_EMIT setupChanged();
    return true;
}

void ReviewWorkspace::chooseReference()
{
    const QString path = Dialogs::openFileName(this, tr("Attach Reference for Review"), QString(),
                                               tr("Gold and system files (*.txt *.tsv *.oieproj);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!attachReference(path, &error))
        Q_EMIT failed(path, error);
}

bool ReviewWorkspace::exportJudgments(const QString &path, QString *error) const
{
    return JudgmentTsv::writeFile(m_document->judgments().list(), path, error);
}

void ReviewWorkspace::chooseExport()
{
    const QString path = Dialogs::saveFileName(this, tr("Export Judgments"), QString(),
                                               tr("Tab-separated values (*.tsv);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportJudgments(path, &error))
        Q_EMIT failed(path, error);
}

bool ReviewWorkspace::compareJudgments(const QString &pathA, const QString &pathB, KappaResult *result, QString *error)
{
    QVector<ReviewJudgment> a, b;
    Diagnostics diagnostics;
    if (!JudgmentTsv::readFile(pathA, &a, &diagnostics, error)
        || !JudgmentTsv::readFile(pathB, &b, &diagnostics, error))
        return false;
    for (const Diagnostic &diagnostic : std::as_const(diagnostics))
        Q_EMIT failed(diagnostic.file, diagnostic.toString());
    *result = ReviewKappa::compute(a, b);
    return true;
}

void ReviewWorkspace::chooseKappa()
{
    const QString filter = tr("Judgments (*.tsv);;All files (*)");
    const QString pathA = Dialogs::openFileName(this, tr("Judgments of the First Reviewer"), QString(), filter);
    if (pathA.isEmpty())
        return;
    const QString pathB = Dialogs::openFileName(this, tr("Judgments of the Second Reviewer"), QString(), filter);
    if (pathB.isEmpty())
        return;
    KappaResult result;
    QString error;
    if (!compareJudgments(pathA, pathB, &result, &error)) {
        Q_EMIT failed(pathA, error);
        return;
    }
    showKappa(result, pathA, pathB);
}

void ReviewWorkspace::showKappa(const KappaResult &result, const QString &pathA, const QString &pathB)
{
    auto *dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("kappaDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Agreement of Two Reviewers"));
    auto *summary = new QLabel(
        tr("<b>Cohen's kappa %1</b> over %2 extractions both judged (observed agreement %3, expected %4).<br>"
           "Left out: %5 skipped by one of them, %6 judged only in %7, %8 only in %9.")
            .arg(std::isnan(result.kappa) ? tr("undefined") : QString::number(result.kappa, 'f', 4),
                 QString::number(result.pairs), QString::number(result.observed, 'f', 4),
                 QString::number(result.expected, 'f', 4), QString::number(result.skipped),
                 QString::number(result.onlyA), pathA.toHtmlEscaped(), QString::number(result.onlyB),
                 pathB.toHtmlEscaped()));
    summary->setObjectName(QStringLiteral("kappaSummary"));
    summary->setWordWrap(true);
    auto *table = new QTableWidget(int(result.disagreements.size()), 5, dialog);
    table->setObjectName(QStringLiteral("kappaDisagreements"));
    table->setHorizontalHeaderLabels({tr("Sentence"), tr("Subject"), tr("Relation"), tr("Object"), tr("A / B")});
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (int row = 0; row < result.disagreements.size(); ++row) {
        const JudgmentDisagreement &d = result.disagreements.at(row);
        const QStringList cells{d.a.sentenceId, d.a.subject, d.a.relation, d.a.object,
                                ReviewJudgment::verdictName(d.a.verdict) + QStringLiteral(" / ")
                                    + ReviewJudgment::verdictName(d.b.verdict)};
        for (int column = 0; column < cells.size(); ++column)
            table->setItem(row, column, new QTableWidgetItem(cells.at(column)));
    }
    table->horizontalHeader()->setStretchLastSection(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(summary);
    layout->addWidget(table, 1);
    layout->addWidget(buttons);
    dialog->resize(760, 420);
    if (Dialogs::isInteractive())
        dialog->show();
}

void ReviewWorkspace::saveSetup(ProjectFile *project) const
{
    project->reviewReferences = m_round->referencePaths();
}

void ReviewWorkspace::restoreSetup(const ProjectFile &project)
{
    for (const QString &path : project.reviewReferences) {
        QString error;
        if (!m_round->addReference(path, &error))
            Q_EMIT failed(path, error);
    }
}
