#include "ui/robust/RobustCliqueModel.h"

#include "ui/robust/RobustTable2Model.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>

RobustCliqueModel::RobustCliqueModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void RobustCliqueModel::setResults(const RobustResults *results, const QVector<QColor> &colors)
{
    beginResetModel();
    m_results = results;
    m_colors = colors;
    if (!m_results || m_system >= m_results->systems().size())
        m_system = -1;
    rebuild();
    endResetModel();
}

void RobustCliqueModel::setSystem(int system)
{
    if (system == m_system)
        return;
    beginResetModel();
    m_system = system;
    rebuild();
    endResetModel();
}

void RobustCliqueModel::setWorstOnly(bool worstOnly)
{
    if (worstOnly == m_worstOnly)
        return;
    beginResetModel();
    m_worstOnly = worstOnly;
    rebuild();
    endResetModel();
}

QVector<int> RobustCliqueModel::shownSystems() const
{
    if (!m_results)
        return {};
    if (m_system >= 0)
        return {m_system};
    QVector<int> systems;
    for (int s = 0; s < m_results->systems().size(); ++s)
        systems.append(s);
    return systems;
}

void RobustCliqueModel::rebuild()
{
    m_rows.clear();
    if (!m_results)
        return;
    const QVector<int> systems = shownSystems();
    for (int row = 0; row < m_results->rows().size(); ++row) {
        bool shown = !m_worstOnly;
        for (int s = 0; !shown && s < systems.size(); ++s)
            shown = m_results->cell(systems.at(s), row).worst;
        if (shown)
            m_rows.append(row);
    }
}

int RobustCliqueModel::systemOfColumn(int column) const
{
    const QVector<int> systems = shownSystems();
    const int offset = column - FixedColumns;
    return offset < 0 || offset >= systems.size() * SystemColumns ? -1 : systems.at(offset / SystemColumns);
}

int RobustCliqueModel::systemColumn(int column) const
{
    return column < FixedColumns ? -1 : (column - FixedColumns) % SystemColumns;
}

int RobustCliqueModel::rowOfGoldRow(int goldRow) const
{
    return int(m_rows.indexOf(goldRow));
}

int RobustCliqueModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RobustCliqueModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_results ? 0 : FixedColumns + int(shownSystems().size()) * SystemColumns;
}

QVariant RobustCliqueModel::rawValue(int goldRow, int column) const
{
    const RobustResults::SentenceRow &row = m_results->rows().at(goldRow);
    const RobustClique &clique = m_results->gold().at(row.clique);
    const RobustSentence &sentence = clique.sentences.at(row.sentence);
    switch (column) {
    case Clique:
        return clique.number;
    case Kind:
        return sentence.paraphrase == 0 ? tr("original") : tr("paraphrase %1").arg(sentence.paraphrase);
    case Text:
        return sentence.text;
    default:
        break;
    }
    const RobustResults::Cell cell = m_results->cell(systemOfColumn(column), goldRow);
    if (!cell.score)
        return QVariant();
    switch (systemColumn(column)) {
    case Precision:
        return cell.score->precision;
    case Recall:
        return cell.score->recall;
    case F1:
        return cell.score->f1;
    case Worst:
        return cell.worst ? tr("worst") : QString();
    default:
        return QVariant();
    }
}

QVariant RobustCliqueModel::data(const QModelIndex &index, int role) const
{
    if (!m_results || !index.isValid() || index.row() >= m_rows.size())
        return QVariant();
    const int goldRow = m_rows.at(index.row());
    const int column = index.column();
    const int system = systemOfColumn(column);
    const RobustResults::Cell cell = system >= 0 ? m_results->cell(system, goldRow) : RobustResults::Cell();
    switch (role) {
    case Qt::DisplayRole: {
        const QVariant value = rawValue(goldRow, column);
        if (system < 0)
            return value;
        if (!cell.score)
            return QStringLiteral("—");
        if (systemColumn(column) == Worst)
            return cell.worst ? QStringLiteral("◀ ") + value.toString() : QString();
        return RobustTable2Model::figure(value.toDouble());
    }
    case Qt::UserRole:
        return rawValue(goldRow, column);
    case WorstRole:
        return cell.worst;
    case GoldRowRole:
        return goldRow;
    case Qt::ToolTipRole:
        if (column == Text)
            return rawValue(goldRow, column);
        if (system < 0)
            return QVariant();
        if (!cell.score)
            return tr("Not scored: %1's file does not list this sentence (the official scorer walks the system "
                      "file)")
                .arg(m_results->systems().at(system).name);
        return tr("%1: AUC %2, P %3, R %4, F1 %5; the clique's F1 variance %6%7")
            .arg(m_results->systems().at(system).name, RobustTable2Model::figure(cell.score->auc),
                 RobustTable2Model::figure(cell.score->precision), RobustTable2Model::figure(cell.score->recall),
                 RobustTable2Model::figure(cell.score->f1), RobustTable2Model::figure(cell.cliqueVariance, 4),
                 cell.worst ? tr("; the worst sentence of the clique (its ROBUST score)") : QString());
    case Qt::FontRole:
        if (cell.worst) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return QVariant();
    case Qt::BackgroundRole:
        if (cell.worst && system < m_colors.size()) {
            QColor tint = m_colors.at(system);
            tint.setAlpha(70);
            return tint;
        }
        // Cliques apart: every other clique shaded.
        if (m_results->rows().at(goldRow).clique % 2 == 1)
            return QGuiApplication::palette().color(QPalette::AlternateBase);
        return QVariant();
    case Qt::TextAlignmentRole:
        return int((column == Text || column == Kind ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    default:
        return QVariant();
    }
}

QVariant RobustCliqueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || !m_results)
        return QAbstractTableModel::headerData(section, orientation, role);
    const int system = systemOfColumn(section);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Clique:
            return tr("Clique");
        case Kind:
            return tr("Sentence");
        case Text:
            return tr("Text");
        default:
            break;
        }
        if (system < 0)
            return QVariant();
        const QString name = m_results->systems().at(system).name;
        switch (systemColumn(section)) {
        case Precision:
            return tr("%1 P").arg(name);
        case Recall:
            return tr("%1 R").arg(name);
        case F1:
            return tr("%1 F1").arg(name);
        case Worst:
            return tr("%1 worst").arg(name);
        default:
            return QVariant();
        }
    }
    if (role == Qt::ToolTipRole && system >= 0)
        return systemColumn(section) == Worst
            ? tr("The sentence of lowest F1 in the clique (the first in the system file's order on ties): the "
                 "clique's ROBUST score")
            : tr("CaRB on this sentence alone, at its F1-optimal point, rounded to 3 decimals as CaRB returns it");
    if (role == Qt::TextAlignmentRole && section != Text && section != Kind)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return QVariant();
}
