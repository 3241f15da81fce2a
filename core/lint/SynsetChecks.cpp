#include "core/lint/SynsetChecks.h"

#include "core/lint/SentenceLint.h"
#include "core/lint/TripleWords.h"

#include <QHash>
#include <QSet>
#include <QStringList>

#include <algorithm>
#include <map>
#include <vector>

namespace SynsetChecks {

namespace {

// The triples of a sentence grouped by a key, keys in first-seen order.
class Groups
{
public:
    void add(const QString &key, const LintTripleRef &ref)
    {
        auto it = m_index.constFind(key);
        if (it == m_index.constEnd()) {
            it = m_index.insert(key, int(m_groups.size()));
            m_keys.append(key);
            m_groups.append(QVector<LintTripleRef>());
        }
        m_groups[it.value()].append(ref);
    }
    int size() const { return int(m_groups.size()); }
    const QString &key(int k) const { return m_keys.at(k); }
    const QVector<LintTripleRef> &group(int k) const { return m_groups.at(k); }

private:
    QHash<QString, int> m_index;
    QStringList m_keys;
    QVector<QVector<LintTripleRef>> m_groups;
};

QString quoted(const QString &text)
{
    return QLatin1Char('\'') + text + QLatin1Char('\'');
}

QString synsetList(const QVector<int> &synsets)
{
    QStringList numbers;
    for (const int synset : synsets)
        numbers.append(QString::number(synset + 1));
    return numbers.join(QStringLiteral(", "));
}

// The slot words of a triple, brackets as written, with the slot boundaries kept apart (by
// `separator`): two triples are placement variants when their words are the same and these
// differ.
QString boundaries(const Triple &triple, QChar separator = QChar(0x1f))
{
    QString text;
    text.reserve(triple.subject().source().size() + triple.relation().source().size() + triple.object().source().size()
                 + 2);
    for (int s = 0; s < 3; ++s) {
        if (s > 0)
            text.append(separator);
        TripleWords::appendCollapsed(&text, triple.slot(s).source());
    }
    return text;
}

// The start of a key that groups triples within one synset: its index and a separator.
QString synsetKey(int synset)
{
    return QString::number(synset) + QChar(0x1f);
}

// The content words of a slot, for double-meaning: its pieces (TripleWords::pieces) with a
// letter or digit, optional words included, function words (the inferred-word list) left out.
QSet<QString> contentWords(const Slot &slot, const QSet<QString> &functionWords)
{
    QSet<QString> words;
    for (const QString &piece : TripleWords::pieces(slot.source())) {
        const bool punctuation = piece.size() == 1 && !piece.at(0).isLetterOrNumber();
        if (!punctuation && !functionWords.contains(piece))
            words.insert(piece);
    }
    return words;
}

// True when two sets of content words have a word in common; forms of one word count as one:
// two words of 4 characters or more share when they begin alike for 6 characters, or as far as
// the shorter goes (`land`, `lands`; `negotiating`, `negotiation`).
bool shareAWord(const QSet<QString> &a, const QSet<QString> &b)
{
    if (a.intersects(b))
        return true;
    for (const QString &x : a) {
        for (const QString &y : b) {
            const qsizetype shorter = std::min(x.size(), y.size());
            if (shorter < 4)
                continue;
            const qsizetype needed = std::min<qsizetype>(6, shorter);
            qsizetype common = 0;
            while (common < needed && x.at(common) == y.at(common))
                ++common;
            if (common == needed)
                return true;
        }
    }
    return false;
}

} // namespace

void doubleAnnotation(SentenceLint &lint)
{
    Groups groups;
    for (const LintTripleRef &ref : lint.triples())
        groups.add(TripleWords::fixedSequence(lint.triple(ref)), ref);
    // One finding per set of synsets: two synsets sharing several sequences are one finding.
    std::map<QVector<int>, int> findingOf; // synsets -> index in the order below
    struct Shared
    {
        QVector<int> synsets;
        QStringList sequences;
        QVector<LintTripleRef> triples;
    };
    std::vector<Shared> shared;
    for (int k = 0; k < groups.size(); ++k) {
        QVector<int> synsets;
        for (const LintTripleRef &ref : groups.group(k)) {
            if (!synsets.contains(ref.synset))
                synsets.append(ref.synset);
        }
        if (synsets.size() < 2 || groups.key(k).isEmpty())
            continue;
        std::sort(synsets.begin(), synsets.end());
        auto [it, fresh] = findingOf.emplace(synsets, int(shared.size()));
        if (fresh)
            shared.push_back({synsets, {}, {}});
        Shared &entry = shared[size_t(it->second)];
        entry.sequences.append(quoted(groups.key(k)));
        entry.triples += groups.group(k);
    }
    for (const Shared &entry : shared) {
        LintFinding &finding
            = lint.add(LintCheck::DoubleAnnotation,
                       QStringLiteral("synsets %1 hold the same triple once optional words are dropped: %2")
                           .arg(synsetList(entry.synsets), entry.sequences.join(QStringLiteral(", "))));
        for (const LintTripleRef &ref : entry.triples)
            lint.addTriple(finding, ref);
    }
}

void doubleMeaning(SentenceLint &lint)
{
    Groups groups; // by synset, fixed subject and fixed relation
    for (const LintTripleRef &ref : lint.triples()) {
        const Triple &triple = lint.triple(ref);
        QString key = synsetKey(ref.synset);
        QString relation;
        TripleWords::appendFixed(&key, triple.subject());
        TripleWords::appendFixed(&relation, triple.relation());
        groups.add(key + QChar(0x1f) + relation, ref);
    }
    // One finding per synset, naming its first pair of objects that share no word.
    QHash<int, int> findingOf; // synset -> index among the sentence's findings
    QHash<QString, QSet<QString>> objectWords; // object source -> its content words
    for (int k = 0; k < groups.size(); ++k) {
        const QVector<LintTripleRef> &group = groups.group(k);
        if (group.size() < 2)
            continue;
        QVector<QSet<QString>> objects;
        for (const LintTripleRef &ref : group) {
            const Slot &object = lint.triple(ref).object();
            auto it = objectWords.constFind(object.source());
            if (it == objectWords.constEnd())
                it = objectWords.insert(object.source(), contentWords(object, lint.options().inferredWords));
            objects.append(it.value());
        }
        // A pair whose triples are both in the finding already adds nothing: skipped before the
        // word comparison (a synset of n triples whose objects share no word is n adds, not n^2).
        QVector<bool> listed(group.size(), false);
        for (int i = 0; i < group.size(); ++i) {
            for (int j = i + 1; j < group.size(); ++j) {
                if ((listed[i] && listed[j]) || objects[i].isEmpty() || objects[j].isEmpty()
                    || shareAWord(objects[i], objects[j]))
                    continue;
                listed[i] = listed[j] = true;
                const int synset = group[i].synset;
                auto at = findingOf.constFind(synset);
                if (at == findingOf.constEnd()) {
                    const Triple &a = lint.triple(group[i]);
                    const Triple &b = lint.triple(group[j]);
                    lint.add(LintCheck::DoubleMeaning,
                             QStringLiteral("synset %1: the objects %2 and %3 of %4 --> %5 share no word")
                                 .arg(QString::number(synset + 1), quoted(a.object().source()),
                                      quoted(b.object().source()), quoted(a.subject().source()),
                                      quoted(a.relation().source())));
                    at = findingOf.insert(synset, lint.findingCount() - 1);
                }
                lint.addTriple(lint.finding(at.value()), group[i]);
                lint.addTriple(lint.finding(at.value()), group[j]);
            }
        }
    }
}

void duplicateTriple(SentenceLint &lint)
{
    Groups groups;
    for (const LintTripleRef &ref : lint.triples())
        groups.add(synsetKey(ref.synset) + boundaries(lint.triple(ref)), ref);
    for (int k = 0; k < groups.size(); ++k) {
        const QVector<LintTripleRef> &group = groups.group(k);
        if (group.size() < 2)
            continue;
        LintFinding &finding
            = lint.add(LintCheck::DuplicateTriple,
                       QStringLiteral("synset %1 holds %2 %3 times")
                           .arg(QString::number(group.first().synset + 1),
                                quoted(TripleWords::text(lint.triple(group.first()))), QString::number(group.size())));
        for (const LintTripleRef &ref : group)
            lint.addTriple(finding, ref);
    }
}

void entityCleanVariant(SentenceLint &lint)
{
    Groups groups; // entity-clean triples by synset and words
    for (const LintTripleRef &ref : lint.triples()) {
        const Triple &triple = lint.triple(ref);
        if (!triple.isEntityClean())
            continue;
        groups.add(synsetKey(ref.synset) + boundaries(triple, QLatin1Char(' ')), ref);
    }
    for (int k = 0; k < groups.size(); ++k) {
        const QVector<LintTripleRef> &group = groups.group(k);
        QSet<QString> layouts;
        for (const LintTripleRef &ref : group)
            layouts.insert(boundaries(lint.triple(ref)));
        if (layouts.size() < 2)
            continue; // one layout: duplicates at most (duplicate-triple)
        LintFinding &finding
            = lint.add(LintCheck::EntityCleanVariant,
                       QStringLiteral("synset %1 flags %2 placements of the same words entity-clean; "
                                      "the entity facet admits one")
                           .arg(QString::number(group.first().synset + 1), QString::number(layouts.size())));
        for (const LintTripleRef &ref : group)
            lint.addTriple(finding, ref);
    }
}

} // namespace SynsetChecks
