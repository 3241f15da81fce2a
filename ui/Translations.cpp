#include "ui/Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

QString Translations::install(QCoreApplication *app, const QLocale &locale)
{
    const QString directory = QStringLiteral(":/i18n");
    const QString base = QStringLiteral("oie_studio");
    auto *studio = new QTranslator(app);
    if (!studio->load(locale, base, QStringLiteral("_"), directory)
        && !studio->load(base + QStringLiteral("_en"), directory)) {
        delete studio;
        return QString();
    }
    QCoreApplication::installTranslator(studio);

    auto *qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return studio->language();
}
