// fuzz-seed: writes the seeds tools/fuzz.sh cannot cut from a data file by lines.
//   fuzz-seed project GOLD OUT      a project file holding the BenchIE gold GOLD
//   fuzz-seed json-head N IN OUT    the first N elements of the JSON array in IN
// Both compact (no indentation), so that a seed holds more within the fuzzers' input size.
#include "core/benchie/BenchieGoldReader.h"
#include "core/document/ProjectFile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>

namespace {

bool readAll(const QString &path, QByteArray *bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    *bytes = file.readAll();
    return true;
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

int main(int argc, char *argv[])
{
    const QString mode = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    QByteArray bytes;
    if (mode == QLatin1String("project") && argc == 4 && readAll(QString::fromLocal8Bit(argv[2]), &bytes)) {
        ProjectFile project;
        Diagnostics diagnostics;
        project.benchmark = BenchieGoldReader::readBytes(bytes, QString::fromLocal8Bit(argv[2]), &diagnostics);
        project.systems.append({QStringLiteral("clausie"), QStringLiteral("systems/clausie_explicit.txt")});
        const QByteArray compact = QJsonDocument::fromJson(project.toBytes()).toJson(QJsonDocument::Compact);
        return writeAll(QString::fromLocal8Bit(argv[3]), compact) ? 0 : 1;
    }
    if (mode == QLatin1String("json-head") && argc == 5 && readAll(QString::fromLocal8Bit(argv[3]), &bytes)) {
        const QJsonArray all = QJsonDocument::fromJson(bytes).array();
        QJsonArray head;
        for (int i = 0; i < all.size() && i < QByteArray(argv[2]).toInt(); ++i)
            head.append(all.at(i));
        return writeAll(QString::fromLocal8Bit(argv[4]), QJsonDocument(head).toJson(QJsonDocument::Compact)) ? 0 : 1;
    }
    std::fprintf(stderr, "usage: fuzz-seed project GOLD OUT | json-head N IN OUT\n");
    return 2;
}
