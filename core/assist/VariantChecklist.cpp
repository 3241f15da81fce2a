#include "core/assist/VariantChecklist.h"

#include "core/assist/ActiveVoice.h"
#include "core/assist/PlacementVariants.h"
#include "core/assist/SlotForms.h"
#include "core/assist/SlotWords.h"
#include "core/assist/SpellingVariants.h"
#include "core/model/Benchmark.h"
#include "core/model/TripleDraft.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <array>
#include <optional>
#include <utility>

namespace {

QString key(const Triple &triple)
{
    return triple.subject().source() + QLatin1Char('\n') + triple.relation().source() + QLatin1Char('\n')
        + triple.object().source();
}

QSet<QString> keysOf(const Synset &synset)
{
    QSet<QString> keys;
    for (const Triple &triple : synset.triples) {
        if (!triple.isInert())
            keys.insert(key(triple));
    }
    return keys;
}

// The kind of a placement variant of `base`, and the words moved across the boundary.
VariantChoice classify(const Triple &base, const Triple &variant, const Sentence &sentence)
{
    VariantChoice choice;
    choice.triple = variant;
    const TripleDraft from = SlotWords::load(base, sentence);
    const int before = int(from.words(1).size());
    const int after = int(SlotWords::load(variant, sentence).words(1).size());
    if (after > before) {
        choice.kind = VariantChoice::Kind::PrepositionIntoRelation;
        choice.moved = after - before;
    } else {
        choice.moved = before - after;
        const bool preposition
            = choice.moved == 1 && SlotWords::isPrepositionOrParticle(sentence, from.words(1).last());
        choice.kind = preposition ? VariantChoice::Kind::PrepositionIntoObject : VariantChoice::Kind::WordsIntoObject;
    }
    return choice;
}

// A slot's elements: optional groups (`[of Australia]`) whole, other words one by one.
QStringList elements(const QString &source)
{
    QStringList out;
    QString current;
    int depth = 0;
    for (const QChar c : source) {
        if (depth == 0 && c.isSpace()) {
            if (!current.isEmpty())
                out.append(std::exchange(current, QString()));
            continue;
        }
        if (c == QLatin1Char('[')) {
            if (depth++ == 0 && !current.isEmpty())
                out.append(std::exchange(current, QString()));
        }
        current.append(c);
        if (c == QLatin1Char(']') && depth > 0 && --depth == 0)
            out.append(std::exchange(current, QString()));
    }
    if (!current.isEmpty())
        out.append(current);
    return out;
}

struct Change
{
    int slot = 0;
    QStringList from;
    QStringList to;
};

// The changes two triples of one synset teach: when they differ in one slot, the elements
// between their common start and end, each way.
void learn(const Triple &a, const Triple &b, QVector<Change> *changes, QSet<QString> *seen)
{
    int slot = -1;
    for (int k = 0; k < 3; ++k) {
        if (a.slot(k).source() != b.slot(k).source()) {
            if (slot >= 0)
                return;
            slot = k;
        }
    }
    if (slot < 0)
        return;
    const QStringList x = elements(a.slot(slot).source());
    const QStringList y = elements(b.slot(slot).source());
    qsizetype start = 0;
    while (start < x.size() && start < y.size() && x.at(start) == y.at(start))
        ++start;
    qsizetype end = 0;
    while (end < x.size() - start && end < y.size() - start && x.at(x.size() - 1 - end) == y.at(y.size() - 1 - end))
        ++end;
    const QStringList from = x.mid(start, x.size() - start - end);
    const QStringList to = y.mid(start, y.size() - start - end);
    if (from.isEmpty() || to.isEmpty())
        return;
    const QString k = QString::number(slot) + QLatin1Char('\n') + from.join(QLatin1Char(' ')) + QLatin1Char('\n')
        + to.join(QLatin1Char(' '));
    if (!seen->contains(k)) {
        seen->insert(k);
        changes->append(Change{slot, from, to});
    }
}

// The changes of the sentence's synsets (`synset` standing for the one at `index`).
QVector<Change> sentenceChanges(const Sentence &sentence, const Synset &synset, int index)
{
    QVector<Change> changes;
    QSet<QString> seen;
    const auto learnFrom = [&](const Synset &from) {
        for (const Triple &a : from.triples) {
            for (const Triple &b : from.triples) {
                if (&a != &b && !a.isInert() && !b.isInert())
                    learn(a, b, &changes, &seen);
            }
        }
    };
    for (int s = 0; s < sentence.synsets.size(); ++s) {
        if (s != index)
            learnFrom(sentence.synsets.at(s));
    }
    learnFrom(synset);
    return changes;
}

// The slot with one article of a longer optional group left out (`[of a cell window]` gives
// `[of cell window]`), each article once; the slot's other elements as written.
QStringList articlesLeftOut(const QString &source)
{
    QStringList out;
    const QStringList parts = elements(source);
    for (qsizetype e = 0; e < parts.size(); ++e) {
        const QString &part = parts.at(e);
        if (!part.startsWith(QLatin1Char('[')) || !part.endsWith(QLatin1Char(']')) || part.count(QLatin1Char('[')) != 1)
            continue;
        const QStringList words = part.mid(1, part.size() - 2).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.size() < 2)
            continue;
        for (qsizetype w = 0; w < words.size(); ++w) {
            if (!TripleDraft::isArticle(words.at(w)))
                continue;
            QStringList kept = words;
            kept.removeAt(w);
            QStringList made = parts;
            made[e] = QLatin1Char('[') + kept.join(QLatin1Char(' ')) + QLatin1Char(']');
            out.append(made.join(QLatin1Char(' ')));
        }
    }
    return out;
}

// Like another fact: the other synsets' triples with the change that leads from one of their
// triples to one of `bases` (one slot differing).
QVector<Triple> parallelForms(const Sentence &sentence, const QVector<const Triple *> &bases, int index);

// Longer objects: `bases` continued by the relation and object of another synset's triple with
// the same subject.
QVector<Triple> longerObjects(const Sentence &sentence, const QVector<const Triple *> &bases, int index);

// A triple's slots as elements (elements()), worked out once per checklist for every triple of
// the sentence: the changes are tried on each of them.
using TripleElements = std::array<QStringList, 3>;
TripleElements elementsOf(const Triple &triple)
{
    return {elements(triple.subject().source()), elements(triple.relation().source()),
            elements(triple.object().source())};
}

// `change` made on `triple`, whose change.slot has these elements: its first occurrence
// replaced; nothing when the slot lacks it.
std::optional<Triple> applied(const Triple &triple, const QStringList &words, const Change &change)
{
    const qsizetype n = change.from.size();
    for (qsizetype at = 0; at + n <= words.size(); ++at) {
        if (!std::equal(change.from.begin(), change.from.end(), words.begin() + at))
            continue;
        QStringList made = words;
        made.remove(at, n);
        for (qsizetype i = 0; i < change.to.size(); ++i)
            made.insert(at + i, change.to.at(i));
        Triple out = triple;
        out.setSlot(change.slot, made.join(QLatin1Char(' ')));
        return out;
    }
    return std::nullopt;
}

std::optional<Triple> applied(const Triple &triple, const Change &change)
{
    return applied(triple, elements(triple.slot(change.slot).source()), change);
}

// A triple's slots as one text.
QString text(const Triple &triple)
{
    return triple.subject().source() + QLatin1Char(' ') + triple.relation().source() + QLatin1Char(' ')
        + triple.object().source();
}

// A text's words, lower case, brackets left out.
QStringList plainWords(const QString &text)
{
    QString words = text.toLower();
    for (QChar &c : words) {
        if (c == QLatin1Char('[') || c == QLatin1Char(']') || c == QLatin1Char('{') || c == QLatin1Char('}'))
            c = QLatin1Char(' ');
    }
    return words.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// How often each pair of adjacent words occurs.
QHash<QString, int> wordPairs(const QStringList &words)
{
    QHash<QString, int> count;
    for (qsizetype w = 0; w + 1 < words.size(); ++w)
        ++count[words.at(w) + QLatin1Char(' ') + words.at(w + 1)];
    return count;
}

// What repeatsWords compares with: the sentence's word pairs and quote characters, counted once
// per checklist.
struct SentenceWords
{
    explicit SentenceWords(const QStringList &tokens)
        : pairs(wordPairs(plainWords(tokens.join(QLatin1Char(' '))))),
          backquotes(tokens.join(QString()).count(QLatin1Char('`'))),
          quotes(tokens.join(QString()).count(QLatin1Char('\'')))
    {
    }
    QHash<QString, int> pairs;
    qsizetype backquotes = 0;
    qsizetype quotes = 0;
};

// Whether `made` holds a pair of words, or quote marks, more often than `base` and the
// sentence do (one pair of quotes always allowed: the gold may write them where the
// text has none): a change made elsewhere applied where its words are there already
// (`[the] album [the] album`, `[at home] [in Brighton] ... [in Brighton]`, `[``] ``Guardians''
// ['']`). Such forms are not offered.
bool repeatsWords(const QString &made, const QString &base, const SentenceWords &sentence)
{
    const QHash<QString, int> madePairs = wordPairs(plainWords(made));
    const QHash<QString, int> basePairs = wordPairs(plainWords(base));
    for (auto it = madePairs.cbegin(); it != madePairs.cend(); ++it) {
        if (it.value() >= 2 && it.value() > basePairs.value(it.key()) && it.value() > sentence.pairs.value(it.key()))
            return true;
    }
    const auto moreQuotes = [&](QChar quote, qsizetype inSentence) {
        return made.count(quote) > std::max({base.count(quote), inSentence, qsizetype(2)});
    };
    return moreQuotes(QLatin1Char('`'), sentence.backquotes) || moreQuotes(QLatin1Char('\''), sentence.quotes);
}

// Whether `change` is made where it applies: of the triples of the sentence's other synsets (all
// but `index`) it applies to, at least half have the changed triple in their synset too; true
// when it applies to none of them (it was learned from this synset). On the English BenchIE gold
// a change made everywhere it applied before is wanted 89% of the times it applies again, one
// made in fewer than half of the triples 21%.
bool madeElsewhere(const Sentence &sentence, int index, const Change &change, const QVector<QSet<QString>> &keys,
                   const QVector<QVector<TripleElements>> &elements)
{
    int applicable = 0;
    int made = 0;
    for (int s = 0; s < sentence.synsets.size(); ++s) {
        if (s == index)
            continue;
        const QVector<Triple> &triples = sentence.synsets.at(s).triples;
        for (qsizetype t = 0; t < triples.size(); ++t) {
            const Triple &triple = triples.at(t);
            if (triple.isInert())
                continue;
            const std::optional<Triple> changed = applied(triple, elements.at(s).at(t)[size_t(change.slot)], change);
            if (!changed || key(*changed) == key(triple))
                continue;
            ++applicable;
            made += keys.at(s).contains(key(*changed)) ? 1 : 0;
        }
    }
    // Applying nowhere else, the change was made in this synset: checked on its other triples.
    return applicable == 0 || 2 * made >= applicable;
}

QVector<Triple> parallelForms(const Sentence &sentence, const QVector<const Triple *> &bases, int index)
{
    QVector<Triple> out;
    for (int s = 0; s < sentence.synsets.size(); ++s) {
        if (s == index)
            continue;
        const Synset &other = sentence.synsets.at(s);
        for (const Triple &from : other.triples) {
            if (from.isInert())
                continue;
            for (const Triple *base : bases) {
                QVector<Change> changes;
                QSet<QString> seen;
                learn(from, *base, &changes, &seen);
                for (const Change &change : std::as_const(changes)) {
                    for (const Triple &triple : other.triples) {
                        if (triple.isInert())
                            continue;
                        if (const std::optional<Triple> made = applied(triple, change))
                            out.append(*made);
                    }
                }
            }
        }
    }
    return out;
}

QVector<Triple> longerObjects(const Sentence &sentence, const QVector<const Triple *> &bases, int index)
{
    QVector<Triple> out;
    for (int s = 0; s < sentence.synsets.size(); ++s) {
        if (s == index)
            continue;
        for (const Triple &longer : sentence.synsets.at(s).triples) {
            if (longer.isInert())
                continue;
            const QStringList words = elements(longer.relation().source()) + elements(longer.object().source());
            for (const Triple *base : bases) {
                if (base->subject() != longer.subject())
                    continue;
                const QStringList relation = elements(base->relation().source());
                const QStringList start = relation + elements(base->object().source());
                if (words.size() > start.size() && words.mid(0, start.size()) == start)
                    out.append(Triple(base->subject().source(), base->relation().source(),
                                      words.mid(relation.size()).join(QLatin1Char(' '))));
            }
        }
    }
    return out;
}

} // namespace

QVector<VariantChoice> VariantChecklist::of(const Synset &synset, const Sentence &sentence, const VerbForms *forms,
                                            const QVector<Habit> *learned, int index)
{
    const QSet<QString> held = keysOf(synset);
    QVector<VariantChoice> out;
    QHash<QString, int> listed; // key -> index in out
    // A form made by several kinds is listed once, under the first kind that checks it (else
    // the first that made it).
    // `keep`: the default checked state when something better than the kind's habit tells it.
    const auto offer = [&](VariantChoice choice, std::optional<bool> keep = std::nullopt) {
        const QString k = key(choice.triple);
        choice.held = held.contains(k);
        choice.checked = choice.held || (keep ? *keep : kept(choice.kind, choice.moved, learned));
        const auto at = listed.constFind(k);
        if (at == listed.constEnd()) {
            listed.insert(k, int(out.size()));
            out.append(choice);
        } else if (choice.checked && !out.at(at.value()).checked) {
            out[at.value()] = choice;
        }
    };
    const auto offerEach = [&](VariantChoice::Kind kind, const QVector<Triple> &made) {
        for (const Triple &triple : made) {
            VariantChoice choice;
            choice.triple = triple;
            choice.kind = kind;
            offer(choice);
        }
    };
    const bool placements = PlacementVariants::allowedIn(synset);
    for (const Triple &base : synset.triples) {
        if (base.isInert())
            continue;
        if (placements) {
            for (const Triple &variant : PlacementVariants::of(base, sentence))
                offer(classify(base, variant, sentence));
        }
        const ActiveVoice::Result active = ActiveVoice::of(base, sentence, forms);
        if (active.status == ActiveVoice::Status::Made) {
            VariantChoice choice;
            choice.triple = active.triple;
            choice.kind = VariantChoice::Kind::ActiveVoice;
            offer(choice);
        }
    }
    // Combinations: every other subject with every relation and object (a fact's subjects
    // are often interchangeable: `He`, `Bob`, `[the] actor`).
    QVector<const Triple *> bases;
    for (const Triple &triple : synset.triples) {
        if (!triple.isInert())
            bases.append(&triple);
    }
    for (const Triple *a : std::as_const(bases)) {
        for (const Triple *b : std::as_const(bases)) {
            if (a->subject() == b->subject())
                continue;
            VariantChoice choice;
            choice.triple = Triple(a->subject().source(), b->relation().source(), b->object().source());
            choice.kind = VariantChoice::Kind::Combination;
            offer(choice);
        }
    }
    // Placements that split an optional group.
    for (const Triple *base : std::as_const(bases)) {
        if (!placements)
            break;
        for (const Triple &variant : PlacementVariants::splittingGroups(*base, sentence)) {
            VariantChoice choice;
            choice.triple = variant;
            choice.kind = VariantChoice::Kind::GroupSplit;
            offer(choice);
        }
    }
    // Changes made elsewhere in the sentence, on each of its triples: checked when the change is
    // made where it applies (madeElsewhere), whatever the kind's habit.
    const QVector<Change> changes = sentenceChanges(sentence, synset, index);
    const SentenceWords sentenceWords(SlotWords::tokens(sentence));
    QVector<QSet<QString>> synsetKeys;
    QVector<QVector<TripleElements>> synsetElements;
    for (const Synset &other : sentence.synsets) {
        synsetKeys.append(keysOf(other));
        QVector<TripleElements> triples;
        for (const Triple &triple : other.triples)
            triples.append(elementsOf(triple));
        synsetElements.append(triples);
    }
    QVector<bool> consistent;
    for (const Change &change : changes)
        consistent.append(madeElsewhere(sentence, index, change, synsetKeys, synsetElements));
    for (const Triple *base : std::as_const(bases)) {
        for (int c = 0; c < changes.size(); ++c) {
            const std::optional<Triple> made = applied(*base, changes.at(c));
            const int slot = changes.at(c).slot;
            if (made && !repeatsWords(made->slot(slot).source(), base->slot(slot).source(), sentenceWords)) {
                VariantChoice choice;
                choice.triple = *made;
                choice.kind = VariantChoice::Kind::SentenceChange;
                // Repeating words of another slot (`[to 1985] to --> 1985`): offered, unchecked.
                offer(choice, consistent.at(c) && !repeatsWords(text(*made), text(*base), sentenceWords));
            }
        }
    }
    // Longer objects, and their placements.
    for (const Triple &made : longerObjects(sentence, bases, index)) {
        VariantChoice choice;
        choice.kind = VariantChoice::Kind::LongerObject;
        choice.triple = made;
        offer(choice);
        for (const Triple &variant : placements ? PlacementVariants::of(made, sentence) : QVector<Triple>()) {
            choice.triple = variant;
            offer(choice);
        }
    }
    // Other words moved into the relation.
    for (const Triple *base : std::as_const(bases)) {
        if (!placements)
            break;
        QVector<int> moved;
        const QVector<Triple> variants = PlacementVariants::intoRelation(*base, sentence, &moved);
        for (int v = 0; v < variants.size(); ++v) {
            VariantChoice choice;
            choice.triple = variants.at(v);
            choice.kind = VariantChoice::Kind::WordsIntoRelation;
            choice.moved = moved.at(v);
            offer(choice);
        }
    }
    // Forms like another fact of the sentence.
    offerEach(VariantChoice::Kind::Parallel, parallelForms(sentence, bases, index));
    // The same words written otherwise (not in an entity-clean synset either: one form there).
    for (const Triple *base : std::as_const(bases)) {
        if (!placements)
            break;
        for (int slot = 0; slot < 3; ++slot) {
            for (const QString &text : SpellingVariants::of(base->slot(slot).source())) {
                VariantChoice choice;
                choice.triple = *base;
                choice.triple.setSlot(slot, text);
                choice.kind = VariantChoice::Kind::Spelling;
                offer(choice);
            }
        }
    }
    // Forms made from the sentence's words around a slot, of every base in turn (not in an
    // entity-clean synset: one form there): the object, then the relation, continued by the
    // sentence's next phrases; the object cut before a preposition; the relation's auxiliaries
    // optional, or plain.
    const auto offerSlotForms = [&](VariantChoice::Kind kind,
                                    QVector<Triple> (*make)(const Triple &, const Sentence &)) {
        for (const Triple *base : std::as_const(bases)) {
            if (placements)
                offerEach(kind, make(*base, sentence));
        }
    };
    offerSlotForms(VariantChoice::Kind::ObjectContinued, SlotForms::continuedObjects);
    offerSlotForms(VariantChoice::Kind::RelationContinued, SlotForms::continuedRelations);
    offerSlotForms(VariantChoice::Kind::ObjectShortened, SlotForms::shortenedObjects);
    offerSlotForms(VariantChoice::Kind::AuxiliariesToggled, SlotForms::auxiliariesToggled);
    // An article inside a longer optional group left out, one group at a time.
    for (const Triple *base : std::as_const(bases)) {
        for (int slot = 0; slot < 3; ++slot) {
            for (const QString &text : articlesLeftOut(base->slot(slot).source())) {
                VariantChoice choice;
                choice.triple = *base;
                choice.triple.setSlot(slot, text);
                choice.kind = VariantChoice::Kind::ArticleLeftOut;
                offer(choice);
            }
        }
    }
    // Other conjuncts in this synset.
    const QVector<ConjunctFacts::Swap> swaps = ConjunctFacts::of(synset, sentence);
    for (const ConjunctFacts::Swap &swap : swaps) {
        for (const Triple *base : std::as_const(bases)) {
            if (const std::optional<Triple> made = ConjunctFacts::swapped(*base, sentence, swap)) {
                VariantChoice choice;
                choice.triple = *made;
                choice.kind = VariantChoice::Kind::ConjunctInSynset;
                offer(choice);
            }
        }
    }
    // The facts of the other conjuncts, each a new synset (listed apart from the forms).
    QSet<QString> elsewhere;
    for (int s = 0; s < sentence.synsets.size(); ++s) {
        if (s != index)
            elsewhere.unite(keysOf(sentence.synsets.at(s)));
    }
    QSet<QString> conjuncts;
    for (const ConjunctFacts::Swap &swap : swaps) {
        const QVector<Triple> made = ConjunctFacts::synsetOf(synset.triples, sentence, swap);
        if (made.isEmpty() || conjuncts.contains(key(made.first())) || held.contains(key(made.first())))
            continue;
        conjuncts.insert(key(made.first()));
        VariantChoice choice;
        choice.triple = made.first();
        choice.kind = VariantChoice::Kind::OtherConjunct;
        choice.swap = swap;
        choice.synsetSize = int(made.size());
        choice.held = elsewhere.contains(key(choice.triple));
        choice.checked = choice.held || kept(choice.kind, 0, learned);
        out.append(choice);
    }
    // While forms of this fact are checked, the fact is not whole yet: its conjuncts' synsets,
    // which take the synset's forms, wait for it (unchecked).
    const bool formsChecked = std::any_of(out.begin(), out.end(), [](const VariantChoice &choice) {
        return choice.checked && !choice.held && choice.kind != VariantChoice::Kind::OtherConjunct;
    });
    if (formsChecked) {
        for (VariantChoice &choice : out) {
            if (choice.kind == VariantChoice::Kind::OtherConjunct && !choice.held)
                choice.checked = false;
        }
    }
    return out;
}

// Measured with `variant-habits` on the English BenchIE gold (docs/user-guide/assist.md,
// "The variant checklist"): a kind is checked when its annotators kept at least half of the
// forms of that kind offered to them (one preposition into the relation 76%, into the object
// 97%, one other word into the object 70%; two words 28%, three or more 6%, active voice 0%; a
// change made elsewhere in the sentence 54%, BenchIE^FL 53%; a form like another fact of the
// sentence 77%, BenchIE^FL 75%, German 88%; an object continued by a nested fact 27%; a
// placement splitting an optional group 5%; the fact of another conjunct 50%, BenchIE^FL 48%,
// German, untagged, 11%: there the checklist learns to leave it unchecked).
bool VariantChecklist::keptByDefault(VariantChoice::Kind kind, int moved)
{
    if (kind == VariantChoice::Kind::SentenceChange || kind == VariantChoice::Kind::Parallel
        || kind == VariantChoice::Kind::OtherConjunct || kind == VariantChoice::Kind::ArticleLeftOut)
        return true;
    if (kind == VariantChoice::Kind::GroupSplit || kind == VariantChoice::Kind::WordsIntoRelation
        || kind == VariantChoice::Kind::ConjunctInSynset || kind == VariantChoice::Kind::ObjectContinued
        || kind == VariantChoice::Kind::RelationContinued || kind == VariantChoice::Kind::AuxiliariesToggled
        || kind == VariantChoice::Kind::ObjectShortened)
        return false;
    return kind != VariantChoice::Kind::ActiveVoice && kind != VariantChoice::Kind::Combination && moved == 1;
}

bool VariantChecklist::kept(VariantChoice::Kind kind, int moved, const QVector<Habit> *learned)
{
    if (learned) {
        for (const Habit &row : *learned) {
            if (row.kind == kind && row.moved == movedBucket(moved) && row.offered >= kLearnedFrom)
                return 2 * row.held >= row.offered;
        }
    }
    return keptByDefault(kind, moved);
}

QString VariantChecklist::kindName(VariantChoice::Kind kind)
{
    switch (kind) {
    case VariantChoice::Kind::PrepositionIntoRelation:
        return tr("preposition into the relation");
    case VariantChoice::Kind::PrepositionIntoObject:
        return tr("preposition into the object");
    case VariantChoice::Kind::WordsIntoObject:
        return tr("words into the object");
    case VariantChoice::Kind::ActiveVoice:
        return tr("active voice");
    case VariantChoice::Kind::Combination:
        return tr("combination");
    case VariantChoice::Kind::SentenceChange:
        return tr("a change made in this sentence");
    case VariantChoice::Kind::GroupSplit:
        return tr("placement splitting an optional group");
    case VariantChoice::Kind::Parallel:
        return tr("like another fact of this sentence");
    case VariantChoice::Kind::LongerObject:
        return tr("object continued by a nested fact");
    case VariantChoice::Kind::WordsIntoRelation:
        return tr("words into the relation");
    case VariantChoice::Kind::OtherConjunct:
        return tr("the fact of another conjunct: a new synset");
    case VariantChoice::Kind::Spelling:
        return tr("the same words written otherwise");
    case VariantChoice::Kind::ConjunctInSynset:
        return tr("another conjunct in this fact");
    case VariantChoice::Kind::ArticleLeftOut:
        return tr("an article left out of an optional group");
    case VariantChoice::Kind::ObjectContinued:
        return tr("object continued by the sentence's next phrases");
    case VariantChoice::Kind::RelationContinued:
        return tr("relation continued by the sentence's next phrases");
    case VariantChoice::Kind::AuxiliariesToggled:
        return tr("the relation's auxiliaries optional, or plain");
    case VariantChoice::Kind::ObjectShortened:
        return tr("object cut before a preposition");
    }
    return QString();
}

QString VariantChecklist::kindKey(VariantChoice::Kind kind)
{
    static const char *const keys[VariantChoice::kKindCount] = {"preposition_into_relation",
                                                                "preposition_into_object",
                                                                "words_into_object",
                                                                "active_voice",
                                                                "combination",
                                                                "sentence_change",
                                                                "group_split",
                                                                "parallel",
                                                                "longer_object",
                                                                "words_into_relation",
                                                                "other_conjunct",
                                                                "spelling",
                                                                "conjunct_in_synset",
                                                                "article_left_out",
                                                                "object_continued",
                                                                "relation_continued",
                                                                "auxiliaries_toggled",
                                                                "object_shortened"};
    const int k = int(kind);
    return k >= 0 && k < VariantChoice::kKindCount ? QString::fromLatin1(keys[k]) : QString();
}

std::optional<VariantChoice::Kind> VariantChecklist::kindOfKey(const QString &key)
{
    for (int k = 0; k < VariantChoice::kKindCount; ++k) {
        if (kindKey(VariantChoice::Kind(k)) == key)
            return VariantChoice::Kind(k);
    }
    return std::nullopt;
}

QVector<VariantChecklist::Habit> VariantChecklist::noHabits()
{
    QVector<Habit> rows;
    for (int k = 0; k < VariantChoice::kKindCount; ++k) {
        const auto kind = VariantChoice::Kind(k);
        if (kind == VariantChoice::Kind::ActiveVoice || kind == VariantChoice::Kind::Combination
            || kind == VariantChoice::Kind::SentenceChange || kind == VariantChoice::Kind::GroupSplit
            || kind == VariantChoice::Kind::Parallel || kind == VariantChoice::Kind::LongerObject
            || kind == VariantChoice::Kind::OtherConjunct || kind == VariantChoice::Kind::Spelling
            || kind == VariantChoice::Kind::ConjunctInSynset || kind == VariantChoice::Kind::ArticleLeftOut
            || kind == VariantChoice::Kind::ObjectContinued || kind == VariantChoice::Kind::RelationContinued
            || kind == VariantChoice::Kind::AuxiliariesToggled || kind == VariantChoice::Kind::ObjectShortened) {
            rows.append(Habit{kind, 0});
            continue;
        }
        for (int moved = 1; moved <= 3; ++moved)
            rows.append(Habit{kind, moved});
    }
    return rows;
}

// What the checklist offers once an annotator has made a fact's first triple, and which of
// those the synset holds in the end.
QVector<VariantChecklist::Habit> VariantChecklist::habits(const Sentence &sentence, const VerbForms *forms)
{
    QVector<Habit> rows = noHabits();
    for (const Synset &synset : sentence.synsets) {
        if (synset.triples.isEmpty() || synset.triples.first().isInert())
            continue;
        const QSet<QString> held = keysOf(synset);
        Synset first = synset;
        first.triples = {synset.triples.first()};
        const int index = int(&synset - sentence.synsets.constData());
        for (const VariantChoice &choice : of(first, sentence, forms, nullptr, index)) {
            // The fact of another conjunct is kept in a synset of its own.
            const bool kept
                = choice.kind == VariantChoice::Kind::OtherConjunct ? choice.held : held.contains(key(choice.triple));
            for (Habit &row : rows) {
                if (row.kind == choice.kind && row.moved == movedBucket(choice.moved)) {
                    ++row.offered;
                    row.held += kept ? 1 : 0;
                }
            }
        }
    }
    return rows;
}

void VariantChecklist::add(QVector<Habit> *sum, const QVector<Habit> &rows)
{
    for (int i = 0; i < sum->size() && i < rows.size(); ++i) {
        (*sum)[i].offered += rows.at(i).offered;
        (*sum)[i].held += rows.at(i).held;
    }
}

void VariantChecklist::addDecisions(QVector<Habit> *decided, const QVector<VariantChoice> &choices)
{
    if (decided->isEmpty())
        *decided = noHabits();
    for (const VariantChoice &choice : choices) {
        if (choice.held)
            continue;
        for (Habit &row : *decided) {
            if (row.kind == choice.kind && row.moved == movedBucket(choice.moved)) {
                ++row.offered;
                row.held += choice.checked ? 1 : 0;
            }
        }
    }
}

QString VariantChecklist::declineScope(const Synset &synset)
{
    for (const Triple &triple : synset.triples) {
        if (!triple.isInert())
            return triple.toGoldLine();
    }
    return QString();
}

namespace {
QString scoped(const QString &scope, const QString &line)
{
    return scope + QLatin1Char('\n') + line;
}
} // namespace

QVector<VariantChoice> VariantChecklist::remember(const QVector<VariantChoice> &choices, const QString &scope,
                                                  QSet<QString> *declined)
{
    QVector<VariantChoice> fresh;
    for (const VariantChoice &choice : choices) {
        if (choice.held)
            continue;
        const QString key = scoped(scope, choice.triple.toGoldLine());
        if (!declined->contains(key) && !declined->contains(choice.triple.toGoldLine()))
            fresh.append(choice);
        if (!choice.checked)
            declined->insert(key);
    }
    return fresh;
}

void VariantChecklist::applyDeclined(QVector<VariantChoice> *choices, const QString &scope,
                                     const QSet<QString> &declined)
{
    for (VariantChoice &choice : *choices) {
        const QString line = choice.triple.toGoldLine();
        if (!choice.held && (declined.contains(scoped(scope, line)) || declined.contains(line)))
            choice.checked = false;
    }
}

QVector<VariantChecklist::Habit> VariantChecklist::preferDecided(const QVector<Habit> &gold,
                                                                 const QVector<Habit> &decided)
{
    QVector<Habit> out = gold;
    for (Habit &row : out) {
        for (const Habit &mine : decided) {
            if (mine.kind == row.kind && mine.moved == row.moved && mine.offered >= kLearnedFrom)
                row = mine;
        }
    }
    return out;
}

QVector<VariantChecklist::Habit> VariantChecklist::habits(const Benchmark &gold, const VerbForms *forms)
{
    QVector<Habit> rows = noHabits();
    for (const Sentence &sentence : gold.sentences())
        add(&rows, habits(sentence, forms));
    return rows;
}

void VariantHabitCache::clear()
{
    m_bySentence.clear();
    m_suggestions.clear();
}

void VariantHabitCache::invalidate(int sentence)
{
    if (sentence >= 0 && sentence < m_bySentence.size()) {
        m_bySentence[sentence].reset();
        m_suggestions[sentence].reset();
    }
}

void VariantHabitCache::fit(const Benchmark &gold)
{
    const qsizetype count = gold.sentences().size();
    if (m_bySentence.size() != count) {
        m_bySentence = QVector<std::optional<QVector<VariantChecklist::Habit>>>(count);
        m_suggestions = QVector<std::optional<SuggestionHabits::Counts>>(count);
    }
}

OptionalSuggester::Kinds VariantHabitCache::draftKinds(const Benchmark &gold)
{
    return SuggestionHabits::kept(suggestionCounts(gold));
}

SuggestionHabits::Counts VariantHabitCache::suggestionCounts(const Benchmark &gold)
{
    fit(gold);
    const QVector<Sentence> &sentences = gold.sentences();
    SuggestionHabits::Counts counts{};
    for (qsizetype i = 0; i < sentences.size(); ++i) {
        if (!m_suggestions.at(i))
            m_suggestions[i] = SuggestionHabits::of(sentences.at(i));
        SuggestionHabits::add(&counts, *m_suggestions.at(i));
    }
    return counts;
}

QVector<VariantChecklist::Habit> VariantHabitCache::habits(const Benchmark &gold, const VerbForms *forms)
{
    const QVector<Sentence> &sentences = gold.sentences();
    fit(gold);
    QVector<VariantChecklist::Habit> rows = VariantChecklist::noHabits();
    for (qsizetype i = 0; i < sentences.size(); ++i) {
        if (!m_bySentence.at(i))
            m_bySentence[i] = VariantChecklist::habits(sentences.at(i), forms);
        VariantChecklist::add(&rows, *m_bySentence.at(i));
    }
    return rows;
}
