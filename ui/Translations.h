#pragma once

#include <QLocale>

class QCoreApplication;

// Installs the translations of OIE Studio (embedded under :/i18n by qt_add_translations) and
// Qt's own, for a locale. English is a translation too: it carries the plural forms of the
// "%n item(s)" strings, so it is installed whenever no better language is available.
// Installing again removes the translators installed before: Qt then sends
// QEvent::LanguageChange to every widget, and the open windows retranslate at once
// (MainWindow::retranslateUi).
class Translations
{
public:
    // Returns the language actually installed for OIE Studio ("de", "en", ...).
    static QString install(QCoreApplication *app, const QLocale &locale = QLocale());
    // A language as the preferences keep it ("de", "zh_CN"; empty follows the system).
    static QString install(QCoreApplication *app, const QString &language);
};
