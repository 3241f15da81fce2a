#include "core/benchie/GoldStatistics.h"

#include <QSet>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace {

constexpr int kMaxEnumeratedOptionals = 16;
// At most this many characters of realizations are built for one slot (8 MB of text), and for
// the realizations of one synset; past that the count is a lower bound. A slot of thousands
// of optional tokens would otherwise build gigabytes of strings.
constexpr qint64 kSlotCharacterBudget = qint64(1) << 22;
constexpr qint64 kSynsetCharacterBudget = qint64(1) << 24;
// And at most this many characters of slot realizations for the whole gold (128 MB made and
// dropped, synset after synset): without it, a 1 MB gold of such slots took minutes. The
// English BenchIE gold makes at most 7 % of it (4.5 M characters).
constexpr qint64 kGoldCharacterBudget = qint64(1) << 26;

// The distinct realizations of a slot, as built (joined with spaces, brackets deleted,
// not trimmed). Beyond kMaxEnumeratedOptionals optional elements, or when 2^k realizations
// of the slot's length would pass kSlotCharacterBudget, only the subsets of the first ones
// are built, so the list is partial (*partial set).
QStringList slotRealizations(const Slot &slot, qint64 characterBudget, bool *partial)
{
    const SlotElements &elements = slot.elements();
    QVector<int> optionalPositions;
    for (int i = 0; i < elements.size(); ++i) {
        if (elements.at(i).optional)
            optionalPositions.append(i);
    }
    int enumerated = std::min<int>(int(optionalPositions.size()), kMaxEnumeratedOptionals);
    const qint64 length = std::max<qint64>(1, slot.source().size());
    while (enumerated > 0 && (qint64(1) << enumerated) * length > std::min(characterBudget, kSlotCharacterBudget))
        --enumerated;
    *partial = enumerated < optionalPositions.size();
    QSet<QString> seen;
    QStringList result;
    const quint32 subsets = 1u << enumerated;
    QStringList parts;
    for (quint32 mask = 0; mask < subsets; ++mask) {
        parts.clear();
        int optionalIndex = 0;
        for (int i = 0; i < elements.size(); ++i) {
            if (elements.at(i).optional) {
                const bool dropped = optionalIndex < enumerated && (mask & (1u << optionalIndex));
                ++optionalIndex;
                if (dropped)
                    continue;
            }
            parts.append(slot.elementText(i).toString());
        }
        const QString realization = Slot::realizedText(parts.join(QLatin1Char(' ')));
        if (!seen.contains(realization)) {
            seen.insert(realization);
            result.append(realization);
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
            QVector<QStringList> realizations[3];
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
                    realizations[s].append(slotRealizations(tripleSlots[s], kGoldCharacterBudget - builtCharacters,
                                                            &slotPartial));
                    for (const QString &realization : std::as_const(realizations[s].last()))
                        builtCharacters += realization.size() + 1;
                    partial = partial || slotPartial;
                    product *= realizations[s].last().size();
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
            QSet<QString> unique;
            unique.reserve(total);
            for (int t = 0; t < realizations[0].size(); ++t) {
                for (const QString &subject : realizations[0].at(t)) {
                    for (const QString &relation : realizations[1].at(t)) {
                        for (const QString &object : realizations[2].at(t))
                            unique.insert(subject + QLatin1Char('\t') + relation + QLatin1Char('\t') + object);
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
