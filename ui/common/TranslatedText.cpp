#include "ui/common/TranslatedText.h"

#include <QAbstractButton>
#include <QAction>
#include <QCoreApplication>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QTabWidget>
#include <QVariant>

namespace {

// Each kept text is one entry of a dynamic property: the property it sets, the context, the
// source (a QT_TR_NOOP literal, alive for the whole run).
struct Entry
{
    const char *property;
    const char *context;
    const char *source;
};

const char *const kEntries = "_oie_translatedTexts";
const char *const kTabEntry = "_oie_translatedTab";

QVector<Entry> entries(const QObject *object)
{
    QVector<Entry> list;
    const QVariantList raw = object->property(kEntries).toList();
    for (const QVariant &value : raw) {
        const QVariantList fields = value.toList();
        if (fields.size() == 3)
            list.append({static_cast<const char *>(fields.at(0).value<void *>()),
                         static_cast<const char *>(fields.at(1).value<void *>()),
                         static_cast<const char *>(fields.at(2).value<void *>())});
    }
    return list;
}

QVariant pointer(const char *text)
{
    return QVariant::fromValue(const_cast<void *>(static_cast<const void *>(text)));
}

QString translate(const char *context, const char *source)
{
    return QCoreApplication::translate(context, source);
}

} // namespace

const char *TranslatedText::ownTextProperty(const QObject *object)
{
    if (qobject_cast<const QMenu *>(object) || qobject_cast<const QGroupBox *>(object))
        return "title";
    if (qobject_cast<const QAction *>(object) || qobject_cast<const QAbstractButton *>(object)
        || qobject_cast<const QLabel *>(object))
        return "text";
    return "windowTitle"; // docks, tool bars, windows
}

void TranslatedText::bind(QObject *object, const char *property, const char *source) const
{
    const QString text = translate(m_context, source);
    if (!object)
        return;
    QVariantList raw = object->property(kEntries).toList();
    for (int i = raw.size() - 1; i >= 0; --i) { // a property set again replaces its entry
        if (qstrcmp(static_cast<const char *>(raw.at(i).toList().value(0).value<void *>()), property) == 0)
            raw.removeAt(i);
    }
    raw.append(QVariant(QVariantList{pointer(property), pointer(m_context), pointer(source)}));
    object->setProperty(kEntries, raw);
    object->setProperty(property, text);
}

void TranslatedText::setTab(QTabWidget *tabs, QWidget *page, const char *source) const
{
    page->setProperty(kTabEntry, QVariant(QVariantList{pointer(m_context), pointer(source)}));
    const int index = tabs->indexOf(page);
    if (index >= 0)
        tabs->setTabText(index, translate(m_context, source));
}

void TranslatedText::retranslate(QObject *root)
{
    QList<QObject *> objects = root->findChildren<QObject *>();
    objects.prepend(root);
    for (QObject *object : std::as_const(objects)) {
        for (const Entry &entry : entries(object))
            object->setProperty(entry.property, translate(entry.context, entry.source));
        if (auto *tabs = qobject_cast<QTabWidget *>(object)) {
            for (int i = 0; i < tabs->count(); ++i) {
                const QVariantList tab = tabs->widget(i)->property(kTabEntry).toList();
                if (tab.size() == 2)
                    tabs->setTabText(i, translate(static_cast<const char *>(tab.at(0).value<void *>()),
                                                  static_cast<const char *>(tab.at(1).value<void *>())));
            }
        }
    }
}
