#include "core/fl/FlGold.h"

#include "core/base/PyText.h"
#include "core/fl/FlText.h"

#include <algorithm>
#include <climits>

namespace {

const int kPrincipledFormCap = 1 << 16;
// The forms of a sentence's clusters in either mode (and its official "is" pairs), and their
// characters (each form counted at its triple's length): above what the data needs (the
// busiest sentence of the English BenchIE gold has 84,528 forms of at most 12.4 million
// characters, of the BenchIE^FL 300 gold 20,480 and 1.7 million), far below what a few dozen
// brackets ask (2^n forms).
const qsizetype kSentenceFormBudget = 1 << 17;
const qsizetype kSentenceCharacterBudget = qsizetype(1) << 24;
// And of all sentences together (FlBudget), in proportion to the gold's own text (its sentences
// and slots, in characters) above a floor: without it, each sentence could use its whole
// budget, and a 44 KB gold of 100 sentences with 22 brackets each took 134 s and 4.9 GB. The
// real golds use a fraction: the English BenchIE gold (656,800 characters of text) makes 256,518
// official forms of 30.5 million characters (0.39 forms and 46 characters per character of
// text), the German one 0.32 and 59, the BenchIE^FL 300 gold 0.30 and 33; the floor holds the
// whole English gold, so that any part of it given alone keeps every form.
const qsizetype kGoldFormFloor = qsizetype(1) << 19;
const qsizetype kGoldCharacterFloor = qsizetype(1) << 26;
const qsizetype kGoldFormsPerCharacter = 1;
// Official mode: the forms of big triples, matched through their words, are listed for the xy
// pairs only (docs/scoring/fl.md 6.1, which need them one by one and in order), when they may
// pair, within a budget of their own. The pairs stop at 1,001 anyway. The busiest real sentence
// (English gold, sentence 218: triples of 14 and 9 brackets that share a subject and relation)
// lists 17,184 such forms, the whole English gold 68,912 (German 47,616, BenchIE^FL 300 27,328).
const qsizetype kSentencePairForms = 1 << 15;
const qsizetype kGoldPairForms = 1 << 17;
const qsizetype kGoldCharactersPerCharacter = 128;

// The gold's text in characters: its sentences' and its slots'.
qsizetype textSize(const Benchmark &benchmark)
{
    qsizetype size = 0;
    for (const Sentence &sentence : benchmark.sentences()) {
        size += sentence.text.size();
        for (const Synset &synset : sentence.synsets) {
            for (const Triple &triple : synset.triples)
                size += triple.subject().source().size() + triple.relation().source().size()
                    + triple.object().source().size();
        }
    }
    return size;
}

// The budgets, as the warnings give them.
QString budgetText()
{
    return QStringLiteral("%1 forms or %2 characters of forms a sentence; for the whole gold, %3 form and %4 "
                          "characters per character of its text, at least %5 forms and %6 characters")
        .arg(QString::number(kSentenceFormBudget), QString::number(kSentenceCharacterBudget),
             QString::number(kGoldFormsPerCharacter), QString::number(kGoldCharactersPerCharacter),
             QString::number(kGoldFormFloor), QString::number(kGoldCharacterFloor));
}

// What a sentence's forms may use and have used: the least of the sentence's own budget and
// what the gold has left (FlBudget).
struct SentenceBudget
{
    explicit SentenceBudget(const FlBudget *gold)
        : formLimit(gold ? std::min(kSentenceFormBudget, gold->forms) : kSentenceFormBudget)
        , characterLimit(gold ? std::min(kSentenceCharacterBudget, gold->characters) : kSentenceCharacterBudget)
        , pairFormLimit(gold ? std::min(kSentencePairForms, gold->pairForms) : kSentencePairForms)
    {
    }

    qsizetype formLimit;
    qsizetype characterLimit;
    qsizetype pairFormLimit;
    qsizetype forms = 0; // of the clusters before the current one
    qsizetype characters = 0; // of every form made so far
    qsizetype pairCharacters = 0; // of the official "is" pairs, which have a limit of their own
    qsizetype pairForms = 0; // of big triples

    // room() for a triple: a big one has its own limit too.
    qsizetype roomFor(bool big, qsizetype pending, qsizetype length) const
    {
        const qsizetype left = room(pending, length);
        return big ? std::max<qsizetype>(1, std::min(left, pairFormLimit - pairForms)) : left;
    }

    // How many forms of `length` characters may still be made (at least one), `pending` of
    // the current cluster's being made already.
    qsizetype room(qsizetype pending, qsizetype length) const
    {
        return std::max<qsizetype>(1, std::min(formLimit - forms - pending,
                                               (characterLimit - characters) / std::max<qsizetype>(1, length)));
    }
    void spend(qsizetype made, qsizetype length) { characters += made * std::max<qsizetype>(1, length); }
};
// docs/scoring/fl.md 6.1: the official pair generation stops once it holds 1,001 xy pairs.
const int kOfficialPairCap = 1000;

QString keyOf(const FlForm &form, bool noPunct, bool official)
{
    if (!noPunct)
        return form.join(FlText::keySeparator());
    QStringList slotTexts;
    for (const QString &slot : form)
        slotTexts.append(FlText::noPunctSlot(slot, official));
    return slotTexts.join(FlText::keySeparator());
}

// The keys of a slot text, made once per sentence (`known`): clusters that share a text share
// its strings, and a key equal to another of the same text shares that one's characters.
const FlSlotText &slotText(QHash<QString, FlSlotText> &known, const QString &text, bool official)
{
    auto it = known.find(text);
    if (it != known.end())
        return it.value();
    const QString noPunct = FlText::noPunct(text);
    FlSlotText keys{text, FlText::squash(text), FlText::squash(noPunct), FlText::noPunctSlot(text, official)};
    if (keys.squashedNoPunct == keys.squashed)
        keys.squashedNoPunct = keys.squashed;
    if (keys.noPunctSlot == keys.text)
        keys.noPunctSlot = keys.text;
    return known.insert(text, keys).value();
}

int indexIn(QVector<FlSlotText> &list, QHash<QString, int> &index, const QString &text, bool official,
            QHash<QString, FlSlotText> &known)
{
    auto it = index.constFind(text);
    if (it != index.constEnd())
        return it.value();
    list.append(slotText(known, text, official));
    index.insert(text, int(list.size() - 1));
    return int(list.size() - 1);
}

// FNV-1a over UTF-16 code units, continued across parts.
quint32 fnv1a(quint32 hash, QStringView text)
{
    for (const QChar c : text) {
        hash = (hash ^ (c.unicode() & 0xffu)) * 16777619u;
        hash = (hash ^ (c.unicode() >> 8)) * 16777619u;
    }
    return hash;
}

// The official triple strings of a synset: slotTexts joined with '|', triples with " X ",
// and split again (docs/scoring/fl.md 2.2), so a '|' or " X " inside a slot splits as it does there.
QVector<QStringList> officialTriples(const Synset &synset)
{
    QStringList joined;
    for (const Triple &triple : synset.triples) {
        if (triple.isInert())
            continue;
        QStringList slotTexts{triple.subject().source(), triple.relation().source(), triple.object().source()};
        slotTexts += triple.extraParts();
        joined.append(slotTexts.join(QLatin1Char('|')));
    }
    QVector<QStringList> out;
    if (joined.isEmpty())
        return out;
    for (const QString &triple : joined.join(QStringLiteral(" X ")).split(QStringLiteral(" X ")))
        out.append(triple.split(QLatin1Char('|')));
    return out;
}

// Each "is" triple pairs every official form of its subject with every one of its object;
// the pairs of a sentence share the sentence's form and character limits, apart from its forms
// (false when some were left out).
// Those of more than `listedOptionals` optional words (2^n pairs) are kept as patterns instead.
bool addOfficialIsPairs(const QVector<QStringList> &triples, int listedOptionals, SentenceBudget *budget,
                        FlSentenceGold *gold)
{
    bool whole = true;
    for (const QStringList &slotTexts : triples) {
        if (slotTexts.size() < 3 || slotTexts.at(1) != QLatin1String("is"))
            continue;
        const qsizetype subjectOptionals = slotTexts.at(0).count(QLatin1Char('['));
        const qsizetype objectOptionals = slotTexts.at(2).count(QLatin1Char('['));
        if (subjectOptionals + objectOptionals > listedOptionals) {
            // A slot of unbalanced brackets has no official form, and the triple no pair.
            if (subjectOptionals == slotTexts.at(0).count(QLatin1Char(']'))
                && objectOptionals == slotTexts.at(2).count(QLatin1Char(']')))
                gold->isPatterns.append({FlPattern::official({slotTexts.at(0)}), FlPattern::official({slotTexts.at(2)})});
            continue;
        }
        const qsizetype length = std::max<qsizetype>(1, slotTexts.at(0).size() + slotTexts.at(2).size());
        const qsizetype left = std::max<qsizetype>(
            1, std::min(budget->formLimit - gold->isPairs.size(), (budget->characterLimit - budget->pairCharacters) / length));
        const qsizetype before = gold->isPairs.size();
        QVector<FlForm> subjects, objects;
        if (FlForms::appendOfficial({slotTexts.at(0)}, &subjects, left) == FlForms::OfficialExpansion::Cut)
            whole = false;
        if (FlForms::appendOfficial({slotTexts.at(2)}, &objects, std::max<qsizetype>(1, left / subjects.size()))
            == FlForms::OfficialExpansion::Cut)
            whole = false;
        for (const FlForm &s : std::as_const(subjects)) {
            for (const FlForm &o : std::as_const(objects))
                gold->isPairs.append({s.at(0), o.at(0)});
        }
        budget->pairCharacters += (gold->isPairs.size() - before) * length;
    }
    return whole;
}

void addPrincipledIsPairs(const Synset &synset, int listedOptionals, FlSentenceGold *gold)
{
    for (const Triple &triple : synset.triples) {
        if (triple.isInert() || FlText::normalized(triple.relation().source()) != QLatin1String("is"))
            continue;
        if (triple.subject().optionalCount() + triple.object().optionalCount() > listedOptionals) {
            gold->isPatterns.append({FlPattern::principled(QStringList{triple.subject().source()}),
                                     FlPattern::principled(QStringList{triple.object().source()})});
            continue;
        }
        bool capped = false;
        const QStringList subjects = FlForms::realizations(triple.subject().source(), 256, &capped);
        const QStringList objects = FlForms::realizations(triple.object().source(), 256, &capped);
        for (const QString &s : subjects) {
            for (const QString &o : objects) {
                if (!s.isEmpty() && !o.isEmpty() && !gold->isPairs.contains(std::pair<QString, QString>(s, o)))
                    gold->isPairs.append({s, o});
            }
        }
    }
}

// docs/scoring/fl.md 6.1, official order: outer loop over forms in cluster order, inner loop over
// all forms of other clusters; equal subject and relation gives (object_i, object_j), then
// equal object and relation gives (subject_i, subject_j); stop after the 1,001st. Candidates
// are found through hash maps and same-cluster runs are skipped, instead of testing every pair.
void addOfficialXyPairs(const QVector<FlForm> &forms, const QVector<int> &clusterOf, FlSentenceGold *gold)
{
    const QChar sep = FlText::keySeparator();
    QHash<QString, QVector<int>> bySubject, byObject;
    const int clusterCount = clusterOf.isEmpty() ? 0 : clusterOf.last() + 1;
    QVector<int> clusterBegin(clusterCount, -1), clusterEnd(clusterCount, 0);
    for (int i = 0; i < forms.size(); ++i) {
        if (clusterBegin[clusterOf.at(i)] < 0)
            clusterBegin[clusterOf.at(i)] = i;
        clusterEnd[clusterOf.at(i)] = i + 1;
        if (forms.at(i).size() < 3)
            continue;
        bySubject[forms.at(i).at(0) + sep + forms.at(i).at(1)].append(i);
        byObject[forms.at(i).at(2) + sep + forms.at(i).at(1)].append(i);
    }
    int count = 0;
    QSet<std::pair<QString, QString>> seen;
    auto add = [&](const QString &a, const QString &b) {
        ++count;
        if (!seen.contains({a, b})) {
            seen.insert({a, b});
            gold->xyPairs.append({a, b});
        }
        return count > kOfficialPairCap;
    };
    for (int i = 0; i < forms.size(); ++i) {
        const FlForm &fi = forms.at(i);
        if (fi.size() < 3)
            continue;
        const QVector<int> &a = bySubject[fi.at(0) + sep + fi.at(1)];
        const QVector<int> &b = byObject[fi.at(2) + sep + fi.at(1)];
        const int ownBegin = clusterBegin[clusterOf.at(i)];
        const int ownEnd = clusterEnd[clusterOf.at(i)];
        int pa = 0, pb = 0;
        while (pa < a.size() || pb < b.size()) {
            const int j = std::min(pa < a.size() ? a.at(pa) : INT_MAX, pb < b.size() ? b.at(pb) : INT_MAX);
            if (j >= ownBegin && j < ownEnd) { // same cluster: skip the run
                pa = int(std::lower_bound(a.begin(), a.end(), ownEnd) - a.begin());
                pb = int(std::lower_bound(b.begin(), b.end(), ownEnd) - b.begin());
                continue;
            }
            const bool inA = pa < a.size() && a.at(pa) == j;
            const bool inB = pb < b.size() && b.at(pb) == j;
            if (inA) {
                ++pa;
                if (add(fi.at(2), forms.at(j).at(2)))
                    return;
            }
            if (inB) {
                ++pb;
                if (add(fi.at(0), forms.at(j).at(0)))
                    return;
            }
        }
    }
}

// Principled conjunction elements: distinct, no cap (see FlMatcher for how they are used).
// Group "S" + subject + relation collects objects, group "O" + object + relation subjects.
void addConjunctElements(const FlSentenceGold &gold, FlSentenceGold *out)
{
    const QChar sep = FlText::keySeparator();
    QHash<QString, int> groups;
    QVector<QSet<int>> clustersOfGroup;
    struct Candidate
    {
        const QString *text;
        int group;
        int cluster;
    };
    QVector<Candidate> candidates;
    for (int c = 0; c < gold.clusters.size(); ++c) {
        const FlCluster &cluster = gold.clusters.at(c);
        // per cluster: (subject, relation) -> objects and (object, relation) -> subjects, by index
        QHash<quint64, QSet<int>> sides[2];
        for (const auto &form : cluster.forms) {
            sides[0][(quint64(form[0]) << 32) | quint64(form[1])].insert(form[2]);
            sides[1][(quint64(form[2]) << 32) | quint64(form[1])].insert(form[0]);
        }
        for (int side = 0; side < 2; ++side) {
            const QVector<FlSlotText> &keyed = side == 0 ? cluster.subjects : cluster.objects;
            const QVector<FlSlotText> &members = side == 0 ? cluster.objects : cluster.subjects;
            for (auto it = sides[side].cbegin(); it != sides[side].cend(); ++it) {
                const QString key = QLatin1Char(side == 0 ? 'S' : 'O') + keyed.at(int(it.key() >> 32)).text + sep
                    + cluster.relations.at(int(it.key() & 0xffffffffu)).text;
                const int group = int(groups.insert(key, groups.value(key, int(groups.size()))).value());
                if (group >= clustersOfGroup.size())
                    clustersOfGroup.resize(group + 1);
                clustersOfGroup[group].insert(c);
                for (int m : it.value()) {
                    if (!members.at(m).text.isEmpty())
                        candidates.append({&members.at(m).text, group, c});
                }
            }
        }
    }
    // keep only groups shared by two clusters or more
    for (const Candidate &e : std::as_const(candidates)) {
        if (clustersOfGroup.at(e.group).size() >= 2)
            out->conjunctElements.append({*e.text, e.group, e.cluster});
    }
}

// docs/scoring/fl.md 5: a cluster of more than 100,000 forms is tried on its first 5,000 only
// (exact matching without punctuation).
const qsizetype kFirstFormsOf = 100000;
const qsizetype kFirstForms = 5000;
// The word pairs compared, per sentence, to tell whether a big triple may pair with another
// cluster's triple; past them, it is taken as if it may.
const qsizetype kPairingWork = qsizetype(1) << 20;

// A triple as compile reads it: its official slot strings or its principled triple, and
// whether its forms are listed (not big, or big and in a conjunction pair perhaps).
struct PlannedTriple
{
    QStringList slotTexts; // official
    const Triple *triple = nullptr; // principled
    bool balanced = true; // official: as many '[' as ']'
    bool big = false;
    bool listed = true;
    FlPattern pattern; // when the sentence has a big triple
};

struct PlannedCluster
{
    int synset = 0;
    QVector<PlannedTriple> triples;
};

// Whether two triples may share a subject and relation, or an object and relation (docs/scoring/fl.md 6.1).
bool mayPair(const FlPattern &a, const FlPattern &b)
{
    if (a.slotCount() < 3 || b.slotCount() < 3)
        return false;
    return a.mayShare(1, b, 1) && (a.mayShare(0, b, 0) || a.mayShare(2, b, 2));
}

// The clusters of a sentence and their triples, in order. A big triple's forms are listed only
// in official mode, when it may pair with a triple of another cluster (xy pairs, the only use of
// its forms one by one); principled conjunction elements come from its words (addConjunctTriples).
QVector<PlannedCluster> plan(const Sentence &sentence, const FlOptions &options, int listedOptionals,
                             QStringList *problems)
{
    QVector<PlannedCluster> clusters;
    bool anyBig = false;
    for (int s = 0; s < sentence.synsets.size(); ++s) {
        const Synset &synset = sentence.synsets.at(s);
        if (!synset.scored)
            continue;
        // docs/scoring/fl.md 2.2: lines before a block's first header are dropped by that header
        // (the official reader empties its cluster buffer there); alone in the block, they form a cluster.
        if (options.official && synset.headerless && sentence.synsets.size() > 1) {
            problems->append(QStringLiteral("synset %1 has no header: the official scorer drops it").arg(s + 1));
            continue;
        }
        PlannedCluster cluster;
        cluster.synset = s;
        if (options.official) {
            for (const QStringList &slotTexts : officialTriples(synset)) {
                PlannedTriple planned;
                planned.slotTexts = slotTexts;
                const qsizetype opening = slotTexts.join(QString()).count(QLatin1Char('['));
                planned.balanced = opening == slotTexts.join(QString()).count(QLatin1Char(']'));
                planned.big = planned.balanced && opening > listedOptionals;
                cluster.triples.append(planned);
            }
        } else {
            for (const Triple &triple : synset.triples) {
                if (triple.isInert())
                    continue;
                PlannedTriple planned;
                planned.triple = &triple;
                planned.big = triple.subject().optionalCount() + triple.relation().optionalCount()
                        + triple.object().optionalCount()
                    > listedOptionals;
                cluster.triples.append(planned);
            }
        }
        for (const PlannedTriple &planned : std::as_const(cluster.triples))
            anyBig = anyBig || planned.big;
        clusters.append(cluster);
    }
    if (!anyBig)
        return clusters;
    for (PlannedCluster &cluster : clusters) {
        for (PlannedTriple &planned : cluster.triples) {
            if (planned.balanced)
                planned.pattern = options.official ? FlPattern::official(planned.slotTexts)
                                                    : FlPattern::principled(*planned.triple);
        }
    }
    // Principled: conjunction elements come from the words too (addConjunctTriples).
    qsizetype work = 0;
    for (int c = 0; c < clusters.size(); ++c) {
        for (PlannedTriple &planned : clusters[c].triples) {
            if (!planned.big)
                continue;
            planned.listed = false;
            if (!options.official)
                continue;
            for (int other = 0; other < clusters.size() && !planned.listed; ++other) {
                if (other == c)
                    continue;
                for (const PlannedTriple &candidate : std::as_const(clusters.at(other).triples)) {
                    work += planned.pattern.wordCount() * std::max<qsizetype>(1, candidate.pattern.wordCount());
                    if (work > kPairingWork || mayPair(planned.pattern, candidate.pattern)) {
                        planned.listed = true;
                        break;
                    }
                }
            }
        }
    }
    return clusters;
}

// Principled conjunction partners (FlConjunctTriple) of every pair of triples of different
// clusters, one of them big, that share a subject and relation or an object and relation, compared
// exactly, word by word; false when the sentence's kPairingWork (pairs and word pairs) ran out first.
bool addConjunctTriples(const QVector<PlannedCluster> &clusters, FlSentenceGold *gold)
{
    QVector<std::pair<int, const PlannedTriple *>> triples; // cluster, triple
    for (int c = 0; c < clusters.size(); ++c) {
        for (const PlannedTriple &planned : clusters.at(c).triples)
            triples.append({c, &planned});
    }
    QHash<const PlannedTriple *, int> index; // in gold->conjunctTriples
    auto indexOf = [&](const PlannedTriple *planned) {
        auto it = index.constFind(planned);
        if (it != index.constEnd())
            return it.value();
        gold->conjunctTriples.append({planned->pattern, {}});
        return index.insert(planned, int(gold->conjunctTriples.size() - 1)).value();
    };
    qsizetype work = kPairingWork;
    for (qsizetype x = 0; x < triples.size(); ++x) {
        const auto &[clusterA, a] = triples.at(x);
        if (!a->big)
            continue;
        for (qsizetype y = 0; y < triples.size(); ++y) {
            const auto &[clusterB, b] = triples.at(y);
            if (clusterB == clusterA || (b->big && y < x)) // a big pair is met once, from its first
                continue;
            if (--work < 0)
                return false;
            if (!a->pattern.shares(1, b->pattern, 1, &work)) {
                if (work < 0)
                    return false;
                continue;
            }
            for (int side = 0; side < 2; ++side) {
                const int slot = side == 0 ? 0 : 2; // the slot shared with the relation
                if (!a->pattern.shares(slot, b->pattern, slot, &work))
                    continue;
                const int i = indexOf(a), j = indexOf(b);
                gold->conjunctTriples[i].partners[size_t(side)].append(j);
                gold->conjunctTriples[j].partners[size_t(side)].append(i);
            }
            if (work < 0)
                return false;
        }
    }
    return true;
}

// docs/scoring/fl.md 5: the first `count` official forms of a cluster's triples, in order.
QVector<FlForm> firstOfficialForms(const QVector<PlannedTriple> &triples, qsizetype count)
{
    QVector<FlForm> forms;
    for (const PlannedTriple &planned : triples) {
        if (forms.size() >= count)
            break;
        QVector<FlForm> some;
        // appendOfficial keeps the last place for the empty drop set, the order's last.
        FlForms::appendOfficial(planned.slotTexts, &some, count - forms.size() + 1);
        forms += some.mid(0, count - forms.size());
    }
    return forms;
}

// The official forms a cluster has, 2^n a triple (at most 2^40 counted).
qsizetype officialFormCount(const QVector<PlannedTriple> &triples)
{
    qsizetype total = 0;
    for (const PlannedTriple &planned : triples) {
        if (planned.balanced)
            total += qsizetype(1) << std::min<qsizetype>(40, planned.slotTexts.join(QString()).count(QLatin1Char('[')));
    }
    return total;
}

} // namespace

FlSentenceGold FlGold::compile(const Sentence &sentence, const FlOptions &options, QStringList *problems,
                               FlBudget *goldBudget, int listedOptionals)
{
    FlSentenceGold gold;
    QVector<FlForm> allForms; // official xy pairs
    SentenceBudget budget(goldBudget);
    QVector<int> clusterOfForm;
    QHash<QString, FlForms::SlotRealizations> realizationCache;
    QHash<QString, FlSlotText> slotTexts; // each distinct slot text's keys, made once
    int formsBefore = 0; // forms of the clusters before this one
    const QVector<PlannedCluster> plannedClusters = plan(sentence, options, listedOptionals, problems);
    for (const PlannedCluster &planned : plannedClusters) {
        const int s = planned.synset;
        const Synset &synset = sentence.synsets.at(s);
        FlCluster cluster;
        cluster.synsetIndex = s;
        QVector<FlForm> forms;
        for (const PlannedTriple &triple : planned.triples) {
            if (triple.big)
                cluster.patterns.append(triple.pattern);
        }
        // What a cut leaves out: the forms themselves, or (big triples, matched through their
        // words) only their part in conjunction pairs.
        auto cutText = [](bool big) {
            return big ? QStringLiteral("they are all matched, but only the first take part in conjunction pairs "
                                        "(such triples list %1 forms a sentence, %2 for the whole gold)")
                             .arg(QString::number(kSentencePairForms), QString::number(kGoldPairForms))
                       : QStringLiteral("only the first are matched");
        };
        if (options.official) {
            for (const PlannedTriple &triple : planned.triples) {
                if (!triple.listed)
                    continue;
                const QStringList &slotTexts = triple.slotTexts;
                const qsizetype length = slotTexts.join(QLatin1Char('|')).size();
                const qsizetype left = budget.roomFor(triple.big, forms.size(), length);
                QVector<FlForm> made;
                const FlForms::OfficialExpansion expansion = FlForms::appendOfficial(slotTexts, &made, left);
                budget.spend(made.size(), length);
                // A big triple's forms take part in the xy pairs only; it is matched through its words.
                if (triple.big)
                    budget.pairForms += made.size();
                else
                    forms += made;
                for (const FlForm &form : std::as_const(made)) {
                    if (form.size() >= 3) {
                        allForms.append(form);
                        clusterOfForm.append(int(gold.clusters.size()));
                    }
                }
                switch (expansion) {
                case FlForms::OfficialExpansion::Whole:
                    break;
                case FlForms::OfficialExpansion::Cut:
                    problems->append(
                        QStringLiteral("synset %1: '%2' has 2^%3 official forms, more than the %4 the sentence has "
                                       "left (%5): %6, the last of them with every optional word kept (the "
                                       "official scorer expands them all)")
                            .arg(QString::number(s + 1), slotTexts.join(QStringLiteral(" --> ")),
                                 QString::number(slotTexts.join(QString()).count(QLatin1Char('['))),
                                 QString::number(left), budgetText(), cutText(triple.big)));
                    break;
                case FlForms::OfficialExpansion::Unbalanced:
                    problems->append(QStringLiteral("synset %1: unbalanced brackets in '%2': the official scorer "
                                                    "fails on this cluster; its triple is left out")
                                         .arg(QString::number(s + 1), slotTexts.join(QStringLiteral(" --> "))));
                    break;
                }
            }
            QVector<QStringList> triples;
            for (const PlannedTriple &triple : planned.triples)
                triples.append(triple.slotTexts);
            if (!addOfficialIsPairs(triples, listedOptionals, &budget, &gold))
                problems->append(QStringLiteral("synset %1: more \"is\" pairs than the sentence may have (%2): only "
                                                "the first are used (the official scorer makes them all)")
                                     .arg(QString::number(s + 1), budgetText()));
        } else {
            bool capped = false;
            for (const PlannedTriple &planned : planned.triples) {
                if (!planned.listed) // big: its conjunction elements come from its words too
                    continue;
                const Triple &triple = *planned.triple;
                const qsizetype length = triple.subject().source().size() + triple.relation().source().size()
                    + triple.object().source().size() + 2;
                const int cap = int(std::min<qsizetype>(kPrincipledFormCap, budget.room(forms.size(), length)));
                const qsizetype before = forms.size();
                qsizetype work = 0;
                FlForms::appendPrincipled(triple, &forms, cap, &capped, &realizationCache, &work);
                budget.spend(forms.size() - before, length);
                budget.characters += work;
            }
            if (capped)
                problems->append(QStringLiteral("synset %1: more forms than it may have (%2 a triple; %3); %4")
                                     .arg(QString::number(s + 1), QString::number(kPrincipledFormCap), budgetText(),
                                          cutText(false)));
            addPrincipledIsPairs(synset, listedOptionals, &gold);
        }
        budget.forms += forms.size();
        cluster.formCount = int(forms.size());
        // docs/scoring/fl.md 5: a cluster of more than 100,000 forms is tried on its first 5,000 only.
        const bool firstOnly = options.official && officialFormCount(planned.triples) > kFirstFormsOf;
        const int noPunctLimit = firstOnly ? 0 : int(forms.size());
        cluster.noPunctPatterns = !firstOnly;
        const int clusterIndex = int(gold.clusters.size()); // once appended below
        if (firstOnly && !cluster.patterns.isEmpty()) {
            // Too many to list: each triple's share of the first forms, matched by rank.
            qsizetype left = kFirstForms;
            for (const PlannedTriple &triple : planned.triples) {
                if (left <= 0)
                    break;
                if (!triple.balanced)
                    continue;
                cluster.firstForms.append({triple.pattern, left});
                left -= triple.pattern.officialFormCount();
            }
        } else if (firstOnly) {
            for (const FlForm &form : firstOfficialForms(planned.triples, kFirstForms))
                gold.noPunctKeys.insertJoined(clusterIndex, keyOf(form, true, options.official));
        }
        QHash<QString, int> subjectIndex, relationIndex, objectIndex;
        QSet<quint64> seenForms;
        for (int f = 0; f < forms.size(); ++f) {
            const FlForm &form = forms.at(f);
            if (form.size() != 3) { // a four-part line (or a split '|'): slow path
                if (!options.official || !form.contains(QString()))
                    gold.exactKeys.insertJoined(clusterIndex, keyOf(form, false, options.official));
                if (f < noPunctLimit)
                    gold.noPunctKeys.insertJoined(clusterIndex, keyOf(form, true, options.official));
                gold.flatWhole.insert(FlText::squash(form.join(QString())));
                gold.flatNoPunctWhole.insert(FlText::squash(FlText::noPunct(form.join(QString()))));
                if (form.size() < 3)
                    continue;
            }
            const int a = indexIn(cluster.subjects, subjectIndex, form.at(0), options.official, slotTexts);
            const int b = indexIn(cluster.relations, relationIndex, form.at(1), options.official, slotTexts);
            const int c = indexIn(cluster.objects, objectIndex, form.at(2), options.official, slotTexts);
            const quint64 id = (quint64(a) << 42) | (quint64(b) << 21) | quint64(c);
            const bool fresh = !seenForms.contains(id);
            if (fresh) {
                seenForms.insert(id);
                cluster.forms.append({a, b, c});
            }
            if (form.size() != 3 || (!fresh && f >= noPunctLimit))
                continue;
            const FlSlotText &st = cluster.subjects.at(a), &rt = cluster.relations.at(b), &ot = cluster.objects.at(c);
            // Official EM compares word lists, and a form slot with no word never equals a split string.
            if (fresh && (!options.official || !(st.text.isEmpty() || rt.text.isEmpty() || ot.text.isEmpty())))
                gold.exactKeys.insert(clusterIndex, st.text, rt.text, ot.text);
            if (f < noPunctLimit)
                gold.noPunctKeys.insert(clusterIndex, st.noPunctSlot, rt.noPunctSlot, ot.noPunctSlot);
            if (fresh) {
                const quint32 at = quint32(formsBefore + cluster.forms.size() - 1);
                gold.flat.append({FlSentenceGold::flatHash({st.squashed, rt.squashed, ot.squashed}), at});
                gold.flatNoPunct.append(
                    {FlSentenceGold::flatHash({st.squashedNoPunct, rt.squashedNoPunct, ot.squashedNoPunct}), at});
            }
        }
        cluster.forms.squeeze();
        gold.formOffsets.append(formsBefore);
        formsBefore += int(cluster.forms.size());
        gold.clusters.append(cluster);
    }
    gold.exactKeys.finish();
    gold.noPunctKeys.finish();
    std::sort(gold.flat.begin(), gold.flat.end());
    std::sort(gold.flatNoPunct.begin(), gold.flatNoPunct.end());
    gold.flat.squeeze();
    gold.flatNoPunct.squeeze();
    gold.recallWeight = int(gold.clusters.size());
    if (options.official) {
        // docs/scoring/fl.md 2.2: a sentence without cluster counts one cluster in the denominator.
        gold.recallWeight = std::max(1, gold.recallWeight);
        addOfficialXyPairs(allForms, clusterOfForm, &gold);
    } else {
        addConjunctElements(gold, &gold);
        gold.conjunctElements.squeeze();
        if (!addConjunctTriples(plannedClusters, &gold))
            problems->append(QStringLiteral("more word pairs than a sentence may compare (%1) to find which triples "
                                            "with more than %2 optional words share a subject or object and a "
                                            "relation with another cluster: some conjunction elements are left out")
                                 .arg(QString::number(kPairingWork), QString::number(listedOptionals)));
    }
    if (goldBudget) {
        goldBudget->forms -= budget.forms + gold.isPairs.size();
        goldBudget->characters -= budget.characters + budget.pairCharacters;
        goldBudget->pairForms -= budget.pairForms;
    }
    return gold;
}

quint32 FlSentenceGold::flatHash(std::initializer_list<QStringView> parts)
{
    quint32 hash = 2166136261u;
    for (QStringView part : parts)
        hash = fnv1a(hash, part);
    return hash;
}

bool FlSentenceGold::flatContains(const QString &squashed, bool noPunct) const
{
    const QSet<QString> &whole = noPunct ? flatNoPunctWhole : flatWhole;
    if (!whole.isEmpty() && whole.contains(squashed))
        return true;
    const QVector<FlFlatEntry> &entries = noPunct ? flatNoPunct : flat;
    const quint32 hash = flatHash({squashed});
    auto it = std::lower_bound(entries.cbegin(), entries.cend(), FlFlatEntry{hash, 0});
    for (; it != entries.cend() && it->hash == hash; ++it) {
        // The cluster whose forms hold this one, then its three slot texts' keys.
        const qsizetype c
            = std::upper_bound(formOffsets.cbegin(), formOffsets.cend(), int(it->form)) - formOffsets.cbegin() - 1;
        const FlCluster &cluster = clusters.at(c);
        const std::array<int, 3> &form = cluster.forms.at(int(it->form) - formOffsets.at(c));
        const FlSlotText *texts[3]
            = {&cluster.subjects.at(form[0]), &cluster.relations.at(form[1]), &cluster.objects.at(form[2])};
        QStringView rest(squashed);
        bool same = true;
        for (const FlSlotText *text : texts) {
            const QString &part = noPunct ? text->squashedNoPunct : text->squashed;
            same = same && rest.startsWith(part);
            if (same)
                rest = rest.sliced(part.size());
        }
        if (same && rest.isEmpty())
            return true;
    }
    for (const FlCluster &cluster : clusters) {
        for (const FlPattern &pattern : cluster.patterns) {
            if (pattern.flatReads(squashed, noPunct ? FlPattern::Reading::SquashedNoPunct : FlPattern::Reading::Squashed))
                return true;
        }
    }
    return false;
}

FlGold::FlGold(const Benchmark &benchmark, const FlOptions &options, Diagnostics *diagnostics)
{
    m_sentences.reserve(benchmark.sentences().size());
    const qsizetype text = textSize(benchmark);
    FlBudget budget{std::max(kGoldFormFloor, kGoldFormsPerCharacter * text),
                    std::max(kGoldCharacterFloor, kGoldCharactersPerCharacter * text), kGoldPairForms};
    for (const Sentence &sentence : benchmark.sentences()) {
        QStringList problems;
        m_sentences.append(compile(sentence, options, &problems, &budget));
        m_recallDenominator += m_sentences.last().recallWeight;
        for (const QString &problem : std::as_const(problems)) {
            diagnostics->append({benchmark.fileName, sentence.sourceLine, Diagnostic::Severity::Warning,
                                 QStringLiteral("sentence %1, ").arg(sentence.id) + problem});
        }
    }
}
