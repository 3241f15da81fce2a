#include "ui/agreement/AgreementView.h"

#include "core/document/ScoringSession.h"
#include "core/document/StudioDocument.h"
#include "ui/agreement/AgreementSentenceModel.h"
#include "ui/agreement/AgreementSortProxy.h"
#include "ui/charts/BarChart.h"
#include "ui/charts/ChartExporter.h"
#include "ui/common/Dialogs.h"
#include "ui/common/FacetText.h"
#include "ui/common/FlowLayout.h"
#include "ui/common/LanguageChange.h"
#include "ui/common/SystemAppearance.h"
#include "ui/common/TableExport.h"
#include "ui/common/TranslatedText.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

AgreementView::AgreementView(StudioDocument *document, QWidget *parent)
    : QWidget(parent),
      m_document(document),
      m_model(new AgreementSentenceModel(this)),
      m_proxy(new AgreementSortProxy(this)),
      m_uncovered(new QStandardItemModel(this))
{
    const TranslatedText trText(staticMetaObject);
    setObjectName(QStringLiteral("agreementView"));
    m_proxy->setSourceModel(m_model);

    auto *open = trText.set(new QPushButton(), QT_TR_NOOP("Compare &With Gold..."));
    open->setObjectName(QStringLiteral("agreementOpenButton"));
    trText.setToolTip(open, QT_TR_NOOP("A second annotator's gold (BenchIE gold or project) for the same sentences"));
    connect(open, &QPushButton::clicked, this, &AgreementView::chooseGold);
    m_facetCombo = new QComboBox;
    m_facetCombo->setObjectName(QStringLiteral("agreementFacetCombo"));
    for (Facet facet : {Facet::Default, Facet::Minimal, Facet::Entity})
        m_facetCombo->addItem(FacetText::label(facet), int(facet));
    trText.setToolTip(
        m_facetCombo,
        QT_TR_NOOP("Default: the synsets as annotated; minimal: optional words dropped; entity: only "
                   "entity-clean triples. The concat facets have no agreement (it compares slot by slot)."));
    connect(m_facetCombo, &QComboBox::currentIndexChanged, this,
            [this](int index) { setFacet(Facet(m_facetCombo->itemData(index).toInt())); });
    m_orderCombo = new QComboBox;
    m_orderCombo->setObjectName(QStringLiteral("agreementOrderCombo"));
    m_orderCombo->addItem(tr("Lowest agreement first"), true);
    m_orderCombo->addItem(tr("Sentence order"), false);
    // A new language: the combo boxes' items, then the table, summary and chart made again.
    LanguageChange::follow(this, [this]() {
        QStringList facets;
        for (int i = 0; i < m_facetCombo->count(); ++i)
            facets.append(FacetText::label(Facet(m_facetCombo->itemData(i).toInt())));
        LanguageChange::setItemTexts(m_facetCombo, facets);
        LanguageChange::setItemTexts(m_orderCombo, {tr("Lowest agreement first"), tr("Sentence order")});
        recompute();
    });
    connect(m_orderCombo, &QComboBox::currentIndexChanged, this,
            [this](int index) { setChartSorted(m_orderCombo->itemData(index).toBool()); });
    auto *exportTable = trText.set(new QPushButton(), QT_TR_NOOP("E&xport Table..."));
    exportTable->setObjectName(QStringLiteral("agreementExportTableButton"));
    connect(exportTable, &QPushButton::clicked, this, &AgreementView::chooseTableExport);
    auto *exportChart = trText.set(new QPushButton(), QT_TR_NOOP("Ex&port Chart..."));
    exportChart->setObjectName(QStringLiteral("agreementExportChartButton"));
    connect(exportChart, &QPushButton::clicked, this, &AgreementView::chooseChartExport);

    // Wraps rather than widening the window when the labels are long (a translated interface).
    auto *controls = new FlowLayout;
    controls->setContentsMargins(0, 0, 0, 0);
    controls->addWidget(open);
    auto *facetCaption = trText.set(new QLabel(), QT_TR_NOOP("Fa&cet:"));
    facetCaption->setBuddy(m_facetCombo);
    controls->addWidget(facetCaption);
    controls->addWidget(m_facetCombo);
    auto *orderCaption = trText.set(new QLabel(), QT_TR_NOOP("Chart &order:"));
    orderCaption->setBuddy(m_orderCombo);
    controls->addWidget(orderCaption);
    controls->addWidget(m_orderCombo);
    controls->addStretch();
    controls->addWidget(exportTable);
    controls->addWidget(exportChart);

    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("agreementSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("agreementTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(AgreementSentenceModel::SentenceColumn, Qt::AscendingOrder);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);

    m_uncoveredTable = new QTableView;
    m_uncoveredTable->setObjectName(QStringLiteral("agreementUncoveredTable"));
    m_uncoveredTable->setModel(m_uncovered);
    m_uncoveredTable->setSortingEnabled(true);
    m_uncoveredTable->verticalHeader()->hide();
    m_uncoveredTable->horizontalHeader()->setStretchLastSection(true);
    m_uncoveredTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_uncoveredTable->verticalHeader()->setDefaultSectionSize(m_uncoveredTable->fontMetrics().height() + 6);

    m_chart = new BarChart;
    m_chart->setObjectName(QStringLiteral("agreementChart"));
    m_chart->setMinimumHeight(220);

    auto *tables = new QSplitter(Qt::Horizontal);
    tables->addWidget(m_table);
    tables->addWidget(m_uncoveredTable);
    tables->setStretchFactor(0, 2);
    tables->setStretchFactor(1, 1);
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(tables);
    splitter->addWidget(m_chart);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);

    connect(document, &StudioDocument::goldReset, this, &AgreementView::recompute);
    connect(document, &StudioDocument::sentenceChanged, this, [this]() {
        if (isVisible())
            recompute();
        else
            m_stale = !m_otherPath.isEmpty();
    });
    recompute();
}

void AgreementView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        recompute();
}

const AgreementResult &AgreementView::result() const
{
    return m_model->result();
}

bool AgreementView::compareWith(const QString &path, QString *error)
{
    Benchmark other;
    Diagnostics diagnostics;
    if (!ScoringSession::readGold(path, &other, &diagnostics, error))
        return false;
    m_other = other;
    m_otherPath = path;
    recompute();
    return true;
}

void AgreementView::setFacet(Facet facet)
{
    m_facet = facet;
    const int index = m_facetCombo->findData(int(facet));
    if (index >= 0 && index != m_facetCombo->currentIndex()) {
        m_facetCombo->setCurrentIndex(index); // comes back here
        return;
    }
    recompute();
}

void AgreementView::setChartSorted(bool sorted)
{
    m_chartSorted = sorted;
    const int index = m_orderCombo->findData(sorted);
    if (index >= 0 && index != m_orderCombo->currentIndex())
        m_orderCombo->setCurrentIndex(index);
    refreshChart();
}

// An edit of the open gold changes A: computed again (the whole of it takes well under 0.1 s).
void AgreementView::recompute()
{
    m_stale = false;
    AgreementResult result;
    Benchmark a, b;
    if (m_document->hasGold() && !m_otherPath.isEmpty() && Agreement::facetGold(m_document->benchmark(), m_facet, &a)
        && Agreement::facetGold(m_other, m_facet, &b))
        result = Agreement::compute(a, b);
    m_model->setResult(result);
    m_uncovered->clear();
    m_uncovered->setHorizontalHeaderLabels({tr("Sentence"), tr("Missed by"), tr("Synset"), tr("Only optional tokens")});
    for (const UncoveredSynset &u : result.uncovered) {
        auto *synset = new QStandardItem;
        synset->setData(u.synsetIndex + 1, Qt::DisplayRole);
        m_uncovered->appendRow({new QStandardItem(u.sentenceId),
                                new QStandardItem(u.inA ? tr("B (synset of A)") : tr("A (synset of B)")), synset,
                                new QStandardItem(u.optionalOnly ? tr("yes") : QString())});
    }
    const QLocale locale;
    if (m_otherPath.isEmpty()) {
        m_summary->setText(tr("Compare the open gold (A) with a second annotator's gold (B): Compare With Gold..."));
    } else if (result.sentences.isEmpty()) {
        m_summary->setText(tr("No sentence of B pairs with one of A by id."));
    } else {
        m_summary->setText(
            tr("<b>A</b> = %1, <b>B</b> = %2 (%3 sentences, facet %4)<br>"
               "Recall of A on B <b>%5</b> (%6 of %7 synsets of B covered) &nbsp;·&nbsp; "
               "recall of B on A <b>%8</b> (%9 of %10 synsets of A covered) &nbsp;·&nbsp; agreement <b>%11</b><br>"
               "Only on optional tokens: %12 of the %13 uncovered synsets (%14%)")
                .arg(QFileInfo(m_document->benchmark().fileName).fileName().toHtmlEscaped(),
                     QFileInfo(m_otherPath).fileName().toHtmlEscaped(), locale.toString(result.sentences.size()),
                     FacetText::label(m_facet), QString::number(result.recallAOnB(), 'f', 4),
                     locale.toString(result.coveredB), locale.toString(result.synsetsB),
                     QString::number(result.recallBOnA(), 'f', 4), locale.toString(result.coveredA),
                     locale.toString(result.synsetsA), QString::number(result.agreement(), 'f', 4))
                .arg(locale.toString(result.optionalOnlyCount()), locale.toString(result.uncovered.size()),
                     QString::number(100.0 * result.optionalOnlyShare(), 'f', 1)));
    }
    refreshChart();
}

QString AgreementView::summaryText() const
{
    return m_summary->text();
}

ChartData AgreementView::chartData() const
{
    const AgreementResult &r = result();
    ChartData data;
    data.fileName = QStringLiteral("agreement_by_sentence");
    data.title = tr("Agreement per sentence (mean of both recalls)");
    data.xLabel = m_chartSorted ? tr("Sentence (lowest agreement first)") : tr("Sentence");
    data.yLabel = tr("Agreement");
    // No figure before a comparison (an "Overall: 0.0000" would read as no agreement at all).
    if (!r.sentences.isEmpty())
        data.note = tr("Overall: %1 (recall of A on B %2, of B on A %3)")
                        .arg(QString::number(r.agreement(), 'f', 4), QString::number(r.recallAOnB(), 'f', 4),
                             QString::number(r.recallBOnA(), 'f', 4));
    QVector<int> order(r.sentences.size());
    std::iota(order.begin(), order.end(), 0);
    if (m_chartSorted)
        std::stable_sort(order.begin(), order.end(),
                         [&r](int x, int y) { return r.sentences.at(x).agreement() < r.sentences.at(y).agreement(); });
    ChartSeries series;
    series.name = tr("agreement");
    series.color = SystemAppearance::palette().value(0);
    for (int i : order) {
        data.categories.append(r.sentences.at(i).sentenceId);
        series.values.append(r.sentences.at(i).agreement());
    }
    data.series.append(series);
    data.yMax = 1.0;
    data.decimals = 4;
    data.labelEvery = std::max(1, int(order.size()) / 15); // 300 sentences: every 20th id
    return data;
}

void AgreementView::refreshChart()
{
    m_chart->setChartData(chartData());
}

bool AgreementView::exportTable(const QString &path, QString *error) const
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const TableExport::Format format = suffix == QLatin1String("csv") ? TableExport::Format::Csv
        : suffix == QLatin1String("tex")                              ? TableExport::Format::Latex
                                                                      : TableExport::Format::Tsv;
    return TableExport::writeFile(path, TableExport::render(*m_model, format, 4), error);
}

bool AgreementView::exportChart(const QString &path, QString *error) const
{
    ChartExporter::Format format = ChartExporter::Format::Pdf;
    if (!ChartExporter::parseFormat(QFileInfo(path).suffix().toLower(), &format)) {
        *error = tr("%1: the chart is written as .pdf, .svg, .png or .tex").arg(path);
        return false;
    }
    // The figure and its caption snippet beside it.
    return ChartExporter::exportChart(chartData(), format, path, ChartExportOptions(), error)
        && ChartExporter::exportCaption(chartData(), path, error);
}

void AgreementView::chooseGold()
{
    const QString path
        = Dialogs::openFileName(this, tr("Compare With Gold"), QString(),
                                tr("BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!compareWith(path, &error))
        Q_EMIT failed(path, error);
}

void AgreementView::chooseTableExport()
{
    const QString path = Dialogs::saveFileName(this, tr("Export Agreement Table"), QString(),
                                               tr("TSV (*.tsv);;CSV (*.csv);;LaTeX (*.tex)"));
    QString error;
    if (!path.isEmpty() && !exportTable(path, &error))
        Q_EMIT failed(path, error);
}

void AgreementView::chooseChartExport()
{
    const QString path
        = Dialogs::saveFileName(this, tr("Export Agreement Chart"), QString(), ChartExporter::fileFilter());
    QString error;
    if (!path.isEmpty() && !exportChart(path, &error))
        Q_EMIT failed(path, error);
}
