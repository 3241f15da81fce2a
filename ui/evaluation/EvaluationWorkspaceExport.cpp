// The evaluation workspace's exports: tables, charts and the mismatch report, and the
// file dialogs that ask where to write them.

#include "ui/evaluation/EvaluationWorkspace.h"

#include "core/document/StudioDocument.h"
#include "core/report/MismatchReport.h"
#include "core/report/ScoreReport.h"
#include "ui/charts/ChartExportDialog.h"
#include "ui/common/Dialogs.h"
#include "ui/common/SystemAppearance.h"
#include "ui/common/TableExport.h"
#include "ui/evaluation/CarbTableModel.h"
#include "ui/evaluation/FacetOverviewModel.h"
#include "ui/evaluation/Oie2016TableModel.h"
#include "ui/evaluation/ScoreTableModel.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QListWidget>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>

namespace {

// The workspace's table formats as TableExport writes them (fitted: LaTeX scaled to the column
// width).
const struct
{
    EvaluationWorkspace::TableFormat table;
    TableExport::Format format;
    bool fitted;
} kTableFormats[] = {
    {EvaluationWorkspace::TableFormat::Latex, TableExport::Format::Latex, false},
    {EvaluationWorkspace::TableFormat::LatexFitted, TableExport::Format::Latex, true},
    {EvaluationWorkspace::TableFormat::Csv, TableExport::Format::Csv, false},
    {EvaluationWorkspace::TableFormat::Tsv, TableExport::Format::Tsv, false},
    {EvaluationWorkspace::TableFormat::Markdown, TableExport::Format::Markdown, false},
};

TableExport::Format tableExportFormat(EvaluationWorkspace::TableFormat format)
{
    for (const auto &entry : kTableFormats) {
        if (entry.table == format)
            return entry.format;
    }
    return TableExport::Format::Tsv;
}

EvaluationWorkspace::TableFormat tableFormat(const TableExport::Target &target)
{
    for (const auto &entry : kTableFormats) {
        if (entry.format == target.format && entry.fitted == target.fitted)
            return entry.table;
    }
    return EvaluationWorkspace::TableFormat::Latex;
}

} // namespace

void EvaluationWorkspace::copySelection(QTableView *view)
{
    const QString text
        = TableExport::selectionAsTsv(*view->model(), view->selectionModel()->selectedIndexes(), m_decimals->value());
    QApplication::clipboard()->setText(text);
}

bool EvaluationWorkspace::exportScoreTable(const QString &path, TableFormat format, int decimals, QString *error) const
{
    return TableExport::writeFile(path, scoreTableText(format, decimals), error);
}

QString EvaluationWorkspace::scoreTableText(TableFormat format, int decimals) const
{
    if (format == TableFormat::LatexFitted)
        return TableExport::fittedToWidth(scoreTableText(TableFormat::Latex, decimals));
    if (m_model->scorer() == Scorer::Oie2016 && format == TableFormat::Markdown)
        return TableExport::render(*m_oie2016Model, tableExportFormat(format), decimals);
    if (m_model->scorer() == Scorer::Oie2016) {
        const ScoreReport::Format reportFormat = format == TableFormat::Latex ? ScoreReport::Format::Latex
            : format == TableFormat::Csv                                      ? ScoreReport::Format::Csv
                                                                              : ScoreReport::Format::Tsv;
        return oie2016Table(reportFormat, decimals);
    }
    // The rows in the order shown (the table's sorting), through the proxy.
    if (m_model->scorer() == Scorer::Carb || format == TableFormat::Markdown) {
        return TableExport::render(*m_scoreProxy, tableExportFormat(format), decimals);
    }
    ScoreReport report;
    if (m_model->scorer() == Scorer::Fl) {
        report.scorer = QStringLiteral("fl");
        report.mode = m_model->scorerResults().flOptions().describe();
    }
    report.goldPath = m_document->benchmark().fileName;
    report.facet = m_document->session().facet();
    const QVector<SystemIntervals> &intervals = m_scoreModel->intervals(); // shown: exported too
    for (int row = 0; row < m_scoreProxy->rowCount(); ++row) {
        const int source = m_scoreProxy->mapToSource(m_scoreProxy->index(row, 0)).row();
        report.scores.append(m_scoreModel->scores().at(source));
        if (source < intervals.size())
            report.intervals.append(intervals.at(source));
    }
    if (report.intervals.size() != report.scores.size())
        report.intervals.clear();
    report.intervalSettings = m_intervalSettings;
    report.latexDecimals = decimals;
    report.delimitedDecimals = decimals;
    const ScoreReport::Format reportFormat = format == TableFormat::Latex ? ScoreReport::Format::Latex
        : format == TableFormat::Csv                                      ? ScoreReport::Format::Csv
                                                                          : ScoreReport::Format::Tsv;
    return report.render(reportFormat);
}

bool EvaluationWorkspace::exportFacetOverview(const QString &path, TableFormat format, int decimals,
                                              QString *error) const
{
    return TableExport::writeFile(path,
                                  TableExport::render(*m_overviewTable->model(), tableExportFormat(format), decimals,
                                                      format == TableFormat::LatexFitted),
                                  error);
}

bool EvaluationWorkspace::exportAllCharts(const QString &directory, const ChartExportOptions &options,
                                          QStringList *written, QString *error)
{
    return ChartExporter::exportAll(charts(),
                                    {ChartExporter::Format::Pdf, ChartExporter::Format::Svg, ChartExporter::Format::Png,
                                     ChartExporter::Format::Tex},
                                    directory, options, written, error);
}

void EvaluationWorkspace::chooseTableExport(bool overview)
{
    const TableExport::Target target
        = TableExport::chooseTarget(this, tr("Export Table"), Dialogs::lastDirectory(), true);
    const TableFormat format = tableFormat(target);
    QString error;
    if (!target.path.isEmpty()
        && !(overview ? exportFacetOverview(target.path, format, m_decimals->value(), &error)
                      : exportScoreTable(target.path, format, m_decimals->value(), &error)))
        Q_EMIT failed(target.path, error);
}

void EvaluationWorkspace::chooseChartExport()
{
    const int row = m_chartList->currentRow();
    if (row < 0 || row >= m_charts.size())
        return;
    ChartExporter::Format format = ChartExporter::Format::Pdf;
    const QString path = ChartExportDialog::chooseFile(this, m_charts.at(row), true, &m_exportOptions, &format);
    QString error;
    // The figure and, beside it, its caption snippet (NAME.caption.tex).
    if (!path.isEmpty()
        && (!ChartExporter::exportChart(m_charts.at(row), format, path, m_exportOptions, &error)
            || !ChartExporter::exportCaption(m_charts.at(row), path, &error)))
        Q_EMIT failed(path, error);
}

void EvaluationWorkspace::chooseExportAll()
{
    const int row = m_chartList->currentRow();
    ChartExportDialog dialog(m_exportOptions, this, row >= 0 && row < m_charts.size() ? m_charts.at(row) : ChartData());
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_exportOptions = dialog.options();
    const QString directory = Dialogs::existingDirectory(this, tr("Export All Charts"), Dialogs::lastDirectory());
    if (directory.isEmpty())
        return;
    QStringList written;
    QString error;
    if (!exportAllCharts(directory, m_exportOptions, &written, &error))
        Q_EMIT failed(directory, error);
}

bool EvaluationWorkspace::exportMismatchReport(const QString &path, QString *error) const
{
    const ScoringSession &session = m_document->session();
    MismatchReport report(session.benchmark());
    for (int i = 0; i < session.systems().size() && i < session.scores().size(); ++i) {
        const SystemScore &score = session.scores().at(i);
        const SystemAnalysis *analysis = m_model->analyses().system(score.name);
        if (analysis && m_appearance->isVisible(score.name))
            report.addSystem(session.systems().at(i), score, *analysis);
    }
    return report.writeFile(path, error);
}

void EvaluationWorkspace::chooseMismatchExport()
{
    const QString path = Dialogs::saveFileName(this, tr("Export Mismatch Report"), Dialogs::lastDirectory(),
                                               tr("TSV (*.tsv);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportMismatchReport(path, &error))
        Q_EMIT failed(path, error);
}
