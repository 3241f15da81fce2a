#include "core/carb/CarbMatcher.h"

#include "core/base/PyText.h"

#include <algorithm>

namespace {

// Size of the multiset intersection of two sorted id lists: each gold word consumes one
// equal, not yet consumed system word.
int commonWords(const std::vector<int> &gold, const std::vector<int> &system)
{
    int count = 0;
    auto g = gold.begin();
    auto s = system.begin();
    while (g != gold.end() && s != system.end()) {
        if (*g < *s) {
            ++g;
        } else if (*s < *g) {
            ++s;
        } else {
            ++count;
            ++g;
            ++s;
        }
    }
    return count;
}

int countOf(const std::vector<int> &ids, int id)
{
    const auto range = std::equal_range(ids.begin(), ids.end(), id);
    return int(range.second - range.first);
}

} // namespace

CarbMatcher::CarbMatcher()
{
    static const QString forms[] = {QStringLiteral("be"),  QStringLiteral("is"),   QStringLiteral("am"),
                                    QStringLiteral("are"), QStringLiteral("was"),  QStringLiteral("were"),
                                    QStringLiteral("been"), QStringLiteral("being")};
    for (const QString &form : forms) {
        std::vector<int> ids;
        addWords(form, &ids);
        m_isBeForm[ids.front()] = true;
    }
    m_be = 0; // "be" was interned first
}

void CarbMatcher::addWords(QStringView text, std::vector<int> *ids)
{
    // Python's str.split(): runs of whitespace separate words.
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n;) {
        while (i < n && PyText::isSpace(text.at(i)))
            ++i;
        const qsizetype begin = i;
        while (i < n && !PyText::isSpace(text.at(i)))
            ++i;
        if (i == begin)
            break;
        const auto [it, added] = m_ids.try_emplace(text.sliced(begin, i - begin), int(m_ids.size()));
        if (added)
            m_isBeForm.append(false);
        ids->push_back(it->second);
    }
}

CarbMatcher::Prepared CarbMatcher::prepare(const CarbTuple &tuple)
{
    Prepared prepared;
    addWords(tuple.relation, &prepared.relation);
    const int n = int(tuple.arguments.size());
    prepared.argumentCount = std::min(n, 2);
    for (int a = 0; a < n; ++a)
        addWords(tuple.arguments.at(a), &prepared.arguments[std::min(a, 1)]);
    for (std::vector<int> *ids : {&prepared.relation, &prepared.arguments[0], &prepared.arguments[1]})
        std::sort(ids->begin(), ids->end());
    for (const char *verb : {"said", "told", "added", "adds", "says"})
        prepared.saidRelation = prepared.saidRelation || PyText::containsAscii(tuple.relation, verb);
    for (int id : prepared.relation)
        prepared.beRelation = prepared.beRelation || m_isBeForm.at(id);
    return prepared;
}

CarbMatcher::Score CarbMatcher::matchOrdered(const Prepared &gold, const Prepared &system, bool swapped) const
{
    int matched = commonWords(gold.relation, system.relation);
    // The be rule: a system "be" left over still matches a gold relation with a form of be,
    // once, even when that gold word was matched already.
    if (gold.beRelation && countOf(system.relation, m_be) > countOf(gold.relation, m_be))
        ++matched;
    if (matched == 0)
        return {};
    int precisionDenominator = int(system.relation.size());
    int recallDenominator = int(gold.relation.size());
    for (int a = 0; a < gold.argumentCount; ++a) {
        recallDenominator += int(gold.arguments[a].size());
        if (system.argumentCount <= a)
            return {};
        const std::vector<int> &systemWords = system.arguments[swapped ? 1 - a : a];
        precisionDenominator += int(systemWords.size());
        matched += commonWords(gold.arguments[a], systemWords);
    }
    Score score;
    score.precision = precisionDenominator == 0 ? 0.0 : 1.0 * matched / precisionDenominator;
    score.recall = recallDenominator == 0 ? 0.0 : 1.0 * matched / recallDenominator;
    return score;
}

CarbMatcher::Score CarbMatcher::match(const Prepared &gold, const Prepared &system) const
{
    const Score straight = matchOrdered(gold, system, false);
    // Reported speech: the system's two arguments may be the other way round; the better
    // (precision, recall) pair is kept whole, precision first.
    if (!gold.saidRelation || system.argumentCount < 2)
        return straight;
    const Score reversed = matchOrdered(gold, system, true);
    if (reversed.precision > straight.precision
        || (reversed.precision == straight.precision && reversed.recall > straight.recall))
        return reversed;
    return straight;
}
