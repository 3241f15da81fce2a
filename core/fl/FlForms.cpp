#include "core/fl/FlForms.h"

#include "core/fl/FlPattern.h"
#include "core/fl/FlText.h"
#include "core/model/Slot.h"

#include <QSet>

#include <algorithm>
#include <climits>

namespace FlForms {

namespace {

// The realizations made of one slot in the principled expansion: at most this many, and at
// most about this many characters of them (8 MB); the data's slots need far less.
constexpr qsizetype kSlotRealizations = 1 << 16;
constexpr qsizetype kSlotCharacters = qsizetype(1) << 22;

} // namespace

OfficialExpansion appendOfficial(const QStringList &slotTexts, QVector<FlForm> *forms, qsizetype budget)
{
    qsizetype opening = 0;
    qsizetype closing = 0;
    for (const QString &slot : slotTexts) {
        opening += slot.count(QLatin1Char('['));
        closing += slot.count(QLatin1Char(']'));
    }
    if (opening != closing)
        return OfficialExpansion::Unbalanced;
    const int n = int(std::min<qsizetype>(opening, INT_MAX));
    // Per slot, its non-empty words, brackets deleted; the first n bracketed words are optional.
    const FlPattern pattern = FlPattern::official(slotTexts);
    // One form per drop set (its counter positions, ascending). Positions from n on, which a
    // group of several words reaches, are in no drop set.
    const auto append = [&](const QVector<int> &drop) {
        int counter = 0;
        qsizetype next = 0; // the first position of `drop` not passed yet
        FlForm form;
        form.reserve(pattern.slotCount());
        for (int s = 0; s < pattern.slotCount(); ++s) {
            QString kept;
            bool first = true; // words joined as Python joins them: "[]" leaves an empty word
            for (const FlPatternGroup &word : pattern.slot(s)) {
                if (word.optional) {
                    const bool dropped = next < drop.size() && drop.at(next) == counter;
                    if (dropped)
                        ++next;
                    ++counter;
                    if (dropped)
                        continue;
                }
                if (!first)
                    kept += QLatin1Char(' ');
                kept += word.words.first();
                first = false;
            }
            form.append(kept);
        }
        forms->append(form);
    };
    // The drop sets of size 1, 2, ..., n, each size in itertools.combinations order, while the
    // budget lasts; its last place is kept for the empty set, the official order's last.
    qsizetype room = std::max<qsizetype>(budget, 1) - 1;
    bool cut = false;
    QVector<int> drop;
    for (int k = 1; k <= n && !cut; ++k) {
        drop.resize(k);
        for (int i = 0; i < k; ++i)
            drop[i] = i;
        for (;;) {
            if (room == 0) {
                cut = true;
                break;
            }
            append(drop);
            --room;
            int i = k - 1;
            while (i >= 0 && drop.at(i) == n - k + i)
                --i;
            if (i < 0)
                break;
            ++drop[i];
            for (int j = i + 1; j < k; ++j)
                drop[j] = drop.at(j - 1) + 1;
        }
    }
    append({});
    return cut ? OfficialExpansion::Cut : OfficialExpansion::Whole;
}

QStringList realizations(const QString &slotSource, int cap, bool *capped)
{
    const Slot slot(slotSource);
    QStringList fixedAndOptional;
    QVector<int> optional;
    const SlotElements &elements = slot.elements();
    for (int i = 0; i < elements.size(); ++i) {
        if (elements.at(i).optional)
            optional.append(i);
    }
    QStringList out;
    QSet<QString> seen;
    const int k = int(optional.size());
    const quint64 total = k >= 40 ? ~quint64(0) : (quint64(1) << k);
    // At most `cap` subsets are tried, not only `cap` distinct ones kept: when the optional
    // elements repeat (`[a] [a] [a] ...`), 2^k subsets give k + 1 distinct realizations, and
    // looking for more took hours for a 100-byte slot.
    for (quint64 mask = 0; mask < total; ++mask) {
        if (mask >= quint64(std::max(cap, 0))) {
            *capped = true;
            break;
        }
        QStringList kept;
        int o = 0;
        for (int i = 0; i < elements.size(); ++i) {
            if (elements.at(i).optional) {
                // A mask has 64 bits: optional elements past the 64th are always kept (the
                // cap stops the enumeration long before the high bits would matter).
                const bool drop = o < 64 && (mask & (quint64(1) << o));
                ++o;
                if (drop)
                    continue;
            }
            kept.append(Slot::realizedText(slot.elementText(i)));
        }
        const QString text = FlText::normalized(kept.join(QLatin1Char(' ')));
        if (!seen.contains(text)) {
            seen.insert(text);
            out.append(text);
        }
    }
    return out;
}

void appendPrincipled(const Triple &triple, QVector<FlForm> *forms, int cap, bool *capped,
                      QHash<QString, SlotRealizations> *cache, qsizetype *work)
{
    QStringList parts[3];
    for (int s = 0; s < 3; ++s) {
        const QString &source = triple.slot(s).source();
        if (cache && cache->contains(source)) {
            const SlotRealizations &known = (*cache)[source];
            parts[s] = known.texts;
            *capped = *capped || known.capped;
            continue;
        }
        // No more realizations than forms may be made: `cap` only shrinks over a sentence, so a
        // list in the cache is never shorter than a later triple could use.
        const qsizetype length = std::max<qsizetype>(1, source.size());
        const int slotCap = int(std::clamp<qsizetype>(kSlotCharacters / length, 1, std::min<qsizetype>(kSlotRealizations, cap)));
        bool slotCapped = false;
        parts[s] = realizations(source, slotCap, &slotCapped);
        if (work)
            *work += std::min<qsizetype>(slotCap, qsizetype(1) << std::min(triple.slot(s).optionalCount(), 62)) * length;
        *capped = *capped || slotCapped;
        if (cache)
            cache->insert(source, {parts[s], slotCapped});
    }
    int made = 0;
    for (const QString &subject : std::as_const(parts[0])) {
        for (const QString &relation : std::as_const(parts[1])) {
            for (const QString &object : std::as_const(parts[2])) {
                if (made++ >= cap) {
                    *capped = true;
                    return;
                }
                forms->append(FlForm{subject, relation, object});
            }
        }
    }
}

} // namespace FlForms
