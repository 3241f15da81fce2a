// The ROBUST workspace's exports: Table 2 and the clique table through TableExport (LaTeX, CSV,
// TSV), the variance chart through ChartExporter (PDF, SVG, PNG), and the dialogs that ask
// where (RobustWorkspace.cpp holds the rest of the class).

#include "ui/charts/ChartExportDialog.h"
#include "ui/common/Dialogs.h"
#include "ui/robust/RobustCliqueModel.h"
#include "ui/robust/RobustTable2Model.h"
#include "ui/robust/RobustWorkspace.h"

#include <QDir>
#include <QFileInfo>
#include <QSortFilterProxyModel>
#include <QSpinBox>

namespace {

// The format a file name asks for (.tex, .csv, .tsv), else the one of the chosen filter.
TableExport::Format formatOf(const QString &path, const QString &filter, const QString &csv, const QString &tsv)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv"))
        return TableExport::Format::Csv;
    if (suffix == QLatin1String("tsv"))
        return TableExport::Format::Tsv;
    if (suffix == QLatin1String("tex"))
        return TableExport::Format::Latex;
    return filter == csv ? TableExport::Format::Csv
        : filter == tsv  ? TableExport::Format::Tsv
                         : TableExport::Format::Latex;
}

} // namespace

bool RobustWorkspace::exportTable2(const QString &path, TableExport::Format format, int decimals, QString *error) const
{
    return TableExport::writeFile(path, TableExport::render(*m_table2Model, format, decimals), error);
}

bool RobustWorkspace::exportCliqueTable(const QString &path, TableExport::Format format, int decimals,
                                        QString *error) const
{
    return TableExport::writeFile(path, TableExport::render(*m_cliqueProxy, format, decimals), error);
}

bool RobustWorkspace::exportVarianceChart(const QString &path, ChartExporter::Format format,
                                          const ChartExportOptions &options, QString *error) const
{
    // The figure and its caption snippet beside it.
    return ChartExporter::exportChart(varianceChart(), format, path, options, error)
        && ChartExporter::exportCaption(varianceChart(), path, error);
}

void RobustWorkspace::chooseTableExport(bool cliques)
{
    QString selectedFilter;
    const QString latex = tr("LaTeX booktabs (*.tex)");
    const QString csv = tr("CSV (*.csv)");
    const QString tsv = tr("TSV (*.tsv)");
    const QString name = cliques ? QStringLiteral("robust_cliques.tex") : QStringLiteral("robust_table2.tex");
    const QString path = Dialogs::saveFileName(
        this, cliques ? tr("Export Clique Table") : tr("Export Table 2"), QDir(Dialogs::lastDirectory()).filePath(name),
        QStringList{latex, csv, tsv}.join(QStringLiteral(";;")), &selectedFilter);
    if (path.isEmpty())
        return;
    const TableExport::Format format = formatOf(path, selectedFilter, csv, tsv);
    QString error;
    const bool ok = cliques ? exportCliqueTable(path, format, m_decimals->value(), &error)
                            : exportTable2(path, format, m_decimals->value(), &error);
    if (!ok)
        Q_EMIT failed(path, error);
}

void RobustWorkspace::chooseChartExport()
{
    ChartExportDialog dialog(m_exportOptions, this);
    if (Dialogs::isInteractive() && dialog.exec() != QDialog::Accepted)
        return;
    m_exportOptions = dialog.options();
    const QString path = Dialogs::saveFileName(
        this, tr("Export Chart"),
        QDir(Dialogs::lastDirectory()).filePath(varianceChart().fileName + QStringLiteral(".pdf")),
        ChartExporter::fileFilter());
    if (path.isEmpty())
        return;
    ChartExporter::Format format = ChartExporter::Format::Pdf;
    ChartExporter::parseFormat(QFileInfo(path).suffix(), &format);
    QString error;
    if (!exportVarianceChart(path, format, m_exportOptions, &error))
        Q_EMIT failed(path, error);
}
