#include "ui/evaluation/BucketDialog.h"

#include "core/analysis/SentenceBuckets.h"
#include "ui/common/Dialogs.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QVBoxLayout>

BucketDialog::BucketDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Sentence Buckets"));
    m_kind = new QComboBox(this);
    m_kind->addItem(tr("Bins over a sentence property"));
    m_kind->addItem(tr("Buckets from a TSV file (sent_id, bucket)"));

    auto *bins = new QWidget(this);
    m_property = new QComboBox(bins);
    m_property->addItems(SentenceBuckets::propertyNames());
    m_edges = new QLineEdit(QStringLiteral("20, 30"), bins);
    m_edges->setToolTip(tr("Ascending upper bounds: \"20, 30\" makes the bins <= 20, 21-30 and > 30"));
    m_name = new QLineEdit(bins);
    m_name->setPlaceholderText(tr("default: property_bins"));
    auto *binsForm = new QFormLayout(bins);
    binsForm->addRow(tr("&Property:"), m_property);
    binsForm->addRow(tr("Bin &edges:"), m_edges);
    binsForm->addRow(tr("&Name:"), m_name);

    auto *tsv = new QWidget(this);
    m_file = new QLineEdit(tsv);
    auto *browseButton = new QPushButton(tr("&Browse..."), tsv);
    connect(browseButton, &QPushButton::clicked, this, &BucketDialog::browse);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browseButton);
    auto *tsvForm = new QFormLayout(tsv);
    tsvForm->addRow(tr("&File:"), fileRow);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(bins);
    m_pages->addWidget(tsv);
    connect(m_kind, &QComboBox::currentIndexChanged, m_pages, &QStackedWidget::setCurrentIndex);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_kind);
    layout->addWidget(m_pages);
    layout->addWidget(buttons);
}

void BucketDialog::browse()
{
    const QString path = Dialogs::openFileName(this, tr("Bucket File"), m_file->text(),
                                               tr("TSV (*.tsv *.txt);;All files (*)"));
    if (!path.isEmpty())
        m_file->setText(path);
}

bool BucketDialog::parseEdges(const QString &text, QVector<int> *edges)
{
    edges->clear();
    const QStringList parts = text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        bool ok = false;
        const int value = part.toInt(&ok);
        if (!ok || (!edges->isEmpty() && value <= edges->last()))
            return false;
        edges->append(value);
    }
    return !edges->isEmpty();
}

bool BucketDialog::dimension(UserBucketDimension *dimension, QString *error) const
{
    *dimension = UserBucketDimension();
    if (m_kind->currentIndex() == 1) {
        dimension->tsvPath = m_file->text().trimmed();
        if (dimension->tsvPath.isEmpty()) {
            *error = tr("Choose a TSV file.");
            return false;
        }
        return true;
    }
    dimension->property = m_property->currentText();
    dimension->name = m_name->text().trimmed().isEmpty() ? dimension->property + QStringLiteral("_bins")
                                                         : m_name->text().trimmed();
    if (!parseEdges(m_edges->text(), &dimension->edges)) {
        *error = tr("Bin edges must be ascending whole numbers, such as 20, 30.");
        return false;
    }
    return true;
}
