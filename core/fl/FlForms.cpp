#include "core/fl/FlForms.h"

#include "core/fl/FlText.h"
#include "core/model/Slot.h"

#include <QSet>

#include <functional>

namespace FlForms {

namespace {

// Every subset of {0..n-1} of size k, in itertools.combinations order, as bit masks.
void combinations(int n, int k, QVector<quint32> *out)
{
    std::function<void(int, int, quint32)> next = [&](int from, int left, quint32 mask) {
        if (left == 0) {
            out->append(mask);
            return;
        }
        for (int i = from; i <= n - left; ++i)
            next(i + 1, left - 1, mask | (quint32(1) << i));
    };
    next(0, k, 0);
}

} // namespace

bool appendOfficial(const QStringList &slotTexts, QVector<FlForm> *forms, int maxOptional)
{
    int opening = 0;
    int closing = 0;
    for (const QString &slot : slotTexts) {
        opening += int(slot.count(QLatin1Char('[')));
        closing += int(slot.count(QLatin1Char(']')));
    }
    if (opening != closing || opening > maxOptional)
        return false;
    QVector<quint32> dropSets;
    for (int k = 1; k <= opening; ++k)
        combinations(opening, k, &dropSets);
    dropSets.append(0);
    // Per slot, its non-empty words: bare text (brackets deleted) and whether it is optional.
    struct Word
    {
        QString bare;
        bool optional = false;
    };
    QVector<QVector<Word>> slotWords;
    for (const QString &slot : slotTexts) {
        QVector<Word> words;
        for (const QString &word : FlText::pySplit(slot)) {
            if (word.isEmpty())
                continue;
            const bool optional = word.contains(QLatin1Char('[')) || word.contains(QLatin1Char(']'));
            QString bare = word;
            if (optional)
                bare.remove(QLatin1Char('[')).remove(QLatin1Char(']'));
            words.append({bare, optional});
        }
        slotWords.append(words);
    }
    forms->reserve(forms->size() + dropSets.size());
    for (const quint32 drop : std::as_const(dropSets)) {
        int counter = 0;
        FlForm form;
        form.reserve(slotWords.size());
        for (const QVector<Word> &words : std::as_const(slotWords)) {
            QString kept;
            for (const Word &word : words) {
                if (word.optional) {
                    // counter values beyond 31 cannot be in a drop set (n <= maxOptional)
                    const bool dropped = counter < 32 && (drop & (quint32(1) << counter));
                    ++counter;
                    if (dropped)
                        continue;
                }
                if (!kept.isEmpty())
                    kept += QLatin1Char(' ');
                kept += word.bare;
            }
            form.append(kept);
        }
        forms->append(form);
    }
    return true;
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
    for (quint64 mask = 0; mask < total; ++mask) {
        if (out.size() >= cap) {
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
                      QHash<QString, QStringList> *cache)
{
    QStringList parts[3];
    for (int s = 0; s < 3; ++s) {
        const QString &source = triple.slot(s).source();
        if (cache && cache->contains(source)) {
            parts[s] = cache->value(source);
            continue;
        }
        parts[s] = realizations(source, cap, capped);
        if (cache)
            cache->insert(source, parts[s]);
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
