#pragma once

#include <QObject>

class QMenu;
class QWidget;

// The File > Open Recent menu: the last files opened or saved, newest first, kept in
// StudioSettings. Non-interactive runs (Dialogs::setInteractive(false)) neither read nor write
// the list, so batch runs and tests leave a user's settings alone.
class RecentFiles : public QObject
{
    Q_OBJECT

public:
    explicit RecentFiles(QWidget *menuParent);

    QMenu *menu() const { return m_menu; }
    // Puts the file first in the list (at most kCount are kept).
    void add(const QString &path);
    QStringList files() const;

    static constexpr int kCount = 8;

signals:
    void openRequested(const QString &path);

private:
    void refreshMenu();

    QMenu *m_menu;
};
