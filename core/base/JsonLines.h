#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

// Where each value of a JSON text starts: QJsonDocument keeps no positions, so readers that
// name a line in their messages scan the text once more with this. Values are named by JSON
// pointer ("/3/paraphrases/0/sent"; object keys as written between their quotes, with "~" and
// "/" escaped as "~0" and "~1"). Meant for a text QJsonDocument has accepted; on any other
// the lines are those of the values it got to, never a crash.
class JsonLines
{
public:
    explicit JsonLines(const QByteArray &json);
    // The 1-based line where the value at `pointer` starts, or 0 when there is none.
    int line(const QString &pointer) const;

private:
    QHash<QByteArray, int> m_lines;
};
