#include "core/document/AnnotationEffort.h"

#include <algorithm>

AnnotationEffort::Sentence *AnnotationEffort::find(const QString &id)
{
    for (Sentence &sentence : m_sentences) {
        if (sentence.id == id)
            return &sentence;
    }
    return nullptr;
}

void AnnotationEffort::addKey(const QString &id, qint64 sinceLast)
{
    Sentence *sentence = find(id);
    if (!sentence) {
        m_sentences.append(Sentence{id, 0, 0});
        sentence = &m_sentences.last();
    }
    ++sentence->keys;
    sentence->milliseconds += std::clamp<qint64>(sinceLast, 0, kIdleMilliseconds);
}

void AnnotationEffort::set(const Sentence &sentence)
{
    if (Sentence *existing = find(sentence.id))
        *existing = sentence;
    else
        m_sentences.append(sentence);
}

AnnotationEffort::Sentence AnnotationEffort::total() const
{
    Sentence out;
    for (const Sentence &sentence : m_sentences) {
        out.keys += sentence.keys;
        out.milliseconds += sentence.milliseconds;
    }
    return out;
}

bool AnnotationEffort::operator==(const AnnotationEffort &other) const
{
    if (m_recording != other.m_recording || m_sentences.size() != other.m_sentences.size())
        return false;
    for (qsizetype i = 0; i < m_sentences.size(); ++i) {
        const Sentence &a = m_sentences.at(i);
        const Sentence &b = other.m_sentences.at(i);
        if (a.id != b.id || a.keys != b.keys || a.milliseconds != b.milliseconds)
            return false;
    }
    return true;
}

QString AnnotationEffort::duration(qint64 milliseconds)
{
    const qint64 seconds = (milliseconds + 500) / 1000;
    if (seconds >= 3600)
        return QStringLiteral("%1 h %2 min").arg(seconds / 3600).arg((seconds % 3600) / 60, 2, 10, QLatin1Char('0'));
    if (seconds >= 60)
        return QStringLiteral("%1 min %2 s").arg(seconds / 60).arg(seconds % 60);
    return QStringLiteral("%1 s").arg(seconds);
}
