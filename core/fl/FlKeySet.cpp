#include "core/fl/FlKeySet.h"

#include "core/fl/FlText.h"

#include <QStringList>

#include <algorithm>

namespace {

constexpr quint64 kLimit = quint64(1) << 16;

} // namespace

int FlKeySet::indexOf(int slot, const QString &text)
{
    QHash<QString, int> &texts = m_texts[size_t(slot)];
    const auto found = texts.constFind(text);
    if (found != texts.constEnd())
        return found.value();
    const int index = int(texts.size());
    texts.insert(text, index);
    return index;
}

void FlKeySet::insert(int cluster, const QString &subject, const QString &relation, const QString &object)
{
    const QChar sep = FlText::keySeparator();
    const QString *texts[3] = {&subject, &relation, &object};
    quint64 tuple = quint64(cluster);
    bool packable = quint64(cluster) < kLimit;
    for (int slot = 0; slot < 3 && packable; ++slot) {
        const QString &text = *texts[slot];
        // A text with a separator would split differently; a text past the index range (a
        // sentence of more than 65,535 distinct texts in one slot) has no index.
        packable = !text.contains(sep)
            && (m_texts[size_t(slot)].contains(text) || quint64(m_texts[size_t(slot)].size()) < kLimit);
        if (packable)
            tuple = (tuple << kBits) | quint64(indexOf(slot, text));
    }
    if (packable)
        m_tuples.insert(tuple);
    else
        m_whole.insert({cluster, subject + sep + relation + sep + object});
}

void FlKeySet::insertJoined(int cluster, const QString &key)
{
    const QStringList parts = key.split(FlText::keySeparator());
    if (parts.size() == 3)
        insert(cluster, parts.at(0), parts.at(1), parts.at(2));
    else
        m_whole.insert({cluster, key});
}

FlKeySet::Lookup FlKeySet::lookup(const QString &key) const
{
    Lookup result;
    result.key = key;
    // The key of a tuple has exactly two separators, and its parts are the tuple's texts.
    const QChar sep = FlText::keySeparator();
    const qsizetype first = key.indexOf(sep);
    const qsizetype second = first < 0 ? -1 : key.indexOf(sep, first + 1);
    if ((m_tuples.isEmpty() && m_sortedTuples.isEmpty()) || second < 0 || key.indexOf(sep, second + 1) >= 0)
        return result;
    const QString parts[3] = {key.left(first), key.mid(first + 1, second - first - 1), key.mid(second + 1)};
    for (int slot = 0; slot < 3; ++slot) {
        const auto found = m_texts[size_t(slot)].constFind(parts[slot]);
        if (found == m_texts[size_t(slot)].constEnd())
            return result;
        result.indices = (result.indices << kBits) | quint64(found.value());
    }
    result.triple = true;
    return result;
}

void FlKeySet::finish()
{
    m_sortedTuples.reserve(m_sortedTuples.size() + m_tuples.size());
    for (quint64 tuple : std::as_const(m_tuples))
        m_sortedTuples.append(tuple);
    m_tuples = QSet<quint64>();
    std::sort(m_sortedTuples.begin(), m_sortedTuples.end());
    m_sortedTuples.erase(std::unique(m_sortedTuples.begin(), m_sortedTuples.end()), m_sortedTuples.end());
    m_sortedTuples.squeeze();
}

bool FlKeySet::contains(int cluster, const Lookup &lookup) const
{
    if (lookup.triple && quint64(cluster) < kLimit) {
        const quint64 tuple = (quint64(cluster) << (3 * kBits)) | lookup.indices;
        if ((!m_tuples.isEmpty() && m_tuples.contains(tuple))
            || std::binary_search(m_sortedTuples.cbegin(), m_sortedTuples.cend(), tuple))
            return true;
    }
    return !m_whole.isEmpty() && m_whole.contains({cluster, lookup.key});
}
