#pragma once

#include <QTypeInfo>
#include <QVector>

#include <initializer_list>

// A short list of synset indices in 16 bytes: up to two inline (an extraction usually matches
// one synset), more on the heap. Scores keep one or two per extraction, so that a file of
// millions of extractions holds no heap block per extraction.
class SynsetList
{
public:
    SynsetList() = default;
    SynsetList(std::initializer_list<int> values);
    SynsetList(const SynsetList &other);
    SynsetList(SynsetList &&other) noexcept;
    SynsetList &operator=(const SynsetList &other);
    SynsetList &operator=(SynsetList &&other) noexcept;
    ~SynsetList();

    qsizetype size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    int at(qsizetype i) const { return data()[i]; }
    int first() const { return at(0); }
    const int *begin() const { return data(); }
    const int *end() const { return data() + m_size; }
    void append(int value);
    QVector<int> toVector() const { return QVector<int>(begin(), end()); }

    bool operator==(const SynsetList &other) const;
    bool operator!=(const SynsetList &other) const { return !(*this == other); }

private:
    static constexpr qint32 kInline = 2;
    bool onHeap() const { return m_capacity > kInline; }
    const int *data() const { return onHeap() ? m_heap : m_inline; }
    int *data() { return onHeap() ? m_heap : m_inline; }

    qint32 m_size = 0;
    qint32 m_capacity = kInline;
    union {
        int m_inline[kInline] = {0, 0};
        int *m_heap;
    };
};
// No pointer into itself: a vector of them may move them with realloc.
Q_DECLARE_TYPEINFO(SynsetList, Q_RELOCATABLE_TYPE);
