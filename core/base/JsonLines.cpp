#include "core/base/JsonLines.h"

#include <QVector>

namespace {

struct Frame
{
    bool object = false;
    QByteArray pointer; // of this container
    QByteArray key; // object: the last key read
    int index = 0; // array: the index of the current element
};

QByteArray escapedKey(QByteArray key)
{
    return key.replace('~', "~0").replace('/', "~1");
}

} // namespace

JsonLines::JsonLines(const QByteArray &json)
{
    QVector<Frame> stack;
    int line = 1;
    bool expectKey = false;
    const qsizetype size = json.size();
    // The pointer of a value starting on line `at`, in the innermost container.
    const auto startValue = [&](int at) {
        QByteArray pointer;
        if (!stack.isEmpty()) {
            const Frame &frame = stack.constLast();
            pointer = frame.pointer + '/' + (frame.object ? escapedKey(frame.key) : QByteArray::number(frame.index));
        }
        m_lines.insert(pointer, at);
        return pointer;
    };
    for (qsizetype i = 0; i < size; ++i) {
        const char c = json.at(i);
        switch (c) {
        case '\n':
            ++line;
            break;
        case '"': {
            const qsizetype begin = i + 1;
            const int at = line;
            for (++i; i < size && json.at(i) != '"'; ++i) {
                if (json.at(i) == '\\')
                    ++i;
                else if (json.at(i) == '\n')
                    ++line; // not JSON, but counted all the same
            }
            if (!stack.isEmpty() && stack.constLast().object && expectKey) {
                stack.last().key = json.mid(begin, i - begin);
                expectKey = false;
            } else {
                startValue(at);
            }
            break;
        }
        case '{':
        case '[':
            stack.append({c == '{', startValue(line), QByteArray(), 0});
            expectKey = c == '{';
            break;
        case '}':
        case ']':
            if (!stack.isEmpty())
                stack.removeLast();
            expectKey = false;
            break;
        case ',':
            if (!stack.isEmpty()) {
                if (stack.constLast().object)
                    expectKey = true;
                else
                    ++stack.last().index;
            }
            break;
        case ':':
            expectKey = false;
            break;
        case ' ':
        case '\t':
        case '\r':
            break;
        default: // a number, true, false or null: one value up to the next delimiter
            startValue(line);
            while (i + 1 < size && !QByteArrayView(",]}: \t\r\n").contains(json.at(i + 1)))
                ++i;
            break;
        }
    }
}

int JsonLines::line(const QString &pointer) const
{
    return m_lines.value(pointer.toUtf8(), 0);
}
