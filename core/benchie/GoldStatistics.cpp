#include "core/benchie/GoldStatistics.h"

#include <QHash>
#include <QSet>
#include <QVarLengthArray>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <utility>

namespace {

constexpr int kMaxEnumeratedOptionals = 16;
// At most this many characters of realizations (counted as if built as strings, which they
// are not: see RealizationKey) are enumerated for one slot, and for the realizations of one
// synset; past that the count is a lower bound. A slot of thousands of optional tokens would
// otherwise take hours.
constexpr qint64 kSlotCharacterBudget = qint64(1) << 22;
constexpr qint64 kSynsetCharacterBudget = qint64(1) << 24;
// And at most this many characters of slot realizations for the whole gold: without it, a 1 MB
// gold of such slots took minutes. The English BenchIE gold uses at most 7 % of it (4.5 M).
constexpr qint64 kGoldCharacterBudget = qint64(1) << 26;

// A realization known without building it: its length and two polynomial hashes of its
// characters modulo 2^61 - 1, with independent bases. Two different realizations share a key
// with a probability of about 2^-120 per pair, far below one in the life of any gold; the
// strings themselves (gigabytes for a slot of many optional tokens) are never made.
struct RealizationKey
{
    quint64 first = 0;
    quint64 second = 0;
    qint64 length = 0;

    bool operator==(const RealizationKey &other) const
    {
        return first == other.first && second == other.second && length == other.length;
    }
};

size_t qHash(const RealizationKey &key, size_t seed = 0)
{
    return qHashMulti(seed, key.first, key.second, key.length);
}

constexpr quint64 kModulus = (quint64(1) << 61) - 1;
constexpr quint64 kFirstBase = 0x1f3d5b79a2c4e681 % kModulus;
constexpr quint64 kSecondBase = 0x0b9e4c2d7a5f3117 % kModulus;

quint64 multiplyModulo(quint64 a, quint64 b)
{
    const unsigned __int128 product = static_cast<unsigned __int128>(a) * b;
    quint64 sum = quint64(product & kModulus) + quint64(product >> 61);
    return sum >= kModulus ? sum - kModulus : sum;
}

quint64 addModulo(quint64 a, quint64 b)
{
    const quint64 sum = a + b;
    return sum >= kModulus ? sum - kModulus : sum;
}

// One element as it appears in realizations (brackets deleted, Slot::realizedText): its key,
// and each base raised to its length, so that appending it to a key is two multiplications.
struct ElementHash
{
    RealizationKey key;
    quint64 firstPower = 1;
    quint64 secondPower = 1;
};

ElementHash hashElement(QStringView text)
{
    ElementHash hash;
    for (const QChar c : text) {
        if (c == QLatin1Char('[') || c == QLatin1Char(']'))
            continue;
        const quint64 value = quint64(c.unicode()) + 1;
        hash.key.first = addModulo(multiplyModulo(hash.key.first, kFirstBase), value);
        hash.key.second = addModulo(multiplyModulo(hash.key.second, kSecondBase), value);
        hash.firstPower = multiplyModulo(hash.firstPower, kFirstBase);
        hash.secondPower = multiplyModulo(hash.secondPower, kSecondBase);
        ++hash.key.length;
    }
    return hash;
}

// The key of `text + part`.
void appendHash(RealizationKey *text, const ElementHash &part)
{
    text->first = addModulo(multiplyModulo(text->first, part.firstPower), part.key.first);
    text->second = addModulo(multiplyModulo(text->second, part.secondPower), part.key.second);
    text->length += part.key.length;
}

// The distinct realizations of a slot (kept elements joined with single spaces, brackets
// deleted, not trimmed), as keys. Beyond kMaxEnumeratedOptionals optional elements, or when
// 2^k realizations of the slot's length would pass kSlotCharacterBudget, only the subsets of
// the first ones are enumerated, so the list is partial (*partial set). *characters is the
// length of the distinct realizations, plus one each, as if they had been built.
QVector<RealizationKey> slotRealizations(const Slot &slot, qint64 characterBudget, bool *partial, qint64 *characters)
{
    const SlotElements &elements = slot.elements();
    QVarLengthArray<ElementHash, 8> hashes;
    int optionalTotal = 0;
    for (int i = 0; i < elements.size(); ++i) {
        hashes.append(hashElement(slot.elementText(i)));
        optionalTotal += elements.at(i).optional ? 1 : 0;
    }
    int enumerated = std::min(optionalTotal, kMaxEnumeratedOptionals);
    const qint64 length = std::max<qint64>(1, slot.source().size());
    while (enumerated > 0 && (qint64(1) << enumerated) * length > std::min(characterBudget, kSlotCharacterBudget))
        --enumerated;
    *partial = enumerated < optionalTotal;
    const ElementHash space = hashElement(u" ");
    QSet<RealizationKey> seen;
    QVector<RealizationKey> result;
    *characters = 0;
    const quint32 subsets = 1u << enumerated;
    for (quint32 mask = 0; mask < subsets; ++mask) {
        RealizationKey realization;
        bool first = true;
        int optionalIndex = 0;
        for (int i = 0; i < elements.size(); ++i) {
            if (elements.at(i).optional) {
                const bool dropped = optionalIndex < enumerated && (mask & (1u << optionalIndex));
                ++optionalIndex;
                if (dropped)
                    continue;
            }
            if (!first)
                appendHash(&realization, space);
            appendHash(&realization, hashes.at(i));
            first = false;
        }
        if (!seen.contains(realization)) {
            seen.insert(realization);
            result.append(realization);
            *characters += realization.length + 1;
        }
    }
    return result;
}

// Sum over all 2^k realizations of their word count (str.split(" ") length), and 2^k.
void slotLengthSum(const Slot &slot, double *count, double *lengthSum)
{
    const int k = slot.optionalCount();
    const double all = std::ldexp(1.0, k);
    double sum = 0;
    bool hasFixed = false;
    for (const SlotElement &element : slot.elements()) {
        const double words = double(slot.elementText(element).count(QLatin1Char(' ')) + 1);
        sum += element.optional ? words * all / 2 : words * all;
        hasFixed = hasFixed || !element.optional;
    }
    if (!hasFixed)
        sum += 1; // the realization with nothing kept is "", one (empty) word
    *count = all;
    *lengthSum = sum;
}

// The official reader turns an inert line into a junk "triple" of its first three characters.
bool junkTripleSlots(const Triple &member, Slot tripleSlots[3])
{
    const QString text = member.inertText();
    if (text.size() < 3)
        return false;
    for (int s = 0; s < 3; ++s)
        tripleSlots[s] = Slot(QString(text.at(s)));
    return true;
}

} // namespace

GoldStatistics GoldStatistics::compute(const Benchmark &benchmark, qint64 budget)
{
    GoldStatistics stats;
    stats.sentences = int(benchmark.sentences().size());
    double realizationCount = 0;
    double lengthSum = 0;
    qint64 builtCharacters = 0; // of slot realizations, within kGoldCharacterBudget
    for (const Sentence &sentence : benchmark.sentences()) {
        if (!sentence.inGold)
            continue;
        for (const Synset &synset : sentence.synsets) {
            if (!synset.scored)
                continue;
            ++stats.synsets;
            // Each slot's realizations as small numbers, one numbering per slot position for
            // the synset, so that a triple realization is three of them.
            QHash<RealizationKey, int> numbers[3];
            QVector<QVector<int>> realizations[3];
            qint64 total = 0;
            qint64 totalCharacters = 0;
            qint64 largest = 0;
            bool partial = false;
            for (const Triple &member : synset.triples) {
                Slot tripleSlots[3];
                if (member.isInert()) {
                    if (!junkTripleSlots(member, tripleSlots))
                        continue;
                } else {
                    for (int s = 0; s < 3; ++s)
                        tripleSlots[s] = member.slot(s);
                }
                qint64 product = 1;
                qint64 length = 3;
                for (int s = 0; s < 3; ++s) {
                    bool slotPartial = false;
                    qint64 characters = 0;
                    const QVector<RealizationKey> keys =
                        slotRealizations(tripleSlots[s], kGoldCharacterBudget - builtCharacters, &slotPartial, &characters);
                    builtCharacters += characters;
                    QVector<int> slotNumbers;
                    slotNumbers.reserve(keys.size());
                    for (const RealizationKey &key : keys) {
                        auto number = numbers[s].constFind(key);
                        if (number == numbers[s].cend())
                            number = numbers[s].insert(key, int(numbers[s].size()));
                        slotNumbers.append(*number);
                    }
                    realizations[s].append(slotNumbers);
                    partial = partial || slotPartial;
                    product *= keys.size();
                    length += tripleSlots[s].source().size();
                }
                double counts[3];
                double sums[3];
                for (int s = 0; s < 3; ++s)
                    slotLengthSum(tripleSlots[s], &counts[s], &sums[s]);
                realizationCount += counts[0] * counts[1] * counts[2];
                lengthSum += sums[0] * counts[1] * counts[2] + counts[0] * sums[1] * counts[2]
                    + counts[0] * counts[1] * sums[2];
                total += product;
                totalCharacters += product * length;
                largest = std::max(largest, product);
            }
            if (total > budget || totalCharacters > kSynsetCharacterBudget) {
                stats.uniqueExtractions += largest;
                stats.uniqueIsLowerBound = true;
                ++stats.lowerBoundSynsets;
                continue;
            }
            // A triple realization: its subject's and relation's numbers in one, its object's.
            QSet<std::pair<qint64, int>> unique;
            unique.reserve(total);
            for (int t = 0; t < realizations[0].size(); ++t) {
                for (const int subject : realizations[0].at(t)) {
                    for (const int relation : realizations[1].at(t)) {
                        for (const int object : realizations[2].at(t))
                            unique.insert({(qint64(subject) << 32) | quint32(relation), object});
                    }
                }
            }
            stats.uniqueExtractions += unique.size();
            if (partial) {
                stats.uniqueIsLowerBound = true;
                ++stats.lowerBoundSynsets;
            }
        }
    }
    if (stats.sentences > 0) {
        stats.extractionsPerSentence = double(stats.uniqueExtractions) / stats.sentences;
        stats.synsetsPerSentence = double(stats.synsets) / stats.sentences;
    }
    if (stats.synsets > 0)
        stats.extractionsPerSynset = double(stats.uniqueExtractions) / stats.synsets;
    if (realizationCount > 0)
        stats.averageExtractionLength = lengthSum / realizationCount;
    return stats;
}
