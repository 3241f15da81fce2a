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

} // namespace SameFile
