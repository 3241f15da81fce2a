// oie-studio: the OIE Studio desktop application. Its command line is StudioOptions
// (ui/StudioOptions.h, every option described there and in docs/man/oie-studio.1); what it does
// with it is StudioLaunch.

#include "ui/common/DarkTheme.h"
#include "ui/common/Dialogs.h"
#include "ui/StudioLaunch.h"
#include "ui/StudioOptions.h"
#include "ui/StudioSettings.h"
#include "ui/Translations.h"

#include <QApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    // --version answers without a display (packaging scripts, man pages, bug reports).
    for (int i = 1; i < argc; ++i) {
        if (qstrcmp(argv[i], "--version") == 0 || qstrcmp(argv[i], "-v") == 0) {
            std::fputs("oie-studio " OIE_STUDIO_VERSION "\n", stdout);
            return 0;
        }
    }
    // --export-charts needs no display: without a platform chosen, it draws offscreen (a paper's
    // Makefile may run where there is no X or Wayland server).
    for (int i = 1; i < argc; ++i) {
        if (qstrncmp(argv[i], "--export-charts", 15) == 0 && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("OIE Studio"));
    QApplication::setOrganizationName(QStringLiteral("OIE Studio"));
    QApplication::setApplicationVersion(QStringLiteral(OIE_STUDIO_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("oie-studio"));
    const QString language = StudioSettings::value(StudioSettings::Key::Language).toString();
    Translations::install(&app, language);

    StudioOptions options;
    if (!options.parse(app))
        return 2;
    Dialogs::setInteractive(!options.batch);
    if (options.dark)
        DarkTheme::apply(app);

    return StudioLaunch::run(app, options);
}
