#include "ui/charts/ChartExportDialog.h"

#include "ui/common/Dialogs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScreen>
#include <QSpinBox>

namespace {

constexpr double kCentimetresPerInch = 2.54;

} // namespace

ChartExportDialog::ChartExportDialog(const ChartExportOptions &options, QWidget *parent, const ChartData &preview)
    : QDialog(parent),
      m_chart(preview)
{
    setWindowTitle(tr("Chart Export"));
    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("exportPreset"));
    m_preset->addItem(tr("ACL/EMNLP single column (7.7 cm)"), ChartExportOptions::kAclColumn);
    m_preset->addItem(tr("One column (8.5 cm)"), ChartExportOptions::kOneColumn);
    m_preset->addItem(tr("Two columns (17 cm)"), ChartExportOptions::kTwoColumns);
    m_preset->addItem(tr("Custom"), 0.0);
    m_aspect = new QComboBox(this);
    m_aspect->setObjectName(QStringLiteral("exportAspect"));
    m_aspect->addItem(tr("4:3"), 4.0 / 3.0);
    m_aspect->addItem(tr("3:2"), 1.5);
    m_aspect->addItem(tr("16:9"), 16.0 / 9.0);
    m_aspect->addItem(tr("2:1"), 2.0);
    m_aspect->addItem(tr("1:1"), 1.0);
    m_aspect->addItem(tr("Free (height below)"), 0.0);
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
    m_font->setToolTip(tr("The same in points whatever the size: 8 to 10 pt match a paper's text"));
    m_font->setValue(options.fontPoints);
    m_title = new QCheckBox(tr("Draw the title (papers put it in the caption)"), this);
    m_title->setObjectName(QStringLiteral("exportTitle"));
    m_title->setChecked(options.title);
    m_preview = new QLabel(this);
    m_preview->setObjectName(QStringLiteral("exportPreview"));
    m_preview->setAlignment(Qt::AlignCenter);
    m_preview->setVisible(!m_chart.series.isEmpty() || !m_chart.categories.isEmpty());
    // The preset whose width the options have, else Custom; the aspect of their height, else Free.
    const double widthCm
        = options.unit == ChartExportOptions::Unit::Inches ? options.width * kCentimetresPerInch : options.width;
    m_preset->setCurrentIndex(m_preset->count() - 1);
    for (int i = 0; i + 1 < m_preset->count(); ++i) {
        if (qAbs(m_preset->itemData(i).toDouble() - widthCm) < 0.01)
            m_preset->setCurrentIndex(i);
    }
    m_aspect->setCurrentIndex(m_aspect->count() - 1);
    for (int i = 0; i + 1 < m_aspect->count(); ++i) {
        if (qAbs(options.width / options.height - m_aspect->itemData(i).toDouble()) < 0.01)
            m_aspect->setCurrentIndex(i);
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *form = new QFormLayout;
    form->addRow(tr("Size:"), m_preset);
    form->addRow(tr("Width:"), m_width);
    form->addRow(tr("Aspect (width:height):"), m_aspect);
    form->addRow(tr("Height:"), m_height);
    form->addRow(tr("Unit:"), m_unit);
    form->addRow(tr("PNG resolution (dpi):"), m_dpi);
    form->addRow(tr("Font size:"), m_font);
    form->addRow(QString(), m_title);
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    top->addLayout(form);
    top->addWidget(m_preview, 1);
    layout->addLayout(top);
    //: Under the chart export preview
    auto *caption = new QLabel(tr("Preview at true size on this screen"), this);
    caption->setVisible(m_preview->isVisible());
    layout->addWidget(caption);
    layout->addWidget(buttons);

    connect(m_preset, &QComboBox::currentIndexChanged, this, &ChartExportDialog::presetChosen);
    connect(m_aspect, &QComboBox::currentIndexChanged, this, &ChartExportDialog::sizeChanged);
    connect(m_width, &QDoubleSpinBox::valueChanged, this, &ChartExportDialog::sizeChanged);
    connect(m_height, &QDoubleSpinBox::valueChanged, this, &ChartExportDialog::sizeChanged);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &ChartExportDialog::presetChosen);
    connect(m_font, &QDoubleSpinBox::valueChanged, this, &ChartExportDialog::updatePreview);
    connect(m_title, &QCheckBox::toggled, this, &ChartExportDialog::updatePreview);
    sizeChanged();
}

void ChartExportDialog::presetChosen()
{
    const double centimetres = m_preset->currentData().toDouble();
    if (centimetres > 0.0) {
        const bool inches = ChartExportOptions::Unit(m_unit->currentData().toInt()) == ChartExportOptions::Unit::Inches;
        m_updating = true;
        m_width->setValue(inches ? centimetres / kCentimetresPerInch : centimetres);
        m_updating = false;
    }
    sizeChanged();
}

// The height follows the width by the aspect; a width typed by hand is a custom size.
void ChartExportDialog::sizeChanged()
{
    if (m_updating)
        return;
    m_updating = true;
    const bool inches = ChartExportOptions::Unit(m_unit->currentData().toInt()) == ChartExportOptions::Unit::Inches;
    const double preset = m_preset->currentData().toDouble();
    const double width = inches ? m_width->value() * kCentimetresPerInch : m_width->value();
    if (preset > 0.0 && qAbs(preset - width) > 0.01)
        m_preset->setCurrentIndex(m_preset->count() - 1);
    const double aspect = m_aspect->currentData().toDouble();
    m_height->setEnabled(aspect <= 0.0);
    if (aspect > 0.0)
        m_height->setValue(m_width->value() / aspect);
    m_updating = false;
    updatePreview();
}

void ChartExportDialog::updatePreview()
{
    if (!m_preview->isVisible() && m_chart.series.isEmpty())
        return;
    const QScreen *screen = this->screen();
    const double dpi = screen ? screen->physicalDotsPerInchX() : 96.0;
    QPixmap pixmap = ChartExporter::pixmap(m_chart, options(), dpi * devicePixelRatioF());
    pixmap.setDevicePixelRatio(devicePixelRatioF());
    m_preview->setPixmap(pixmap);
}

ChartExportOptions ChartExportDialog::options() const
{
    ChartExportOptions options;
    options.width = m_width->value();
    options.height = m_height->value();
    options.unit = ChartExportOptions::Unit(m_unit->currentData().toInt());
    options.dpi = m_dpi->value();
    options.fontPoints = m_font->value();
    options.title = m_title->isChecked();
    return options;
}

QString ChartExportDialog::chooseFile(QWidget *parent, const ChartData &chart, bool preview,
                                      ChartExportOptions *options, ChartExporter::Format *format)
{
    ChartExportDialog dialog(*options, parent, preview ? chart : ChartData());
    if (Dialogs::isInteractive() && dialog.exec() != QDialog::Accepted)
        return QString();
    *options = dialog.options();
    const QString path = Dialogs::saveFileName(
        parent, tr("Export Chart"), QDir(Dialogs::lastDirectory()).filePath(chart.fileName + QStringLiteral(".pdf")),
        ChartExporter::fileFilter());
    *format = ChartExporter::Format::Pdf;
    ChartExporter::parseFormat(QFileInfo(path).suffix(), format);
    return path;
}
