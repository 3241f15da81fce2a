// oie-render-icons SVG OUTDIR SIZE...: renders the application icon into the PNG sizes of the
// freedesktop hicolor theme (OUTDIR/NxN/apps/oie-studio.png). A build-time tool of the Linux
// package (cmake/Packaging.cmake), never installed.
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 4) {
        std::fputs("usage: oie-render-icons SVG OUTDIR SIZE...\n", stderr);
        return 2;
    }
    QSvgRenderer renderer(arguments.at(1));
    if (!renderer.isValid()) {
        std::fprintf(stderr, "%s: not a readable SVG\n", qPrintable(arguments.at(1)));
        return 1;
    }
    for (int i = 3; i < arguments.size(); ++i) {
        const int size = arguments.at(i).toInt();
        if (size <= 0)
            return 2;
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter);
        painter.end();
        const QString directory = QStringLiteral("%1/%2x%2/apps").arg(arguments.at(2)).arg(size);
        const QString file = directory + QStringLiteral("/oie-studio.png");
        if (!QDir().mkpath(directory) || !image.save(file, "PNG")) {
            std::fprintf(stderr, "%s: cannot write\n", qPrintable(file));
            return 1;
        }
    }
    return 0;
}
