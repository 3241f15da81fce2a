#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QVector>

#include <utility>

// Reads the members of a parsed JSON document with their types checked, for formats whose
// every value matters (the project and recovery files): a member that is absent takes its
// default, a member of the wrong type is an error. The first error is kept, located at the
// offending value in the file's bytes: "file:line:column: expected an array of sentences,
// found an object". Once an error is kept, every later read returns its default, so a reader
// can go on to the end and look at ok() once.
//
// Paths name where a value sits, from the root: {"sentences", 3, "id"}. They only serve to
// locate an error, which costs one scan of the bytes; reading costs nothing more than Qt's own
// QJsonObject lookups.
class JsonFieldReader
{
public:
    // One step of a path: a member's key, or an array's index.
    struct Step
    {
        Step(const char *key)
            : key(QString::fromLatin1(key))
        { }
        Step(QString key)
            : key(std::move(key))
        { }
        Step(qsizetype index)
            : index(index)
        { }
        Step(int index)
            : index(index)
        { }
        QString key;
        qsizetype index = -1;
    };
    using Path = QVector<Step>;

    JsonFieldReader(const QByteArray &bytes, const QString &fileName);

    bool ok() const { return m_error.isEmpty(); }
    // "file:line:column: expected ..., found ..." (empty while ok()).
    QString error() const { return m_error; }

    // The member `key` of the object at `path`. `what` names what the value holds, in the
    // message ("an array of sentences", "the sentence id"). Absent (or, where `nullable`, null):
    // the default.
    QJsonObject object(const QJsonObject &parent, const Path &path, const QString &key, const QString &what);
    QJsonArray array(const QJsonObject &parent, const Path &path, const QString &key, const QString &what);
    // Absent: a null string; null is accepted (as a null string) only where `nullable`.
    QString string(const QJsonObject &parent, const Path &path, const QString &key, const QString &what,
                   bool nullable = false);
    bool boolean(const QJsonObject &parent, const Path &path, const QString &key, const QString &what, bool fallback);
    // A whole number (JSON has only doubles: 3.5 or 1e300 is no int).
    int integer(const QJsonObject &parent, const Path &path, const QString &key, const QString &what, int fallback);
    QStringList strings(const QJsonObject &parent, const Path &path, const QString &key, const QString &what);
    QVector<int> integers(const QJsonObject &parent, const Path &path, const QString &key, const QString &what);

    // The element `index` of an array at `path`, which must be an object.
    QJsonObject objectAt(const QJsonArray &array, const Path &path, qsizetype index, const QString &what);
    // Calls visit(object, its path) for each element of the array member `key` (`what`), each
    // of which must be an object (`elementWhat`); stops at the first error.
    template <typename Visit>
    void forEachObject(const QJsonObject &parent, const Path &path, const QString &key, const QString &what,
                       const QString &elementWhat, Visit &&visit)
    {
        const QJsonArray elements = array(parent, path, key, what);
        Path atArray = path;
        atArray.append(key);
        for (qsizetype i = 0; i < elements.size() && ok(); ++i) {
            const QJsonObject element = objectAt(elements, atArray, i, elementWhat);
            Path here = atArray;
            here.append(i);
            if (ok())
                visit(element, here);
        }
    }

    // Keeps an error about the value at `path` (the first error wins). `message` is complete:
    // "unknown review verdict \"maybe\"".
    void fail(const Path &path, const QString &message);
    // "file:line:column:" of the value at `path` (the nearest enclosing value found, else the file).
    QString locate(const Path &path) const;
    // "file:line:column:" of a byte offset (clamped to the bytes); the column counts characters.
    static QString locationAt(const QString &fileName, const QByteArray &bytes, qsizetype offset);

    // How a value's type reads in a message: "an object", "a number", "null", ...
    static QString typeName(const QJsonValue &value);

private:
    bool check(const QJsonValue &value, QJsonValue::Type type, const Path &path, const QString &what);

    const QByteArray &m_bytes;
    QString m_fileName;
    QString m_error;
};
