#include "ui/annotation/LintTreeModel.h"

#include <algorithm>

namespace {

// internalId of a finding row: its check's row + 1; check rows have 0.
quintptr checkId(int checkRow)
{
    return quintptr(checkRow) + 1;
}

// The rows [first, first + count) of a check's findings that belong to one sentence; first is
// where they would go when there are none (before the next sentence, or before the other
// gold's findings, which come last).
void sentenceRange(const QVector<LintFinding> &findings, int sentence, int *first, int *count)
{
    const auto belongs = [sentence](const LintFinding &finding) { return finding.sentence == sentence; };
    const auto begin = std::find_if(findings.begin(), findings.end(), belongs);
    if (begin == findings.end()) {
        const auto after = std::find_if(findings.begin(), findings.end(), [sentence](const LintFinding &finding) {
            return finding.sentence < 0 || finding.sentence > sentence;
        });
        *first = int(after - findings.begin());
        *count = 0;
        return;
    }
    *first = int(begin - findings.begin());
    *count = int(std::find_if_not(begin, findings.end(), belongs) - begin);
}

} // namespace

LintTreeModel::LintTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

void LintTreeModel::setResult(const LintResult &result)
{
    beginResetModel();
    m_result = result;
    endResetModel();
}

void LintTreeModel::replaceSentence(int sentence, const QVector<LintFinding> &findings)
{
    LintResult next = m_result;
    next.replaceSentence(sentence, findings);
    for (int c = 0; c < m_result.checks.size() && c < next.checks.size(); ++c) {
        const QModelIndex parent = index(c, 0);
        int oldFirst = 0;
        int oldCount = 0;
        sentenceRange(m_result.checks.at(c).findings, sentence, &oldFirst, &oldCount);
        int newFirst = 0;
        int newCount = 0;
        sentenceRange(next.checks.at(c).findings, sentence, &newFirst, &newCount);
        if (oldCount > 0) {
            beginRemoveRows(parent, oldFirst, oldFirst + oldCount - 1);
            m_result.checks[c].findings.remove(oldFirst, oldCount);
            endRemoveRows();
        }
        if (newCount > 0) {
            beginInsertRows(parent, newFirst, newFirst + newCount - 1);
            m_result.checks[c].findings = next.checks.at(c).findings;
            endInsertRows();
        }
        m_result.checks[c] = next.checks.at(c);
        if (oldCount > 0 || newCount > 0)
            Q_EMIT dataChanged(parent, parent);
    }
}

const LintFinding *LintTreeModel::finding(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() == 0)
        return nullptr;
    const int check = int(index.internalId()) - 1;
    if (check >= m_result.checks.size() || index.row() >= m_result.checks.at(check).findings.size())
        return nullptr;
    return &m_result.checks.at(check).findings.at(index.row());
}

QModelIndex LintTreeModel::checkIndex(LintCheck check) const
{
    for (int c = 0; c < m_result.checks.size(); ++c) {
        if (m_result.checks.at(c).check == check)
            return index(c, 0);
    }
    return QModelIndex();
}

QModelIndex LintTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return QModelIndex();
    if (!parent.isValid())
        return createIndex(row, column, quintptr(0));
    return createIndex(row, column, checkId(parent.row()));
}

QModelIndex LintTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return QModelIndex();
    return createIndex(int(child.internalId()) - 1, 0, quintptr(0));
}

int LintTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_result.checks.size());
    if (parent.column() != 0 || parent.internalId() != 0 || parent.row() >= m_result.checks.size())
        return 0;
    return int(m_result.checks.at(parent.row()).findings.size());
}

int LintTreeModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QVariant LintTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return QVariant();
    if (index.internalId() == 0) {
        if (index.row() >= m_result.checks.size())
            return QVariant();
        const LintCheckResult &check = m_result.checks.at(index.row());
        switch (role) {
        case Qt::DisplayRole:
            return checkText(check);
        case Qt::ToolTipRole:
            return check.note.isEmpty() ? LintChecks::id(check.check) : check.note;
        default:
            return QVariant();
        }
    }
    const LintFinding *found = finding(index);
    if (!found)
        return QVariant();
    switch (role) {
    case Qt::DisplayRole:
        return findingText(*found);
    case Qt::ToolTipRole:
        return found->tripleTexts.isEmpty() ? found->message : found->tripleTexts.join(QLatin1Char('\n'));
    case SentenceRole:
        return found->inOtherGold ? -1 : found->sentence;
    case SynsetRole:
        if (found->inOtherGold)
            return -1;
        if (!found->triples.isEmpty())
            return found->triples.constFirst().synset;
        return found->synsets.isEmpty() ? -1 : found->synsets.constFirst();
    case TripleRole:
        return found->inOtherGold || found->triples.isEmpty() ? -1 : found->triples.constFirst().triple;
    default:
        return QVariant();
    }
}

QString LintTreeModel::checkText(const LintCheckResult &check) const
{
    const QString title = LintChecks::title(check.check);
    if (check.skipped)
        return tr("%1: skipped (%2)").arg(title, check.note);
    return tr("%1 (%2)").arg(title).arg(check.findings.size());
}

QString LintTreeModel::findingText(const LintFinding &finding) const
{
    // "(other gold)" once: most such messages say it already.
    const bool sayOther = finding.inOtherGold && !finding.message.contains(QLatin1String("other gold"));
    const QString where = sayOther ? tr("sentence %1 (other gold)").arg(finding.sentenceId)
                                              : tr("sentence %1").arg(finding.sentenceId);
    // Most messages name their synsets themselves ("synsets 3, 4 hold ..."): not twice.
    if (finding.synsets.isEmpty() || finding.message.startsWith(QLatin1String("synset")))
        return tr("%1: %2").arg(where, finding.message);
    QStringList synsets;
    for (int synset : finding.synsets)
        synsets << QString::number(synset + 1);
    const QString text = synsets.size() == 1 ? tr("%1, synset %2: %3") : tr("%1, synsets %2: %3");
    return text.arg(where, synsets.join(QStringLiteral(", ")), finding.message);
}
