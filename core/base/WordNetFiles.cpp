#include "core/base/WordNetFiles.h"

#include "core/base/TextFileLines.h"

#include <QDir>
#include <QFileInfo>

namespace WordNetFiles {

QString defaultDirectory()
{
    const QString overridden = qEnvironmentVariable("OIE_WORDNET_DIR");
    return overridden.isEmpty() ? QStringLiteral("/usr/share/wordnet") : overridden;
}

bool read(const QString &directory, const QStringList &names, QStringList *texts, QString *error)
{
    const QDir dir(directory);
    for (const QString &name : names) {
        if (!QFileInfo(dir.filePath(name)).isFile()) {
            *error = QStringLiteral("WordNet data not found in %1 (install the Debian package wordnet-base)")
                         .arg(directory);
            return false;
        }
    }
    texts->clear();
    for (const QString &name : names) {
        QByteArray bytes;
        if (!TextFileLines::readFile(dir.filePath(name), &bytes, error))
            return false;
        texts->append(QString::fromUtf8(bytes));
    }
    return true;
}

} // namespace WordNetFiles
