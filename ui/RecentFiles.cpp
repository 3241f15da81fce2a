#include "ui/RecentFiles.h"

#include "ui/common/Dialogs.h"
#include "ui/common/TranslatedText.h"
#include "ui/StudioSettings.h"

#include <QAction>
#include <QFileInfo>
#include <QMenu>

RecentFiles::RecentFiles(QWidget *menuParent)
    : QObject(menuParent)
    , m_menu(new QMenu(menuParent))
{
    TranslatedText(staticMetaObject).set(m_menu, QT_TR_NOOP("Open &Recent"));
    m_menu->setObjectName(QStringLiteral("recentMenu"));
    connect(m_menu, &QMenu::aboutToShow, this, &RecentFiles::refreshMenu);
}

QStringList RecentFiles::files() const
{
    if (!Dialogs::isInteractive())
        return {};
    return StudioSettings::value(StudioSettings::Key::RecentFiles).toStringList();
}

void RecentFiles::add(const QString &path)
{
    if (!Dialogs::isInteractive())
        return;
    QStringList list = files();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kCount)
        list.removeLast();
    StudioSettings::setValue(StudioSettings::Key::RecentFiles, list);
}

void RecentFiles::refreshMenu()
{
    m_menu->clear();
    const QStringList list = files();
    for (int i = 0; i < list.size(); ++i) {
        const QString path = list.at(i);
        //: Recent files menu entry: "&1 gold.txt"
        QAction *action = m_menu->addAction(tr("&%1 %2").arg(QString::number(i + 1), QFileInfo(path).fileName()),
                                            this, [this, path]() { emit openRequested(path); });
        action->setToolTip(path);
        action->setEnabled(QFileInfo::exists(path));
    }
    if (list.isEmpty())
        m_menu->addAction(tr("No recent files"))->setEnabled(false);
}
