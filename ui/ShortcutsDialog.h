#pragma once

#include <QDialog>

class QMenuBar;
class QTableWidget;

// Help > Keyboard shortcuts: every action of the menus with its shortcuts, read from the
// actions themselves when the dialog opens, so the list is never out of date.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShortcutsDialog(const QMenuBar *menuBar, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table = nullptr;
};
