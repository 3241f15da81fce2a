#include "core/model/SynsetList.h"

#include <algorithm>
#include <cstring>

SynsetList::SynsetList(std::initializer_list<int> values)
{
    for (int value : values)
        append(value);
}

SynsetList::SynsetList(const SynsetList &other)
{
    *this = other;
}

SynsetList::SynsetList(SynsetList &&other) noexcept
{
    *this = std::move(other);
}

SynsetList &SynsetList::operator=(const SynsetList &other)
{
    if (this == &other)
        return *this;
    if (other.m_size > (onHeap() ? m_capacity : kInline)) {
        int *grown = new int[size_t(other.m_size)];
        if (onHeap())
            delete[] m_heap;
        m_heap = grown;
        m_capacity = other.m_size;
    }
    std::copy(other.begin(), other.end(), data());
    m_size = other.m_size;
    return *this;
}

SynsetList &SynsetList::operator=(SynsetList &&other) noexcept
{
    if (this == &other)
        return *this;
    if (onHeap())
        delete[] m_heap;
    std::memcpy(static_cast<void *>(this), static_cast<const void *>(&other), sizeof(SynsetList));
    other.m_size = 0;
    other.m_capacity = kInline;
    return *this;
}

SynsetList::~SynsetList()
{
    if (onHeap())
        delete[] m_heap;
}

void SynsetList::append(int value)
{
    if (m_size == m_capacity) {
        const qint32 capacity = m_capacity * 2;
        int *grown = new int[size_t(capacity)];
        std::copy(begin(), end(), grown);
        if (onHeap())
            delete[] m_heap;
        m_heap = grown;
        m_capacity = capacity;
    }
    data()[m_size++] = value;
}

bool SynsetList::operator==(const SynsetList &other) const
{
    return std::equal(begin(), end(), other.begin(), other.end());
}
