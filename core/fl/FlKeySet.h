#pragma once

#include <QHash>
#include <QSet>
#include <QString>
#include <QVector>

#include <array>
#include <utility>

// The BenchIE^FL form keys of one sentence's clusters (slot texts joined with
// FlText::keySeparator()), held as (cluster, subject, relation, object) index tuples over the
// sentence's distinct slot texts instead of one joined string per form: a cluster's forms are
// the products of few distinct slot texts. Membership is exactly that of the joined strings:
// a key that is not three separator-free parts (or past the index ranges) is kept whole.
class FlKeySet
{
public:
    // A key resolved once against the sentence's texts, then tested against each cluster.
    struct Lookup
    {
        QString key;
        bool triple = false; // three known texts: `indices` holds them
        quint64 indices = 0;
    };

    void insert(int cluster, const QString &subject, const QString &relation, const QString &object);
    // Any key, already joined (forms of other than three parts).
    void insertJoined(int cluster, const QString &key);
    Lookup lookup(const QString &key) const;
    bool contains(int cluster, const Lookup &lookup) const;
    // Once every key is in: the tuples move from their hash set to a sorted vector (8 bytes
    // each instead of about 20). Membership is the same before and after; inserting after it works too.
    void finish();

private:
    static constexpr int kBits = 16; // per index: cluster, subject, relation, object
    int indexOf(int slot, const QString &text);

    std::array<QHash<QString, int>, 3> m_texts; // per slot: distinct text -> index
    QSet<quint64> m_tuples; // (cluster, subject, relation, object), 16 bits each, until finish()
    QVector<quint64> m_sortedTuples; // the same after finish(), sorted
    QSet<std::pair<int, QString>> m_whole; // (cluster, key) kept whole
};
