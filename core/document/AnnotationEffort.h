#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

// What annotating cost, as the papers report it: per sentence, the keys pressed while the
// keyboard was in the annotation workspace and the time spent there (the time between two keys,
// a pause longer than kIdleMilliseconds counted as that much). Recorded by the studio while
// `recording` is on, kept in the project file ("effort"). Widget-free.
class AnnotationEffort
{
public:
    static constexpr qint64 kIdleMilliseconds = 60000;

    struct Sentence
    {
        QString id;
        int keys = 0;
        qint64 milliseconds = 0;
    };

    bool recording() const { return m_recording; }
    void setRecording(bool on) { m_recording = on; }
    // One key on sentence `id`, `sinceLast` ms after the previous key (capped at the idle time).
    void addKey(const QString &id, qint64 sinceLast);
    // Sets a sentence's numbers (reading a project file).
    void set(const Sentence &sentence);
    void clear() { m_sentences.clear(); }

    // In the order first annotated.
    const QVector<Sentence> &sentences() const { return m_sentences; }
    Sentence total() const;
    bool isEmpty() const { return m_sentences.isEmpty(); }
    bool operator==(const AnnotationEffort &other) const;

    // "1 h 05 min", "4 min 12 s", "38 s".
    static QString duration(qint64 milliseconds);

private:
    Sentence *find(const QString &id);

    QVector<Sentence> m_sentences;
    bool m_recording = true;
};
