#pragma once

#include "ui/charts/ChartExporter.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

// Asks for the size (cm or inches), PNG resolution and font size of a chart export.
class ChartExportDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ChartExportDialog(const ChartExportOptions &options, QWidget *parent = nullptr);
    ChartExportOptions options() const;

private:
    QDoubleSpinBox *m_width = nullptr;
    QDoubleSpinBox *m_height = nullptr;
    QComboBox *m_unit = nullptr;
    QSpinBox *m_dpi = nullptr;
    QDoubleSpinBox *m_font = nullptr;
};
