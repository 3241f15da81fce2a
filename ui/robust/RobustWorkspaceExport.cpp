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
    const QString name = cliques ? QStringLiteral("robust_cliques.tex") : QStringLiteral("robust_table2.tex");
    const TableExport::Target target
        = TableExport::chooseTarget(this, cliques ? tr("Export Clique Table") : tr("Export Table 2"),
                                    QDir(Dialogs::lastDirectory()).filePath(name), false);
    QString error;
    if (!target.path.isEmpty()
        && !(cliques ? exportCliqueTable(target.path, target.format, m_decimals->value(), &error)
                     : exportTable2(target.path, target.format, m_decimals->value(), &error)))
        Q_EMIT failed(target.path, error);
}

void RobustWorkspace::chooseChartExport()
{
    ChartExporter::Format format = ChartExporter::Format::Pdf;
    const QString path = ChartExportDialog::chooseFile(this, varianceChart(), false, &m_exportOptions, &format);
    QString error;
    if (!path.isEmpty() && !exportVarianceChart(path, format, m_exportOptions, &error))
        Q_EMIT failed(path, error);
}
