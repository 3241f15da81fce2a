#include "core/merge/MergeDiff.h"

#include <QStringList>

#include <algorithm>

namespace {

QStringList wordsOf(const Slot &slot)
{
    return slot.source().split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

QString bare(const QString &word)
{
    return Slot::realizedText(word);
}

// Longest common subsequence of two word lists (brackets aside): for each word of `a`, the
// index of its partner in `b` or -1; returns the length.
int lcs(const QStringList &a, const QStringList &b, QVector<int> *partner)
{
    const qsizetype n = a.size(), m = b.size();
    QVector<int> table((n + 1) * (m + 1), 0);
    auto at = [&](qsizetype i, qsizetype j) -> int & { return table[i * (m + 1) + j]; };
    for (qsizetype i = n - 1; i >= 0; --i)
        for (qsizetype j = m - 1; j >= 0; --j)
            at(i, j) = bare(a.at(i)) == bare(b.at(j)) ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
    if (partner) {
        partner->fill(-1, n);
        qsizetype i = 0, j = 0;
        while (i < n && j < m) {
            if (bare(a.at(i)) == bare(b.at(j))) {
                (*partner)[i] = int(j);
                ++i;
                ++j;
            } else if (at(i + 1, j) >= at(i, j + 1)) {
                ++i;
            } else {
                ++j;
            }
        }
    }
    return at(0, 0);
}

} // namespace

namespace MergeDiff {

QVector<TripleDiff> compare(const QVector<Triple> &mine, const QVector<Triple> &theirs)
{
    QVector<TripleDiff> result;
    result.reserve(mine.size());
    for (const Triple &triple : mine) {
        TripleDiff diff;
        QStringList words[3];
        for (int s = 0; s < 3; ++s)
            words[s] = wordsOf(triple.slot(s));
        int best = -1, bestShared = 0;
        for (int k = 0; k < theirs.size() && !diff.identical; ++k) {
            const Triple &other = theirs.at(k);
            if (other.toGoldLine() == triple.toGoldLine()) {
                diff.identical = true;
                best = k;
                break;
            }
            int shared = 0;
            for (int s = 0; s < 3; ++s)
                shared += lcs(words[s], wordsOf(other.slot(s)), nullptr);
            if (shared > bestShared) {
                bestShared = shared;
                best = k;
            }
        }
        diff.onlyHere = best < 0;
        for (int s = 0; s < 3; ++s) {
            QVector<int> partner(words[s].size(), -1);
            QStringList otherWords;
            if (best >= 0) {
                otherWords = wordsOf(theirs.at(best).slot(s));
                lcs(words[s], otherWords, &partner);
            }
            for (qsizetype w = 0; w < words[s].size(); ++w) {
                DiffWord word{words[s].at(w), DiffWord::Only};
                if (partner.at(w) >= 0)
                    word.state = otherWords.at(partner.at(w)) == word.text ? DiffWord::Same : DiffWord::Marks;
                diff.parts[s].append(word);
            }
        }
        result.append(diff);
    }
    return result;
}

} // namespace MergeDiff
