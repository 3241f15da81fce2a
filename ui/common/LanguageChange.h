#pragma once

#include <QObject>

#include <functional>

class QComboBox;
class QWidget;

// Retranslation of texts a widget composes itself (a header made of tr() calls, a combo box's
// items, "Take A [A]"): follow(widget, retranslate) calls retranslate whenever the widget
// receives QEvent::LanguageChange (a new language installed: Translations::install), so that a
// language switch leaves no text in the old language. Texts set once through TranslatedText
// need nothing more.
class LanguageChange : public QObject
{
    Q_OBJECT

public:
    static void follow(QWidget *widget, std::function<void()> retranslate);
    // Sets a combo box's item texts again (in their order), keeping its current item and data.
    static void setItemTexts(QComboBox *combo, const QStringList &texts);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    LanguageChange(QWidget *widget, std::function<void()> retranslate);

    std::function<void()> m_retranslate;
};
