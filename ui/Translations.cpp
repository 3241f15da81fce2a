#include "ui/Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QList>
#include <QPointer>
#include <QTranslator>

namespace {

// The translators installed last, removed before others are installed.
QList<QPointer<QTranslator>> &installed()
{
    static QList<QPointer<QTranslator>> translators;
    return translators;
}

void removeInstalled()
{
    for (const QPointer<QTranslator> &translator : std::as_const(installed())) {
        if (translator) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }
    installed().clear();
}

} // namespace

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
    removeInstalled();
    QCoreApplication::installTranslator(studio);
    installed().append(studio);

    auto *qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        installed().append(qt);
    } else {
        delete qt;
    }
    return studio->language();
}

QString Translations::install(QCoreApplication *app, const QString &language)
{
    return install(app, language.isEmpty() ? QLocale() : QLocale(language));
}
