#include "core/base/SameFile.h"

#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace SameFile {

bool same(const QString &a, const QString &b)
{
    if (a.isEmpty() || b.isEmpty())
        return false;
    const QFileInfo first(a);
    const QFileInfo second(b);
    if (!first.isFile() || !second.isFile()) // follows links; devices, pipes and missing files never match
        return false;
#ifdef Q_OS_UNIX
    struct stat one;
    struct stat two;
    if (::stat(QFile::encodeName(a).constData(), &one) == 0 && ::stat(QFile::encodeName(b).constData(), &two) == 0)
        return one.st_dev == two.st_dev && one.st_ino == two.st_ino;
#endif
    return first.canonicalFilePath() == second.canonicalFilePath();
}

QString inputAmong(const QString &output, const QStringList &inputs)
{
    for (const QString &input : inputs) {
        if (same(output, input))
            return input;
    }
    return QString();
}

bool sameStream(const QString &a, const QString &b)
{
#ifdef Q_OS_UNIX
    struct stat one;
    struct stat two;
    if (a.isEmpty() || b.isEmpty() || ::stat(QFile::encodeName(a).constData(), &one) != 0
        || ::stat(QFile::encodeName(b).constData(), &two) != 0 || S_ISREG(one.st_mode))
        return false;
    return one.st_dev == two.st_dev && one.st_ino == two.st_ino;
#else
    Q_UNUSED(a);
    Q_UNUSED(b);
    return false;
#endif
}

} // namespace SameFile
