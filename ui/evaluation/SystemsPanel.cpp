#include "ui/evaluation/SystemsPanel.h"

#include "core/document/StudioDocument.h"
#include "ui/common/Dialogs.h"
#include "ui/common/FlowLayout.h"
#include "ui/common/LanguageChange.h"
#include "ui/common/SystemAppearance.h"
#include "ui/common/TranslatedText.h"

#include <QColorDialog>
#include <QHeaderView>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

QIcon swatch(const QColor &color)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setPen(color.darker(150));
    painter.setBrush(color);
    painter.drawRect(0, 0, 13, 13);
    return QIcon(pixmap);
}

} // namespace

SystemsPanel::SystemsPanel(StudioDocument *document, SystemAppearance *appearance, QWidget *parent)
    : QWidget(parent),
      m_document(document),
      m_appearance(appearance)
{
    const TranslatedText trText(staticMetaObject);
    m_table = new QTableWidget(0, 2, this);
    m_table->setObjectName(QStringLiteral("systemsTable"));
    const auto header = [this]() { m_table->setHorizontalHeaderLabels({tr("System"), tr("Extractions")}); };
    header();
    LanguageChange::follow(this, header);
    m_table->horizontalHeaderItem(0)->setToolTip(tr("Tick to show the system in tables and charts; edit to rename"));
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

    auto *addButton = trText.set(new QPushButton(this), QT_TR_NOOP("Add..."));
    addButton->setObjectName(QStringLiteral("addSystemButton"));
    m_renameButton = trText.set(new QPushButton(this), QT_TR_NOOP("Rename"));
    m_renameButton->setObjectName(QStringLiteral("renameSystemButton"));
    m_reloadButton = trText.set(new QPushButton(this), QT_TR_NOOP("Reload"));
    m_reloadButton->setObjectName(QStringLiteral("reloadSystemButton"));
    trText.setToolTip(m_reloadButton, QT_TR_NOOP("Read the system's file again from disk"));
    m_removeButton = trText.set(new QPushButton(this), QT_TR_NOOP("Remove"));
    m_removeButton->setObjectName(QStringLiteral("removeSystemButton"));
    m_colorButton = trText.set(new QPushButton(this), QT_TR_NOOP("Colour..."));
    m_colorButton->setObjectName(QStringLiteral("systemColorButton"));
    trText.setToolTip(m_colorButton, QT_TR_NOOP("The system's colour in the tables, charts and exports"));

    // A row that wraps rather than squeezes the buttons when their labels are long (German
    // "Hinzufügen", "Umbenennen" in a narrow panel).
    auto *buttons = new FlowLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    for (QPushButton *button : {addButton, m_renameButton, m_reloadButton, m_removeButton, m_colorButton})
        buttons->addWidget(button);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(buttons);

    connect(addButton, &QPushButton::clicked, this, &SystemsPanel::addRequested);
    connect(m_renameButton, &QPushButton::clicked, this, &SystemsPanel::renameCurrent);
    connect(m_reloadButton, &QPushButton::clicked, this, &SystemsPanel::reloadCurrent);
    connect(m_removeButton, &QPushButton::clicked, this, &SystemsPanel::removeCurrent);
    connect(m_colorButton, &QPushButton::clicked, this, &SystemsPanel::chooseColor);
    connect(m_table, &QTableWidget::itemChanged, this, &SystemsPanel::onItemChanged);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &SystemsPanel::updateButtons);
    refresh();
}

void SystemsPanel::refresh()
{
    const QString current = currentSystem();
    const QSignalBlocker blocker(m_table);
    const QVector<SystemScore> &scores = m_document->session().scores();
    m_table->setRowCount(int(scores.size()));
    for (int row = 0; row < scores.size(); ++row) {
        const SystemScore &score = scores.at(row);
        auto *name = new QTableWidgetItem(swatch(m_appearance->color(score.name)), score.name);
        name->setData(Qt::UserRole, score.name);
        name->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable | Qt::ItemIsEditable);
        name->setCheckState(m_appearance->isVisible(score.name) ? Qt::Checked : Qt::Unchecked);
        name->setToolTip(score.path);
        m_table->setItem(row, 0, name);
        auto *count = new QTableWidgetItem(QLocale().toString(score.extractions));
        count->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        count->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, 1, count);
        if (score.name == current)
            m_table->selectRow(row);
    }
    updateButtons();
}

QString SystemsPanel::currentSystem() const
{
    const int row = m_table->currentRow();
    const QTableWidgetItem *item = row >= 0 ? m_table->item(row, 0) : nullptr;
    return item && item->isSelected() ? item->data(Qt::UserRole).toString() : QString();
}

void SystemsPanel::updateButtons()
{
    const bool selected = !currentSystem().isEmpty();
    m_renameButton->setEnabled(selected);
    m_reloadButton->setEnabled(selected);
    m_removeButton->setEnabled(selected);
    m_colorButton->setEnabled(selected);
}

void SystemsPanel::onItemChanged(QTableWidgetItem *item)
{
    if (item->column() != 0)
        return;
    const QString name = item->data(Qt::UserRole).toString();
    const QString text = item->text().trimmed();
    if (text != name) {
        QString error;
        if (!m_document->renameSystem(name, text, &error)) {
            Q_EMIT failed(QString(), error);
            refresh();
        } else {
            Q_EMIT systemsEdited();
        }
        return; // the document's signals refresh the panel
    }
    m_appearance->setVisible(name, item->checkState() == Qt::Checked);
}

void SystemsPanel::renameCurrent()
{
    const int row = m_table->currentRow();
    if (row >= 0)
        m_table->editItem(m_table->item(row, 0));
}

void SystemsPanel::reloadCurrent()
{
    QString error;
    const QString name = currentSystem();
    if (!name.isEmpty() && !m_document->reloadSystem(name, &error))
        Q_EMIT failed(QString(), error);
}

void SystemsPanel::removeCurrent()
{
    const QString name = currentSystem();
    if (!name.isEmpty() && m_document->removeSystem(name))
        Q_EMIT systemsEdited();
}

void SystemsPanel::setCurrentColor(const QColor &color)
{
    const QString name = currentSystem();
    if (name.isEmpty() || m_appearance->customColors().value(name) == color)
        return;
    m_appearance->setColor(name, color);
    refresh(); // the swatch
    Q_EMIT systemsEdited(); // the project keeps the colour
}

void SystemsPanel::chooseColor()
{
    const QString name = currentSystem();
    if (name.isEmpty() || !Dialogs::isInteractive())
        return;
    const QColor color = QColorDialog::getColor(m_appearance->color(name), this, tr("Colour of %1").arg(name));
    if (color.isValid())
        setCurrentColor(color);
}
