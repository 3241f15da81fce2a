#include "core/fl/FlMatcher.h"

#include "core/fl/FlText.h"

#include <QSet>

#include <algorithm>
#include <array>
#include <functional>

namespace FlRoute {
MatchRule rule(quint8 routes)
{
    if (routes & Exact)
        return MatchRule::Exact;
    if (routes & Alternative)
        return MatchRule::Alternative;
    if (routes & Detail)
        return MatchRule::Detail;
    if (routes & ExactNoPunct)
        return MatchRule::ExactNoPunct;
    if (routes & DetailNoPunct)
        return MatchRule::DetailNoPunct;
    return MatchRule::None;
}
} // namespace FlRoute

namespace {

const QString kDash = QStringLiteral(" - ");
const QString kEmptyArgument = QStringLiteral("XXX");

// docs/scoring/fl.md 4: the official reading of an extraction string for exact matching, as
// its slots. Two pieces: the relation loses its last two characters and the object is XXX;
// fewer: no match (empty list). Strict matching compares word lists, so an empty piece never matches.
QStringList officialPieces(const QString &extraction, bool noPunct)
{
    QStringList pieces = extraction.split(kDash);
    if (pieces.size() == 2) {
        pieces[1].chop(2);
        pieces.append(kEmptyArgument);
    }
    if (pieces.size() <= 1)
        return {};
    for (QString &piece : pieces) {
        if (noPunct)
            piece = FlText::noPunctSlot(piece, true);
        else if (piece.isEmpty())
            return {};
    }
    return pieces;
}

// Principled slots of a triple: an empty object reads as XXX, an empty subject or relation
// never matches (empty list).
QStringList principledPieces(const QString &subject, const QString &relation, const QString &object, bool noPunct)
{
    QStringList pieces{subject, relation, object.isEmpty() ? kEmptyArgument : object};
    if (pieces[0].isEmpty() || pieces[1].isEmpty())
        return {};
    if (noPunct) {
        for (QString &piece : pieces)
            piece = FlText::noPunctSlot(piece, false);
    }
    return pieces;
}

// The key of a form's slots in FlKeySet (null for no slots).
QString keyOf(const QStringList &pieces)
{
    return pieces.isEmpty() ? QString() : pieces.join(FlText::keySeparator());
}

// Whether one of `patterns` reads as `pieces`.
bool anyReads(const QVector<FlPattern> &patterns, const QStringList &pieces, FlPattern::Reading reading)
{
    for (const FlPattern &pattern : patterns) {
        if (pattern.reads(pieces, reading))
            return true;
    }
    return false;
}

// Whether `padded` (a text with a space at both ends) contains " " + text + " ": an occurrence
// of `text` with a space on each side, so that no padded copy of every gold text is kept.
bool containsPadded(QStringView padded, QStringView text)
{
    for (qsizetype at = padded.indexOf(text, 1); at >= 1; at = padded.indexOf(text, at + 1)) {
        const qsizetype after = at + text.size();
        if (after >= padded.size())
            return false;
        if (padded.at(at - 1) == QLatin1Char(' ') && padded.at(after) == QLatin1Char(' '))
            return true;
    }
    return false;
}

} // namespace

struct FlMatcher::View
{
    QString text; // official string
    QStringList pieces; // subject, relation, object (LoD pieces; XXX for a missing object)
    QStringList exactPieces, noPunctPieces; // empty: no exact match possible
    QString exactKey, noPunctKey;
    QString flat, flatNoPunct;
    std::array<QString, 3> squashed, squashedNoPunct;
    std::array<QStringList, 3> words, wordsNoPunct;
};

FlMatcher::FlMatcher(const FlSentenceGold &gold, const FlOptions &options)
    : m_gold(gold)
    , m_options(options)
{
}

QString FlMatcher::officialString(const Extraction &extraction)
{
    return extraction.subject + kDash + extraction.relation + kDash + extraction.object;
}

FlMatcher::View FlMatcher::viewOf(const Extraction &extraction) const
{
    View view;
    const bool official = m_options.official;
    if (official) {
        view.text = officialString(extraction);
        view.pieces = view.text.split(kDash);
        while (view.pieces.size() < 3)
            view.pieces.append(kEmptyArgument);
        view.exactPieces = officialPieces(view.text, false);
        view.noPunctPieces = officialPieces(view.text, true);
        QString flat = view.text;
        flat.replace(kDash, QStringLiteral(" "));
        view.flat = FlText::squash(flat);
        view.flatNoPunct = FlText::squash(FlText::noPunct(flat));
    } else {
        view.pieces = QStringList{FlText::normalized(extraction.subject), FlText::normalized(extraction.relation),
                                  FlText::normalized(extraction.object)};
        if (view.pieces[2].isEmpty())
            view.pieces[2] = kEmptyArgument;
        view.text = view.pieces.join(kDash);
        view.exactPieces = principledPieces(view.pieces[0], view.pieces[1], view.pieces[2], false);
        view.noPunctPieces = principledPieces(view.pieces[0], view.pieces[1], view.pieces[2], true);
        const QString flat = view.pieces.join(QLatin1Char(' '));
        view.flat = FlText::squash(flat);
        view.flatNoPunct = FlText::squash(FlText::noPunct(flat));
    }
    view.exactKey = keyOf(view.exactPieces);
    view.noPunctKey = keyOf(view.noPunctPieces);
    for (int s = 0; s < 3; ++s) {
        const QString &piece = view.pieces.at(s);
        const QString noPunct = FlText::noPunct(piece);
        view.squashed[size_t(s)] = FlText::squash(piece);
        // docs/scoring/fl.md 7: the official no-punctuation relation test forgets the extraction side.
        view.squashedNoPunct[size_t(s)] = FlText::squash(official && s == 1 ? piece : noPunct);
        view.words[size_t(s)] = FlText::wordsOf(piece, official);
        view.wordsNoPunct[size_t(s)] = FlText::wordsOf(noPunct, official);
    }
    return view;
}

// docs/scoring/fl.md 6.2. Official: raw substring tests and deletions on the string, as the
// official code does them. Principled: word-aligned tests and deletions, "and" and ","
// removed as words only, and conjunction elements taken from clusters that share the rest.
QSet<QString> FlMatcher::alternateKeys(const View &view) const
{
    QSet<QString> keys;
    if (m_options.official) {
        QString ext = view.text;
        if (ext.split(kDash).size() == 2)
            ext += kDash + kEmptyArgument;
        const QStringList parts = ext.split(kDash);
        const QString &a1 = parts.at(0);
        const QString &rel = parts.at(1);
        const QString &a2 = parts.at(2);
        auto without = [](QString text, const QString &element) {
            if (!element.isEmpty())
                text.remove(element);
            return text;
        };
        auto add = [&](const QString &subject, const QString &object) {
            const QString key = keyOf(officialPieces(FlText::collapseSpaces(QString(subject + kDash + rel + kDash + object)), false));
            if (!key.isNull())
                keys.insert(key);
        };
        for (int side = 0; side < 2; ++side) {
            const QString &arg = side == 0 ? a1 : a2;
            auto addAlternate = [&](const QString &changed) { side == 0 ? add(changed, a2) : add(a1, changed); };
            for (const auto &[x, y] : m_gold.isPairs) {
                if (arg.contains(x) && arg.contains(y)) {
                    addAlternate(without(arg, x));
                    addAlternate(without(arg, y));
                }
            }
            // Every pair of a pattern's forms with both in the argument: each such form removed.
            for (const auto &[subject, object] : m_gold.isPatterns) {
                const QSet<QString> xs = subject.occurrencesIn(0, arg, false);
                const QSet<QString> ys = xs.isEmpty() ? QSet<QString>() : object.occurrencesIn(0, arg, false);
                if (ys.isEmpty())
                    continue;
                for (const QSet<QString> *found : {&xs, &ys}) {
                    for (const QString &element : *found)
                        addAlternate(without(arg, element));
                }
            }
            for (const auto &[x, y] : m_gold.xyPairs) {
                if (!arg.contains(x) || !arg.contains(y))
                    continue;
                for (const QString &element : {x, y}) {
                    const QString base = without(arg, element);
                    addAlternate(without(without(base, QStringLiteral("and")), QStringLiteral(",")));
                    addAlternate(without(base, QStringLiteral(",")));
                    addAlternate(without(base, QStringLiteral("and")));
                    addAlternate(base);
                }
            }
        }
        return keys;
    }
    const QStringList args[2] = {view.words[0], view.words[2]};
    for (int side = 0; side < 2; ++side) {
        const QStringList &arg = args[side];
        const QString padded = QLatin1Char(' ') + view.pieces[side == 0 ? 0 : 2] + QLatin1Char(' ');
        auto addAlternate = [&](const QStringList &changed) {
            const QString text = changed.join(QLatin1Char(' '));
            const QString key = keyOf(side == 0 ? principledPieces(text, view.pieces[1], view.pieces[2], false)
                                                : principledPieces(view.pieces[0], view.pieces[1], text, false));
            if (!key.isNull())
                keys.insert(key);
        };
        for (int i = 0; i < m_gold.isPairs.size(); ++i) {
            const auto &[x, y] = m_gold.isPairs.at(i);
            if (containsPadded(padded, x) && containsPadded(padded, y)) {
                addAlternate(FlText::removeWords(arg, FlText::words(m_gold.isPairs.at(i).first)));
                addAlternate(FlText::removeWords(arg, FlText::words(m_gold.isPairs.at(i).second)));
            }
        }
        const QString &piece = view.pieces[side == 0 ? 0 : 2];
        for (const auto &[subject, object] : m_gold.isPatterns) {
            const QSet<QString> xs = subject.occurrencesIn(0, piece, true);
            const QSet<QString> ys = xs.isEmpty() ? QSet<QString>() : object.occurrencesIn(0, piece, true);
            if (ys.isEmpty())
                continue;
            for (const QSet<QString> *found : {&xs, &ys}) {
                for (const QString &element : *found)
                    addAlternate(FlText::removeWords(arg, FlText::words(element)));
            }
        }
        // An element is active when another cluster's element of the same group is in the argument too.
        QHash<int, int> clusterInArg; // group -> a cluster with an element in the argument, -1 for two
        QVector<int> contained;
        for (int i = 0; i < m_gold.conjunctElements.size(); ++i) {
            const FlConjunctElement &e = m_gold.conjunctElements.at(i);
            if (containsPadded(padded, e.text)) {
                contained.append(i);
                const int seen = clusterInArg.value(e.group, e.cluster);
                clusterInArg.insert(e.group, seen == e.cluster ? e.cluster : -1);
            }
        }
        QStringList active;
        for (int i : std::as_const(contained)) {
            const FlConjunctElement &e = m_gold.conjunctElements.at(i);
            if (clusterInArg.value(e.group) == -1)
                active.append(e.text);
        }
        active += activeConjunctForms(piece);
        const QStringList andWord{QStringLiteral("and")}, comma{QStringLiteral(",")};
        for (const QString &element : std::as_const(active)) {
            const QStringList base = FlText::removeWords(arg, FlText::words(element));
            addAlternate(FlText::removeWords(FlText::removeWords(base, andWord), comma));
            addAlternate(FlText::removeWords(base, comma));
            addAlternate(FlText::removeWords(base, andWord));
            addAlternate(base);
        }
    }
    return keys;
}

// The principled conjunction elements of triples matched through their words (FlConjunctTriple)
// that `piece` holds as whole words, where a partner has one in it too.
QStringList FlMatcher::activeConjunctForms(const QString &piece) const
{
    const QVector<FlConjunctTriple> &triples = m_gold.conjunctTriples;
    QVector<std::array<QSet<QString>, 2>> held(triples.size());
    for (int t = 0; t < triples.size(); ++t) {
        for (int side = 0; side < 2; ++side) {
            if (!triples.at(t).partners[size_t(side)].isEmpty())
                held[t][size_t(side)] = triples.at(t).pattern.occurrencesIn(side == 0 ? 2 : 0, piece, true);
        }
    }
    QStringList active;
    for (int t = 0; t < triples.size(); ++t) {
        for (int side = 0; side < 2; ++side) {
            const QSet<QString> &own = held.at(t)[size_t(side)];
            const QVector<int> &partners = triples.at(t).partners[size_t(side)];
            if (!own.isEmpty() && std::any_of(partners.cbegin(), partners.cend(), [&](int p) {
                    return !held.at(p)[size_t(side)].isEmpty();
                }))
                active += own.values();
        }
    }
    return active;
}

// docs/scoring/fl.md 7: relation equal, one argument equal and the other containing the gold
// argument's words. Official: each flag from any form of the cluster; principled: one form.
void FlMatcher::detailFlags(const View &view, const FlCluster &cluster, bool noPunct, bool *detail) const
{
    *detail = false;
    const bool official = m_options.official;
    auto equal = [&](const FlSlotText &gold, int s) {
        return noPunct ? gold.squashedNoPunct == view.squashedNoPunct[size_t(s)]
                       : gold.squashed == view.squashed[size_t(s)];
    };
    // Containment splits the gold text into words: done only when asked, once per text.
    auto contains = [&](const FlSlotText &gold, int s) {
        return noPunct ? FlText::containsAll(view.wordsNoPunct[size_t(s)], FlText::wordsOf(FlText::noPunct(gold.text), official))
                       : FlText::containsAll(view.words[size_t(s)], FlText::wordsOf(gold.text, official));
    };
    // The same tests on a triple kept as a pattern: some form's slot passes them.
    const FlPattern::Reading squashed = noPunct ? FlPattern::Reading::SquashedNoPunct : FlPattern::Reading::Squashed;
    auto patternEqual = [&](const FlPattern &pattern, int s) {
        return pattern.slotReads(s, noPunct ? view.squashedNoPunct[size_t(s)] : view.squashed[size_t(s)], squashed);
    };
    auto patternContains = [&](const FlPattern &pattern, int s) {
        return pattern.slotContainedIn(s, noPunct ? view.wordsNoPunct[size_t(s)] : view.words[size_t(s)], noPunct,
                                       official);
    };
    QVector<const FlPattern *> patterns; // of three slots or more, relation equal
    for (const FlPattern &pattern : cluster.patterns) {
        if (pattern.slotCount() >= 3 && patternEqual(pattern, 1))
            patterns.append(&pattern);
    }
    QVector<char> r, s1, s2;
    for (const FlSlotText &t : cluster.relations)
        r.append(equal(t, 1));
    if (!r.contains(char(1)) && patterns.isEmpty())
        return;
    for (const FlSlotText &t : cluster.subjects)
        s1.append(equal(t, 0));
    for (const FlSlotText &t : cluster.objects)
        s2.append(equal(t, 2));
    QVector<signed char> c1(cluster.subjects.size(), -1), c2(cluster.objects.size(), -1);
    auto c1At = [&](int i) {
        if (c1[i] < 0)
            c1[i] = contains(cluster.subjects.at(i), 0) ? 1 : 0;
        return c1[i] == 1;
    };
    auto c2At = [&](int i) {
        if (c2[i] < 0)
            c2[i] = contains(cluster.objects.at(i), 2) ? 1 : 0;
        return c2[i] == 1;
    };
    if (official) {
        auto anyOf = [](int n, const std::function<bool(int)> &test) {
            for (int i = 0; i < n; ++i) {
                if (test(i))
                    return true;
            }
            return false;
        };
        // Each flag from any form of the cluster, listed or kept as a pattern.
        auto anyPattern = [&](const std::function<bool(const FlPattern &)> &test) {
            for (const FlPattern &pattern : cluster.patterns) {
                if (pattern.slotCount() >= 3 && test(pattern))
                    return true;
            }
            return false;
        };
        const bool anyS1 = s1.contains(char(1)) || anyPattern([&](const FlPattern &p) { return patternEqual(p, 0); });
        const bool anyS2 = s2.contains(char(1)) || anyPattern([&](const FlPattern &p) { return patternEqual(p, 2); });
        *detail = (anyS1
                   && (anyOf(int(c2.size()), c2At) || anyPattern([&](const FlPattern &p) { return patternContains(p, 2); })))
            || (anyS2
                && (anyOf(int(c1.size()), c1At) || anyPattern([&](const FlPattern &p) { return patternContains(p, 0); })));
        return;
    }
    for (const auto &form : cluster.forms) {
        const int a = form[0], b = form[1], c = form[2];
        if (r[b] && ((s1[a] && c2At(c)) || (s2[c] && c1At(a)))) {
            *detail = true;
            return;
        }
    }
    // A pattern's forms are every choice of its slots' forms, so the tests hold for one of
    // them when each holds for some form of its slot.
    for (const FlPattern *pattern : std::as_const(patterns)) {
        if ((patternEqual(*pattern, 0) && patternContains(*pattern, 2))
            || (patternEqual(*pattern, 2) && patternContains(*pattern, 0))) {
            *detail = true;
            return;
        }
    }
}

QVector<QVector<quint8>> FlMatcher::match(const QVector<Extraction> &extractions) const
{
    const int clusterCount = int(m_gold.clusters.size());
    QVector<QVector<quint8>> routes(extractions.size(), QVector<quint8>(clusterCount, 0));
    QVector<View> views;
    views.reserve(extractions.size());
    QVector<char> exactAnywhere(extractions.size(), 0); // X
    QVector<char> clusterExact(clusterCount, 0); // K
    for (int e = 0; e < extractions.size(); ++e) {
        views.append(viewOf(extractions.at(e)));
        const View &view = views.last();
        const bool exact = !view.exactKey.isNull();
        const bool noPunct = m_options.noPunctuation && !view.noPunctKey.isNull();
        const FlKeySet::Lookup exactKey = exact ? m_gold.exactKeys.lookup(view.exactKey) : FlKeySet::Lookup();
        const FlKeySet::Lookup noPunctKey = noPunct ? m_gold.noPunctKeys.lookup(view.noPunctKey) : FlKeySet::Lookup();
        const FlPattern::Reading noPunctReading
            = m_options.official ? FlPattern::Reading::NoPunctOfficial : FlPattern::Reading::NoPunctPrincipled;
        for (int c = 0; c < clusterCount; ++c) {
            const FlCluster &cluster = m_gold.clusters.at(c);
            if (exact
                && (m_gold.exactKeys.contains(c, exactKey)
                    || anyReads(cluster.patterns, view.exactPieces, FlPattern::Reading::Exact))) {
                routes[e][c] |= FlRoute::Exact;
                exactAnywhere[e] = 1;
                clusterExact[c] = 1;
            }
            if (noPunct
                && (m_gold.noPunctKeys.contains(c, noPunctKey)
                    || (cluster.noPunctPatterns && anyReads(cluster.patterns, view.noPunctPieces, noPunctReading))
                    || std::any_of(cluster.firstForms.cbegin(), cluster.firstForms.cend(), [&](const auto &first) {
                           return first.first.readsAmongFirst(view.noPunctPieces, noPunctReading, first.second);
                       })))
                routes[e][c] |= FlRoute::ExactNoPunct;
        }
    }
    for (int e = 0; e < extractions.size(); ++e) {
        const View &view = views.at(e);
        if (m_options.alternativeFormulations) {
            QVector<FlKeySet::Lookup> alternates;
            QVector<QStringList> alternatePieces; // for the clusters' patterns
            for (const QString &key : alternateKeys(view)) {
                alternates.append(m_gold.exactKeys.lookup(key));
                alternatePieces.append(key.split(FlText::keySeparator()));
            }
            for (int c = 0; c < clusterCount && !alternates.isEmpty(); ++c) {
                const QVector<FlPattern> &patterns = m_gold.clusters.at(c).patterns;
                for (int a = 0; a < alternates.size(); ++a) {
                    if (m_gold.exactKeys.contains(c, alternates.at(a))
                        || (!patterns.isEmpty() && anyReads(patterns, alternatePieces.at(a), FlPattern::Reading::Exact))) {
                        routes[e][c] |= FlRoute::Alternative;
                        break;
                    }
                }
            }
        }
        if (!m_options.levelOfDetail || exactAnywhere[e])
            continue;
        const bool flat = m_gold.flatContains(view.flat, false);
        const bool flatNoPunct = m_options.noPunctuation && m_gold.flatContains(view.flatNoPunct, true);
        if (!flat && !flatNoPunct)
            continue;
        for (int c = 0; c < clusterCount; ++c) {
            if (clusterExact[c])
                continue;
            bool detail = false;
            if (flat) {
                detailFlags(view, m_gold.clusters.at(c), false, &detail);
                if (detail)
                    routes[e][c] |= FlRoute::Detail;
            }
            if (flatNoPunct) {
                detailFlags(view, m_gold.clusters.at(c), true, &detail);
                if (detail)
                    routes[e][c] |= FlRoute::DetailNoPunct;
            }
        }
    }
    return routes;
}
