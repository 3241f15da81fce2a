#include "ui/mismatches/MismatchBrowser.h"

#include "core/document/ScoringSession.h"
#include "ui/common/TranslatedText.h"
#include "ui/mismatches/MismatchFilterProxy.h"
#include "ui/mismatches/MismatchSentenceModel.h"
#include "ui/mismatches/SentenceDetailView.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

MismatchBrowser::MismatchBrowser(const ScoringSession *session, const AnalysisResults *analyses,
                                 SystemAppearance *appearance, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
{
    const TranslatedText trText(staticMetaObject);
    m_model = new MismatchSentenceModel(this);
    m_proxy = new MismatchFilterProxy(this);
    m_proxy->setSourceModel(m_model);

    auto *search = new QLineEdit(this);
    search->setObjectName(QStringLiteral("mismatchSearch"));
    trText.setPlaceholder(search, QT_TR_NOOP("Search sentences or ids"));
    search->setClearButtonEnabled(true);
    auto *thresholdCheck = trText.set(new QCheckBox(this), QT_TR_NOOP("Some F1 below"));
    thresholdCheck->setObjectName(QStringLiteral("f1ThresholdCheck"));
    auto *threshold = new QDoubleSpinBox(this);
    threshold->setObjectName(QStringLiteral("f1ThresholdSpin"));
    threshold->setRange(0.0, 1.0);
    threshold->setSingleStep(0.05);
    threshold->setValue(0.5);
    auto *disagree = trText.set(new QCheckBox(this), QT_TR_NOOP("Systems disagree"));
    disagree->setObjectName(QStringLiteral("disagreeCheck"));
    auto *uncovered = trText.set(new QCheckBox(this), QT_TR_NOOP("Synset covered by no system"));
    uncovered->setObjectName(QStringLiteral("uncoveredCheck"));
    const auto applyThreshold = [this, thresholdCheck, threshold]() {
        m_proxy->setF1Threshold(thresholdCheck->isChecked() ? threshold->value() : 2.0);
    };
    connect(search, &QLineEdit::textChanged, m_proxy, &MismatchFilterProxy::setText);
    connect(thresholdCheck, &QCheckBox::toggled, this, applyThreshold);
    connect(threshold, &QDoubleSpinBox::valueChanged, this, applyThreshold);
    connect(disagree, &QCheckBox::toggled, m_proxy, &MismatchFilterProxy::setDisagreeOnly);
    connect(uncovered, &QCheckBox::toggled, m_proxy, &MismatchFilterProxy::setUncoveredOnly);

    auto *filters = new QHBoxLayout;
    filters->addWidget(thresholdCheck);
    filters->addWidget(threshold);
    filters->addWidget(disagree);
    filters->addWidget(uncovered);
    filters->addStretch(1);
    auto *searchRow = new QHBoxLayout;
    searchRow->addWidget(search, 1);
    auto *exportReport = trText.set(new QPushButton(this), QT_TR_NOOP("Export Report..."));
    exportReport->setObjectName(QStringLiteral("exportMismatchButton"));
    trText.setToolTip(exportReport, QT_TR_NOOP("Every extraction of every visible system with its verdict, synset, closest gold "
                                "triple and slot pattern, as TSV or JSON"));
    connect(exportReport, &QPushButton::clicked, this, &MismatchBrowser::exportRequested);
    searchRow->addWidget(exportReport);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("mismatchTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(MismatchSentenceModel::IdColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(MismatchSentenceModel::TextColumn, QHeaderView::Interactive);
    m_table->horizontalHeader()->resizeSection(MismatchSentenceModel::TextColumn, 170);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);

    m_detail = new SentenceDetailView(session, analyses, appearance, this);
    m_detail->setObjectName(QStringLiteral("sentenceDetail"));

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({450, 550});
    splitter->setChildrenCollapsible(false);
    m_note = new QLabel;
    m_note->setObjectName(QStringLiteral("mismatchNote"));
    m_note->setWordWrap(true);
    m_note->setVisible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_note);
    layout->addLayout(searchRow);
    layout->addLayout(filters);
    layout->addWidget(splitter, 1);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MismatchBrowser::showCurrent);
    m_detail->showSentence(-1, {});
}

void MismatchBrowser::setScores(const QVector<SystemScore> &visibleScores)
{
    const int current = currentSentence();
    m_scores = visibleScores;
    m_model->setScores(&m_session->benchmark(), visibleScores);
    if (current >= 0 && current < m_model->rowCount())
        selectSentence(current);
    else
        m_detail->showSentence(-1, {});
}

void MismatchBrowser::updateSentence(int index, const QVector<SystemScore> &visibleScores)
{
    m_scores = visibleScores;
    m_model->updateSentence(index, visibleScores);
    if (m_detail->sentenceIndex() == index)
        m_detail->showSentence(index, m_scores);
}

void MismatchBrowser::setShowClosestTriples(bool show)
{
    m_detail->setShowClosestTriples(show);
}

void MismatchBrowser::setNote(const QString &note)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

void MismatchBrowser::selectSentence(int index)
{
    QModelIndex proxyIndex = m_proxy->mapFromSource(m_model->index(index, 0));
    if (!proxyIndex.isValid()) {
        for (QLineEdit *search : findChildren<QLineEdit *>(QStringLiteral("mismatchSearch")))
            search->clear();
        for (QCheckBox *check : findChildren<QCheckBox *>())
            check->setChecked(false);
        proxyIndex = m_proxy->mapFromSource(m_model->index(index, 0));
    }
    if (!proxyIndex.isValid())
        return;
    m_table->setCurrentIndex(proxyIndex);
    m_table->scrollTo(proxyIndex);
    showCurrent();
}

int MismatchBrowser::currentSentence() const
{
    const QModelIndex index = m_table->currentIndex();
    return index.isValid() ? m_proxy->mapToSource(index).row() : -1;
}

void MismatchBrowser::showCurrent()
{
    const int sentence = currentSentence();
    m_detail->showSentence(sentence, m_scores);
    if (sentence >= 0)
        Q_EMIT sentenceSelected(sentence);
}
