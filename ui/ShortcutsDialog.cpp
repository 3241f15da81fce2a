#include "ui/ShortcutsDialog.h"

#include "ui/annotation/DraftSynsetsDialog.h"
#include "ui/annotation/TokenView.h"
#include "ui/annotation/VariantChecklistDialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace {

QString plainText(QString text)
{
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QLatin1String("...")))
        text.chop(3);
    return text;
}

void addMenu(const QMenu *menu, const QString &path, QTableWidget *table)
{
    for (QAction *action : menu->actions()) {
        if (action->isSeparator() || action->text().isEmpty())
            continue;
        if (action->menu()) {
            addMenu(action->menu(), path + QStringLiteral(" > ") + plainText(action->text()), table);
            continue;
        }
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts()) {
            const QString text = key.toString(QKeySequence::NativeText);
            if (!keys.contains(text)) // a platform's standard key may repeat one set in code
                keys << text;
        }
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(path));
        table->setItem(row, 1, new QTableWidgetItem(plainText(action->text())));
        //: Separates two shortcuts of one action: "Page Down, Alt+Right"
        table->setItem(row, 2, new QTableWidgetItem(keys.join(ShortcutsDialog::tr(", "))));
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(const QMenuBar *menuBar, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_table = new QTableWidget(0, 3);
    m_table->setObjectName(QStringLiteral("shortcutsTable"));
    m_table->setHorizontalHeaderLabels({tr("Menu"), tr("Action"), tr("Shortcut")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    for (QAction *action : menuBar->actions()) {
        if (action->menu())
            addMenu(action->menu(), plainText(action->text()), m_table);
    }
    // The token chips' and the draft list's own keys (not menu actions).
    const auto addKeys = [this](const QString &where, const QList<QPair<QString, QString>> &keys) {
        for (const auto &[key, meaning] : keys) {
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            m_table->setItem(row, 0, new QTableWidgetItem(where));
            m_table->setItem(row, 1, new QTableWidgetItem(meaning));
            m_table->setItem(row, 2, new QTableWidgetItem(key));
        }
    };
    addKeys(tr("Token chips"), TokenView::keys());
    addKeys(tr("Draft synsets list"), DraftSynsetsDialog::keys());
    addKeys(tr("Variant checklist"), VariantChecklistDialog::keys());
    // The long descriptions (the chips' keys) wrap in the Action column, so that the Shortcut
    // column stays in view.
    m_table->setWordWrap(true);
    m_table->resizeColumnToContents(0); // capped: a few menu paths are long (they elide)
    m_table->setColumnWidth(0, std::min(m_table->columnWidth(0), 3 * fontMetrics().averageCharWidth() * 8));
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(860, 600);
}
