#pragma once

#include <QLocale>

class QCoreApplication;

// Installs the translations of OIE Studio (embedded under :/i18n by qt_add_translations) and
// Qt's own, for a locale. English is a translation too: it carries the plural forms of the
// "%n item(s)" strings, so it is installed whenever no better language is available.
class Translations
{
public:
    // Returns the language actually installed for OIE Studio ("de", "en", ...).
    static QString install(QCoreApplication *app, const QLocale &locale = QLocale());
};
