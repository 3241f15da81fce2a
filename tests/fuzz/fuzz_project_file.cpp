// An OIE Studio project file. What it reads must write and read back, and the second writing
// must give the bytes of the first.
#include "core/document/ProjectFile.h"
#include "tests/fuzz/FuzzSupport.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString name = QStringLiteral("/fuzz/project.oiestudio.json");
    ProjectFile project;
    QString error;
    if (!ProjectFile::fromBytes(Fuzz::bytes(data, size), name, &project, &error))
        return 0;
    const QByteArray written = project.toBytes();
    ProjectFile again;
    if (!ProjectFile::fromBytes(written, name, &again, &error)) {
        std::fprintf(stderr, "a project written from a read one does not read back: %s\n", qPrintable(error));
        std::abort();
    }
    if (again.toBytes() != written) {
        std::fprintf(stderr, "a project written, read and written again changed\n");
        std::abort();
    }
    return 0;
}
