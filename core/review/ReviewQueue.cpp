#include "core/review/ReviewQueue.h"

#include <QHash>

#include <algorithm>

QVector<int> ReviewEntry::sources() const
{
    QVector<int> distinct;
    for (const ReviewOccurrence &occurrence : occurrences) {
        if (distinct.isEmpty() || distinct.last() != occurrence.source)
            distinct.append(occurrence.source);
    }
    return distinct;
}

bool ReviewEntry::hasSource(int source) const
{
    return std::any_of(occurrences.begin(), occurrences.end(),
                       [source](const ReviewOccurrence &occurrence) { return occurrence.source == source; });
}

void ReviewQueue::build(const Benchmark &gold, const QVector<Source> &sources, const ReviewJudgments &judgments)
{
    const int sentenceCount = int(gold.sentences().size());
    m_sources = sources;
    m_extractionsBySentence = QVector<QVector<QVector<int>>>(sources.size(), QVector<QVector<int>>(sentenceCount));
    for (int i = 0; i < sources.size(); ++i) {
        const QVector<ExtractionResult> &results = sources.at(i).score->results;
        QVector<QVector<int>> &bySentence = m_extractionsBySentence[i];
        for (int e = 0; e < results.size(); ++e) {
            const int s = results.at(e).sentenceIndex;
            if (s >= 0 && s < sentenceCount)
                bySentence[s].append(e);
        }
    }
    m_bySentence = QVector<QVector<ReviewEntry>>(sentenceCount);
    for (int s = 0; s < sentenceCount; ++s)
        buildSentence(gold, s, judgments);
    updateOffsets();
}

void ReviewQueue::rebuildSentence(const Benchmark &gold, int sentenceIndex, const ReviewJudgments &judgments)
{
    if (sentenceIndex < 0 || sentenceIndex >= m_bySentence.size())
        return;
    buildSentence(gold, sentenceIndex, judgments);
    updateOffsets();
}

void ReviewQueue::buildSentence(const Benchmark &gold, int sentenceIndex, const ReviewJudgments &judgments)
{
    const QString &sentenceId = gold.sentences().at(sentenceIndex).id;
    QVector<ReviewEntry> entries;
    QHash<QString, int> entryOfKey;
    for (int i = 0; i < m_sources.size(); ++i) {
        const Source &source = m_sources.at(i);
        for (int e : m_extractionsBySentence.at(i).at(sentenceIndex)) {
            const Extraction x = source.output->extractions.at(e);
            const ExtractionVerdict verdict = source.score->results.at(e).verdict;
            if (verdict == ExtractionVerdict::Ignored)
                continue;
            const QString key = ReviewJudgment::keyOf(sentenceId, x.subject, x.relation, x.object);
            auto it = entryOfKey.find(key);
            if (it == entryOfKey.end()) {
                ReviewEntry entry;
                entry.sentenceIndex = sentenceIndex;
                entry.key = key;
                entry.subject = x.subject.simplified();
                entry.relation = x.relation.simplified();
                entry.object = x.object.simplified();
                it = entryOfKey.insert(key, int(entries.size()));
                entries.append(entry);
            }
            ReviewEntry &entry = entries[it.value()];
            entry.occurrences.append({i, e});
            if (verdict == ExtractionVerdict::Incorrect)
                ++entry.unmatched;
        }
    }
    // Matched extractions were collected with the others (so that an entry knows every
    // occurrence); only those unmatched somewhere, or judged, stay.
    entries.erase(std::remove_if(entries.begin(), entries.end(),
                                 [&judgments](const ReviewEntry &entry) {
                                     return entry.unmatched == 0 && !judgments.find(entry.key);
                                 }),
                  entries.end());
    m_bySentence[sentenceIndex] = entries;
}

void ReviewQueue::updateOffsets()
{
    m_offsets.resize(m_bySentence.size());
    int offset = 0;
    for (int s = 0; s < m_bySentence.size(); ++s) {
        m_offsets[s] = offset;
        offset += int(m_bySentence.at(s).size());
    }
    m_size = offset;
}

const ReviewEntry &ReviewQueue::at(int index) const
{
    // The last sentence whose first entry is at or before index.
    const auto it = std::upper_bound(m_offsets.begin(), m_offsets.end(), index);
    const int s = int(it - m_offsets.begin()) - 1;
    return m_bySentence.at(s).at(index - m_offsets.at(s));
}

int ReviewQueue::indexOf(int sentenceIndex, const QString &key) const
{
    if (sentenceIndex < 0 || sentenceIndex >= m_bySentence.size())
        return -1;
    const QVector<ReviewEntry> &entries = m_bySentence.at(sentenceIndex);
    for (int i = 0; i < entries.size(); ++i) {
        if (entries.at(i).key == key)
            return m_offsets.at(sentenceIndex) + i;
    }
    return -1;
}

ReviewState ReviewQueue::stateOf(const ReviewEntry &entry, const ReviewJudgments &judgments)
{
    const ReviewJudgment *judgment = judgments.find(entry.key);
    if (!judgment)
        return ReviewState::Pending;
    switch (judgment->verdict) {
    case ReviewVerdict::Accepted:
        return ReviewState::Accepted;
    case ReviewVerdict::Rejected:
        return ReviewState::Rejected;
    case ReviewVerdict::Skipped:
        break;
    }
    return ReviewState::Skipped;
}

int ReviewQueue::judgedCount(const ReviewJudgments &judgments) const
{
    int judged = 0;
    for (const QVector<ReviewEntry> &entries : m_bySentence) {
        for (const ReviewEntry &entry : entries) {
            const ReviewState state = stateOf(entry, judgments);
            judged += state == ReviewState::Accepted || state == ReviewState::Rejected;
        }
    }
    return judged;
}

QStringList ReviewQueue::sourceNames(const ReviewEntry &entry) const
{
    QStringList names;
    for (int source : entry.sources())
        names.append(m_sources.at(source).name);
    return names;
}

Extraction ReviewQueue::extraction(const ReviewEntry &entry) const
{
    const ReviewOccurrence &first = entry.occurrences.first();
    return m_sources.at(first.source).output->extractions.at(first.extraction);
}
