#pragma once

#include <QHash>
#include <QString>
#include <QStringView>
#include <QTypeInfo>
#include <QVector>

#include <functional>
#include <initializer_list>
#include <iterator>

// One extraction of an OIE system: its sentence id and three slots, exactly as written.
// A value: ExtractionList keeps extractions in a compact form and hands out these.
struct Extraction
{
    QString sentenceId;
    QString subject;
    QString relation;
    QString object;
    int line = 0;

    bool operator==(const Extraction &other) const;
    bool operator!=(const Extraction &other) const { return !(*this == other); }
};
Q_DECLARE_TYPEINFO(Extraction, Q_RELOCATABLE_TYPE);

// The extractions of one system file, kept as what scoring needs: each extraction is a record
// of 20 bytes (the indices of its sentence id and of its three slot texts, its line), and
// every distinct sentence id and slot text is held once. A 1 GB file of 14 million extractions
// repeats its texts: the records are most of it. at() builds an Extraction value (its strings
// share the held ones); the reference accessors give the held strings without copying.
class ExtractionList
{
public:
    ExtractionList() = default;
    ExtractionList(std::initializer_list<Extraction> extractions);

    qsizetype size() const { return m_records.size(); }
    bool isEmpty() const { return m_records.isEmpty(); }
    Extraction at(qsizetype i) const;
    Extraction first() const { return at(0); }
    Extraction last() const { return at(size() - 1); }

    const QString &sentenceId(qsizetype i) const { return m_ids.strings.at(m_records.at(i).id); }
    // Slot 0 subject, 1 relation, 2 object.
    const QString &text(qsizetype i, int slot) const { return m_texts.strings.at(m_records.at(i).texts[slot]); }
    int line(qsizetype i) const { return m_records.at(i).line; }

    void append(const Extraction &extraction);
    // The reader's entry: texts given as views are copied only when not held yet.
    void append(QStringView sentenceId, QStringView subject, QStringView relation, QStringView object, int line);
    void reserve(qsizetype count) { m_records.reserve(count); }
    void squeeze();
    void clear() { *this = ExtractionList(); }

    // The same extractions with every slot text passed through `change` (sentence ids kept).
    ExtractionList withTexts(const std::function<QString(const QString &)> &change) const;

    bool operator==(const ExtractionList &other) const;
    bool operator!=(const ExtractionList &other) const { return !(*this == other); }

    class const_iterator
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = Extraction;
        using difference_type = qsizetype;
        using pointer = void;
        using reference = Extraction;

        const_iterator(const ExtractionList *list, qsizetype i)
            : m_list(list)
            , m_i(i)
        {
        }
        Extraction operator*() const { return m_list->at(m_i); }
        const_iterator &operator++()
        {
            ++m_i;
            return *this;
        }
        bool operator==(const const_iterator &other) const { return m_i == other.m_i; }
        bool operator!=(const const_iterator &other) const { return m_i != other.m_i; }

    private:
        const ExtractionList *m_list;
        qsizetype m_i;
    };
    const_iterator begin() const { return const_iterator(this, 0); }
    const_iterator end() const { return const_iterator(this, size()); }

private:
    struct Record
    {
        quint32 id; // in m_ids
        quint32 texts[3]; // in m_texts
        qint32 line;
    };
    // A pool of distinct strings: the index's keys view the held strings' characters, which
    // never move (a QString's data stays where it is when the vector holding it grows).
    struct Pool
    {
        QVector<QString> strings;
        QHash<QStringView, quint32> index;
        quint32 intern(QStringView text);
        void rebuildIndex();
    };

    QVector<Record> m_records;
    Pool m_ids, m_texts; // sentence ids; slot texts
};
