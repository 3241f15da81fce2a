#pragma once

#include "core/analysis/Agreement.h"
#include "core/model/Benchmark.h"
#include "core/model/Facet.h"
#include "ui/charts/ChartData.h"

#include <QWidget>

class AgreementSentenceModel;
class AgreementSortProxy;
class BarChart;
class QComboBox;
class QLabel;
class QStandardItemModel;
class QTableView;
class StudioDocument;

// The Agree tab: the inter-annotator agreement (docs/scoring/agreement.md 5) of the open gold (A)
// with a second annotator's gold (B), as `oie-score agreement` computes it: both recalls and
// their mean, overall and per sentence (a sortable table and a chart of per-sentence agreement,
// by sentence or sorted), per facet (default, minimal, entity), the synsets each side has that
// the other misses, and the share of those that differ only on optional tokens. The table
// exports as TSV, CSV or LaTeX and the chart as PDF, SVG or PNG, like the Evaluate tab's.
class AgreementView : public QWidget
{
    Q_OBJECT

public:
    explicit AgreementView(StudioDocument *document, QWidget *parent = nullptr);

    // Reads gold B and computes the agreement; false with *error when it cannot be read.
    bool compareWith(const QString &path, QString *error);
    void setFacet(Facet facet);
    Facet facet() const { return m_facet; }
    // Sorted by agreement (lowest first) or in sentence order.
    void setChartSorted(bool sorted);

    const AgreementResult &result() const;
    QString summaryText() const;
    const AgreementSentenceModel *sentenceModel() const { return m_model; }
    const QStandardItemModel *uncoveredModel() const { return m_uncovered; }
    ChartData chartData() const;
    // Writes the per-sentence table (totals first) as TSV, CSV or LaTeX, told by the suffix.
    bool exportTable(const QString &path, QString *error) const;
    // Writes the chart as PDF, SVG or PNG, told by the suffix.
    bool exportChart(const QString &path, QString *error) const;

Q_SIGNALS:
    void failed(const QString &file, const QString &message);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void recompute();
    void refreshChart();
    void chooseGold();
    void chooseTableExport();
    void chooseChartExport();

    StudioDocument *m_document;
    Benchmark m_other;
    QString m_otherPath;
    Facet m_facet = Facet::Default;
    bool m_chartSorted = true;
    bool m_stale = false; // A was edited while hidden: computed again when shown
    AgreementSentenceModel *m_model;
    AgreementSortProxy *m_proxy;
    QStandardItemModel *m_uncovered;
    QComboBox *m_facetCombo = nullptr;
    QComboBox *m_orderCombo = nullptr;
    QLabel *m_summary = nullptr;
    QTableView *m_table = nullptr;
    QTableView *m_uncoveredTable = nullptr;
    BarChart *m_chart = nullptr;
};
