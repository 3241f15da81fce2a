#pragma once

#include "Benchmark.h"
#include "Diagnostic.h"

#include <QString>
#include <QStringList>
#include <QVector>

// A system output attached to a project for evaluation.
struct AttachedSystem
{
    QString name;
    QString path;
};

// The OIE Studio project file: JSON with a version field, holding the benchmark (sentences,
// tokens, synsets, triples with their slot strings, entity flags, authors and times, and the
// raw gold lines so that the BenchIE export stays lossless) and the attached system outputs.
class ProjectFile
{
public:
    static constexpr int kVersion = 1;
    static const QString &formatName();

    Benchmark benchmark;
    QVector<AttachedSystem> systems;

    // Detects a project file by content (a JSON object with our format name).
    static bool looksLikeProject(const QByteArray &bytes);
    // False with *error ("file:line: message") when the file is unreadable, not a project, or
    // of a newer version than this program understands.
    static bool read(const QString &path, ProjectFile *project, QString *error);
    static bool fromBytes(const QByteArray &bytes, const QString &fileName, ProjectFile *project, QString *error);
    QByteArray toBytes() const;
    // Atomic save (QSaveFile).
    bool write(const QString &path, QString *error) const;
};
