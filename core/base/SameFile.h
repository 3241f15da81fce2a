#pragma once

#include <QString>
#include <QStringList>

// Whether an output path would write over one of a run's inputs: the same file by its
// identity on disk (device and inode where the system has them: a symbolic or a hard link to an
// input is that input), else by its canonical path. Only an existing regular file can be
// destroyed by a write, so devices and pipes (/dev/null, /dev/stdout) never match.
namespace SameFile {

bool same(const QString &a, const QString &b);
// The first of `inputs` that `output` is (empty: none).
QString inputAmong(const QString &output, const QStringList &inputs);
// Whether two inputs are one stream that can be read only once: the same pipe, terminal or
// device (/dev/stdin twice), by device and inode. Regular files (readable twice) never are.
bool sameStream(const QString &a, const QString &b);

} // namespace SameFile
