#include "core/base/JsonFieldReader.h"

#include "core/base/Diagnostic.h"

#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace {

// Walks the bytes of a document QJsonDocument has already accepted, to find where a value
// starts. Iterative: nesting costs no stack.
class Scanner
{
public:
    explicit Scanner(const QByteArray &bytes)
        : m_bytes(bytes)
    { }

    qsizetype at() const { return m_at; }

    void skipSpace()
    {
        while (m_at < m_bytes.size()) {
            const char c = m_bytes.at(m_at);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                return;
            ++m_at;
        }
    }

    // At a '"': past the closing quote, returning the string's raw bytes (escapes kept).
    QByteArray rawString()
    {
        const qsizetype start = ++m_at;
        while (m_at < m_bytes.size() && m_bytes.at(m_at) != '"')
            m_at += m_bytes.at(m_at) == '\\' ? 2 : 1;
        const QByteArray raw = m_bytes.mid(start, m_at - start);
        ++m_at;
        return raw;
    }

    // Past one whole value (string, number, literal, array or object).
    void skipValue()
    {
        int depth = 0;
        while (m_at < m_bytes.size()) {
            const char c = m_bytes.at(m_at);
            if (c == '"') {
                rawString();
                if (depth == 0)
                    return;
                continue;
            }
            if (c == '[' || c == '{') {
                ++depth;
            } else if (c == ']' || c == '}') {
                if (depth == 0)
                    return; // the end of the enclosing container: a literal or number ended here
                if (--depth == 0) {
                    ++m_at;
                    return;
                }
            } else if ((c == ',' || c == ' ' || c == '\n' || c == '\r' || c == '\t') && depth == 0) {
                return;
            }
            ++m_at;
        }
    }

    // At an object's '{': to the value of member `key`; false (left somewhere inside) when absent.
    bool enterMember(const QString &key)
    {
        ++m_at;
        for (;;) {
            skipSpace();
            if (m_at >= m_bytes.size() || m_bytes.at(m_at) != '"')
                return false;
            const QByteArray raw = rawString();
            skipSpace();
            ++m_at; // ':'
            skipSpace();
            if (decode(raw) == key)
                return true;
            if (!skipToNext())
                return false;
        }
    }

    // At an array's '[': to its element `index`; false when there are fewer.
    bool enterElement(qsizetype index)
    {
        ++m_at;
        for (qsizetype i = 0;; ++i) {
            skipSpace();
            if (m_at >= m_bytes.size() || m_bytes.at(m_at) == ']')
                return false;
            if (i == index)
                return true;
            if (!skipToNext())
                return false;
        }
    }

    // Past the value here and the comma after it; false at the container's end.
    bool skipToNext()
    {
        skipValue();
        skipSpace();
        if (m_at >= m_bytes.size() || m_bytes.at(m_at) != ',')
            return false;
        ++m_at;
        return true;
    }

    char current() const { return m_at < m_bytes.size() ? m_bytes.at(m_at) : '\0'; }

private:
    static QString decode(const QByteArray &raw)
    {
        if (!raw.contains('\\'))
            return QString::fromUtf8(raw);
        const QJsonDocument document = QJsonDocument::fromJson("[\"" + raw + "\"]");
        return document.array().at(0).toString();
    }

    const QByteArray &m_bytes;
    qsizetype m_at = 0;
};

JsonFieldReader::Path extended(const JsonFieldReader::Path &path, const QString &key)
{
    JsonFieldReader::Path here = path;
    here.append(key);
    return here;
}

} // namespace

JsonFieldReader::JsonFieldReader(const QByteArray &bytes, const QString &fileName)
    : m_bytes(bytes),
      m_fileName(fileName)
{ }

QString JsonFieldReader::typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

QString JsonFieldReader::locate(const Path &path) const
{
    Scanner scanner(m_bytes);
    scanner.skipSpace();
    qsizetype found = scanner.at();
    for (const Step &step : path) {
        const bool entered = step.index < 0 ? scanner.current() == '{' && scanner.enterMember(step.key)
                                            : scanner.current() == '[' && scanner.enterElement(step.index);
        if (!entered)
            break;
        scanner.skipSpace();
        found = scanner.at();
    }
    return locationAt(m_fileName, m_bytes, found);
}

QString JsonFieldReader::locationAt(const QString &fileName, const QByteArray &bytes, qsizetype offset)
{
    const QByteArray before = bytes.left(std::clamp<qsizetype>(offset, 0, bytes.size()));
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    return Diagnostic::location(fileName, int(before.count('\n')) + 1,
                                int(QString::fromUtf8(before.mid(lineStart)).size()) + 1);
}

void JsonFieldReader::fail(const Path &path, const QString &message)
{
    if (m_error.isEmpty())
        m_error = locate(path) + QLatin1Char(' ') + message;
}

bool JsonFieldReader::check(const QJsonValue &value, QJsonValue::Type type, const Path &path, const QString &what)
{
    if (!ok())
        return false;
    if (value.type() == type)
        return true;
    fail(path, QStringLiteral("expected %1, found %2").arg(what, typeName(value)));
    return false;
}

QJsonObject JsonFieldReader::object(const QJsonObject &parent, const Path &path, const QString &key,
                                    const QString &what)
{
    const QJsonValue value = parent.value(key);
    if (value.isUndefined())
        return {};
    return check(value, QJsonValue::Object, extended(path, key), what) ? value.toObject() : QJsonObject();
}

QJsonArray JsonFieldReader::array(const QJsonObject &parent, const Path &path, const QString &key, const QString &what)
{
    const QJsonValue value = parent.value(key);
    if (value.isUndefined())
        return {};
    return check(value, QJsonValue::Array, extended(path, key), what) ? value.toArray() : QJsonArray();
}

QString JsonFieldReader::string(const QJsonObject &parent, const Path &path, const QString &key, const QString &what,
                                bool nullable)
{
    const QJsonValue value = parent.value(key);
    if (value.isUndefined() || (nullable && value.isNull()))
        return QString();
    return check(value, QJsonValue::String, extended(path, key), what) ? value.toString() : QString();
}

bool JsonFieldReader::boolean(const QJsonObject &parent, const Path &path, const QString &key, const QString &what,
                              bool fallback)
{
    const QJsonValue value = parent.value(key);
    if (value.isUndefined())
        return fallback;
    return check(value, QJsonValue::Bool, extended(path, key), what) ? value.toBool() : fallback;
}

namespace {

bool isInt(double number)
{
    return std::isfinite(number) && number == std::floor(number) && number >= -2147483648.0 && number <= 2147483647.0;
}

} // namespace

int JsonFieldReader::integer(const QJsonObject &parent, const Path &path, const QString &key, const QString &what,
                             int fallback)
{
    const QJsonValue value = parent.value(key);
    if (value.isUndefined())
        return fallback;
    if (!check(value, QJsonValue::Double, extended(path, key), what))
        return fallback;
    if (!isInt(value.toDouble())) {
        fail(extended(path, key), QStringLiteral("expected %1, found %2").arg(what, QString::number(value.toDouble())));
        return fallback;
    }
    return int(value.toDouble());
}

QStringList JsonFieldReader::strings(const QJsonObject &parent, const Path &path, const QString &key,
                                     const QString &what)
{
    const QJsonArray values = array(parent, path, key, what);
    QStringList list;
    list.reserve(values.size());
    for (qsizetype i = 0; i < values.size() && ok(); ++i) {
        const QJsonValue item = values.at(i);
        if (!item.isString()) {
            Path here = extended(path, key);
            here.append(i);
            fail(here, QStringLiteral("expected %1, found %2 in it").arg(what, typeName(item)));
            return {};
        }
        list.append(item.toString());
    }
    return list;
}

QVector<int> JsonFieldReader::integers(const QJsonObject &parent, const Path &path, const QString &key,
                                       const QString &what)
{
    const QJsonArray values = array(parent, path, key, what);
    QVector<int> list;
    list.reserve(values.size());
    for (qsizetype i = 0; i < values.size() && ok(); ++i) {
        const QJsonValue item = values.at(i);
        if (!item.isDouble() || !isInt(item.toDouble())) {
            Path here = extended(path, key);
            here.append(i);
            fail(here,
                 QStringLiteral("expected %1, found %2 in it")
                     .arg(what, item.isDouble() ? QString::number(item.toDouble()) : typeName(item)));
            return {};
        }
        list.append(int(item.toDouble()));
    }
    return list;
}

QJsonObject JsonFieldReader::objectAt(const QJsonArray &array, const Path &path, qsizetype index, const QString &what)
{
    const QJsonValue value = array.at(index);
    Path here = path;
    here.append(index);
    return check(value, QJsonValue::Object, here, what) ? value.toObject() : QJsonObject();
}
