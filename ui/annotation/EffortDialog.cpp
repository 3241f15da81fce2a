#include "ui/annotation/EffortDialog.h"

#include "core/document/StudioDocument.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

// Synsets and triples of the sentence with this id.
QPair<int, int> sizeOf(const Benchmark &benchmark, const QString &id)
{
    for (const Sentence &sentence : benchmark.sentences()) {
        if (sentence.id != id)
            continue;
        int triples = 0;
        for (const Synset &synset : sentence.synsets)
            triples += int(synset.triples.size());
        return {int(sentence.synsets.size()), triples};
    }
    return {0, 0};
}

QTableWidgetItem *number(qint64 value)
{
    auto *item = new QTableWidgetItem;
    item->setData(Qt::DisplayRole, value);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

EffortDialog::EffortDialog(StudioDocument *document, QWidget *parent)
    : QDialog(parent),
      m_document(document)
{
    setObjectName(QStringLiteral("effortDialog"));
    setWindowTitle(tr("Annotation Effort"));
    m_recording = new QCheckBox(tr("&Record the keys and time of annotating (kept in the project file)"));
    m_recording->setObjectName(QStringLiteral("recordEffortBox"));
    m_recording->setChecked(document->effort().recording());
    connect(m_recording, &QCheckBox::toggled, this, [this](bool on) {
        m_document->effort().setRecording(on);
        m_document->markUnsaved();
    });
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("effortSummary"));
    m_summary->setWordWrap(true);
    m_table = new QTableWidget(0, 5);
    m_table->setObjectName(QStringLiteral("effortTable"));
    m_table->setHorizontalHeaderLabels({tr("Sentence"), tr("Keys"), tr("Time"), tr("Synsets"), tr("Triples")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_recording);
    layout->addWidget(buttons);
    resize(560, 460);
    refresh();
}

void EffortDialog::refresh()
{
    const AnnotationEffort &effort = m_document->effort();
    m_table->setSortingEnabled(false);
    m_table->setRowCount(int(effort.sentences().size()));
    int synsets = 0;
    int triples = 0;
    for (int row = 0; row < effort.sentences().size(); ++row) {
        const AnnotationEffort::Sentence &sentence = effort.sentences().at(row);
        const QPair<int, int> size = sizeOf(m_document->benchmark(), sentence.id);
        synsets += size.first;
        triples += size.second;
        bool numeric = false;
        const int idNumber = sentence.id.toInt(&numeric);
        m_table->setItem(row, 0, numeric ? number(idNumber) : new QTableWidgetItem(sentence.id)); // 2 before 10
        m_table->setItem(row, 1, number(sentence.keys));
        auto *time = new QTableWidgetItem(AnnotationEffort::duration(sentence.milliseconds));
        time->setData(Qt::UserRole, sentence.milliseconds);
        time->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, 2, time);
        m_table->setItem(row, 3, number(size.first));
        m_table->setItem(row, 4, number(size.second));
    }
    m_table->setSortingEnabled(true);
    m_table->sortItems(0, Qt::AscendingOrder);
    const AnnotationEffort::Sentence total = effort.total();
    if (effort.isEmpty()) {
        m_summary->setText(
            tr("Nothing recorded yet: keys pressed in the Annotate tab are counted here, per sentence."));
        return;
    }
    m_summary->setText(tr("%n sentence(s) annotated: %1 keys in %2; they hold %3 synsets and %4 triples "
                          "(%5 keys per triple). A pause over a minute counts as one minute.",
                          nullptr, int(effort.sentences().size()))
                           .arg(total.keys)
                           .arg(AnnotationEffort::duration(total.milliseconds))
                           .arg(synsets)
                           .arg(triples)
                           .arg(triples ? double(total.keys) / triples : 0.0, 0, 'f', 1));
}
