#pragma once

#include "core/base/JsonFieldReader.h"
#include "core/document/ProjectFile.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

// Reads the members of a project file's root object (format and version already checked) into
// a ProjectFile, every value type-checked: a member of the wrong type stops the reading with
// "file:line:column: expected an array of sentences, found an object", so that a file the
// studio could not read whole is never opened as a smaller document, and so never saved over
// with less than it held. Absent optional members take their defaults (older version-1 files).
class ProjectFileReader
{
public:
    ProjectFileReader(const QByteArray &bytes, const QString &fileName);

    // False with *error at the first value that is wrong; *project is untouched then.
    bool read(const QJsonObject &root, ProjectFile *project, QString *error);

private:
    using Path = JsonFieldReader::Path;

    void readSentences(const QJsonObject &root, Benchmark *benchmark);
    Sentence sentence(const QJsonObject &object, const Path &path);
    QVector<Synset> synsets(const QJsonObject &object, const Path &path, const QString &member,
                            const QString &expected);
    Triple triple(const QJsonObject &object, const Path &path);
    QVector<AttachedSystem> systems(const QJsonObject &parent, const Path &path, const QString &key);
    void readEvaluation(const QJsonObject &evaluation, ProjectFile *project);
    void readOie2016(const QJsonObject &object, const Path &path, Oie2016Setup *setup);
    void readSystemColors(const QJsonObject &evaluation, ProjectFile *project);
    void readReview(const QJsonObject &review, ProjectFile *project);
    void readEffort(const QJsonObject &effort, ProjectFile *project);
    void readChecklist(const QJsonObject &checklist, ProjectFile *project);
    void readMerge(const QJsonObject &merge, ProjectFile *project);
    QString resolved(const QString &path) const;

    JsonFieldReader m_json;
    QString m_fileName;
};
