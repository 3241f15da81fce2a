#include "ui/charts/ChartExportDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

ChartExportDialog::ChartExportDialog(const ChartExportOptions &options, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Chart Export"));
    m_width = new QDoubleSpinBox(this);
    m_width->setObjectName(QStringLiteral("exportWidth"));
    m_width->setRange(1.0, 100.0);
    m_width->setValue(options.width);
    m_height = new QDoubleSpinBox(this);
    m_height->setObjectName(QStringLiteral("exportHeight"));
    m_height->setRange(1.0, 100.0);
    m_height->setValue(options.height);
    m_unit = new QComboBox(this);
    m_unit->setObjectName(QStringLiteral("exportUnit"));
    m_unit->addItem(tr("cm"), int(ChartExportOptions::Unit::Centimetres));
    m_unit->addItem(tr("inches"), int(ChartExportOptions::Unit::Inches));
    m_unit->setCurrentIndex(options.unit == ChartExportOptions::Unit::Inches ? 1 : 0);
    m_dpi = new QSpinBox(this);
    m_dpi->setObjectName(QStringLiteral("exportDpi"));
    m_dpi->setRange(36, 1200);
    m_dpi->setValue(options.dpi);
    m_font = new QDoubleSpinBox(this);
    m_font->setObjectName(QStringLiteral("exportFont"));
    m_font->setRange(4.0, 36.0);
    m_font->setSuffix(tr(" pt"));
    m_font->setValue(options.fontPoints);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QFormLayout(this);
    layout->addRow(tr("Width:"), m_width);
    layout->addRow(tr("Height:"), m_height);
    layout->addRow(tr("Unit:"), m_unit);
    layout->addRow(tr("PNG resolution (dpi):"), m_dpi);
    layout->addRow(tr("Font size:"), m_font);
    layout->addRow(buttons);
}

ChartExportOptions ChartExportDialog::options() const
{
    ChartExportOptions options;
    options.width = m_width->value();
    options.height = m_height->value();
    options.unit = ChartExportOptions::Unit(m_unit->currentData().toInt());
    options.dpi = m_dpi->value();
    options.fontPoints = m_font->value();
    return options;
}
