#pragma once

#include "ui/charts/ChartExporter.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

// Asks for the size of a chart export: a paper preset (ACL single column 7.7 cm, one column
// 8.5 cm, two columns 17 cm) or any width, the height by an aspect ratio or free, in cm or
// inches; the PNG resolution, the font size in points and whether to draw the title. With a
// chart, shows it at its true size on this screen (the screen's physical resolution).
class ChartExportDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ChartExportDialog(const ChartExportOptions &options, QWidget *parent = nullptr,
                               const ChartData &preview = ChartData());
    ChartExportOptions options() const;

    // The Export Chart steps the workspaces share: this dialog for *options (showing `chart` when
    // `preview`; not shown in batch runs, Dialogs::isInteractive), then the file, starting at
    // <fileName>.pdf in the last folder, and *format by its extension. Empty when cancelled.
    static QString chooseFile(QWidget *parent, const ChartData &chart, bool preview, ChartExportOptions *options,
                              ChartExporter::Format *format);

private:
    void presetChosen();
    void sizeChanged();
    void updatePreview();

    QComboBox *m_preset = nullptr;
    QComboBox *m_aspect = nullptr;
    QDoubleSpinBox *m_width = nullptr;
    QDoubleSpinBox *m_height = nullptr;
    QComboBox *m_unit = nullptr;
    QSpinBox *m_dpi = nullptr;
    QDoubleSpinBox *m_font = nullptr;
    QCheckBox *m_title = nullptr;
    QLabel *m_preview = nullptr;
    ChartData m_chart;
    bool m_updating = false;
};
