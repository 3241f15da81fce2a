#include "core/model/ExtractionList.h"

namespace {

// New strings stop being indexed past this many (about 60 MB of pool and index): a file of
// ever new texts then costs its strings and no more; a text met again gets a second entry.
constexpr qsizetype kIndexLimit = 1 << 20;

} // namespace

bool Extraction::operator==(const Extraction &other) const
{
    return sentenceId == other.sentenceId && subject == other.subject && relation == other.relation
        && object == other.object && line == other.line;
}

quint32 ExtractionList::Pool::intern(QStringView text)
{
    const auto found = index.constFind(text);
    if (found != index.constEnd())
        return found.value();
    const quint32 at = quint32(strings.size());
    strings.append(text.toString());
    if (index.size() < kIndexLimit)
        index.insert(QStringView(strings.last()), at); // views the held string's characters
    return at;
}

void ExtractionList::Pool::rebuildIndex()
{
    index.clear();
    for (qsizetype i = 0; i < strings.size() && index.size() < kIndexLimit; ++i) {
        if (!index.contains(QStringView(strings.at(i))))
            index.insert(QStringView(strings.at(i)), quint32(i));
    }
}

ExtractionList::ExtractionList(std::initializer_list<Extraction> extractions)
{
    for (const Extraction &extraction : extractions)
        append(extraction);
}

Extraction ExtractionList::at(qsizetype i) const
{
    const Record &record = m_records.at(i);
    return {m_ids.strings.at(record.id), m_texts.strings.at(record.texts[0]), m_texts.strings.at(record.texts[1]),
            m_texts.strings.at(record.texts[2]), record.line};
}

void ExtractionList::append(const Extraction &extraction)
{
    append(extraction.sentenceId, extraction.subject, extraction.relation, extraction.object, extraction.line);
}

void ExtractionList::append(QStringView sentenceId, QStringView subject, QStringView relation, QStringView object,
                            int line)
{
    m_records.append(
        {m_ids.intern(sentenceId), {m_texts.intern(subject), m_texts.intern(relation), m_texts.intern(object)}, line});
}

void ExtractionList::squeeze()
{
    m_records.squeeze();
    m_ids.strings.squeeze();
    m_texts.strings.squeeze();
}

ExtractionList ExtractionList::withTexts(const std::function<QString(const QString &)> &change) const
{
    ExtractionList changed = *this;
    for (QString &text : changed.m_texts.strings)
        text = change(text);
    changed.m_texts.rebuildIndex(); // the old keys viewed the old strings
    return changed;
}

bool ExtractionList::operator==(const ExtractionList &other) const
{
    if (size() != other.size())
        return false;
    for (qsizetype i = 0; i < size(); ++i) {
        if (line(i) != other.line(i) || sentenceId(i) != other.sentenceId(i))
            return false;
        for (int slot = 0; slot < 3; ++slot) {
            if (text(i, slot) != other.text(i, slot))
                return false;
        }
    }
    return true;
}
