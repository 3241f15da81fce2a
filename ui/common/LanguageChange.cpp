#include "ui/common/LanguageChange.h"

#include <QComboBox>
#include <QEvent>
#include <QWidget>

#include <utility>

LanguageChange::LanguageChange(QWidget *widget, std::function<void()> retranslate)
    : QObject(widget),
      m_retranslate(std::move(retranslate))
{
    widget->installEventFilter(this);
}

void LanguageChange::follow(QWidget *widget, std::function<void()> retranslate)
{
    new LanguageChange(widget, std::move(retranslate)); // owned by the widget
}

void LanguageChange::setItemTexts(QComboBox *combo, const QStringList &texts)
{
    for (int i = 0; i < combo->count() && i < texts.size(); ++i)
        combo->setItemText(i, texts.at(i));
}

bool LanguageChange::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == parent())
        m_retranslate();
    return QObject::eventFilter(watched, event);
}
