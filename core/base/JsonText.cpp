#include "core/base/JsonText.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace {

bool isScalar(const QJsonValue &value)
{
    return !value.isArray() && !value.isObject();
}

// A scalar, an array of scalars, or an object whose values are those.
bool isFlat(const QJsonValue &value, bool top = true)
{
    if (isScalar(value))
        return true;
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            if (!isScalar(item))
                return false;
        return true;
    }
    if (!top)
        return false;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!isFlat(it.value(), false))
            return false;
    return true;
}

QByteArray compact(const QJsonValue &value)
{
    if (value.isObject())
        return QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    if (value.isArray())
        return QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return wrapped.mid(1, wrapped.size() - 2); // [value] -> value
}

void write(const QJsonValue &value, int depth, QByteArray &out)
{
    if (isFlat(value)) {
        out += compact(value);
        return;
    }
    const QByteArray indent(4 * (depth + 1), ' ');
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        out += "[\n";
        for (qsizetype k = 0; k < array.size(); ++k) {
            out += indent;
            write(array.at(k), depth + 1, out);
            out += k + 1 < array.size() ? ",\n" : "\n";
        }
        out += QByteArray(4 * depth, ' ') + ']';
        return;
    }
    const QJsonObject object = value.toObject();
    out += "{\n";
    qsizetype k = 0;
    for (auto it = object.begin(); it != object.end(); ++it, ++k) {
        out += indent + compact(QJsonValue(it.key())) + ": ";
        write(it.value(), depth + 1, out);
        out += k + 1 < object.size() ? ",\n" : "\n";
    }
    out += QByteArray(4 * depth, ' ') + '}';
}

} // namespace

namespace JsonText {

QByteArray lines(const QJsonObject &root)
{
    QByteArray out;
    write(root, 0, out);
    out += '\n';
    return out;
}

} // namespace JsonText
