#pragma once

#include <QMetaObject>
#include <QString>

class QObject;
class QTabWidget;
class QWidget;

// A text of the interface that follows the interface language: it is set translated now and
// kept untranslated (its source, marked with QT_TR_NOOP where it is written, once), so that
// retranslate() sets it again when a new language is installed (MainWindow::retranslateUi on
// QEvent::LanguageChange). The context is the class the text is written in, as tr() has it.
//
//     const TranslatedText text(staticMetaObject);
//     text.set(menu, QT_TR_NOOP("&File"));            // a QMenu's title, a QAction's text, ...
//     text.setToolTip(action, QT_TR_NOOP("Open a gold"));
//     text.setTab(tabs, page, QT_TR_NOOP("&Annotate"));
class TranslatedText
{
public:
    explicit TranslatedText(const QMetaObject &context)
        : m_context(context.className())
    {
    }

    // The object's own text: a QAction's or a button's or a label's text, a QMenu's title, a
    // group box's, a dock's, a tool bar's or a window's title. Each returns the object.
    template<class T>
    T *set(T *object, const char *source) const
    {
        bind(object, ownTextProperty(object), source);
        return object;
    }
    template<class T>
    T *setToolTip(T *object, const char *source) const
    {
        bind(object, "toolTip", source);
        return object;
    }
    template<class T>
    T *setStatusTip(T *object, const char *source) const
    {
        bind(object, "statusTip", source);
        return object;
    }
    template<class T>
    T *setPlaceholder(T *object, const char *source) const
    {
        bind(object, "placeholderText", source);
        return object;
    }
    // The title of a page's tab (the page added already).
    void setTab(QTabWidget *tabs, QWidget *page, const char *source) const;

    // Sets every kept text of root and of the objects under it again, in the language now
    // installed.
    static void retranslate(QObject *root);

private:
    void bind(QObject *object, const char *property, const char *source) const;
    static const char *ownTextProperty(const QObject *object);

    const char *m_context;
};
