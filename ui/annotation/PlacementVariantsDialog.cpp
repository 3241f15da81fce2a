#include "ui/annotation/PlacementVariantsDialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

PlacementVariantsDialog::PlacementVariantsDialog(const Triple &triple, const QVector<Triple> &variants, int synset,
                                                 QWidget *parent)
    : QDialog(parent),
      m_variants(variants)
{
    setObjectName(QStringLiteral("placementVariantsDialog"));
    setWindowTitle(tr("Placement Variants"));
    auto *label = new QLabel(tr("The words of\n%1\nwith the boundary between relation and object moved. The "
                                "checked ones are added to synset %2 (one undo step).")
                                 .arg(triple.toGoldLine(), QString::number(synset + 1)));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("placementVariantList"));
    for (const Triple &variant : variants) {
        auto *item = new QListWidgetItem(variant.toGoldLine(), m_list);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Add Checked"));
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("addVariantsButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(640, 300);
}

QVector<Triple> PlacementVariantsDialog::chosen() const
{
    QVector<Triple> out;
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->checkState() == Qt::Checked)
            out.append(m_variants.at(row));
    }
    return out;
}
