#include "ui/evaluation/CompareSystemsDialog.h"

#include "core/project/EvaluationModel.h"
#include "ui/common/Dialogs.h"
#include "ui/evaluation/CompareMatrixModel.h"
#include "ui/common/TableExport.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

#include <limits>

namespace {

QString metricLabel(StatsMetric metric)
{
    switch (metric) {
    case StatsMetric::Precision:
        return CompareSystemsDialog::tr("Precision");
    case StatsMetric::Recall:
        return CompareSystemsDialog::tr("Recall");
    case StatsMetric::F1:
        return CompareSystemsDialog::tr("F1");
    case StatsMetric::Auc:
        return CompareSystemsDialog::tr("AUC");
    }
    return {};
}

} // namespace

CompareSystemsDialog::CompareSystemsDialog(const EvaluationModel *model, const QStringList &systems, QWidget *parent)
    : QDialog(parent),
      m_model(model),
      m_systems(systems)
{
    setObjectName(QStringLiteral("compareSystemsDialog"));
    setWindowTitle(tr("Compare Systems"));
    m_matrix = new CompareMatrixModel(this);
    m_matrix->setPalette(palette());

    m_metric = new QComboBox;
    m_metric->setObjectName(QStringLiteral("compareMetric"));
    m_test = new QComboBox;
    m_test->setObjectName(QStringLiteral("compareTest"));
    m_test->addItem(tr("Approximate randomization"), int(PairedTest::Randomization));
    m_test->addItem(tr("Paired bootstrap"), int(PairedTest::Bootstrap));
    m_resamples = new QSpinBox;
    m_resamples->setObjectName(QStringLiteral("compareResamples"));
    m_resamples->setRange(100, 1000000);
    m_resamples->setSingleStep(1000);
    m_resamples->setValue(10000);
    m_resamples->setGroupSeparatorShown(true);
    m_resamples->setKeyboardTracking(false);
    m_seed = new QSpinBox;
    m_seed->setObjectName(QStringLiteral("compareSeed"));
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(1);
    m_seed->setKeyboardTracking(false);
    m_holm = new QCheckBox(tr("&Holm-adjust over all pairs"));
    m_holm->setObjectName(QStringLiteral("compareHolm"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Metric:"), m_metric);
    form->addRow(tr("&Test:"), m_test);
    auto *resampling = new QHBoxLayout;
    resampling->addWidget(m_resamples);
    auto *seedLabel = new QLabel(tr("&Seed:"));
    seedLabel->setBuddy(m_seed);
    resampling->addWidget(seedLabel);
    resampling->addWidget(m_seed);
    resampling->addWidget(m_holm);
    resampling->addStretch();
    auto *resamplesLabel = new QLabel(tr("&Resamples:"));
    resamplesLabel->setBuddy(m_resamples);
    form->addRow(resamplesLabel, resampling);

    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("compareMatrix"));
    m_table->setModel(m_matrix);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_caption = new QLabel;
    m_caption->setObjectName(QStringLiteral("compareCaption"));
    m_caption->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *exportButton = buttons->addButton(tr("&Export..."), QDialogButtonBox::ActionRole);
    exportButton->setObjectName(QStringLiteral("compareExport"));
    connect(exportButton, &QPushButton::clicked, this, &CompareSystemsDialog::chooseExport);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_caption);
    layout->addWidget(buttons);
    resize(820, 520);

    connect(m_metric, &QComboBox::currentIndexChanged, this, &CompareSystemsDialog::showMetric);
    connect(m_test, &QComboBox::currentIndexChanged, this, &CompareSystemsDialog::recompute);
    connect(m_resamples, &QSpinBox::valueChanged, this, &CompareSystemsDialog::recompute);
    connect(m_seed, &QSpinBox::valueChanged, this, &CompareSystemsDialog::recompute);
    connect(m_holm, &QCheckBox::toggled, this, &CompareSystemsDialog::recompute);
    recompute();
}

PairedTestSettings CompareSystemsDialog::settings() const
{
    PairedTestSettings settings;
    settings.test = PairedTest(m_test->currentData().toInt());
    settings.resamples = m_resamples->value();
    settings.seed = quint64(m_seed->value());
    settings.holm = m_holm->isChecked();
    return settings; // no metric: every metric of the scorer, as oie-score compare
}

void CompareSystemsDialog::recompute()
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    m_matrix->setReport(m_model->compare(m_systems, settings()));
    QApplication::restoreOverrideCursor();
    const StatsMetric shown = m_metric->count() > 0 ? StatsMetric(m_metric->currentData().toInt()) : StatsMetric::F1;
    {
        const QSignalBlocker blocker(m_metric);
        m_metric->clear();
        for (const StatsMetric metric : m_matrix->report().settings.metrics)
            m_metric->addItem(metricLabel(metric), int(metric));
        m_metric->setCurrentIndex(std::max(0, m_metric->findData(int(shown))));
    }
    showMetric();
}

void CompareSystemsDialog::showMetric()
{
    if (m_metric->count() > 0)
        m_matrix->setMetric(StatsMetric(m_metric->currentData().toInt()));
    m_caption->setText(caption());
}

QString CompareSystemsDialog::caption() const
{
    const CompareReport &report = m_matrix->report();
    if (report.comparisons.isEmpty())
        return m_systems.size() < 2 ? tr("Two visible systems or more are needed to compare.")
                                    : tr("This scorer has no per-sentence outcomes to compare here "
                                         "(BenchIE^FL's official mode, or CaRB and OIE2016 before they score).");
    //: Compare Systems caption: "BenchIE, facet default, 300 sentences: F1 of the row minus the column;
    //: approximate randomization test (...); † p < 0.05"
    return tr("%1, %2 sentences: %3 of the row system minus the column system; %4; \u2020 p < %5 (green: the row "
              "is higher, red: lower)")
        .arg(report.description, QString::number(report.sentences), metricLabel(m_matrix->metric()),
             report.testPhrase(), QString::number(report.alpha));
}

bool CompareSystemsDialog::exportTo(const QString &path, QString *error) const
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const ScoreReport::Format format = suffix == QLatin1String("csv") ? ScoreReport::Format::Csv
        : suffix == QLatin1String("tex")                              ? ScoreReport::Format::Latex
        : suffix == QLatin1String("json")                             ? ScoreReport::Format::Json
                                                                      : ScoreReport::Format::Table;
    return TableExport::writeFile(path, m_matrix->report().render(format), error);
}

void CompareSystemsDialog::chooseExport()
{
    const QString path = Dialogs::saveFileName(this, tr("Export Comparison"), Dialogs::lastDirectory(),
                                               tr("CSV (*.csv);;LaTeX (*.tex);;JSON (*.json);;Text (*.txt)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTo(path, &error))
        Dialogs::warning(this, tr("Export Comparison"), error);
}
