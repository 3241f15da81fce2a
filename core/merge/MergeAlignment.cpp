#include "core/merge/MergeAlignment.h"

#include "core/analysis/Agreement.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>

namespace {

bool sameSynset(const Synset &a, const Synset &b)
{
    if (a.triples.size() != b.triples.size() || a.scored != b.scored)
        return false;
    for (qsizetype t = 0; t < a.triples.size(); ++t) {
        const Triple &x = a.triples.at(t), &y = b.triples.at(t);
        if (x.toGoldLine() != y.toGoldLine() || x.isEntityClean() != y.isEntityClean())
            return false;
    }
    return true;
}

int findRoot(QVector<int> &parent, int x)
{
    while (parent[x] != x)
        x = parent[x] = parent[parent[x]];
    return x;
}

} // namespace

namespace MergeAlignment {

QStringList linesOf(const Synset &synset)
{
    QStringList lines;
    lines.reserve(synset.triples.size());
    for (const Triple &triple : synset.triples)
        lines.append(triple.toGoldLine() + (triple.isEntityClean() ? QStringLiteral(" \u2713") : QString()));
    return lines;
}

QString signature(const Sentence &a, const Sentence &b, const QVector<int> &synsetsA, const QVector<int> &synsetsB)
{
    QString text;
    for (int k : synsetsA)
        text += linesOf(a.synsets.at(k)).join(QLatin1Char('\n')) + QChar(0x1e);
    text += QChar(0x1d);
    for (int k : synsetsB)
        text += linesOf(b.synsets.at(k)).join(QLatin1Char('\n')) + QChar(0x1e);
    return text;
}

QVector<MergeItem> align(const Sentence &a, const Sentence &b, AgreementCache *cache)
{
    const int na = int(a.synsets.size()), nb = int(b.synsets.size());
    // Union-find over A's synsets (0..na-1) and B's (na..na+nb-1).
    QVector<int> parent(na + nb);
    std::iota(parent.begin(), parent.end(), 0);
    auto unite = [&](int x, int y) { parent[findRoot(parent, x)] = findRoot(parent, y); };
    const SentenceCoverage coverage = cache ? Agreement::linkSentence(a, b, *cache) : Agreement::linkSentence(a, b);
    const qsizetype width = coverage.synsetsB.size();
    for (qsizetype k = 0; k < coverage.synsetsA.size(); ++k) {
        for (qsizetype l = 0; l < width; ++l) {
            if (coverage.links.at(k * width + l))
                unite(coverage.synsetsA.at(k), na + coverage.synsetsB.at(l));
        }
    }
    // Unscored synsets (never matched by the scorer) pair with an identical unscored one.
    QVector<char> pairedB(nb, 0);
    for (int i = 0; i < na; ++i) {
        if (a.synsets.at(i).scored)
            continue;
        for (int j = 0; j < nb; ++j) {
            if (!pairedB[j] && !b.synsets.at(j).scored && sameSynset(a.synsets.at(i), b.synsets.at(j))) {
                pairedB[j] = 1;
                unite(i, na + j);
                break;
            }
        }
    }
    // Components in merge order.
    QVector<int> itemOf(na + nb, -1);
    QVector<MergeItem> items;
    auto itemFor = [&](int node) {
        const int root = findRoot(parent, node);
        if (itemOf[root] < 0) {
            itemOf[root] = int(items.size());
            items.append(MergeItem());
        }
        return itemOf[root];
    };
    for (int i = 0; i < na; ++i)
        items[itemFor(i)].synsetsA.append(i);
    // Each item with A's synsets keeps its place; an item of B alone follows the item of the
    // nearest preceding synset of B that has A's synsets (first when none).
    QVector<QVector<int>> after(items.size() + 1); // [0]: before every item of A
    int lastAnchor = -1;
    for (int j = 0; j < nb; ++j) {
        const int k = itemFor(na + j);
        items[k].synsetsB.append(j);
        if (!items[k].synsetsA.isEmpty())
            lastAnchor = k;
        else if (items[k].synsetsB.size() == 1)
            after[lastAnchor + 1].append(k);
    }
    QVector<MergeItem> ordered;
    ordered.reserve(items.size());
    for (int k : std::as_const(after[0]))
        ordered.append(items[k]);
    for (int k = 0; k < int(items.size()); ++k) {
        if (items[k].synsetsA.isEmpty())
            continue;
        ordered.append(items[k]);
        for (int l : std::as_const(after[k + 1]))
            ordered.append(items[l]);
    }
    for (MergeItem &item : ordered) {
        const qsizetype sa = item.synsetsA.size(), sb = item.synsetsB.size();
        if (sb == 0)
            item.category = MergeCategory::OnlyA;
        else if (sa == 0)
            item.category = MergeCategory::OnlyB;
        else {
            // Identical when both sides have the same synsets, in the same order (a group of
            // several when the gold's own synsets cover each other).
            bool same = sa == sb;
            for (qsizetype k = 0; same && k < sa; ++k)
                same = sameSynset(a.synsets.at(item.synsetsA.at(k)), b.synsets.at(item.synsetsB.at(k)));
            item.category = same     ? MergeCategory::Identical
                : (sa > 1 || sb > 1) ? MergeCategory::Split
                                     : MergeCategory::Different;
        }
        item.signature = signature(a, b, item.synsetsA, item.synsetsB);
    }
    return ordered;
}

QString categoryName(MergeCategory category)
{
    switch (category) {
    case MergeCategory::Identical:
        return QCoreApplication::translate("MergeAlignment", "identical");
    case MergeCategory::Different:
        return QCoreApplication::translate("MergeAlignment", "same fact, different triples");
    case MergeCategory::OnlyA:
        return QCoreApplication::translate("MergeAlignment", "only in A");
    case MergeCategory::OnlyB:
        return QCoreApplication::translate("MergeAlignment", "only in B");
    case MergeCategory::Split:
        return QCoreApplication::translate("MergeAlignment", "split / merged fact");
    }
    return QString();
}

} // namespace MergeAlignment
