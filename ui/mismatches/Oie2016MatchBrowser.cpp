#include "ui/mismatches/Oie2016MatchBrowser.h"

#include "core/oie2016/Oie2016Evaluation.h"
#include "ui/common/LanguageChange.h"
#include "ui/common/SystemAppearance.h"

#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

QString extractionText(const Oie2016Extraction &extraction)
{
    QStringList parts = extraction.arguments;
    parts.insert(qMin<qsizetype>(1, parts.size()), QStringLiteral("[%1]").arg(extraction.predicate));
    return parts.join(QStringLiteral(" | "));
}

} // namespace

Oie2016MatchBrowser::Oie2016MatchBrowser(const Oie2016Evaluation *evaluation, SystemAppearance *appearance,
                                         QWidget *parent)
    : QWidget(parent),
      m_evaluation(evaluation),
      m_appearance(appearance)
{
    m_caption = new QLabel;
    m_caption->setObjectName(QStringLiteral("oie2016MatchCaption"));
    m_caption->setWordWrap(true);
    m_sentences = new QListWidget;
    m_sentences->setObjectName(QStringLiteral("oie2016SentenceList"));
    m_sentences->setUniformItemSizes(true);
    m_sentences->setTextElideMode(Qt::ElideRight);
    m_sentences->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_sentence = new QLabel;
    m_sentence->setObjectName(QStringLiteral("oie2016SentenceText"));
    m_sentence->setWordWrap(true);
    m_sentence->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_matches = new QTableWidget;
    m_matches->setObjectName(QStringLiteral("oie2016MatchTable"));
    m_matches->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_matches->setWordWrap(true);
    m_matches->verticalHeader()->hide();
    m_matches->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_matches->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto *detail = new QWidget;
    auto *detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    detailLayout->addWidget(m_sentence);
    detailLayout->addWidget(m_matches, 1);
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(m_sentences);
    splitter->addWidget(detail);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({320, 700});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_caption);
    layout->addWidget(splitter, 1);
    connect(m_sentences, &QListWidget::currentRowChanged, this, &Oie2016MatchBrowser::showSentence);
    connect(m_appearance, &SystemAppearance::changed, this, [this]() { showSentence(m_sentences->currentRow()); });
    refresh();
    LanguageChange::follow(this, [this]() { refresh(); }); // a new language: the caption and list
}

QVector<int> Oie2016MatchBrowser::visibleSystems() const
{
    QVector<int> visible;
    for (int s = 0; s < m_evaluation->results().size(); ++s) {
        if (m_appearance->isVisible(m_evaluation->results().at(s).name))
            visible.append(s);
    }
    return visible;
}

void Oie2016MatchBrowser::refresh()
{
    const int current = m_sentences->currentRow();
    const QSignalBlocker blocker(m_sentences);
    m_sentences->clear();
    if (!m_evaluation->isScored()) {
        m_caption->setText(m_evaluation->hasGold() ? tr("Add OIE2016 system outputs to see what each matched.")
                                                   : tr("Attach an OIE2016 gold (.oie) and system outputs "
                                                        "(Evaluation menu) to see what each system matched."));
        showSentence(-1);
        return;
    }
    const QVector<Oie2016Sentence> &sentences = m_evaluation->gold().sentences();
    const int systems = int(m_evaluation->results().size());
    for (int s = 0; s < sentences.size(); ++s) {
        const Oie2016Sentence &sentence = sentences.at(s);
        int matched = 0;
        for (const Oie2016Extraction &gold : sentence.extractions) {
            for (int k = 0; k < systems; ++k) {
                bool scored = false;
                if (m_evaluation->creditedExtraction(k, gold.line, &scored)) {
                    ++matched;
                    break;
                }
            }
        }
        //: A gold sentence in the OIE2016 browser: its number, how many of its gold extractions
        //: some system matched, and its text
        auto *item = new QListWidgetItem(tr("%1. [%2/%3] %4")
                                             .arg(QString::number(s + 1), QString::number(matched),
                                                  QString::number(sentence.extractions.size()), sentence.text));
        item->setToolTip(sentence.text);
        m_sentences->addItem(item);
    }
    m_caption->setText(tr("%1 gold sentences of %2, %3; [matched/gold] counts the gold extractions that at least one "
                          "system matched")
                           .arg(QString::number(sentences.size()), m_evaluation->setup().goldPath,
                                Oie2016Options::describe(m_evaluation->mode())));
    m_sentences->setCurrentRow(qBound(0, current, int(sentences.size()) - 1));
    showSentence(m_sentences->currentRow());
}

void Oie2016MatchBrowser::selectSentence(int goldSentence)
{
    m_sentences->setCurrentRow(goldSentence);
}

void Oie2016MatchBrowser::showSentence(int goldSentence)
{
    m_matches->clear();
    const QVector<Oie2016Sentence> &sentences = m_evaluation->gold().sentences();
    if (!m_evaluation->isScored() || goldSentence < 0 || goldSentence >= sentences.size()) {
        m_sentence->clear();
        m_matches->setRowCount(0);
        m_matches->setColumnCount(0);
        return;
    }
    const Oie2016Sentence &sentence = sentences.at(goldSentence);
    m_sentence->setText(sentence.text);
    const QVector<int> systems = visibleSystems();
    m_matches->setColumnCount(int(systems.size()) + 1);
    m_matches->setRowCount(int(sentence.extractions.size()));
    QStringList headers{tr("Gold extraction")};
    for (int k : systems)
        headers.append(m_evaluation->results().at(k).name);
    m_matches->setHorizontalHeaderLabels(headers);
    for (int row = 0; row < sentence.extractions.size(); ++row) {
        const Oie2016Extraction &gold = sentence.extractions.at(row);
        auto *goldItem = new QTableWidgetItem(tr("line %1: %2").arg(QString::number(gold.line), extractionText(gold)));
        m_matches->setItem(row, 0, goldItem);
        for (int column = 0; column < systems.size(); ++column) {
            const int k = systems.at(column);
            bool scored = false;
            const Oie2016Extraction *by = m_evaluation->creditedExtraction(k, gold.line, &scored);
            QTableWidgetItem *item = nullptr;
            if (!scored) {
                //: A gold extraction the official scorer skips: another sentence has the same key
                item = new QTableWidgetItem(tr("not scored (another gold sentence has the same key)"));
                item->setForeground(palette().color(QPalette::PlaceholderText));
            } else if (!by) {
                item = new QTableWidgetItem(tr("✗ not matched"));
                item->setForeground(palette().color(QPalette::PlaceholderText));
            } else {
                //: The system extraction credited with a gold extraction: its line, words and confidence
                item = new QTableWidgetItem(
                    tr("✓ line %1: %2 (confidence %3)")
                        .arg(QString::number(by->line), extractionText(*by), QString::number(by->confidence, 'g', 4)));
                item->setData(Qt::UserRole, by->line);
            }
            item->setToolTip(item->text());
            m_matches->setItem(row, column + 1, item);
        }
    }
}
